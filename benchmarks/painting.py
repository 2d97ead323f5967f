"""Painting as the benchmarks time it."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication


def paint(widget: Any) -> None:
    """Paint ``widget`` now, as the screen would show it (synchronously)."""
    QApplication.processEvents()
    widget.repaint()
