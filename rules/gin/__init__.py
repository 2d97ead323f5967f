"""Gin, Oklahoma and Hollywood gin.

The engine is :mod:`rules.gin.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

from typing import Final

from rules.gin.engine import GAME
from rules.gin.options import PLAYERS
from rules.registry import GameEntry, SettleBy, Totals, WinnerBy

ENTRY: Final = GameEntry(
    name=GAME.name,
    title="Gin",
    engine=GAME,
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
