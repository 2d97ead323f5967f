"""The text size setting (issue 19): Ctrl+= larger, Ctrl+− smaller, Ctrl+0 back to the
system's; kept in the settings and applied to the next window."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.shell import settings as keys


@pytest.fixture(autouse=True)
def app_font(qapp: Any) -> Iterator[None]:
    """The application's font as it was, whatever the test did."""
    font = qapp.font()
    yield
    qapp.setFont(font)


def test_ctrl_equals_and_minus_change_the_text_and_the_next_window_keeps_it(
    qtbot: Any, main_window: Any, settings: Any, store: Any
) -> None:
    from desktop.shell.main_window import MainWindow

    system = QApplication.font().pointSize()
    main_window.show()
    qtbot.waitExposed(main_window)
    main_window.activateWindow()
    control = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(main_window, Qt.Key.Key_Equal, control)
    qtbot.keyClick(main_window, Qt.Key.Key_Equal, control)
    assert QApplication.font().pointSize() == system + 2
    qtbot.keyClick(main_window, Qt.Key.Key_Minus, control)
    assert QApplication.font().pointSize() == system + 1
    assert settings.get(keys.TEXT_SIZE) == system + 1

    QApplication.setFont(QApplication.font().__class__(QApplication.font().family(), system))
    again = MainWindow(store, settings)
    qtbot.addWidget(again)
    assert QApplication.font().pointSize() == system + 1
    again.text_size.system_points = system
    again.text_size.set_points(0)
    assert QApplication.font().pointSize() == system
    assert settings.get(keys.TEXT_SIZE) == 0
