"""Who else has a sitting open (db/presence.py, issue 26): another process's mark is seen,
on an SQLite file and on PostgreSQL; a closed or killed holder's mark is not, and never
blocks anyone; marks are per sitting and per window."""

from __future__ import annotations

import time
from pathlib import Path

from db import Store
from tests.db.live_processes import Holder

THREE = ["Anna", "Boris", "Vera"]


def _others_soon(store: Store, sitting: int, expected: int) -> int:
    """The count of others, asked until it is ``expected`` (a server notices a killed
    client's closed socket within moments) or 5 s have passed."""
    presence = store.presence()
    end = time.monotonic() + 5
    while True:
        count = presence.others(sitting)
        if count == expected or time.monotonic() > end:
            presence.close()
            return count
        time.sleep(0.05)


def test_another_process_is_seen_until_it_closes(database_url: str) -> None:
    """A window in another process has sitting 1 open: this one, opening it, counts 1;
    opening sitting 2 counts 0; once the other closes, 0."""
    with Store.open(database_url) as store:
        first = store.create_sitting("rummy", THREE).id
        second = store.create_sitting("rummy", THREE).id
        holder = Holder(database_url, first)
        try:
            assert holder.others_seen == 0
            presence = store.presence()
            assert presence.enter(first) == 1
            assert presence.enter(second) == 0
            assert presence.sitting == second
            # Left behind when this window moved to sitting 2: the holder alone now.
            assert presence.others(first) == 1
        finally:
            holder.close()
        assert _others_soon(store, first, 0) == 0
        assert presence.enter(first) == 0
        presence.close()


def test_a_killed_holder_leaves_no_claim(database_url: str) -> None:
    """A holder killed without a word: its mark is gone for the next window (PostgreSQL
    drops its locks with its connection; on SQLite its lock is gone with the process and
    its file is cleaned up by the next look), and nothing waits on it."""
    with Store.open(database_url) as store:
        sitting = store.create_sitting("rummy", THREE).id
        holder = Holder(database_url, sitting)
        presence = store.presence()
        try:
            assert presence.others(sitting) == 1
        finally:
            holder.kill()
        started = time.monotonic()
        assert _others_soon(store, sitting, 0) == 0
        assert presence.enter(sitting) == 0
        assert time.monotonic() - started < 5
        second = Holder(database_url, sitting)
        try:
            assert second.others_seen == 1  # this window's mark, seen from there
        finally:
            second.close()
        presence.close()


def test_windows_in_one_process_see_each_other(database_url: str) -> None:
    """Two windows of one process (two stores, or two marks of one store) count each
    other, and each its own mark not."""
    with Store.open(database_url) as one, Store.open(database_url) as two:
        sitting = one.create_sitting("rummy", THREE).id
        first, second = one.presence(), two.presence()
        assert first.enter(sitting) == 0
        assert second.enter(sitting) == 1
        assert first.others(sitting) == 1
        third = one.presence()
        assert third.enter(sitting) == 2
        second.leave()
        assert first.others(sitting) == 1
        third.close()
        assert first.others(sitting) == 0


def test_sqlite_marks_leave_nothing_beside_the_database(sqlite_url: str) -> None:
    """Every window closed, no folder of marks is left beside the database; a killed
    holder's file is removed by the next look."""
    folder = Path(f"{sqlite_url}-open")
    with Store.open(sqlite_url) as store:
        sitting = store.create_sitting("rummy", THREE).id
        presence = store.presence()
        presence.enter(sitting)
        assert [path.name.split(".")[0] for path in folder.iterdir()] == [str(sitting)]
        presence.close()
        assert not folder.exists()
        holder = Holder(sqlite_url, sitting)
        holder.kill()
        assert len(list(folder.iterdir())) == 1  # the killed holder's, left as it was
        looker = store.presence()
        assert looker.enter(sitting) == 0
        looker.close()
        assert not folder.exists()


def test_an_in_memory_database_has_no_one_else() -> None:
    """A database in memory is this store's alone: no mark, no count, no file."""
    with Store.open("sqlite://") as store:
        sitting = store.create_sitting("rummy", THREE).id
        presence = store.presence()
        assert presence.enter(sitting) == 0
        presence.close()


def test_a_folder_that_cannot_be_made_never_blocks(sqlite_url: str) -> None:
    """The folder of marks cannot be made (a file of that name is in the way, as a
    read-only place would refuse it): no mark is held, the count is 0, nothing raised."""
    in_the_way = Path(f"{sqlite_url}-open")
    in_the_way.write_text("not a folder", encoding="utf-8")
    with Store.open(sqlite_url) as store:
        sitting = store.create_sitting("rummy", THREE).id
        presence = store.presence()
        assert presence.enter(sitting) == 0
        assert presence.others(sitting) == 0
        presence.close()
    assert in_the_way.read_text(encoding="utf-8") == "not a folder"
