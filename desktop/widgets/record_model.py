"""The read-only table model every table here is built on: a tuple of immutable row
objects, replaced as a whole (design.md, practice 4).

A subclass says how many columns there are (:meth:`RecordTableModel.column_count`),
what a cell holds for a role (:meth:`RecordTableModel.cell_data`) and what a column's
header says (:meth:`RecordTableModel.header_data`); the counting, the bounds checks
that ``qtmodeltester`` asks for and the model reset live here once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

ModelIndex = QModelIndex | QPersistentModelIndex
"""What Qt passes a model as an index."""
_ROOT = QModelIndex()

R = TypeVar("R")


class RecordTableModel(QAbstractTableModel, Generic[R]):
    """A read-only, flat table over immutable rows of type ``R``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: Sequence[R] = ()

    def _replace_rows(self, rows: Sequence[R]) -> None:
        """Show ``rows`` instead of the rows on show (one model reset)."""
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def row(self, row: int) -> R:
        """The immutable row at ``row``."""
        return self._rows[row]

    def column_count(self) -> int:
        """How many columns the table has now."""
        raise NotImplementedError

    def cell_data(self, row: R, column: int, role: int) -> Any:
        """What the cell of ``row`` in ``column`` holds for ``role`` (``None``: nothing)."""
        raise NotImplementedError

    def header_data(self, section: int, role: int) -> Any:
        """What the header of column ``section`` holds for ``role`` (``None``: nothing)."""
        return None

    def rowCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self.column_count()

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < self.column_count():
            return None
        return self.cell_data(self._rows[index.row()], index.column(), role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.column_count():
            return None
        return self.header_data(section, role)


def sortable_table_view(
    model: QAbstractItemModel,
    parent: QWidget,
    *,
    name: str,
    sort_column: int,
    order: Qt.SortOrder,
    stretch_column: int,
) -> QTableView:
    """A read-only list of records (the history, the players): one row selected at a
    time, sorted by a click on a header, ``stretch_column`` taking the spare width."""
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, order)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch_column, QHeaderView.ResizeMode.Stretch)
    return view
