"""Hearts, the fifth game's rules: the engine is :mod:`tests.fifth_game.rules.engine`;
this package publishes its ``GAME`` and its registry entry ``ENTRY``, as every game
package in ``rules/`` does."""

from typing import Final

from rules.game_hooks import HooksAt
from rules.registry import GameEntry, SettleBy, Totals, WinnerBy
from tests.fifth_game.rules.engine import GAME

ENTRY: Final = GameEntry(
    name=GAME.name,
    title="Hearts",
    engine=GAME,
    totals=Totals.POINTS,
    winner_by=WinnerBy.SOLE_LEADER_AT_TARGET,
    has_games=True,
    has_rubbers=False,
    min_players=3,
    max_players=6,
    proposes_dealer=True,
    views="tests.fifth_game.desktop",
    settle_by=SettleBy.GAME,
    hooks=HooksAt("tests.fifth_game.rules.hooks"),
)
"""Hearts' traits: points, one game a sitting, 3–6 players, a dealer each deal, its own
money rule; its hooks in :mod:`tests.fifth_game.rules.hooks`, its widgets (and printed
sheet) in :mod:`tests.fifth_game.desktop`, no rulebook chapter."""

__all__ = ["ENTRY", "GAME"]
