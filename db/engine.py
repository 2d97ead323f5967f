"""The SQLAlchemy engine for a target, with SQLite set up so that two windows on one file
lose no writes: WAL, foreign keys, a busy timeout, and write transactions that take the
write lock when they begin.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import Connection
from sqlalchemy.pool import StaticPool

from db.location import Target

BUSY_TIMEOUT_MS = 10_000
"""How long an SQLite connection waits for another writer before giving up."""
WRITE_OPTION = "zapis_write"
"""Execution option marking a connection whose transactions will write."""
SQLITE_PRAGMAS = (
    f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}",
    "PRAGMA foreign_keys = ON",
    # FULL, not WAL's usual NORMAL: a deal the player entered survives a power cut too.
    "PRAGMA synchronous = FULL",
)
"""Set on every new SQLite connection (the benchmark uses the same ones)."""


def create(target: Target) -> Engine:
    """An engine for ``target``; nothing is connected yet."""
    url = target.url
    if url.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    kwargs: dict[str, Any] = {}
    if target.path is None:
        # An in-memory database exists once per connection: share one.
        kwargs = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
    engine = create_engine(url, **kwargs)
    event.listen(engine, "connect", _on_sqlite_connect)
    event.listen(engine, "begin", _on_sqlite_begin)
    return engine


def _on_sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver's own implicit BEGIN is switched off: _on_sqlite_begin issues it, so
    # that a write transaction can take the lock at once, and PRAGMAs run outside any
    # transaction (foreign_keys is silently ignored inside one).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        for pragma in SQLITE_PRAGMAS:
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
