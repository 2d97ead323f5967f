"""The store's calls on one sitting: create, load, delete, its details, and its
deals added, replaced, inserted or deleted, each one transaction that returns what
changed (a ``DealChange``). Deals are validated by the engine before anything is
written: the candidate session is scored, and a ``RuleViolation`` leaves the
database as it was."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import delete, exists, func, select
from sqlalchemy.engine import Connection

from db.deal_order import key_for
from db.deal_rows import (
    delete_deal_row,
    derive,
    insert_deal_row,
    locked_revision,
    replace_deal_row,
)
from db.errors import StaleRevision, UnknownSitting
from db.models import Deal, Player, Seat, Sitting, SittingOutcomes, utc_now
from db.rows import ChangeKind, DealChange, LoadedSitting, SittingId
from db.sitting_rows import (
    insert_sitting,
    loaded_sitting,
    sitting_row,
)
from db.store_base import StoreBase
from rules.deal_record import DealRecord
from rules.errors import RuleViolation
from rules.ledger import JSON
from rules.limits import check_free_text
from rules.money import check_price, price_text, read_currency
from rules.session import Session, new_session, read_entered_deal


class SittingsAndDeals(StoreBase):
    """Part of :class:`db.service.Store`: sittings and their deals."""

    def create_sitting(
        self,
        game: str,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        *,
        first_dealer: str | None = None,
        place: str | None = None,
        note: str | None = None,
        price: Decimal | None = None,
        currency: str = "",
    ) -> LoadedSitting:
        """A new sitting with no deals. Raises ``RuleViolation`` for a bad game, options,
        players, first dealer, price or currency (nothing is written then)."""
        session = new_session(
            game,
            players,
            dict(options) if options is not None else None,
            price=price,
            currency=currency,
        )
        place = check_free_text(place, field="place")
        note = check_free_text(note, field="note")
        if first_dealer is not None:
            # The form offers the seated names; spelled as the session now spells them.
            first_dealer = unicodedata.normalize("NFC", first_dealer)
        if first_dealer is not None and first_dealer not in session.players:
            raise RuleViolation(
                "first dealer '{name}' is not one of the players",
                field="first_dealer",
                name=first_dealer,
            )
        scored = self.scoring.score(session)
        now = utc_now()
        with self._transaction(write=True) as orm:
            row = insert_sitting(
                orm, session, scored, now, first_dealer=first_dealer, place=place, note=note
            )
            # Not kept: the first deal's write reads the new sitting back (no deals yet),
            # so what is kept is always what the database gives, options included.
            return loaded_sitting(row, session, scored)

    def load(self, sitting: SittingId) -> LoadedSitting:
        """The sitting's records and sheet. Raises :class:`UnknownSitting` (a
        ``LookupError``) for an unknown id."""
        with self._transaction(write=False) as orm:
            row = sitting_row(orm, sitting)
            session = self._session_read(orm, row)
        return loaded_sitting(row, session, self.scoring.score(session))

    def delete_sitting(self, sitting: SittingId) -> None:
        """Delete the sitting, its seats and deals; players left with no sitting go too."""
        with self._transaction(write=True) as orm:
            seated = orm.scalars(select(Seat.player_id).where(Seat.sitting_id == sitting)).all()
            gone = orm.execute(delete(Sitting).where(Sitting.id == sitting))
            if getattr(gone, "rowcount", 0) == 0:
                raise UnknownSitting(f"no sitting {sitting}")
            # Seats and deals go by ON DELETE CASCADE; this also covers a database whose
            # foreign keys were off (an old SQLite connection).
            orm.execute(delete(Seat).where(Seat.sitting_id == sitting))
            orm.execute(delete(Deal).where(Deal.sitting_id == sitting))
            orm.execute(delete(SittingOutcomes).where(SittingOutcomes.sitting_id == sitting))
            if seated:
                orm.execute(
                    delete(Player).where(
                        Player.id.in_(seated),
                        ~exists().where(Seat.player_id == Player.id),
                    )
                )
        self._sessions.forget(sitting)
        self._outcomes.pop(sitting, None)

    def set_details(self, sitting: SittingId, *, place: str | None, note: str | None) -> None:
        """Set the sitting's place and note (empty text is stored as none). Raises
        ``RuleViolation`` for a text no database keeps the same (a NUL)."""
        place = check_free_text(place, field="place")
        note = check_free_text(note, field="note")
        with self._transaction(write=True) as orm:
            row = sitting_row(orm, sitting, lock=True)
            row.place = place or None
            row.note = note or None
            row.updated = utc_now()

    def set_created(self, sitting: SittingId, created: datetime) -> None:
        """Set when the sitting was played (a sitting entered afterwards, or a clock
        that was wrong); ``created`` must be timezone-aware and is stored as UTC."""
        if created.tzinfo is None:
            raise ValueError("set_created takes a timezone-aware moment")
        with self._transaction(write=True) as orm:
            row = sitting_row(orm, sitting, lock=True)
            row.created = created.astimezone(UTC)
            row.updated = utc_now()

    def set_price(self, sitting: SittingId, price: Decimal | None, currency: str = "") -> None:
        """Set (or, with ``None``, clear) the sitting's price and its currency
        (settlement.md: "editable later"). ``RuleViolation`` naming ``price`` or
        ``currency`` for a bad one; nothing is written then."""
        if price is not None:
            check_price(price)
        read_currency(currency)
        with self._transaction(write=True) as orm:
            row = sitting_row(orm, sitting, lock=True)
            row.price = price_text(price) if price is not None else None
            row.currency = currency or None
            row.updated = utc_now()
            # The price is part of the session: a kept one is read again.
            row.revision += 1

    def seated_people(self, sitting: SittingId) -> tuple[str, ...]:
        """Who sat at each seat, in seat order, by the name the database knows the person
        by now (the same in every sitting he played, whatever the spelling there): the key
        that adds his nets across an evening (settlement.md, "An evening")."""
        with self._transaction(write=False) as orm:
            sitting_row(orm, sitting)
            people = tuple(
                orm.scalars(
                    select(Player.name)
                    .join(Seat, Seat.player_id == Player.id)
                    .where(Seat.sitting_id == sitting)
                    .order_by(Seat.position)
                ).all()
            )
            seats = orm.scalar(select(func.count()).where(Seat.sitting_id == sitting))
            if len(people) != seats:
                # A seat pointing at no player: another program deleted him.
                raise RuleViolation(
                    "a seated player is missing from the database's players",
                    field="players",
                    where=f"sitting {sitting}",
                )
            return people

    def _kept_session(
        self, connection: Connection, sitting: SittingId, expected: int | None = None
    ) -> tuple[int, int, Session, tuple[int, ...]]:
        """The sitting's id, its revision (its row now locked), its session and its deals'
        sort keys: the ones kept at that revision, else read back (another window or
        store changed it). ``expected``: the revision the writer read; another one raises
        :class:`StaleRevision` before anything is written (the lock makes the check and
        the write one step: no commit falls between them)."""
        sitting_id, revision = locked_revision(connection, sitting)
        if expected is not None and revision != expected:
            raise StaleRevision(SittingId(sitting_id), expected, revision)
        kept = self._session_at(connection, sitting_id, revision)
        return sitting_id, revision, kept.session, kept.keys

    def add_deal(
        self,
        sitting: SittingId,
        record: DealRecord | Mapping[str, JSON],
        *,
        expected_revision: int | None = None,
    ) -> DealChange:
        """Append ``record`` as the next deal. ``RuleViolation`` → nothing written.

        Reads one row of the sitting, not its deals, when its session is kept
        (:mod:`db.sitting_cache`); writes the deal's row, the sitting's and its seats'.
        ``expected_revision``: the revision the caller read the sitting at (a window's);
        the sitting at another one raises :class:`~db.errors.StaleRevision`, nothing
        written. On success the sitting is at ``expected_revision + 1``."""
        with self._write_connection() as connection:
            sitting_id, revision, session, keys = self._kept_session(
                connection, sitting, expected_revision
            )
            number = len(session.deals) + 1
            entered = read_entered_deal(session, record, number)
            # The form's check's own session when it went through this store's scoring:
            # its sheet is found kept without a record compared.
            candidate = self.scoring.appended(session, entered)
            # Scoring the candidate is the check, and gives the sheet too: the sheet of
            # the form's check when it went through this store's scoring (kept there).
            scored = self.scoring.score(candidate)
            now = utc_now()
            key, keys = key_for(connection, sitting_id, keys, number)
            insert_deal_row(connection, sitting_id, key, entered.to_json(), now)
            derive(connection, sitting_id, session.players, scored, now, revision + 1)
        # Only now: a refused deal or a failed commit leaves the kept session as it was.
        # Concatenated: one copy of the pointers (unpacking walks them, 5x slower).
        self._sessions.keep(sitting_id, revision + 1, candidate, keys + (key,))  # noqa: RUF005
        return DealChange(
            SittingId(sitting_id), ChangeKind.ADDED, number, None, entered, scored, candidate
        )

    def add_deals(
        self, sitting: SittingId, records: Sequence[DealRecord | Mapping[str, JSON]]
    ) -> tuple[DealChange, ...]:
        """Append ``records`` as the next deals, in one transaction (``zapis add``): every
        one is checked as :meth:`add_deal` checks it, and a ``RuleViolation`` naming the
        first deal at fault leaves the sitting as it was. One change a deal, in order, each
        carrying the sheet and the session after them all."""
        if not records:
            return ()
        with self._write_connection() as connection:
            sitting_id, revision, session, keys = self._kept_session(connection, sitting)
            candidate = session
            entered_all = []
            for offset, record in enumerate(records):
                entered = read_entered_deal(candidate, record, len(session.deals) + offset + 1)
                entered_all.append(entered)
                candidate = candidate.with_deal(entered)
            scored = self.scoring.score(candidate)
            now = utc_now()
            first = len(session.deals) + 1
            for offset, entered in enumerate(entered_all):
                key, keys = key_for(connection, sitting_id, keys, first + offset)
                keys = (*keys, key)
                insert_deal_row(connection, sitting_id, key, entered.to_json(), now)
            derive(connection, sitting_id, session.players, scored, now, revision + 1)
        self._sessions.keep(sitting_id, revision + 1, candidate, keys)
        return tuple(
            DealChange(
                SittingId(sitting_id),
                ChangeKind.ADDED,
                first + offset,
                None,
                entered,
                scored,
                candidate,
            )
            for offset, entered in enumerate(entered_all)
        )

    def replace_deal(
        self,
        sitting: SittingId,
        number: int,
        record: DealRecord | Mapping[str, JSON],
        *,
        expected_revision: int | None = None,
    ) -> DealChange:
        """Replace deal ``number`` (1-based) by ``record``. The whole sitting is checked
        again, so an edit that would make a later deal wrong is refused too.
        ``expected_revision``: the revision the caller read the sitting at (a window's);
        the sitting at another one raises :class:`~db.errors.StaleRevision`, nothing
        written. On success the sitting is at ``expected_revision + 1``."""
        with self._write_connection() as connection:
            sitting_id, revision, session, keys = self._kept_session(
                connection, sitting, expected_revision
            )
            entered = read_entered_deal(session, record, number)
            candidate = session.with_deal_replaced(number, entered)
            scored = self.scoring.score(candidate)
            now = utc_now()
            replace_deal_row(connection, sitting_id, keys[number - 1], entered.to_json(), now)
            derive(connection, sitting_id, session.players, scored, now, revision + 1)
        self._sessions.keep(sitting_id, revision + 1, candidate, keys)
        before = session.deals[number - 1]
        return DealChange(
            SittingId(sitting_id), ChangeKind.REPLACED, number, before, entered, scored, candidate
        )

    def delete_deal(
        self, sitting: SittingId, number: int, *, expected_revision: int | None = None
    ) -> DealChange:
        """Remove deal ``number`` (1-based); later deals move up (their numbers: no other
        row is written, :mod:`db.deal_order`). Refused with ``RuleViolation`` if the deals
        left would not be valid.
        ``expected_revision``: the revision the caller read the sitting at (a window's);
        the sitting at another one raises :class:`~db.errors.StaleRevision`, nothing
        written. On success the sitting is at ``expected_revision + 1``."""
        with self._write_connection() as connection:
            sitting_id, revision, session, keys = self._kept_session(
                connection, sitting, expected_revision
            )
            candidate = session.without_deal(number)
            scored = self.scoring.score(candidate)
            delete_deal_row(connection, sitting_id, keys[number - 1])
            derive(connection, sitting_id, session.players, scored, utc_now(), revision + 1)
        left = (*keys[: number - 1], *keys[number:])
        self._sessions.keep(sitting_id, revision + 1, candidate, left)
        before = session.deals[number - 1]
        return DealChange(
            SittingId(sitting_id), ChangeKind.DELETED, number, before, None, scored, candidate
        )

    def insert_deal(
        self,
        sitting: SittingId,
        number: int,
        record: DealRecord | Mapping[str, JSON],
        *,
        expected_revision: int | None = None,
    ) -> DealChange:
        """Put ``record`` in as deal ``number`` (1..count+1); later deals move down (their
        numbers: the new row takes a key between its neighbours', :mod:`db.deal_order`).
        The undo of :meth:`delete_deal`.
        ``expected_revision``: the revision the caller read the sitting at (a window's);
        the sitting at another one raises :class:`~db.errors.StaleRevision`, nothing
        written. On success the sitting is at ``expected_revision + 1``."""
        with self._write_connection() as connection:
            sitting_id, revision, session, keys = self._kept_session(
                connection, sitting, expected_revision
            )
            if not 1 <= number <= len(session.deals) + 1:
                raise IndexError(f"deal {number} is not in 1..{len(session.deals) + 1}")
            entered = read_entered_deal(session, record, number)
            deals = (*session.deals[: number - 1], entered, *session.deals[number - 1 :])
            candidate = replace(session, deals=deals)
            scored = self.scoring.score(candidate)
            now = utc_now()
            key, keys = key_for(connection, sitting_id, keys, number)
            insert_deal_row(connection, sitting_id, key, entered.to_json(), now)
            derive(connection, sitting_id, session.players, scored, now, revision + 1)
        placed = (*keys[: number - 1], key, *keys[number - 1 :])
        self._sessions.keep(sitting_id, revision + 1, candidate, placed)
        return DealChange(
            SittingId(sitting_id), ChangeKind.INSERTED, number, None, entered, scored, candidate
        )
