"""Painting as the benchmarks time it, and the two window paths they time: an Enter
through the form, and opening a sitting from the history."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtWidgets import QApplication


def paint(widget: Any) -> None:
    """Paint ``widget`` now, as the screen would show it (synchronously)."""
    QApplication.processEvents()
    widget.repaint()


def time_enters(
    benchmark: Any,
    window: Any,
    next_record: Callable[[], Mapping[str, Any]],
    rounds: int,
) -> int:
    """Time ``rounds`` Enters in the open sitting's form of ``window``, each painted (the
    record, from ``next_record``, is loaded into the form untimed); how many were entered
    (``rounds`` when timed, one with --benchmark-disable)."""
    view = window.view
    entered = 0

    def setup() -> tuple[tuple[()], dict[str, Any]]:
        view.form.load(next_record())
        return (), {}

    def enter() -> None:
        nonlocal entered
        assert view.submit()
        entered += 1
        paint(window)

    benchmark.pedantic(enter, setup=setup, rounds=rounds, iterations=1)
    return entered


def time_opening(benchmark: Any, window: Any, sitting: int) -> None:
    """Time going from the history (shown and painted, untimed) to ``sitting``'s sheet
    painted, 7 times."""

    def setup() -> tuple[tuple[()], dict[str, Any]]:
        window.show_history()
        paint(window)
        return (), {}

    def open_it() -> None:
        assert window.open_sitting(sitting)
        paint(window)

    benchmark.pedantic(open_it, setup=setup, rounds=7, iterations=1)
