"""The live table with real processes (issue 26): ``zapis follow`` in one process while
another adds, edits, deletes and undoes (``zapis add`` and a store), on an SQLite file and
on PostgreSQL; the follower's every line equals a fresh read; a killed follower and a
restarted server lose nothing; 4 writers and 2 followers for a while lose nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from db import LoadedSitting, SittingId, Store
from tests.conftest import REPO, skip_unless_ci
from tests.db.live_processes import Follower, own_cluster, start_writer
from tests.db.samples import rummy_deal

pytestmark = pytest.mark.slow

THREE = ["Anna", "Boris", "Vera"]


def _deal(points: int) -> dict[str, Any]:
    return rummy_deal(Anna=(points, 0), Boris=(0, 5), Vera=(3, 1))


def _fresh(url: str, sitting: int) -> LoadedSitting:
    """The sitting read by a store of its own, opened for this one reading."""
    with Store.open(url) as reader:
        return reader.load(SittingId(sitting))


def _as_line(loaded: LoadedSitting) -> dict[str, Any]:
    return {
        "sitting": loaded.id,
        "revision": loaded.revision,
        "deals": len(loaded.session.deals),
        "totals": dict(loaded.scored.totals),
    }


def _matches(line: dict[str, Any], url: str, change: str, deal: int | None) -> None:
    fresh = _as_line(_fresh(url, line["sitting"]))
    assert {key: line[key] for key in fresh} == fresh
    assert line["change"] == change
    assert line.get("deal") == deal


def _zapis_add(url: str, sitting: int, records: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "commands.main", "--database", url, "add", str(sitting), "-"],
        cwd=REPO,
        input=json.dumps(records),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_follower_process_sees_every_change(database_url: str) -> None:
    """One process follows, this one and ``zapis add`` write: each line is the fresh
    reading after the change (revision, deals, totals) and names it; a killed follower,
    restarted after two more writes, starts from the sitting as it now is."""
    with Store.open(database_url) as writer:
        sitting = writer.create_sitting("rummy", THREE).id
        follower = Follower(database_url, str(sitting))
        try:
            _matches(follower.line(), database_url, "reloaded", None)
            added = _zapis_add(database_url, sitting, _deal(10))
            assert (added.returncode, added.stdout, added.stderr) == (0, "1\n", "")
            _matches(follower.line(), database_url, "added", 1)
            added = _zapis_add(database_url, sitting, [_deal(20), _deal(30)])
            assert (added.returncode, added.stdout) == (0, "2\n3\n")
            # Two deals in one transaction: one line, the sitting read again as a whole.
            _matches(follower.line(), database_url, "reloaded", None)
            writer.replace_deal(sitting, 2, _deal(25))
            _matches(follower.line(), database_url, "replaced", 2)
            writer.delete_deal(sitting, 1)
            _matches(follower.line(), database_url, "deleted", 1)
            writer.insert_deal(sitting, 1, _deal(10))  # the undo of the deletion
            _matches(follower.line(), database_url, "inserted", 1)
            refused = _zapis_add(database_url, sitting, [_deal(1), {"melded": {"Anna": 1}}])
            assert refused.returncode == 2 and refused.stdout == ""
            assert refused.stderr.startswith("zapis add: stdin: deal 5: ")
            assert len(refused.stderr.splitlines()) == 1
            follower.kill()
            assert follower.drain() == []  # the refused write moved nothing
            writer.add_deal(sitting, _deal(40))
            writer.add_deal(sitting, _deal(50))
            follower = Follower(database_url, str(sitting))
            line = follower.line()
            _matches(line, database_url, "reloaded", None)
            assert line["deals"] == 5
            writer.delete_sitting(sitting)
            gone = follower.line()
            assert gone == {
                "sitting": sitting,
                "revision": None,
                "deals": 0,
                "change": "gone",
                "totals": {},
            }
        finally:
            assert follower.stop() in (0, -9)


def test_zapis_add_refuses_bad_input_in_one_line(sqlite_url: str, tmp_path: Path) -> None:
    """Not JSON, no file, an unknown sitting: one line each, status 2, nothing written."""
    with Store.open(sqlite_url) as store:
        sitting = store.create_sitting("rummy", THREE).id
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    cases = [
        (str(bad), sitting, f"zapis add: {bad}: line 1: not valid JSON"),
        (str(tmp_path / "none.json"), sitting, f"zapis add: {tmp_path / 'none.json'}: "),
        ("-", 999, "zapis: there is no sitting 999"),
    ]
    for source, target, start in cases:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "commands.main",
                "--database",
                sqlite_url,
                "add",
                str(target),
                source,
            ],
            cwd=REPO,
            input=json.dumps(_deal(1)),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2, done
        assert done.stderr.startswith(start), done.stderr
        assert len(done.stderr.splitlines()) == 1
    assert _fresh(sqlite_url, sitting).session.deals == ()


@pytest.mark.parametrize(
    "url", ["sqlite://", "sqlite:///:memory:", "sqlite:///file:board?mode=memory&uri=true"]
)
@pytest.mark.parametrize("command", [["add", "1", "-"], ["follow", "1"], ["follow", "--all"]])
def test_live_commands_refuse_an_in_memory_database(
    url: str, command: list[str], tmp_path: Path
) -> None:
    """An in-memory database is this process's alone: ``zapis add`` would write where no
    one reads and ``zapis follow`` would wait forever. One line, status 2, no file made."""
    done = subprocess.run(
        [sys.executable, "-m", "commands.main", "--database", url, *command],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        input=json.dumps(_deal(1)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2, done
    assert len(done.stderr.splitlines()) == 1, done.stderr
    assert done.stderr.startswith(f"zapis {command[0]}: "), done.stderr
    assert "is an in-memory database" in done.stderr
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []


def test_restarted_server_loses_nothing() -> None:
    """A server of the test's own is stopped under a follower and started again: the
    follower says the connection is lost, then heard again, and catches up with the deal
    written at once after the restart (before it listens again) and every one after."""
    try:
        context = own_cluster()
        cluster = context.__enter__()
    except (LookupError, subprocess.CalledProcessError, OSError) as problem:
        skip_unless_ci(f"no PostgreSQL cluster of the test's own ({problem})")
    try:
        url = cluster.url
        with Store.open(url) as writer:
            sitting = writer.create_sitting("rummy", THREE).id
        follower = Follower(url, str(sitting))
        try:
            _matches(follower.line(), url, "reloaded", None)
            with Store.open(url) as writer:
                writer.add_deal(sitting, _deal(1))
            _matches(follower.line(), url, "added", 1)
            cluster.stop()
            assert "lost the database" in follower.wait_said("lost")
            cluster.start()
            with Store.open(url) as writer:
                writer.add_deal(sitting, _deal(2))
            follower.wait_said("hearing the database", timeout=15, nth=2)
            # Heard by the catch-up after reconnecting, or by a notification: either way.
            line = follower.line()
            _matches(line, url, "added", 2)
            with Store.open(url) as writer:
                writer.add_deal(sitting, _deal(3))
            _matches(follower.line(), url, "added", 3)
        finally:
            follower.stop()
    finally:
        context.__exit__(None, None, None)


def test_four_writers_two_followers(database_url: str) -> None:
    """4 writer processes (2 a sitting) add deals for 6 s while 2 ``zapis follow --all``
    follow: no deal lost (the deals counted equal those the writers say they added), and
    each follower's revisions only rise, its deal counts never fall, and its last line of
    each sitting equals a fresh read."""
    with Store.open(database_url) as store:
        sittings = [store.create_sitting("rummy", THREE).id for _ in range(2)]
    followers = [Follower(database_url, "--all") for _ in range(2)]
    try:
        for follower in followers:
            first = {follower.line()["sitting"], follower.line()["sitting"]}
            assert first == set(sittings)
        writers = [
            start_writer(database_url, sittings[number % 2], 6.0, number) for number in range(4)
        ]
        added = {sitting: 0 for sitting in sittings}
        for number, process in enumerate(writers):
            out, err = process.communicate(timeout=60)
            assert process.returncode == 0, err
            added[sittings[number % 2]] += int(out.strip())
        fresh = {sitting: _as_line(_fresh(database_url, sitting)) for sitting in sittings}
        assert {s: fresh[s]["deals"] for s in sittings} == added
        assert all(count > 0 for count in added.values())
        for follower in followers:
            last: dict[int, dict[str, Any]] = {}
            end = time.monotonic() + 10
            while any(last.get(s, {}).get("revision") != fresh[s]["revision"] for s in sittings):
                line = follower.line(max(0.1, end - time.monotonic()))
                before = last.get(line["sitting"])
                if before is not None:
                    assert line["revision"] > before["revision"]
                    assert line["deals"] >= before["deals"]
                last[line["sitting"]] = line
            for sitting in sittings:
                assert {key: last[sitting][key] for key in fresh[sitting]} == fresh[sitting]
    finally:
        for follower in followers:
            follower.stop()


def test_a_second_store_in_one_process_keeps_the_first_ones_locks(sqlite_url: str) -> None:
    """Opening (and closing) a second store on a file this process has open must not drop
    the first store's POSIX locks (db/open_files.py): before the fix, the header read by
    ``open()`` did, and a process connecting next never saw the first store's commits."""
    with Store.open(sqlite_url) as writer:
        sitting = writer.create_sitting("rummy", THREE).id
        Store.open(sqlite_url).close()  # no other process is connected now
        follower = Follower(sqlite_url, str(sitting))
        try:
            follower.line()
            writer.add_deal(sitting, _deal(1))
            _matches(follower.line(), sqlite_url, "added", 1)
        finally:
            follower.stop()
