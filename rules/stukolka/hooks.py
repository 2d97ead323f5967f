"""Stukolka's answers to the game contract (:class:`rules.game_hooks.GameHooks`): a
player's record counts the deals he played and the remizes he paid; the chart and the
money come from the entry's traits (money, settled by balances); the scoreboard shows
what is on the table and the pot the next deal is played for."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rules.game_hooks import BoardLine, GameHooks, RecordTally
from rules.ledger import Scored
from rules.stukolka.reasons import PLAYED, REMIZES
from rules.stukolka.results import StukolkaSummary

if TYPE_CHECKING:
    from rules.session import Session


class Fact(StrEnum):
    """Stukolka's own facts in a player's record (stable words; the app translates)."""

    KNOCKS = "knocks"
    """Deals he played (knocked, or every deal of the obligatory variant)."""
    REMIZES_PAID = "remizes-paid"
    """Remizes he paid, fault remizes included."""
    REMIZ_MONEY = "remiz-money"
    """The money those remizes cost him."""


_COUNTS: Final = ("knocks", "remizes", "remiz_money")
"""The raw counts kept per sitting, added up into the facts."""


def record_counts(_session: Session, scored: Scored, seat: str) -> dict[str, int]:
    """The deals ``seat`` played, and the remizes he paid and what they cost."""
    counts = dict.fromkeys(_COUNTS, 0)
    for deal in scored.deals:
        mine = [entry for entry in deal.entries if entry.player == seat]
        if any(entry.reason in PLAYED for entry in mine):
            counts["knocks"] += 1
        for entry in mine:
            if entry.reason in REMIZES:
                counts["remizes"] += 1
                counts["remiz_money"] -= entry.points
    return counts


def record_facts(tally: RecordTally) -> tuple[tuple[str, float], ...]:
    """Deals played, remizes paid and the money they cost."""
    counts = tally.counts
    return (
        (Fact.KNOCKS, counts.get("knocks", 0)),
        (Fact.REMIZES_PAID, counts.get("remizes", 0)),
        (Fact.REMIZ_MONEY, counts.get("remiz_money", 0)),
    )


class Board(StrEnum):
    """Stukolka's lines on the room's scoreboard (stable words; the app translates)."""

    ON_TABLE = "on-table"
    """The money on the table after the last deal (remizes and unplayed pots)."""
    NEXT_POT = "next-pot"
    """The pot the next deal is played for: what is on the table, the ante, the stakes."""


def board_lines(_session: Session, scored: Scored) -> tuple[BoardLine, ...]:
    """What is on the table, and the next deal's pot (stukolka.md, rules 16 and 18)."""
    summary = scored.summary_as(StukolkaSummary)
    return (
        BoardLine(Board.ON_TABLE, table=summary.on_table),
        BoardLine(Board.NEXT_POT, table=summary.next_pot.total),
    )


HOOKS: Final = GameHooks(record_counts=record_counts, record_facts=record_facts, board=board_lines)
"""Stukolka's hooks, named by its registry entry."""
