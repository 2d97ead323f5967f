"""Stukolka's answers to the game contract (:class:`rules.game_hooks.GameHooks`): a
player's record counts the deals he played and the remizes he paid; the chart and the
money come from the entry's traits (money, settled by balances)."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rules.game_hooks import GameHooks, RecordTally
from rules.ledger import Scored
from rules.stukolka.reasons import PLAYED, REMIZES

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


HOOKS: Final = GameHooks(record_counts=record_counts, record_facts=record_facts)
"""Stukolka's hooks, named by its registry entry."""
