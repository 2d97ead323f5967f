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
    with their players in seat order and their deal counts: two queries for the page,
    never one per sitting (when each last deal was entered: :func:`last_deals`, read
    apart)."""
    ids = [row.id for row in rows]
    if not ids:
        return []
    seats = orm.execute(
        select(Seat.sitting_id, Seat.name)
        .where(Seat.sitting_id.in_(ids))
        .order_by(Seat.sitting_id, Seat.position)
    )
    counts = orm.execute(
        select(Deal.sitting_id, func.count())
        .where(Deal.sitting_id.in_(ids))
        .group_by(Deal.sitting_id)
    )
    return history_rows(rows, seats, counts)


def last_deals(orm: OrmSession, ids: Sequence[int]) -> dict[int, Any]:
    """Sitting id → when its last deal was entered, for each of ``ids`` with a deal: the
    deal at the highest position, one row a sitting found through the position index.
    The only history read of the deal table's rows (the counts come from its index), so
    the store reads it in a transaction of its own."""
    latest = (
        select(Deal.sitting_id, func.max(Deal.position).label("last"))
        .where(Deal.sitting_id.in_(ids))
        .group_by(Deal.sitting_id)
        .subquery()
    )
    statement = select(Deal.sitting_id, Deal.created).join(
        latest, (Deal.sitting_id == latest.c.sitting_id) & (Deal.position == latest.c.last)
    )
    return {int(sitting): created for sitting, created in orm.execute(statement)}
