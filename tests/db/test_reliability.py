"""Storage survives what happens to real files and processes (design.md practice 5: every
write is one transaction, nothing lost on a crash): programs killed with SIGKILL while
writing, damaged or foreign files, and how every SQLite connection is set up. (Places
that cannot be written: test_unwritable.py; a full disk: test_full_disk.py; two programs
at once: test_locking.py.)"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from db import StorageError, Store
from tests.db.processes import Forker, run_zapis
from tests.db.samples import FOUR, rummy_deal
from tests.db.writer import record_for

KILLS = 20


def _check_integrity(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
    return connection


@pytest.mark.slow
def test_killed_writer_loses_no_committed_deal(tmp_path: Path, forker: Forker) -> None:
    """A program adding deals is killed with SIGKILL at random moments, 20 times: every
    deal it reported committed is there, at its place, with its record; at most the one
    deal in flight is there unreported; the file passes integrity_check each time."""
    path = tmp_path / "killed.sqlite3"
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
    chance = random.Random(20250101)
    reported: list[int] = []
    for _round in range(KILLS):
        (pid,) = forker.start(1, "write", str(path), str(sitting))
        forker.next_output()  # the first deal is in: from now on it is always writing
        time.sleep(chance.uniform(0.0, 0.12))
        os.kill(pid, signal.SIGKILL)
        assert forker.finish() == [-signal.SIGKILL]
        reported += [int(line) for line in forker.output]

        connection = _check_integrity(path)
        rows = connection.execute(
            "SELECT position, record FROM deal WHERE sitting_id = ? ORDER BY position", (sitting,)
        ).fetchall()
        connection.close()
        # Sort keys, distinct and in order (db.deal_order); a deal's number is its place.
        keys = [key for key, _ in rows]
        assert keys == sorted(set(keys))
        assert max(reported) <= len(rows) <= max(reported) + 1
        for number, (_key, record) in enumerate(rows, start=1):
            assert json.loads(record) == record_for(number)
        # The next writer numbers on from what is stored (an unreported deal included).
        reported = list(range(1, len(rows) + 1))
    with Store.open(str(path)) as store:
        assert len(store.load(sitting).session.deals) == len(reported)


@pytest.mark.slow
def test_killed_import_is_all_or_nothing(tmp_path: Path, forker: Forker) -> None:
    """``zapis import`` of a 3,000-deal file is killed at random moments, 20 times (two
    importers at once on one file): every sitting in the database has all 3,000 deals,
    each id printed is there, and the file passes integrity_check each time."""
    path = tmp_path / "import.sqlite3"
    deals = 3000
    big = tmp_path / "big.json"
    big.write_text(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "rummy",
                "players": ["Anna", "Boris", "Vera"],
                "deals": [
                    rummy_deal(Anna=(n % 50, n % 50), Boris=(7, 7), Vera=(0, 0))
                    for n in range(deals)
                ],
            }
        ),
        encoding="utf-8",
    )
    command = ["zapis", "--database", str(path), "import", str(big)]
    printed: set[int] = set()
    times = []
    # The first import creates the database; the next two time a whole import.
    for _ in range(3):
        started = time.perf_counter()
        forker.start(1, *command)
        assert forker.finish() == [0]
        times.append(time.perf_counter() - started)
        printed |= {int(line) for line in forker.output}
    whole = min(times[1:])
    chance = random.Random(20250202)
    killed = 0
    # Two importers at a time on the one file: each kill also lands while the other
    # importer waits for, holds or has just released the write lock. Only a process that
    # was still running when killed counts towards the 20.
    for _round in range(3 * KILLS):
        if killed >= KILLS:
            break
        delays = sorted(chance.uniform(0.5, 1.05) * whole for _ in range(2))
        begun = time.perf_counter()
        pids = forker.start(2, *command)
        for pid, delay in zip(pids, delays, strict=True):
            time.sleep(max(0.0, delay - (time.perf_counter() - begun)))
            os.kill(pid, signal.SIGKILL)
        statuses = forker.finish()
        printed |= {int(line) for line in forker.output}
        killed += statuses.count(-signal.SIGKILL)
        assert set(statuses) <= {0, -signal.SIGKILL}
        connection = _check_integrity(path)
        counts = dict(
            connection.execute(
                "SELECT sitting.id, count(deal.id) FROM sitting "
                "LEFT JOIN deal ON deal.sitting_id = sitting.id GROUP BY sitting.id"
            ).fetchall()
        )
        seats = connection.execute("SELECT count(*) FROM seat").fetchone()[0]
        connection.close()
        assert set(counts.values()) == {deals}
        assert printed <= set(counts)
        assert seats == 3 * len(counts)
    assert killed >= KILLS


def _damaged_files(tmp_path: Path) -> dict[str, Path]:
    """Files that must be refused: text, noise, and a real database damaged two ways."""
    files = {}
    text = tmp_path / "notes.txt"
    text.write_text("shopping: bread, milk\n", encoding="utf-8")
    files["text"] = text
    noise = tmp_path / "noise.bin"
    noise.write_bytes(random.Random(7).randbytes(50_000))
    files["noise"] = noise
    good = tmp_path / "good.sqlite3"
    with Store.open(str(good)) as store:
        for number in range(40):
            sitting = store.create_sitting("rummy", ["Anna", f"Player {number}"]).id
            store.add_deal(
                sitting,
                {
                    "melded": {"Anna": 1, f"Player {number}": 2},
                    "in_hand": {"Anna": 0, f"Player {number}": 0},
                },
            )
    data = good.read_bytes()
    assert len(data) > 4 * 4096
    overwritten = tmp_path / "overwritten.sqlite3"
    overwritten.write_bytes(data[:4096] + random.Random(8).randbytes(len(data) - 4096))
    files["overwritten"] = overwritten
    truncated = tmp_path / "truncated.sqlite3"
    truncated.write_bytes(data[: 4096 + 100])
    files["truncated"] = truncated
    return files


@pytest.mark.slow
def test_damaged_or_foreign_file_is_refused_untouched(tmp_path: Path) -> None:
    """Each bad file: exit 2, one line on stderr naming the file and what to do, no
    traceback; the file's bytes and modification time are unchanged and no journal file
    is left beside it."""
    files = _damaged_files(tmp_path)
    foreign = tmp_path / "other-program.sqlite3"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.close()
    files["foreign"] = foreign
    for kind, path in files.items():
        before = (path.read_bytes(), path.stat().st_mtime_ns)
        result = run_zapis("--database", str(path), "sessions")
        assert result.returncode == 2, kind
        assert result.stdout == "", kind
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, (kind, result.stderr)
        assert str(path) in lines[0], kind
        assert "Traceback" not in result.stderr
        assert "--database" in lines[0] or "backup" in lines[0], kind
        assert (path.read_bytes(), path.stat().st_mtime_ns) == before, kind
        assert not Path(f"{path}-wal").exists() and not Path(f"{path}-journal").exists()
        with pytest.raises(StorageError, match=str(path)):
            Store.open(str(path))


def test_sqlite_connections_are_set_up_for_two_windows(tmp_path: Path) -> None:
    """Every connection, the first and one opened beside it, runs in WAL mode with
    foreign keys on, synchronous=FULL (2: in WAL mode NORMAL may lose the last commits
    on a power cut) and a 10 s busy timeout (design.md's toolchain facts); a URL's
    ``timeout=0.25`` makes it 250 ms; and the file says WAL to any other program too."""
    path = tmp_path / "settings.sqlite3"
    with (
        Store.open(str(path)) as store,
        store._engine.connect() as first,
        store._engine.connect() as second,
    ):
        for connection in (first, second):
            pragma = connection.exec_driver_sql
            assert pragma("PRAGMA journal_mode").scalar() == "wal"
            assert pragma("PRAGMA foreign_keys").scalar() == 1
            assert pragma("PRAGMA busy_timeout").scalar() == 10_000
            assert pragma("PRAGMA synchronous").scalar() == 2
    with (
        Store.open(f"sqlite:///{path}?timeout=0.25") as store,
        store._engine.connect() as connection,
    ):
        assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar() == 250
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2
    other = sqlite3.connect(path)
    assert other.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    other.close()


def test_unreachable_server_is_one_line() -> None:
    """A PostgreSQL URL where no server listens: a StorageError naming the server without
    its password and saying what to check."""
    with pytest.raises(StorageError) as problem:
        Store.open("postgresql+psycopg://zapis:secret@127.0.0.1:1/zapis")
    message = str(problem.value)
    assert "secret" not in message and "127.0.0.1:1" in message
    assert "server is running" in message and "\n" not in message
