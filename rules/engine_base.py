"""What every game engine carries as plain data (its session-file name and rule ids), and
the refusal the games with an end share.

The registry's :class:`~rules.registry.Game` protocol asks each engine for ``name`` and
``rule_ids``; they are facts about the game, not behaviour, so each engine class builds
on :class:`EngineBase` and its one ``GAME`` object is made with them.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RuleViolation


@dataclass(frozen=True, slots=True)
class EngineBase:
    """A game engine's name and rule ids; the engine class adds the scoring."""

    name: str
    """The session-file name, e.g. ``"three-bugs"``."""
    rule_ids: frozenset[str]
    """Every rule id the engine can put on an entry; the rulebook covers each one."""


def deal_after_the_end(number: int, ended: int) -> RuleViolation:
    """The refusal of deal ``number``, recorded after the game ended at deal ``ended``
    (gin and rummy: gin-family.md, "Bad input")."""
    return RuleViolation(
        "the game ended at deal {ended}; no deal can follow it",
        deal=number,
        field="deal",
        ended=ended,
    )
