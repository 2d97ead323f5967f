"""Places a database cannot be written (the storage standard: bad input gets a clear
error, never a traceback): one line naming the file and what to do, from ``Store.open``
and from ``zapis sessions`` (exit 2), with the file left as it was.

CI runs as root, who passes every permission check; so the permission cases run their
Zapis in a process that keeps uid 0 but has none of root's capabilities (file permissions
then bind it as they bind a player on his own files), and the cases root meets too are
made with what stops root: a path under a file, ``/proc``, an immutable file (``chattr
+i``) and a read-only mount (the last two where the machine allows them, else skipped)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from db import StorageError, Store
from tests.db.processes import one_line, run_python, run_zapis
from tests.db.samples import FOUR, misdeal

# Every case runs `zapis` in another process (as the player would), some also mount.
pytestmark = pytest.mark.slow

OPEN = """
import sys
from db import StorageError, Store
try:
    Store.open(sys.argv[1]).close()
except StorageError as problem:
    print(problem)
else:
    print("opened")
"""
"""Store.open in another process, printing the StorageError's text."""


def _store_open_refuses(database: str, *, ordinary_user: bool = False) -> str:
    """The one line of the StorageError ``Store.open(database)`` raises."""
    if not ordinary_user:
        with pytest.raises(StorageError) as refused:
            Store.open(database)
        return str(refused.value)
    result = run_python(OPEN, database, ordinary_user=True)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0] != "opened", result.stdout
    return lines[0]


def _refused_both_ways(database: str, *, ordinary_user: bool = False) -> list[str]:
    """The lines from Store.open and from ``zapis sessions``; they are the same line
    (but for the ``zapis:`` prefix), each names the database and says what to do."""
    line = _store_open_refuses(database, ordinary_user=ordinary_user)
    printed = one_line(run_zapis("--database", database, "sessions", ordinary_user=ordinary_user))
    assert printed == f"zapis: {line}"
    assert database in line and "--database" in line
    return [line, printed]


def _unchanged(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def _new_database(path: Path) -> None:
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        store.add_deal(sitting, misdeal("Anna"))


def test_path_under_a_file_or_missing_folder_is_explained(tmp_path: Path) -> None:
    """A database whose folder is a regular file, whose folder does not exist, or which
    is itself a folder; and a data folder that cannot be created: one line each."""
    blocker = tmp_path / "blocker.txt"
    blocker.write_text("not a folder", encoding="utf-8")
    for database, words in (
        (str(blocker / "zapis.sqlite3"), f"{blocker} is not a folder"),
        (str(tmp_path / "missing" / "zapis.sqlite3"), "does not exist"),
    ):
        for line in _refused_both_ways(database):
            assert words in line
    folder = _store_open_refuses(str(tmp_path))
    assert "is a folder" in folder and "give a file name" in folder
    env = {**os.environ, "XDG_DATA_HOME": str(blocker)}
    env.pop("ZAPIS_DATABASE_URL", None)
    line = one_line(run_zapis("sessions", env=env))
    assert "cannot create the data folder" in line and "--database" in line
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="no /proc on this system")
def test_path_under_proc_is_explained() -> None:
    """``/proc`` takes no new files, even from root: one line saying the system refuses
    new files there (root) or the folder is not writable (anyone else), and no file is
    left."""
    database = "/proc/zapis-test.sqlite3"
    for line in _refused_both_ways(database):
        assert f"cannot create {database}: " in line
        assert "refuses new files in /proc" in line or "the folder /proc is not writable" in line
    assert not Path(database).exists()


def test_read_only_file_and_folder_for_an_ordinary_user(tmp_path: Path) -> None:
    """Without root's privileges: the player's own database made read-only, a writable
    database in a folder he cannot write (SQLite keeps its log beside it), and a new
    database in such a folder. Each is one line saying what cannot be written; the
    files are unchanged and no log file appears."""
    try:
        run_python("pass", ordinary_user=True)
    except subprocess.SubprocessError as problem:
        pytest.skip(f"cannot run a process without root's privileges here ({problem})")
    read_only = tmp_path / "read-only.sqlite3"
    _new_database(read_only)
    read_only.chmod(0o444)
    locked = tmp_path / "locked"
    locked.mkdir()
    in_locked = locked / "zapis.sqlite3"
    _new_database(in_locked)
    locked.chmod(0o555)
    before = {path: _unchanged(path) for path in (read_only, in_locked)}
    try:
        for line in _refused_both_ways(str(read_only), ordinary_user=True):
            assert "cannot be written: the file is not writable" in line
        for line in _refused_both_ways(str(in_locked), ordinary_user=True):
            assert f"the folder {locked} is not writable" in line
        new = locked / "new.sqlite3"
        for line in _refused_both_ways(str(new), ordinary_user=True):
            assert f"cannot create {new}: the folder {locked} is not writable" in line
        assert {path: _unchanged(path) for path in before} == before
        assert sorted(path.name for path in locked.iterdir()) == ["zapis.sqlite3"]
        assert not Path(f"{read_only}-wal").exists()
    finally:
        locked.chmod(0o755)


@pytest.fixture
def immutable(tmp_path: Path) -> Iterator[Path]:
    """A Zapis database made immutable with ``chattr +i`` (root cannot write it
    either), or skip where the file system or the process cannot do that."""
    path = tmp_path / "immutable.sqlite3"
    _new_database(path)
    try:
        made = subprocess.run(["chattr", "+i", str(path)], capture_output=True, text=True)
    except FileNotFoundError:
        pytest.skip("an immutable file not tested: chattr is not installed")
    if made.returncode != 0:
        pytest.skip(f"an immutable file not tested: {made.stderr.strip()}")
    try:
        yield path
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


def test_immutable_file_is_explained(immutable: Path) -> None:
    """An immutable database (what root meets on a file locked against change): one line
    saying the file cannot be written, the file unchanged."""
    before = _unchanged(immutable)
    for line in _refused_both_ways(str(immutable)):
        assert "cannot be written: the file is not writable" in line
    assert _unchanged(immutable) == before


@pytest.fixture
def read_only_disk(tmp_path: Path) -> Iterator[Path]:
    """A tmpfs holding a Zapis database, remounted read-only (a stick mounted read-only),
    or skip where mounting is not allowed."""
    mount_point = tmp_path / "stick"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"a read-only disk not tested: cannot mount ({mounted.stderr.strip()})")
    try:
        _new_database(mount_point / "zapis.sqlite3")
        subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], check=True)
        yield mount_point
    finally:
        subprocess.run(["umount", str(mount_point)], check=True)


def test_read_only_disk_is_explained(read_only_disk: Path) -> None:
    """On a read-only mount, an existing database and a new one: one line each saying
    the disk is read-only (root included)."""
    existing = read_only_disk / "zapis.sqlite3"
    before = _unchanged(existing)
    for line in _refused_both_ways(str(existing)):
        assert "the file is on a read-only disk" in line
    for line in _refused_both_ways(str(read_only_disk / "new.sqlite3")):
        assert f"the folder {read_only_disk} is on a read-only disk" in line
    assert _unchanged(existing) == before


def test_read_only_uri_reads_but_refuses_writes(tmp_path: Path) -> None:
    """A database opened on purpose read-only (``file:...?mode=ro&uri=true``): the
    history is listed, and a write is one line saying it cannot be written, exit 2,
    the file unchanged. (Asking for read-only is the player's choice, so it is honoured
    rather than refused at the start.)"""
    path = tmp_path / "archive.sqlite3"
    _new_database(path)
    before = _unchanged(path)
    url = f"sqlite:///file:{path}?mode=ro&uri=true"
    listed = run_zapis("--database", url, "sessions")
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.split("\t")[1] == "three-bugs"
    session = tmp_path / "one.json"
    session.write_text(
        '{"format": "zapis-session", "version": 1, "game": "rummy", '
        '"players": ["A", "B"], "deals": []}',
        encoding="utf-8",
    )
    line = one_line(run_zapis("--database", url, "import", str(session)))
    assert f"file:{path} cannot be written" in line and "readonly" in line
    assert _unchanged(path) == before
    connection = sqlite3.connect(path)
    assert connection.execute("SELECT count(*) FROM sitting").fetchone() == (1,)
    connection.close()


def test_impossible_file_names_are_explained(tmp_path: Path) -> None:
    """A file name longer than the system allows (300 characters) and one holding a NUL
    character: one line each (NUL cannot pass through a command line, so only
    Store.open), and nothing is created."""
    too_long = str(tmp_path / ("a" * 300 + ".sqlite3"))
    for line in _refused_both_ways(too_long):
        assert "File name too long" in line
    line = _store_open_refuses(str(tmp_path / "a\0b.sqlite3"))
    assert "holds a NUL character" in line and "\n" not in line
    assert list(tmp_path.iterdir()) == []
