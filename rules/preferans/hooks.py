"""Preferans's answers to the game contract (:class:`rules.game_hooks.GameHooks`).

- ``record_counts`` and ``record_facts``: a player's record, pools closed, games
  declared, remizes, misères made, raspasy won (:mod:`rules.preferans.record_facts`);
- ``settle``: its own money rule (the entry settles by ``SettleBy.GAME``): the exact
  nets in whists times the price, to kopecks by largest remainders (preferans.md §10.6);
- ``charts``: not the sum of a player's entries (``Tally.TOTAL``): the pool, the
  mountain and the whists are three units, which the sheet never adds up ([ruling] 22);
  the settlement net after every deal (``Tally.NET``, ``running``: whists over the deals);
- ``field_names`` and ``value_words``: the fields and words its refusals name, for the
  desktop to translate.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Final

from rules.game_hooks import GameHooks
from rules.ledger import Scored
from rules.preferans.options import (
    OPTION_KEYS,
    ConsolationBy,
    Convention,
    Divisor,
    GameEnd,
    GameWrites,
    HighContractLiability,
    LoneWhisterTricks,
    Overflow,
    RaspasyBasis,
    RaspasyExit,
    RaspasyMode,
    Responsibility,
    TwoWhisters,
    WhistStyle,
)
from rules.preferans.record_facts import record_counts, record_facts
from rules.preferans.records import DealKind, Role
from rules.preferans.results import PreferansSummary
from rules.preferans.running_nets import running_nets
from rules.running_totals import Tally

if TYPE_CHECKING:
    from rules.session import Session


def running(session: Session, scored: Scored) -> dict[str, tuple[Fraction, ...]]:
    """Each player's settlement net in whists after every deal (the chart's
    ``Tally.NET``)."""
    return running_nets(scored, session.options)


def settle(scored: Scored, kopecks: int) -> dict[str, int]:
    """§10.6: each exact net times ``kopecks`` a whist, floored, the missing kopecks one
    each to the largest remainders (ties to the earlier seat); they sum to 0."""
    return scored.summary_as(PreferansSummary).money_nets(kopecks)


DEAL_FIELDS: Final = (
    "type",
    "dealer",
    "declarer",
    "contract",
    "defenders",
    "tricks",
    "open",
    "talon tricks",
    "talon_tricks",
    "note",
    "pool",
    "gora",
    "whists",
)
"""The fields of a deal record its refusals name."""
_ENUMS: Final = (
    Convention,
    GameEnd,
    ConsolationBy,
    WhistStyle,
    Responsibility,
    TwoWhisters,
    HighContractLiability,
    LoneWhisterTricks,
    RaspasyMode,
    RaspasyBasis,
    RaspasyExit,
    Overflow,
    GameWrites,
    Divisor,
    DealKind,
    Role,
)
"""The choices its refusals list (an option's values, the deal types, the roles)."""

FIELD_NAMES: Final = frozenset(
    {key.replace("_", " ") for key in (*OPTION_KEYS, *DEAL_FIELDS)}
    | {f"options.{key}".replace("_", " ") for key in OPTION_KEYS}
)
"""Every field a Preferans refusal names, as the desktop reads them (``_`` a space)."""
VALUE_WORDS: Final = frozenset(
    {str(member) for kind in _ENUMS for member in kind}
    | {"responsibility half", "whist_style gentleman", "talon_prize with 3 players"}
)
"""Every word a Preferans refusal puts in ``{choices}`` or ``{what}``."""

HOOKS: Final = GameHooks(
    record_counts=record_counts,
    record_facts=record_facts,
    charts=(Tally.NET,),
    running=running,
    settle=settle,
    field_names=FIELD_NAMES,
    value_words=VALUE_WORDS,
)
"""Preferans's hooks, named by its registry entry."""
