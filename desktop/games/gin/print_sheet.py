"""Gin's printed sheet (issue 16, "Print and PDF"), its desktop package's
``PRINT_SECTIONS``: each player's running points, written under the hand's winner as on
the paper sheet (Hollywood: in each of the three columns); then the points, bonuses,
totals and the settlement. How each hand ended is the deal's facts
(:class:`~rules.gin.results.GinFacts`), not worked out again from the record."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.printing.sections import Row, Section, points_text
from desktop.printing.words import CONTEXT, word
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from desktop.widgets.text_fill import fill
from rules.gin.hands import Outcome
from rules.gin.hooks import ender
from rules.gin.results import GinFacts
from rules.ledger import Column, DealScore, Scored
from rules.session import Session

HAND_WORDS: dict[Outcome, str] = {
    Outcome.KNOCK: QT_TRANSLATE_NOOP("Printing", "%1 knocks"),
    Outcome.GIN: QT_TRANSLATE_NOOP("Printing", "%1 gin"),
    Outcome.UNDERCUT: QT_TRANSLATE_NOOP("Printing", "%1 knocks, undercut"),
    Outcome.DEAD: QT_TRANSLATE_NOOP("Printing", "dead hand"),
}
"""How a hand ended, in the printed sheet's words (``%1``: who knocked or went gin)."""


OPTION_WORDS: dict[str, str] = {
    "variant": QT_TRANSLATE_NOOP("Printing", "variant"),
    "scoring": QT_TRANSLATE_NOOP("Printing", "scoring"),
    "target": QT_TRANSLATE_NOOP("Printing", "target"),
    "gin_bonus": QT_TRANSLATE_NOOP("Printing", "gin bonus"),
    "undercut_bonus": QT_TRANSLATE_NOOP("Printing", "undercut bonus"),
    "box_bonus": QT_TRANSLATE_NOOP("Printing", "box bonus"),
    "game_bonus": QT_TRANSLATE_NOOP("Printing", "game bonus"),
    "shutout_doubles": QT_TRANSLATE_NOOP("Printing", "shutout doubles"),
    "standard": QT_TRANSLATE_NOOP("Printing", "standard"),
    "oklahoma": QT_TRANSLATE_NOOP("Printing", "Oklahoma"),
    "single": QT_TRANSLATE_NOOP("Printing", "single game"),
    "hollywood": QT_TRANSLATE_NOOP("Printing", "Hollywood"),
}
"""The options' names (the session file's keys) and word values on the printed sheet,
in English (translated in the ``Printing`` context)."""


def _hand_text(deal: DealScore, players: tuple[str, ...]) -> str:
    facts = deal.facts_as(GinFacts)
    text = QCoreApplication.translate(CONTEXT, HAND_WORDS[facts.outcome])
    player = ender(facts, players)
    return text if player is None else fill(text, player)


def print_sections(scored: Scored, _session: Session) -> list[Section]:
    """The running points of each player (per column in Hollywood) and the settlement."""
    data = scored.to_json()
    players = list(scored.players)
    columns = data.get("columns")
    games: list[int | None] = [1, 2, 3] if columns else [None]
    keys = [(game, player) for game in games for player in players]
    running = dict.fromkeys(keys, 0)
    bonuses = dict.fromkeys(keys, 0)
    rows: list[Row] = []
    for deal in scored.deals:
        changed: set[tuple[int | None, str]] = set()
        for entry in deal.entries:
            key = (entry.game, entry.player)
            if entry.column is Column.BONUS:
                bonuses[key] += entry.points
            else:
                running[key] += entry.points
                changed.add(key)
        cells = [points_text(running[key]) if key in changed else "" for key in keys]
        rows.append(Row((str(deal.deal), _hand_text(deal, scored.players), *cells)))
    everyone = [points_text(running[key]) for key in keys]
    rows.append(Row((word("points"), "", *everyone), bold=True))
    rows.append(Row((word("bonuses"), "", *[points_text(bonuses[key]) for key in keys])))
    rows.append(Row((word("total"), "", *[points_text(running[k] + bonuses[k]) for k in keys])))
    if columns:
        nets = []
        for column in columns:
            nets += [_settled(column), ""]
        rows.append(Row((word("settlement"), "", *nets)))
    rows.append(
        Row((word("settlement"), _settled(data.get("settlement")), *[""] * len(keys)), bold=True)
    )
    # Short headers: six player columns must fit a portrait page.
    headers = tuple(f"{player} ({game})" for game, player in keys) if columns else tuple(players)
    return [Section(word("points"), (word("deal"), word("how-ended"), *headers), tuple(rows))]


def _settled(settlement: Any) -> str:
    if not isinstance(settlement, Mapping):
        return word("no-settlement")
    winner = settlement.get("winner")
    if winner is None:
        net = settlement.get("net")
        return word("drawn") if net == 0 else word("no-settlement")
    return word("wins-net", winner, settlement.get("net"))
