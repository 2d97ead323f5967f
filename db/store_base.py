"""The store's foundation: opening and migrating the database, closing it, and the one
transaction every call runs in (database problems come out as ``StorageError``)."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Self

from sqlalchemy import Engine
from sqlalchemy.engine import Connection
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session as OrmSession
from sqlalchemy.orm import sessionmaker

from db import engine as engines
from db import migrate, open_files
from db.backup_rotation import DailyBackup, before_migration
from db.change_feed import POLL_SECONDS, ChangeFeed, MovesHandler, StateHandler
from db.companions import leaving_no_trace, remove_if_unused
from db.errors import StorageError, explain
from db.integrity import IntegrityCheck
from db.location import Target, check_file, resolve
from db.models import Sitting
from db.presence import SittingPresence
from db.sitting_cache import KeptSession, SittingCache
from db.sitting_rows import read_stored_deals
from rules.scoring import Scoring
from rules.session import Session

if TYPE_CHECKING:
    from db.outcome_keeper import OutcomeKeeper
    from rules.player_records import SittingOutcome


class StoreBase:
    """The database behind the store: its engine, its location, and transactions."""

    url: str
    """The database's URL (password hidden)."""

    location: str
    """How messages name the database: the file path, or the URL (password hidden)."""

    scoring: Scoring
    """The store's scoring (its memo of sheets): every sheet the store hands out or
    writes is scored here, and the window's controller checks its deals with it, so an
    Enter scores the new deal once (:mod:`rules.scoring`)."""

    def __init__(
        self,
        engine: Engine,
        target: Target,
        integrity: IntegrityCheck | None = None,
        scoring: Scoring | None = None,
    ) -> None:
        """Use :meth:`open`; this wraps an engine already migrated. ``integrity``: the
        running check of an SQLite file, waited for before the first write; ``scoring``:
        the one to score with (a new one by default)."""
        self.scoring = scoring if scoring is not None else Scoring()
        self._closed = False
        self._engine = engine
        self._integrity = integrity
        self._reads = sessionmaker(engine, expire_on_commit=False)
        self._write_engine = engine.execution_options(**{engines.WRITE_OPTION: True})
        self._writes = sessionmaker(self._write_engine, expire_on_commit=False)
        self.set_aside: dict[int, str] = {}
        """Sittings a history page left out because a stored value in them cannot be
        read (another program wrote it): id → the one-line reason."""
        self._sessions = SittingCache()
        """The sessions last written or read, checked against the sitting's revision."""
        self._keepers: list[OutcomeKeeper] = []
        """The walks counting outcomes in the background, stopped by :meth:`close`."""
        self._outcomes: dict[int, tuple[int, Mapping[str, SittingOutcome]]] = {}
        """Sitting → (its revision when its seats' outcomes were counted, each seat's
        outcome): a regular's records are counted once, not at every look
        (:mod:`db.store_records`; kept in the database too). Every change to a sitting's
        session moves its revision, so a stale entry is never used. (One dictionary
        assignment at a time, safe from the records' background thread.)"""
        self.url = target.url.render_as_string(hide_password=True)
        self.location = target.display
        self.path = target.path
        """The database file, or ``None`` for a server or an in-memory database."""
        self.in_memory = target.in_memory
        """Whether the database lives in memory and ends with the store."""
        self._released = False
        self._feeds: list[ChangeFeed] = []
        self._presences: list[SittingPresence] = []
        if self.path is not None:
            open_files.hold(self.path)
        self.target = target
        """The database as the user chose it (where its backups go: db.backup_rotation)."""
        self.daily_backup = DailyBackup(engine, target)
        """The backup taken before the first write of each day."""

    @classmethod
    def open(cls, url: str | None = None) -> Self:
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
                    # looked at (the engine's are closed already).
                    if integrity is not None:
                        integrity.stop()
                        integrity.release()
                    raise
        except BaseException:
            if found.created:
                remove_if_unused(path)
            raise

    @classmethod
    def _open_engine(cls, target: Target, integrity: IntegrityCheck | None) -> Self:
        try:
            engine = engines.create(target)
        except (SQLAlchemyError, ImportError) as problem:
            raise StorageError(
                "cannot use the database {where}: {reason}",
                where=target.display,
                reason=str(problem),
            ) from None

        def before_write() -> None:
            # A file is vouched for, then its old content backed up, before a migration.
            if integrity is not None:
                integrity.vouch()
            before_migration(engine, target)

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

    def change_feed(
        self,
        on_moves: MovesHandler,
        *,
        on_state: StateHandler | None = None,
        sittings: Collection[int] | None = None,
        poll_seconds: float = POLL_SECONDS,
    ) -> ChangeFeed:
        """A change feed on this database (:mod:`db.change_feed`), not yet started: it
        tells which sittings other writers (and this store) moved, and to which revision."""
        feed = ChangeFeed(
            self._engine, on_moves, on_state=on_state, sittings=sittings, poll_seconds=poll_seconds
        )
        # Stopped with the store at the latest: a feed outliving it would hear on.
        self._feeds.append(feed)
        return feed

    def presence(self) -> SittingPresence:
        """A window's mark on the sitting it has open, and the count of the other
        windows' (:mod:`db.presence`): nothing is marked before its ``enter``."""
        presence = SittingPresence(self._engine, self.path)
        # Dropped with the store at the latest (a window closing drops its own before).
        self._presences.append(presence)
        return presence

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called: nothing is to be asked of the store then
        (what watches its check stops)."""
        return self._closed

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
        self._closed = True
        for keeper in self._keepers:
            keeper.stop()  # before the engine goes: a batch may be reading
        self._keepers.clear()
        if self._integrity is not None:
            self._integrity.stop()
        for feed in self._feeds:
            feed.stop()
        self._feeds.clear()
        for presence in self._presences:
            presence.close()
        self._presences.clear()
        self._sessions.clear()
        self._outcomes.clear()
        self.scoring.clear()
        self._engine.dispose()
        if self.path is not None and not self._released:
            self._released = True
            open_files.release(self.path)
        if self._integrity is not None:
            # Last: a file never vouched for keeps its live log unfolded.
            self._integrity.release()

    def __enter__(self) -> Self:
        """The store itself; it is closed when the ``with`` block ends."""
        return self

    def __exit__(self, *_exc: object) -> None:
        """Close the store."""
        self.close()

    @contextmanager
    def _transaction(self, *, write: bool) -> Iterator[OrmSession]:
        """One transaction; database problems come out as :class:`StorageError`."""
        maker = self._writes if write else self._reads
        if write:
            self.vouch()
            self.daily_backup.before_write()
        try:
            with maker.begin() as session:
                yield session
        except SQLAlchemyError as problem:
            folder = self.path.parent if self.path is not None else None
            raise explain(problem, self.location, folder) from problem

    @contextmanager
    def _write_connection(self) -> Iterator[Connection]:
        """One write transaction on a Core connection, no ORM session: a deal's write
        (issue 15: the ORM's unit of work cost more than SQLite's commit). Database
        problems come out as :class:`StorageError`."""
        self.vouch()
        self.daily_backup.before_write()
        try:
            with self._write_engine.begin() as connection:
                yield connection
        except SQLAlchemyError as problem:
            folder = self.path.parent if self.path is not None else None
            raise explain(problem, self.location, folder) from problem

    def _session_at(self, connection: Connection, sitting: int, revision: int) -> KeptSession:
        """The sitting's session and its deals' keys: the ones kept at ``revision`` (read
        in this transaction), else read back from the database."""
        kept = self._sessions.find(sitting, revision)
        if kept is not None:
            return kept
        session, keys = read_stored_deals(connection, sitting)
        return KeptSession(revision, session, keys)

    def _session_read(self, orm: OrmSession, row: Sitting) -> Session:
        """The session of the sitting ``row`` read in a read transaction, kept at the
        row's revision. (The revision was read first: deals written after it leave the
        kept revision older than the database's, so they are read again next time, never
        taken for the newer ones.)"""
        kept = self._session_at(orm.connection(), row.id, row.revision)
        self._sessions.keep(row.id, row.revision, kept.session, kept.keys)
        return kept.session
