"""Rummy for 2–8 players, each rule with its numbers (gin-family.md, "Rummy for 2–8") and
its refusals (gin-family.md, "Bad input")."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.rummy.engine import GAME, RULE_IDS
from rules.rummy.results import RummyFacts
from rules.session import new_session, score
from tests.helpers import deal_sums
from tests.rules.gin_strategies import rummy

ABC = ["A", "B", "C"]


def counts(melded: dict[str, int], in_hand: dict[str, int]) -> dict[str, Any]:
    return {"melded": melded, "in_hand": in_hand}


def test_each_player_scores_melded_less_in_hand() -> None:
    """gin-family.md, Rummy: he scores the value he put on the table less the value left
    in his hand: A 87 − 0 = 87, B 40 − 12 = 28, C 0 − 90 = −90."""
    scored = score(rummy(ABC, [counts({"A": 87, "B": 40, "C": 0}, {"A": 0, "B": 12, "C": 90})]))
    entries = [(e.player, e.points, e.reason, e.rule) for e in scored.deals[0].entries]
    assert entries == [
        ("A", 87, "melded", "rummy/melded"),
        ("A", 0, "in-hand", "rummy/in-hand"),
        ("B", 40, "melded", "rummy/melded"),
        ("B", -12, "in-hand", "rummy/in-hand"),
        ("C", 0, "melded", "rummy/melded"),
        ("C", -90, "in-hand", "rummy/in-hand"),
    ]
    assert deal_sums(scored, 1) == {"A": {"points": 87}, "B": {"points": 28}, "C": {"points": -90}}
    assert scored.totals == {"A": 87, "B": 28, "C": -90}
    assert scored.deals[0].facts == RummyFacts(
        deal_points={"A": 87, "B": 28, "C": -90}, running={"A": 87, "B": 28, "C": -90}
    )
    assert scored.summary.to_json() == {"winner": None}
    assert not scored.finished


def test_the_game_ends_when_someone_reaches_the_target_alone_in_the_lead() -> None:
    """gin-family.md, Rummy: the game ends after the deal in which someone reaches the
    target (here 100); the highest total wins: A 60 + 45 = 105."""
    deal = counts({"A": 60, "B": 30, "C": 10}, {"A": 0, "B": 0, "C": 0})
    deal2 = counts({"A": 45, "B": 20, "C": 10}, {"A": 0, "B": 0, "C": 0})
    scored = score(rummy(ABC, [deal, deal2], target=100))
    assert scored.totals == {"A": 105, "B": 50, "C": 20}
    assert scored.finished
    assert scored.summary.to_json() == {"winner": "A"}


def test_the_default_target_is_500() -> None:
    """gin-family.md, Rummy: target 500 [ruling]; 499 does not end it, 500 does."""
    near = counts({"A": 300, "B": 0}, {"A": 0, "B": 0})
    assert not score(
        rummy(["A", "B"], [near, counts({"A": 199, "B": 0}, {"A": 0, "B": 0})])
    ).finished
    assert score(rummy(["A", "B"], [near, counts({"A": 200, "B": 0}, {"A": 0, "B": 0})])).finished


def test_a_shared_lead_at_the_target_plays_on_until_one_leads_alone() -> None:
    """gin-family.md, Rummy [ruling]: A and B both reach 120 (target 100): play goes on;
    next deal B 130, A 125: B wins."""
    tie = counts({"A": 120, "B": 120, "C": 0}, {"A": 0, "B": 0, "C": 0})
    after = counts({"A": 5, "B": 10, "C": 0}, {"A": 0, "B": 0, "C": 0})
    first = score(rummy(ABC, [tie], target=100))
    assert not first.finished and first.summary.to_json() == {"winner": None}
    both = score(rummy(ABC, [tie, after], target=100))
    assert both.finished and both.summary.to_json() == {"winner": "B"}


def test_once_the_target_was_reached_a_sole_leader_wins_even_below_it() -> None:
    """gin-family.md, Rummy [ruling: "play goes on until one leads alone"]: A and B tie at
    110 (target 100); next deal A loses 20 and B 30: A 90 leads alone and wins, though
    nobody stands at the target any more."""
    tie = counts({"A": 110, "B": 110}, {"A": 0, "B": 0})
    fall = counts({"A": 0, "B": 0}, {"A": 20, "B": 30})
    scored = score(rummy(["A", "B"], [tie, fall], target=100))
    assert scored.totals == {"A": 90, "B": 80}
    assert scored.summary.to_json() == {"winner": "A"}


def test_no_deal_after_the_game_is_over() -> None:
    """gin-family.md, Bad input: a deal after the game is over."""
    win = counts({"A": 200, "B": 0}, {"A": 0, "B": 0})
    with pytest.raises(RuleViolation) as caught:
        score(rummy(["A", "B"], [win, win], target=100))
    assert str(caught.value) == "deal 2: the game ended at deal 1; no deal can follow it"


@pytest.mark.parametrize(("players", "packs"), [(2, 1), (3, 1), (4, 1), (5, 2), (8, 2)])
def test_the_packs_default_to_what_the_table_needs(players: int, packs: int) -> None:
    """gin-family.md, Rummy: one pack for 2–4 players, two for 4–8."""
    names = [f"P{n}" for n in range(players)]
    assert GAME.complete_options({}, names) == {"packs": packs, "target": 500}


def test_four_players_may_use_two_packs() -> None:
    """gin-family.md, Rummy: "two for 4–8": four players may take two packs, and then a
    count up to 680 is allowed."""
    players = ["A", "B", "C", "D"]
    deal = counts({"A": 600, "B": 0, "C": 0, "D": 0}, {"A": 0, "B": 0, "C": 0, "D": 80})
    scored = score(rummy(players, [deal], packs=2, target=1000))
    assert scored.totals == {"A": 600, "B": 0, "C": 0, "D": -80}


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (1, {}, "players: rummy is played by 2 to 8 players, not 1"),
        (9, {}, "players: rummy is played by 2 to 8 players, not 9"),
        (
            5,
            {"packs": 1},
            "options: options.packs 1 does not suit 5 players: one pack is for 2 to 4 "
            "players, two packs for 4 to 8",
        ),
        (
            3,
            {"packs": 2},
            "options: options.packs 2 does not suit 3 players: one pack is for 2 to 4 "
            "players, two packs for 4 to 8",
        ),
        (2, {"packs": 3}, "options: options.packs 3 is outside 1..2"),
        (2, {"target": 0}, "options: options.target 0 is below 1"),
        (2, {"decks": 1}, "options: unknown field 'options.decks'; allowed: packs, target"),
    ],
)
def test_bad_tables_and_options(players: int, options: dict[str, Any], message: str) -> None:
    """gin-family.md, Rummy: 2–8 players, one pack for 2–4, two for 4–8."""
    with pytest.raises(RuleViolation) as caught:
        rummy([f"P{n}" for n in range(players)], [], **options)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("deal", "field", "words"),
    [
        (counts({"A": 341, "B": 0}, {"A": 0, "B": 0}), "melded", "341 is outside 0..340"),
        (counts({"A": 1, "B": 0}, {"A": -1, "B": 0}), "in_hand", "-1 is outside 0..340"),
        (counts({"A": 200, "B": 0}, {"A": 0, "B": 141}), "melded", "add up to 341"),
        (counts({"A": 1}, {"A": 0, "B": 0}), "melded", "no count for B"),
        (counts({"A": 1, "B": 0}, {"B": 0}), "in_hand", "no count for A"),
        (counts({"A": 1, "B": 0, "Z": 0}, {"A": 0, "B": 0}), "melded", "'Z' is not a player"),
        (counts({"A": "1", "B": 0}, {"A": 0, "B": 0}), "melded", "whole number"),
        ({"melded": [1, 2], "in_hand": {"A": 0, "B": 0}}, "melded", "JSON object"),
        ({"melded": {"A": 0, "B": 0}}, "in_hand", "missing"),
        ({**counts({"A": 0, "B": 0}, {"A": 0, "B": 0}), "dealer": "A"}, "dealer", "unknown"),
    ],
)
def test_bad_deals(deal: dict[str, Any], field: str, words: str) -> None:
    """gin-family.md, Bad input: a rummy count below 0 or above the value of the packs in
    play (340 for one pack); every player in both; together at most the packs' value
    [reading: every card counted is a different card of the packs]."""
    with pytest.raises(RuleViolation) as caught:
        score(rummy(["A", "B"], [deal]))
    assert (caught.value.deal, caught.value.field) == (1, field)
    assert words in str(caught.value)


def test_rummy_proposes_no_dealer_and_names_its_rules() -> None:
    """session-format.md, rummy: records have no dealer; the rule ids agreed with the
    rulebook."""
    fresh = new_session("rummy", ["A", "B"])
    assert GAME.next_dealer(fresh, score(fresh)) is None
    assert RULE_IDS == GAME.rule_ids == {"rummy/melded", "rummy/in-hand"}
