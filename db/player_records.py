"""A player's sittings read for looking back: his result in each (for the chart of his
results over time) and his record per game (issue 16, "Records").

Results come from the seats' stored totals in one query. Records need more than totals
(contracts, knocks, gins…), so his sittings' deal records are read in a few grouped
queries and scored by the engines, and :mod:`rules.player_records` counts on the sheets.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from db.errors import UnknownPlayer
from db.models import Deal, Player, Seat, Sitting
from db.service import SittingId, Store
from rules.player_records import GameRecord, SittingOutcome, player_records, sitting_outcome
from rules.session import score as score_session
from rules.session import session_from_json

_CHUNK = 500
"""Sittings per statement (SQLite caps bound parameters)."""


@dataclass(frozen=True, slots=True)
class SittingResult:
    """A player's result at one sitting."""

    sitting: SittingId
    """The sitting."""
    game: str
    """The game's registry name."""
    created: datetime
    """When the sitting was created (or imported), timezone-aware."""
    seat: str
    """His name as written at this sitting."""
    result: int
    """His total on its sheet: points, or money in Stukolka."""


def player_results(store: Store, name: str, game: str | None = None) -> list[SittingResult]:
    """The player's (name compared case-folded) result at each of his sittings, oldest
    first, optionally of one game. Raises :class:`~db.errors.UnknownPlayer`."""
    with store._transaction(write=False) as orm:  # the Store's own transaction helper
        player_id = _player_id(orm, name)
        query = (
            select(Sitting.id, Sitting.game, Sitting.created, Seat.name, Seat.total)
            .join(Seat, Seat.sitting_id == Sitting.id)
            .where(Seat.player_id == player_id)
            .order_by(Sitting.created, Sitting.id)
        )
        if game is not None:
            query = query.where(Sitting.game == game)
        rows = orm.execute(query).all()
    return [
        SittingResult(SittingId(sitting), str(kind), created, str(seat), int(total))
        for sitting, kind, created, seat, total in rows
    ]


_OUTCOMES: dict[tuple[str, int], tuple[datetime, dict[str, SittingOutcome]]] = {}
"""(database URL, sitting) → (the sitting's ``updated`` when it was scored, each seat's
outcome). Every change to a sitting's deals or details moves ``updated``, so a stale entry
is never used; a regular's records are then counted once, not at every look."""


def player_outcomes(store: Store, name: str) -> list[SittingOutcome]:
    """What the player did at each of his sittings, oldest first, each sitting rescored
    from its stored deal records (a sitting unchanged since it was last scored here is
    not scored again). Raises :class:`~db.errors.UnknownPlayer`."""
    results = player_results(store, name)
    with store._transaction(write=False) as orm:
        updated = dict(
            orm.execute(
                select(Sitting.id, Sitting.updated).where(
                    Sitting.id.in_(
                        select(Seat.sitting_id).where(Seat.player_id == _player_id(orm, name))
                    )
                )
            ).all()
        )
    stale = [
        int(row.sitting)
        for row in results
        if _cached(store, int(row.sitting), updated[int(row.sitting)], row.seat) is None
    ]
    for sitting, outcomes in _score_sittings(store, stale).items():
        _OUTCOMES[(store.url, sitting)] = (updated[sitting], outcomes)
    return [_OUTCOMES[(store.url, int(row.sitting))][1][row.seat] for row in results]


def _cached(store: Store, sitting: int, updated: datetime, seat: str) -> SittingOutcome | None:
    found = _OUTCOMES.get((store.url, sitting))
    if found is None or found[0] != updated:
        return None
    # A rename rewrites the seats without moving ``updated``: then the name is not there.
    return found[1].get(seat)


def _score_sittings(store: Store, ids: list[int]) -> dict[int, dict[str, SittingOutcome]]:
    """Each seat's outcome at each sitting of ``ids``, read in a few grouped queries."""
    sittings: dict[int, tuple[str, dict[str, Any]]] = {}
    seats: dict[int, list[str]] = defaultdict(list)
    deals: dict[int, list[Any]] = defaultdict(list)
    with store._transaction(write=False) as orm:
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start : start + _CHUNK]
            for sitting_id, game, options in orm.execute(
                select(Sitting.id, Sitting.game, Sitting.options).where(Sitting.id.in_(chunk))
            ):
                sittings[sitting_id] = (game, options)
            for sitting_id, seat in orm.execute(
                select(Seat.sitting_id, Seat.name)
                .where(Seat.sitting_id.in_(chunk))
                .order_by(Seat.sitting_id, Seat.position)
            ):
                seats[sitting_id].append(seat)
            for sitting_id, record in orm.execute(
                select(Deal.sitting_id, Deal.record)
                .where(Deal.sitting_id.in_(chunk))
                .order_by(Deal.sitting_id, Deal.position)
            ):
                deals[sitting_id].append(record)
    scored: dict[int, dict[str, SittingOutcome]] = {}
    for sitting in ids:
        game, options = sittings[sitting]
        session = session_from_json(
            {
                "format": "zapis-session",
                "version": 1,
                "game": game,
                "players": seats[sitting],
                "options": options,
                "deals": deals[sitting],
            }
        )
        sheet = score_session(session)
        scored[sitting] = {seat: sitting_outcome(session, sheet, seat) for seat in session.players}
    return scored


def player_game_records(store: Store, name: str, order: Sequence[str] = ()) -> list[GameRecord]:
    """The player's record at each game he played, games in ``order`` (the registry's,
    as the caller knows it) and any others after them by name. Raises
    :class:`~db.errors.UnknownPlayer`."""
    return player_records(player_outcomes(store, name), order)


def _player_id(orm: Any, name: str) -> int:
    player_id = orm.scalar(select(Player.id).where(Player.folded == name.casefold()))
    if player_id is None:
        raise UnknownPlayer(f"no player named '{name}'")
    return int(player_id)
