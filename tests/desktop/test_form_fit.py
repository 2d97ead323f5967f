"""The deal form at the table's screen (issue 25, items 11 and 15).

Item 11: at 1366×768, scale 1, under a window manager and a 40-pixel panel, the Three
Bugs form beside the sheet shows the four players' rows and the exchange fault without
scrolling (the last player's row was half cut, the exchange fault below the fold); at a
scale of 1.5 every field can be scrolled wholly into sight. Item 15: a refusal uses the
form's width instead of wrapping into a strip of four or five lines beside a narrow field.

The window is measured at the size it takes on such a screen: the screen's free area
(the panel left out) less a title bar and frame (``FRAME``), at its first size and
maximised.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

PLAYERS = ["Аня", "Боря", "Вера", "Глеб"]
AT_SCALE_1 = available(1366, 768, 1.0)
FIRST = fitted_geometry(AT_SCALE_1, FRAME, FIRST_SIZE).size()
MAXIMISED = AT_SCALE_1.size().shrunkBy(FRAME)


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Both interface languages (the Russian words are the longer)."""
    with ui_in(request.param):
        yield request.param


def _open(qtbot: Any, main_window: Any, store: Any, size: QSize) -> Any:
    """A Three Bugs sitting with a deal behind it, opened in the window at ``size``."""
    sitting = store.create_sitting("three-bugs", PLAYERS, {}, first_dealer="Аня")
    deal = {"type": "contract", "dealer": "Аня", "soloist": "Боря", "contract": "7H"}
    store.add_deal(sitting.id, {**deal, "tricks": 8, "honours": 4})
    main_window.resize(size)
    QApplication.processEvents()
    assert main_window.open_sitting(sitting.id)
    view = main_window.view
    qtbot.waitUntil(view.isVisible)
    QApplication.processEvents()
    assert main_window.size() == size
    return view


def _in_sight(widget: QWidget, viewport: QWidget) -> bool:
    """Whether ``widget`` lies wholly inside the scroll area's ``viewport``."""
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return widget.isVisible() and viewport.rect().contains(rect)


def _player_widgets(view: Any) -> list[QWidget]:
    widgets: list[QWidget] = []
    for row in view.form.rows.values():
        widgets += [row.name, row.crowns, row.aces, row.amurchik, row.fault, row.fault_count]
    return widgets


@pytest.mark.parametrize("size", [FIRST, MAXIMISED], ids=["first-size", "maximised"])
def test_four_players_and_the_exchange_fault_in_sight_at_scale_1(
    qtbot: Any, main_window: Any, store: Any, language: str, size: QSize
) -> None:
    """1240×690 (the first size) and 1358×690 (maximised) inside 1366×728: every
    widget of the four players' rows, and the exchange fault, lie inside the form's
    viewport with the form scrolled to its top. The old one-field-a-line form showed
    two and a half rows here."""
    view = _open(qtbot, main_window, store, size)
    scroll = view.form_scroll
    assert scroll.verticalScrollBar().value() == 0
    viewport = scroll.viewport()
    widgets = _player_widgets(view)
    hidden = [w.objectName() or w.text() for w in widgets if not _in_sight(w, viewport)]
    assert hidden == []
    assert _in_sight(view.form.exchange_check, viewport)
    assert _in_sight(view.enter_button, main_window)
    # The breakdown keeps a few entries under the form.
    assert view.breakdown_view.height() >= 100


def test_at_scale_1_5_every_field_scrolls_wholly_into_sight(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    """1366×728 at 1.5 is 910×485 logical pixels: the form scrolls, but each player's
    field, brought into view as a focus move brings it, is then wholly in sight (none
    is cut off at the form's right edge or below it), and the window still fits."""
    screen = available(1366, 768, 1.5)
    size = screen.size().shrunkBy(FRAME)
    view = _open(qtbot, main_window, store, size)
    assert main_window.minimumSizeHint().width() <= size.width()
    viewport = view.form_scroll.viewport()
    bar = view.form_scroll.horizontalScrollBar()
    for widget in [*_player_widgets(view), view.form.exchange_check]:
        view.form_box.bring_into_view(widget)
        QApplication.processEvents()
        if widget.width() <= viewport.width():
            assert _in_sight(widget, viewport), widget.objectName()
            continue
        # Wider than the form (the Russian exchange fault's sentence): shown from its
        # start, and its end reachable by scrolling sideways.
        left = widget.mapTo(viewport, QPoint(0, 0))
        assert 0 <= left.x() <= 16 and 0 <= left.y() <= viewport.height() - widget.height()
        assert left.x() + widget.width() - (bar.maximum() - bar.value()) <= viewport.width()


def _lines(label: QWidget) -> float:
    return label.height() / label.fontMetrics().lineSpacing()


def test_a_refusal_beside_a_three_bugs_field_takes_the_forms_width(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """A final contract below the winning bid is refused beside the contract in one
    line across the form (beside the narrow bid field such lines took four)."""
    view = _open(qtbot, main_window, store, FIRST)
    form = view.form
    form.soloist_box.setCurrentIndex(1)
    form.bid_level.setValue(7)
    form.honours_spin.setValue(4)
    result = view.submit()
    assert not result
    label = form.violations.label_for("contract")
    assert label is not None and label.isVisible()
    assert "lower than the winning bid" in label.text()
    assert label.width() >= 0.9 * view.form_scroll.viewport().width()
    assert _lines(label) < 2, (label.width(), label.height(), label.text())
    assert _in_sight(label, view.form_scroll.viewport())


def test_a_refusal_under_a_column_of_numbers_takes_the_forms_width(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """Stukolka at 1366 px: two knockers with three tricks each are refused under the
    Tricks column in one line (the column a spin box wide wrapped it into five)."""
    players = ["Аня", "Боря", "Вера", "Глеб"]
    sitting = store.create_sitting("stukolka", players, {"variant": "ordinary"})
    main_window.resize(MAXIMISED)
    assert main_window.open_sitting(sitting.id)
    view = main_window.view
    qtbot.waitUntil(view.isVisible)
    form = view.form
    for player in players[:2]:
        form.knock_buttons[player].setChecked(True)
    for player in players[:2]:
        form.trick_spins[player].setValue(3)
    assert not view.submit()
    QApplication.processEvents()
    label = form.violations.label_for("tricks")
    assert label is not None and label.isVisible()
    assert "exactly 3 tricks" in label.text()
    assert label.width() >= 0.75 * view.form_scroll.viewport().width()
    assert _lines(label) < 2, (label.width(), label.height(), label.text())


def test_the_general_refusal_is_as_high_as_its_lines(qtbot: Any, main_window: Any,
                                                     store: Any) -> None:  # fmt: skip
    """Under the form, across the window, a refusal of a hundred characters is one line
    high: its label took the height of the narrow box Qt first guesses for wrapped text
    (five lines, four of them empty)."""
    sitting = store.create_sitting("rummy", ["Аня", "Боря", "Вера"], {"packs": 1})
    main_window.resize(MAXIMISED)
    assert main_window.open_sitting(sitting.id)
    view = main_window.view
    qtbot.waitUntil(view.isVisible)
    text = (
        "deal 3: the tricks of the soloist and the defenders must add up to thirteen, "
        "and these add up to eleven"
    )
    view.form.violations.show_text("nowhere", text)
    QApplication.processEvents()
    label = view.general_violation
    # Shown as a sentence (a capital first, violation_labels.as_sentence).
    assert label.isVisible() and label.text() == "D" + text[1:]
    assert _lines(label) < 2, (label.width(), label.height())
