"""Painting as the benchmarks time it, in one of two measures (the environment's
``ZAPIS_BENCH_PAINT``), the same for a window path and for its floor:

- ``window`` (the default, the measure of issues 15 and 31): the events processed (the
  layouts run, the regions Qt marked painted), then the whole widget painted again at
  once (``repaint``), whatever changed;
- ``dirty``: the events processed until none is pending, Qt painting the regions the
  change marked and nothing else, as on a screen (a window is never painted whole after
  an Enter: Qt paints what was updated).
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtWidgets import QApplication

MEASURES = ("window", "dirty")
"""The measures :func:`paint` knows."""


def measure() -> str:
    """The measure chosen (``ZAPIS_BENCH_PAINT``, ``window`` when unset)."""
    chosen = os.environ.get("ZAPIS_BENCH_PAINT", "window")
    if chosen not in MEASURES:
        raise ValueError(f"ZAPIS_BENCH_PAINT={chosen!r}: not one of {', '.join(MEASURES)}")
    return chosen


def paint(widget: Any) -> None:
    """Paint ``widget`` now, as the screen would show it (synchronously)."""
    QApplication.processEvents()
    if measure() == "window":
        widget.repaint()
    else:
        # What a zero timer of the first turn posted (a refit) is painted in a second.
        QApplication.processEvents()
