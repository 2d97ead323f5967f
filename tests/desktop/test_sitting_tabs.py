"""The tabs of the open sitting (issue 16 "in a tab beside the sheet", issue 20 "a
Settle panel"): Sheet, Chart and Settle in the one sitting view, reached by keys, the
chart following the sheet as deals are entered and undone. Real widgets (pytest-qt)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop import keys as app_keys
from desktop.games.rummy.view import make_view as rummy_view
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_tabs import SittingTabs
from desktop.sitting.sitting_view import SittingView
from rules.running_totals import Tally, running_totals
from tests.desktop.keyboard import click
from tests.desktop.test_rummy_view import DEALS, PLAYERS, fill_deal
from tests.desktop.views_support import click_undo, open_sitting, shown, ui_in


@pytest.fixture
def view(qtbot: Any, store: Any) -> Iterator[SittingView]:
    controller = open_sitting(store, "rummy", PLAYERS, {"packs": 2, "target": 500})
    widget = shown(qtbot, rummy_view(controller))
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.focus_entry()
    yield widget


def enter(qtbot: Any, view: SittingView, counts: Any) -> None:
    fill_deal(qtbot, view, counts)
    click(qtbot, view.form.in_hand_spins[PLAYERS[-1]], app_keys.ENTER_DEAL)


def chart_lines(view: SittingView) -> dict[str, list[tuple[float, float]]]:
    assert view.tabs.chart is not None
    return view.tabs.chart.series_points(Tally.TOTAL)


def expected_lines(controller: SittingController) -> dict[str, list[tuple[float, float]]]:
    totals = running_totals(controller.scored, Tally.TOTAL)
    return {
        player: [(0.0, 0.0)] + [(float(n), float(v)) for n, v in enumerate(values, 1)]
        for player, values in totals.by_player.items()
    }


def test_the_sheet_is_the_first_tab_and_the_form_is_in_it(view: SittingView) -> None:
    tabs = view.tabs
    assert tabs.count() == 3
    assert tabs.currentIndex() == SittingTabs.SHEET
    assert tabs.widget(SittingTabs.SHEET).isAncestorOf(view.form)
    assert tabs.widget(SittingTabs.SETTLE) is tabs.settle_panel
    # Drawn only when first looked at: entering deals does not pay for the chart.
    assert tabs.chart is None


def test_keys_reach_every_tab(qtbot: Any, view: SittingView) -> None:
    """Ctrl+Tab steps on from the form, Ctrl+Shift+Tab back, Alt+1…3 go straight there."""
    tabs = view.tabs
    field = view.form.first_field()
    click(qtbot, field, app_keys.NEXT_TAB)
    assert tabs.currentIndex() == SittingTabs.CHART
    click(qtbot, tabs.currentWidget(), app_keys.NEXT_TAB)
    assert tabs.currentIndex() == SittingTabs.SETTLE
    # Ctrl+Shift+Tab (app_keys.PREVIOUS_TAB) as a keyboard sends it: Shift makes Tab Backtab.
    qtbot.keyClick(
        tabs.currentWidget(),
        Qt.Key.Key_Backtab,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert tabs.currentIndex() == SittingTabs.CHART
    click(qtbot, tabs.currentWidget(), app_keys.SHEET_TAB)
    assert tabs.currentIndex() == SittingTabs.SHEET
    click(qtbot, tabs.currentWidget(), app_keys.SETTLE_TAB)
    assert tabs.currentIndex() == SittingTabs.SETTLE


def test_the_chart_follows_entries_and_undo(qtbot: Any, view: SittingView) -> None:
    """The chart tab's lines are the engine's running totals after each deal entered on
    the Sheet tab, and after an undo."""
    enter(qtbot, view, DEALS[0])
    view.tabs.setCurrentIndex(SittingTabs.CHART)
    assert chart_lines(view) == expected_lines(view.controller)
    view.tabs.setCurrentIndex(SittingTabs.SHEET)
    enter(qtbot, view, DEALS[1])
    assert len(chart_lines(view)["Anna"]) == 3
    assert chart_lines(view) == expected_lines(view.controller)
    click_undo(qtbot, view)
    assert chart_lines(view) == expected_lines(view.controller)
    assert len(chart_lines(view)["Anna"]) == 2


@pytest.mark.parametrize(
    ("language", "titles"),
    [("en", ["Sheet", "Chart", "Settle"]), ("ru", ["Запись", "График", "Расчёт"])],
)
def test_tab_titles_in_both_languages(
    qtbot: Any, store: Any, language: str, titles: list[str]
) -> None:
    with ui_in(language):
        controller = open_sitting(store, "rummy", PLAYERS, {"packs": 2, "target": 500})
        widget = shown(qtbot, rummy_view(controller))
        shown_titles = [widget.tabs.tabText(i).split("  (")[0] for i in range(3)]
    assert shown_titles == titles
