"""A full disk (the storage standard: a full disk never loses a committed deal and never
corrupts the database; bad input gets a clear error, never a traceback).

The disk is made full two ways: SQLite's ``max_page_count`` on every connection, which
runs everywhere, and, where the tests may mount file systems (root with CAP_SYS_ADMIN, as
CI is), a real 2 MB tmpfs filled to the last byte."""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from db import SittingId, StorageError, Store
from rules.session import Session, new_session, with_json_deals, write_session
from tests.conftest import REPO
from tests.db.processes import HERE, one_line, run_zapis
from tests.db.samples import FOUR, rummy_deal
from tests.db.writer import record_for

UNCAPPED = 1_073_741_823
"""SQLite's default max_page_count before 3.45: as good as no limit."""
TABLES = ("player", "sitting", "seat", "deal", "alembic_version")


class PageCap:
    """A database that cannot grow past ``pages`` pages: set on every connection each time
    the store takes one from its pool, so raising it is "freeing space" for the same store
    (as a player would, and then enter the deal again in the same window)."""

    def __init__(self, store: Store) -> None:
        self.pages = UNCAPPED
        event.listen(store._engine, "checkout", self._on_checkout)

    def _on_checkout(self, dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count = {self.pages}")


def _page_count(path: Path) -> int:
    connection = sqlite3.connect(path)
    count = int(connection.execute("PRAGMA page_count").fetchone()[0])
    connection.close()
    return count


def _check(path: Path) -> dict[str, int]:
    """integrity_check and foreign_key_check pass; the number of rows in each table."""
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
    counts = {
        table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0] for table in TABLES
    }
    connection.close()
    return counts


def _assert_disk_full(message: str, path: Path) -> None:
    assert "\n" not in message and str(path) in message
    assert "the disk is full" in message and "free some space" in message


def _long_rummy(deals: int) -> Session:
    """A rummy session of ``deals`` deals with four new players (target 1,000,000, so
    every deal counts)."""
    names = ["Fyodor", "Galina", "Ilya", "Kira"]
    session = new_session("rummy", names, {"target": 1_000_000})
    records = tuple(rummy_deal(**{name: (n % 40, n % 7) for name in names}) for n in range(deals))
    return with_json_deals(session, records)


def _fill_with_deals(store: Store, sitting: SittingId, limit: int) -> tuple[int, StorageError]:
    """Add deals until the disk is full (at most ``limit``): how many were committed,
    and the error."""
    committed = len(store.load(sitting).session.deals)
    for number in range(committed + 1, committed + limit + 1):
        try:
            change = store.add_deal(sitting, record_for(number))
        except StorageError as problem:
            return committed, problem
        assert change.number == number
        committed = number
    raise AssertionError(f"{limit} deals fitted; the disk never became full")


def test_full_database_keeps_every_committed_deal(tmp_path: Path) -> None:
    """Deals are added until the database cannot grow: the failing deal gives one line
    naming the file, saying the disk is full and to free space; so does a second try;
    every deal committed before is there at its place, integrity_check is ok, and once
    space is freed the same store adds the deal as the next number."""
    path = tmp_path / "full.sqlite3"
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        cap = PageCap(store)
        cap.pages = _page_count(path)
        committed, problem = _fill_with_deals(store, sitting, 5_000)
        _assert_disk_full(str(problem), path)
        with pytest.raises(StorageError, match="the disk is full"):
            store.add_deal(sitting, record_for(committed + 1))
        assert _check(path)["deal"] == committed
        deals = store.load(sitting).session.deals
        assert [deal.to_json() for deal in deals] == [
            record_for(number) for number in range(1, committed + 1)
        ]

        cap.pages = UNCAPPED
        assert store.add_deal(sitting, record_for(committed + 1)).number == committed + 1
    assert _check(path)["deal"] == committed + 1


@pytest.mark.slow
def test_full_database_imports_a_file_whole_or_not_at_all(tmp_path: Path) -> None:
    """A 2,000-deal file does not fit: the import raises the one-line full-disk error and
    not a row of it is written (every table has the rows it had); ``zapis import`` of
    the same file on a full database prints one line and exits 2, leaving the rows as
    they were; after space is freed the import is whole and exports back identical."""
    path = tmp_path / "import.sqlite3"
    session = _long_rummy(2_000)
    file = tmp_path / "long.json"
    file.write_text(write_session(session), encoding="utf-8")
    with Store.open(str(path)) as store:
        kept = store.create_sitting("three-bugs", FOUR).id
        store.add_deal(kept, record_for(1))
        before = _check(path)
        cap = PageCap(store)
        cap.pages = _page_count(path)
        with pytest.raises(StorageError) as problem:
            store.import_session(session)
        _assert_disk_full(str(problem.value), path)
        assert _check(path) == before
        assert store.count_sittings() == 1

    capped = [sys.executable, str(HERE / "capped.py"), str(_page_count(path))]
    result = subprocess.run(
        [*capped, "--database", str(path), "import", str(file)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    _assert_disk_full(one_line(result), path)
    assert _check(path) == before

    with Store.open(str(path)) as store:
        imported = store.import_session(session)
        assert write_session(store.export_session(imported)) == write_session(session)
        assert [deal.to_json() for deal in store.load(kept).session.deals] == [record_for(1)]


@contextmanager
def _tmpfs(mount_point: Path, options: str) -> Iterator[Path]:
    """A real tmpfs at ``mount_point``, or skip where mounting is not allowed."""
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"a real full disk not tested: cannot mount a tmpfs ({mounted.stderr.strip()})")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", str(mount_point)], check=True)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 2 MB tmpfs, or skip where mounting is not allowed."""
    with _tmpfs(tmp_path / "disk", "size=2m") as mount_point:
        yield mount_point


@pytest.fixture
def few_files_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 2 MB tmpfs that holds at most 8 files and folders, or skip."""
    with _tmpfs(tmp_path / "disk", "size=2m,nr_inodes=8") as mount_point:
        yield mount_point


def _fill(folder: Path) -> Path:
    """Fill the file system holding ``folder`` to the last byte; the filler file."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        while True:
            os.write(descriptor, b"\0" * 4096)
    except OSError as problem:
        assert problem.errno == errno.ENOSPC
    finally:
        os.close(descriptor)
    return filler


@pytest.mark.slow
def test_really_full_disk_keeps_every_committed_deal(small_disk: Path, tmp_path: Path) -> None:
    """On a tmpfs filled to the last byte: adding a deal and ``zapis import`` both fail
    with the one-line full-disk message; every deal committed before is there and the
    file passes integrity_check; once the filler is deleted the same store adds the deal
    and the import goes in whole."""
    path = small_disk / "zapis.sqlite3"
    file = tmp_path / "long.json"
    session = _long_rummy(300)
    file.write_text(write_session(session), encoding="utf-8")
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        for number in range(1, 31):
            store.add_deal(sitting, record_for(number))
        filler = _fill(small_disk)
        committed, problem = _fill_with_deals(store, sitting, 5_000)
        _assert_disk_full(str(problem), path)
        _assert_disk_full(one_line(run_zapis("--database", str(path), "import", str(file))), path)
        counts = _check(path)
        assert counts["deal"] == committed and counts["sitting"] == 1

        filler.unlink()
        assert store.add_deal(sitting, record_for(committed + 1)).number == committed + 1
        imported = run_zapis("--database", str(path), "import", str(file))
        assert imported.returncode == 0, imported.stderr
        new = SittingId(int(imported.stdout))
        assert write_session(store.export_session(new)) == write_session(session)
        assert [deal.to_json() for deal in store.load(sitting).session.deals] == [
            record_for(number) for number in range(1, committed + 2)
        ]


@pytest.mark.slow
def test_new_database_on_a_really_full_disk(small_disk: Path) -> None:
    """A new database on a tmpfs filled to the last byte: Store.open and ``zapis
    sessions`` say in one line that the disk is full (whatever SQLite's own words were),
    and once space is freed the database is made and used."""
    path = small_disk / "new.sqlite3"
    filler = _fill(small_disk)
    with pytest.raises(StorageError) as problem:
        Store.open(str(path))
    _assert_disk_full(str(problem.value), path)
    _assert_disk_full(one_line(run_zapis("--database", str(path), "sessions")), path)
    filler.unlink()
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        assert store.add_deal(sitting, record_for(1)).number == 1


def test_new_database_where_no_file_can_be_added(few_files_disk: Path) -> None:
    """A tmpfs with room for bytes but for one new file only: the database file is made
    but not its write-ahead log, and SQLite says only "unable to open database file";
    Zapis still says in one line that the disk is full."""
    names = []
    try:
        while True:
            names.append(few_files_disk / f"file-{len(names)}")
            names[-1].touch()
    except OSError as problem:
        assert problem.errno == errno.ENOSPC
    names[0].unlink()
    path = few_files_disk / "new.sqlite3"
    with pytest.raises(StorageError) as problem:
        Store.open(str(path))
    _assert_disk_full(str(problem.value), path)
    assert "unable to open" in str(problem.value)
