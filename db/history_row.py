"""The history's row (:class:`SittingSummary`) and the sitting id, on their own: the
window's light history reader (:mod:`db.history_light`) makes these rows at start
without importing what the rest of :mod:`db.rows` needs. :mod:`db.rows` hands out
these same classes."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import NewType

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
