"""Hearts' rule ids and reason words, exported as every game exports them
(``<rules package>.reasons``: :class:`Rule`, :class:`Reason`, :data:`RULE_IDS`)."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Rule(StrEnum):
    """The rulebook section behind each Hearts entry."""

    TAKEN = "hearts/taken"
    """Minus the penalty points a player took in tricks."""


RULE_IDS: Final[frozenset[str]] = frozenset(rule.value for rule in Rule)
"""Every rule id a Hearts entry can carry."""


class Reason(StrEnum):
    """The stable word on each Hearts entry's ``reason``."""

    TAKEN = "taken"
    """The penalty points taken in the deal."""
