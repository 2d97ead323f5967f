"""The change feed: which sittings another writer moved, and to which revision.

Every follower (``zapis follow``, a window, the scoreboard) hears of changes from here,
and re-reads a moved sitting through the store (whose cache is checked by revision, so a
sitting this process wrote itself costs one row). What it hears:

- **PostgreSQL**: ``LISTEN zapis_sittings`` on a dedicated psycopg connection in autocommit,
  in the feed's own thread; migration 0007's trigger on ``sitting`` sends the sitting's id
  and new revision when a write commits. The notification is the hint, the revision is the
  truth: after every (re)connect the feed reads every sitting's revision (the catch-up), so
  what was committed while it was not listening is reported too. A lost connection is
  reported (:attr:`FeedState.LOST`) and retried every :data:`RETRY_SECONDS`.
- **SQLite**: ``PRAGMA data_version`` polled every :data:`POLL_SECONDS` on an idle
  connection of the feed's own; it changes when any other connection commits (a file
  watcher would not do: in WAL mode a commit writes the ``-wal`` file, not the database).
  A change reads every sitting's revision, as the catch-up does.

The feed reports moves relative to what it knew: the revisions read when it started
(:meth:`ChangeFeed.start`, before it returns), then those it reported since. A sitting
created since is a move from nothing; a deleted one moves to ``None``.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from sqlalchemy import Engine

from db.rows import SittingId

CHANNEL = "zapis_sittings"
"""The PostgreSQL notification channel (written out in migration 0007 as well)."""
POLL_SECONDS = 0.25
"""How often SQLite's ``data_version`` is read."""
RETRY_SECONDS = 0.5
"""The first wait before a lost connection is tried again; doubled up to
:data:`RETRY_LIMIT_SECONDS`."""
RETRY_LIMIT_SECONDS = 4.0
"""The longest wait between two tries."""
LISTEN_SLICE_SECONDS = 0.5
"""How long the listening thread waits for a notification before it looks whether it was
stopped."""
QUIET_CHECK_SECONDS = 2.0
"""How long a quiet server connection goes before a cheap query checks it is still there
(a query each listening slice cost the idle feed about 0.3 % of a core)."""


@dataclass(frozen=True, slots=True)
class SittingMoved:
    """A sitting whose revision is not the one the feed knew."""

    sitting: SittingId
    """The sitting."""
    revision: int | None
    """Its revision now; ``None`` when it was deleted."""


class FeedState(StrEnum):
    """Whether the feed hears the database."""

    LISTENING = "listening"
    """Connected (or, on SQLite, polling) and caught up."""
    LOST = "lost"
    """The connection was lost or refused; the feed tries again."""


MovesHandler = Callable[[tuple[SittingMoved, ...]], None]
"""Called in the feed's thread with the sittings that moved (never an empty tuple)."""
StateHandler = Callable[[FeedState, str], None]
"""Called in the feed's thread when the state changes, with the reason (``""`` when
listening)."""


class ChangeFeed:
    """Hears the commits to one database (see the module's text) in a thread of its own."""

    def __init__(
        self,
        engine: Engine,
        on_moves: MovesHandler,
        *,
        on_state: StateHandler | None = None,
        sittings: Collection[int] | None = None,
        poll_seconds: float = POLL_SECONDS,
    ) -> None:
        """A feed on ``engine``'s database (the store's: the feed opens connections of its
        own with the same URL), calling ``on_moves`` in its thread. ``sittings``: only these
        (``None``: every sitting). Nothing happens before :meth:`start`."""
        self._engine = engine
        self._on_moves = on_moves
        self._on_state = on_state
        self._only = frozenset(sittings) if sittings is not None else None
        self._poll = poll_seconds
        self._known: dict[int, int] = {}
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._state: FeedState | None = None
        self._lock = threading.Lock()
        self._checked = 0.0
        """When the server connection was last known alive (``time.monotonic``)."""

    @property
    def state(self) -> FeedState | None:
        """The state last reported (``None`` before the first)."""
        return self._state

    def known(self) -> Mapping[int, int]:
        """A copy of the revisions the feed knows, by sitting id (tests, the board)."""
        with self._lock:
            return dict(self._known)

    def start(self) -> None:
        """Read every followed sitting's revision, then hear changes in a new thread.

        Raises what connecting raises (an ``OSError``, a driver's error) when the first
        reading fails: a feed that cannot start says so to its caller, not in its thread.
        An in-memory SQLite database has no other writer: the feed then does nothing."""
        backend = self._engine.url.get_backend_name()
        if backend == "sqlite":
            path = self._engine.url.database
            if not path or path == ":memory:":
                return
            connection = self._sqlite_connection(path)
            target: Callable[[], None] = lambda: self._poll_sqlite(path, connection)  # noqa: E731
        else:
            listener = self._postgres_connection()
            target = lambda: self._listen_postgres(listener)  # noqa: E731
        self._thread = threading.Thread(target=target, name="zapis-change-feed", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop hearing and wait for the thread (at most about a listening slice)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=LISTEN_SLICE_SECONDS * 4)
            self._thread = None

    # -- what both kinds of database share ----------------------------------------------

    def _report_state(self, state: FeedState, reason: str = "") -> None:
        if state is self._state:
            return
        self._state = state
        if self._on_state is not None:
            self._on_state(state, reason)

    def _compare(self, rows: Iterable[tuple[int, int]], *, complete: bool) -> None:
        """Report the sittings whose revision in ``rows`` differs from the known one;
        ``complete``: ``rows`` is every sitting, so one known but absent was deleted."""
        moved: list[SittingMoved] = []
        with self._lock:
            seen: set[int] = set()
            for sitting, revision in rows:
                if self._only is not None and sitting not in self._only:
                    continue
                seen.add(sitting)
                if self._known.get(sitting) != revision:
                    self._known[sitting] = revision
                    moved.append(SittingMoved(SittingId(sitting), revision))
            if complete:
                for sitting in sorted(set(self._known) - seen):
                    del self._known[sitting]
                    moved.append(SittingMoved(SittingId(sitting), None))
        if moved:
            self._on_moves(tuple(moved))

    def _forget(self, sitting: int) -> None:
        with self._lock:
            known = self._known.pop(sitting, None)
        if known is not None:
            self._on_moves((SittingMoved(SittingId(sitting), None),))

    def _revisions_query(self) -> str:
        if self._only is None:
            return "SELECT id, revision FROM sitting"
        listed = ", ".join(str(int(sitting)) for sitting in sorted(self._only)) or "NULL"
        return f"SELECT id, revision FROM sitting WHERE id IN ({listed})"

    # -- SQLite --------------------------------------------------------------------------

    def _sqlite_connection(self, path: str) -> sqlite3.Connection:
        # Autocommit: each read ends at once, so the idle connection never holds a
        # snapshot (nor, in WAL mode, keeps the log from being folded back).
        connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        connection.execute("PRAGMA busy_timeout = 5000")
        self._catch_up_sqlite(connection, initial=True)
        return connection

    def _catch_up_sqlite(self, connection: sqlite3.Connection, *, initial: bool = False) -> int:
        """Compare every sitting's revision; the ``data_version`` it was read at."""
        version = _data_version(connection)
        rows = [(int(a), int(b)) for a, b in connection.execute(self._revisions_query())]
        if initial:
            with self._lock:
                self._known = dict(rows)
        else:
            self._compare(rows, complete=True)
        return version

    def _poll_sqlite(self, path: str, connection: sqlite3.Connection | None) -> None:
        version = -1
        delay = RETRY_SECONDS
        while not self._stop.is_set():
            try:
                if connection is None:
                    connection = sqlite3.connect(
                        path, isolation_level=None, check_same_thread=False
                    )
                    connection.execute("PRAGMA busy_timeout = 5000")
                    version = -1
                if version < 0:
                    version = self._catch_up_sqlite(connection)
                    self._report_state(FeedState.LISTENING)
                    delay = RETRY_SECONDS
                if self._stop.wait(self._poll):
                    break
                now = _data_version(connection)
                if now != version:
                    version = self._catch_up_sqlite(connection)
            except sqlite3.Error as problem:
                self._report_state(FeedState.LOST, str(problem))
                if connection is not None:
                    connection.close()
                connection = None
                if self._stop.wait(delay):
                    break
                delay = min(delay * 2, RETRY_LIMIT_SECONDS)
        if connection is not None:
            connection.close()

    # -- PostgreSQL ----------------------------------------------------------------------

    def _postgres_connection(self) -> Any:
        """A new psycopg connection in autocommit, listening, with every revision read
        after the ``LISTEN`` (so that no commit falls between the two)."""
        import psycopg

        arguments, keywords = self._engine.dialect.create_connect_args(self._engine.url)
        keywords = {**keywords, "connect_timeout": 5}
        connection = psycopg.connect(*arguments, **keywords, autocommit=True)
        try:
            connection.execute(f"LISTEN {CHANNEL}")
            schema = connection.execute("SELECT current_schema()").fetchone()
            self._schema = str(schema[0]) if schema is not None else "public"
            rows = connection.execute(self._revisions_query()).fetchall()
        except BaseException:
            connection.close()
            raise
        with self._lock:
            self._known = {int(a): int(b) for a, b in rows}
        return connection

    def _catch_up_postgres(self, connection: Any) -> None:
        rows = connection.execute(self._revisions_query()).fetchall()
        self._compare([(int(a), int(b)) for a, b in rows], complete=True)

    def _listen_postgres(self, connection: Any) -> None:
        import psycopg

        delay = RETRY_SECONDS
        self._report_state(FeedState.LISTENING)
        while not self._stop.is_set():
            try:
                if connection is None:
                    known = dict(self.known())
                    connection = self._postgres_connection()
                    # _postgres_connection replaced what was known by the database's
                    # revisions: report the difference from before the loss.
                    with self._lock:
                        now, self._known = self._known, known
                    self._compare(now.items(), complete=True)
                    self._report_state(FeedState.LISTENING)
                    delay = RETRY_SECONDS
                self._hear(connection)
            except psycopg.Error as problem:
                reason = str(problem).strip().splitlines()[0] if str(problem).strip() else ""
                self._report_state(FeedState.LOST, reason or type(problem).__name__)
                if connection is not None:
                    with contextlib.suppress(psycopg.Error):
                        connection.close()
                connection = None
                if self._stop.wait(delay):
                    break
                delay = min(delay * 2, RETRY_LIMIT_SECONDS)
        if connection is not None:
            connection.close()

    def _hear(self, connection: Any) -> None:
        """Wait a slice for notifications; report the revisions they carry. A
        transaction's notifications come together: they are gathered into one report."""
        heard = list(connection.notifies(timeout=LISTEN_SLICE_SECONDS, stop_after=1))
        if not heard:
            # A quiet connection: a cheap query now and then finds one the server dropped
            # silently.
            now = time.monotonic()
            if now - self._checked >= QUIET_CHECK_SECONDS:
                connection.execute("SELECT 1")
                self._checked = now
            return
        self._checked = time.monotonic()
        heard += list(connection.notifies(timeout=0.005))
        rows: dict[int, int] = {}
        gone: list[int] = []
        for notification in heard:
            parts = notification.payload.split(" ")
            if len(parts) != 3 or parts[0] != self._schema:
                continue
            sitting = int(parts[1])
            if parts[2] == "-":
                gone.append(sitting)
                rows.pop(sitting, None)
            else:
                # Notifications come in commit order: the last one is the newest.
                rows[sitting] = int(parts[2])
                if sitting in gone:
                    gone.remove(sitting)
        self._compare(rows.items(), complete=False)
        for sitting in gone:
            self._forget(sitting)


def _data_version(connection: sqlite3.Connection) -> int:
    """SQLite's ``data_version`` on ``connection``. Read with ``fetchall``: a statement
    left with a row unread is not reset, and keeps its read transaction (its snapshot)
    open, so that every later reading gives the same number and no commit is seen."""
    rows = connection.execute("PRAGMA data_version").fetchall()
    return int(rows[0][0])
