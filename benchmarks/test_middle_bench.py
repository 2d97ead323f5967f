"""A deal inserted and deleted in the middle of a sitting of 100, 1,000 and 10,000 deals
(issue 31: "in time independent of the deals after it"), beside a floor in the same run.

Each round puts a deal in at the middle (``Store.insert_deal``, the undo of a delete)
and takes it out again (``Store.delete_deal``): two transactions, each scored and
verified by the engine, the sitting's derived columns written. The floor: the same two
transactions with plain ``sqlite3`` on a file beside it, with the store's pragmas: an
INSERT of a deal-sized row + COMMIT, a DELETE of it + COMMIT. Before revision 0008 each of
the store's two shifted the position of every later deal in two UPDATEs.

The 10,000-deal sitting holds one deal less than the limit, so the insertion is allowed.
What the engine spends scoring the candidates (the deals after the middle are scored
again: practice 1, "editing deal k rescores from k") is timed apart and printed, and the
rest (the database's part) beside the floor.
"""

from __future__ import annotations

import json
import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from benchmarks.timing import median_time, seconds
from db import SittingId, Store
from db.engine import SQLITE_PRAGMAS
from rules.limits import DEALS_LIMIT
from rules.session import new_session, with_json_deals

LENGTHS = [100, 1_000, 10_000]
TRIO = ("Анна", "Борис", "Вера")
TARGET = 10**12
ROUNDS = 31


def _deal(rng: random.Random) -> dict[str, Any]:
    return {
        "melded": {name: rng.randint(0, 50) for name in TRIO},
        "in_hand": {name: rng.randint(0, 30) for name in TRIO},
    }


@pytest.fixture(scope="module")
def sittings(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Store, dict[int, SittingId], Path]]:
    """A store with a rummy sitting of each length, each loaded once (as the window does
    when it opens one), and the folder for the floor's file."""
    folder = tmp_path_factory.mktemp("middle")
    store = Store.open(str(folder / "middle.sqlite3"))
    rng = random.Random(31)
    base = new_session("rummy", TRIO, {"target": TARGET})
    ids = {}
    for length in LENGTHS:
        deals = tuple(_deal(rng) for _ in range(min(length, DEALS_LIMIT - 1)))
        ids[length] = store.import_session(with_json_deals(base, deals))
        store.load(ids[length])
    yield store, ids, folder
    store.close()


def _bare_pair(folder: Path) -> Callable[[], None]:
    """The floor: INSERT + COMMIT and DELETE + COMMIT of a deal-sized row with plain
    ``sqlite3``, in WAL, synchronous FULL, foreign keys on (the store's pragmas)."""
    connection = sqlite3.connect(folder / "floor.sqlite3", isolation_level=None)
    for pragma in SQLITE_PRAGMAS:
        connection.execute(pragma)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute(
        "CREATE TABLE IF NOT EXISTS deal (id INTEGER PRIMARY KEY, sitting_id INTEGER, "
        "position INTEGER, record TEXT, created TEXT)"
    )
    rng = random.Random(32)

    def pair() -> None:
        record = json.dumps(_deal(rng), ensure_ascii=False)
        created = f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S.%f}"
        connection.execute("BEGIN IMMEDIATE")
        row = connection.execute(
            "INSERT INTO deal (sitting_id, position, record, created) VALUES (1, 1, ?, ?)",
            (record, created),
        ).lastrowid
        connection.execute("COMMIT")
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("DELETE FROM deal WHERE id = ?", (row,))
        connection.execute("COMMIT")

    return pair


@pytest.mark.benchmark(group="insert and delete in the middle")
def test_middle_floor(benchmark: Any, sittings: tuple[Store, dict[int, SittingId], Path]) -> None:
    """The floor alone: a bare INSERT + COMMIT, DELETE + COMMIT."""
    benchmark.pedantic(_bare_pair(sittings[2]), rounds=ROUNDS, iterations=1, warmup_rounds=3)


@pytest.mark.benchmark(group="insert and delete in the middle")
@pytest.mark.parametrize("length", LENGTHS)
def test_insert_and_delete_in_the_middle(
    benchmark: Any, sittings: tuple[Store, dict[int, SittingId], Path], length: int
) -> None:
    """A deal inserted at the middle and deleted again, beside the floor's median taken
    in the same test; the ratio is printed, and the insertion's and deletion's medians."""
    store, ids, folder = sittings
    sitting = ids[length]
    middle = min(length, DEALS_LIMIT - 1) // 2
    rng = random.Random(length)
    halves: dict[str, list[float]] = {"insert": [], "delete": [], "rest": []}
    scoring = store.scoring.score
    scored = [0.0]

    def timed_score(session: Any) -> Any:
        began = time.perf_counter()
        try:
            return scoring(session)
        finally:
            scored[0] += time.perf_counter() - began

    def pair() -> None:
        scored[0] = 0.0
        began = time.perf_counter()
        store.insert_deal(sitting, middle, _deal(rng))
        between = time.perf_counter()
        store.delete_deal(sitting, middle)
        ended = time.perf_counter()
        halves["insert"].append(between - began)
        halves["delete"].append(ended - between)
        halves["rest"].append(ended - began - scored[0])

    floor = median_time(_bare_pair(folder), ROUNDS)
    store.scoring.score = timed_score  # type: ignore[method-assign]
    try:
        benchmark.pedantic(pair, rounds=ROUNDS, iterations=1, warmup_rounds=1)
    finally:
        del store.scoring.score
    median = seconds(benchmark, "median")
    if median is not None:  # (timed: with --benchmark-disable the pair ran once)
        insert, delete, rest = (sorted(times)[len(times) // 2] for times in halves.values())
        print(
            f"\nmiddle of {length} deals: insert {insert * 1e3:.2f} ms, delete "
            f"{delete * 1e3:.2f} ms, both {median * 1e3:.2f} ms, of which not scoring "
            f"{rest * 1e3:.2f} ms; bare pair {floor * 1e3:.2f} ms: {rest / floor:.1f}×"
        )
    assert len(store.load(sitting).session.deals) == min(length, DEALS_LIMIT - 1)
