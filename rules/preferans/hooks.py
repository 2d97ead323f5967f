"""Preferans's answers to the game contract (:class:`rules.game_hooks.GameHooks`): a
player's record counts the pools he closed, his remizes, the misères he made and the
raspasy he won (:mod:`rules.preferans.record_facts`); the money is the game's own rule,
the settlement's exact whists rounded to kopecks by largest remainders (§10.6)."""

from __future__ import annotations

from typing import Final

from rules.game_hooks import GameHooks
from rules.ledger import Scored
from rules.preferans.options import OPTION_KEYS, PRESETS, Convention
from rules.preferans.record_facts import record_counts, record_facts
from rules.preferans.records import DealKind, Role
from rules.preferans.results import PreferansSummary

FIELD_NAMES: Final = frozenset(
    {
        *(key.replace("_", " ") for key in OPTION_KEYS),
        *(f"options.{key.replace('_', ' ')}" for key in OPTION_KEYS),
        "declarer",
        "defenders",
        "whists",
        "pool",
        "gora",
        "note",
        "open",
        "talon tricks",
    }
)
"""The field names Preferans's refusals put in ``{name}`` and ``{choices}`` (``_`` read
as a space), beyond the shared ones; the desktop package marks each for translation."""

VALUE_WORDS: Final = frozenset(
    {
        *(str(kind) for kind in DealKind),
        *(str(role) for role in Role),
        *(str(convention) for convention in Convention),
        *(
            str(value)
            for preset in PRESETS.values()
            for value in preset.values()
            if isinstance(value, str)
        ),
        "whist_style gentleman",
        "responsibility half",
        "talon_prize with 3 players",
    }
)
"""The words Preferans's refusals put in ``{got}``, ``{what}`` and the lists of
``{choices}``: its deal types, roles, conventions and option values."""


def settle(scored: Scored, kopecks: int) -> dict[str, int]:
    """Each net in kopecks at ``kopecks`` a whist (§10.6; ``SettleBy.GAME``)."""
    return scored.summary_as(PreferansSummary).money_nets(kopecks)


HOOKS: Final = GameHooks(
    record_counts=record_counts,
    record_facts=record_facts,
    settle=settle,
    field_names=FIELD_NAMES,
    value_words=VALUE_WORDS,
)
"""Preferans's hooks, named by its registry entry."""
