"""The three-handed variant with a dummy (three-bugs.md, "The three-handed variant with a
dummy"; seed "вариант для троих с болваном")."""

from __future__ import annotations

from rules.session import next_dealer
from tests.rules.three_bugs_support import (
    TRIO,
    all_pass,
    by_rule,
    contract,
    misdeal,
    refusal,
    session_of,
    sheet,
    sums,
)


def test_contract_with_a_dummy_has_two_seated_defenders() -> None:
    """Spec: "each defender" means each seated defender. 10NT by Boris with 8: 560 below,
    Anna and Vera 350 each and +1400; the dummy writes nothing."""
    scored = sheet(contract("Boris", "10NT", 8), players=TRIO, dummy=True)
    assert sums(scored) == {
        "Anna": {"below": 350, "above": 1400},
        "Boris": {"below": 560, "above": -1400},
        "Vera": {"below": 350, "above": 1400},
    }


def test_the_dummys_honours_count_for_the_defenders() -> None:
    """Spec: the dummy's cards belong to the defenders' side: the soloist holding 3 of the
    8 honours at 8H, H(8) = 500 → each seated defender writes 5 × 500 = 2500."""
    rules = by_rule(sheet(contract("Vera", "8H", 8, honours=3), players=TRIO, dummy=True))
    assert rules[("Anna", "honours", "above")] == 2500
    assert rules[("Boris", "honours", "above")] == 2500
    assert ("Vera", "honours", "above") not in rules


def test_all_pass_with_a_dummy_is_three_hands_of_thirteen_tricks() -> None:
    """Spec: in an all-pass deal the dummy does not play; the three players' tricks sum
    to 13. Tricks 3,4,6, m = 3 → 200·(0+1+3) = 800 to Anna."""
    scored = sheet(all_pass(3, 4, 6, players=TRIO), players=TRIO, dummy=True)
    assert sums(scored) == {"Anna": {"above": 800}}


def test_misdeal_with_a_dummy() -> None:
    """Spec: "A misdeal: dealer −3000, the other two +1000"."""
    assert sums(sheet(misdeal("Boris"), players=TRIO, dummy=True)) == {
        "Anna": {"above": 1000},
        "Boris": {"above": -3000},
        "Vera": {"above": 1000},
    }


def test_defender_fault_with_a_dummy_fines_the_two_seated_defenders() -> None:
    """Spec: each seated defender writes −2·U(n): 7S by Anna, 5 in play, Boris revokes →
    made (7 × 40 = 280 below), Boris and Vera 6 × 40 = 240 and −800 each."""
    deal = contract("Anna", "7S", 5, faults=[{"player": "Boris", "kind": "revoke"}])
    assert sums(sheet(deal, players=TRIO, dummy=True)) == {
        "Anna": {"below": 280},
        "Boris": {"below": 240, "above": -800},
        "Vera": {"below": 240, "above": -800},
    }


def test_the_dummy_never_deals() -> None:
    """Spec: the dummy never deals; the deal passes among the three seated players."""
    assert (
        next_dealer(
            session_of(
                misdeal("Vera"), contract("Anna", "7H", 7, dealer="Vera"), players=TRIO, dummy=True
            )
        )
        == "Anna"
    )


def test_the_dummy_cannot_be_the_soloist() -> None:
    """Spec "Bad input": a soloist who is not at the table (the dummy included)."""
    problem = refusal(contract("Dummy", "7H", 7), players=TRIO, dummy=True)
    assert (problem.deal, problem.field) == (1, "soloist")
    assert "not a player at the table (Anna, Boris, Vera)" in str(problem)


def test_the_dummy_variant_needs_three_players() -> None:
    """Spec: "With "dummy": true there are 3 players" (4 are refused, and 3 without it)."""
    four = refusal(players=["Anna", "Boris", "Vera", "Gleb"], dummy=True)
    assert str(four) == "players: Three Bugs with a dummy is played by exactly 3 players, not 4"
    three = refusal(players=TRIO)
    assert str(three) == "players: Three Bugs without a dummy is played by exactly 4 players, not 3"


def test_all_pass_with_a_dummy_refuses_four_hands() -> None:
    """Spec "Bad input": all-pass tricks must name the players at the table only."""
    deal = {
        "type": "all-pass",
        "dealer": "Anna",
        "tricks": {"Anna": 3, "Boris": 3, "Vera": 3, "Dummy": 4},
    }
    problem = refusal(deal, players=TRIO, dummy=True)
    assert (problem.deal, problem.field) == (1, "tricks")
