"""Deals ordered by sort keys far apart (issue 31: "inserting or deleting a deal in the
middle in time independent of the deals after it"; migration 0008, ``db.deal_order``).

Counted, not timed: an insertion or a deletion in the middle sends the same statements,
and writes the same number of rows, at 10 deals as at 1,000 (one deal row; it used to
shift every later deal); the numbers the user sees stay 1..n; when one place is full the
sitting's keys are spread out once, order kept; an export is the same whatever keys the
inserts left; and a database made at the previous head (0007) keeps its order."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, text

from db import SittingId, Store, migrate
from db.deal_order import GAP, KEY_LIMIT, key_between, spread
from db.engine import create
from db.location import resolve
from rules.session import write_session
from tests.db.samples import numbered_deal, numbered_sitting, rummy_deal


@contextmanager
def _work(store: Store) -> Iterator[list[tuple[str, int]]]:
    """Every statement the store sends while the block runs, with the rows it wrote
    (the cursor's rowcount: rows the statement itself changed, not its triggers')."""
    seen: list[tuple[str, int]] = []

    def record(_conn: Any, cursor: Any, statement: str, *_rest: Any) -> None:
        words = " ".join(statement.split())
        seen.append((words, cursor.rowcount if not words.startswith("SELECT") else 0))

    event.listen(store._engine, "after_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(store._engine, "after_cursor_execute", record)


def _deal_rows_written(work: list[tuple[str, int]]) -> int:
    return sum(
        rows
        for statement, rows in work
        if statement.startswith(("INSERT INTO deal", "UPDATE deal", "DELETE FROM deal"))
    )


def _keys(url: str, sitting: int) -> list[int]:
    engine = create(resolve(url))
    try:
        with engine.connect() as connection:
            return list(
                connection.execute(
                    text("SELECT position FROM deal WHERE sitting_id = :s ORDER BY position"),
                    {"s": sitting},
                ).scalars()
            )
    finally:
        engine.dispose()


def test_a_key_between_two_deals() -> None:
    """Between 2 and 10: 6; after 5: 5 + GAP; before 8: 4; first of all: GAP; no room
    between 4 and 5, before 1, or after the limit: ``None`` (spread the keys first)."""
    assert key_between(2, 10) == 6
    assert key_between(5, None) == 5 + GAP
    assert key_between(None, 8) == 4
    assert key_between(None, None) == GAP
    assert key_between(4, 5) is None
    assert key_between(None, 1) is None
    assert key_between(KEY_LIMIT - GAP + 1, None) is None
    assert spread(3) == (GAP, 2 * GAP, 3 * GAP)
    assert spread(0) == ()


@pytest.mark.parametrize("where", ["insert", "delete"])
def test_the_middle_costs_the_same_at_any_length(database_url: str, where: str) -> None:
    """Deal 5 inserted (or deleted) in a sitting of 10 deals and of 1,000: the same
    statements, the same rows written, and one deal row among them; numbers 1..n after."""
    work_at: dict[int, list[tuple[str, int]]] = {}
    with Store.open(database_url) as store:
        for length in (10, 1000):
            sitting = numbered_sitting(store, length)
            store.load(sitting)  # kept, as the window's sitting is
            with _work(store) as work:
                if where == "insert":
                    change = store.insert_deal(sitting, 5, numbered_deal(299))
                else:
                    change = store.delete_deal(sitting, 5)
            assert change.number == 5
            work_at[length] = work
            deals = [deal.to_json() for deal in store.load(sitting).session.deals]
            expected = [numbered_deal(n) for n in range(length)]
            if where == "insert":
                expected.insert(4, numbered_deal(299))
            else:
                del expected[4]
            assert deals == expected
    assert work_at[10] == work_at[1000]
    assert _deal_rows_written(work_at[1000]) == 1
    # No deal is read either (the keys are kept with the session).
    assert not any(
        statement.startswith("SELECT") and "FROM deal" in statement
        for statement, _ in work_at[1000]
    )


def test_postgres_middle_writes_one_deal_row(postgres_url: str) -> None:
    """On PostgreSQL too (its rowcounts are the server's): an insertion and a deletion in
    the middle of 2,000 deals each write one deal row, and a fresh store reads the
    order the first one wrote."""
    with Store.open(postgres_url) as store:
        sitting = numbered_sitting(store, 2000)
        store.load(sitting)
        with _work(store) as work:
            store.insert_deal(sitting, 1000, numbered_deal(298))
        assert _deal_rows_written(work) == 1
        with _work(store) as work:
            store.delete_deal(sitting, 3)
        assert _deal_rows_written(work) == 1
    expected = [numbered_deal(n) for n in range(2000)]
    expected.insert(999, numbered_deal(298))
    del expected[2]
    with Store.open(postgres_url) as fresh:
        assert [deal.to_json() for deal in fresh.load(sitting).session.deals] == expected


def test_a_full_place_spreads_the_keys_once(database_url: str) -> None:
    """Fifty deals inserted one after another at place 2 of a three-deal sitting (each
    halves the room there): after about 40 the keys are spread out again, the order kept;
    the next insertion writes one row again; a second store agrees at every step."""
    with Store.open(database_url) as store, Store.open(database_url) as other:
        sitting = numbered_sitting(store, 3)
        expected = [numbered_deal(n) for n in range(3)]
        spreads = 0
        for n in range(50):
            with _work(store) as work:
                store.insert_deal(sitting, 2, numbered_deal(100 + n))
            expected.insert(1, numbered_deal(100 + n))
            spreads += _deal_rows_written(work) > 1
        assert spreads == 1
        assert [deal.to_json() for deal in other.load(sitting).session.deals] == expected
        keys = _keys(database_url, sitting)
        assert len(keys) == 53 and keys == sorted(set(keys))
        other.insert_deal(sitting, 1, numbered_deal(7))  # the other store's keys were stale
        expected.insert(0, numbered_deal(7))
        assert [deal.to_json() for deal in store.load(sitting).session.deals] == expected


def test_export_import_export_is_the_same(database_url: str, tmp_path: Path) -> None:
    """A sitting whose keys inserts and deletes left uneven exports the same file as one
    imported from it, and a backup numbers its deals 1..n."""
    with Store.open(database_url) as store:
        sitting = numbered_sitting(store, 8)
        store.insert_deal(sitting, 3, numbered_deal(201))
        store.insert_deal(sitting, 3, numbered_deal(202))
        store.delete_deal(sitting, 6)
        store.insert_deal(sitting, 1, numbered_deal(203))
        first = write_session(store.export_session(sitting))
        again = store.import_session(store.export_session(sitting))
        assert write_session(store.export_session(again)) == first
        backup, _manifest = store.back_up(tmp_path / "zapis.backup")
        store.restore(backup)
        assert write_session(store.export_session(sitting)) == first
    from db.backup_file import read_backup

    read = read_backup(backup)
    for row in read.sittings:
        assert [deal["position"] for deal in row["deals"]] == list(range(1, len(row["deals"]) + 1))


def _build_previous_head(url: str) -> None:
    """A database at 0007 (positions 1..n) whose deal ids run against their order."""
    target = resolve(url)
    engine = create(target)
    moment = "2025-01-02 03:04:05"
    try:
        migrate.upgrade(engine, target.display, target="0007")
        with engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO player (id, name, folded) VALUES (1, 'Anna', 'anna'), "
                    "(2, 'Boris', 'boris')"
                )
            )
            for sitting in (10, 11):
                connection.execute(
                    text(
                        "INSERT INTO sitting (id, game, options, created, updated, finished, "
                        "revision) VALUES (:id, 'rummy', :options, :at, :at, false, 0)"
                    ),
                    {"id": sitting, "options": '{"packs": 1, "target": 1000000}', "at": moment},
                )
                for position, (player, name) in enumerate(((1, "Anna"), (2, "Boris"))):
                    connection.execute(
                        text(
                            "INSERT INTO seat (sitting_id, position, player_id, name, "
                            "games_won, rubbers_won, total) VALUES (:s, :p, :player, :name, "
                            "0, 0, 0)"
                        ),
                        {"s": sitting, "p": position, "player": player, "name": name},
                    )
            deals = 5
            for sitting in (10, 11):
                for position in range(1, deals + 1):
                    connection.execute(
                        text(
                            "INSERT INTO deal (id, sitting_id, position, record, created) "
                            "VALUES (:id, :s, :p, :record, :at)"
                        ),
                        {
                            # Ids against the order: the order is the positions'.
                            "id": 1000 - sitting * 10 - position,
                            "s": sitting,
                            "p": position,
                            "record": json.dumps(
                                rummy_deal(Anna=(sitting * 10 + position, 0), Boris=(0, 0))
                            ),
                            "at": moment,
                        },
                    )
    finally:
        engine.dispose()


def test_a_database_at_the_previous_head_keeps_its_order(database_url: str) -> None:
    """Migrated from 0007: each sitting's deals are in the order of their old positions
    (not of their ids), their keys GAP apart, each sitting's revision moved once; the
    0006 triggers (held off during the rewrite) still move the revision of a raw write;
    an insertion in the middle then writes one row; the downgrade gives the positions
    1..n back."""
    _build_previous_head(database_url)
    with Store.open(database_url) as store:
        for sitting in (10, 11):
            melded = [
                deal.to_json()["melded"]["Anna"]
                for deal in store.load(SittingId(sitting)).session.deals
            ]
            assert melded == [sitting * 10 + n for n in range(1, 6)]
            assert _keys(database_url, sitting) == [GAP * n for n in range(1, 6)]
        revision = store.load(SittingId(10)).revision
        # 5 after its five deals were written at 0007, moved once by the migration (its
        # triggers held off), not twice a deal.
        assert revision == 6
        engine = create(resolve(database_url))
        try:
            with engine.begin() as connection:
                connection.execute(text("UPDATE deal SET record = record WHERE sitting_id = 10"))
            assert store.load(SittingId(10)).revision == revision + 5
        finally:
            engine.dispose()
        with _work(store) as work:
            store.insert_deal(SittingId(10), 3, numbered_deal(42))
        assert _deal_rows_written(work) == 1
    from alembic import command

    engine = create(resolve(database_url))
    try:
        with engine.begin() as connection:
            command.downgrade(migrate.alembic_config(connection), "0007")
            positions = (
                connection.execute(
                    text("SELECT position FROM deal WHERE sitting_id = 10 ORDER BY position")
                )
                .scalars()
                .all()
            )
    finally:
        engine.dispose()
    assert positions == [1, 2, 3, 4, 5, 6]
