"""Every game's deal form as wide as its pane at 1366×768 under a 40-pixel panel, at
scales 1, 1.25 and 1.5, in both languages (issue 25: "at 1.25 and 1.5 nothing cut
off"): the form needs no sideways scrolling, and every shown field and hint lies wholly
inside the form's view. (Under openbox at 1.25 Three Bugs' form scrolled sideways: the
dealer's «proposed by the rules» and the honours' «0..8, even 4» were cut at its edge.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from rules.session import new_session
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

FOUR = ["Anna", "Boris", "Вера", "Gleb"]
GAMES = {
    "three-bugs": ("three-bugs", FOUR, {}),
    "stukolka": ("stukolka", FOUR, {"variant": "ordinary", "ante": 3}),
    "gin-oklahoma": ("gin", FOUR[:2], {"variant": "oklahoma"}),
    "rummy": ("rummy", FOUR, {"packs": 2}),
    "preferans": ("preferans", FOUR[:3], {}),
}


def _size(scale: float) -> QSize:
    return fitted_geometry(available(1366, 768, scale), FRAME, FIRST_SIZE).size()


def _cut(form: QWidget, viewport: QWidget) -> list[str]:
    """What of the form's shown fields and words lies (partly) outside the view's width."""
    cut = []
    for widget in form.findChildren(QWidget):
        if not widget.isVisibleTo(form) or widget.width() == 0:
            continue
        if not (widget.objectName() or isinstance(widget, QLabel)):
            continue
        place = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        if place.left() < 0 or place.right() > viewport.rect().right():
            text = widget.text() if isinstance(widget, QLabel) else ""
            cut.append(widget.objectName() or text)
    return cut


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("name", list(GAMES))
def test_the_form_fits_its_pane_without_sideways_scrolling(
    qtbot: Any, main_window: Any, store: Any, name: str, scale: float, language: str
) -> None:
    game, players, options = GAMES[name]
    with ui_in(language):
        sitting = store.import_sessions([new_session(game, players, options)])
        main_window.show()
        main_window.resize(_size(scale))
        QApplication.processEvents()
        assert main_window.open_sitting(sitting[0])
        QApplication.processEvents()
        view = main_window.view
        scroll = view.form_scroll
        assert not scroll.horizontalScrollBar().isVisible(), (
            scroll.widget().minimumSizeHint().width(),
            scroll.viewport().width(),
        )
        assert _cut(view.form, scroll.viewport()) == []


@pytest.mark.parametrize(
    ("kind", "shown"), [("contract", True), ("all-pass", False), ("misdeal", False)]
)
def test_the_exchange_faults_words_go_with_its_check_box(
    qtbot: Any, main_window: Any, store: Any, kind: str, shown: bool
) -> None:
    """The exchange fault's explanation, words of their own beside the check box, is
    shown with it for a contract and hidden with it for an all-pass deal and a misdeal."""
    game, players, options = GAMES["three-bugs"]
    sitting = store.import_sessions([new_session(game, players, options)])
    main_window.show()
    assert main_window.open_sitting(sitting[0])
    form = main_window.view.form
    form.kind_box.setCurrentIndex(form.kind_box.findData(kind))
    QApplication.processEvents()
    assert form.exchange_check.isVisibleTo(form) is shown
    assert form.exchange_words.isVisibleTo(form) is shown
    assert form.exchange_words.text()
