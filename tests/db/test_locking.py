"""Two programs on one SQLite file (design.md practice 5 and the storage standard: each
deal is committed when entered, nothing is lost): a write lock held longer than the busy
timeout gives a clear error and loses nothing, and two writers at once both get every
deal in."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from db import StorageError, Store
from tests.conftest import REPO
from tests.db.processes import HERE, one_line, run_zapis
from tests.db.samples import FOUR
from tests.db.writer import record_for

TIMEOUT = 0.5
"""The busy timeout these tests give in the URL, in seconds (the default is 10)."""


def _url(path: Path, timeout: float = TIMEOUT) -> str:
    return f"sqlite:///{path}?timeout={timeout}"


def _child(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, *args],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )


def _deals(path: Path, sitting: int) -> list[tuple[int, dict[str, str]]]:
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    rows = connection.execute(
        "SELECT position, record FROM deal WHERE sitting_id = ? ORDER BY position", (sitting,)
    ).fetchall()
    connection.close()
    # Numbered by their order: positions are sort keys far apart (db.deal_order).
    return [(number, json.loads(record)) for number, (_key, record) in enumerate(rows, start=1)]


@pytest.mark.slow
def test_lock_held_too_long_is_explained_and_loses_nothing(tmp_path: Path) -> None:
    """Another program holds the write lock (with deal 4 uncommitted) past a 0.5 s busy
    timeout: ``add_deal`` waits about 0.5 s, not the default 10 s, then raises one line
    naming the file and saying another window is writing and to try again; ``zapis
    import`` says the same with exit 2, while ``zapis sessions`` still reads. When the
    other program commits, the retried deal becomes deal 5, and deals 1..5 are all there."""
    path = tmp_path / "busy.sqlite3"
    session = tmp_path / "one.json"
    session.write_text(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "rummy",
                "players": ["A", "B"],
                "deals": [],
            }
        ),
        encoding="utf-8",
    )
    with Store.open(_url(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        for number in range(1, 4):
            store.add_deal(sitting, record_for(number))
        holder = _child(str(HERE / "holder.py"), str(path), str(sitting), "4")
        try:
            assert holder.stdout is not None and holder.stdin is not None
            assert holder.stdout.readline().strip() == "holding"
            began = time.perf_counter()
            with pytest.raises(StorageError) as refused:
                store.add_deal(sitting, record_for(5))
            waited = time.perf_counter() - began
            assert TIMEOUT * 0.9 <= waited < 5
            message = str(refused.value)
            assert "\n" not in message and str(path) in message
            assert "another Zapis window" in message and "try again" in message

            line = one_line(run_zapis("--database", _url(path), "import", str(session)))
            assert str(path) in line and "another Zapis window" in line
            listed = run_zapis("--database", _url(path), "sessions")
            assert listed.returncode == 0 and listed.stdout.count("\n") == 1

            holder.stdin.write("commit\n")
            holder.stdin.flush()
            assert holder.stdout.readline().strip() == "committed"
        finally:
            holder.kill()
            holder.wait()
        change = store.add_deal(sitting, record_for(5))
        assert change.number == 5
        assert store.count_sittings() == 1
    assert _deals(path, sitting) == [(number, record_for(number)) for number in range(1, 6)]


def test_timeout_that_is_not_seconds_is_refused(tmp_path: Path) -> None:
    """``?timeout=soon``: one line saying what the timeout must be; no file is made."""
    path = tmp_path / "never.sqlite3"
    with pytest.raises(StorageError, match="timeout 'soon' is not a number of seconds"):
        Store.open(f"sqlite:///{path}?timeout=soon")
    assert not path.exists()


def _write_together(path: Path, sittings: list[int], count: int) -> list[tuple[str, str]]:
    """Two writers, one per sitting, add ``count`` deals each; both are released together
    after their first deal. Returns each one's first and last moment after the release."""
    writers = [
        _child(str(HERE / "writer.py"), str(path), str(sitting), str(count)) for sitting in sittings
    ]
    try:
        firsts = []
        for writer in writers:
            assert writer.stdout is not None
            firsts.append(int(writer.stdout.readline()))
            assert writer.stdout.readline().strip() == "ready"
        for writer in writers:
            assert writer.stdin is not None
            writer.stdin.write("go\n")
            writer.stdin.flush()
        printed = [writer.communicate(timeout=120)[0].split() for writer in writers]
    finally:
        for writer in writers:
            writer.kill()
            writer.wait()
    assert [writer.returncode for writer in writers] == [0, 0]
    assert printed == [[str(n) for n in range(first + 1, first + count)] for first in firsts]
    connection = sqlite3.connect(path)
    spans = [
        connection.execute(
            "SELECT min(created), max(created) FROM deal WHERE sitting_id = ? AND position > ?",
            (sitting, first),
        ).fetchone()
        for sitting, first in zip(sittings, firsts, strict=True)
    ]
    connection.close()
    return spans


@pytest.mark.slow
def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    """Two processes each add 50 deals to their own sitting in one file at the same time
    (the default 10 s busy timeout), released together after their first deal: all 100
    are there, each at its place with its record, and the file passes integrity_check.
    On a busy machine one process may finish before the other starts; then the round is
    run again (at most 5 times) until the two did overlap, each round checked alike."""
    path = tmp_path / "two.sqlite3"
    with Store.open(str(path)) as store:
        sittings = [int(store.create_sitting("three-bugs", FOUR).id) for _ in range(2)]
    count = 50
    overlapped = False
    rounds = 0
    while not overlapped and rounds < 5:
        rounds += 1
        (first_start, first_end), (second_start, second_end) = _write_together(
            path, sittings, count
        )
        overlapped = first_start < second_end and second_start < first_end
        expected = [(number, record_for(number)) for number in range(1, rounds * count + 1)]
        for sitting in sittings:
            assert _deals(path, sitting) == expected
    assert overlapped, "the two writers never ran at the same time"
