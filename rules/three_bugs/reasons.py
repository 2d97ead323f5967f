"""The rulebook sections Three Bugs entries point to, and the stable reason words (every
game exports its own as ``rules.<game>.reasons``: :class:`Rule`, :class:`Reason`,
:data:`RULE_IDS`).

Every entry the engine writes carries one :class:`Rule` (the rulebook section that
explains it) and one :class:`Reason` (a machine word the app translates). Within a deal,
entries are ordered by seat and then by :data:`RULE_ORDER`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Rule(StrEnum):
    """A rulebook section id, as written on each entry's ``rule``."""

    MISDEAL = "three-bugs/misdeal"
    """Misdeal: dealer −3000 above, each other player +1000."""
    TRICKS = "three-bugs/tricks"
    """Tricks below the line, for the soloist and for each defender."""
    UNDERTRICKS = "three-bugs/undertricks"
    """Undertricks above the line: + to each defender, − to the soloist."""
    BEETLES = "three-bugs/beetles"
    """A made contract of 11, 12, 13 tricks: +2000, +4000, +6000."""
    HONOURS = "three-bugs/honours"
    """Honours at a suit (units of the level) and at NT (aces, 200 each)."""
    CROWNS = "three-bugs/crowns"
    """A run of 3 or more from the ace in one hand: (length − 2) × 1000."""
    ACES = "three-bugs/aces"
    """Three aces in one hand +1000, four +2000."""
    AMURCHIK = "three-bugs/amurchik"
    """Dealt cards with no ace, king, queen or jack: +5000."""
    SOLOIST_FAULT = "three-bugs/soloist-fault"
    """The soloist's fault: 3 of his tricks pass to the defenders, per fault."""
    DEFENDER_FAULT = "three-bugs/defender-fault"
    """A defender's fault: the contract counts as made; each defender −2 undertricks."""
    EXCHANGE_FAULT = "three-bugs/exchange-fault"
    """More cards exchanged than allowed: each defender −3000, once per deal."""
    ALL_PASS = "three-bugs/all-pass"
    """All pass: the fewest-tricks winners write 200 per trick of difference."""
    ALL_PASS_CLEAN = "three-bugs/all-pass-clean"
    """All pass: a winner who took no trick also writes +2000."""
    ALL_PASS_FAULT = "three-bugs/all-pass-fault"
    """All pass broken by a fault: offenders write nothing, the others +1000 each."""
    GAME = "three-bugs/game"
    """1000 below the line wins a game: +1000 above to each leader."""
    RUBBER = "three-bugs/rubber"
    """Two games win a rubber: +4000 above."""


RULE_ORDER: Final[tuple[Rule, ...]] = tuple(Rule)
"""The order of entries of one player within a deal (below before above within a rule)."""

RULE_IDS: Final[frozenset[str]] = frozenset(str(rule) for rule in Rule)
"""Every rule id the engine can put on an entry."""


class Reason(StrEnum):
    """The stable machine word on each entry's ``reason``."""

    MISDEAL_FINE = "misdeal-fine"
    """The dealer's −3000 for a misdeal."""
    MISDEAL_COMPENSATION = "misdeal-compensation"
    """Another player's +1000 for the dealer's misdeal."""
    TRICKS = "tricks"
    """Tricks taken in play, written below the line."""
    UNDERTRICKS = "undertricks"
    """Undertricks of a failed contract (paid by the soloist, won by each defender)."""
    BEETLE = "beetle"
    """The premium of a made 11, 12 or 13 contract."""
    HONOURS = "honours"
    """Honours (at NT: aces) of the side that held more."""
    CROWN = "crown"
    """One crown (one suit)."""
    ACES = "aces"
    """Three or four aces in one hand."""
    AMURCHIK = "amurchik"
    """A hand dealt without ace, king, queen or jack."""
    FAULT_TRICKS = "fault-tricks"
    """Tricks (below the line) moved from one side to the other by a fault."""
    FAULT_UNDERTRICKS = "fault-undertricks"
    """Undertricks that exist only because of the soloist's fault."""
    FAULT_FINE = "fault-fine"
    """A defender's fault: two undertricks' value, to each defender."""
    EXCHANGE_FINE = "exchange-fine"
    """The exchange fault's 3000, to each defender."""
    ALL_PASS = "all-pass"
    """An all-pass winner's 200 per trick of difference."""
    CLEAN = "clean"
    """An all-pass winner who took no trick."""
    FAULT_COMPENSATION = "fault-compensation"
    """All pass: +1000 for each player who broke a rule."""
    GAME = "game"
    """The premium for winning a game."""
    RUBBER = "rubber"
    """The premium for winning a rubber."""
