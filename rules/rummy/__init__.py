"""Rummy for 2–8 players.

The engine is :mod:`rules.rummy.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

import importlib
from typing import Final

from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy
from rules.rummy.table import MAX_PLAYERS, MIN_PLAYERS

ENTRY: Final = GameEntry(
    name="rummy",
    title="Rummy",
    engine=EngineAt("rummy", "rules.rummy.engine"),
    totals=Totals.POINTS,
    winner_by=WinnerBy.SOLE_LEADER_AT_TARGET,
    has_games=True,
    has_rubbers=False,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    proposes_dealer=False,
    settle_by=SettleBy.PAIRWISE,
    views="desktop.games.rummy",
)
"""Rummy's traits: points, one game a sitting, 2–8 players, no dealer recorded."""

__all__ = ["ENTRY", "GAME"]

_LAZY: Final = {"GAME": "rules.rummy.engine"}


def __getattr__(name: str) -> object:
    """The engine's names, imported on first use (the registry lists the game without
    them: :class:`rules.registry.EngineAt`)."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
