"""The Stukolka form's work on an Enter, counted rather than timed (issue 31): cleared
for the next deal, it follows its knockers once (every knock button's text, every trick
and fault field's state), not once more for each knocker's button turned off (four
times for three knockers). What the cleared form shows is that of a form just built and
cleared."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from benchmarks import test_every_game_window_bench as every_game
from desktop.games.stukolka.form import StukolkaForm

DEALS = 30
ENTERS = 6


def _settle() -> None:
    for _ in range(2):
        QApplication.processEvents()


@pytest.fixture
def opened(main_window: Any, store: Any) -> tuple[Any, list[dict[str, Any]]]:
    """A Stukolka sitting of ``DEALS`` deals (the window benchmark's stream) opened in
    the main window, and the deals to enter next (one to four knockers each)."""
    stream = every_game._stream("stukolka", DEALS + ENTERS)
    sitting = store.import_sessions([every_game._session("stukolka", stream[:DEALS])])[0]
    main_window.resize(1280, 900)
    assert main_window.open_sitting(sitting)
    _settle()
    return main_window.view, stream[DEALS:]


def _state(form: QWidget) -> list[tuple[str, object, bool, bool]]:
    """Each button, spin box and check box of the form: its text or value, whether it is
    enabled and whether it is on."""
    state: list[tuple[str, object, bool, bool]] = []
    for widget in form.findChildren(QWidget):
        said = widget.text() if isinstance(widget, QAbstractButton) else None
        value = getattr(widget, "value", None)
        checked = isinstance(widget, QAbstractButton) and widget.isChecked()
        shown = said if value is None else value()
        state.append((widget.objectName(), shown, widget.isEnabled(), checked))
    return state


def test_an_enter_follows_the_knockers_once(
    opened: tuple[Any, list[dict[str, Any]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    view, coming = opened
    form: StukolkaForm = view.form
    told: Counter[str] = Counter()
    set_text = QAbstractButton.setText

    def counted(button: QAbstractButton, text: str) -> None:
        if button in form.knock_buttons.values():
            told[button.objectName()] += 1
        set_text(button, text)

    assert max(len(record["knocked"]) for record in coming) >= 3
    for record in coming:
        form.load(record)
        _settle()
        told.clear()
        monkeypatch.setattr(QAbstractButton, "setText", counted)
        assert view.submit(), record
        _settle()
        monkeypatch.setattr(QAbstractButton, "setText", set_text)
        # Each knock button said "Passed" once (it said whether it knocked before).
        assert set(told) == {b.objectName() for b in form.knock_buttons.values()}, record
        assert max(told.values()) == 1, record
        fresh = StukolkaForm(view.controller)
        fresh.reset()
        fresh.follow()
        assert _state(form) == _state(fresh), record
        fresh.deleteLater()
    assert len(view.controller.session.deals) == DEALS + ENTERS
