"""A Three Bugs deal worked out from the four hands (issue 18, part 1).

Source: three-bugs.md, "Scoring a contract deal" — honours (A K Q J 10 of trumps and the
other aces; at NT the aces alone), crowns (a run from the ace down, k ≥ 3, in one hand),
three or four aces, amurchik (dealt cards without A K Q J; the seed deals 11 and gives 2
from the talon). The result is fed to the engine, which must take it and score it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import FULL_PACK, Card, Suit
from rules.errors import RuleViolation
from rules.three_bugs.hand_premiums import ACES_PREMIUM, AMURCHIK_PREMIUM, crown_value
from rules.three_bugs.hands import (
    count_hands,
    crown_cards,
    crown_length,
    honour_cards,
    honours,
    read_deal,
)
from rules.three_bugs.parsing import parse_contract
from tests.rules.three_bugs_support import PLAYERS, TRIO, by_rule, contract, sheet

EXAMPLE = {
    "Anna": "AH KH QH JH 10H 9H AS KS QS AD 2C 3C 4C",
    "Boris": "8H 7H 6H 5H JS 10S 9S KD QD JD 5C 6C 7C",
    "Vera": "4H 3H 2H 8S 7S 6S 10D 9D 8D 8C 9C 10C 2S",
    "Gleb": "5S 4S 3S JC 7D 6D 5D 4D 3D 2D AC KC QC",
}


def split(hands: dict[str, str]) -> dict[str, list[str]]:
    return {player: text.split() for player, text in hands.items()}


def test_the_worked_deal() -> None:
    """7♥ by Anna: honours A K Q J 10 ♥ + A♠ A♦ = 7 (she writes 7·H(7) = 2800); crowns
    Anna ♠ A K Q (терц, 1000) and ♥ A K Q J 10 9 (секст, 4000), Gleb ♣ A K Q J (кварт, 2000);
    Anna three aces (1000); Vera was dealt no picture: amurchik (5000)."""
    counted = count_hands(
        read_deal(split(EXAMPLE)),
        parse_contract("7H", deal=None, field="contract", name="contract"),
        "Anna",
    )
    assert counted.to_json() == {
        "honours": 7,
        "crowns": [
            {"player": "Anna", "suit": "S", "length": 3},
            {"player": "Anna", "suit": "H", "length": 6},
            {"player": "Gleb", "suit": "C", "length": 4},
        ],
        "aces": [{"player": "Anna", "count": 3}],
        "amurchik": ["Vera"],
    }
    scored = sheet(contract("Anna", "7H", 7, **counted.to_json()))
    rules = by_rule(scored)
    assert rules[("Anna", "honours", "above")] == 7 * 400
    assert rules[("Anna", "crowns", "above")] == 1000 + 4000
    assert rules[("Gleb", "crowns", "above")] == 2000
    assert rules[("Anna", "aces", "above")] == 1000
    assert rules[("Vera", "amurchik", "above")] == 5000


def test_no_trumps_count_the_aces_alone() -> None:
    """three-bugs.md: at NT only the 4 aces are honours — Anna has 3 of them."""
    cards = [card for card in read_deal(split(EXAMPLE)).hands["Anna"]]
    nt = parse_contract("7NT", deal=None, field="contract", name="contract")
    assert honours(cards, nt) == 3


def test_honours_at_a_suit_include_the_other_aces_not_its_own_twice() -> None:
    """At ♠ Anna holds A♠ K♠ Q♠ (3 trump honours; A♠ is one of them) and A♥ A♦: 5."""
    cards = read_deal(split(EXAMPLE)).hands["Anna"]
    spades = parse_contract("8S", deal=None, field="contract", name="contract")
    assert honours(cards, spades) == 5


def test_a_crown_stops_at_the_first_gap() -> None:
    """A K Q 10 9 is a терц (the J is missing), not a квинт."""
    hand = [Card(rank, Suit.HEARTS) for rank in ("A", "K", "Q", "10", "9")]
    assert crown_length(hand, Suit.HEARTS) == 3
    assert crown_length(hand, Suit.SPADES) == 0
    # The cards the app names beside the crown's entry: the three, ace down.
    assert crown_cards(hand, Suit.HEARTS) == tuple(Card(r, Suit.HEARTS) for r in "AKQ")
    assert crown_cards(hand, Suit.SPADES) == ()


def test_the_honour_cards_named_are_the_ones_counted() -> None:
    """At ♠ Anna's five honours are A♠ K♠ Q♠ and the other aces A♥ A♦ (three-bugs.md,
    "Honours"); at NT the three aces."""
    cards = read_deal(split(EXAMPLE)).hands["Anna"]
    spades = parse_contract("8S", deal=None, field="contract", name="contract")
    named = honour_cards(cards, spades)
    assert len(named) == honours(cards, spades) == 5
    assert {str(card) for card in named} == {"AS", "KS", "QS", "AH", "AD"}
    nt = parse_contract("7NT", deal=None, field="contract", name="contract")
    assert {str(card) for card in honour_cards(cards, nt)} == {"AS", "AH", "AD"}


def test_amurchik_is_judged_on_the_dealt_cards() -> None:
    """Vera got 8♣ and 2♠ from the talon: her dealt 11 had no picture either. Had the
    talon given her a king, she would still have her amurchik; Boris, who was dealt
    K♦ Q♦ J♦, has none whatever the talon."""
    hands = dict(EXAMPLE)
    hands["Vera"] = "4H 3H 2H 8S 7S 6S 10D 9D 8D 8C 9C 10C JC"
    hands["Gleb"] = "5S 4S 3S 2S 7D 6D 5D 4D 3D 2D AC KC QC"
    without = count_hands(read_deal(split(hands)))
    assert without.premiums.amurchik == ()
    with_talon = count_hands(read_deal(split(hands), {"Vera": ["JC", "8C"]}))
    assert with_talon.premiums.amurchik == ("Vera",)
    assert "honours" not in with_talon.to_json()


def test_the_dummy_writes_nothing() -> None:
    """three-bugs.md, dummy: the dummy never scores — Gleb as the dummy keeps his
    ♣ crown unwritten, and the three players' record is taken by the engine."""
    counted = count_hands(read_deal(split(EXAMPLE), dummy="Gleb"))
    assert [crown.player for crown in counted.premiums.crowns] == ["Anna", "Anna"]
    record = {
        "type": "all-pass",
        "dealer": "Anna",
        "tricks": {"Anna": 4, "Boris": 4, "Vera": 5},
        **counted.to_json(),
    }
    sheet(record, players=TRIO, dummy=True)


@pytest.mark.parametrize(
    ("hands", "talon", "message"),
    [
        (
            {**EXAMPLE, "Gleb": EXAMPLE["Gleb"].replace("JC", "AH")},
            None,
            "Gleb: AH is also in Anna's hand; a pack holds it once",
        ),
        (
            {**EXAMPLE, "Boris": EXAMPLE["Boris"].replace("7C", "ZZ")},
            None,
            "Boris: 'ZZ' is not a card;",
        ),
        (
            {**EXAMPLE, "Vera": EXAMPLE["Vera"].replace(" 2S", "")},
            None,
            "Vera: 12 cards; each hand holds 13",
        ),
        (
            {**EXAMPLE, "Vera": EXAMPLE["Vera"] + " 2S"},
            None,
            "Vera: 2S is given twice; the pack holds it once",
        ),
        (
            {p: EXAMPLE[p] for p in ("Anna", "Boris", "Vera")},
            None,
            "hands: a deal has 4 hands of 13",
        ),
        (EXAMPLE, {"Vera": ["AH", "8C"]}, "Vera: the talon card AH is not in the hand"),
        (EXAMPLE, {"Vera": ["8C"]}, "Vera: 1 cards from the talon; each player gets 2"),
        (EXAMPLE, {"Olga": ["8C", "9C"]}, "talon: the talon names 'Olga'"),
    ],
)
def test_a_deal_that_could_not_be_dealt_is_refused(
    hands: dict[str, str], talon: dict[str, list[str]] | None, message: str
) -> None:
    """Issue 18: a duplicate, an unknown card, not 13 each — named by player and card."""
    with pytest.raises(RuleViolation) as refused:
        read_deal(split(hands), talon)
    assert str(refused.value).startswith(message)


def _brute(hand: list[Card], trumps: str) -> tuple[int, dict[str, int], int]:
    """Honours, crown lengths and aces counted the slow way from the spec's words."""
    order = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    names = {str(card) for card in hand}
    if trumps == "NT":
        points = sum(f"A{s}" in names for s in "SCDH")
    else:
        points = sum(f"{r}{trumps}" in names for r in order[:5])
        points += sum(f"A{s}" in names for s in "SCDH" if s != trumps)
    crowns = {}
    for suit in "SCDH":
        length = next(
            (n for n in range(13, 0, -1) if all(f"{r}{suit}" in names for r in order[:n])), 0
        )
        if length >= 3:
            crowns[suit] = length
    return points, crowns, sum(f"A{s}" in names for s in "SCDH")


@settings(max_examples=150, deadline=None)
@given(
    st.randoms(use_true_random=False),
    st.sampled_from(["4S", "7C", "9D", "10H", "6NT", "13NT"]),
    st.sampled_from(PLAYERS),
    st.integers(0, 13),
    st.booleans(),
)
def test_any_real_deal_counts_as_the_spec_says_and_the_engine_takes_it(
    rng: random.Random, level_strain: str, soloist: str, tricks: int, rich: bool
) -> None:
    """A shuffled pack (sometimes stacked so that crowns and amurchiks are common): the
    counts agree with the spec's words counted the slow way, and the engine accepts the
    fields and writes exactly the premiums they are worth."""
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    if rich:
        # Stack the pictures and aces together so that crowns, three or four aces and
        # amurchik hands (all low cards) turn up.
        pack.sort(key=lambda card: (card.rank not in "AKQJ", rng.random()))
    hands = {
        player: [str(card) for card in pack[13 * seat : 13 * seat + 13]]
        for seat, player in enumerate(PLAYERS)
    }
    talon = {player: hand[:2] for player, hand in hands.items() if rng.random() < 0.5}
    contract_ = parse_contract(level_strain, deal=None, field="contract", name="contract")
    dealt = read_deal(hands, talon)
    counted = count_hands(dealt, contract_, soloist)
    expected_crowns = []
    for player in PLAYERS:
        cards = list(dealt.hands[player])
        points, crowns, aces = _brute(cards, contract_.strain.value)
        if player == soloist:
            assert counted.honours == points
        expected_crowns += [(player, suit, length) for suit, length in crowns.items()]
        assert (aces >= 3) == any(
            c.player == player and c.count == aces for c in counted.premiums.aces
        )
        dealt_cards = [c for c in hands[player] if c not in talon.get(player, [])]
        assert (player in counted.premiums.amurchik) == (
            not any(c[0] in "AKQJ" for c in dealt_cards)
        )
    assert [(c.player, c.suit.value, c.length) for c in counted.premiums.crowns] == expected_crowns
    rules = by_rule(sheet(contract(soloist, level_strain, tricks, **counted.to_json())))
    for player in PLAYERS:
        crowns = sum(crown_value(c.length) for c in counted.premiums.crowns if c.player == player)
        aces = sum(ACES_PREMIUM[c.count] for c in counted.premiums.aces if c.player == player)
        amurchik = AMURCHIK_PREMIUM if player in counted.premiums.amurchik else 0
        assert rules.get((player, "crowns", "above"), 0) == crowns
        assert rules.get((player, "aces", "above"), 0) == aces
        assert rules.get((player, "amurchik", "above"), 0) == amurchik
