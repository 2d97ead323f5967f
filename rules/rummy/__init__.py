"""Rummy for 2–8 players.

The engine is :mod:`rules.rummy.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

from typing import Final

from rules.registry import GameEntry, SettleBy, Totals, WinnerBy
from rules.rummy.engine import GAME, MAX_PLAYERS, MIN_PLAYERS

ENTRY: Final = GameEntry(
    name=GAME.name,
    title="Rummy",
    engine=GAME,
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
