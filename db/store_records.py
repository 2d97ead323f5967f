"""The store's look back at one player (issue 16, "Records"): his result at each of his
sittings (for the chart of his results over time), what he did at each, and his record
per game.

Results come from the seats' stored totals in one query. Records need more than totals
(contracts, knocks, gins…), so his sittings are read in a few grouped queries, each
through the one lenient stored reader (:func:`db.sitting_rows.read_stored_sessions`: a
sitting that opens in the window has records too), scored by the engines, and
:mod:`rules.player_records` counts on the sheets.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session as OrmSession

from db.errors import UnknownPlayer
from db.models import Player, Seat, Sitting
from db.rows import SittingId, SittingResult
from db.sitting_rows import folded_name, read_stored_sessions
from db.store_base import StoreBase
from rules.player_records import GameRecord, SittingOutcome, player_records, sitting_outcome
from rules.session import score


class RecordsAndResults(StoreBase):
    """Part of :class:`db.service.Store`: a player's results and records."""

    def player_results(self, name: str, game: str | None = None) -> list[SittingResult]:
        """The player's (name compared case-folded) result at each of his sittings, oldest
        first, optionally of one game. Raises :class:`~db.errors.UnknownPlayer`."""
        with self._transaction(write=False) as orm:
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

    def player_outcomes(self, name: str) -> list[SittingOutcome]:
        """What the player did at each of his sittings, oldest first, each sitting rescored
        from its stored deal records (a sitting unchanged since this store last scored it
        is not scored again). Raises :class:`~db.errors.UnknownPlayer`."""
        with self._transaction(write=False) as orm:
            player_id = _player_id(orm, name)
            rows = orm.execute(
                select(Sitting.id, Sitting.updated, Seat.name)
                .join(Seat, Seat.sitting_id == Sitting.id)
                .where(Seat.player_id == player_id)
                .order_by(Sitting.created, Sitting.id)
            ).all()
            stale = [
                int(sitting)
                for sitting, updated, seat in rows
                if self._kept_outcome(int(sitting), updated, str(seat)) is None
            ]
            sessions = read_stored_sessions(orm.connection(), stale)
        for sitting in stale:
            session = sessions[sitting]
            sheet = score(session)
            outcomes = {seat: sitting_outcome(session, sheet, seat) for seat in session.players}
            updated = next(when for found, when, _seat in rows if int(found) == sitting)
            self._outcomes[sitting] = (updated, outcomes)
        return [self._outcomes[int(sitting)][1][str(seat)] for sitting, _when, seat in rows]

    def player_game_records(self, name: str, order: Sequence[str] = ()) -> list[GameRecord]:
        """The player's record at each game he played, games in ``order`` (the registry's,
        as the caller knows it) and any others after them by name. Raises
        :class:`~db.errors.UnknownPlayer`."""
        return player_records(self.player_outcomes(name), order)

    def _kept_outcome(self, sitting: int, updated: datetime, seat: str) -> SittingOutcome | None:
        """The seat's outcome kept for ``sitting`` if the sitting has not changed since
        (every change to its deals or details moves ``updated``)."""
        found = self._outcomes.get(sitting)
        if found is None or found[0] != updated:
            return None
        # A rename rewrites the seats without moving ``updated``: then the name is not there.
        return found[1].get(seat)


def _player_id(orm: OrmSession, name: str) -> int:
    player_id = orm.scalar(select(Player.id).where(Player.folded == folded_name(name)))
    if player_id is None:
        raise UnknownPlayer(f"no player named '{name}'")
    return int(player_id)
