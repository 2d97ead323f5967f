"""Playing cards: the one reader of card notation in Zapis, and the pack.

A card is written rank + suit. Where people type (``zapis hand``, the app's card fields)
every notation of the table is read (issue 18): ranks ``A 2 … 10 J Q K`` or the Russian
``Т`` (туз) ``В`` (валет) ``Д`` (дама) ``К`` (король); suits ``S H D C``, the signs
``♠ ♥ ♦ ♣`` (outlined ``♤ ♡ ♢ ♧`` too) or the Russian ``П`` (пики) ``Ч`` (черви) ``Б``
(бубны) ``Т`` (трефы), in either case. ``Т`` is the ace as a rank and clubs as a suit:
the suit is always the last sign, so ``ТТ`` is the ace of clubs and ``10Т`` the ten.

A session file stores one spelling only, its own (session-format.md, "gin": ranks
``A 2 3 4 5 6 7 8 9 10 J Q K``, suits ``S C D H``): :func:`parse_session_card` reads only
that (:mod:`rules.recorded_cards` tells a card written otherwise its file spelling).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rules.errors import RuleViolation

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""Ranks as a session file writes them, low to high (the ace is low in the gin family)."""


class Suit(StrEnum):
    """A card's suit as a session file writes it, in the order of a Three Bugs auction
    (♠ ♣ ♦ ♥, three-bugs.md "Contracts")."""

    SPADES = "S"
    """Spades ♠ (пики)."""
    CLUBS = "C"
    """Clubs ♣ (трефы)."""
    DIAMONDS = "D"
    """Diamonds ♦ (бубны)."""
    HEARTS = "H"
    """Hearts ♥ (черви)."""


SUIT_SIGNS: Final = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥"}
"""Each suit's sign, for showing a card."""

_RANK_SPELLINGS: Final = {rank: rank for rank in RANKS} | {
    "Т": "A",  # туз
    "В": "J",  # валет
    "Д": "Q",  # дама
    "К": "K",  # король (Cyrillic К, which looks like the Latin K)
}
_SUIT_SPELLINGS: Final = {
    "S": Suit.SPADES,
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "П": Suit.SPADES,
    "H": Suit.HEARTS,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "Ч": Suit.HEARTS,
    "D": Suit.DIAMONDS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "Б": Suit.DIAMONDS,
    "C": Suit.CLUBS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
    "Т": Suit.CLUBS,
}
_VARIATION_SELECTORS: Final = str.maketrans("", "", "\ufe0e\ufe0f")
"""Emoji presentation marks a phone may put after a suit sign (♥️)."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card; ``str()`` gives the session file's spelling (``10H``)."""

    rank: str
    """One of :data:`RANKS`."""
    suit: Suit
    """The card's suit."""

    @property
    def number(self) -> int:
        """The rank's place, ace 1 up to king 13 (the ace is low in the gin family)."""
        return RANKS.index(self.rank) + 1

    @property
    def value(self) -> int:
        """The card's count in gin and rummy: ace 1, two to ten as marked, pictures 10
        (gin-family.md, "Gin" and "Rummy")."""
        return min(self.number, 10)

    @property
    def sign(self) -> str:
        """The card with its suit sign, ``10♥``, for showing to a player."""
        return f"{self.rank}{SUIT_SIGNS[self.suit]}"

    def __str__(self) -> str:
        return f"{self.rank}{self.suit.value}"


FULL_PACK: Final = tuple(Card(rank, suit) for suit in Suit for rank in RANKS)
"""The 52 cards of one pack, suit by suit, ace to king."""

_SESSION_CARDS: Final = {str(card): card for card in FULL_PACK}


def parse_card(text: str) -> Card | None:
    """The card ``text`` names in any of the table's notations, or ``None`` if none."""
    cleaned = text.strip().translate(_VARIATION_SELECTORS).upper()
    suit = _SUIT_SPELLINGS.get(cleaned[-1:])
    rank = _RANK_SPELLINGS.get(cleaned[:-1].strip())
    if suit is None or rank is None:
        return None
    return Card(rank, suit)


def parse_suit(text: str) -> Suit | None:
    """The suit ``text`` names in any of the table's notations (``H``, ``♥``, ``Ч``)."""
    return _SUIT_SPELLINGS.get(text.strip().translate(_VARIATION_SELECTORS).upper())


def parse_session_card(text: str) -> Card | None:
    """The card ``text`` names in the session file's own spelling only (``10H``, not
    ``10h``, ``10♥`` or ``10Ч``), so that a stored record has one spelling."""
    return _SESSION_CARDS.get(text)


def read_card(text: str, *, where: str, field: str = "cards") -> Card:
    """The card ``text`` names in any notation; a refusal naming ``where`` (the player or
    the hand) and the card otherwise."""
    card = parse_card(text)
    if card is not None:
        return card
    if text.strip()[:1] in ("T", "t"):
        # The Latin T of English card notation means ten, the Cyrillic Т means ace.
        raise RuleViolation(
            "'{card}' is not a card: write 10 for a ten (a Cyrillic Т is the ace); "
            "ranks A 2..10 J Q K or Т В Д К, suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т",
            where=where,
            field=field,
            card=text,
        )
    raise RuleViolation(
        "'{card}' is not a card; write rank and suit, e.g. 10H, 10♥ or 10Ч "
        "(ranks A 2..10 J Q K or Т В Д К; suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т)",
        where=where,
        field=field,
        card=text,
    )


def split_cards(text: str) -> list[str]:
    """A typed hand, ``"AS KS QS"`` or ``"AS, KS, QS"``, as its card words."""
    return text.replace(",", " ").replace(";", " ").split()


def read_hand(
    items: Iterable[str], *, where: str, field: str = "cards", packs: int = 1
) -> tuple[Card, ...]:
    """Every card of one hand, read in any notation; a card named more often than the
    ``packs`` in play hold it is refused naming ``where`` and the card."""
    cards: list[Card] = []
    seen: dict[Card, int] = {}
    for text in items:
        card = read_card(text, where=where, field=field)
        count = seen[card] = seen.get(card, 0) + 1
        if count > packs:
            raise too_many(card, count, packs, where=where, field=field)
        cards.append(card)
    return tuple(cards)


def too_many(card: Card, count: int, packs: int, *, where: str, field: str) -> RuleViolation:
    """The refusal of ``card`` named ``count`` times where ``packs`` packs are in play."""
    if packs == 1:
        return RuleViolation(
            "{card} is given twice; the pack holds it once",
            where=where,
            field=field,
            card=str(card),
        )
    return RuleViolation(
        "{card} is given {count} times; {packs} packs hold it {packs} times",
        where=where,
        field=field,
        card=str(card),
        count=count,
        packs=packs,
    )


def deal_value(cards: Iterable[Card]) -> int:
    """The gin and rummy count of ``cards``: the sum of their values."""
    return sum(card.value for card in cards)
