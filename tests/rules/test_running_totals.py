"""Running totals for the charts (issue 16, "Charts"): after every deal the sum of the
player's entries so far; after the last deal his total on the sheet."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ledger import Column
from rules.registry import find_entry
from rules.running_totals import Tally, running_totals
from rules.session import read_session, score
from tests.conftest import CASES
from tests.rules.gin_strategies import gin_files, rummy_files
from tests.rules.stukolka_strategies import session_files
from tests.rules.three_bugs_strategies import sessions

PROPERTY = settings(max_examples=60, deadline=None)


def test_the_stukolka_example_deal_by_deal() -> None:
    """stukolka.md's example: A −3, 0, +3; B +2, −1, +5; C +1, −2, −5; D 0, −3, −3
    (deal 2: A takes the pot of 3, C pays a remiz of 3)."""
    case = json.loads((CASES / "stukolka-spec-example.json").read_text(encoding="utf-8"))
    scored = score(read_session(json.dumps(case["session"])))
    assert find_entry("stukolka").game_hooks().charts == (Tally.TOTAL,)
    assert dict(running_totals(scored).by_player) == {
        "A": (-3, 0, 3),
        "B": (2, -1, 5),
        "C": (1, -2, -5),
        "D": (0, -3, -3),
    }


def test_three_bugs_below_the_line_and_total() -> None:
    """10NT down two: below the line Boris 560, the defenders 350; in all Boris −840 and
    each defender 1750 (three-bugs.md)."""
    case = json.loads((CASES / "three-bugs-10nt-down-two.json").read_text(encoding="utf-8"))
    scored = score(read_session(json.dumps(case["session"])))
    assert find_entry("three-bugs").game_hooks().charts == (Tally.BELOW, Tally.TOTAL)
    below = running_totals(scored, Tally.BELOW).by_player
    assert below == {"Anna": (350,), "Boris": (560,), "Vera": (350,), "Gleb": (350,)}
    assert running_totals(scored).by_player["Boris"] == (-840,)


def _check(scored: Any) -> None:
    for tally in find_entry(scored.game).game_hooks().charts:
        series = running_totals(scored, tally).by_player
        assert list(series) == list(scored.players)
        for player in scored.players:
            values = series[player]
            assert len(values) == len(scored.deals)
            expected = 0
            for deal, value in zip(scored.deals, values, strict=True):
                expected += sum(
                    e.points
                    for e in deal.entries
                    if e.player == player and (tally is Tally.TOTAL or e.column is Column.BELOW)
                )
                assert value == expected
            if tally is Tally.TOTAL and values:
                assert values[-1] == scored.totals[player]


@PROPERTY
@given(sessions())
def test_three_bugs_series_are_running_sums(session: Any) -> None:
    _check(score(session))


@PROPERTY
@given(st.one_of(session_files(), gin_files(), rummy_files()))
def test_other_series_end_at_the_totals(data: dict[str, Any]) -> None:
    _check(score(read_session(json.dumps(data))))
