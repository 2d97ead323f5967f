"""A keyboard that counts: every key a budget test presses goes to the focused widget
(as a player's would) and is counted, so a test can state its keystroke budget."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from desktop.keys import Key
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
