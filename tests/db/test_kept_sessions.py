"""A deal's write reads one row, not the sitting (issue 15: "the store commits without
reloading the sitting"): each store keeps the sessions it last wrote or read
(``db.sitting_cache``), checked inside the write's transaction against the sitting's
revision (migration 0006), which every write moves — another store's, and, by triggers,
any program's that writes deal rows without knowing of revisions.

Counted, not timed: the statements one ``add_deal`` runs are the same at 10 deals as at
1,000, and none reads the deal table; a change made elsewhere is always seen; a refused
deal or a failed commit leaves the kept session as it was and the next write right."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, event, text

from db import SittingId, StorageError, Store
from db.location import resolve
from db.models import utc_now
from rules.deal_record import DealRecord
from rules.errors import RuleViolation
from rules.session import new_session
from tests.conftest import examples
from tests.db.samples import (
    NUMBERED_PLAYERS,
    NUMBERED_TARGET,
    numbered_deal,
    numbered_sitting,
    rummy_deal,
)


@contextmanager
def _statements(store: Store) -> Iterator[list[str]]:
    """Every SQL statement the store sends while the block runs."""
    seen: list[str] = []

    def record(*args: Any) -> None:
        seen.append(" ".join(str(args[2]).split()))

    event.listen(store._engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(store._engine, "before_cursor_execute", record)


def _reads_deals(statements: list[str]) -> bool:
    return any(
        statement.startswith("SELECT") and "FROM deal" in statement for statement in statements
    )


def _json(deals: Iterable[DealRecord]) -> tuple[dict[str, Any], ...]:
    """The records as the JSON they were entered as."""
    return tuple(deal.to_json() for deal in deals)


def _fresh_deals(url: str, sitting: SittingId) -> tuple[dict[str, Any], ...]:
    """The sitting's records, as JSON, as a store that kept nothing reads them."""
    with Store.open(url) as fresh:
        return _json(fresh.load(sitting).session.deals)


def test_adding_a_deal_runs_the_same_statements_at_any_length(database_url: str) -> None:
    """At 10 deals and at 1,000, one ``add_deal`` (after the first, which reads the
    imported sitting once) runs the same statements — lock and read the sitting's row,
    insert the deal, write the derived columns and the seats — and reads no deal row;
    so do a ``load`` and an export after it, a ``replace_deal``, and the undo and redo of
    the Enter (the last deal deleted and inserted again)."""
    with Store.open(database_url) as store:
        seen: dict[int, list[str]] = {}
        for length in (10, 1_000):
            sitting = numbered_sitting(store, length)
            with _statements(store) as first:
                store.add_deal(sitting, numbered_deal(length))
            assert _reads_deals(first)  # imported, never read: read once
            with _statements(store) as statements:
                change = store.add_deal(sitting, numbered_deal(length + 1))
                store.load(sitting)
                store.replace_deal(sitting, 3, numbered_deal(33))
                # Undo and redo of an Enter: the last deal taken back and put back.
                undone = store.delete_deal(sitting, length + 2)
                store.insert_deal(sitting, length + 2, undone.before or {})
                store.export_session(sitting)
            assert change.number == length + 2
            assert not _reads_deals(statements)
            seen[length] = statements
            assert _json(store.load(sitting).session.deals) == _fresh_deals(database_url, sitting)
        assert seen[10] == seen[1_000]
        assert len(seen[10]) <= 30  # seven calls, a few statements each


def test_the_next_candidate_shares_the_records_of_the_last(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The session a write scores holds the very record objects of the one the last
    write scored (what lets the store's scoring score the appended deal alone)."""
    scored: list[Any] = []

    with Store.open(database_url) as store:
        real_score = store.scoring.score

        def keep(session: Any) -> Any:
            scored.append(session)
            return real_score(session)

        monkeypatch.setattr(store.scoring, "score", keep)
        sitting = numbered_sitting(store, 20)
        store.add_deal(sitting, numbered_deal(20))
        store.add_deal(sitting, numbered_deal(21))
        store.add_deal(sitting, numbered_deal(22))
    last, before = scored[-1].deals, scored[-2].deals
    assert len(last) == 23
    assert all(new is old for new, old in zip(last, before, strict=False))


def test_a_second_store_writing_in_between_is_seen(database_url: str) -> None:
    """Two windows on one database take turns: each write sees the other's (no stale
    session, no lost or misnumbered deal), whichever kind it was."""
    with Store.open(database_url) as first, Store.open(database_url) as second:
        sitting = numbered_sitting(first, 3)
        assert first.add_deal(sitting, numbered_deal(3)).number == 4
        assert second.add_deal(sitting, numbered_deal(4)).number == 5
        assert first.add_deal(sitting, numbered_deal(5)).number == 6
        second.replace_deal(sitting, 2, numbered_deal(22))
        second.delete_deal(sitting, 1)
        change = first.add_deal(sitting, numbered_deal(6))
        assert change.number == 6
        expected = tuple(numbered_deal(n) for n in (22, 2, 3, 4, 5, 6))
        assert change.scored == second.load(sitting).scored
        assert _json(first.load(sitting).session.deals) == expected
        assert _fresh_deals(database_url, sitting) == expected


def test_a_program_writing_deal_rows_without_revisions_is_seen(database_url: str) -> None:
    """Another program inserts, edits and deletes deal rows with plain SQL, never touching
    the revision (as the lock holder of tests/db/holder.py does): the triggers of 0006 move
    it, so the store's next write and load see each change. (Positions are sort keys since
    0008: the program appends after the largest and names the first and last by theirs.)"""
    raw = create_engine(resolve(database_url).url)
    try:
        with Store.open(database_url) as store:
            sitting = numbered_sitting(store, 2)
            store.add_deal(sitting, numbered_deal(2))
            insert = text(
                "INSERT INTO deal (sitting_id, position, record, created) "
                "SELECT :sitting, max(position) + 1, :record, :created FROM deal "
                "WHERE sitting_id = :sitting"
            )
            with raw.begin() as connection:
                connection.execute(
                    insert,
                    {
                        "sitting": sitting,
                        "record": '{"melded": {"Anna": 40, "Boris": 0}, '
                        '"in_hand": {"Anna": 0, "Boris": 4}}',
                        "created": utc_now().replace(tzinfo=None),
                    },
                )
            assert store.add_deal(sitting, numbered_deal(5)).number == 5
            with raw.begin() as connection:
                connection.execute(
                    text(
                        "UPDATE deal SET record = :record "
                        "WHERE sitting_id = :sitting AND position = "
                        "(SELECT min(position) FROM deal WHERE sitting_id = :sitting)"
                    ),
                    {
                        "sitting": sitting,
                        "record": '{"melded": {"Anna": 11, "Boris": 0}, '
                        '"in_hand": {"Anna": 0, "Boris": 0}}',
                    },
                )
            assert store.load(sitting).session.deals[0].to_json()["melded"] == {
                "Anna": 11,
                "Boris": 0,
            }
            with raw.begin() as connection:
                connection.execute(
                    text(
                        "DELETE FROM deal WHERE sitting_id = :sitting AND position = "
                        "(SELECT max(position) FROM deal WHERE sitting_id = :sitting)"
                    ),
                    {"sitting": sitting},
                )
            assert store.add_deal(sitting, numbered_deal(6)).number == 5
            assert _json(store.load(sitting).session.deals) == _fresh_deals(database_url, sitting)
    finally:
        raw.dispose()


def test_a_refused_deal_leaves_the_kept_session(database_url: str) -> None:
    """A deal the engine refuses (a player's melded points not a number) writes nothing
    and leaves the kept session as it was: the next deal is numbered right and is written
    without reading the sitting back."""
    with Store.open(database_url) as store:
        sitting = numbered_sitting(store, 5)
        store.add_deal(sitting, numbered_deal(5))
        kept = store._sessions.revision_of(sitting)
        with pytest.raises(RuleViolation):
            store.add_deal(sitting, rummy_deal(Anna=("many", 0), Boris=(0, 0)))  # type: ignore[arg-type]
        assert store._sessions.revision_of(sitting) == kept
        with _statements(store) as statements:
            assert store.add_deal(sitting, numbered_deal(6)).number == 7
        assert not _reads_deals(statements)
        assert _json(store.load(sitting).session.deals) == _fresh_deals(database_url, sitting)


def test_a_failed_commit_leaves_the_kept_session(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The database refuses the commit once (a full disk, an I/O error): a
    ``StorageError``, nothing written, the kept session as it was; the deal entered again
    is the same deal number and the sitting reads back right."""
    with Store.open(database_url) as store:
        sitting = numbered_sitting(store, 5)
        store.add_deal(sitting, numbered_deal(5))
        kept = store._sessions.revision_of(sitting)
        dialect = store._engine.dialect
        real_commit = dialect.do_commit

        def refuse(_connection: Any) -> None:
            monkeypatch.setattr(dialect, "do_commit", real_commit)
            raise dialect.dbapi.OperationalError("disk I/O error")  # type: ignore[union-attr]

        monkeypatch.setattr(dialect, "do_commit", refuse)
        with pytest.raises(StorageError):
            store.add_deal(sitting, numbered_deal(6))
        assert store._sessions.revision_of(sitting) == kept
        assert len(_fresh_deals(database_url, sitting)) == 6
        assert store.add_deal(sitting, numbered_deal(6)).number == 7
        assert _json(store.load(sitting).session.deals) == _fresh_deals(database_url, sitting)


def test_renaming_and_pricing_elsewhere_are_seen(database_url: str) -> None:
    """Another window renames a player and sets a price: this store's next write and load
    use the new name and the price, not the session it kept."""
    with Store.open(database_url) as first, Store.open(database_url) as second:
        sitting = numbered_sitting(first, 3)
        first.add_deal(sitting, numbered_deal(3))
        second.rename_player("Boris", "Borya")
        change = first.add_deal(sitting, rummy_deal(Anna=(1, 0), Borya=(2, 0)))
        assert change.number == 5
        assert first.load(sitting).session.players == ("Anna", "Borya")
        from decimal import Decimal

        second.set_price(sitting, Decimal("2.50"), "₽")
        loaded = first.load(sitting)
        assert (loaded.session.price, loaded.session.currency) == (Decimal("2.50"), "₽")
        first.set_price(sitting, None)
        assert second.load(sitting).session.price is None


def test_a_deleted_sittings_id_given_again_is_not_taken_for_it(sqlite_url: str) -> None:
    """SQLite gives the newest sitting's id again once it is deleted: a store that kept
    the deleted sitting's session does not take the new sitting for it (a new sitting's
    revision starts at a random number)."""
    with Store.open(sqlite_url) as first, Store.open(sqlite_url) as second:
        old = numbered_sitting(first, 4)
        first.add_deal(old, numbered_deal(4))
        second.delete_sitting(old)
        new = second.create_sitting("rummy", ["Vera", "Gleb"], {"target": NUMBERED_TARGET}).id
        assert new == old
        # Written to until its revision reaches the one ``first`` kept (4 imported deal
        # rows and one write, had it counted from 0 as the old one did), at most 10 times.
        kept = first._sessions.revision_of(old)
        assert kept is not None
        written = 0
        while written < 10 and (second._sessions.revision_of(new) or 0) < kept:
            second.add_deal(new, rummy_deal(Vera=(5, 0), Gleb=(0, 5)))
            written += 1
        change = first.add_deal(new, rummy_deal(Vera=(6, 0), Gleb=(0, 6)))
        assert change.number == written + 1
        assert first.load(new).session.players == ("Vera", "Gleb")


def test_an_upgraded_database_starts_at_revision_zero(sqlite_url: str) -> None:
    """A database from before 0006 gets revision 0 on every sitting; then 0008 rewrites
    the deals' positions (to sort keys) and moves the revision of each sitting with deals
    once: to 1. It takes deals and moves the revision as a new one does."""
    from tests.db.test_migrations import _build_first_revision

    _build_first_revision(sqlite_url)
    with Store.open(sqlite_url) as store:
        with store._engine.connect() as connection:
            revisions = (
                connection.execute(text("SELECT revision FROM sitting ORDER BY id")).scalars().all()
            )
        assert revisions == [1, 1]
        store.add_deal(SittingId(10), rummy_deal(Анна=(1, 0), Boris=(0, 1)))
        assert store._sessions.revision_of(10) == 2
        assert _json(store.load(SittingId(10)).session.deals) == _fresh_deals(
            sqlite_url, SittingId(10)
        )


_OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["add", "replace", "delete", "insert", "load"]),
        st.booleans(),
        st.integers(0, 50),
    ),
    min_size=1,
    max_size=12,
)


@settings(
    max_examples=examples(25),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(operations=_OPERATIONS)
def test_two_stores_in_any_order_agree_with_the_database(
    tmp_path_factory: pytest.TempPathFactory, operations: list[tuple[str, bool, int]]
) -> None:
    """Two stores on one file, any interleaving of adds, edits, deletions, insertions and
    loads: after each, the store that acted holds exactly the database's records (a
    list kept beside them says what they must be)."""
    url = str(tmp_path_factory.mktemp("two") / "zapis.sqlite3")
    with Store.open(url) as first, Store.open(url) as second:
        sitting = numbered_sitting(first, 2)
        expected = [numbered_deal(0), numbered_deal(1)]
        for kind, use_second, seed in operations:
            store = second if use_second else first
            number = seed % len(expected) + 1 if expected else 0
            if kind == "add":
                change = store.add_deal(sitting, numbered_deal(seed))
                expected.append(numbered_deal(seed))
                assert change.number == len(expected)
            elif kind == "replace" and expected:
                store.replace_deal(sitting, number, numbered_deal(seed + 100))
                expected[number - 1] = numbered_deal(seed + 100)
            elif kind == "delete" and expected:
                store.delete_deal(sitting, number)
                del expected[number - 1]
            elif kind == "insert":
                number = seed % (len(expected) + 1) + 1
                store.insert_deal(sitting, number, numbered_deal(seed + 200))
                expected.insert(number - 1, numbered_deal(seed + 200))
            assert list(_json(store.load(sitting).session.deals)) == expected
        assert list(_fresh_deals(url, sitting)) == expected


def test_the_write_path_stores_what_core_stores(sqlite_url: str) -> None:
    """The deal rows and derived columns written through ``db.prepared`` (compiled once,
    run with the driver's SQL) have the very form of those SQLAlchemy Core writes on
    import: the JSON text, the UTC moment's text, the boolean as an integer."""
    import sqlite3

    with Store.open(sqlite_url) as store:
        sitting = numbered_sitting(store, 1)  # deal 1 is numbered_deal(0), imported through Core
        store.add_deal(sitting, numbered_deal(1))
        store.replace_deal(sitting, 2, numbered_deal(0))
    connection = sqlite3.connect(sqlite_url)
    try:
        rows = connection.execute(
            "SELECT record, created, typeof(created), length(created), typeof(edited) "
            "FROM deal ORDER BY position"
        ).fetchall()
        imported, added = rows
        assert added[0] == imported[0]  # the same record, the same JSON text
        assert added[2:4] == imported[2:4] == ("text", 26)  # 'YYYY-MM-DD HH:MM:SS.ffffff'
        assert (imported[4], added[4]) == ("null", "text")
        derived = connection.execute("SELECT typeof(finished), length(updated) FROM sitting")
        assert derived.fetchone() == ("integer", 26)
    finally:
        connection.close()


def test_the_cache_keeps_a_few_sittings_last_used_first() -> None:
    """``SittingCache`` keeps at most ``KEPT`` sittings, dropping the one used least
    lately; a session is found only at the revision it was kept with."""
    from db.sitting_cache import KEPT, SittingCache

    cache = SittingCache()
    sessions = {
        n: new_session("rummy", NUMBERED_PLAYERS, {"target": n + 1}) for n in range(KEPT + 1)
    }
    for sitting in range(KEPT):
        cache.keep(sitting, 7, sessions[sitting], ())
    found = cache.find(0, 7)
    assert found is not None and found.session is sessions[0]  # used: now the newest
    assert cache.find(0, 8) is None and cache.find(0, 6) is None
    cache.keep(KEPT, 1, sessions[KEPT], ())
    assert cache.revision_of(1) is None  # the least lately used went
    assert [cache.revision_of(n) for n in (0, 2, KEPT)] == [7, 7, 1]
    cache.forget(0)
    assert cache.find(0, 7) is None
