"""Stukolka (Стуколка): pots, knocks and remizes.

The engine is :mod:`rules.stukolka.engine`; this package publishes its ``GAME`` and its
registry entry ``ENTRY``."""

import importlib
from typing import Final

from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy
from rules.stukolka.options import MAX_PLAYERS, MIN_PLAYERS

ENTRY: Final = GameEntry(
    name="stukolka",
    title="Stukolka",
    engine=EngineAt("stukolka", "rules.stukolka.engine"),
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

_LAZY: Final = {"GAME": "rules.stukolka.engine"}


def __getattr__(name: str) -> object:
    """The engine's names, imported on first use (the registry lists the game without
    them: :class:`rules.registry.EngineAt`)."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
