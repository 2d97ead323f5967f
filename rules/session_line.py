"""The lines sessions grow in (:class:`Line`), so that what two sessions share is known
without comparing their records (issue 31): :class:`rules.session.Session` carries its
line, :mod:`rules.score_memo` reads it."""

from __future__ import annotations

import threading
import weakref


class Line:
    """Sessions that grew one from another by appended deals
    (:meth:`rules.session.Session.with_deal`) and their prefixes: each holds the first
    deals of the longest one, the very records, with the same players, options and
    price. So two sessions of one line share as many first records as the shorter one
    has, known without comparing a record (an Enter at 10,000 deals compared them all,
    several times).

    A line never branches: only the session at its tip extends it; a deal appended to
    any other session (a form checked again as it is filled in) starts a line that
    remembers the one it forked from and where (:attr:`fork`), while that one lives."""

    __slots__ = ("__weakref__", "_parent", "fork", "tip")

    def __init__(self, tip: int, parent: Line | None = None, fork: int = 0) -> None:
        """A line whose longest session has ``tip`` deals, forked from ``parent`` after
        its first ``fork`` deals (none: a line of its own)."""
        self.tip = tip
        """How many deals the longest session of the line has."""
        self.fork = fork
        """How many first deals this line shares with the one it forked from."""
        # Weak: a long sitting forks at every form checked, and a chain of lines kept
        # alive by one another would grow with it.
        self._parent = None if parent is None else weakref.ref(parent)

    @property
    def parent(self) -> Line | None:
        """The line this one forked from, while a session of it lives."""
        return None if self._parent is None else self._parent()


def shared_count(one: Line, one_count: int, other: Line, other_count: int) -> int | None:
    """How many first records two sessions share at least, known from their lines
    (``one_count`` and ``other_count`` deals long): of one line, or one forked from the
    other, or two forked from one; ``None`` when the lines do not say (then the records
    are to be compared). Records equal after a fork are not counted: compare those."""
    shortest = min(one_count, other_count)
    if one is other:
        return shortest
    one_parent, other_parent = one.parent, other.parent
    if other_parent is one:
        return min(shortest, other.fork)
    if one_parent is other:
        return min(shortest, one.fork)
    if one_parent is not None and one_parent is other_parent:
        return min(shortest, one.fork, other.fork)
    return None


LINES = threading.Lock()
"""Held while a session extends its line (two threads appending to one session)."""
