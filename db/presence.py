"""Who else has a sitting open: a mark each window holds on the sitting it shows.

A window opening a sitting that another window (another process, on this machine or, on
a server, anywhere) has open says so (issue 26). The mark must never block a window and
never outlive its holder, even one killed without a word, so it is a lock the operating
system or the server drops with the process, never a row to be cleaned up:

- **SQLite**: a file per window and sitting in a folder beside the database
  (``<database>-open/<sitting>.<pid>.<token>``), held with an exclusive ``flock``. Another
  window counts the files of the sitting whose lock it cannot take; a file whose lock it
  can take was left by a killed holder, and is removed. A file is locked under a hidden
  name and then renamed, so that no one sees it unlocked. Where the folder cannot be
  written (a read-only database) or there is no ``flock`` (not POSIX), no mark is held
  and none is seen.
- **PostgreSQL**: a shared advisory lock (``pg_try_advisory_lock_shared``, which never
  waits) on a connection of the mark's own, keyed by the schema and the sitting; the
  other holders are those in ``pg_locks``. The server drops a session's locks when its
  connection ends, a killed process's at once (its socket closes).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import zlib
from pathlib import Path
from typing import Any

from sqlalchemy import Engine

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]

CONNECT_SECONDS = 3
"""How long opening the server connection of a mark may take before the mark gives up."""


class SittingPresence:
    """This window's mark on the sitting it has open (at most one at a time), and the
    count of the other windows' marks. Every method is quiet: a mark that cannot be
    held or read makes a count of 0, never an error."""

    def __init__(self, engine: Engine, path: Path | None) -> None:
        """A presence on ``engine``'s database; ``path``: the SQLite file (``None`` for a
        server or a database in memory)."""
        self._server = engine.url.get_backend_name() == "postgresql"
        self._engine = engine
        self._folder = Path(f"{path}-open") if path is not None else None
        self._token = secrets.token_hex(4)
        self._sitting: int | None = None
        self._file: int | None = None
        self._name: Path | None = None
        self._connection: Any = None
        self._key: int | None = None

    @property
    def sitting(self) -> int | None:
        """The sitting marked now (``None``: none)."""
        return self._sitting

    def enter(self, sitting: int) -> int:
        """Mark ``sitting`` as open here (leaving the one marked before); how many other
        windows have it open."""
        self.leave()
        self._sitting = int(sitting)
        if self._server:
            self._enter_server(self._sitting)
        elif self._folder is not None and fcntl is not None:
            self._enter_file(self._sitting)
        return self.others(self._sitting)

    def others(self, sitting: int) -> int:
        """How many other windows have ``sitting`` open (a killed one's mark does not
        count, and is cleaned up)."""
        if self._server:
            return self._others_server(int(sitting))
        if self._folder is not None and fcntl is not None:
            return self._others_files(int(sitting))
        return 0

    def leave(self) -> None:
        """Drop the mark (the sitting is closed here)."""
        self._sitting = None
        if self._file is not None:
            if self._name is not None:
                with contextlib.suppress(OSError):
                    self._name.unlink()
            os.close(self._file)
            self._file = None
            self._name = None
            if self._folder is not None:
                with contextlib.suppress(OSError):
                    self._folder.rmdir()  # only when it is empty: no one else's marks
        if self._connection is not None:
            try:
                self._connection.execute("SELECT pg_advisory_unlock_all()")
            except Exception:
                self._close_connection()

    def close(self) -> None:
        """Drop the mark and the server connection (the window closes)."""
        self.leave()
        self._close_connection()

    # -- SQLite: locked files beside the database ------------------------------------

    def _enter_file(self, sitting: int) -> None:
        assert self._folder is not None and fcntl is not None
        final = self._folder / f"{sitting}.{os.getpid()}.{self._token}"
        hidden = self._folder / f".{final.name}"
        try:
            self._folder.mkdir(exist_ok=True)
            descriptor = os.open(hidden, os.O_CREAT | os.O_RDWR, 0o644)
        except OSError:
            return
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.replace(hidden, final)
        except OSError:
            os.close(descriptor)
            with contextlib.suppress(OSError):
                hidden.unlink()
            return
        self._file = descriptor
        self._name = final

    def _others_files(self, sitting: int) -> int:
        assert self._folder is not None and fcntl is not None
        try:
            names = [
                entry
                for entry in self._folder.iterdir()
                if entry.name.split(".", 1)[0] == str(sitting) and entry != self._name
            ]
        except OSError:
            return 0
        count = 0
        for name in names:
            try:
                descriptor = os.open(name, os.O_RDONLY)
            except OSError:
                continue  # gone meanwhile: its window closed
            try:
                # Shared and not waiting: two windows looking at once do not see each
                # other's look as a holder; only a live holder's exclusive lock refuses.
                fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError:
                count += 1
            else:
                with contextlib.suppress(OSError):
                    name.unlink()  # a killed window's mark
            finally:
                os.close(descriptor)
        return count

    # -- PostgreSQL: shared advisory locks ------------------------------------------------

    def _server_connection(self) -> Any:
        if self._connection is None:
            import psycopg

            arguments, keywords = self._engine.dialect.create_connect_args(self._engine.url)
            keywords = {**keywords, "connect_timeout": CONNECT_SECONDS}
            connection = psycopg.connect(*arguments, **keywords, autocommit=True)
            schema = connection.execute("SELECT current_schema()").fetchone()
            name = f"zapis presence {schema[0] if schema is not None else ''}"
            # pg_locks shows the first key as an oid: a non-negative int4 reads back as is.
            self._key = zlib.crc32(name.encode()) & 0x7FFFFFFF
            self._connection = connection
        return self._connection

    def _enter_server(self, sitting: int) -> None:
        try:
            connection = self._server_connection()
            connection.execute("SELECT pg_try_advisory_lock_shared(%s, %s)", (self._key, sitting))
        except Exception:  # a driver's error, an OSError: no mark, said by no one
            self._close_connection()

    def _others_server(self, sitting: int) -> int:
        try:
            connection = self._server_connection()
            row = connection.execute(
                "SELECT count(DISTINCT pid) FROM pg_locks WHERE locktype = 'advisory'"
                " AND database = (SELECT oid FROM pg_database"
                " WHERE datname = current_database())"
                " AND classid = %s::integer::oid AND objid = %s::integer::oid"
                " AND objsubid = 2 AND granted AND pid <> pg_backend_pid()",
                (self._key, sitting),
            ).fetchone()
        except Exception:
            self._close_connection()
            return 0
        return int(row[0]) if row is not None else 0

    def _close_connection(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(Exception):
                self._connection.close()
            self._connection = None
