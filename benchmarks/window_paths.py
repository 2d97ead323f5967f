"""The two window paths every game's benchmark times, written once: Return → deal painted
in a sitting already so many deals long, and opening a sitting from the history until
painted (``paint`` of benchmarks/painting.py, in the measure chosen)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from benchmarks.painting import paint
from benchmarks.timing import keep
from db.service import SittingId
from rules.limits import DEALS_LIMIT

SIZES = [10, 100, 1_000, 10_000]
"""The sittings' lengths an Enter is timed at."""


def enter_rounds(size: int) -> int:
    """How many Enters are timed in a sitting of ``size`` (one of :data:`SIZES`; fewer
    at 10,000)."""
    return 15 if size < 10_000 else 7


def stored_deals(size: int) -> int:
    """How many deals to store before the Enters in a sitting of ``size``: the longest
    sitting is built as many deals short of the most a sitting holds
    (rules.limits.DEALS_LIMIT, 10,000) as the rounds add, so that it ends at the limit."""
    return min(size, DEALS_LIMIT - enter_rounds(size))


def time_enters(
    benchmark: Any, window: Any, sitting: SittingId, size: int, coming: Callable[[], Any]
) -> int:
    """Open ``sitting`` (:func:`stored_deals` of ``size`` long) and time Enters through
    its form, each loaded (untimed) with the record ``coming()`` gives, then the Return
    key's own path (``SittingView.submit``) and the paint; the Enters made
    (:func:`enter_rounds` when timed, one with --benchmark-disable)."""
    deals = stored_deals(size)
    assert window.open_sitting(sitting)
    view = window.view
    paint(window)

    def setup() -> tuple[tuple[()], dict[str, Any]]:
        view.form.load(coming())
        return (), {}

    entered = 0

    def enter() -> None:
        nonlocal entered
        assert view.submit()
        entered += 1
        paint(window)

    benchmark.pedantic(enter, setup=setup, rounds=enter_rounds(size), iterations=1)
    keep(benchmark)
    assert len(view.controller.session.deals) == deals + entered
    return entered


def time_open(benchmark: Any, window: Any, sitting: SittingId) -> None:
    """Time going from the history to ``sitting``'s sheet, painted."""

    def setup() -> tuple[tuple[()], dict[str, Any]]:
        window.show_history()
        paint(window)
        return (), {}

    def open_it() -> None:
        assert window.open_sitting(sitting)
        paint(window)

    benchmark.pedantic(open_it, setup=setup, rounds=7, iterations=1)
    keep(benchmark)
