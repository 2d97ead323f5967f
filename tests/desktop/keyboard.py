"""Driving the app from the keyboard as a player would: keys go to the focused widget."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop.keys import Key


@pytest.fixture(autouse=True)
def separate_keystrokes(qapp: Any) -> Iterator[None]:
    """A player pauses between fields and deals; without that, Qt's keyboard search in a
    combo box joins the letters typed into two of them (``"VG"``) within its 0.4 s window.
    Autouse in every test module that imports it."""
    interval = qapp.keyboardInputInterval()
    qapp.setKeyboardInputInterval(0)
    yield
    qapp.setKeyboardInputInterval(interval)


def focused() -> QWidget:
    """The widget that has the keyboard."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def key_and_modifiers(key: Key) -> tuple[Qt.Key, Qt.KeyboardModifier]:
    """An app key (:mod:`desktop.keys`) as the key and modifiers a test presses: its
    first sequence here."""
    combination = key.sequences_here()[0][0]
    return combination.key(), combination.keyboardModifiers()


def click(qtbot: Any, widget: QWidget, key: Qt.Key | Key) -> None:
    """Press ``key`` (a Qt key, or an app key of :mod:`desktop.keys`) in ``widget``."""
    if isinstance(key, Key):
        qtbot.keyClick(widget, *key_and_modifiers(key))
    else:
        qtbot.keyClick(widget, key)


def press(qtbot: Any, key: Qt.Key | Key, times: int = 1) -> None:
    """Press ``key`` in the focused widget."""
    for _ in range(times):
        click(qtbot, focused(), key)


def type_text(qtbot: Any, text: str) -> None:
    """Type ``text`` into the focused widget."""
    qtbot.keyClicks(focused(), text)


def tab_to(qtbot: Any, target: QWidget, limit: int = 60) -> None:
    """Press Tab until ``target`` has the keyboard (fails if it is never reached)."""
    for _ in range(limit):
        if focused() is target:
            return
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is target, f"Tab never reached {target.objectName()}"


def type_unicode(widget: QWidget, text: str) -> None:
    """Type any text, Cyrillic included, into ``widget`` (QTest's key clicks take ASCII
    only): one key press and release per character, as a keyboard layout would send."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char)
            QApplication.sendEvent(widget, event)
