"""Up and Down in every player column of every game's form (issue 25, item 2 and the
Deliver list: "arrow keys move between players in every column and never change a
combo"): from each column's first player's field, Down reaches the next player's field
of the same column and Up comes back, and no value of the form changes on the way."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

from desktop.sitting.field_keys import column_fields
from desktop.sitting.form_draft import take_draft
from tests.desktop.budget_keys import active
from tests.desktop.keyboard import (
    focused,
    separate_keystrokes,  # noqa: F401 (autouse)
)
from tests.desktop.views_support import open_sitting

GAMES = {
    "three-bugs": ["Anna", "Boris", "Vera", "Gleb"],
    "stukolka": ["Anna", "Boris", "Vera", "Gleb"],
    "gin": ["Anna", "Boris"],
    "rummy": ["Anna", "Boris", "Vera"],
}


def columns(form: QWidget) -> list[list[QWidget]]:
    """Every column of fields of ``form``'s grids, one field a player, that takes the
    keyboard."""
    found: list[list[QWidget]] = []
    seen: set[int] = set()
    for widget in form.findChildren(QWidget):
        if isinstance(widget, QLineEdit) and isinstance(widget.parent(), QAbstractSpinBox):
            continue
        # (A row of radio or toggle buttons has keys of its own: the arrows choose.)
        field = isinstance(widget, QComboBox | QAbstractSpinBox | QLineEdit | QCheckBox)
        if not field or not widget.isVisible() or not widget.isEnabled() or id(widget) in seen:
            continue
        column = column_fields(widget)
        if column:
            seen.update(id(w) for w in column)
            found.append(column)
    return found


def walk(qtbot: Any, form: QWidget, column: list[QWidget]) -> None:
    before = take_draft(form)
    column[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: focused() is column[0])
    for field in column[1:]:
        qtbot.keyClick(focused(), Qt.Key.Key_Down)
        assert focused() is field, (column[0].objectName(), type(field).__name__)
    for field in reversed(column[:-1]):
        qtbot.keyClick(focused(), Qt.Key.Key_Up)
        assert focused() is field, (column[0].objectName(), type(field).__name__)
    assert take_draft(form) == before


@pytest.mark.parametrize("game", sorted(GAMES))
def test_up_and_down_move_between_players_in_every_column(
    qtbot: Any, store: Any, game: str
) -> None:
    import importlib

    package = game.replace("-", "_")
    make_view = importlib.import_module(f"desktop.games.{package}.view").make_view
    controller = open_sitting(store, game, GAMES[game], {})
    view = active(qtbot, make_view(controller), 1280, 800)
    form = view.form
    if game == "stukolka":  # every player knocked: the tricks and faults take keys
        for button in form.findChildren(QAbstractButton):
            if button.objectName().startswith("knock"):
                button.setChecked(True)
    kinds = ["contract", "all-pass"] if game == "three-bugs" else [None]
    walked = 0
    for kind in kinds:
        if kind is not None:
            form.kind_box.setCurrentIndex(form.kind_box.findData(kind))
        qtbot.wait(10)
        for column in columns(form):
            assert len(column) == len(GAMES[game]), [type(w).__name__ for w in column]
            walk(qtbot, form, column)
            walked += 1
    assert walked, "no player column found"
