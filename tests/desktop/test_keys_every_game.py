"""The keys of issue 25's Deliver list in every game's form, not only Three Bugs':

- "arrow keys move between players in every column and never change a combo": from
  each column's first player's field Down reaches the next player's field of the same
  column and Up comes back, and no value of the form changes on the way;
- "a typed value outside a field's range is shown and refused beside the field";
- "player-initial letters work in both keyboard layouts in both languages";
- "every focus move scrolls its field into view", in a form too low for its fields."""

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
from desktop.widgets.spin_box_line import is_spin_box_line
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
        if is_spin_box_line(widget):
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


@pytest.mark.parametrize(
    ("game", "field", "typed"),
    [
        ("stukolka", lambda form: form.trick_spins["Anna"], "4"),
        ("gin", lambda form: form.opponent_spin, "1000"),
        ("rummy", lambda form: form.in_hand_spins["Boris"], "3410"),
        ("three-bugs", lambda form: form.rows["Vera"].tricks, "14"),
    ],
)
def test_a_number_past_a_fields_top_is_shown_and_refused(
    qtbot: Any, store: Any, game: str, field: Any, typed: str
) -> None:
    """Item 3 in every game: the number stays as typed (never cut to its first digits)
    and Return refuses it beside the field, nothing written."""
    import importlib

    package = game.replace("-", "_")
    make_view = importlib.import_module(f"desktop.games.{package}.view").make_view
    controller = open_sitting(store, game, GAMES[game], {})
    view = active(qtbot, make_view(controller), 1280, 800)
    form = view.form
    if game in ("stukolka", "gin"):
        qtbot.keyClicks(focused(), "AB")  # Anna and Boris knocked; Anna knocked (B: 0)
    if game == "three-bugs":
        form.kind_box.setCurrentIndex(form.kind_box.findData("all-pass"))
    spin = field(form)
    spin.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: focused() is spin)
    qtbot.keyClicks(spin, typed)
    assert spin.text() == typed
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert controller.session.deals == ()
    shown = " ".join(form.violations.shown().values())
    assert typed in shown, shown


LAYOUT_CASES = [
    # (game, players, the key typed, who it chooses): each game's initial in the other
    # layout, English names typed on the Russian layout and Russian ones on the US.
    ("stukolka", ["Anna", "Boris", "Vera", "Gleb"], "и", "Boris"),
    ("stukolka", ["Аня", "Боря", "Вера", "Глеб"], "d", "Вера"),
    ("gin", ["Anna", "Boris"], "и", "Boris"),
    ("gin", ["Аня", "Боря"], ",", "Боря"),
    ("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], "п", "Gleb"),
    ("three-bugs", ["Аня", "Боря", "Вера", "Глеб"], "u", "Глеб"),
]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("game", "players", "typed", "chosen"), LAYOUT_CASES)
def test_a_players_initial_in_the_other_layout(
    qtbot: Any, store: Any, language: str, game: str, players: list[str], typed: str, chosen: str
) -> None:
    """Deliver: "player-initial letters work in both keyboard layouts in both
    languages": the knocker (Stukolka, Gin) or the soloist (Three Bugs) typed on the
    key his initial has in the other layout."""
    import importlib

    from tests.desktop.keyboard import type_unicode
    from tests.desktop.views_support import ui_in

    package = game.replace("-", "_")
    make_view = importlib.import_module(f"desktop.games.{package}.view").make_view
    with ui_in(language):
        controller = open_sitting(store, game, players, {})
        view = active(qtbot, make_view(controller), 1280, 800)
        form = view.form
        if game == "three-bugs":
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
            assert focused() is form.soloist_box
        type_unicode(focused(), typed)
        qtbot.wait(10)
        if game == "stukolka":
            assert [p for p, b in form.knock_buttons.items() if b.isChecked()] == [chosen]
        elif game == "gin":
            assert form.player() == chosen
        else:
            assert form.soloist_box.currentText() == chosen


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("rummy", ["Anna", "Boris", "Vera", "Gleb", "Dora", "Emil", "Fedor", "Galya"]),
        ("stukolka", ["Anna", "Boris", "Vera", "Gleb", "Dora", "Emil", "Fedor"]),
        ("three-bugs", ["Anna", "Boris", "Vera", "Gleb"]),
    ],
)
def test_every_field_tabbed_or_arrowed_to_is_in_sight(
    qtbot: Any, store: Any, game: str, players: list[str]
) -> None:
    """Deliver: "every focus move scrolls its field into view", in a form too low for
    its fields: Tab through the whole form, and Down through its first player column."""
    import importlib

    from tests.desktop.test_table_keys import in_sight

    package = game.replace("-", "_")
    make_view = importlib.import_module(f"desktop.games.{package}.view").make_view
    controller = open_sitting(store, game, players, {})
    view = active(qtbot, make_view(controller), 1280, 420)
    form = view.form
    assert view.form_scroll.verticalScrollBar().maximum() > 0, "the form must scroll"
    if game == "stukolka":
        for button in form.knock_buttons.values():
            button.setChecked(True)
    checked = set()
    for _ in range(40):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        if form.isAncestorOf(focused()):
            assert in_sight(view, focused()), focused().objectName()
            checked.add(id(focused()))
    assert len(checked) > len(players)
    column = columns(form)[0]
    column[0].setFocus(Qt.FocusReason.TabFocusReason)
    for field in column[1:]:
        qtbot.keyClick(focused(), Qt.Key.Key_Down)
        assert focused() is field
        assert in_sight(view, field), field.objectName()
