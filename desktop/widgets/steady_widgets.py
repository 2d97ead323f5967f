"""Setters that leave a widget alone when it already shows what it is given.

Qt checks most properties itself (a label's text, a group box's title, enabled,
visible), but not a button's text: ``QAbstractButton.setText`` with the text the button
already has still repaints it and asks the window's layouts to run again (measured on an
Enter: the Enter button told "Enter" again made a relayout and a repaint of most of the
window). The sitting view says its buttons again after every change; through this it
costs nothing when nothing changed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton


def set_button_text(button: QAbstractButton, text: str) -> bool:
    """Give ``button`` ``text`` unless it has it; whether it changed."""
    if button.text() == text:
        return False
    button.setText(text)
    return True
