"""Stukolka (Стуколка): pots, knocks and remizes.

The engine is :mod:`rules.stukolka.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

from typing import Final

from rules.registry import GameEntry, SettleBy, Totals, WinnerBy
from rules.stukolka.engine import GAME
from rules.stukolka.options import MAX_PLAYERS, MIN_PLAYERS

ENTRY: Final = GameEntry(
    name=GAME.name,
    title="Stukolka",
    engine=GAME,
    totals=Totals.MONEY,
    winner_by=WinnerBy.NOBODY,
    has_games=False,
    has_rubbers=False,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    proposes_dealer=True,
    settle_by=SettleBy.BALANCES,
    views="desktop.games.stukolka",
)
"""Stukolka's traits: money, no games and no winner, 3–7 players, a dealer each deal."""

__all__ = ["ENTRY", "GAME"]
