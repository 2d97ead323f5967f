"""The rulebook sections Preferans entries point to, and the stable reason words (every
game exports its own as ``rules.<game>.reasons``: :class:`Rule`, :class:`Reason`,
:data:`RULE_IDS`; preferans.md §13).

Every entry carries one :class:`Reason` (a machine word the app translates) and one
:class:`Rule` (the rulebook section ``preferans/<reason>`` that explains it).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Reason(StrEnum):
    """Why an entry was written (the entry's ``reason``)."""

    GAME = "game"
    """A made, passed-out or half-whisted contract: its value in the declarer's pool (§5.2,
    5.3, 5.9)."""
    REMIZ = "remiz"
    """A contract gone down: undertricks × value × ``remiz_multiplier`` on the declarer's
    mountain (§5.4)."""
    TRICKS = "tricks"
    """A whister's whists for the defence's tricks, written on the declarer (§5.5, 5.6)."""
    CONSOLATION = "consolation"
    """On a remiz, each defender (and the 4-player dealer) writes undertricks × value ×
    ``whist_multiplier`` on the declarer (§5.7)."""
    HALF_WHIST = "half-whist"
    """The half-whister's whists: half the obligation × value × ``whist_multiplier``
    (§5.9)."""
    SHORTFALL = "shortfall"
    """A whister who took fewer tricks than he was liable for: on his mountain (§5.8)."""
    MISERE = "misere"
    """A misère: its value in the pool when made, tricks × value × ``remiz_multiplier``
    on the mountain when caught (§6)."""
    RASPASY = "raspasy"
    """Raspasy: tricks × price on the mountain, or whists on the others (§7.3)."""
    RASPASY_ZERO = "raspasy-zero"
    """Raspasy: the prize of a player who took no trick, in his pool (§7.3)."""
    TALON = "talon"
    """The talon prize, in whists on the declarer (§5.10)."""
    HELP = "help"
    """American help: pool points beyond a closed pool go into another's pool, and the
    giver writes whists on him (§8.3)."""
    WRITE_OFF = "write-off"
    """Pool points nobody can take come off the writer's own mountain (§8.3)."""
    GORA_FIRST = "gora-first"
    """``game_writes: gora-first``: a made game first pays off one's own mountain (§8.1)."""
    CONCEDE = "concede"
    """«Без трёх»: three undertricks on the declarer's mountain, nothing else (§5.11)."""
    CORRECTION = "correction"
    """A correction written verbatim (§4.5)."""


class Rule(StrEnum):
    """A rulebook section id, as written on each entry's ``rule``: ``preferans/<reason>``."""

    GAME = "preferans/game"
    """§5.2, 5.3, 5.9: a game's value in the pool."""
    REMIZ = "preferans/remiz"
    """§5.4: the remiz on the declarer's mountain."""
    TRICKS = "preferans/tricks"
    """§5.5, 5.6: whists for tricks."""
    CONSOLATION = "preferans/consolation"
    """§5.7: consolation."""
    HALF_WHIST = "preferans/half-whist"
    """§5.9: half-whist."""
    SHORTFALL = "preferans/shortfall"
    """§5.8: the whist shortfall."""
    MISERE = "preferans/misere"
    """§6: misère."""
    RASPASY = "preferans/raspasy"
    """§7.2, 7.3: raspasy tricks."""
    RASPASY_ZERO = "preferans/raspasy-zero"
    """§7.3: the zero prize."""
    TALON = "preferans/talon"
    """§5.10: the talon prize."""
    HELP = "preferans/help"
    """§8.3: American help."""
    WRITE_OFF = "preferans/write-off"
    """§8.3: the write-off."""
    GORA_FIRST = "preferans/gora-first"
    """§8.1: gora-first."""
    CONCEDE = "preferans/concede"
    """§5.11: the concession."""
    CORRECTION = "preferans/correction"
    """§4.5: a correction."""


RULE_OF: Final[dict[Reason, Rule]] = {reason: Rule[reason.name] for reason in Reason}
"""The rulebook section of each reason (one each: ``preferans/<reason>``)."""

RULE_IDS: Final = frozenset(str(rule) for rule in Rule)
"""Every rule id the engine can put on an entry; the rulebook has a section for each."""

SETTLEMENT_RULES: Final = (
    "preferans/settlement",
    "preferans/amnesty",
    "preferans/mountain-whists",
    "preferans/netting",
    "preferans/settling-up",
)
"""Rulebook sections of the settlement (§10), which no entry carries but the Settle tab
links to, step by step."""
