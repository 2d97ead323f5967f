"""The storage service: the only door to the database.

:class:`Store` is opened once per window; every call is one transaction, committed before
it returns, and every mutation returns a :class:`DealChange` so the views update from it
instead of re-reading everything. ORM objects never leave this module: callers get
``rules`` sessions and sheets, and the frozen rows defined here.

Deals are validated by the engine before anything is written: the candidate session (the
sitting with the change applied) is scored, which is exactly what
``rules.session.verify_deal`` does, and a :class:`~rules.errors.RuleViolation` leaves the
database as it was.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any, NewType

from sqlalchemy import Engine, Select, bindparam, delete, exists, func, insert, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session as OrmSession
from sqlalchemy.orm import sessionmaker

from db import engine as engines
from db import migrate
from db.companions import leaving_no_trace, remove_if_unused
from db.errors import StorageError, UnknownPlayer, UnknownSitting, explain
from db.integrity import IntegrityCheck
from db.location import Target, check_file, resolve
from db.models import DEAL_TABLE, SEAT_TABLE, Deal, Player, Seat, Sitting, utc_now
from db.standing import leader_of, winnings_of
from rules.errors import RuleViolation
from rules.ledger import JSON, Scored
from rules.limits import check_document, check_free_text
from rules.money import check_price, price_text, read_currency
from rules.names import check_name
from rules.registry import GAME_MODULES
from rules.session import Session, new_session, score, session_from_json

__all__ = [
    "ChangeKind",
    "DealChange",
    "GameStats",
    "LoadedSitting",
    "PlayerId",
    "PlayerStats",
    "SittingId",
    "SittingSummary",
    "StorageError",
    "Store",
    "UnknownPlayer",
    "UnknownSitting",
]

SittingId = NewType("SittingId", int)
"""A sitting's id in the database."""
PlayerId = NewType("PlayerId", int)
"""A player's id in the database."""

_CHUNK = 500
"""Rows or parameters per statement in bulk work (SQLite caps bound parameters)."""


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


@dataclass(frozen=True)
class LoadedSitting:
    """A sitting with its records and its sheet, recomputed by the engine."""

    id: SittingId
    """The sitting's id."""
    session: Session
    """The records (options complete)."""
    scored: Scored
    """The sheet, recomputed from the records."""
    first_dealer: str | None
    """The first dealer chosen at creation, if any."""
    place: str | None
    """Where it was played."""
    note: str | None
    """The players' note."""
    created: datetime
    """When it was created, timezone-aware UTC."""
    updated: datetime
    """When a deal or a detail last changed, timezone-aware UTC."""


class ChangeKind(StrEnum):
    """What a mutation did to a sitting's deals."""

    ADDED = "added"
    """A deal appended at the end."""
    REPLACED = "replaced"
    """A deal's record replaced (an edit)."""
    DELETED = "deleted"
    """A deal removed; the later ones moved up."""
    INSERTED = "inserted"
    """A deal put back at a position (the undo of a delete)."""


@dataclass(frozen=True)
class DealChange:
    """What a mutation changed, so the UI updates and can undo."""

    sitting: SittingId
    """The sitting changed."""
    kind: ChangeKind
    """What was done."""
    number: int
    """The 1-based position affected."""
    before: Mapping[str, Any] | None
    """The record before (``None`` for added and inserted)."""
    after: Mapping[str, Any] | None
    """The record after (``None`` for deleted)."""
    scored: Scored
    """The whole sheet after the change."""


MONEY_GAMES = frozenset({"stukolka"})
"""Games whose sheet counts money on the table, not points (stukolka.md)."""


@dataclass(frozen=True)
class GameStats:
    """A player's record at one game."""

    game: str
    """The game's registry name."""
    sittings: int
    """How many sittings of this game he sat at."""
    games_won: int
    """Three Bugs games; gin games and Hollywood columns; rummy games (Stukolka has no
    games: always 0)."""
    rubbers_won: int
    """Three Bugs rubbers (0 in every other game)."""
    total: int
    """His totals summed over these sittings: points, or money in Stukolka."""

    @property
    def money(self) -> bool:
        """Whether ``total`` is money (Stukolka), not points."""
        return self.game in MONEY_GAMES


@dataclass(frozen=True)
class PlayerStats:
    """A player's record over every sitting he played."""

    name: str
    """His name as the database knows it now."""
    sittings: int
    """How many sittings he sat at."""
    games_won: int
    """Three-bugs games, gin games and Hollywood columns, rummy games."""
    rubbers_won: int
    """Three-bugs rubbers."""
    total: int
    """The sum of his totals over all sittings, points and money alike, so it means
    little across games: kept for old callers; :attr:`by_game` says it per game."""
    by_game: tuple[GameStats, ...] = ()
    """His record at each game he played, in the registry's order of games."""


class Store:
    """The database of sittings: open with :meth:`open`, close with :meth:`close`."""

    url: str
    """The database's URL (password hidden)."""
    location: str
    """How messages name the database: the file path, or the URL (password hidden)."""

    def __init__(
        self, engine: Engine, target: Target, integrity: IntegrityCheck | None = None
    ) -> None:
        """Use :meth:`open`; this wraps an engine already migrated. ``integrity``: the
        running check of an SQLite file, waited for before the first write."""
        self._engine = engine
        self._integrity = integrity
        self._reads = sessionmaker(engine, expire_on_commit=False)
        self._writes = sessionmaker(
            engine.execution_options(**{engines.WRITE_OPTION: True}), expire_on_commit=False
        )
        self.url = target.url.render_as_string(hide_password=True)
        self.location = target.display
        self.path = target.path
        """The database file, or ``None`` for a server or an in-memory database."""

    @classmethod
    def open(cls, url: str | None = None) -> Store:
        """Open (creating if needed) and migrate the database.

        ``url``: ``None`` → ``$ZAPIS_DATABASE_URL``, else the default SQLite file in the
        user's data folder (platformdirs), created on first start. A plain path → an
        SQLite file. Any SQLAlchemy URL is accepted. Alembic migrations are applied up to
        the newest revision. Raises :class:`StorageError`.
        """
        target = resolve(url)
        path = target.path
        timeout_ms = engines.busy_timeout_ms(target.url)
        if path is None:
            return cls._open_engine(target, None)
        found = check_file(path, timeout_ms)
        integrity = None if found.checked else IntegrityCheck(path, timeout_ms)
        try:
            with leaving_no_trace(path):
                try:
                    return cls._open_engine(target, integrity)
                except BaseException:
                    # Its connection closed before the files beside the database are
                    # looked at.
                    if integrity is not None:
                        integrity.stop()
                    raise
        except BaseException:
            if found.created:
                remove_if_unused(path)
            raise

    @classmethod
    def _open_engine(cls, target: Target, integrity: IntegrityCheck | None) -> Store:
        try:
            engine = engines.create(target)
        except (SQLAlchemyError, ImportError) as problem:
            raise StorageError(
                "cannot use the database {where}: {reason}",
                where=target.display,
                reason=str(problem),
            ) from None
        before_write = integrity.vouch if integrity is not None else None
        try:
            migrate.upgrade(engine, target.display, before_write=before_write)
        except StorageError:
            engine.dispose()
            raise
        except (SQLAlchemyError, OSError) as problem:
            engine.dispose()
            folder = target.path.parent if target.path is not None else None
            raise explain(problem, target.display, folder) from problem
        return cls(engine, target, integrity)

    def check_finished(self) -> bool:
        """Whether the file's check has come to its verdict (always, for a file Zapis has
        just made or a server): then :meth:`vouch` answers at once."""
        return self._integrity is None or self._integrity.finished()

    def vouch(self) -> None:
        """Wait until the SQLite file is known sound (``quick_check``, started when the
        store opened); raise :class:`StorageError` if it is damaged. Every write does
        this first; the ``zapis`` commands call it at once, so that a damaged file is
        refused whatever they do."""
        if self._integrity is not None:
            self._integrity.vouch()

    def close(self) -> None:
        """Release every connection (SQLite folds its write-ahead log back into the file)."""
        if self._integrity is not None:
            self._integrity.stop()
        self._engine.dispose()

    def __enter__(self) -> Store:
        """The store itself; it is closed when the ``with`` block ends."""
        return self

    def __exit__(self, *_exc: object) -> None:
        """Close the store."""
        self.close()

    # ------------------------------------------------------------------ transactions

    @contextmanager
    def _transaction(self, *, write: bool) -> Iterator[OrmSession]:
        """One transaction; database problems come out as :class:`StorageError`."""
        maker = self._writes if write else self._reads
        if write:
            self.vouch()
        try:
            with maker.begin() as session:
                yield session
        except SQLAlchemyError as problem:
            folder = self.path.parent if self.path is not None else None
            raise explain(problem, self.location, folder) from problem

    # ------------------------------------------------------------------ sittings

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
        scored = score(session)
        now = utc_now()
        with self._transaction(write=True) as orm:
            row = self._insert_sitting(
                orm, session, scored, now, first_dealer=first_dealer, place=place, note=note
            )
            return _loaded(row, session, scored)

    def load(self, sitting: SittingId) -> LoadedSitting:
        """The sitting's records and sheet. Raises :class:`UnknownSitting` (a
        ``LookupError``) for an unknown id."""
        with self._transaction(write=False) as orm:
            row, session = _read_sitting(orm, sitting)
        return _loaded(row, session, score(session))

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
            if seated:
                orm.execute(
                    delete(Player).where(
                        Player.id.in_(seated),
                        ~exists().where(Seat.player_id == Player.id),
                    )
                )

    def set_details(self, sitting: SittingId, *, place: str | None, note: str | None) -> None:
        """Set the sitting's place and note (empty text is stored as none). Raises
        ``RuleViolation`` for a text no database keeps the same (a NUL)."""
        place = check_free_text(place, field="place")
        note = check_free_text(note, field="note")
        with self._transaction(write=True) as orm:
            row = _sitting_row(orm, sitting, lock=True)
            row.place = place or None
            row.note = note or None
            row.updated = utc_now()

    def set_price(self, sitting: SittingId, price: Decimal | None, currency: str = "") -> None:
        """Set (or, with ``None``, clear) the sitting's price and its currency
        (settlement.md: "editable later"). ``RuleViolation`` naming ``price`` or
        ``currency`` for a bad one; nothing is written then."""
        if price is not None:
            check_price(price)
        read_currency(currency)
        with self._transaction(write=True) as orm:
            row = _sitting_row(orm, sitting, lock=True)
            row.price = price_text(price) if price is not None else None
            row.currency = currency or None
            row.updated = utc_now()

    def seated_people(self, sitting: SittingId) -> tuple[str, ...]:
        """Who sat at each seat, in seat order, by the name the database knows the person
        by now (the same in every sitting he played, whatever the spelling there): the key
        that adds his nets across an evening (settlement.md, "An evening")."""
        with self._transaction(write=False) as orm:
            _sitting_row(orm, sitting)
            return tuple(
                orm.scalars(
                    select(Player.name)
                    .join(Seat, Seat.player_id == Player.id)
                    .where(Seat.sitting_id == sitting)
                    .order_by(Seat.position)
                ).all()
            )

    # ------------------------------------------------------------------ deals

    def add_deal(self, sitting: SittingId, record: Mapping[str, Any]) -> DealChange:
        """Append ``record`` as the next deal. ``RuleViolation`` → nothing written."""
        with self._transaction(write=True) as orm:
            row, session = _read_sitting(orm, sitting, lock=True)
            number = len(session.deals) + 1
            entered = _as_record(record, number)
            # Scoring the candidate is verify_deal's check, and gives the sheet too.
            scored = score(session.with_deal(entered))
            now = utc_now()
            orm.add(Deal(sitting_id=row.id, position=number, record=entered, created=now))
            _derive(orm, row, session.players, scored, now)
            return DealChange(SittingId(row.id), ChangeKind.ADDED, number, None, entered, scored)

    def replace_deal(
        self, sitting: SittingId, number: int, record: Mapping[str, Any]
    ) -> DealChange:
        """Replace deal ``number`` (1-based) by ``record``. The whole sitting is checked
        again, so an edit that would make a later deal wrong is refused too."""
        with self._transaction(write=True) as orm:
            row, session = _read_sitting(orm, sitting, lock=True)
            entered = _as_record(record, number)
            candidate = session.with_deal_replaced(number, entered)
            scored = score(candidate)
            now = utc_now()
            orm.execute(
                update(Deal)
                .where(Deal.sitting_id == row.id, Deal.position == number)
                .values(record=entered, edited=now)
                .execution_options(synchronize_session=False)
            )
            _derive(orm, row, session.players, scored, now)
            before = session.deals[number - 1]
            return DealChange(
                SittingId(row.id), ChangeKind.REPLACED, number, before, entered, scored
            )

    def delete_deal(self, sitting: SittingId, number: int) -> DealChange:
        """Remove deal ``number`` (1-based); later deals move up. Refused with
        ``RuleViolation`` if the deals left would not be valid."""
        with self._transaction(write=True) as orm:
            row, session = _read_sitting(orm, sitting, lock=True)
            candidate = session.without_deal(number)
            scored = score(candidate)
            orm.execute(
                delete(Deal)
                .where(Deal.sitting_id == row.id, Deal.position == number)
                .execution_options(synchronize_session=False)
            )
            _shift(orm, row.id, number + 1, -1)
            _derive(orm, row, session.players, scored, utc_now())
            before = session.deals[number - 1]
            return DealChange(SittingId(row.id), ChangeKind.DELETED, number, before, None, scored)

    def insert_deal(self, sitting: SittingId, number: int, record: Mapping[str, Any]) -> DealChange:
        """Put ``record`` in as deal ``number`` (1..count+1); later deals move down. The
        undo of :meth:`delete_deal`."""
        with self._transaction(write=True) as orm:
            row, session = _read_sitting(orm, sitting, lock=True)
            if not 1 <= number <= len(session.deals) + 1:
                raise IndexError(f"deal {number} is not in 1..{len(session.deals) + 1}")
            entered = _as_record(record, number)
            deals = (*session.deals[: number - 1], entered, *session.deals[number - 1 :])
            scored = score(replace(session, deals=deals))
            now = utc_now()
            _shift(orm, row.id, number, +1)
            orm.add(Deal(sitting_id=row.id, position=number, record=entered, created=now))
            _derive(orm, row, session.players, scored, now)
            return DealChange(SittingId(row.id), ChangeKind.INSERTED, number, None, entered, scored)

    # ------------------------------------------------------------------ history

    def list_sittings(
        self,
        *,
        game: str | None = None,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
        offset: int = 0,
        limit: int = 50,
    ) -> list[SittingSummary]:
        """One page of the history, the most recently updated first.

        ``player`` matches any seated player whose name contains it, compared
        case-folded (Cyrillic too); ``since <= created < until``.
        """
        query = _filtered(
            select(Sitting), game=game, player=player, since=since, until=until, finished=finished
        )
        query = query.order_by(Sitting.updated.desc(), Sitting.id.desc())
        query = query.offset(max(offset, 0)).limit(max(limit, 0))
        with self._transaction(write=False) as orm:
            rows = orm.scalars(query).all()
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

    def count_sittings(
        self,
        *,
        game: str | None = None,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
    ) -> int:
        """How many sittings :meth:`list_sittings` would page through."""
        query = _filtered(
            select(func.count()).select_from(Sitting),
            game=game,
            player=player,
            since=since,
            until=until,
            finished=finished,
        )
        with self._transaction(write=False) as orm:
            return int(orm.scalar(query) or 0)

    # ------------------------------------------------------------------ players

    def known_players(self) -> list[str]:
        """Every player's name, for autocomplete, in case-folded order."""
        with self._transaction(write=False) as orm:
            rows = orm.execute(select(Player.name, Player.folded)).all()
        return [name for name, _folded in sorted(rows, key=lambda row: (row[1], row[0]))]

    def rename_player(self, old: str, new: str) -> None:
        """Rename a player everywhere: his name, the seats he took, and the deal records
        of those sittings.

        Raises :class:`UnknownPlayer` when no player folds to ``old``, and
        ``RuleViolation`` for a bad new name, one that folds like another player's, or a
        name the records use for something else too (so renaming it would change a sheet).
        """
        new = check_name(new, field="name")
        with self._transaction(write=True) as orm:
            player = orm.scalars(select(Player).where(Player.folded == _folded(old))).first()
            if player is None:
                raise UnknownPlayer(f"no player named '{old}'")
            clash = orm.scalars(select(Player).where(Player.folded == new.casefold())).first()
            if clash is not None and clash.id != player.id:
                raise RuleViolation(
                    "player name '{name}' is already taken by another player",
                    field="name",
                    name=new,
                )
            seats = orm.scalars(
                select(Seat).where(Seat.player_id == player.id).order_by(Seat.sitting_id)
            ).all()
            for seat in seats:
                if seat.name != new:
                    _rename_in_sitting(orm, seat, new)
            player.name = new
            player.folded = new.casefold()

    def player_stats(self, name: str) -> PlayerStats:
        """What the player (name compared case-folded) won over all his sittings, in
        all and per game. Raises :class:`UnknownPlayer`.

        One grouped query over the seats' stored standings (written with every deal
        change), not a rescoring of every sitting he played."""
        with self._transaction(write=False) as orm:
            player = orm.scalars(select(Player).where(Player.folded == _folded(name))).first()
            if player is None:
                raise UnknownPlayer(f"no player named '{name}'")
            rows = orm.execute(
                select(
                    Sitting.game,
                    func.count(),
                    func.sum(Seat.games_won),
                    func.sum(Seat.rubbers_won),
                    func.sum(Seat.total),
                )
                .join(Sitting, Sitting.id == Seat.sitting_id)
                .where(Seat.player_id == player.id)
                .group_by(Sitting.game)
            ).all()
            known_as = player.name
        order = {game: place for place, game in enumerate(GAME_MODULES)}
        by_game = tuple(
            sorted(
                (
                    GameStats(str(game), int(count), int(games), int(rubbers), int(total))
                    for game, count, games, rubbers, total in rows
                ),
                key=lambda stats: (order.get(stats.game, len(order)), stats.game),
            )
        )
        return PlayerStats(
            known_as,
            sum(stats.sittings for stats in by_game),
            sum(stats.games_won for stats in by_game),
            sum(stats.rubbers_won for stats in by_game),
            sum(stats.total for stats in by_game),
            by_game,
        )

    # ------------------------------------------------------------------ session files

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
        scored = [score(session) for session in sessions]
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
            ids = _player_ids(orm, [name for session in sessions for name in session.players])
            sitting_rows = [
                {
                    "game": session.game,
                    "options": dict(session.options),
                    "first_dealer": _first_dealer(session),
                    "created": moment,
                    "updated": moment,
                    "place": place,
                    "note": note,
                    "price": _price_column(session),
                    "currency": session.currency or None,
                    "finished": sheet.finished,
                    "leader": leader_of(sheet),
                }
                for session, sheet, moment in zip(sessions, scored, moments, strict=True)
            ]
            sitting_ids: list[int] = []
            for start in range(0, len(sitting_rows), _CHUNK):
                sitting_ids.extend(
                    orm.scalars(
                        insert(Sitting).returning(Sitting.id, sort_by_parameter_order=True),
                        sitting_rows[start : start + _CHUNK],
                    ).all()
                )
            seat_rows = [
                {
                    "sitting_id": sitting_id,
                    "position": position,
                    "player_id": ids[name.casefold()],
                    "name": name,
                    **_standing(sheet, name),
                }
                for sitting_id, session, sheet in zip(sitting_ids, sessions, scored, strict=True)
                for position, name in enumerate(session.players)
            ]
            deal_rows = [
                {
                    "sitting_id": sitting_id,
                    "position": position,
                    "record": dict(record),
                    "created": moment,
                    "edited": None,
                }
                for sitting_id, session, moment in zip(sitting_ids, sessions, moments, strict=True)
                for position, record in enumerate(session.deals, start=1)
            ]
            connection = orm.connection()
            for table, rows in ((SEAT_TABLE, seat_rows), (DEAL_TABLE, deal_rows)):
                for start in range(0, len(rows), _CHUNK * 20):
                    connection.execute(insert(table), rows[start : start + _CHUNK * 20])
            return [SittingId(sitting_id) for sitting_id in sitting_ids]

    def export_session(self, sitting: SittingId) -> Session:
        """The sitting as a session, ready for ``rules.session.write_session``."""
        with self._transaction(write=False) as orm:
            return _read_sitting(orm, sitting)[1]

    # ------------------------------------------------------------------ helpers

    def _insert_sitting(
        self,
        orm: OrmSession,
        session: Session,
        scored: Scored,
        now: datetime,
        *,
        first_dealer: str | None,
        place: str | None,
        note: str | None,
    ) -> Sitting:
        ids = _player_ids(orm, session.players)
        row = Sitting(
            game=session.game,
            options=dict(session.options),
            first_dealer=first_dealer,
            created=now,
            updated=now,
            place=place or None,
            note=note or None,
            price=_price_column(session),
            currency=session.currency or None,
            finished=scored.finished,
            leader=leader_of(scored),
        )
        orm.add(row)
        orm.flush()
        for position, name in enumerate(session.players):
            orm.add(
                Seat(
                    sitting_id=row.id,
                    position=position,
                    player_id=ids[name.casefold()],
                    name=name,
                    **_standing(scored, name),
                )
            )
        return row


def _folded(name: str) -> str:
    """A name typed to find a player, as the store keeps names: NFC, then case-folded
    (names are stored in NFC, so a decomposed «ё» typed in a search still finds her)."""
    return unicodedata.normalize("NFC", name).casefold()


def _as_record(record: Mapping[str, Any], number: int) -> dict[str, JSON]:
    """A detached copy of ``record`` as JSON gives it back (what will be stored)."""
    if not isinstance(record, Mapping):
        raise RuleViolation("a deal must be a JSON object", deal=number, field="deal")
    try:
        copy: dict[str, JSON] = json.loads(json.dumps(dict(record), allow_nan=False))
        # The limits of a session file hold for a deal typed in a form too. Not made NFC:
        # the form names players exactly as the sitting spells them.
        copy = check_document(copy, normalise=False, path=("deals", number - 1))
    except RuleViolation:
        raise
    except (TypeError, ValueError) as problem:
        raise RuleViolation(
            "the deal cannot be written as JSON: {problem}",
            deal=number,
            field="deal",
            problem=str(problem),
        ) from None
    return copy


def _first_dealer(session: Session) -> str | None:
    dealer = session.deals[0].get("dealer") if session.deals else None
    return dealer if isinstance(dealer, str) and dealer in session.players else None


def _sitting_row(orm: OrmSession, sitting: int, *, lock: bool = False) -> Sitting:
    query = select(Sitting).where(Sitting.id == sitting)
    if lock:
        # PostgreSQL: concurrent changes to one sitting queue here (SQLite's BEGIN
        # IMMEDIATE has already serialised the writers).
        query = query.with_for_update()
    row = orm.scalars(query).first()
    if row is None:
        raise UnknownSitting(f"no sitting {sitting}")
    return row


def _read_sitting(orm: OrmSession, sitting: int, *, lock: bool = False) -> tuple[Sitting, Session]:
    row = _sitting_row(orm, sitting, lock=lock)
    names = orm.scalars(
        select(Seat.name).where(Seat.sitting_id == row.id).order_by(Seat.position)
    ).all()
    records = orm.scalars(
        select(Deal.record).where(Deal.sitting_id == row.id).order_by(Deal.position)
    ).all()
    data: dict[str, JSON] = {
        "format": "zapis-session",
        "version": 1,
        "game": row.game,
        "players": list(names),
        "options": row.options,
        "deals": list(records),
    }
    # The price goes back through the session file's own check, as an imported one does.
    if row.price is not None:
        data["price"] = row.price
    if row.currency:
        data["currency"] = row.currency
    return row, session_from_json(data, stored=True)


def _price_column(session: Session) -> str | None:
    """The sitting's ``price`` column: the price's text, ``None`` without one."""
    return price_text(session.price) if session.price is not None else None


def _loaded(row: Sitting, session: Session, scored: Scored) -> LoadedSitting:
    return LoadedSitting(
        id=SittingId(row.id),
        session=session,
        scored=scored,
        first_dealer=row.first_dealer,
        place=row.place,
        note=row.note,
        created=row.created,
        updated=row.updated,
    )


def _derive(
    orm: OrmSession, row: Sitting, players: Sequence[str], scored: Scored, now: datetime
) -> None:
    """Write the derived columns, the sitting's and its seats', in the transaction that
    changed the deals."""
    row.finished = scored.finished
    row.leader = leader_of(scored)
    row.updated = now
    # One executemany by primary key (an UPDATE statement per seat cost 0.7 ms a deal).
    orm.connection().execute(
        update(SEAT_TABLE).where(
            SEAT_TABLE.c.sitting_id == bindparam("seat_sitting"),
            SEAT_TABLE.c.position == bindparam("seat_position"),
        ),
        [
            {"seat_sitting": row.id, "seat_position": position, **_standing(scored, name)}
            for position, name in enumerate(players)
        ],
    )


def _standing(scored: Scored, name: str) -> dict[str, int]:
    """The seat's derived columns for the player seated as ``name``."""
    won = winnings_of(scored, name)
    return {"games_won": won.games, "rubbers_won": won.rubbers, "total": won.total}


def _shift(orm: OrmSession, sitting: int, start: int, delta: int) -> None:
    """Move deals at ``start`` and after by ``delta`` positions.

    In two steps through negative positions: the unique (sitting, position) index is
    checked row by row, so a plain ``position + 1`` would collide half-way.
    """
    table = DEAL_TABLE
    orm.execute(
        update(table)
        .where(table.c.sitting_id == sitting, table.c.position >= start)
        .values(position=-(table.c.position + delta))
    )
    orm.execute(
        update(table)
        .where(table.c.sitting_id == sitting, table.c.position < 0)
        .values(position=-table.c.position)
    )


def _player_ids(orm: OrmSession, names: Sequence[str]) -> dict[str, int]:
    """Folded name → player id, adding the players not known yet (first spelling wins)."""
    wanted: dict[str, str] = {}
    for name in names:
        wanted.setdefault(name.casefold(), name)
    ids: dict[str, int] = {}
    folded = list(wanted)
    for start in range(0, len(folded), _CHUNK):
        chunk = folded[start : start + _CHUNK]
        for player_id, key in orm.execute(
            select(Player.id, Player.folded).where(Player.folded.in_(chunk))
        ):
            ids[key] = player_id
    missing = [{"name": wanted[key], "folded": key} for key in folded if key not in ids]
    for start in range(0, len(missing), _CHUNK):
        for player_id, key in orm.execute(
            insert(Player).returning(Player.id, Player.folded, sort_by_parameter_order=True),
            missing[start : start + _CHUNK],
        ):
            ids[key] = player_id
    return ids


def _filtered(
    query: Select[Any],
    *,
    game: str | None,
    player: str | None,
    since: datetime | None,
    until: datetime | None,
    finished: bool | None,
) -> Select[Any]:
    if game is not None:
        query = query.where(Sitting.game == game)
    if player is not None and player.strip():
        # Names are compared as Python folds them: SQLite's LIKE folds only ASCII.
        folded = _folded(player.strip())
        query = query.where(
            exists().where(
                Seat.sitting_id == Sitting.id,
                Seat.player_id == Player.id,
                Player.folded.contains(folded, autoescape=True),
            )
        )
    if since is not None:
        query = query.where(Sitting.created >= since)
    if until is not None:
        query = query.where(Sitting.created < until)
    if finished is not None:
        query = query.where(Sitting.finished == finished)
    return query


def _renamed(value: JSON, old: str, new: str) -> JSON:
    """``value`` with every string and object key equal to ``old`` made ``new``."""
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [_renamed(item, old, new) for item in value]
    if isinstance(value, dict):
        return {
            (new if key == old else key): _renamed(item, old, new) for key, item in value.items()
        }
    return value


def _rename_in_sitting(orm: OrmSession, seat: Seat, new: str) -> None:
    """Rewrite one sitting for a renamed player, proving the sheet is the same but for
    the name (the records name players by their names, in game-specific fields)."""
    old = seat.name
    row, session = _read_sitting(orm, seat.sitting_id, lock=True)
    before = score(session)
    renamed = Session(
        game=session.game,
        players=tuple(new if name == old else name for name in session.players),
        options=_renamed(dict(session.options), old, new),
        deals=tuple(_renamed(dict(deal), old, new) for deal in session.deals),
    )
    try:
        after = score(renamed)
        same = _renamed(before.to_json(), old, new) == after.to_json()
    except RuleViolation:
        same = False
    if not same:
        raise RuleViolation(
            "player name '{name}' is also used for something else in the records of "
            "sitting {sitting}, so it cannot be renamed automatically",
            field="name",
            name=old,
            sitting=seat.sitting_id,
        )
    deal_ids = orm.scalars(
        select(Deal.id).where(Deal.sitting_id == row.id).order_by(Deal.position)
    ).all()
    for deal_id, original, record in zip(deal_ids, session.deals, renamed.deals, strict=True):
        if record != original:
            orm.execute(update(DEAL_TABLE).where(DEAL_TABLE.c.id == deal_id).values(record=record))
    if row.options != renamed.options:
        row.options = dict(renamed.options)
    if row.first_dealer == old:
        row.first_dealer = new
    row.leader = leader_of(after)
    # The seats' games, rubbers and totals stay: the sheet was just proved the same.
    seat.name = new
