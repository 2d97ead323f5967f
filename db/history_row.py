"""The history's row (:class:`SittingSummary`) and the sitting id, on their own: the
window's light history reader (:mod:`db.history_light`) makes these rows at start
without importing what the rest of :mod:`db.rows` needs. :mod:`db.rows` hands out
these same classes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NewType

SittingId = NewType("SittingId", int)
"""A sitting's id in the database."""


@dataclass(frozen=True)
class SittingSummary:
    """One row of the history."""

    id: SittingId
    """The sitting's id."""
    game: str
    """The game's registry name: ``three-bugs``, ``stukolka``, ``gin`` or ``rummy``."""
    players: tuple[str, ...]
    """The names as written at this sitting, in seat order."""
    created: datetime
    """When it was created, timezone-aware UTC."""
    updated: datetime
    """When a deal or a detail last changed, timezone-aware UTC."""
    deal_count: int
    """How many deals are recorded."""
    finished: bool
    """True when the engine says the sitting is over."""
    leader: str | None
    """The winner if finished, else the current leader (``None``: no deals or a tie)."""
    place: str | None
    """Where it was played."""
    note: str | None
    """The players' note."""
    last_deal: datetime | None = None
    """When its last deal (the highest position) was entered, timezone-aware UTC
    (``None``: no deal yet, or its page unreadable). Not ``updated``, which a price or a
    note moves too (issue 25, item 19)."""


def history_rows(
    sittings: Sequence[Any],
    seats: Iterable[tuple[int, str]],
    counts: Iterable[tuple[int, int]],
    last_deals: Iterable[tuple[int, Any]] = (),
    moment: Callable[[Any], datetime] = lambda stored: stored,
) -> list[SittingSummary]:
    """The history's rows of a page: ``sittings`` (each with the sitting columns ``id``,
    ``game``, ``created``, ``updated``, ``finished``, ``leader``, ``place``, ``note`` as
    attributes), ``seats`` (sitting id, name, in seat order) and ``counts`` (sitting id,
    deals) as the page's two grouped queries give them, ``last_deals`` (sitting id, when
    its last deal was entered); ``moment`` turns a stored moment into an aware one. The
    store's pages and the light reader's are built by this one."""
    names: dict[int, list[str]] = {row.id: [] for row in sittings}
    for sitting_id, name in seats:
        names[sitting_id].append(name)
    deals = {sitting_id: count for sitting_id, count in counts}
    last = {sitting_id: moment(entered) for sitting_id, entered in last_deals}
    return [
        SittingSummary(
            id=SittingId(row.id),
            game=row.game,
            players=tuple(names[row.id]),
            created=moment(row.created),
            updated=moment(row.updated),
            deal_count=deals.get(row.id, 0),
            finished=bool(row.finished),
            leader=row.leader,
            place=row.place,
            note=row.note,
            last_deal=last.get(row.id),
        )
        for row in sittings
    ]
