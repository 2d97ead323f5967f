"""The main window's File menu entries for looking back at a sitting: Print… (Qt's print
preview of the printed sheet) and the chart of the sitting's running totals.

Kept apart from the main window so it stays a small wiring: the window makes one
:class:`LookBackActions`, adds its actions to the menu and enables them with the store.
The sitting is the open one, else the one selected in the history (as File → Export).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from desktop import keys
from desktop.shell.screen_fit import fit_window
from desktop.shell.window_context import Frame, HasOpenSitting, HasStore, SaysProblems
from desktop.widgets.text_fill import fill


class ChosenSitting(Protocol):
    """Which sitting File → Export, Print… and the chart are about."""

    def export_target(self) -> int | None:
        """The open sitting, else the one selected in the history; ``None``: none."""
        ...


class LookBackContext(Frame, HasStore, HasOpenSitting, SaysProblems, Protocol):
    """What the look-back actions need of their window."""

    @property
    def files(self) -> ChosenSitting:
        """Which sitting is chosen (:class:`~desktop.shell.session_files.SessionFiles`)."""
        ...


class LookBackActions(QObject):
    """File → Print… and File → Chart of the sitting…, for one main window."""

    def __init__(self, window: LookBackContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self.print_action = QAction(self.tr("&Print…"), window.frame())
        self.print_action.setShortcuts(keys.PRINT.sequences_here())
        self.print_action.triggered.connect(self.print_sitting)
        self.chart_action = QAction(self.tr("&Chart of the sitting…"), window.frame())
        self.chart_action.triggered.connect(self.show_sitting_chart)

    def actions(self) -> tuple[QAction, ...]:
        """The actions, in menu order."""
        return (self.print_action, self.chart_action)

    def add_to(self, menu: QMenu) -> None:
        """Add the actions at the end of ``menu``."""
        for action in self.actions():
            menu.addAction(action)

    def set_enabled(self, enabled: bool) -> None:
        """Enable the actions (once the store is open)."""
        for action in self.actions():
            action.setEnabled(enabled)

    def _loaded(self) -> Any:
        """The sitting to print or chart, or ``None`` (and the reason shown)."""
        window = self.window
        sitting = window.files.export_target()
        if sitting is None or window.store is None:
            window.show_problem(
                self.tr("No sitting chosen"),
                self.tr("Open a sitting, or select one in the list, to print or chart it."),
            )
            return None
        if window.controller is not None and int(window.controller.sitting_id) == sitting:
            return window.controller.loaded
        from db.service import SittingId

        try:
            return window.store.load(SittingId(sitting))
        except Exception as problem:  # a sitting gone since, or the database locked
            from desktop.widgets.storage_text import problem_text

            window.show_problem(self.tr("The sitting cannot be read"), problem_text(problem))
            return None

    def print_preview(self) -> QWidget | None:
        """The print preview of the sitting, not yet shown."""
        from desktop.printing.preview import SheetPrintPreview

        loaded = self._loaded()
        return SheetPrintPreview(loaded, self.window.frame()) if loaded is not None else None

    def print_sitting(self) -> None:
        """File → Print…: the print preview, modal; printing happens from it."""
        dialog = self.print_preview()
        if dialog is not None:
            dialog.exec()  # type: ignore[attr-defined]
            dialog.deleteLater()

    def show_sitting_chart(self) -> QWidget | None:
        """File → Chart of the sitting…: its running totals in a window of their own,
        following the sheet while the sitting is open."""
        from desktop.lookback.sitting_chart import SittingChart

        loaded = self._loaded()
        if loaded is None:
            return None
        chart = SittingChart(self.window.frame())
        from PySide6.QtCore import Qt

        chart.setWindowFlag(Qt.WindowType.Window)
        chart.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        chart.setWindowTitle(fill(self.tr("Zapis — chart of sitting %1"), loaded.id))
        controller = self.window.controller
        if controller is not None and int(controller.sitting_id) == int(loaded.id):
            chart.attach(controller)
        else:
            chart.set_scored(loaded.scored)
        fit_window(chart, QSize(800, 560))  # inside the screen's free area at any scale
        chart.show()
        return chart
