"""Oklahoma's upcard: reading a card and what it says about the deal.

The first upcard of an Oklahoma deal sets that deal's knock limit by its rank and, if it
is a spade, doubles the deal's score (gin-family.md, "Oklahoma").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rules.errors import RuleViolation
from rules.fields import get_str
from rules.ledger import JSON

STANDARD_KNOCK_LIMIT: Final = 10
"""The knock limit of plain gin, and the highest Oklahoma limit (gin-family.md, "Gin")."""

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""Ranks as written in a session file, low to high (session-format.md, "gin")."""


class Suit(StrEnum):
    """A card's suit as written in a session file."""

    SPADES = "S"
    """Spades: an Oklahoma deal under a spade upcard is doubled."""
    CLUBS = "C"
    """Clubs."""
    DIAMONDS = "D"
    """Diamonds."""
    HEARTS = "H"
    """Hearts."""


_SUITS: Final = {suit.value: suit for suit in Suit}


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card, e.g. the upcard ``6H``."""

    rank: str
    """One of :data:`RANKS`."""
    suit: Suit
    """The card's suit."""

    @property
    def knock_limit(self) -> int:
        """The Oklahoma knock limit this upcard sets: ten or a picture 10, ace 1, else its
        number (gin-family.md, "Oklahoma")."""
        if self.rank == "A":
            return 1
        if self.rank in ("J", "Q", "K"):
            return STANDARD_KNOCK_LIMIT
        return int(self.rank)

    @property
    def doubles(self) -> bool:
        """True for a spade, which doubles every score of the deal."""
        return self.suit is Suit.SPADES

    def __str__(self) -> str:
        return f"{self.rank}{self.suit.value}"


def parse_card(text: str) -> Card | None:
    """The card written as rank + suit (``"10S"``, ``"AC"``), or ``None`` if it is not one.

    Only the session file's own spelling is accepted (upper-case letters, ``10`` not ``T``),
    so that a stored record has one spelling.
    """
    rank, suit = text[:-1], _SUITS.get(text[-1:])
    if suit is None or rank not in RANKS:
        return None
    return Card(rank, suit)


def read_upcard(record: Mapping[str, JSON], *, deal: int, required: bool) -> Card | None:
    """The deal's ``upcard`` field, checked; ``None`` when absent and not ``required``."""
    if "upcard" not in record:
        if required:
            raise RuleViolation(
                "upcard is missing; Oklahoma records the first upcard of every deal",
                deal=deal,
                field="upcard",
            )
        return None
    text = get_str(record, "upcard", deal=deal)
    card = parse_card(text)
    if card is None:
        raise RuleViolation(
            "upcard '{value}' is not a card; write rank and suit, e.g. 6H "
            "(ranks {ranks}; suits {suits})",
            deal=deal,
            field="upcard",
            value=text,
            ranks=" ".join(RANKS),
            suits=" ".join(_SUITS),
        )
    return card
