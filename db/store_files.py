"""The store's session files: importing one or many (all or nothing) and exporting a
sitting as a session."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import insert

from db.deal_order import spread
from db.models import DEAL_TABLE, SEAT_TABLE, Sitting, utc_now
from db.rows import SittingId
from db.sitting_rows import (
    CHUNK,
    first_dealer_of,
    player_ids,
    price_column,
    sitting_row,
    standing_of,
)
from db.standing import leader_of
from db.store_base import StoreBase
from rules.names import check_name
from rules.session import Session


class SessionFiles(StoreBase):
    """Part of :class:`db.service.Store`: session files in and out."""

    def import_session(
        self,
        session: Session,
        *,
        created: datetime | None = None,
        place: str | None = None,
        note: str | None = None,
    ) -> SittingId:
        """Add a whole session as a new sitting, in one transaction; all of it or, on a
        ``RuleViolation``, nothing. The first dealer is taken from deal 1's ``dealer``."""
        return self.import_sessions([session], created=created, place=place, note=note)[0]

    def import_sessions(
        self,
        sessions: Sequence[Session],
        *,
        created: datetime | Sequence[datetime] | None = None,
        place: str | None = None,
        note: str | None = None,
    ) -> list[SittingId]:
        """Add many sessions in one transaction with bulk inserts (a folder of files, a
        benchmark's history); every session is scored first, and a ``RuleViolation`` in
        any of them writes none. ``created`` is one moment or one per session."""
        scored = [self.scoring.score(session) for session in sessions]
        for session in sessions:
            # A Session built in code, not read, meets the same rule for names.
            for name in session.players:
                check_name(name, field="players")
        now = utc_now()
        if created is None or isinstance(created, datetime):
            moments: Sequence[datetime] = [created or now] * len(sessions)
        else:
            moments = created
            if len(moments) != len(sessions):
                raise ValueError("give one creation time per session")
        with self._transaction(write=True) as orm:
            ids = player_ids(orm, [name for session in sessions for name in session.players])
            sitting_rows = [
                {
                    "game": session.game,
                    "options": dict(session.options),
                    "first_dealer": first_dealer_of(session),
                    "created": moment,
                    "updated": moment,
                    "place": place,
                    "note": note,
                    "price": price_column(session),
                    "currency": session.currency or None,
                    "finished": sheet.finished,
                    "leader": leader_of(sheet),
                }
                for session, sheet, moment in zip(sessions, scored, moments, strict=True)
            ]
            sitting_ids: list[int] = []
            for start in range(0, len(sitting_rows), CHUNK):
                sitting_ids.extend(
                    orm.scalars(
                        insert(Sitting).returning(Sitting.id, sort_by_parameter_order=True),
                        sitting_rows[start : start + CHUNK],
                    ).all()
                )
            seat_rows = [
                {
                    "sitting_id": sitting_id,
                    "position": position,
                    "player_id": ids[name.casefold()],
                    "name": name,
                    **standing_of(sheet, name),
                }
                for sitting_id, session, sheet in zip(sitting_ids, sessions, scored, strict=True)
                for position, name in enumerate(session.players)
            ]
            deal_rows = [
                {
                    "sitting_id": sitting_id,
                    "position": key,
                    "record": record.to_json(),
                    "created": moment,
                    "edited": None,
                }
                for sitting_id, session, moment in zip(sitting_ids, sessions, moments, strict=True)
                for key, record in zip(spread(len(session.deals)), session.deals, strict=True)
            ]
            connection = orm.connection()
            for table, rows in ((SEAT_TABLE, seat_rows), (DEAL_TABLE, deal_rows)):
                for start in range(0, len(rows), CHUNK * 20):
                    connection.execute(insert(table), rows[start : start + CHUNK * 20])
            return [SittingId(sitting_id) for sitting_id in sitting_ids]

    def export_session(self, sitting: SittingId) -> Session:
        """The sitting as a session, ready for ``rules.session.write_session``."""
        with self._transaction(write=False) as orm:
            return self._session_read(orm, sitting_row(orm, sitting))
