"""The deals list (issue 25, item 12): the whole text of a deal reachable from the
keyboard though the list cuts it short ("коронки: Гл…", a fault never visible), and at a
scale of 1.5 no player's column cut off the list or the paper sheet over it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from desktop.sitting.sitting_view import SittingView
from tests.desktop.keyboard import focused
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

PLAYERS = ["Аня", "Боря", "Вера", "Глеб"]


def _sitting(store: Any) -> Any:
    sitting = store.create_sitting("three-bugs", PLAYERS, {}, first_dealer="Аня")
    store.add_deal(sitting.id, {
        "type": "contract", "dealer": "Аня", "soloist": "Боря", "contract": "10NT",
        "tricks": 8, "honours": 2,
        "crowns": [{"player": "Вера", "suit": "H", "length": 4},
                   {"player": "Глеб", "suit": "S", "length": 3}],
        "faults": [{"player": "Глеб", "kind": "revoke"}],
    })  # fmt: skip
    store.add_deal(sitting.id, {"type": "misdeal", "dealer": "Боря"})
    return sitting


def _open(qtbot: Any, main_window: Any, store: Any, width: int, height: int) -> SittingView:
    sitting = _sitting(store)
    main_window.resize(width, height)
    assert main_window.open_sitting(sitting.id)
    view = main_window.view
    qtbot.waitUntil(view.isVisible)
    QApplication.processEvents()
    assert isinstance(view, SittingView)
    return view


def _inside(widget: QWidget, outer: QWidget) -> bool:
    return outer.rect().contains(QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_current_deals_whole_text_follows_the_arrows(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    """F6 to the list, Up to the first deal: the line under the list says its whole
    text, the revoke included, which the list's own cell cuts short; Down: the misdeal's.
    The list's accessible description says the same."""
    with ui_in(language):
        size = fitted_geometry(available(1366, 768, 1.0), FRAME, FIRST_SIZE).size()
        view = _open(qtbot, main_window, store, size.width(), size.height())
        main_window.activateWindow()
        qtbot.waitUntil(main_window.isActiveWindow)
        view.focus_entry()
        qtbot.keyClick(focused(), Qt.Key.Key_F6)
        assert focused() is view.deals_view
        qtbot.keyClick(focused(), Qt.Key.Key_Up)
        model, deals = view.deals_model, view.deals_view
        assert deals.currentIndex().row() == 0
        column = model.wordy_columns[0]
        whole = model.text(0, column)
        assert ("Глеб" in whole) and len(whole) > 40
        header = deals.horizontalHeader()
        # The cell is cut short in the list (what the line under it is for).
        fits = deals.fontMetrics().horizontalAdvance(whole) + 12 <= header.sectionSize(column)
        assert not fits, (header.sectionSize(column), whole)
        detail = view.deal_detail
        assert whole in detail.text()
        assert detail.isVisible() and _inside(detail, main_window)
        assert deals.accessibleDescription() == detail.text()
        qtbot.keyClick(focused(), Qt.Key.Key_Down)
        assert deals.currentIndex().row() == 1
        assert model.text(1, column) in detail.text()
        assert "Глеб" not in detail.text()


def test_at_scale_1_5_every_players_column_is_in_sight(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """910×485 logical pixels (1366×768 at 1.5, under the panel) in Russian: each
    player's column of the deals list ends inside the list, and the paper sheet draws
    all four columns inside its area (a column 80 pixels at least put Глеб's off it)."""
    with ui_in("ru"):
        size = available(1366, 768, 1.5).size().shrunkBy(FRAME)
        view = _open(qtbot, main_window, store, size.width(), size.height())
        deals, model = view.deals_view, view.deals_model
        header = deals.horizontalHeader()
        viewport = deals.viewport().width()
        for player in PLAYERS:
            column = model.column_of(player)
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            assert header.sectionViewportPosition(column) >= 0 and right <= viewport, player
        assert view.paper_split is not None
        paper = view.paper_split.paper
        _margin, _top, columns = paper._column_rects()
        area = view.paper_split.paper_scroll.viewport()
        assert len(columns) == 4
        assert paper.width() <= area.width()
        assert columns[-1].right() <= paper.width(), (columns[-1], paper.width())


def test_at_scale_1_5_stukolkas_six_players_are_in_the_list(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """Six Stukolka players with words beside their numbers: the sheet is widened so
    that the sixth player's column is inside the list (it was past its right edge)."""
    players = ["Аня", "Боря", "Вера", "Глеб", "Даша", "Егор"]
    sitting = store.create_sitting("stukolka", players, {"variant": "ordinary"})
    for dealer in players[:3]:
        store.add_deal(sitting.id, {
            "dealer": dealer, "knocked": ["Боря", "Вера"],
            "tricks": {"Боря": 2, "Вера": 1}, "faults": ["Вера"],
        })  # fmt: skip
    with ui_in("ru"):
        size = available(1366, 768, 1.5).size().shrunkBy(FRAME)
        main_window.resize(size)
        assert main_window.open_sitting(sitting.id)
        view = main_window.view
        qtbot.waitUntil(view.isVisible)
        qtbot.wait(20)
        deals, model = view.deals_view, view.deals_model
        header = deals.horizontalHeader()

        def all_in_sight() -> bool:
            column = model.column_of(players[-1])
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            return right <= deals.viewport().width()

        qtbot.waitUntil(all_in_sight, timeout=1000)
        assert view.breakdown_view.width() >= size.width() // 5


def test_a_list_of_numbers_has_no_line_under_it(qtbot: Any, main_window: Any, store: Any) -> None:
    """Rummy's deals list has no words to cut: no line under it (it said a lone deal
    number, "3", and took a line of a low screen), while Gin's, with words, has one."""
    rummy = store.create_sitting("rummy", ["Аня", "Боря", "Вера"], {"packs": 1})
    store.add_deal(rummy.id, {"melded": {"Аня": 30, "Боря": 0, "Вера": 5},
                              "in_hand": {"Аня": 0, "Боря": 20, "Вера": 10}})  # fmt: skip
    gin = store.create_sitting("gin", ["Аня", "Боря"], {})
    store.add_deal(gin.id, {"type": "knock", "player": "Аня", "deadwood": 5,
                            "opponent_deadwood": 20})  # fmt: skip
    main_window.resize(1200, 700)
    for sitting, shown in ((rummy, False), (gin, True)):
        assert main_window.open_sitting(sitting.id)
        view = main_window.view
        qtbot.waitUntil(view.isVisible)
        QApplication.processEvents()
        assert view.deals_view.currentIndex().isValid()
        assert view.deal_detail.isVisible() is shown, sitting.id
