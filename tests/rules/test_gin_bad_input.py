"""Gin input that is refused (gin-family.md, "Bad input"; session-format.md, "gin"): each
refusal is a RuleViolation naming the deal and the field, in one English line."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.session import score
from tests.rules.gin_strategies import dead, gin, gin_deal, knock


def refused(deals: list[Any], players: list[str] | None = None, **options: Any) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        score(gin(deals, players, **options))
    return caught.value


def test_oklahoma_knock_above_the_upcards_limit() -> None:
    """gin-family.md, Oklahoma: "A knock above the limit is refused": 3♥ allows 3, not 5
    (cases/bad-oklahoma-knock-over-limit.json)."""
    fault = refused([knock("A", 5, 20, "3H")], variant="oklahoma")
    assert (fault.deal, fault.field) == (1, "deadwood")
    assert str(fault) == "deal 1: deadwood 5 is above the knock limit 3 set by the upcard 3H"


def test_oklahoma_ace_allows_a_knock_with_one_only() -> None:
    """gin-family.md, Oklahoma: an ace sets the limit to 1; a knock with 2 is refused."""
    fault = refused([dead("KS"), knock("B", 2, 20, "AD")], variant="oklahoma")
    assert (fault.deal, fault.field) == (2, "deadwood")


def test_standard_knock_above_ten() -> None:
    """gin-family.md, Gin: knock with deadwood k ≤ the knock limit (10): 11 is refused."""
    fault = refused([knock("A", 11, 20)])
    assert str(fault) == "deal 1: deadwood 11 is above the knock limit 10"


@pytest.mark.parametrize(
    ("record", "field"),
    [
        (knock("A", 5, 101), "opponent_deadwood"),
        (knock("A", 5, -1), "opponent_deadwood"),
        (knock("A", -1, 5), "deadwood"),
        (knock("A", 101, 5), "deadwood"),
        (gin_deal("B", 101), "opponent_deadwood"),
    ],
)
def test_deadwood_outside_0_to_100(record: dict[str, Any], field: str) -> None:
    """gin-family.md, Bad input: a deadwood count outside 0..100 (ten cards of 10)."""
    fault = refused([record])
    assert (fault.deal, fault.field) == (1, field)
    assert "is outside 0..100" in str(fault)


def test_gin_with_a_non_zero_count() -> None:
    """gin-family.md, Bad input: a "gin" with a non-zero count."""
    record = {**gin_deal("A", 10), "deadwood": 3}
    fault = refused([record])
    assert str(fault) == "deal 1: a gin has no deadwood: deadwood must be 0, not 3"
    assert fault.field == "deadwood"


def test_gin_with_a_zero_count_written_is_accepted() -> None:
    """session-format.md, gin: a gin may spell out its deadwood 0 (10 + 25 = 35)."""
    scored = score(gin([{**gin_deal("A", 10), "deadwood": 0}]))
    assert scored.totals == {"A": 35, "B": 0}


@pytest.mark.parametrize("upcard", ["1H", "11C", "10X", "6h", "h6", "T S", "6HH", "ZZ", "S"])
def test_unknown_upcard(upcard: str) -> None:
    """gin-family.md, Bad input: an unknown upcard (session-format.md: ranks A 2…10 J Q K,
    suits S C D H)."""
    fault = refused([knock("A", 2, 9, upcard)], variant="oklahoma")
    assert (fault.deal, fault.field) == (1, "upcard")
    assert f"upcard '{upcard}' is not a card" in str(fault)


@pytest.mark.parametrize("upcard", [6, None, "", ["6", "H"]])
def test_upcard_that_is_not_text(upcard: Any) -> None:
    """session-format.md, gin: an upcard is written as text."""
    fault = refused([knock("A", 2, 9) | {"upcard": upcard}], variant="oklahoma")
    assert (fault.deal, fault.field) == (1, "upcard")


def test_unknown_upcard_is_refused_in_standard_gin_too() -> None:
    """session-format.md: the upcard is ignored in standard gin, but a written one must be
    a card [reading: one validation, no nonsense stored]."""
    fault = refused([knock("A", 2, 9, "6Q")])
    assert (fault.deal, fault.field) == (1, "upcard")


@pytest.mark.parametrize("record", [knock("A", 2, 9), gin_deal("A", 9), dead()])
def test_upcard_missing_in_oklahoma(record: dict[str, Any]) -> None:
    """gin-family.md, Bad input: an upcard missing in Oklahoma (every deal records it)."""
    fault = refused([record], variant="oklahoma")
    assert (
        str(fault) == "deal 1: upcard is missing; Oklahoma records the first upcard of every deal"
    )


def test_deal_after_the_game_is_over() -> None:
    """gin-family.md, Bad input: a deal after the game is over (A's gin of 125 ends it)."""
    fault = refused([gin_deal("A", 100), dead()])
    assert (fault.deal, fault.field) == (2, "deal")


@pytest.mark.parametrize(
    ("record", "field"),
    [
        (knock("A", 2, 9) | {"dealer": "A"}, "dealer"),
        (dead() | {"player": "A"}, "player"),
        (dead() | {"deadwood": 0}, "deadwood"),
        ({"type": "knock", "player": "A", "deadwood": 2}, "opponent_deadwood"),
        ({"type": "gin", "opponent_deadwood": 2}, "player"),
        ({"player": "A"}, "type"),
        ({"type": "ремик", "player": "A", "opponent_deadwood": 2}, "type"),
    ],
)
def test_unknown_or_missing_fields(record: dict[str, Any], field: str) -> None:
    """session-format.md: unknown keys are refused; each deal type has its fields."""
    fault = refused([record])
    assert (fault.deal, fault.field) == (1, field)


@pytest.mark.parametrize(
    ("record", "field"),
    [
        (knock("A", 2, 9) | {"deadwood": "2"}, "deadwood"),
        (knock("A", 2, 9) | {"deadwood": True}, "deadwood"),
        (knock("A", 2, 9) | {"opponent_deadwood": 9.5}, "opponent_deadwood"),
        (knock("A", 2, 9) | {"player": "Anna"}, "player"),
        (knock("A", 2, 9) | {"player": 1}, "player"),
        (knock("A", 2, 9) | {"type": 1}, "type"),
    ],
)
def test_wrong_types(record: dict[str, Any], field: str) -> None:
    """session-format.md, gin: counts are whole numbers, players are named at the table."""
    fault = refused([record])
    assert (fault.deal, fault.field) == (1, field)


@pytest.mark.parametrize("record", [5, "knock", [knock("A", 2, 9)], None])
def test_a_deal_that_is_not_an_object(record: Any) -> None:
    """session-format.md: each deal is a JSON object."""
    with pytest.raises(RuleViolation) as caught:
        gin([dead(), record])
    assert str(caught.value).startswith("deal 2: deal must be a JSON object")


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"targett": 100}, "options.targett"),
        ({"variant": "texas"}, "options.variant"),
        ({"scoring": "double"}, "options.scoring"),
        ({"target": "100"}, "options.target"),
        ({"target": 0}, "options.target"),
        ({"gin_bonus": -1}, "options.gin_bonus"),
        ({"box_bonus": 2.5}, "options.box_bonus"),
        ({"shutout_doubles": "yes"}, "options.shutout_doubles"),
    ],
)
def test_bad_options(options: dict[str, Any], field: str) -> None:
    """session-format.md, gin options: unknown keys and wrong values are refused before
    any deal (deal None)."""
    with pytest.raises(RuleViolation) as caught:
        gin([], **options)
    assert (caught.value.deal, caught.value.field) == (None, field)
    assert str(caught.value).startswith("options: ")


@pytest.mark.parametrize("players", [["A"], ["A", "B", "C"]])
def test_gin_is_for_two_players(players: list[str]) -> None:
    """gin-family.md, Gin (two players)."""
    with pytest.raises(RuleViolation) as caught:
        gin([], players)
    assert str(caught.value) == f"players: gin is played by exactly 2 players, not {len(players)}"
