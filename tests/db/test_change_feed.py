"""The change feed (db/change_feed.py) and the follower (db/follow.py), in one process: a
second store writes as another window would, and the feed reports which sittings moved to
which revision, on SQLite (data_version polled) and PostgreSQL (LISTEN/NOTIFY, issue 26)."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from db import Store
from db.change_feed import FeedState, SittingMoved
from db.follow import FollowedChange, FollowedKind, SittingFollower, what_changed
from tests.db.samples import rummy_deal

THREE = ["Anna", "Boris", "Vera"]
WAIT = 5.0
"""Seconds a test waits for a report before it fails (the feed's target is 0.5 s)."""


def _deal(points: int) -> dict[str, object]:
    return rummy_deal(Anna=(points, 0), Boris=(0, 5), Vera=(3, 1))


@pytest.fixture
def writer(database_url: str) -> Iterator[Store]:
    """A second store on the same database: the other window."""
    opened = Store.open(database_url)
    try:
        yield opened
    finally:
        opened.close()


class Heard:
    """What a feed reported, waited for with a timeout."""

    def __init__(self) -> None:
        self.moves: queue.Queue[SittingMoved] = queue.Queue()
        self.states: list[FeedState] = []

    def on_moves(self, moves: tuple[SittingMoved, ...]) -> None:
        assert moves, "the feed never reports an empty tuple"
        for move in moves:
            self.moves.put(move)

    def on_state(self, state: FeedState, _reason: str) -> None:
        self.states.append(state)

    def next(self) -> SittingMoved:
        return self.moves.get(timeout=WAIT)

    def quiet(self, seconds: float = 0.4) -> bool:
        try:
            self.moves.get(timeout=seconds)
        except queue.Empty:
            return True
        return False


def test_feed_reports_each_write_of_another_store(store: Store, writer: Store) -> None:
    """Each commit of the other store is reported with the revision the sitting now has:
    an added deal, an edit, a deletion, an undo (insert), a new sitting, and a deleted
    sitting (revision None); nothing is reported before a commit or after the feed stops."""
    first = writer.create_sitting("rummy", THREE)
    heard = Heard()
    feed = store.change_feed(heard.on_moves, on_state=heard.on_state)
    feed.start()
    try:
        assert feed.known()[first.id] == store.load(first.id).revision
        assert heard.quiet(0.4)
        for write in (
            lambda: writer.add_deal(first.id, _deal(10)),
            lambda: writer.add_deal(first.id, _deal(20)),
            lambda: writer.replace_deal(first.id, 1, _deal(30)),
            lambda: writer.delete_deal(first.id, 1),
            lambda: writer.insert_deal(first.id, 1, _deal(30)),
        ):
            write()
            move = heard.next()
            assert move == SittingMoved(first.id, store.load(first.id).revision)
        second = writer.create_sitting("rummy", THREE)
        assert heard.next() == SittingMoved(second.id, store.load(second.id).revision)
        writer.delete_sitting(first.id)
        assert heard.next() == SittingMoved(first.id, None)
        assert heard.states[0] is FeedState.LISTENING
    finally:
        feed.stop()
    writer.add_deal(second.id, _deal(1))
    assert heard.quiet()


def test_feed_of_some_sittings_reports_only_them(store: Store, writer: Store) -> None:
    """A feed of one sitting does not report another's writes."""
    mine = writer.create_sitting("rummy", THREE)
    other = writer.create_sitting("rummy", THREE)
    heard = Heard()
    feed = store.change_feed(heard.on_moves, sittings=[mine.id])
    feed.start()
    try:
        writer.add_deal(other.id, _deal(1))
        writer.add_deal(mine.id, _deal(2))
        assert heard.next().sitting == mine.id
        assert heard.quiet()
    finally:
        feed.stop()


def test_follower_tells_what_changed(store: Store, writer: Store) -> None:
    """The follower's view equals a fresh read after each change, and names the change:
    added 1, added 2, replaced 1, deleted 1, inserted 1, then gone."""
    sitting = writer.create_sitting("rummy", THREE)
    changes: queue.Queue[FollowedChange] = queue.Queue()
    follower = SittingFollower(store, changes.put, sittings=[sitting.id])
    first = follower.start()
    assert [(c.kind, c.number) for c in first] == [(FollowedKind.RELOADED, None)]
    try:
        steps = [
            (lambda: writer.add_deal(sitting.id, _deal(10)), FollowedKind.ADDED, 1),
            (lambda: writer.add_deal(sitting.id, _deal(20)), FollowedKind.ADDED, 2),
            (lambda: writer.replace_deal(sitting.id, 1, _deal(30)), FollowedKind.REPLACED, 1),
            (lambda: writer.delete_deal(sitting.id, 1), FollowedKind.DELETED, 1),
            (lambda: writer.insert_deal(sitting.id, 1, _deal(30)), FollowedKind.INSERTED, 1),
        ]
        for write, kind, number in steps:
            write()
            change = changes.get(timeout=WAIT)
            fresh = writer.load(sitting.id)
            assert (change.kind, change.number) == (kind, number)
            assert change.loaded is not None
            assert change.loaded.revision == fresh.revision
            assert change.loaded.session.deals == fresh.session.deals
            assert change.loaded.scored.totals == fresh.scored.totals
        writer.delete_sitting(sitting.id)
        gone = changes.get(timeout=WAIT)
        assert (gone.kind, gone.loaded) == (FollowedKind.GONE, None)
    finally:
        follower.stop()


def test_a_write_of_this_store_is_read_from_its_cache(store: Store) -> None:
    """The follower re-reads through the store: a deal this store wrote is reported, at the
    revision the store's cache already holds (so no deal is read back)."""
    sitting = store.create_sitting("rummy", THREE)
    changes: queue.Queue[FollowedChange] = queue.Queue()
    follower = SittingFollower(store, changes.put, sittings=[sitting.id])
    follower.start()
    try:
        store.add_deal(sitting.id, _deal(10))
        kept = store._sessions.revision_of(sitting.id)
        change = changes.get(timeout=WAIT)
        assert change.kind is FollowedKind.ADDED
        assert change.loaded is not None and change.loaded.revision == kept
    finally:
        follower.stop()


def test_sqlite_feed_hears_within_its_poll(sqlite_url: str) -> None:
    """On SQLite a commit is heard within about one poll (0.25 s), well inside 0.5 s."""
    with Store.open(sqlite_url) as reader, Store.open(sqlite_url) as writer:
        sitting = writer.create_sitting("rummy", THREE)
        heard = Heard()
        feed = reader.change_feed(heard.on_moves)
        feed.start()
        try:
            delays = []
            for points in range(5):
                writer.add_deal(sitting.id, _deal(points))
                committed = time.perf_counter()
                heard.next()
                delays.append(time.perf_counter() - committed)
            assert max(delays) < 0.5, delays
        finally:
            feed.stop()


def test_in_memory_sqlite_has_no_feed() -> None:
    """An in-memory database has no other writer: the feed starts and reports nothing."""
    with Store.open("sqlite://") as alone:
        heard = Heard()
        feed = alone.change_feed(heard.on_moves)
        feed.start()
        feed.stop()
        assert feed.state is None


def test_postgres_feed_keeps_to_its_schema(postgres_url: str) -> None:
    """Two schemas of one database share the notification channel: a feed reports only
    the sittings of its own schema (the payload names the schema)."""
    base = make_url(postgres_url)
    other_schema = f"{base.query['options'].split('=')[1]}_other"
    admin = create_engine(base.set(query={}))
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{other_schema}"'))
    other_url = base.update_query_dict({"options": f"-csearch_path={other_schema}"})
    try:
        with (
            Store.open(postgres_url) as mine,
            Store.open(other_url.render_as_string(hide_password=False)) as theirs,
        ):
            sitting = mine.create_sitting("rummy", THREE)
            their_sitting = theirs.create_sitting("rummy", THREE)
            heard = Heard()
            feed = mine.change_feed(heard.on_moves)
            feed.start()
            try:
                for _ in range(3):
                    theirs.add_deal(their_sitting.id, _deal(1))
                mine.add_deal(sitting.id, _deal(2))
                move = heard.next()
                assert move == SittingMoved(sitting.id, mine.load(sitting.id).revision)
                assert heard.quiet()
            finally:
                feed.stop()
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{other_schema}" CASCADE'))
        admin.dispose()


def test_a_rolled_back_write_is_not_heard(store: Store, writer: Store) -> None:
    """A refused deal writes nothing and moves nothing: the feed stays quiet."""
    from rules.errors import RuleViolation

    sitting = writer.create_sitting("rummy", THREE)
    heard = Heard()
    feed = store.change_feed(heard.on_moves)
    feed.start()
    try:
        with pytest.raises(RuleViolation):
            writer.add_deals(sitting.id, [_deal(1), {"melded": {"Anna": 1}}])
        assert heard.quiet()
        assert writer.load(sitting.id).session.deals == ()
    finally:
        feed.stop()


def test_add_deals_is_one_transaction(store: Store, writer: Store) -> None:
    """Store.add_deals appends every record in one transaction: one move heard, at the
    revision after the last deal; the deal numbers follow on."""
    sitting = writer.create_sitting("rummy", THREE)
    writer.add_deal(sitting.id, _deal(5))
    heard = Heard()
    feed = store.change_feed(heard.on_moves)
    feed.start()
    try:
        changes = writer.add_deals(sitting.id, [_deal(1), _deal(2), _deal(3)])
        assert [c.number for c in changes] == [2, 3, 4]
        move = heard.next()
        assert move.revision == store.load(sitting.id).revision
        assert heard.quiet()
    finally:
        feed.stop()


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        (None, [1], (FollowedKind.RELOADED, None)),
        ([], [1], (FollowedKind.ADDED, 1)),
        ([1, 2], [1, 2, 3], (FollowedKind.ADDED, 3)),
        ([1, 2], [1, 9, 2], (FollowedKind.INSERTED, 2)),
        ([1, 2], [9, 1, 2], (FollowedKind.INSERTED, 1)),
        ([1, 2, 3], [1, 3], (FollowedKind.DELETED, 2)),
        ([1, 2, 3], [1, 2], (FollowedKind.DELETED, 3)),
        ([1, 2, 3], [1, 9, 3], (FollowedKind.REPLACED, 2)),
        ([1, 2, 3], [1, 2, 3], (FollowedKind.RELOADED, None)),
        ([1, 2, 3], [9, 9, 3], (FollowedKind.RELOADED, None)),
        ([1], [1, 2, 3], (FollowedKind.RELOADED, None)),
        # Deleting one of two equal neighbours: deal 1 is as true as deal 2 (same sheet).
        ([1, 1, 2], [1, 2], (FollowedKind.DELETED, 2)),
    ],
)
def test_what_changed(
    before: list[int] | None, after: list[int], expected: tuple[FollowedKind, int | None]
) -> None:
    """The one-deal change between two readings, by the deal's number."""

    def records(deals: list[int]) -> list[dict[str, int]]:
        return [{"n": n} for n in deals]

    assert what_changed(None if before is None else records(before), records(after)) == expected


def test_feed_is_stopped_by_stop(store: Store) -> None:
    """stop() ends the feed's thread."""
    feed = store.change_feed(lambda _moves: None)
    feed.start()
    feed.stop()
    assert not any(t.name == "zapis-change-feed" and t.is_alive() for t in threading.enumerate())
