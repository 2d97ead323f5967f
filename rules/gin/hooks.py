"""Gin's answers to the game contract (:class:`rules.game_hooks.GameHooks`): a player's
record counts his knocks, gins and the undercuts he suffered, read from each hand's
facts; a hand can be worked out from the cards; the scoreboard shows Hollywood's three
columns."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rules.game_hooks import BoardLine, GameHooks, RecordTally
from rules.gin.hands import Outcome
from rules.gin.results import GinFacts, GinSummary
from rules.ledger import JSON, Scored

if TYPE_CHECKING:
    from rules.session import Session


class Fact(StrEnum):
    """Gin's own facts in a player's record (stable words; the app translates)."""

    KNOCKS = "knocks"
    """Hands he ended by knocking with deadwood (gins are counted apart)."""
    GINS = "gins"
    """Hands he ended by going gin (a knock with no deadwood included)."""
    UNDERCUTS_SUFFERED = "undercuts-suffered"
    """His knocks the opponent undercut."""


_COUNTS: Final = ("knocks", "gins", "undercuts")
"""The raw counts kept per sitting, added up into the facts."""


def ender(facts: GinFacts, players: tuple[str, ...]) -> str | None:
    """Who ended the hand (the knocker, or the player who went gin): the hand's winner,
    but for an undercut the other player; ``None`` for a dead hand."""
    winner = facts.hand_winner
    if winner is None:
        return None
    if facts.outcome is Outcome.UNDERCUT:
        return next(player for player in players if player != winner)
    return winner


def record_counts(_session: Session, scored: Scored, seat: str) -> dict[str, int]:
    """The hands ``seat`` ended by knocking or by gin, and his knocks undercut."""
    counts = dict.fromkeys(_COUNTS, 0)
    for deal in scored.deals:
        facts = deal.facts_as(GinFacts)
        if ender(facts, scored.players) != seat:
            continue
        if facts.outcome is Outcome.GIN:
            counts["gins"] += 1
        else:
            counts["knocks"] += 1
            if facts.outcome is Outcome.UNDERCUT:
                counts["undercuts"] += 1
    return counts


def record_facts(tally: RecordTally) -> tuple[tuple[str, float], ...]:
    """Knocks, gins and undercuts suffered."""
    counts = tally.counts
    return (
        (Fact.KNOCKS, counts.get("knocks", 0)),
        (Fact.GINS, counts.get("gins", 0)),
        (Fact.UNDERCUTS_SUFFERED, counts.get("undercuts", 0)),
    )


def from_cards(request: Mapping[str, JSON]) -> dict[str, JSON]:
    """A hand arranged or a knock played out from the cards
    (:mod:`rules.gin.hand_request`, imported only when asked)."""
    from rules.gin.hand_request import answer_gin

    return answer_gin(request)


class Board(StrEnum):
    """Gin's lines on the room's scoreboard (stable words; the app translates)."""

    COLUMN = "column"
    """One of Hollywood's columns: each player's points in it, and its winner once
    closed."""


def board_lines(_session: Session, scored: Scored) -> tuple[BoardLine, ...]:
    """Hollywood's three columns as they stand (gin.md, "Hollywood"); none in a single
    game, whose totals are the standings already."""
    columns = scored.summary_as(GinSummary).columns
    if columns is None:
        return ()
    return tuple(
        BoardLine(Board.COLUMN, dict(column.points), number=number, winner=column.winner)
        for number, column in enumerate(columns, start=1)
    )


HOOKS: Final = GameHooks(
    record_counts=record_counts,
    record_facts=record_facts,
    from_cards=from_cards,
    board=board_lines,
)
"""Gin's hooks, named by its registry entry."""
