"""Gin's refusals one line where there is room (issue 25): a refusal stood in the
column beside its field, which the upcard row with its terms (Oklahoma) or two long
names left narrow, so at 1.5 the knock limit's refusal took four lines and the upcard's
twelve. Now it stays beside its field while it fits there on one line, and goes to the
line under the field, across the form, when it does not."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

PLAYERS = ["Александра", "Константин"]


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Both interface languages (the Russian words are the longer)."""
    with ui_in(request.param):
        yield request.param


def _open(qtbot: Any, main_window: Any, store: Any, variant: str, scale: float) -> Any:
    sitting = store.create_sitting("gin", PLAYERS, {"variant": variant})
    size: QSize = fitted_geometry(available(1366, 768, scale), FRAME, FIRST_SIZE).size()
    main_window.resize(size)
    QApplication.processEvents()
    assert main_window.open_sitting(sitting.id)
    view = main_window.view
    qtbot.waitUntil(view.isVisible)
    QApplication.processEvents()
    return view


def _lines(label: QLabel) -> float:
    return label.height() / label.fontMetrics().lineSpacing()


def _refuse(view: Any, field: str) -> QLabel:
    assert not view.submit()
    QApplication.processEvents()
    QApplication.processEvents()  # a refusal that moves under its field settles
    label = view.form.violations.label_for(field)
    assert label is not None and label.isVisible(), view.form.violations.shown()
    return label


def _same_line(label: QWidget, field: QWidget) -> bool:
    top = label.mapTo(label.window(), QPoint(0, 0)).y()
    field_top = field.mapTo(field.window(), QPoint(0, 0)).y()
    return abs(top - field_top) < field.height()


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_oklahoma_knock_limit_refusal_is_one_line(
    qtbot: Any, main_window: Any, store: Any, language: str, scale: float
) -> None:
    """A deadwood of 15 over an upcard 5's limit: one line, inside the form's view,
    at every scale (four lines beside the deadwood before)."""
    view = _open(qtbot, main_window, store, "oklahoma", scale)
    form = view.form
    form.upcard_edit.setText("5H")
    form.player_buttons[PLAYERS[0]].setChecked(True)
    form.deadwood_spin.setValue(15)
    label = _refuse(view, "deadwood")
    assert _lines(label) < 2, (label.width(), label.height(), label.text())
    viewport = view.form_scroll.viewport()
    left = label.mapTo(viewport, QPoint(0, 0)).x()
    assert left >= 0 and left + label.fontMetrics().horizontalAdvance(label.text()) <= (
        viewport.width()
    )


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_long_upcard_refusal_takes_the_forms_width(
    qtbot: Any, main_window: Any, store: Any, language: str, scale: float
) -> None:
    """The upcard's refusal (its ranks and suits spelt out, 600–840 px of text) is at
    most two lines, beside the upcard on one line or across the form (twelve lines
    beside the upcard before)."""
    view = _open(qtbot, main_window, store, "oklahoma", scale)
    view.form.upcard_edit.setText("ZZ")
    view.form.player_buttons[PLAYERS[0]].setChecked(True)
    label = _refuse(view, "upcard")
    assert _lines(label) <= 2.5, (label.width(), label.height(), label.text())
    assert _lines(label) < 2 or label.width() >= 0.9 * view.form_scroll.viewport().width()


def test_a_short_refusal_stays_beside_its_field(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    """Where it fits (standard gin at scale 1, a knock of 15) the refusal stays on its
    field's line, taking no line of its own; the next, longer, one on the same form may
    go under its field and comes back beside when the text is short again."""
    view = _open(qtbot, main_window, store, "standard", 1.0)
    form = view.form
    form.player_buttons[PLAYERS[0]].setChecked(True)
    form.deadwood_spin.setValue(15)
    label = _refuse(view, "deadwood")
    assert _same_line(label, form.deadwood_spin)
    assert _lines(label) < 2


def test_a_refusal_moves_under_when_the_form_narrows(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    """The same refusal beside its field on a wide window goes under it (one line)
    when the window is made narrow, and back beside when it is widened again."""
    view = _open(qtbot, main_window, store, "oklahoma", 1.0)
    form = view.form
    form.upcard_edit.setText("5H")
    form.player_buttons[PLAYERS[0]].setChecked(True)
    form.deadwood_spin.setValue(15)
    label = _refuse(view, "deadwood")
    assert _same_line(label, form.deadwood_spin)
    wide = main_window.size()
    main_window.resize(main_window.minimumSizeHint().width(), wide.height())
    qtbot.waitUntil(lambda: not _same_line(label, form.deadwood_spin))
    assert _lines(label) < 2
    main_window.resize(wide)
    qtbot.waitUntil(lambda: _same_line(label, form.deadwood_spin))
