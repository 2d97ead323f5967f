"""Card notation: one reader for every place a card is typed (issue 18, part 1).

Ranks A 2–10 J Q K or the Russian Т В Д К; suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т (пики,
черви, бубны, трефы). A session file keeps its own one spelling (session-format.md).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.cards import (
    FULL_PACK,
    Card,
    Suit,
    deal_value,
    parse_card,
    parse_session_card,
    read_card,
    read_hand,
    split_cards,
)
from rules.errors import RuleViolation


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("10H", "10H"),
        ("10♥", "10H"),
        ("10Ч", "10H"),
        ("10ч", "10H"),
        ("10h", "10H"),
        ("ТТ", "AC"),  # туз треф: Т is the ace as a rank, clubs as a suit
        ("10Т", "10C"),
        ("ВП", "JS"),
        ("ДБ", "QD"),
        ("КЧ", "KH"),  # Cyrillic К
        ("KH", "KH"),  # Latin K
        ("a♠", "AS"),
        ("Q♦", "QD"),
        ("2♣", "2C"),
        ("7♡", "7H"),
        ("5♥\ufe0f", "5H"),  # a phone's emoji heart
        (" 9 D ", "9D"),
    ],
)
def test_every_notation_reads_the_same_card(text: str, card: str) -> None:
    parsed = parse_card(text)
    assert parsed is not None and str(parsed) == card


@pytest.mark.parametrize("text", ["1H", "11C", "10X", "TS", "HH", "", "S", "10", "ZZ", "AKS"])
def test_what_is_not_a_card(text: str) -> None:
    assert parse_card(text) is None


def test_a_refusal_names_the_player_and_the_card() -> None:
    with pytest.raises(RuleViolation) as refused:
        read_card("ZZ", where="Anna")
    assert str(refused.value).startswith("Anna: 'ZZ' is not a card; write rank and suit")


def test_a_latin_t_is_explained() -> None:
    """English notation writes T for ten; here the Cyrillic Т is the ace, so say so."""
    with pytest.raises(RuleViolation, match="write 10 for a ten"):
        read_card("TS", where="Anna")


def test_a_session_file_keeps_its_own_spelling() -> None:
    assert parse_session_card("10H") == Card("10", Suit.HEARTS)
    for text in ("10h", "10♥", "10Ч", "ТТ"):
        assert parse_session_card(text) is None


def test_a_card_twice_in_one_hand() -> None:
    with pytest.raises(RuleViolation, match=r"^Boris: 5H is given twice; the pack holds it once$"):
        read_hand(["5H", "5♥"], where="Boris")
    assert len(read_hand(["5H", "5♥"], where="Boris", packs=2)) == 2


def test_typed_hands_split_on_spaces_and_commas() -> None:
    assert split_cards("AS KS, QS;JS") == ["AS", "KS", "QS", "JS"]


def test_the_pack_values() -> None:
    """gin-family.md: ace 1, 2–10 face value, J Q K 10; one pack is worth 340."""
    assert len(set(FULL_PACK)) == 52
    assert deal_value(FULL_PACK) == 340
    assert [Card(rank, Suit.SPADES).value for rank in ("A", "9", "10", "J", "Q", "K")] == [
        1,
        9,
        10,
        10,
        10,
        10,
    ]


SIGNS = {"S": ["S", "♠", "П"], "H": ["H", "♥", "Ч"], "D": ["D", "♦", "Б"], "C": ["C", "♣", "Т"]}
RANK_WORDS = {"A": ["A", "Т"], "J": ["J", "В"], "Q": ["Q", "Д"], "K": ["K", "К"]}


@given(st.sampled_from(FULL_PACK), st.data())
def test_every_spelling_of_every_card_round_trips(card: Card, data: st.DataObject) -> None:
    rank = data.draw(st.sampled_from(RANK_WORDS.get(card.rank, [card.rank])))
    suit = data.draw(st.sampled_from(SIGNS[card.suit.value]))
    text = data.draw(st.sampled_from([rank + suit, (rank + suit).lower()]))
    assert parse_card(text) == card
    assert parse_session_card(str(card)) == card
    assert parse_card(card.sign) == card
