"""Every sitting's outcomes counted ahead of the first look (issue 31): a thread that walks
the sittings in id order, a few at a time, and keeps the outcomes of those whose kept
ones are missing or at an older revision (:meth:`db.service.Store.keep_outcomes_after`).

Without it, the first look at a regular's records after an upgrade (or after importing
a club's history) rescored all his sittings while the panel said "counting…" (1.6 s at
1,500 sittings). The app starts one a few seconds after its store is open and known
sound; the store stops it when it closes. A walk visits each sitting once: one that
cannot be counted now (its kept row not written: another writer held the file) is left
to the look, which counts what it finds stale.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from db.errors import StorageError

CountAfter = Callable[[int], "int | None"]
"""Counts and keeps the next few stale sittings after an id; the last id it looked at,
``None`` when there is none after it."""

PAUSE_SECONDS = 0.02
"""Between two batches: the window's thread gets the interpreter back at once, and the
walk takes a fraction of one core, not all of it."""


class OutcomeKeeper:
    """One walk over the sittings, in a daemon thread, after ``delay`` seconds."""

    def __init__(self, count_after: CountAfter, ready: Callable[[], bool], delay: float) -> None:
        """``count_after``: the store's batch; ``ready``: whether the store may write
        (its file's check has come to its verdict), waited for before the first batch."""
        self._count_after = count_after
        self._ready = ready
        self._delay = delay
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._walk, name="zapis-outcomes", daemon=True)
        self.batches = 0
        """Batches counted (the tests read it)."""
        self.finished = threading.Event()
        """Set when the walk has reached the last sitting (or stopped, or failed)."""

    def start(self) -> None:
        """Begin the walk (after the delay)."""
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """End the walk after the batch being counted; wait for it (at most ``timeout``
        seconds: a batch is a few sittings)."""
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _walk(self) -> None:
        try:
            if self._stop.wait(self._delay):
                return
            while not self._ready():
                if self._stop.wait(0.1):
                    return
            after: int | None = 0
            while after is not None and not self._stop.is_set():
                after = self._count_after(after)
                self.batches += 1
                if self._stop.wait(PAUSE_SECONDS):
                    return
        except StorageError:
            # The file is damaged, gone or closed under the walk: the window says so
            # where the player acts; a cache has nothing to add.
            return
        finally:
            self.finished.set()
