"""A regular's records without rescoring every sitting he played (issue 31: "the Players
window shows a regular's records within 300 ms at 1,500 sittings"): each sitting's
outcomes are kept with its revision, in memory and in the database (migration 0009).

Counted, not timed: the sittings rescored at a look (``Store.sittings_counted``) are all
of them the first time, none the next time (in the same store or a new one: the next
start), and then only those whose revision moved (a deal added, deleted, a rename, a
program writing deal rows); a kept row that cannot be read, or of another format, is
counted again and written over; the records are always those of a full recount.
"""

from __future__ import annotations

import json
import math
import sqlite3
import time
from pathlib import Path

from sqlalchemy import text

from db import SittingId, Store
from db.engine import create
from db.location import resolve
from db.store_records import KEEP_BATCH
from rules.player_records import OUTCOME_FORMAT
from rules.session import Session, new_session, read_session, with_json_deals
from tests.conftest import CASES
from tests.db.samples import grand_slam, rummy_deal

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")


def _case_sessions() -> list[Session]:
    """Every valid conformance case's session (every game)."""
    sessions = []
    for path in sorted(CASES.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "expect" in case:
            sessions.append(read_session(json.dumps(case["session"], ensure_ascii=False)))
    return sessions


def _history(store: Store, sittings: int) -> list[SittingId]:
    """``sittings`` Three Bugs sittings of Anna's and a rummy one she did not play."""
    base = new_session("three-bugs", PLAYERS, {})
    ids = [
        store.import_session(
            with_json_deals(
                base, [grand_slam(PLAYERS[n % 4], PLAYERS[(n + k) % 4]) for k in (0, 1)]
            )
        )
        for n in range(sittings)
    ]
    other = new_session("rummy", ("Boris", "Dima"), {"target": 500})
    store.import_session(with_json_deals(other, [rummy_deal(Boris=(10, 0), Dima=(0, 5))]))
    return ids


def _recount(url: str, name: str) -> object:
    """Anna's records as a store that keeps nothing counts them."""
    engine = create(resolve(url))
    try:
        with engine.begin() as connection:
            connection.execute(text("DELETE FROM sitting_outcomes"))
    finally:
        engine.dispose()
    with Store.open(url) as fresh:
        records = fresh.player_game_records(name)
        assert fresh.sittings_counted > 0
        return records


def _execute(url: str, statement: str, **values: object) -> None:
    engine = create(resolve(url))
    try:
        with engine.begin() as connection:
            connection.execute(text(statement), values)
    finally:
        engine.dispose()


def test_a_second_look_rescores_only_what_moved(database_url: str) -> None:
    """12 sittings: the first look counts 12, the second none, a new store none (the
    rows kept in the database); then a deal added to one, one deleted from another, and
    a program's raw edit of a third's deal row: the next look (a new store) counts those
    3, and the records are a full recount's."""
    with Store.open(database_url) as store:
        ids = _history(store, 12)
        first = store.player_game_records("Anna")
        assert store.sittings_counted == 12
        assert store.player_game_records("Anna") == first
        assert store.sittings_counted == 12
    with Store.open(database_url) as store:
        assert store.player_game_records("anna") == first
        assert store.sittings_counted == 0
        store.add_deal(ids[3], grand_slam("Anna", "Anna"))
        store.delete_deal(ids[7], 1)
    _execute(
        database_url,
        "UPDATE deal SET record = record WHERE sitting_id = :sitting",
        sitting=int(ids[9]),
    )
    with Store.open(database_url) as store:
        after = store.player_game_records("Anna")
        assert store.sittings_counted == 3
        assert after != first
    assert after == _recount(database_url, "Anna")


def test_a_rename_is_counted_again(database_url: str) -> None:
    """A rename moves the revisions of his sittings: they are counted again (once), by
    his new name."""
    with Store.open(database_url) as store:
        _history(store, 4)
        before = store.player_game_records("Boris")
        store.rename_player("Boris", "Борис")
        renamed = store.player_game_records("борис")
        # His 4 Three Bugs sittings and the rummy one, at each look.
        assert store.sittings_counted == 5 + 5
        assert renamed == before


def test_rows_that_cannot_be_read_are_counted_again(database_url: str, tmp_path: Path) -> None:
    """Kept rows another program spoiled (not JSON, a wrong shape, another format, a
    revision from before) are counted again, the records right, and written over."""
    with Store.open(database_url) as store:
        ids = _history(store, 4)
        first = store.player_game_records("Anna")
    bad = {
        # PostgreSQL's JSON column refuses text that is not JSON: a list there.
        ids[0]: ("[1, 2]" if "postgresql" in database_url else "{not json", OUTCOME_FORMAT, None),
        ids[1]: (json.dumps({"Anna": {"game": "three-bugs", "won": "yes"}}), OUTCOME_FORMAT, None),
        ids[2]: (None, OUTCOME_FORMAT + 1, None),
        ids[3]: (None, OUTCOME_FORMAT, -1),
    }
    for sitting, (outcomes, format_, revision) in bad.items():
        _execute(
            database_url,
            "UPDATE sitting_outcomes SET format = :format"
            + (", outcomes = :outcomes" if outcomes is not None else "")
            + (", revision = :revision" if revision is not None else "")
            + " WHERE sitting_id = :sitting",
            sitting=int(sitting),
            format=format_,
            outcomes=outcomes,
            revision=revision,
        )
    with Store.open(database_url) as store:
        # The file's check first: nothing is kept while it runs (a cache never waits for
        # it), and under CI's load this look came before its verdict and kept nothing.
        store.vouch()
        assert store.player_game_records("Anna") == first
        assert store.sittings_counted == 4
    with Store.open(database_url) as store:
        assert store.player_game_records("Anna") == first
        assert store.sittings_counted == 0


def test_a_deleted_sitting_takes_its_row(database_url: str) -> None:
    """Deleting a sitting deletes its kept outcomes; a restore keeps none."""
    with Store.open(database_url) as store:
        ids = _history(store, 3)
        store.player_game_records("Anna")
        store.delete_sitting(ids[0])
        engine = create(resolve(database_url))
        try:
            with engine.connect() as connection:
                kept = (
                    connection.execute(
                        text("SELECT sitting_id FROM sitting_outcomes ORDER BY sitting_id")
                    )
                    .scalars()
                    .all()
                )
        finally:
            engine.dispose()
        assert kept == [int(ids[1]), int(ids[2])]


def test_records_equal_a_recount_for_every_game(database_url: str) -> None:
    """The conformance cases' sittings of every game: records read back from the kept
    rows by a new store are those a full recount gives, for every player."""
    with Store.open(database_url) as store:
        for session in _case_sessions():
            store.import_session(session)
        players = store.known_players()
        first = {name: store.player_game_records(name) for name in players}
    with Store.open(database_url) as store:
        assert {name: store.player_game_records(name) for name in players} == first
        assert store.sittings_counted == 0


def test_a_locked_file_does_not_hold_the_records_back(sqlite_url: str) -> None:
    """Another program holds the SQLite file's write lock: the look gives the records at
    once (not after the 10 s busy timeout) and keeps them in memory only; the lock gone,
    a new store counts them again and keeps them."""
    with Store.open(sqlite_url) as store:
        _history(store, 5)
    holder = sqlite3.connect(sqlite_url, isolation_level=None)
    try:
        holder.execute("BEGIN IMMEDIATE")
        with Store.open(sqlite_url) as store:
            began = time.perf_counter()
            records = store.player_game_records("Anna")
            assert time.perf_counter() - began < 5
            assert store.sittings_counted == 5
            assert store.player_game_records("Anna") == records
            assert store.sittings_counted == 5
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with Store.open(sqlite_url) as store:
        store.vouch()  # (the file's check first, as above: then the look keeps them)
        assert store.player_game_records("Anna") == records
        assert store.sittings_counted == 5
    with Store.open(sqlite_url) as store:
        assert store.player_game_records("Anna") == records
        assert store.sittings_counted == 0


def test_a_background_walk_keeps_every_stale_sitting(database_url: str) -> None:
    """The walk the app starts once its store is sound (db/outcome_keeper.py): 30 Three
    Bugs sittings and a rummy one are counted a batch at a time, and one more batch finds
    none left; a new store's first look then counts none and gives a full recount's
    records; a second walk counts none; after a deal added to one sitting, the next walk
    counts that one only."""
    with Store.open(database_url) as store:
        ids = _history(store, 30)
        keeper = store.keep_outcomes_in_background()
        assert keeper.finished.wait(60)
        assert store.sittings_counted == 31
        assert keeper.batches == math.ceil(31 / KEEP_BATCH) + 1
    with Store.open(database_url) as store:
        records = store.player_game_records("Anna")
        assert store.sittings_counted == 0
        again = store.keep_outcomes_in_background()
        assert again.finished.wait(60)
        assert store.sittings_counted == 0
        assert again.batches == 1
        store.add_deal(ids[17], grand_slam("Anna", "Boris"))
        once_more = store.keep_outcomes_in_background()
        assert once_more.finished.wait(60)
        assert store.sittings_counted == 1
        assert store.player_game_records("Anna") != records
        assert store.sittings_counted == 1
    assert records == _recount_before_the_deal(database_url, ids[17])


def _recount_before_the_deal(url: str, sitting: SittingId) -> object:
    """Anna's records fully recounted with the sitting's last deal deleted again."""
    with Store.open(url) as store:
        deals = len(store.load(sitting).session.deals)
        store.delete_deal(sitting, deals)
    return _recount(url, "Anna")


def test_closing_the_store_stops_a_waiting_walk(database_url: str) -> None:
    """A walk still waiting for its delay ends when the store closes, at once, having
    counted nothing."""
    store = Store.open(database_url)
    _history(store, 3)
    keeper = store.keep_outcomes_in_background(delay=600)
    began = time.monotonic()
    store.close()
    assert keeper.finished.wait(5)
    assert time.monotonic() - began < 5
    assert store.sittings_counted == 0
    assert keeper.batches == 0
