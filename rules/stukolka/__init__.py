"""Stukolka (Стуколка): pots, knocks and remizes.

The engine is :mod:`rules.stukolka.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

from typing import Final

from rules.game_hooks import HooksAt
from rules.lazy_import import lazy_names
from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy
from rules.stukolka.options import MAX_PLAYERS, MIN_PLAYERS

ENTRY: Final = GameEntry(
    name="stukolka",
    title="Stukolka",
    engine=EngineAt("rules.stukolka.engine"),
    totals=Totals.MONEY,
    winner_by=WinnerBy.NOBODY,
    has_games=False,
    has_rubbers=False,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    proposes_dealer=True,
    settle_by=SettleBy.BALANCES,
    views="desktop.games.stukolka",
    hooks=HooksAt("rules.stukolka.hooks"),
)
"""Stukolka's traits: money, no games and no winner, 3–7 players, a dealer each deal."""

__all__ = ["ENTRY", "GAME"]

# The engine's names come on first use: listing the game does not import its engine.
__getattr__ = lazy_names(__name__, {"GAME": "rules.stukolka.engine"})
