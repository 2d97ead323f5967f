"""The Three Bugs page of the new-sitting dialog: the variant and the house-rule tables.

The source's tables of values per contract level are lost; the spec restores them
(marked **[restored]**). The page shows the three tables with the restored defaults
marked as such, so a table that plays other values can change them before it starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from rules.errors import RuleViolation
from rules.registry import find_game

LEVELS: tuple[int, ...] = tuple(range(4, 14))
"""The contract levels the tables are keyed by."""
TABLE_KEYS: tuple[str, ...] = ("trick_values", "undertrick_values", "honour_units")
"""The options holding the three tables, in the order the page shows them."""

ModelIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
RESTORED_TINT = QColor("#fff4d6")
"""The background of a cell that holds the restored default (the spec's [restored])."""
CHANGED_TINT = QColor("#dcefff")
TINTED_TEXT = QColor("#1a1a1a")
"""The text on either tint."""
"""The background of a cell the table changed from the default."""


def default_tables() -> dict[str, dict[str, int]]:
    """The engine's defaults for the three tables (the spec's restored values)."""
    options = find_game("three-bugs").complete_options({}, ("1", "2", "3", "4"))
    return {key: {str(k): int(v) for k, v in options[key].items()} for key in TABLE_KEYS}


@dataclass(frozen=True)
class ValueTables:
    """The three tables as the page holds them: ``values[key][level]``."""

    values: Mapping[str, Mapping[str, int]]

    def with_value(self, key: str, level: int, value: int) -> ValueTables:
        """These tables with one value changed."""
        changed = {k: dict(v) for k, v in self.values.items()}
        changed[key][str(level)] = value
        return ValueTables(changed)


class ValueTablesModel(QAbstractTableModel):
    """Rows: the three tables; columns: the levels 4..13. Restored defaults are marked."""

    def __init__(self, defaults: Mapping[str, Mapping[str, int]], parent: Any = None) -> None:
        super().__init__(parent)
        self._defaults = ValueTables(defaults)
        self._tables = self._defaults

    def row_title(self, row: int) -> str:
        """A table's name in the UI language."""
        return (
            self.tr("Trick value"),
            self.tr("Undertrick value"),
            self.tr("Honour unit"),
        )[row]

    def tables(self) -> dict[str, dict[str, int]]:
        """The tables as session options."""
        return {key: dict(values) for key, values in self._tables.values.items()}

    def restore_defaults(self) -> None:
        """Put every value back to the restored default."""
        self.beginResetModel()
        self._tables = self._defaults
        self.endResetModel()

    def is_default(self, row: int, column: int) -> bool:
        """True when the cell holds the restored default."""
        key, level = TABLE_KEYS[row], str(LEVELS[column])
        return self._tables.values[key][level] == self._defaults.values[key][level]

    def rowCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(TABLE_KEYS)

    def columnCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(LEVELS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        key, level = TABLE_KEYS[index.row()], str(LEVELS[index.column()])
        value = self._tables.values[key][level]
        default = self.is_default(index.row(), index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(RESTORED_TINT if default else CHANGED_TINT)
        if role == Qt.ItemDataRole.ForegroundRole:
            # The tints are light whatever the palette, so their text is dark too (a
            # dark palette's light text on them could not be read).
            return QBrush(TINTED_TEXT)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(default)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            if default:
                return fill(
                    self.tr("[restored] %1 — the source's table is lost; restored from Vint"), value
                )
            return fill(
                self.tr("Changed by this table; the restored value is %1"),
                self._defaults.values[key][level],
            )
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        if number < 0:
            return False
        self._tables = self._tables.with_value(
            TABLE_KEYS[index.row()], LEVELS[index.column()], number
        )
        self.dataChanged.emit(index, index)
        return True

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return str(LEVELS[section]) if 0 <= section < len(LEVELS) else None
        return self.row_title(section) if 0 <= section < len(TABLE_KEYS) else None


class ThreeBugsOptionsPage(QWidget):
    """The variant (four players, or three and a dummy) and the three value tables."""

    sig_player_range_changed = Signal(int, int)
    """The number of seated players the options allow changed (low, high)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        variant_box = QGroupBox(self.tr("Table"), self)
        variant_layout = QVBoxLayout(variant_box)
        self.four_button = QRadioButton(self.tr("Four players, no partners"), variant_box)
        self.dummy_button = QRadioButton(self.tr("Three players and a dummy"), variant_box)
        self.four_button.setChecked(True)
        self._variant = QButtonGroup(self)
        self._variant.addButton(self.four_button)
        self._variant.addButton(self.dummy_button)
        variant_layout.addWidget(self.four_button)
        variant_layout.addWidget(self.dummy_button)
        self.variant_error = ViolationLabel(variant_box)
        variant_layout.addWidget(self.variant_error)
        self.dummy_button.toggled.connect(self._variant_changed)
        layout.addWidget(variant_box)

        tables_box = QGroupBox(self.tr("House rules: values by contract level"), self)
        tables_layout = QVBoxLayout(tables_box)
        note = QLabel(
            self.tr(
                "The source's tables of values are lost. The values below are "
                "<b>[restored]</b> from Vint, the parent game (shaded, in italics); "
                "change any of them if your table plays other values."
            ),
            tables_box,
        )
        note.setWordWrap(True)
        tables_layout.addWidget(note)
        self.model = ValueTablesModel(default_tables(), self)
        self.table = QTableView(tables_box)
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(self.table.fontMetrics().horizontalAdvance("1000") + 6)
        self.table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setMinimumHeight(self._table_height())
        self.table.setMaximumHeight(self._table_height())
        tables_layout.addWidget(self.table)
        row = QHBoxLayout()
        self.legend = QLabel(
            self.tr("Shaded yellow: [restored] default; blue: changed by this table."), tables_box
        )
        self.legend.setWordWrap(True)
        row.addWidget(self.legend, 1)
        self.restore_button = QPushButton(self.tr("Restore defaults"), tables_box)
        self.restore_button.clicked.connect(self.model.restore_defaults)
        row.addWidget(self.restore_button)
        tables_layout.addLayout(row)
        self.tables_error = ViolationLabel(tables_box)
        tables_layout.addWidget(self.tables_error)
        layout.addWidget(tables_box)
        layout.addStretch(1)

    def _table_height(self) -> int:
        header = self.table.horizontalHeader().sizeHint().height()
        rows = sum(self.table.verticalHeader().sectionSizeHint(r) for r in range(3))
        return header + rows + 2 * self.table.frameWidth() + 2

    def _variant_changed(self) -> None:
        low, high = self.player_range()
        self.sig_player_range_changed.emit(low, high)

    def widget(self) -> QWidget:
        """The page as a widget."""
        return self

    def options(self) -> dict[str, Any]:
        """The session options as set on the page."""
        return {"dummy": self.dummy_button.isChecked(), **self.model.tables()}

    def player_range(self) -> tuple[int, int]:
        """Three seated players with a dummy, else four."""
        return (3, 3) if self.dummy_button.isChecked() else (4, 4)

    def clear_violations(self) -> None:
        """Hide the messages of an earlier refusal."""
        for label in (self.variant_error, self.tables_error):
            label.clear()
            label.hide()

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show a refused option next to its field; ``False`` if it is not on this page."""
        from desktop.widgets.violations import violation_detail

        field = violation.field.removeprefix("options.")
        if field.split(".")[0] in TABLE_KEYS:
            label = self.tables_error
        elif field.startswith("dummy"):
            label = self.variant_error
        else:
            return False
        label.show_message(violation_detail(violation))
        return True
