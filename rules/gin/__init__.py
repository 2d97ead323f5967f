"""Gin, Oklahoma and Hollywood gin.

The engine is :mod:`rules.gin.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

import importlib
from typing import Final

from rules.gin.options import PLAYERS
from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy

ENTRY: Final = GameEntry(
    name="gin",
    title="Gin",
    engine=EngineAt("gin", "rules.gin.engine"),
    totals=Totals.POINTS,
    winner_by=WinnerBy.SETTLEMENT,
    has_games=True,
    has_rubbers=False,
    min_players=PLAYERS,
    max_players=PLAYERS,
    proposes_dealer=False,
    settle_by=SettleBy.SETTLEMENT_NET,
    views="desktop.games.gin",
)
"""Gin's traits: points, games (or Hollywood columns) settled, two players, no dealer
recorded."""

__all__ = ["ENTRY", "GAME"]

_LAZY: Final = {"GAME": "rules.gin.engine"}


def __getattr__(name: str) -> object:
    """The engine's names, imported on first use (the registry lists the game without
    them: :class:`rules.registry.EngineAt`)."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
