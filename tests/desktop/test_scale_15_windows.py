"""Every game's window inside a 1366×768 screen's work area at a scale of 1.5 (issue 25):
910×485 logical pixels under a 40-pixel panel, 902×447 inside the frame. Gin's
Oklahoma Hollywood sitting needed 480 px and Rummy's 464 (Qt's 70 px least height for
every list and for the form's scroll area), so the window hung under the panel with its
Enter button."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry, shortened
from rules.session import new_session, with_json_deals
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

A, B, V, G, M = "Александра", "Константин", "Валентина", "Святослав", "Мирослава"
KNOCKS = [
    {"type": "knock", "player": A, "deadwood": 6, "opponent_deadwood": 19, "upcard": "9H"},
    {"type": "gin", "player": B, "opponent_deadwood": 24, "upcard": "AC"},
    {"type": "dead", "upcard": "KS"},
]
RUMMY = [
    {"melded": {A: 87, B: 40, V: 0, G: 25, M: 10}, "in_hand": {A: 0, B: 15, V: 60, G: 5, M: 30}},
    {"melded": {A: 20, B: 95, V: 30, G: 0, M: 45}, "in_hand": {A: 10, B: 0, V: 20, G: 40, M: 5}},
]
SITTINGS = {
    "gin": ("gin", [A, B], {"variant": "standard"}, KNOCKS),
    "oklahoma-hollywood": (
        "gin",
        [A, B],
        {"variant": "oklahoma", "scoring": "hollywood"},
        KNOCKS,
    ),
    "rummy": ("rummy", [A, B, V, G, M], {"packs": 2}, RUMMY),
    "three-bugs": ("three-bugs", [A, B, V, G], {}, [{"type": "misdeal", "dealer": A}]),
}


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("name", list(SITTINGS))
def test_the_window_fits_the_work_area_at_1_5(
    qtbot: Any, main_window: Any, store: Any, name: str, language: str
) -> None:
    """The window can be as small as the work area less the frame, and then shows its
    Enter button and the form's first field wholly."""
    game, players, options, deals = SITTINGS[name]
    size = fitted_geometry(available(1366, 768, 1.5), FRAME, FIRST_SIZE).size()
    with ui_in(language):
        session = with_json_deals(new_session(game, players, options), deals)
        sitting = store.import_sessions([session])[0]
        main_window.show()
        assert main_window.open_sitting(sitting)
        main_window.resize(size)
        QApplication.processEvents()
        least = main_window.minimumSizeHint()
        assert least.boundedTo(size) == least, (least, size)
        assert main_window.size() == size
        view = main_window.view
        for widget in (view.enter_button, view.form.first_field()):
            corner = widget.mapTo(main_window, QPoint(0, 0))
            assert main_window.rect().contains(QRect(corner, widget.size()))
        # The deals list keeps its header and a row at least; the breakdown (its title
        # may wrap in the narrow column beside, which its least height does not know)
        # its header and a part of its first entry.
        deals = view.deals_view
        header = deals.horizontalHeader().sizeHint().height()
        assert deals.height() >= header + deals.verticalHeader().defaultSectionSize()
        breakdown = view.breakdown_view
        assert breakdown.height() > breakdown.horizontalHeader().sizeHint().height() + 4


def test_a_window_grown_under_the_panel_is_shortened() -> None:
    """Xvfb at 1.5 (911×485 free): Gin's Hollywood window came out 496 px high, its
    frame 15..527; shortened to the free height less the frame, its width and left
    kept. A window inside is left alone."""
    free = QRect(0, 0, 911, 485)
    frame, inner = QRect(3, 15, 904, 512), QRect(4, 28, 902, 496)
    assert shortened(free, frame, inner) == QRect(4, 13, 902, 485 - 13 - 3)
    assert shortened(free, QRect(4, 0, 903, 485), QRect(5, 13, 901, 469)) is None


def test_opening_a_sitting_fits_the_window_once_it_settled(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a sitting in a window inside the work area asks, once the view has
    settled (a turn of the event loop later), for the window to be shortened back
    inside it (the offscreen platform keeps every window on its screen itself, so the
    call is what is seen here)."""
    game, players, options, deals = SITTINGS["oklahoma-hollywood"]
    session = with_json_deals(new_session(game, players, options), deals)
    sitting = store.import_sessions([session])[0]
    main_window.show()
    qtbot.waitExposed(main_window)
    free = main_window.screen().availableGeometry()
    main_window.setGeometry(QRect(free.left() + 4, free.top() + 30, 700, free.height() - 100))
    QApplication.processEvents()
    calls: list[int] = []
    monkeypatch.setattr(main_window, "_fit_on_screen", lambda: calls.append(1))
    assert main_window.open_sitting(sitting)
    assert calls == []
    qtbot.waitUntil(lambda: calls == [1])


@pytest.mark.parametrize("name", ["gin", "oklahoma-hollywood", "rummy"])
def test_the_current_deal_stays_in_sight_in_a_low_list(
    qtbot: Any, main_window: Any, store: Any, name: str
) -> None:
    """At 1.5 the deals list is a row or two high: the current (last) deal's row is
    wholly in sight once the window is laid out (it showed a part of the deal before
    it). (Resizing the list alone, inside its layout, was given back by the layout at
    its next pass, so only the window's own resize is tried.)"""
    game, players, options, deals = SITTINGS[name]
    session = with_json_deals(new_session(game, players, options), deals * 2)
    sitting = store.import_sessions([session])[0]
    main_window.show()
    main_window.resize(1240, 700)
    assert main_window.open_sitting(sitting)
    QApplication.processEvents()
    size = fitted_geometry(available(1366, 768, 1.5), FRAME, FIRST_SIZE).size()
    main_window.resize(size)
    view = main_window.view
    table = view.deals_view
    current = table.currentIndex()
    assert current.row() == table.model().rowCount() - 1

    def in_sight() -> bool:
        return table.viewport().rect().contains(table.visualRect(table.currentIndex()))

    qtbot.waitUntil(in_sight)


@pytest.mark.parametrize("scale", [1.25, 1.5])
def test_a_row_of_the_hollywood_list_shows_over_its_scroll_bar(
    qtbot: Any, main_window: Any, store: Any, scale: float
) -> None:
    """Oklahoma Hollywood's list of deals is wider than its share: its sideways scroll
    bar took all but 10 px of its one row at 1.25; a whole row shows above it."""
    game, players, options, deals = SITTINGS["oklahoma-hollywood"]
    session = with_json_deals(new_session(game, players, options), deals)
    sitting = store.import_sessions([session])[0]
    main_window.show()
    assert main_window.open_sitting(sitting)
    main_window.resize(fitted_geometry(available(1366, 768, scale), FRAME, FIRST_SIZE).size())
    QApplication.processEvents()
    table = main_window.view.deals_view
    qtbot.waitUntil(lambda: table.horizontalScrollBar().isVisible())
    assert table.viewport().height() >= table.verticalHeader().defaultSectionSize()
