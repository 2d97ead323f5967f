"""Preferans (Преферанс): the pulka of Сочи, Ленинград and Ростов (spec: preferans.md).

Three or four players (with four the dealer sits out); contracts 6–10, misère, raspasy,
concessions and corrections, written as the pool, the mountain and the whists on each
opponent, and settled in exact whists, then in kopecks.

Modules: :mod:`~rules.preferans.records` (typed deal records),
:mod:`~rules.preferans.parsing` (the session file's deals checked, once),
:mod:`~rules.preferans.options` (the conventions and every option),
:mod:`~rules.preferans.contract_scoring` (contracts, misère, concession),
:mod:`~rules.preferans.raspasy` (raspasy and its run), :mod:`~rules.preferans.pool`
(writing to the pool, §8), :mod:`~rules.preferans.reckoning` (the settlement, §10),
:mod:`~rules.preferans.sheet` (the fold: the sheet deal by deal),
:mod:`~rules.preferans.results` (the typed entries, facts and summary),
:mod:`~rules.preferans.reasons` (reason words and rule ids).
"""

from __future__ import annotations

from typing import Final

from rules.game_hooks import HooksAt
from rules.lazy_import import lazy_names
from rules.preferans.options import MAX_PLAYERS, MIN_PLAYERS
from rules.preferans.reasons import RULE_IDS, Reason, Rule
from rules.registry import EngineAt, GameEntry, SettleBy, Totals, WinnerBy

ENTRY: Final = GameEntry(
    name="preferans",
    title="Preferans",
    engine=EngineAt("rules.preferans.engine"),
    totals=Totals.POINTS,
    winner_by=WinnerBy.SETTLEMENT,
    has_games=False,
    has_rubbers=False,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    proposes_dealer=True,
    settle_by=SettleBy.GAME,
    views="desktop.games.preferans",
    hooks=HooksAt("rules.preferans.hooks"),
)
"""Preferans's traits: whists (points, not money), the winner named by the settlement,
3–4 players, a dealer each deal, settled by its own rule (its hooks' ``settle``: the
exact nets to kopecks by largest remainders, §10.6)."""

__all__ = ["ENTRY", "GAME", "RULE_IDS", "Preferans", "PreferansScorer", "Reason", "Rule"]

# The engine's names come on first use: listing the game does not import its engine.
__getattr__ = lazy_names(
    __name__,
    {
        "GAME": "rules.preferans.engine",
        "Preferans": "rules.preferans.engine",
        "PreferansScorer": "rules.preferans.sheet",
    },
)
