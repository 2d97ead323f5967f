"""Return or Enter in any input of a deal form enters the deal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

from desktop.keys import ENTER_DEAL


class ReturnEnters(QObject):
    """Return or Enter in any input of the form enters the deal."""

    events = frozenset({QEvent.Type.KeyPress})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(self, submit: Callable[[], object], parent: QObject) -> None:
        super().__init__(parent)
        self._submit = submit

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            # Whatever is held with it: Ctrl+Return enters too, as it always has.
            and ENTER_DEAL.pressed(event, any_modifiers=True)
        ):
            if isinstance(watched, QComboBox) and watched.view().isVisible():
                return False
            if isinstance(watched, QAbstractSpinBox):
                watched.interpretText()
            self._submit()
            return True
        return False
