"""Gin, Oklahoma and Hollywood gin.

The engine is :mod:`rules.gin.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

from typing import Final

from rules.game_hooks import HooksAt
from rules.gin.options import PLAYERS
from rules.lazy_import import lazy_names
from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy

ENTRY: Final = GameEntry(
    name="gin",
    title="Gin",
    engine=EngineAt("rules.gin.engine"),
    totals=Totals.POINTS,
    winner_by=WinnerBy.SETTLEMENT,
    has_games=True,
    has_rubbers=False,
    min_players=PLAYERS,
    max_players=PLAYERS,
    proposes_dealer=False,
    settle_by=SettleBy.SETTLEMENT_NET,
    views="desktop.games.gin",
    hooks=HooksAt("rules.gin.hooks"),
)
"""Gin's traits: points, games (or Hollywood columns) settled, two players, no dealer
recorded."""

__all__ = ["ENTRY", "GAME"]

# The engine's names come on first use: listing the game does not import its engine.
__getattr__ = lazy_names(__name__, {"GAME": "rules.gin.engine"})
