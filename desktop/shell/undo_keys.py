"""Ctrl+Z and Ctrl+Shift+Z in the entry form: a field's own typing first, then the sheet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QWidget

from desktop.keys import REDO, UNDO
from desktop.widgets.event_chain import chain_of
from desktop.widgets.spin_box_line import is_spin_box_line


class SheetUndoKeys(QObject):
    """Ctrl+Z and Ctrl+Shift+Z in a field of the entry form undo the sheet's last edit
    when the field itself has no typing to undo.

    A line edit (and so a spin box) claims the undo keys for its own text even when it
    has nothing to undo, which would leave the Edit menu's shortcuts dead wherever the
    keyboard is after a deal is entered.
    """

    events = frozenset({QEvent.Type.ShortcutOverride})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        edit = _line_edit(watched)
        if edit is None:
            return False
        # The Edit menu's own keys, so that what the field does not take reaches them.
        if UNDO.pressed(event) and not edit.isUndoAvailable():
            event.ignore()
            return True
        if REDO.pressed(event) and not edit.isRedoAvailable():
            event.ignore()
            return True
        return False

    def watch(self, root: QWidget) -> None:
        """Watch every text field under ``root`` (in the one event filter of each, which
        a field of the deal form shares with the form's own keys)."""
        for widget in root.findChildren(QWidget):
            # Not a spin box's own line: the spin box keeps the keyboard (the line's
            # focus proxy) and hands it the keys itself, past any filter, so a filter
            # there never saw an undo key, only the line's every paint.
            if is_spin_box_line(widget):
                continue
            if isinstance(widget, QAbstractSpinBox | QLineEdit | QComboBox):
                chain_of(widget).add(self)


def _line_edit(widget: QObject) -> QLineEdit | None:
    if isinstance(widget, QLineEdit):
        return widget
    if isinstance(widget, QAbstractSpinBox | QComboBox):
        return widget.lineEdit()
    return None
