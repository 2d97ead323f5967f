"""The store's look back at one player (issue 16, "Records"): his result at each of his
sittings (for the chart of his results over time), what he did at each, and his record
per game.

Results come from the seats' stored totals in one query. Records need more than totals
(contracts, knocks, gins…), so each sitting's outcomes are counted on its sheet, once:
they are kept, with the sitting's revision, in memory and in the database
(:mod:`db.outcome_rows`, revision 0009), and a later look (in this run or the next)
rescores only the sittings whose revision moved since (issue 31: a regular's 1,500
sittings took 2.7 s at every first look). Those are read in a few grouped queries,
through the one lenient stored reader (:func:`db.sitting_rows.read_stored_sessions`: a
sitting that opens in the window has records too), scored by the engines, and
:mod:`rules.player_records` counts on the sheets.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session as OrmSession

from db.engine import busy_timeout_ms
from db.errors import StorageError, UnknownPlayer
from db.models import OUTCOMES_TABLE, Player, Seat, Sitting
from db.outcome_keeper import OutcomeKeeper
from db.outcome_rows import SeatOutcomes, read_outcomes, write_outcomes
from db.rows import SittingId, SittingResult
from db.sitting_rows import folded_name, read_stored_sessions
from db.store_base import StoreBase
from rules.player_records import (
    OUTCOME_FORMAT,
    GameRecord,
    SittingOutcome,
    player_records,
    sitting_outcome,
)
from rules.session import Session, score

KEEP_BATCH = 10
"""Sittings a background walk counts at a time (:meth:`RecordsAndResults.keep_outcomes_after`):
a few tens of milliseconds of scoring, then the window's thread has the interpreter."""


class RecordsAndResults(StoreBase):
    """Part of :class:`db.service.Store`: a player's results and records."""

    sittings_counted = 0
    """Sittings this store has rescored to count their outcomes (the work a look does:
    the tests count it)."""

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
        """What the player did at each of his sittings, oldest first. A sitting is
        rescored from its stored deal records only if its outcomes are kept (in memory or
        in the database) at another revision than its own, or not at all; the ones
        counted are kept for the next look. Raises :class:`~db.errors.UnknownPlayer`.
        Safe to call from a thread other than the window's."""
        with self._transaction(write=False) as orm:
            player_id = _player_id(orm, name)
            rows = [
                (int(sitting), int(revision), str(seat))
                for sitting, revision, seat in orm.execute(
                    select(Sitting.id, Sitting.revision, Seat.name)
                    .join(Seat, Seat.sitting_id == Sitting.id)
                    .where(Seat.player_id == player_id)
                    .order_by(Sitting.created, Sitting.id)
                )
            ]
            found: dict[int, SittingOutcome] = {}
            unknown: dict[int, tuple[int, str]] = {}
            for sitting, revision, seat in rows:
                kept = self._outcomes.get(sitting)
                outcome = kept[1].get(seat) if kept is not None and kept[0] == revision else None
                if outcome is not None:
                    found[sitting] = outcome
                else:
                    unknown[sitting] = (revision, seat)
            connection = orm.connection()
            for sitting, outcome in read_outcomes(connection, unknown).items():
                # Only his seat's was read: another player's look reads his own.
                self._outcomes[sitting] = (unknown[sitting][0], {unknown[sitting][1]: outcome})
                found[sitting] = outcome
            stale = [sitting for sitting, _revision, _seat in rows if sitting not in found]
            sessions = read_stored_sessions(connection, stale)
        counted: dict[int, tuple[int, SeatOutcomes]] = {}
        seats = {sitting: (revision, seat) for sitting, revision, seat in rows}
        for sitting in dict.fromkeys(stale):
            outcomes = _seat_outcomes(sessions[sitting])
            # At the revision read before the deals: if they moved in between, the kept
            # revision is older than the database's and they are counted again next time.
            revision, seat = seats[sitting]
            counted[sitting] = (revision, outcomes)
            self._outcomes[sitting] = counted[sitting]
            found[sitting] = outcomes[seat]
        self.sittings_counted += len(counted)
        self._keep_outcomes(counted)
        return [found[sitting] for sitting, _revision, _seat in rows]

    def player_game_records(self, name: str, order: Sequence[str] = ()) -> list[GameRecord]:
        """The player's record at each game he played, games in ``order`` (the registry's,
        as the caller knows it) and any others after them by name. Raises
        :class:`~db.errors.UnknownPlayer`."""
        return player_records(self.player_outcomes(name), order)

    def keep_outcomes_after(self, after: int, batch: int = KEEP_BATCH) -> int | None:
        """Count and keep the outcomes of the next ``batch`` sittings (by id, after
        ``after``) whose kept ones are missing, of another format or at another revision
        than the sitting's: the last id counted, ``None`` when none is left after
        ``after``. The walk of :meth:`keep_outcomes_in_background`; safe from a thread
        other than the window's. Raises :class:`~db.errors.StorageError` (a damaged file:
        nothing to keep)."""
        self.vouch()
        kept = OUTCOMES_TABLE.c
        with self._transaction(write=False) as orm:
            rows = [
                (int(sitting), int(revision))
                for sitting, revision in orm.execute(
                    select(Sitting.id, Sitting.revision)
                    .outerjoin(OUTCOMES_TABLE, kept.sitting_id == Sitting.id)
                    .where(Sitting.id > after)
                    .where(
                        or_(
                            kept.sitting_id.is_(None),
                            kept.revision != Sitting.revision,
                            kept.format != OUTCOME_FORMAT,
                        )
                    )
                    .order_by(Sitting.id)
                    .limit(batch)
                )
            ]
            sessions = read_stored_sessions(orm.connection(), [sitting for sitting, _ in rows])
        counted: dict[int, tuple[int, SeatOutcomes]] = {}
        for sitting, revision in rows:
            session = sessions.get(sitting)
            if session is None:
                continue  # deleted since
            counted[sitting] = (revision, _seat_outcomes(session))
            self._outcomes[sitting] = counted[sitting]
        self.sittings_counted += len(counted)
        self._keep_outcomes(counted)
        return rows[-1][0] if rows else None

    def keep_outcomes_in_background(self, delay: float = 0.0) -> OutcomeKeeper:
        """Start a walk that counts every stale sitting's outcomes, ``delay`` seconds
        from now, once the file's check has come to its verdict (:mod:`db.outcome_keeper`),
        so that a first look at a regular's records finds them kept. Stopped by
        :meth:`close`."""
        keeper = OutcomeKeeper(self.keep_outcomes_after, self.check_finished, delay)
        self._keepers.append(keeper)
        keeper.start()
        return keeper

    def _keep_outcomes(self, counted: dict[int, tuple[int, SeatOutcomes]]) -> None:
        """Write the outcomes just counted, for the next look and the next start. Only a
        cache: a database that cannot be written now (locked, read-only, full) keeps
        none, and the records shown are right all the same."""
        # Nor is the file's check waited for (a first start's, on a large file): the
        # outcomes are kept at a later look.
        if not counted or self.closed or not self.check_finished():
            return
        try:
            # Not a change to anything the user entered: no daily backup before it. The
            # check has come to its verdict: this answers at once.
            self.vouch()
            with self._write_engine.connect() as connection:
                sqlite = connection.dialect.name == "sqlite"
                raw: Any = connection.connection.driver_connection
                if sqlite:
                    # Not waited for: a lock another writer holds (a long import) must not
                    # hold the records back; they are kept at the next look instead.
                    raw.execute("PRAGMA busy_timeout = 0")
                try:
                    with connection.begin():
                        if not sqlite:
                            connection.exec_driver_sql("SET LOCAL lock_timeout = '200ms'")
                        write_outcomes(connection, counted)
                finally:
                    if sqlite:
                        raw.execute(f"PRAGMA busy_timeout = {busy_timeout_ms(self.target.url)}")
        except (SQLAlchemyError, StorageError, OSError, sqlite3.Error):
            pass


def _seat_outcomes(session: Session) -> SeatOutcomes:
    """What each seat did at ``session``, from its sheet."""
    sheet = score(session)
    return {seat: sitting_outcome(session, sheet, seat) for seat in session.players}


def _player_id(orm: OrmSession, name: str) -> int:
    player_id = orm.scalar(select(Player.id).where(Player.folded == folded_name(name)))
    if player_id is None:
        raise UnknownPlayer(f"no player named '{name}'")
    return int(player_id)
