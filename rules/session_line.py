"""The lines sessions grow in (:class:`Line`), so that what two sessions share is known
without comparing their records (issue 31): :class:`rules.session.Session` carries its
line, :mod:`rules.score_memo` reads it."""

from __future__ import annotations

import threading


class Line:
    """Sessions that grew one from another by appended deals
    (:meth:`rules.session.Session.with_deal`) and their prefixes: each holds the first
    deals of the longest one, the very records, with the same players, options and
    price. So two sessions of one line share as many first records as the shorter one
    has, known without comparing a record (an Enter at 10,000 deals compared them all,
    several times).

    A line never branches: only the session at its tip extends it; a deal appended to
    any other session starts a new line."""

    __slots__ = ("tip",)

    def __init__(self, tip: int) -> None:
        """A line whose longest session has ``tip`` deals."""
        self.tip = tip
        """How many deals the longest session of the line has."""


LINES = threading.Lock()
"""Held while a session extends its line (two threads appending to one session)."""
