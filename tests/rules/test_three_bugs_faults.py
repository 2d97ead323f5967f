"""Penalties in a contract deal (three-bugs.md, "Penalties in a contract deal"; seed
"нарушения", "шпилечки"): the part of each number due to a fault carries the fault's rule."""

from __future__ import annotations

import pytest

from rules.three_bugs import Reason, Rule
from tests.rules.three_bugs_support import by_rule, contract, sheet, sums

DEFENDERS = ("Anna", "Vera", "Gleb")


@pytest.mark.parametrize("kind", ["revoke", "no-trump", "missed-turn"])
def test_soloist_fault_moves_three_tricks_to_the_defenders(kind: str) -> None:
    """Spec: each soloist's fault passes 3 of his tricks to the defenders [ruling]. 7H by
    Boris, 9 tricks in play, one fault → t = 6: he writes 6 × 40 = 240 below, each
    defender 7 × 40 = 280; down one, U(7) = 400."""
    scored = sheet(contract("Boris", "7H", 9, faults=[{"player": "Boris", "kind": kind}]))
    assert sums(scored) == {
        "Boris": {"below": 240, "above": -400},
        "Anna": {"below": 280, "above": 400},
        "Vera": {"below": 280, "above": 400},
        "Gleb": {"below": 280, "above": 400},
    }
    rules = by_rule(scored)
    # The tricks as played, and the move and the undertrick due to the fault, apart.
    assert rules[("Boris", "tricks", "below")] == 360
    assert rules[("Boris", "soloist-fault", "below")] == -120
    assert rules[("Boris", "soloist-fault", "above")] == -400
    for defender in DEFENDERS:
        assert rules[(defender, "tricks", "below")] == 160
        assert rules[(defender, "soloist-fault", "below")] == 120
        assert rules[(defender, "soloist-fault", "above")] == 400
    assert scored.deals[0].facts.tricks_counted == 6


def test_undertricks_of_the_play_and_of_the_fault_are_apart() -> None:
    """Spec: t := max(0, t − 3) then undertricks from t. 8S by Gleb, 6 in play (down 2),
    one revoke → t = 3, down 5, U(8) = 500: −1000 undertricks, −1500 soloist-fault."""
    scored = sheet(contract("Gleb", "8S", 6, faults=[{"player": "Gleb", "kind": "revoke"}]))
    rules = by_rule(scored)
    assert rules[("Gleb", "undertricks", "above")] == -1000
    assert rules[("Gleb", "soloist-fault", "above")] == -1500
    assert rules[("Anna", "undertricks", "above")] == 1000
    assert rules[("Anna", "soloist-fault", "above")] == 1500
    assert sums(scored)["Gleb"] == {"below": 150, "above": -2500}


def test_two_soloist_faults_move_six_tricks() -> None:
    """Spec: "for each fault recorded": 9D by Vera with 10 tricks, two faults → t = 4,
    down 5: 4 × 60 = 240 below, −5 × 600 = −3000; each defender 9 × 60 = 540, +3000."""
    faults = [{"player": "Vera", "kind": "revoke"}, {"player": "Vera", "kind": "missed-turn"}]
    scored = sheet(contract("Vera", "9D", 10, faults=faults))
    assert sums(scored)["Vera"] == {"below": 240, "above": -3000}
    assert sums(scored)["Anna"] == {"below": 540, "above": 3000}


def test_soloist_fault_cannot_take_more_tricks_than_he_has() -> None:
    """Spec: t := max(0, t − 3). 6H by Anna with 2 tricks and a revoke → t = 0: only the
    2 tricks move (−60 / +60), down 6 × 300 = 1800."""
    scored = sheet(contract("Anna", "6H", 2, faults=[{"player": "Anna", "kind": "revoke"}]))
    rules = by_rule(scored)
    assert rules[("Anna", "soloist-fault", "below")] == -60
    assert rules[("Boris", "soloist-fault", "below")] == 60
    assert sums(scored)["Anna"] == {"above": -1800}
    assert sums(scored)["Boris"] == {"below": 390, "above": 1800}


def test_soloist_fault_loses_a_beetle() -> None:
    """Spec: the beetle needs a made contract; 11NT with 11 tricks and a revoke → t = 8,
    down 3: no +2000, −3 × 800 = −2400 (all of it due to the fault)."""
    scored = sheet(contract("Boris", "11NT", 11, faults=[{"player": "Boris", "kind": "revoke"}]))
    rules = by_rule(scored)
    assert ("Boris", "beetles", "above") not in rules
    assert ("Boris", "undertricks", "above") not in rules
    assert rules[("Boris", "soloist-fault", "above")] == -2400
    assert sums(scored)["Boris"] == {"below": 640, "above": -2400}


def test_defender_fault_makes_the_contract() -> None:
    """Spec: a defender's fault — the contract counts as made (t := max(t, n)) and every
    defender writes −2·U(n). 8S by Boris, 6 in play, Vera revokes → t = 8: he writes
    8 × 50 = 400 below, no undertricks; each defender 5 × 50 = 250 and −1000."""
    scored = sheet(contract("Boris", "8S", 6, faults=[{"player": "Vera", "kind": "revoke"}]))
    assert sums(scored) == {
        "Boris": {"below": 400},
        "Anna": {"below": 250, "above": -1000},
        "Vera": {"below": 250, "above": -1000},
        "Gleb": {"below": 250, "above": -1000},
    }
    rules = by_rule(scored)
    assert rules[("Boris", "tricks", "below")] == 300
    assert rules[("Boris", "defender-fault", "below")] == 100
    assert rules[("Anna", "tricks", "below")] == 350
    assert rules[("Anna", "defender-fault", "below")] == -100
    assert rules[("Anna", "defender-fault", "above")] == -1000
    facts = scored.deals[0].facts
    assert (facts.tricks_counted, facts.made, facts.undertricks) == (8, True, 0)
    fines = [e for e in scored.deals[0].entries if e.reason == Reason.FAULT_FINE]
    assert [e.player for e in fines] == ["Anna", "Vera", "Gleb"]


def test_defender_fault_on_a_made_contract_is_only_the_fine() -> None:
    """Spec: t := max(t, n) leaves a made contract as it is. 5C by Gleb with 9 tricks,
    Anna fails to trump: 9 × 20 = 180 / 4 × 20 = 80 below; each defender −2 × 200."""
    scored = sheet(contract("Gleb", "5C", 9, faults=[{"player": "Anna", "kind": "no-trump"}]))
    assert sums(scored)["Gleb"] == {"below": 180}
    assert sums(scored)["Boris"] == {"below": 80, "above": -400}
    assert all(e.reason != Reason.FAULT_TRICKS for e in scored.deals[0].entries)


def test_each_defender_fault_is_fined() -> None:
    """Spec: "for each such fault every defender writes −2·U(n)": two faults at 6D,
    U(6) = 300 → each defender −1200."""
    faults = [{"player": "Anna", "kind": "revoke"}, {"player": "Gleb", "kind": "missed-turn"}]
    rules = by_rule(sheet(contract("Vera", "6D", 6, faults=faults)))
    for defender in ("Anna", "Boris", "Gleb"):
        assert rules[(defender, "defender-fault", "above")] == -1200


def test_defender_fault_gives_the_beetle() -> None:
    """[ruling] "counts as made" is made: 11S by Anna, 9 in play, Boris revokes → t = 11
    and the жучишка +2000."""
    scored = sheet(contract("Anna", "11S", 9, faults=[{"player": "Boris", "kind": "revoke"}]))
    assert by_rule(scored)[("Anna", "beetles", "above")] == 2000
    assert sums(scored)["Anna"] == {"below": 880, "above": 2000}


def test_soloist_faults_are_applied_before_a_defender_fault() -> None:
    """Spec: "Soloist's faults are applied first, then a defender's fault". 7H by Boris,
    9 in play, both Boris and Vera revoke: t = max(9 − 3, 7) = 7 → 280 / 240 below, no
    undertricks, each defender −800."""
    faults = [{"player": "Boris", "kind": "revoke"}, {"player": "Vera", "kind": "revoke"}]
    scored = sheet(contract("Boris", "7H", 9, faults=faults))
    assert sums(scored) == {
        "Boris": {"below": 280},
        "Anna": {"below": 240, "above": -800},
        "Vera": {"below": 240, "above": -800},
        "Gleb": {"below": 240, "above": -800},
    }
    rules = by_rule(scored)
    assert rules[("Boris", "soloist-fault", "below")] == -120
    assert rules[("Boris", "defender-fault", "below")] == 40
    assert ("Boris", "soloist-fault", "above") not in rules


def test_exchange_fault_fines_each_defender_once() -> None:
    """Spec "Exchange fault" [ruling], seed "шпилечки": each defender −3000 above, once
    per deal; the soloist writes nothing for it. 7H made."""
    scored = sheet(contract("Boris", "7H", 7, faults=[{"kind": "exchange"}]))
    rules = by_rule(scored)
    for defender in DEFENDERS:
        assert rules[(defender, "exchange-fault", "above")] == -3000
    assert ("Boris", "exchange-fault", "above") not in rules
    assert sums(scored)["Boris"] == {"below": 280}


def test_fault_entries_carry_the_fault_rules() -> None:
    """Brief: the part of a number due to a fault carries the fault's rule id."""
    faults = [{"player": "Boris", "kind": "revoke"}, {"kind": "exchange"}]
    entries = sheet(contract("Boris", "7H", 9, faults=faults)).deals[0].entries
    assert {e.rule for e in entries if e.reason == Reason.FAULT_TRICKS} == {Rule.SOLOIST_FAULT}
    assert {e.rule for e in entries if e.reason == Reason.EXCHANGE_FINE} == {Rule.EXCHANGE_FAULT}
