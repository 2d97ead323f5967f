"""Where a sheet's deals first differ from those of the sheet shown before it, found in
one look when an Enter appended a deal.

:mod:`rules.score_memo` hands deals on by identity: a sheet's deals before the first
record that changed are the kept sheet's own objects, and every deal from there on is a
new one. So a deal object stands at its place only in sheets that share every deal before
it: a sheet that holds the old sheet's last deal at the same place holds all the old
ones, and nothing needs comparing (a sitting of 10,000 deals was compared deal by deal
at each Enter); and a sheet that holds, at the place of its own last deal, the old
sheet's deal there (an undo of an Enter, a delete at the end) holds every deal before it.
Any other change is compared deal by deal (:func:`first_changed`)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, count
from operator import is_not
from typing import Any

from rules.ledger import DealScore


def first_changed(old: Sequence[Any], new: Sequence[Any]) -> int:
    """The index of the first item of ``new`` that is not the very object at the same
    place in ``old`` (the shorter one's length if there is none), found in C: every item
    up to there is looked at (a sitting of 10,000 deals in a fifth of a millisecond)."""
    return next(compress(count(), map(is_not, old, new)), min(len(old), len(new)))


def first_changed_deal(old: Sequence[DealScore], new: Sequence[DealScore]) -> int:
    """The index of the first deal of ``new`` that is not the very object at the same
    place in ``old`` (the shorter one's length if there is none), for deals as the
    scorer hands them on."""
    kept = min(len(old), len(new))
    if kept and new[kept - 1] is old[kept - 1]:
        return kept
    return first_changed(old, new)
