"""The players' rows of a form under the sheet, together in sight (issue 25): at
1366×768 under a 40-pixel panel Stukolka's five players at a scale of 1.25 showed three
rows of the form's 148 px (the rows 29 px apart, the keyboard's field centred with a
margin); at scale 1 every row must show. The rows are compact, and a focus move into
the grid brings the whole grid, its titles to its last player, when the form is tall
enough for it. (At 1.5 the form has 51 px: a row and its titles; it scrolls.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from rules.session import new_session, with_json_deals
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

FIVE = ["Anna", "Boris", "Вера", "Gleb", "Дарья"]
DEALS = [
    {"dealer": "Anna", "knocked": ["Boris", "Вера"], "tricks": {"Boris": 2, "Вера": 1}},
    {"dealer": "Boris", "knocked": ["Gleb"], "tricks": {"Gleb": 3}},
]
GAMES = {
    "stukolka-5": ("stukolka", FIVE, {"variant": "ordinary", "ante": 3}, DEALS),
    "stukolka-4": ("stukolka", FIVE[:4], {"variant": "ordinary", "ante": 3}, DEALS),
    "rummy-5": (
        "rummy",
        FIVE,
        {"packs": 2},
        [{"melded": dict.fromkeys(FIVE, 10), "in_hand": dict.fromkeys(FIVE, 5)}],
    ),
}


def _size(scale: float, maximised: bool = False) -> QSize:
    screen = available(1366, 768, scale)
    if maximised:
        return screen.size().shrunkBy(FRAME)
    return fitted_geometry(screen, FRAME, FIRST_SIZE).size()


def _row_widgets(form: Any) -> list[QWidget]:
    if hasattr(form, "knock_buttons"):
        return [
            widget
            for player in form.players
            for widget in (
                form.knock_buttons[player],
                form.trick_spins[player],
                form.fault_checks[player],
            )
        ]
    return [widget for widget in form.findChildren(QWidget) if widget.objectName()]


def _hidden(widgets: list[QWidget], viewport: QWidget) -> list[str]:
    return [
        widget.objectName()
        for widget in widgets
        if not viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))
    ]


def _open(qtbot: Any, main_window: Any, store: Any, name: str, size: QSize) -> Any:
    game, players, options, deals = GAMES[name]
    sitting = store.import_sessions([with_json_deals(new_session(game, players, options), deals)])
    main_window.show()
    main_window.resize(size)
    QApplication.processEvents()
    assert main_window.open_sitting(sitting[0])
    QApplication.processEvents()
    view = main_window.view
    assert main_window.size() == size
    return view


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize(
    "size",
    [_size(1.0), _size(1.0, maximised=True), _size(1.25)],
    ids=["scale-1", "scale-1-maximised", "scale-1.25"],
)
def test_every_players_row_in_sight_with_the_keyboard_in_the_grid(
    qtbot: Any, main_window: Any, store: Any, name: str, size: QSize, language: str
) -> None:
    """The keyboard in the first player's field (where every deal starts), as a focus
    move brings it: every widget of every player's row lies inside the form's viewport,
    and the grid's titles too."""
    with ui_in(language):
        view = _open(qtbot, main_window, store, name, size)
        form = view.form
        first = form.first_field()
        first.setFocus()
        view.form_box.bring_into_view(first)
        QApplication.processEvents()
        viewport = view.form_scroll.viewport()
        widgets = [w for w in _row_widgets(form) if w.isVisibleTo(form)]
        assert widgets
        assert _hidden(widgets, viewport) == []
        grid = form.players_grid
        titles = grid.cellRect(0, 0)
        titles.moveTopLeft(form.mapTo(viewport, titles.topLeft()))
        assert viewport.rect().contains(titles)


@pytest.mark.parametrize("name", ["stukolka-5", "rummy-5"])
def test_at_scale_1_every_row_shows_with_the_form_at_its_top(
    qtbot: Any, main_window: Any, store: Any, name: str
) -> None:
    """At scale 1 the form needs no scrolling at all for its players: from its top, the
    dealer over them, every row is in sight."""
    with ui_in("ru"):
        view = _open(qtbot, main_window, store, name, _size(1.0))
        view.form_scroll.verticalScrollBar().setValue(0)
        QApplication.processEvents()
        viewport = view.form_scroll.viewport()
        widgets = [w for w in _row_widgets(view.form) if w.isVisibleTo(view.form)]
        assert _hidden(widgets, viewport) == []


def test_the_rows_come_back_in_sight_when_the_form_is_resized(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """The keyboard in the first player's field of a form brought into view at one size,
    then the window's layout settling lower (as at a first show at a scale of 1.25): the
    rows are brought into the new view, without another focus move."""
    view = _open(qtbot, main_window, store, "stukolka-5", _size(1.0))
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    first = view.form.first_field()
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    view.form_scroll.verticalScrollBar().setValue(0)
    main_window.resize(_size(1.25))
    qtbot.wait(20)
    viewport = view.form_scroll.viewport()
    assert viewport.height() < view.form_box.fields.sizeHint().height()
    widgets = [w for w in _row_widgets(view.form) if w.isVisibleTo(view.form)]
    assert _hidden(widgets, viewport) == []


@pytest.mark.parametrize("language", ["en", "ru"])
def test_at_1_5_the_titles_stand_over_the_first_players_row(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    """At a scale of 1.5 the form's view (51 px) is lower than the grid: the keyboard in
    the first player's field shows the column titles wholly over that player's row (the
    field's margin had cut the titles in half)."""
    with ui_in(language):
        view = _open(qtbot, main_window, store, "stukolka-5", _size(1.5))
        form = view.form
        viewport = view.form_scroll.viewport()
        grid = form.players_grid
        assert grid.geometry().height() > viewport.height()
        first = form.first_field()
        view.form_box.bring_into_view(first)
        QApplication.processEvents()
        titles = grid.cellRect(0, 0)
        titles.moveTopLeft(form.mapTo(viewport, titles.topLeft()))
        assert viewport.rect().contains(titles)
        player = form.players[0]
        row = [form.knock_buttons[player], form.trick_spins[player], form.fault_checks[player]]
        assert _hidden(row, viewport) == []
