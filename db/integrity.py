"""Vouching for an SQLite file before Zapis writes to it: ``PRAGMA quick_check`` run in a
thread of its own while the window (or a command) starts, joined before the first write.

Why in the background: quick_check reads every page, about 0.15–0.25 s for the
benchmark's 133 MB, 400,000-deal history on these machines (a few milliseconds for a
year of play), and the window must not wait for it to show the history. Reading a
damaged file changes nothing, so reads go ahead meanwhile; every write waits for the
verdict, and a damaged file is never written to (:meth:`IntegrityCheck.vouch` raises).
The ``zapis`` commands wait for the verdict at once, so that a damaged file is refused
whatever the command.
"""

from __future__ import annotations

import shlex
import sqlite3
import threading
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Final

from db.companions import live_wal, read_only_uri
from db.errors import StorageError, explain_detail

CHECK: Final = "PRAGMA quick_check"
"""What vouches for a file: every page's structure, without the slower index-to-table
comparison of integrity_check (0.39 s on the 133 MB history)."""


def damaged(path: Path, reason: str) -> StorageError:
    """The refusal of a file that failed the check (it is left as it is), naming its
    newest backup and the command that restores it when there is one."""
    # Imported here: the backups' modules bring SQLAlchemy, and this is a rare path.
    from db.backup_rotation import newest_of_file

    backup = newest_of_file(path)
    if backup is not None:
        command = shlex.join(["zapis", "--database", str(path), "restore", str(backup)])
        return StorageError(
            "{path} is damaged ({reason}); it was left as it is: restore its newest backup "
            "with {command} (the damaged file is kept beside it), or move it away and Zapis "
            "will start a new database",
            path=str(path),
            reason=reason,
            command=command,
            backup=str(backup),
        )
    return StorageError(
        "{path} is damaged ({reason}); it was left as it is: restore it from a backup, "
        "or move it away and Zapis will start a new database",
        path=str(path),
        reason=reason,
    )


def is_damage(problem: StorageError) -> bool:
    """Whether ``problem`` is :func:`damaged`'s refusal (a restore may then move the
    file aside and make a new database)."""
    return " is damaged (" in problem.template and "path" in problem.params


def run_check(
    path: Path, timeout_ms: int, opened: Callable[[sqlite3.Connection], None] | None = None
) -> str | None:
    """Run the check on ``path`` in a connection of its own: ``None`` when the file is
    sound, else the reason it is not (its first line). ``opened`` is given the
    connection, so that another thread can interrupt the check."""
    # Read-only beside a live log, so that closing this connection never folds the log
    # into a file not yet vouched for.
    where, uri = (read_only_uri(path), True) if live_wal(path) else (str(path), False)
    try:
        connection = sqlite3.connect(
            where,
            uri=uri,
            timeout=timeout_ms / 1000,
            isolation_level=None,
            check_same_thread=False,
        )
    except sqlite3.Error as problem:
        return str(problem).splitlines()[0] if str(problem) else type(problem).__name__
    if opened is not None:
        opened(connection)
    try:
        rows = connection.execute(CHECK).fetchmany(2)
    except sqlite3.Error as problem:
        return str(problem).splitlines()[0] if str(problem) else type(problem).__name__
    finally:
        connection.close()
    if rows and rows[0][0] == "ok":
        return None
    return f"quick_check: {rows[0][0] if rows else '?'}".splitlines()[0]


class IntegrityCheck:
    """One file's check, started at once in a daemon thread."""

    def __init__(self, path: Path, timeout_ms: int) -> None:
        """Start checking ``path`` (waiting up to ``timeout_ms`` for a writer's lock)."""
        self.path = path
        self._timeout_ms = timeout_ms
        self._verdict: str | None = None
        self._vouched = False
        self._connection: sqlite3.Connection | None = None
        self._stopped = False
        self._lock = threading.Lock()
        self._witness = _witness(path, timeout_ms) if live_wal(path) else None
        self.seconds = 0.0
        """How long the check took (for the report and the tests)."""
        self._thread = threading.Thread(target=self._run, name="zapis-quick-check", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        started = time.perf_counter()
        self._verdict = run_check(self.path, self._timeout_ms, self._opened)
        with self._lock:
            self._connection = None
        self.seconds = time.perf_counter() - started

    def _opened(self, connection: sqlite3.Connection) -> None:
        with self._lock:
            self._connection = connection
            if self._stopped:
                connection.interrupt()

    def stop(self) -> None:
        """Interrupt a check still running (the store is closing: nothing will be
        written) and wait for its thread."""
        # An interrupt before the statement starts is lost (SQLite 3.40), so it is sent
        # again until the thread has ended.
        while True:
            with self._lock:
                self._stopped = True
                if self._connection is not None:
                    # The check may have ended and closed it a moment ago: nothing to stop.
                    with suppress(sqlite3.ProgrammingError):
                        self._connection.interrupt()
            self._thread.join(0.01)
            if not self._thread.is_alive():
                return

    def release(self) -> None:
        """Close the read-only connection held beside a live log until the file is
        vouched for (call it after every other connection to the file has closed)."""
        witness, self._witness = self._witness, None
        if witness is not None:
            witness.close()

    def finished(self) -> bool:
        """Whether the check has come to its verdict (:meth:`vouch` will not wait)."""
        return not self._thread.is_alive()

    def vouch(self) -> None:
        """Wait for the verdict; raise :class:`StorageError` if the file is damaged."""
        if self._vouched:
            return
        if self._stopped:
            raise RuntimeError("the store is closed")
        self._thread.join()
        verdict = self._verdict
        if verdict is not None and not _damage(verdict):
            # Busy, or the disk would not let the log be made: the file may be sound.
            # Checked again now, and said as what it is if it fails again.
            verdict = self._verdict = run_check(self.path, self._timeout_ms)
        if verdict is not None:
            if _damage(verdict):
                raise damaged(self.path, verdict)
            raise explain_detail(verdict, str(self.path), self.path.parent)
        self._vouched = True
        # Sound: the log may now be folded into the file as usual, by the last to close.
        self.release()


def _damage(verdict: str) -> bool:
    """Whether the check's answer says the file itself is damaged."""
    lowered = verdict.lower()
    return any(word in lowered for word in ("malformed", "corrupt", "not a database", "check"))


def _witness(path: Path, timeout_ms: int) -> sqlite3.Connection | None:
    """A read-only connection holding its shared lock on a file with a live log: while it
    is open, no other connection to the file is the last to close, and so none folds the
    log into the file (SQLite checkpoints on close only when it is the last). ``None``
    when it cannot be opened: the check then says why."""
    try:
        connection = sqlite3.connect(
            read_only_uri(path),
            uri=True,
            timeout=timeout_ms / 1000,
            isolation_level=None,
            check_same_thread=False,
        )
    except sqlite3.Error:
        return None
    # A damaged file may fail this read: the lock is taken all the same, and the check
    # says why.
    with suppress(sqlite3.Error):
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    return connection
