"""Oklahoma's upcard: reading a card and what it says about the deal.

The first upcard of an Oklahoma deal sets that deal's knock limit by its rank and, if it
is a spade, doubles the deal's score (gin-family.md, "Oklahoma").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from rules import cards
from rules.errors import RuleViolation
from rules.fields import get_str
from rules.ledger import JSON

STANDARD_KNOCK_LIMIT: Final = 10
"""The knock limit of plain gin, and the highest Oklahoma limit (gin-family.md, "Gin")."""

RANKS: Final = cards.RANKS
"""Ranks as written in a session file, low to high (session-format.md, "gin")."""

Suit = cards.Suit
_SUITS: Final = {suit.value: suit for suit in Suit}


@dataclass(frozen=True, slots=True)
class Card(cards.Card):
    """A card seen as an Oklahoma upcard, e.g. ``6H``: it knows the terms it sets."""

    @property
    def knock_limit(self) -> int:
        """The Oklahoma knock limit this upcard sets: ten or a picture 10, ace 1, else its
        number (gin-family.md, "Oklahoma")."""
        if self.rank == "A":
            return 1
        return min(self.number, STANDARD_KNOCK_LIMIT)

    @property
    def doubles(self) -> bool:
        """True for a spade, which doubles every score of the deal."""
        return self.suit is Suit.SPADES


def parse_card(text: str) -> Card | None:
    """The upcard written as rank + suit (``"10S"``, ``"AC"``), or ``None`` if it is not one.

    Only the session file's own spelling is accepted (upper-case letters, ``10`` not ``T``),
    so that a stored record has one spelling; the one card reader is
    :func:`rules.cards.parse_session_card`.
    """
    card = cards.parse_session_card(text)
    return None if card is None else Card(card.rank, card.suit)


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
