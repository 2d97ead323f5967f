"""Rummy for 2–8 players.

The engine is :mod:`rules.rummy.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

from typing import Final

from rules.game_hooks import HooksAt
from rules.lazy_import import lazy_names
from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy
from rules.rummy.table import MAX_PLAYERS, MIN_PLAYERS

ENTRY: Final = GameEntry(
    name="rummy",
    title="Rummy",
    engine=EngineAt("rules.rummy.engine"),
    totals=Totals.POINTS,
    winner_by=WinnerBy.SOLE_LEADER_AT_TARGET,
    has_games=True,
    has_rubbers=False,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    proposes_dealer=False,
    settle_by=SettleBy.PAIRWISE,
    views="desktop.games.rummy",
    hooks=HooksAt("rules.rummy.hooks"),
)
"""Rummy's traits: points, one game a sitting, 2–8 players, no dealer recorded."""

__all__ = ["ENTRY", "GAME"]

# The engine's names come on first use: listing the game does not import its engine.
__getattr__ = lazy_names(__name__, {"GAME": "rules.rummy.engine"})
