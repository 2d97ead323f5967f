"""Three Bugs (Три жучка): the scoring engine (spec: three-bugs.md).

A Vint-like game each for himself: misdeals, contracts played by a soloist against the
others, all-pass deals; games at 1000 below the line, rubbers of two games, a partie of
four rubbers. The three-handed variant plays with a dummy.

Modules: :mod:`~rules.three_bugs.records` (typed deal records),
:mod:`~rules.three_bugs.parsing` (checking the session file's deals; their crowns, aces
and amurchik in :mod:`~rules.three_bugs.premium_parsing`),
:mod:`~rules.three_bugs.options` (house rules and value tables),
:mod:`~rules.three_bugs.contract_scoring`, :mod:`~rules.three_bugs.all_pass`,
:mod:`~rules.three_bugs.hand_premiums` (what each deal writes),
:mod:`~rules.three_bugs.scorer` (games, rubbers, partie; the facts each deal carries),
:mod:`~rules.three_bugs.reasons` (rule ids and reason words).
"""

from __future__ import annotations

from typing import Final

from rules.game_hooks import HooksAt
from rules.lazy_import import lazy_names
from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy
from rules.three_bugs.options import PLAYERS_WITH_DUMMY, PLAYERS_WITHOUT_DUMMY
from rules.three_bugs.reasons import RULE_IDS, RULE_ORDER, Reason, Rule

ENTRY: Final = GameEntry(
    name="three-bugs",
    title="Three Bugs",
    engine=EngineAt("rules.three_bugs.engine"),
    totals=Totals.POINTS,
    winner_by=WinnerBy.PARTIE,
    has_games=True,
    has_rubbers=True,
    min_players=PLAYERS_WITH_DUMMY,
    max_players=PLAYERS_WITHOUT_DUMMY,
    proposes_dealer=True,
    settle_by=SettleBy.PAIRWISE,
    views="desktop.games.three_bugs",
    hooks=HooksAt("rules.three_bugs.hooks"),
)
"""Three Bugs' traits: points, games and rubbers to a partie, 4 players (3 with a dummy),
a dealer each deal."""

__all__ = [
    "ENTRY",
    "GAME",
    "RULE_IDS",
    "RULE_ORDER",
    "Reason",
    "Rule",
    "ThreeBugs",
    "ThreeBugsScorer",
]

# The engine's names come on first use: listing the game does not import its engine.
__getattr__ = lazy_names(
    __name__,
    {
        "GAME": "rules.three_bugs.engine",
        "ThreeBugs": "rules.three_bugs.engine",
        "ThreeBugsScorer": "rules.three_bugs.scorer",
    },
)
