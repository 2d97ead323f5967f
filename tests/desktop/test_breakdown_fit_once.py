"""The breakdown's columns fitted once an Enter, counted rather than timed (issue 31):
when the entries' count brings the vertical scroll bar or takes it away, the columns are
fitted for the width the viewport then has, not fitted at the old width, painted, and
fitted again once the bar came or went (22 fits in Stukolka's 15 Enters of the
benchmark's window, 816×760, the breakdown 259 px wide). The widths are those a fit at
the final width gives; and the columns are fitted as the deal is shown, before its rows
are painted."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from benchmarks import test_every_game_window_bench as every_game

STORED = 100
ENTERS = 15


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _widths(view: Any) -> list[int]:
    header = view.horizontalHeader()
    return [header.sectionSize(c) for c in range(header.count())]


def test_each_enter_fits_the_breakdown_once_scroll_bar_or_not(main_window: Any, store: Any) -> None:
    stream = every_game._stream("stukolka", STORED + ENTERS)
    sitting = store.import_sessions([every_game._session("stukolka", stream[:STORED])])[0]
    main_window.resize(816, 760)
    assert main_window.open_sitting(sitting)
    _settle()
    view = main_window.view
    breakdown = view.breakdown_view
    bar = breakdown.verticalScrollBar()
    flips = 0
    for record in stream[STORED:]:
        view.form.load(record)
        _settle()
        had_bar, fits = bar.isVisibleTo(breakdown), breakdown.fits
        assert view.submit()
        # Fitted as the deal is shown, before any paint (a turn of the event loop later,
        # its entries were painted at the old widths first).
        assert breakdown.fits - fits == 1
        _settle()
        flips += bar.isVisibleTo(breakdown) != had_bar
        assert breakdown.fits - fits == 1
        # Fitted for the viewport as it is, scroll bar or not: a fit now changes nothing.
        fitted = _widths(breakdown)
        breakdown.fit_columns()
        assert _widths(breakdown) == fitted
        assert sum(fitted) == breakdown.viewport().width()
    # The sitting brings the bar and takes it away (what this test is about).
    assert flips >= 4
