"""The files SQLite keeps beside a database (``-wal``, ``-shm``, ``-journal``), and
cleaning up after a failed open: a full disk must not leave empty ones behind, nor an
empty database file Zapis made and could not fill."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

SHM_PAGE = 32_768
"""The size of one page of SQLite's shared-memory index: a live connection's -shm file
is at least this big, so a smaller one was left by a failed open."""


def live_wal(path: Path) -> bool:
    """Whether a write-ahead log with pages in it lies beside the database: pages another
    connection committed and no one has folded back into the file yet. Such a file is
    opened read-only until it is vouched for, because the last read-write connection to
    close folds the log into the file (a damaged file's evidence, another program's or a
    newer Zapis's pages) and deletes it."""
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except OSError:
        return False


def read_only_uri(path: Path) -> str:
    """The URI that opens ``path`` read-only: such a connection never writes the log
    back into the file, not even when it is the last to close."""
    quoted = str(path).replace("%", "%25").replace("?", "%3f").replace("#", "%23")
    return f"file:{quoted}?mode=ro"


def _companions(path: Path) -> tuple[Path, Path, Path]:
    return (Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal"))


def _stray(companion: Path) -> bool:
    """Whether a log file next to the database holds nothing anyone can be using."""
    try:
        size = companion.stat().st_size
    except OSError:
        return False
    return size < SHM_PAGE if companion.name.endswith("-shm") else size == 0


@contextmanager
def leaving_no_trace(path: Path) -> Iterator[None]:
    """On a failure inside, remove the -wal, -shm and -journal files that were not there
    before and hold nothing (a failed open on a full disk leaves them empty); a live
    connection's files are never touched (an -shm in use is at least 32 KiB), except the
    -shm index a read-only look at a live log made where there was none."""
    before = {companion for companion in _companions(path) if companion.exists()}
    live = live_wal(path)
    try:
        yield
    except BaseException:
        for companion in _companions(path):
            made_by_look = live and companion.name.endswith("-shm")
            if companion not in before and (made_by_look or _stray(companion)):
                with suppress(OSError):
                    companion.unlink()
        raise


def remove_if_unused(path: Path) -> None:
    """Remove the file :func:`check_file` created when making it a database failed: only
    while it holds no table (so a database another Zapis made there meanwhile stays)."""
    try:
        if path.stat().st_size > 0:
            connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                if connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    return
            finally:
                connection.close()
        path.unlink()
    except (OSError, sqlite3.Error):
        return
    for companion in _companions(path):
        if _stray(companion):
            with suppress(OSError):
                companion.unlink()
