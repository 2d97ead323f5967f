"""The sessions a store last wrote or read, each with the sitting's revision then, so
that a write reads one row, not every deal of the sitting (issue 15: at 10,000 deals
reading them back cost ~150 ms an Enter).

A kept session is used only when the sitting's row, read (and on PostgreSQL locked)
inside the transaction that uses it, still has the revision it was kept with: every
write that changes a sitting's session moves its revision (``db.models.Sitting.revision``),
in this process or any other, so a session changed by another window or another store is
never used. A session is kept only after its transaction has committed: a refused deal or
a failed commit leaves what was kept before, which still matches the database.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

from rules.session import Session

KEPT = 4
"""Sittings kept: the one on screen and a few switched between (a long one holds its
records, which the window holds too while it shows them)."""


@dataclass(frozen=True, slots=True)
class KeptSession:
    """A sitting's session as it was at ``revision``."""

    revision: int
    """The sitting row's revision when ``session`` was read or written."""
    session: Session
    """The sitting's records, players, options and price at that revision."""
    keys: tuple[int, ...]
    """The deals' sort keys (``deal.position``), in order: deal ``n``'s is ``keys[n - 1]``
    (:mod:`db.deal_order`)."""


class SittingCache:
    """The last few sittings' sessions, by sitting id, newest use last."""

    def __init__(self, size: int = KEPT) -> None:
        """An empty cache keeping at most ``size`` sittings."""
        self._size = size
        self._kept: OrderedDict[int, KeptSession] = OrderedDict()
        # A store may be used from more than one thread (a background load).
        self._lock = threading.Lock()

    def find(self, sitting: int, revision: int) -> KeptSession | None:
        """What is kept for ``sitting`` if it was kept at ``revision``, else ``None``."""
        with self._lock:
            kept = self._kept.get(sitting)
            if kept is None or kept.revision != revision:
                return None
            self._kept.move_to_end(sitting)
            return kept

    def keep(self, sitting: int, revision: int, session: Session, keys: Sequence[int]) -> None:
        """Keep ``session`` and its deals' ``keys`` as ``sitting``'s at ``revision`` (call
        after the commit)."""
        if len(keys) != len(session.deals):
            raise ValueError(f"{len(keys)} keys for {len(session.deals)} deals")
        with self._lock:
            self._kept[sitting] = KeptSession(revision, session, tuple(keys))
            self._kept.move_to_end(sitting)
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)

    def forget(self, sitting: int) -> None:
        """Drop what is kept for ``sitting`` (it was deleted)."""
        with self._lock:
            self._kept.pop(sitting, None)

    def clear(self) -> None:
        """Drop everything."""
        with self._lock:
            self._kept.clear()

    def revision_of(self, sitting: int) -> int | None:
        """The revision ``sitting``'s session is kept at, ``None`` if none is (tests)."""
        with self._lock:
            kept = self._kept.get(sitting)
            return None if kept is None else kept.revision
