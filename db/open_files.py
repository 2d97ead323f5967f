"""The SQLite files this process holds open through a store.

**Trap** (sqlite.org, "How To Corrupt An SQLite Database File", 2.2): POSIX advisory
locks belong to the process, and closing *any* descriptor of a file drops every lock the
process holds on it. Reading a database's header with ``open()`` while a store of this
process has the file open drops that store's locks; a process that connects next then
takes itself for the first, rebuilds the shared-memory index, and no longer sees the
commits of the store whose locks were dropped (the change feed's tests found it: a
follower deaf to every later write). So the raw header checks of :func:`db.location.check_file`
and :mod:`db.history_light` are skipped for a file listed here: it is open, hence an
SQLite database already checked by the store that opened it.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from pathlib import Path

_HELD: Counter[tuple[int, int]] = Counter()
_LOCK = threading.Lock()


def _key(path: Path) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def hold(path: Path) -> None:
    """Note that a store of this process has ``path`` open (once per store)."""
    key = _key(path)
    if key is not None:
        with _LOCK:
            _HELD[key] += 1


def release(path: Path) -> None:
    """Note that one store holding ``path`` closed it."""
    key = _key(path)
    if key is not None:
        with _LOCK:
            _HELD[key] -= 1
            if _HELD[key] <= 0:
                del _HELD[key]


def held(path: Path) -> bool:
    """Whether a store of this process has ``path`` open: then no descriptor of the file
    may be opened and closed outside SQLite."""
    key = _key(path)
    if key is None:
        return False
    with _LOCK:
        return _HELD[key] > 0
