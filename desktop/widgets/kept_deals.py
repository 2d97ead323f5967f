"""Where a sheet's deals first differ from those of the sheet shown before it, found in
one look when an Enter appended a deal.

:mod:`rules.score_memo` hands deals on by identity: a sheet's deals before the first
record that changed are the kept sheet's own objects, and every deal from there on is a
new one. So a deal object stands at its place only in sheets that share every deal before
it: a sheet that holds the old sheet's last deal at the same place holds all the old
ones, and nothing needs comparing (a sitting of 10,000 deals was compared deal by deal
at each Enter). Any other change is compared deal by deal
(:func:`desktop.widgets.row_model.first_changed`)."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.widgets.row_model import first_changed
from rules.ledger import DealScore


def first_changed_deal(old: Sequence[DealScore], new: Sequence[DealScore]) -> int:
    """The index of the first deal of ``new`` that is not the very object at the same
    place in ``old`` (the shorter one's length if there is none), for deals as the
    scorer hands them on."""
    kept = len(old)
    if kept and len(new) >= kept and new[kept - 1] is old[kept - 1]:
        return kept
    return first_changed(old, new)
