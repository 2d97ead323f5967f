"""The history's rows: a page of sittings read into :class:`SittingSummary` with their
players and deal counts, shared by the store's plain list and the history's filtered,
sorted pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session as OrmSession

from db.models import Deal, Seat
from db.rows import SittingId, SittingSummary


def sitting_summaries(orm: OrmSession, rows: Sequence[Any]) -> list[SittingSummary]:
    """The history rows of ``rows`` (sitting rows, or result rows with the same columns),
    with their players in seat order and their deal counts: two queries for the page,
    never one per sitting."""
    ids = [row.id for row in rows]
    names: dict[int, list[str]] = {sitting_id: [] for sitting_id in ids}
    counts: dict[int, int] = {}
    if ids:
        for sitting_id, name in orm.execute(
            select(Seat.sitting_id, Seat.name)
            .where(Seat.sitting_id.in_(ids))
            .order_by(Seat.sitting_id, Seat.position)
        ):
            names[sitting_id].append(name)
        for sitting_id, count in orm.execute(
            select(Deal.sitting_id, func.count())
            .where(Deal.sitting_id.in_(ids))
            .group_by(Deal.sitting_id)
        ):
            counts[sitting_id] = count
    return [
        SittingSummary(
            id=SittingId(row.id),
            game=row.game,
            players=tuple(names[row.id]),
            created=row.created,
            updated=row.updated,
            deal_count=counts.get(row.id, 0),
            finished=row.finished,
            leader=row.leader,
            place=row.place,
            note=row.note,
        )
        for row in rows
    ]
