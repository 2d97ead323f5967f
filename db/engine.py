"""The SQLAlchemy engine for a target, with SQLite set up so that two windows on one file
lose no writes: WAL, foreign keys, a busy timeout, and write transactions that take the
write lock when they begin.

The busy timeout (how long a write waits while another window writes) is 10 s. An SQLite
URL may set it in seconds with the driver's own ``timeout`` query parameter, e.g.
``sqlite:////home/anna/zapis.sqlite3?timeout=0.5``; the tests use that to make "locked too
long" happen quickly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, Connection
from sqlalchemy.pool import StaticPool

from db.errors import StorageError
from db.stored_values import stored_json

if TYPE_CHECKING:
    from db.location import Target

BUSY_TIMEOUT_MS = 10_000
"""How long an SQLite connection waits for another writer before giving up (default)."""
TIMEOUT_PARAMETER = "timeout"
"""The SQLite URL's query parameter that sets the busy timeout, in seconds."""
WRITE_OPTION = "zapis_write"
"""Execution option marking a connection whose transactions will write."""
SQLITE_PRAGMAS = (
    "PRAGMA foreign_keys = ON",
    # FULL, not WAL's usual NORMAL: with NORMAL a commit in WAL mode is not synced to the
    # disk, so a power cut can take the last deals entered. FULL syncs the log on every
    # commit (design.md: nothing lost on a crash or a power cut).
    "PRAGMA synchronous = FULL",
)
"""Set on every new SQLite connection, with the busy timeout (the benchmark uses them)."""


def busy_timeout_ms(url: URL) -> int:
    """The busy timeout for an SQLite ``url``: its ``timeout`` (seconds), else 10 s.

    Raises :class:`StorageError` for a timeout that is not a number of seconds.
    """
    value = url.query.get(TIMEOUT_PARAMETER)
    if value is None:
        return BUSY_TIMEOUT_MS
    text = value if isinstance(value, str) else value[-1]
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 3600:
        raise StorageError(
            "the database URL's timeout '{timeout}' is not a number of seconds from 0 to 3600",
            timeout=text,
        )
    return round(seconds * 1000)


def create(target: Target) -> Engine:
    """An engine for ``target``; nothing is connected yet. Raises StorageError."""
    url = target.url
    if url.get_backend_name() != "sqlite":
        return _server_engine(url)
    kwargs: dict[str, Any] = {}
    if target.path is None:
        # An in-memory database exists once per connection: share one.
        kwargs = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
    pragmas = (f"PRAGMA busy_timeout = {busy_timeout_ms(url)}", *SQLITE_PRAGMAS)
    engine = create_engine(url, json_deserializer=stored_json, **kwargs)

    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        _on_sqlite_connect(dbapi_connection, pragmas)

    event.listen(engine, "connect", on_connect)
    event.listen(engine, "begin", _on_sqlite_begin)
    return engine


def _server_engine(url: URL) -> Engine:
    # The same busy timeout as SQLite's, and from the same URL parameter: a lock another
    # session holds (a table locked, a long migration) is waited for that long, then the
    # statement fails as "busy" instead of waiting for ever. The parameter is Zapis's,
    # not the driver's, so it is taken out of the URL the driver sees.
    timeout_ms = busy_timeout_ms(url)
    engine = create_engine(
        url.difference_update_query([TIMEOUT_PARAMETER]),
        pool_pre_ping=True,
        json_deserializer=stored_json,
    )
    if engine.dialect.name == "postgresql":

        def on_connect(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            try:
                cursor.execute(f"SET SESSION lock_timeout = {int(timeout_ms)}")
            finally:
                cursor.close()
            dbapi_connection.commit()

        event.listen(engine, "connect", on_connect)
    return engine


def _on_sqlite_connect(dbapi_connection: Any, pragmas: tuple[str, ...]) -> None:
    # The driver's own implicit BEGIN is switched off: _on_sqlite_begin issues it, so
    # that a write transaction can take the lock at once, and PRAGMAs run outside any
    # transaction (foreign_keys is silently ignored inside one).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        for pragma in pragmas:
            cursor.execute(pragma)
        mode = cursor.execute("PRAGMA journal_mode").fetchone()[0]
        if str(mode).lower() not in ("wal", "memory"):
            cursor.execute("PRAGMA journal_mode = WAL")
    finally:
        cursor.close()


def _on_sqlite_begin(connection: Connection) -> None:
    # A deferred transaction that reads and then writes fails at once (SQLITE_BUSY, no
    # waiting) when another window wrote in between; BEGIN IMMEDIATE takes the write lock
    # first and waits for it under the busy timeout instead, so no write is lost.
    if connection.get_execution_options().get(WRITE_OPTION):
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    else:
        connection.exec_driver_sql("BEGIN")
