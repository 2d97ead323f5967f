"""The rulebook sections rummy entries point to, and the stable reason words (every game
exports its own as ``rules.<game>.reasons``: :class:`Rule`, :class:`Reason`,
:data:`RULE_IDS`)."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Rule(StrEnum):
    """The rulebook section behind each rummy entry."""

    MELDED = "rummy/melded"
    """Plus the value of the cards a player put on the table."""
    IN_HAND = "rummy/in-hand"
    """Minus the value of the cards left in his hand."""


RULE_IDS: Final[frozenset[str]] = frozenset(rule.value for rule in Rule)
"""Every rule id a rummy entry can carry; the rulebook has a section for each."""


class Reason(StrEnum):
    """The stable machine word on each rummy entry's ``reason``."""

    MELDED = "melded"
    """The value of the cards he put on the table (plus)."""
    IN_HAND = "in-hand"
    """The value of the cards left in his hand (minus)."""
