"""The store keeps a game registered from outside the source tree like a built-in one:
its sittings, its leader and winner, its players' records, in the registry's order."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from db import HistoryQuery, Store
from rules.registry import GameEntry
from tests.rules.counting_game import COUNTING, registered


@pytest.fixture
def counting() -> Iterator[GameEntry]:
    """The counting game registered for one test, then forgotten."""
    with registered(COUNTING) as entry:
        yield entry


def test_a_registered_game_is_stored_ranked_and_counted(store: Store, counting: GameEntry) -> None:
    """A counting sitting (3 points win): A counts 3 of 4 deals and wins; the history's
    leader is the summary's winner; his record is a won game in points, listed after
    the built-in games he played."""
    sitting = store.create_sitting("counting", ["A", "B"]).id
    for who in ("A", "B", "A"):
        store.add_deal(sitting, {"counter": who})
    [row] = store.find_sittings(HistoryQuery(game="counting"))
    assert (row.leader, row.finished) == ("A", False)
    change = store.add_deal(sitting, {"counter": "A"})
    assert change.scored.finished and change.scored.summary.winner == "A"
    [row] = store.find_sittings(HistoryQuery(game="counting"))
    assert (row.leader, row.finished, row.deal_count) == ("A", True, 4)
    store.create_sitting("rummy", ["A", "B"])
    stats = store.player_stats("A")
    assert [game.game for game in stats.by_game] == ["rummy", "counting"]
    record = stats.by_game[1]
    assert (record.sittings, record.games_won, record.rubbers_won, record.total) == (1, 1, 0, 3)
    assert record.money is False
    assert store.player_stats("B").by_game[1].games_won == 0
