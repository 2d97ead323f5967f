"""Gin hands arranged into melds with the least deadwood (issue 18, part 1).

Source: gin-family.md, "Gin" — sets of 3–4 of a rank, runs of 3+ in a suit, the ace low
only; deadwood counts ace 1, 2–10 face value, J Q K 10. Every claim is checked against
brute force over all arrangements.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Suit, read_hand
from rules.gin.melds import (
    MeldKind,
    all_arrangements,
    best_arrangements,
    best_hands,
    is_meld,
    least_deadwood,
)
from tests.rules.card_strategies import (
    brute_arrangements,
    brute_least_deadwood,
    crowded_cards,
)


def hand(text: str) -> tuple[Card, ...]:
    return read_hand(text.split(), where="test")


def test_a_worked_hand() -> None:
    """A♠2♠3♠4♠ run, 7♣7♦7♥ set; 2♦ Q♥ K♥ left over: 2 + 10 + 10 = 22."""
    arrangement = least_deadwood(hand("AS 2S 3S 4S 7H 7D 7C KH QH 2D"))
    assert arrangement.to_json() == {
        "deadwood": 22,
        "melds": [["AS", "2S", "3S", "4S"], ["7C", "7D", "7H"]],
        "unmatched": ["2D", "QH", "KH"],
    }


def test_the_ace_is_low_only() -> None:
    """gin-family.md: ace low only — Q-K-A is no run, A-2-3 is."""
    assert is_meld(hand("QS KS AS")) is None
    assert is_meld(hand("AS 2S 3S")) is MeldKind.RUN
    assert least_deadwood(hand("QS KS AS 5D 6C 7H 8S 9D 10C JH")).melds == ()


def test_a_card_in_a_set_and_a_run_goes_where_it_saves_most() -> None:
    """7♥ could finish the set of sevens or the run 7-8-9♥; with both the set needs
    the fourth seven: 7♠7♦7♣ + 7♥8♥9♥ melds everything."""
    arrangement = least_deadwood(hand("7S 7D 7C 7H 8H 9H KS KD 2C 3D"))
    assert arrangement.deadwood == 10 + 10 + 2 + 3
    assert sorted(len(meld.cards) for meld in arrangement.melds) == [3, 3]


def test_set_of_four_or_three_and_a_run() -> None:
    """5♠5♥5♦5♣ with 6♥7♥: the set of three leaves 5♥6♥7♥ a run, deadwood 0 for these."""
    arrangement = least_deadwood(hand("5S 5H 5D 5C 6H 7H KC KD KS 2D"))
    assert arrangement.deadwood == 2
    assert len(arrangement.melds) == 3


def test_gin_has_no_deadwood() -> None:
    arrangement = least_deadwood(hand("AH 2H 3H 4H 5H 9S 9D 9C JD JS"))
    assert arrangement.deadwood == 20  # the two jacks make no set of three
    assert least_deadwood(hand("AH 2H 3H 4H 5H 9S 9D 9C JD JS")).unmatched == hand("JS JD")
    gin = least_deadwood(hand("AH 2H 3H 4H 9S 9D 9C JD JS JC"))
    assert gin.deadwood == 0 and not gin.unmatched


def test_eleven_cards_discard_the_card_that_helps_least() -> None:
    """[Ruling] eleven cards are the hand before the discard: 2♣ and K♣ are left over,
    the K♣ goes and 2 is left."""
    arrangement = least_deadwood(hand("AH 2H 3H 4H 9S 9D 9C JD JS JC 2C KC")[1:])
    assert arrangement.discard == Card("K", Suit.CLUBS)
    assert arrangement.deadwood == 2
    assert arrangement.unmatched == hand("2C")
    assert arrangement.to_json()["discard"] == "KC"


@settings(max_examples=150, deadline=None)
@given(crowded_cards(10))
def test_least_deadwood_is_the_brute_force_least(cards: list[Card]) -> None:
    """Against every subset of the hand that splits wholly into melds."""
    arrangement = least_deadwood(cards)
    assert arrangement.deadwood == brute_least_deadwood(cards)
    laid = [card for meld in arrangement.melds for card in meld.cards]
    assert sorted(laid + list(arrangement.unmatched)) == sorted(cards)
    assert all(is_meld(meld.cards) is meld.kind for meld in arrangement.melds)


@settings(max_examples=40, deadline=None)
@given(crowded_cards(11))
def test_eleven_cards_against_every_discard(cards: list[Card]) -> None:
    """The best discard leaves the least deadwood any discard leaves."""
    arrangement = least_deadwood(cards)
    assert arrangement.discard in cards
    assert arrangement.deadwood == min(
        brute_least_deadwood([card for card in cards if card != discard]) for discard in cards
    )


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 8).flatmap(crowded_cards))
def test_every_arrangement_is_found_once(cards: list[Card]) -> None:
    """all_arrangements is every partition of the hand into melds and leftover cards,
    each exactly once (against all Bell-many partitions)."""
    found = [
        (frozenset(frozenset(meld.cards) for meld in a.melds), frozenset(a.unmatched))
        for a in all_arrangements(cards)
    ]
    assert len(found) == len(set(found))
    assert set(found) == brute_arrangements(cards)
    best = best_arrangements(cards)
    assert {a.deadwood for a in best} == {min(a.deadwood for a in all_arrangements(cards))}


@pytest.mark.parametrize("size", [10, 11])
def test_best_hands_share_one_deadwood(size: int) -> None:
    cards = hand("5S 5H 5D 5C 6H 7H 8H 6S 7S 8S KD")[:size]
    best = best_hands(cards)
    assert len({a.deadwood for a in best}) == 1
    assert len(best) > 1  # the fives can go in the set or in the two runs
