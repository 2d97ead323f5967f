"""Following sittings: the change feed's moves turned into what changed in each sitting.

A :class:`SittingFollower` keeps the sitting as it last read it; when the feed
(:mod:`db.change_feed`) says the sitting moved, it reads it again through the store (the
store's cache is checked by revision: a sitting this process wrote itself is not read
back) and tells what the difference is — a deal added, replaced, deleted or inserted, or
anything else ("reloaded": several deals at once, the players' names, the price).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from enum import StrEnum

from db.change_feed import POLL_SECONDS, FeedState, SittingMoved, StateHandler
from db.errors import UnknownSitting
from db.rows import LoadedSitting, SittingId
from db.service import Store


class FollowedKind(StrEnum):
    """What happened to a followed sitting between two readings."""

    ADDED = "added"
    """A deal appended at the end."""
    REPLACED = "replaced"
    """One deal's record replaced (an edit)."""
    DELETED = "deleted"
    """One deal removed; the later ones moved up."""
    INSERTED = "inserted"
    """One deal put in before the last (the undo of a deletion)."""
    RELOADED = "reloaded"
    """Anything else: the sitting as first read, several deals at once, its details."""
    GONE = "gone"
    """The sitting itself was deleted."""


@dataclass(frozen=True, slots=True)
class FollowedChange:
    """A followed sitting read again after it moved."""

    sitting: SittingId
    """The sitting."""
    kind: FollowedKind
    """What differs from the reading before."""
    number: int | None
    """The deal added, replaced, deleted or inserted (1-based); ``None`` otherwise."""
    loaded: LoadedSitting | None
    """The sitting as it is now (``None`` when it is gone)."""


def what_changed(
    before: Sequence[object] | None, after: Sequence[object]
) -> tuple[FollowedKind, int | None]:
    """The one-deal change that turns the deals ``before`` into ``after``, and its deal
    number; ``RELOADED`` and ``None`` when no single change does (or nothing was read
    before). Equal deals: ``RELOADED`` too (the details or the price moved)."""
    if before is None:
        return FollowedKind.RELOADED, None
    old, new = list(before), list(after)
    common = 0
    while common < min(len(old), len(new)) and old[common] == new[common]:
        common += 1
    if len(new) == len(old) + 1 and old[common:] == new[common + 1 :]:
        kind = FollowedKind.ADDED if common == len(old) else FollowedKind.INSERTED
        return kind, common + 1
    if len(new) == len(old) - 1 and old[common + 1 :] == new[common:]:
        return FollowedKind.DELETED, common + 1
    if len(new) == len(old) and common < len(old) and old[common + 1 :] == new[common + 1 :]:
        return FollowedKind.REPLACED, common + 1
    return FollowedKind.RELOADED, None


ChangeHandler = Callable[[FollowedChange], None]
"""Called in the feed's thread for each followed sitting read again."""


class SittingFollower:
    """Follows some sittings (or all) of a store's database and reports each change."""

    def __init__(
        self,
        store: Store,
        on_change: ChangeHandler,
        *,
        sittings: Collection[int] | None = None,
        on_state: StateHandler | None = None,
        poll_seconds: float | None = None,
    ) -> None:
        """Follow ``sittings`` (``None``: every sitting, those created later too) on
        ``store``, calling ``on_change`` in the feed's thread. Start with :meth:`start`."""
        self._store = store
        self._on_change = on_change
        self._last: dict[int, LoadedSitting] = {}
        # One reading at a time: the feed's thread, and start() in the caller's.
        self._lock = threading.Lock()
        self._feed = store.change_feed(
            self._moved,
            sittings=sittings,
            on_state=on_state,
            poll_seconds=POLL_SECONDS if poll_seconds is None else poll_seconds,
        )

    @property
    def state(self) -> FeedState | None:
        """The feed's state last reported."""
        return self._feed.state

    def start(self) -> list[FollowedChange]:
        """Start the feed, then read every followed sitting: a ``RELOADED`` change each
        (an id that does not exist is left out; it is reported once it is created)."""
        self._feed.start()
        changes = []
        with self._lock:
            for sitting in sorted(self._feed.known()):
                change = self._read(SittingId(sitting))
                if change is not None:
                    changes.append(change)
        return changes

    def stop(self) -> None:
        """Stop following."""
        self._feed.stop()

    def last(self, sitting: int) -> LoadedSitting | None:
        """The sitting as last read (``None``: never read, or gone)."""
        with self._lock:
            return self._last.get(sitting)

    def _moved(self, moves: tuple[SittingMoved, ...]) -> None:
        for move in moves:
            with self._lock:
                change = self._read(move.sitting)
            if change is not None:
                self._on_change(change)

    def _read(self, sitting: SittingId) -> FollowedChange | None:
        """Read ``sitting`` again; ``None`` when its revision is the one read last (a
        move already seen by the reading that started the follower)."""
        before = self._last.get(sitting)
        try:
            loaded = self._store.load(sitting)
        except UnknownSitting:
            if before is None:
                return None
            del self._last[sitting]
            return FollowedChange(sitting, FollowedKind.GONE, None, None)
        if before is not None and before.revision == loaded.revision:
            return None
        self._last[sitting] = loaded
        kind, number = what_changed(
            before.session.deals if before is not None else None, loaded.session.deals
        )
        return FollowedChange(sitting, kind, number, loaded)
