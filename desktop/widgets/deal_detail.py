"""The whole text of the deals list's current deal, on a line under the list.

The list cuts a deal's words short with an ellipsis when the window is narrow (the
players' columns stay in sight), and a tooltip is no answer for the keyboard: the line
under the list follows the current row as the arrows move it, wrapped, with every word
of the row's wordy columns (issue 25, item 12). The list's accessible description says
the same to a screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from desktop.widgets.row_model import RowTableModel

SEPARATOR = " · "
"""Between one column's words and the next's."""


def deal_words(model: RowTableModel, row: int) -> str:
    """Row ``row`` in words: its first column (the deal's number) and each wordy
    column's header and whole text (the empty ones left out)."""
    if not 0 <= row < model.rowCount():
        return ""
    headers = model.headers
    parts = [model.text(row, 0)] if model.columnCount() else []
    for column in model.wordy_columns:
        if column >= model.columnCount():
            continue
        # The tooltip where the cell has one: a short cell's whole sentence.
        whole = model.tooltip(row, column) or model.text(row, column)
        text = whole.replace("\n", " ").strip()
        if text:
            header = headers[column].replace("\n", " ") if column < len(headers) else ""
            parts.append(f"{header}: {text}" if header else text)
    return SEPARATOR.join(part for part in parts if part)


class DealDetail(QLabel):
    """The line under ``view`` (a list of deals over ``model``) with the current
    deal's whole text."""

    def __init__(self, view: QTableView, model: RowTableModel, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("dealDetail")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setForegroundRole(QPalette.ColorRole.WindowText)
        self.view = view
        self.model = model
        selection = view.selectionModel()
        selection.currentRowChanged.connect(lambda _now, _before: self.refresh())
        model.modelReset.connect(self.refresh)
        model.rowsInserted.connect(lambda *_args: self.refresh())
        model.rowsRemoved.connect(lambda *_args: self.refresh())
        model.dataChanged.connect(self._data_changed)
        self.refresh()

    def _data_changed(
        self,
        top: QModelIndex | QPersistentModelIndex,
        bottom: QModelIndex | QPersistentModelIndex,
        *_roles: object,
    ) -> None:
        current = self.view.currentIndex().row()
        if top.row() <= current <= bottom.row():
            self.refresh()

    def refresh(self) -> None:
        """Show the current deal's words (nothing when no deal is current)."""
        text = deal_words(self.model, self.view.currentIndex().row())
        # A list of numbers only (Rummy's) cuts no words: the line said a lone "3" and
        # took a line of a low screen.
        self.setHidden(not self.model.wordy_columns)
        if text != self.text():
            self.setText(text)
            self.view.setAccessibleDescription(text)
