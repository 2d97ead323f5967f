"""The rulebook sections Stukolka entries point to, and the stable reason words (every
game exports its own as ``rules.<game>.reasons``: :class:`Rule`, :class:`Reason`,
:data:`RULE_IDS`)."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Rule(StrEnum):
    """The rulebook section behind each Stukolka entry."""

    ANTE = "stukolka/ante"
    """The dealer pays the ante "for the deal" (rule 18)."""
    STAKE = "stukolka/stake"
    """Obligatory variant: every player puts in the stake each deal (rule 18)."""
    TRICK = "stukolka/trick"
    """Each trick takes one third of the pot (rule 16)."""
    REMIZ = "stukolka/remiz"
    """A knocker who took no trick pays a remiz of the whole pot (rule 17)."""
    FAULT_REMIZ = "stukolka/fault-remiz"
    """A player who broke the lead or trumping rules pays a remiz (rules 8, 12)."""


RULE_IDS: Final[frozenset[str]] = frozenset(rule.value for rule in Rule)
"""Every rule id a Stukolka entry can carry; the rulebook has a section for each."""


class Reason(StrEnum):
    """The stable machine word on each Stukolka entry's ``reason``."""

    ANTE = "ante"
    """The dealer's payment into the pot."""
    STAKE = "stake"
    """A player's obligatory stake."""
    TRICK = "trick"
    """A share taken: one entry a player, worth his tricks × pot/3."""
    REMIZ = "remiz"
    """The remiz of a knocker with no trick."""
    FAULT_REMIZ = "fault-remiz"
    """The remiz for breaking the lead or trumping rules."""


PAID_IN: Final[frozenset[str]] = frozenset({Reason.ANTE.value, Reason.STAKE.value})
"""The reasons of money paid into the pot at the start of a deal."""
PLAYED: Final[frozenset[str]] = frozenset(
    {Reason.TRICK.value, Reason.REMIZ.value, Reason.FAULT_REMIZ.value}
)
"""A player who played a deal took a trick or paid a remiz (a knocker who took none pays
one; a fault is only charged to a player who played)."""
REMIZES: Final[frozenset[str]] = frozenset({Reason.REMIZ.value, Reason.FAULT_REMIZ.value})
"""The reasons of a remiz paid."""
