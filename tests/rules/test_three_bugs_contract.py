"""Contract deals: tricks, undertricks, beetles, honours (three-bugs.md, "Scoring a
contract deal"; seed three-bugs.ru.txt, "стоимость заявок", "онеры", "жучишка")."""

from __future__ import annotations

from typing import Any

import pytest

from rules.ledger import Column
from rules.three_bugs import Reason, Rule
from tests.rules.three_bugs_support import by_rule, contract, sheet, sums


def test_ten_no_trumps_down_two_is_the_source_example() -> None:
    """Seed, "стоимость заявок": 10NT, soloist took 8 → he writes 560 below (8 × 70), each
    defender 350 (5 × 70); restored U(10) = 700 → down two: −1400 / +1400 each."""
    scored = sheet(contract("Boris", "10NT", 8))
    assert sums(scored) == {
        "Boris": {"below": 560, "above": -1400},
        "Anna": {"below": 350, "above": 1400},
        "Vera": {"below": 350, "above": 1400},
        "Gleb": {"below": 350, "above": 1400},
    }
    assert scored.totals == {"Anna": 1750, "Boris": -840, "Vera": 1750, "Gleb": 1750}
    assert scored.deals[0].facts.tricks_counted == 8
    assert scored.deals[0].facts.made is False
    assert scored.deals[0].facts.undertricks == 2


def test_made_contract_writes_both_sides_tricks_and_nothing_for_overtricks() -> None:
    """Spec, "Tricks, below the line" and "Overtricks earn nothing else": 7H, 9 tricks →
    soloist 9 × 40 = 360 below, each defender 4 × 40 = 160; nothing above."""
    scored = sheet(contract("Vera", "7H", 9))
    assert sums(scored) == {
        "Vera": {"below": 360},
        "Anna": {"below": 160},
        "Boris": {"below": 160},
        "Gleb": {"below": 160},
    }
    assert scored.deals[0].facts.made is True


def test_exactly_made_has_no_undertricks() -> None:
    """Spec: undertricks only when t < n. 6C with 6 tricks: 180 / 210 below, nothing above."""
    assert sums(sheet(contract("Gleb", "6C", 6))) == {
        "Gleb": {"below": 180},
        "Anna": {"below": 210},
        "Boris": {"below": 210},
        "Vera": {"below": 210},
    }


def test_undertricks_are_written_once_by_the_soloist_and_by_each_defender() -> None:
    """Spec, "Undertricks": 5S with 1 trick, d = 4, U(5) = 200 → soloist −800, each
    defender +800; below 1 × 20 = 20 and 12 × 20 = 240."""
    scored = sheet(contract("Anna", "5S", 1))
    assert sums(scored) == {
        "Anna": {"below": 20, "above": -800},
        "Boris": {"below": 240, "above": 800},
        "Vera": {"below": 240, "above": 800},
        "Gleb": {"below": 240, "above": 800},
    }
    undertricks = [e for e in scored.deals[0].entries if e.rule == Rule.UNDERTRICKS]
    assert [(e.player, e.points) for e in undertricks] == [
        ("Anna", -800),
        ("Boris", 800),
        ("Vera", 800),
        ("Gleb", 800),
    ]
    assert {e.reason for e in undertricks} == {Reason.UNDERTRICKS}


@pytest.mark.parametrize(
    ("level", "premium"), [(11, 2000), (12, 4000), (13, 6000)], ids=["11", "12", "13"]
)
def test_beetle_premium_for_a_made_high_contract(level: int, premium: int) -> None:
    """Spec "Beetles", seed "жучишка, жучок и жук": made 11, 12, 13 → +2000, +4000,
    +6000 above to the soloist (here made with all 13 tricks). 13 × T(n) ≥ 1040 below
    also ends the game: +1000 (spec "Game"), so above = premium + 1000."""
    scored = sheet(contract("Boris", f"{level}H", 13))
    assert by_rule(scored)[("Boris", "beetles", "above")] == premium
    assert sums(scored)["Boris"]["above"] == premium + 1000


def test_no_beetle_when_the_contract_fails() -> None:
    """Spec: beetles only for a *made* contract. 11H with 10 tricks: no premium, one
    undertrick U(11) = 800 → −800."""
    scored = sheet(contract("Boris", "11H", 10))
    assert all(e.rule != Rule.BEETLES for e in scored.deals[0].entries)
    assert sums(scored)["Boris"] == {"below": 800, "above": -800}


def test_no_beetle_below_eleven() -> None:
    """Spec: only 11, 12, 13 carry a beetle; 10NT with 13 tricks writes 910 below only."""
    assert sums(sheet(contract("Boris", "10NT", 13)))["Boris"] == {"below": 910}


@pytest.mark.parametrize(
    ("held", "soloist", "each_defender"),
    [(8, 4000, 0), (5, 2500, 0), (4, 0, 0), (3, 0, 2500), (0, 0, 4000)],
    ids=["8", "5", "4-4", "3", "0"],
)
def test_honours_at_a_suit(held: int, soloist: int, each_defender: int) -> None:
    """Spec "Honours", suit contract, H(8) = 500: soloist with h ≥ 5 writes h·H; with
    h ≤ 3 each defender writes (8−h)·H; 4–4 nothing. 8H made with 8 tricks. (Eight
    honours are four aces and a heart crown of five or more: the record says so too.)"""
    premiums: dict[str, Any] = {}
    if held == 8:
        premiums = {
            "aces": [{"player": "Vera", "count": 4}],
            "crowns": [{"player": "Vera", "suit": "H", "length": 5}],
        }
    rules = by_rule(sheet(contract("Vera", "8H", 8, honours=held, **premiums)))
    assert rules.get(("Vera", "honours", "above"), 0) == soloist
    for defender in ("Anna", "Boris", "Gleb"):
        assert rules.get((defender, "honours", "above"), 0) == each_defender


@pytest.mark.parametrize(
    ("aces", "soloist", "each_defender"),
    [(4, 800, 0), (3, 600, 0), (2, 0, 0), (1, 0, 600), (0, 0, 800)],
    ids=["4", "3", "2-2", "1", "0"],
)
def test_honours_at_no_trumps_are_the_aces(aces: int, soloist: int, each_defender: int) -> None:
    """Spec "Honours", NT: only the aces, 200 each, whatever the level; a ≥ 3 → soloist
    200·a, a ≤ 1 → each defender 200·(4−a), 2–2 nothing. 9NT made. (Three or four aces
    are claimed as aces too, as one pack requires.)"""
    claim = [{"player": "Vera", "count": aces}] if aces >= 3 else []
    rules = by_rule(sheet(contract("Vera", "9NT", 9, honours=aces, aces=claim)))
    assert rules.get(("Vera", "honours", "above"), 0) == soloist
    for defender in ("Anna", "Boris", "Gleb"):
        assert rules.get((defender, "honours", "above"), 0) == each_defender


def test_honours_count_when_the_contract_fails() -> None:
    """Spec: honours are scored above whatever the play; 4D down 4 (0 tricks), h = 6,
    H(4) = 100 → soloist +600 honours beside −400 undertricks."""
    rules = by_rule(sheet(contract("Gleb", "4D", 0, honours=6)))
    assert rules[("Gleb", "honours", "above")] == 600
    assert rules[("Gleb", "undertricks", "above")] == -400


def test_entries_are_in_seat_order_then_rule_order() -> None:
    """Brief: entries of a deal in a stable order, by seat and then rule. 10NT down two
    for Boris, a crown for Anna: Anna's tricks, undertricks, crown come first."""
    deal = contract("Boris", "10NT", 8, crowns=[{"player": "Anna", "suit": "S", "length": 3}])
    entries = sheet(deal).deals[0].entries
    assert [(e.player, e.rule) for e in entries] == [
        ("Anna", Rule.TRICKS),
        ("Anna", Rule.UNDERTRICKS),
        ("Anna", Rule.CROWNS),
        ("Boris", Rule.TRICKS),
        ("Boris", Rule.UNDERTRICKS),
        ("Vera", Rule.TRICKS),
        ("Vera", Rule.UNDERTRICKS),
        ("Gleb", Rule.TRICKS),
        ("Gleb", Rule.UNDERTRICKS),
    ]
    assert entries[0].column is Column.BELOW and entries[1].column is Column.ABOVE


def test_soloist_who_took_no_trick_writes_no_zero_entry() -> None:
    """No entry of 0 points is written: 4S with 0 tricks → the soloist has no tricks
    entry, only −400 undertricks; each defender 130 below, +400 above."""
    scored = sheet(contract("Anna", "4S", 0))
    assert all(e.points != 0 for e in scored.deals[0].entries)
    assert [e.rule for e in scored.deals[0].entries if e.player == "Anna"] == [Rule.UNDERTRICKS]
    assert sums(scored)["Boris"] == {"below": 130, "above": 400}


def test_winning_bid_lower_than_the_final_contract_is_kept() -> None:
    """Spec "Contracts": the final contract may be higher than the bid (9H → 10NT); the
    contract, not the bid, is scored (560 / 350 as in the source example)."""
    scored = sheet(contract("Boris", "10NT", 8, bid="9H"))
    assert sums(scored)["Boris"] == {"below": 560, "above": -1400}
