"""Crowns, three and four aces, amurchik (three-bugs.md, "Crowns", "Amurchik"; seed
"коронки", "амурчик"): scored in contract and all-pass deals alike."""

from __future__ import annotations

import pytest

from rules.three_bugs import Reason, Rule
from tests.rules.three_bugs_support import all_pass, by_rule, contract, sheet, sums


@pytest.mark.parametrize(
    ("length", "points"),
    [(3, 1000), (4, 2000), (5, 3000), (10, 8000), (12, 10000), (13, 11000)],
    ids=["терц", "кварт", "квинт", "децима", "дуодецима", "терцдецима"],
)
def test_crown_is_worth_length_minus_two_thousands(length: int, points: int) -> None:
    """Seed "коронки": терц 1000, кварт 2000, квинт 3000 … децима 8000, дуодецима 10000,
    терцдецима 11000 — (k−2)·1000, above the line, to the holder."""
    deal = contract("Boris", "7H", 7, crowns=[{"player": "Gleb", "suit": "S", "length": length}])
    scored = sheet(deal)
    assert by_rule(scored)[("Gleb", "crowns", "above")] == points
    crown = [e for e in scored.deals[0].entries if e.rule == Rule.CROWNS]
    assert [(e.player, e.reason) for e in crown] == [("Gleb", Reason.CROWN)]


def test_a_player_may_have_crowns_in_several_suits() -> None:
    """Spec: several crowns in different suits, each scored: ♠ 3 + ♦ 5 → 1000 + 3000."""
    crowns = [
        {"player": "Vera", "suit": "S", "length": 3},
        {"player": "Vera", "suit": "D", "length": 5},
    ]
    scored = sheet(contract("Boris", "7H", 7, crowns=crowns))
    assert [e.points for e in scored.deals[0].entries if e.rule == Rule.CROWNS] == [1000, 3000]
    assert sums(scored)["Vera"]["above"] == 4000


@pytest.mark.parametrize(("count", "points"), [(3, 1000), (4, 2000)])
def test_three_or_four_aces_in_one_hand(count: int, points: int) -> None:
    """Seed "коронки": three aces 1000, four aces 2000, above the line."""
    scored = sheet(contract("Boris", "7H", 7, aces=[{"player": "Anna", "count": count}]))
    assert by_rule(scored)[("Anna", "aces", "above")] == points


def test_amurchik_in_a_contract_deal() -> None:
    """Seed "амурчик": dealt cards without aces and figures → +5000 above."""
    scored = sheet(contract("Boris", "7H", 7, amurchik=["Vera", "Gleb"]))
    rules = by_rule(scored)
    assert rules[("Vera", "amurchik", "above")] == 5000
    assert rules[("Gleb", "amurchik", "above")] == 5000
    assert ("Anna", "amurchik", "above") not in rules


def test_hand_premiums_in_an_all_pass_deal() -> None:
    """Spec: "Crowns, aces and amurchik are scored in contract and all-pass deals alike".
    Tricks 2,3,4,4 (Anna +1000 all-pass) with Boris's ♥ кварт (+2000), Vera's three aces
    (+1000) and Gleb's amurchik (+5000)."""
    deal = all_pass(
        2,
        3,
        4,
        4,
        crowns=[{"player": "Boris", "suit": "H", "length": 4}],
        aces=[{"player": "Vera", "count": 3}],
        amurchik=["Gleb"],
    )
    assert sums(sheet(deal)) == {
        "Anna": {"above": 1000},
        "Boris": {"above": 2000},
        "Vera": {"above": 1000},
        "Gleb": {"above": 5000},
    }


def test_the_soloist_scores_his_own_crown() -> None:
    """Spec: crowns go "to the holder", soloist or defender: Boris's ♣ терц +1000 beside
    his made 7H (280 below)."""
    deal = contract("Boris", "7H", 7, crowns=[{"player": "Boris", "suit": "C", "length": 3}])
    assert sums(sheet(deal))["Boris"] == {"below": 280, "above": 1000}


def test_empty_lists_are_the_same_as_omitted_ones() -> None:
    """session-format.md: crowns, aces, amurchik, faults may be omitted when empty."""
    plain = sheet(contract("Boris", "10NT", 8))
    explicit = sheet(contract("Boris", "10NT", 8, crowns=[], aces=[], amurchik=[], faults=[]))
    assert plain.deals == explicit.deals
