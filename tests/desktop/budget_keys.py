"""A keyboard that counts: every key a budget test presses goes to the focused widget
(as a player's would) and is counted, so a test can state its keystroke budget; and the
view such a test types into, shown and active, and the Return that enters its deal."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.keys import ENTER_DEAL, Key
from tests.desktop.keyboard import click, focused, type_unicode


class CountingKeys:
    """Keys typed through the real widgets, counted."""

    def __init__(self, qtbot: Any) -> None:
        self.qtbot = qtbot
        self.count = 0

    def press(self, *keys: Qt.Key | Key) -> None:
        """Press each key (a Qt key, or an app key of :mod:`desktop.keys`) in the focused
        widget."""
        for key in keys:
            click(self.qtbot, focused(), key)
            self.count += 1

    def type(self, text: str) -> None:
        """Type ``text`` a character a key (Cyrillic too) into whatever has the focus,
        the focus followed key by key (a field may move it on)."""
        for char in text:
            if char.isascii():
                self.qtbot.keyClicks(focused(), char)
            else:
                type_unicode(focused(), char)
            self.count += 1


def active(qtbot: Any, view: Any, width: int = 1280, height: int = 760) -> Any:
    """``view`` (a sitting's view) shown at ``width`` × ``height``, active, with the
    keyboard in its form, as the main window shows it."""
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow, timeout=2000)
    view.focus_entry()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return view


def entered(qtbot: Any, view: Any, keys: CountingKeys, key: Qt.Key | Key = ENTER_DEAL) -> Any:
    """Press the key that enters the deal (Return), counted; the deal written."""
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        keys.press(key)
    return view.controller.session.deals[-1].to_json()
