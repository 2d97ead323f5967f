"""Storage on a long history: 10,000 sittings and 400,000 deals in one SQLite file.

The history is built once per run, in one transaction of bulk inserts
(``Store.import_sessions``, which uses the driver's executemany). Rummy sittings with a
target of 1,000,000, so no deal is refused as coming after the end and every deal is
scored; one of them has 1,000 deals, the rest about 40 each.

Targets (the storage issue): the history's first page under 50 ms; loading and scoring a
1,000-deal sitting under 100 ms; a player's record (1,000+ sittings) under 20 ms; adding
a deal is shown beside a bare ``sqlite3`` INSERT +
COMMIT on the same file with the same pragmas (group "add one deal"), each with
synchronous=FULL (what Zapis uses) and NORMAL (what it would cost not to sync each deal).
"""

from __future__ import annotations

import itertools
import json
import random
import sqlite3
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import event

from benchmarks.timing import assert_within, median_time, seconds
from db import HistoryQuery, SittingId, Store
from db.engine import SQLITE_PRAGMAS
from db.integrity import run_check
from rules.limits import DEALS_LIMIT
from rules.session import Session, new_session, with_json_deals

SITTINGS = 10_000
DEALS = 400_000
LONG = 1_000
TARGET = 1_000_000
NAMES = [
    "Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зиновий", "Ирина", "Кирилл",
    "Лидия", "Матвей", "Нина", "Олег", "Павел", "Раиса", "Семён", "Таисия", "Ульяна", "Фёдор",
]  # fmt: skip


def _deal(rng: random.Random, players: tuple[str, ...]) -> dict[str, Any]:
    return {
        "melded": {name: rng.randint(0, 50) for name in players},
        "in_hand": {name: rng.randint(0, 30) for name in players},
    }


def _history(rng: random.Random) -> list[Session]:
    """10,000 rummy sessions holding 400,000 deals, the first one 1,000 deals long."""
    bases: dict[tuple[str, ...], Session] = {}
    sizes = [LONG]
    rest, others = DEALS - LONG, SITTINGS - 1
    sizes += [rest // others + (1 if i < rest % others else 0) for i in range(others)]
    sessions = []
    for size in sizes:
        players = tuple(rng.sample(NAMES, rng.randint(2, 4)))
        base = bases.get(players)
        if base is None:
            base = bases[players] = new_session("rummy", players, {"target": TARGET})
        deals = tuple(_deal(rng, players) for _ in range(size))
        sessions.append(with_json_deals(base, deals))
    assert sum(len(session.deals) for session in sessions) == DEALS
    return sessions


@pytest.fixture(scope="session")
def history(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, SittingId]]:
    """The store on the history file, and the 1,000-deal sitting's id."""
    path = tmp_path_factory.mktemp("history") / "history.sqlite3"
    store = Store.open(str(path))
    rng = random.Random(2025)
    sessions = _history(rng)
    start = datetime(2015, 1, 1, tzinfo=UTC)
    # One sitting an evening-ish, oldest first; the long one is the oldest.
    created = [start + timedelta(hours=7 * number) for number in range(SITTINGS)]
    began = time.perf_counter()
    ids = store.import_sessions(sessions, created=created)
    built = time.perf_counter() - began
    size = path.stat().st_size / 1e6
    print(f"\nhistory: {SITTINGS} sittings, {DEALS} deals built in {built:.1f} s, {size:.0f} MB")
    yield store, ids[0]
    store.close()


def test_first_page_of_history(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """The history view's first page (50 newest sittings with players, deal counts and
    leaders): target under 50 ms."""
    store, _ = history
    page = benchmark(store.find_sittings, limit=50)
    assert len(page) == 50
    assert page[0].created > page[-1].created
    assert_within(benchmark, 0.050)


def test_first_page_filtered_by_player(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """The first page filtered by part of a name typed in lower case (it finds «Анна» and
    «Жанна»): same target."""
    store, _ = history
    page = benchmark(store.find_sittings, HistoryQuery(search="анна"), limit=50)
    assert len(page) == 50
    assert all(any("анна" in name.casefold() for name in row.players) for row in page)
    assert_within(benchmark, 0.050)


def test_load_and_score_long_sitting(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """Load the 1,000-deal sitting and rescore it: target under 100 ms."""
    store, long_sitting = history
    loaded = benchmark(store.load, long_sitting)
    assert len(loaded.session.deals) == LONG == len(loaded.scored.deals)
    assert_within(benchmark, 0.100)


def test_player_stats_of_a_regular(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """A player's record (the players window asks it for every player) for the player who
    sat most (about 1,500 sittings of ~40 deals): one grouped query over the seats'
    stored standings, target under 20 ms. Rescoring every sitting, as it was done before
    revision 0004, took about 1.2 s for 1,000 sittings of 40 deals."""
    store, _ = history
    regular = max(
        store.known_players(), key=lambda name: store.count_sittings(HistoryQuery(search=name))
    )
    stats = benchmark(store.player_stats, regular)
    assert stats.sittings > 1_000
    assert stats.by_game[0].game == "rummy"
    assert_within(benchmark, 0.020)


@pytest.mark.benchmark(group="vouching for the file")
def test_quick_check_of_the_history(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """``PRAGMA quick_check`` of the whole 133 MB history, as the store runs it in the
    background before the first write (issue 13): measured 0.14–0.23 s on a quiet
    machine, 0.45–0.6 s with the other helpers' tests running, 5 s with a cold page cache.
    No target: it is kept off the window's start-up (see the next benchmark)."""
    store, _ = history
    assert store.path is not None
    path = store.path
    assert benchmark(run_check, path, 10_000) is None


@pytest.mark.benchmark(group="vouching for the file")
def test_open_does_not_wait_for_the_check(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """Store.open of the history file with its quick_check started in a thread: the open
    itself stays well under 100 ms (the check goes on beside the first page's query)."""
    store, _ = history
    assert store.path is not None
    path = str(store.path)

    def open_and_close() -> None:
        other = Store.open(path)
        other.close()

    benchmark(open_and_close)
    assert_within(benchmark, 0.100, "median")


SYNCHRONOUS = ["FULL", "NORMAL"]
"""FULL is what Zapis uses; NORMAL (WAL's usual setting, which may lose the last commits
on a power cut) is measured beside it to show what the durability costs."""


@pytest.mark.benchmark(group="add one deal")
@pytest.mark.parametrize("synchronous", SYNCHRONOUS)
def test_add_deal_through_the_store(
    benchmark: Any, history: tuple[Store, SittingId], synchronous: str
) -> None:
    """``Store.add_deal`` on ~40-deal sittings: the first add to each reads it, the later
    ones use the session the store kept (200 sittings cycle through a cache of 4, so here
    every add reads its sitting back); verify by rescoring, insert, derive, commit, with
    ``synchronous`` set on each connection as the store takes it."""
    store, long_sitting = history
    # 200 ordinary sittings in turn, so each stays near 40 deals however many rounds run.
    seats = {
        SittingId(sitting): store.load(SittingId(sitting)).session.players
        for sitting in range(int(long_sitting) + 1, int(long_sitting) + 201)
    }
    targets = itertools.cycle(seats)
    rng = random.Random(7)

    def add() -> int:
        sitting = next(targets)
        return store.add_deal(sitting, _deal(rng, seats[sitting])).number

    def set_synchronous(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        dbapi_connection.execute(f"PRAGMA synchronous = {synchronous}")

    event.listen(store._engine, "checkout", set_synchronous)
    try:
        number = benchmark(add)
    finally:
        event.remove(store._engine, "checkout", set_synchronous)
    assert number > 1


@pytest.mark.benchmark(group="add one deal")
@pytest.mark.parametrize("synchronous", SYNCHRONOUS)
def test_add_deal_bare_sqlite(
    benchmark: Any, history: tuple[Store, SittingId], synchronous: str
) -> None:
    """The floor: one INSERT of a deal row and COMMIT with plain ``sqlite3``, on the same
    file, same pragmas (WAL, foreign keys) but ``synchronous`` (the deal table's trigger
    moves the sitting's revision too: see the next group for a bare table's floor)."""
    store, long_sitting = history
    assert store.path is not None
    connection = sqlite3.connect(store.path, isolation_level=None)
    for pragma in SQLITE_PRAGMAS:
        connection.execute(pragma)
    connection.execute(f"PRAGMA synchronous = {synchronous}")
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    rng = random.Random(8)
    players = store.load(long_sitting).session.players
    # Past the sitting's last key, which is spaced ``GAP`` apart (so no fixed number is
    # past every sitting's keys); the rows are deleted by id afterwards, and only they.
    (last,) = connection.execute(
        "SELECT MAX(position) FROM deal WHERE sitting_id = ?", (int(long_sitting),)
    ).fetchone()
    position = itertools.count(last + 1)
    inserted: list[int] = []

    def insert() -> None:
        record = json.dumps(_deal(rng, players), ensure_ascii=False)
        created = f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S.%f}"
        connection.execute("BEGIN")
        cursor = connection.execute(
            "INSERT INTO deal (sitting_id, position, record, created) VALUES (?, ?, ?, ?)",
            (int(long_sitting), next(position), record, created),
        )
        connection.execute("COMMIT")
        assert cursor.lastrowid is not None
        inserted.append(cursor.lastrowid)

    benchmark(insert)
    connection.executemany("DELETE FROM deal WHERE id = ?", [(row,) for row in inserted])
    connection.close()


def test_history_sorted_by_deals_in_sql(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """The history's first page (200 rows, what the window fetches first) sorted by the
    number of deals, counted in SQL for all 10,000 sittings: target under 250 ms."""
    from db.history_query import SortKey

    store, long_sitting = history
    page = benchmark(store.find_sittings, HistoryQuery(sort=SortKey.DEALS), limit=200)
    assert page[0].id == long_sitting and page[0].deal_count == LONG
    assert_within(benchmark, 0.250)


def test_history_search_and_count_in_sql(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """A name typed in the search box (the first page and how many it finds, as the
    window asks on every key): target under 100 ms."""
    store, _ = history
    query = HistoryQuery(search="анна")

    def search() -> tuple[int, int]:
        return len(store.find_sittings(query, limit=200)), store.count_sittings(query)

    shown, found = benchmark(search)
    assert shown == 200 and found > 1_000
    assert_within(benchmark, 0.100)


def test_records_of_a_regular(benchmark: Any, history: tuple[Store, SittingId]) -> None:
    """A regular's records (about 1,500 sittings of ~40 deals) once his sittings have been
    scored (each is kept while it is unchanged): target under 100 ms. The first look
    rescores them all; its time is printed."""
    store, _ = history
    regular = max(
        store.known_players(), key=lambda name: store.count_sittings(HistoryQuery(search=name))
    )
    store._outcomes.clear()
    began = time.perf_counter()
    first = store.player_game_records(regular)
    print(f"\nrecords of {regular}, first look: {time.perf_counter() - began:.2f} s")
    records = benchmark(store.player_game_records, regular)
    assert records == first and records[0].sittings > 1_000
    assert_within(benchmark, 0.100)


# ---- Adding a deal at any length (issue 15) -------------------------------------------

LENGTHS = [10, 10_000]
"""Sitting lengths the store's add is measured at: the same work is the goal."""
TRIO = ("Анна", "Борис", "Вера")
ADDED = 42
"""Deals the add benchmark appends (41 rounds and one to warm up): the longest sitting is
built that many short of 10,000, the most a sitting holds (rules.limits.DEALS_LIMIT), so
that it ends at the limit instead of being refused past it."""


def _start(length: int) -> int:
    """The deals a sitting of ``length`` is built with, before the benchmark adds some."""
    return min(length, DEALS_LIMIT - ADDED)


@pytest.fixture(scope="module")
def long_sittings(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Store, dict[int, SittingId]]]:
    """A store with a rummy sitting of each length in ``LENGTHS``, each loaded once (as
    the window does when it opens one)."""
    path = tmp_path_factory.mktemp("long") / "long.sqlite3"
    store = Store.open(str(path))
    rng = random.Random(15)
    base = new_session("rummy", TRIO, {"target": TARGET * 1_000})
    ids = {}
    for length in LENGTHS:
        deals = tuple(_deal(rng, TRIO) for _ in range(_start(length)))
        ids[length] = store.import_session(with_json_deals(base, deals))
        store.load(ids[length])
    yield store, ids
    store.close()


def _bare_commit(folder: Any) -> Any:
    """The floor: a function doing one ``BEGIN IMMEDIATE`` + INSERT of a deal-sized row +
    ``COMMIT`` with plain ``sqlite3`` on a file beside the store's, with its pragmas
    (WAL, synchronous FULL, foreign keys)."""
    connection = sqlite3.connect(folder / "floor.sqlite3", isolation_level=None)
    for pragma in SQLITE_PRAGMAS:
        connection.execute(pragma)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute(
        "CREATE TABLE IF NOT EXISTS deal (id INTEGER PRIMARY KEY, sitting_id INTEGER, "
        "position INTEGER, record TEXT, created TEXT)"
    )
    rng = random.Random(16)
    position = itertools.count(1)

    def commit() -> None:
        record = json.dumps(_deal(rng, TRIO), ensure_ascii=False)
        created = f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S.%f}"
        connection.execute("BEGIN IMMEDIATE")
        connection.execute(
            "INSERT INTO deal (sitting_id, position, record, created) VALUES (?, ?, ?, ?)",
            (1, next(position), record, created),
        )
        connection.execute("COMMIT")

    return commit


@pytest.mark.benchmark(group="add a deal at any length")
def test_bare_commit_floor(benchmark: Any, tmp_path: Any) -> None:
    """The floor the store's add is held to: ``BEGIN IMMEDIATE`` + INSERT + ``COMMIT``."""
    benchmark.pedantic(_bare_commit(tmp_path), rounds=200, iterations=1, warmup_rounds=5)


@pytest.mark.benchmark(group="add a deal at any length")
@pytest.mark.parametrize("length", LENGTHS)
def test_add_deal_at_any_length(
    benchmark: Any,
    long_sittings: tuple[Store, dict[int, SittingId]],
    tmp_path: Any,
    length: int,
) -> None:
    """``Store.add_deal`` on a sitting of ``length`` deals (at most the limit less
    :data:`ADDED`; it grows by one deal a round, 41 rounds after one to warm up: the
    sitting read and scored once, as opening it does), and beside it, in the same test,
    the bare commit's median: their ratio is printed (target ≤ 3×, issue 15). The store
    reads one row of the sitting, not its deals (tests/db/test_kept_sessions), and the
    engine scores the appended deal alone
    (rules/score_memo)."""
    store, ids = long_sittings
    sitting = ids[length]
    rng = random.Random(length)

    added = 0

    def add() -> int:
        nonlocal added
        added += 1
        return store.add_deal(sitting, _deal(rng, TRIO)).number

    floor = median_time(_bare_commit(tmp_path), 101)
    number = benchmark.pedantic(add, rounds=41, iterations=1, warmup_rounds=1)
    # 41 rounds and the warm-up when timed; one call with --benchmark-disable.
    assert number == _start(length) + added
    median = seconds(benchmark, "median")
    if median is None:
        return
    print(
        f"\nadd_deal at {length} deals: {median * 1e3:.2f} ms, bare commit "
        f"{floor * 1e3:.2f} ms: {median / floor:.1f}×"
    )
