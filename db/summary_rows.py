"""The history's rows: a page of sittings read into :class:`SittingSummary` with their
players and deal counts, shared by the store's plain list and the history's filtered,
sorted pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session as OrmSession

from db.history_row import history_rows
from db.models import Deal, Seat
from db.rows import SittingSummary


def sitting_summaries(orm: OrmSession, rows: Sequence[Any]) -> list[SittingSummary]:
    """The history rows of ``rows`` (sitting rows, or result rows with the same columns),
    with their players in seat order, their deal counts and when each last deal was
    entered: two queries for the page, never one per sitting."""
    ids = [row.id for row in rows]
    if not ids:
        return []
    seats = orm.execute(
        select(Seat.sitting_id, Seat.name)
        .where(Seat.sitting_id.in_(ids))
        .order_by(Seat.sitting_id, Seat.position)
    )
    counts = orm.execute(
        select(Deal.sitting_id, func.count(), func.max(Deal.created))
        .where(Deal.sitting_id.in_(ids))
        .group_by(Deal.sitting_id)
    )
    return history_rows(rows, seats, counts)
