"""The rulebook sections gin entries point to, and the stable reason words (every game
exports its own as ``rules.<game>.reasons``: :class:`Rule`, :class:`Reason`,
:data:`RULE_IDS`).

Every entry the engine writes carries one :class:`Rule` (the rulebook section that
explains it) and one :class:`Reason` (a machine word the app translates).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Rule(StrEnum):
    """The rulebook section behind each gin entry."""

    KNOCK = "gin/knock"
    """The knocker scores the difference of the deadwood counts."""
    UNDERCUT = "gin/undercut"
    """The defender undercuts: the difference plus the undercut bonus."""
    GIN = "gin/gin"
    """Gin: the opponent's deadwood plus the gin bonus."""
    OKLAHOMA_SPADES = "gin/oklahoma-spades"
    """A spade upcard doubles the deal's score: the second half of it."""
    GAME = "gin/game"
    """The game bonus to the player who reached the target."""
    BOX = "gin/box"
    """The box bonus for each hand won more than the other player."""
    SHUTOUT = "gin/shutout"
    """The settlement doubled when the loser scored nothing."""


RULE_IDS: Final[frozenset[str]] = frozenset(rule.value for rule in Rule)
"""Every rule id a gin entry can carry; the rulebook has a section for each."""


class Reason(StrEnum):
    """The stable machine word on each gin entry's ``reason``; a won hand's base score
    carries its outcome's word (:class:`rules.gin.hands.Outcome`, the same words)."""

    KNOCK = "knock"
    """The knocker's score: the difference of the deadwood counts."""
    UNDERCUT = "undercut"
    """The undercutting defender's score."""
    GIN = "gin"
    """A gin's score (a knock with no deadwood included)."""
    SPADES = "spades"
    """The second half of a hand doubled by a spade upcard."""
    GAME = "game"
    """The game bonus."""
    BOX = "box"
    """The box bonus."""
    SHUTOUT = "shutout"
    """The settlement written once more for a shutout."""
