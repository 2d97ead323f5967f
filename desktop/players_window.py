"""The players window: everyone the database knows, with what each has won over all his
sittings; rename a player everywhere, or show the sittings he played.

The rows come from ``Store.known_players`` and ``Store.player_stats``; the table is an
item model over immutable rows, sorted by the raw numbers (not their text).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.history import fold

ModelIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""The role the proxy sorts by: the number itself, or the folded name."""
NAME_ROLE = int(Qt.ItemDataRole.UserRole)
"""The player's name, on every cell of his row."""


@dataclass(frozen=True)
class PlayerRow:
    """One player's line: what he won over every sitting he played."""

    name: str
    """His name as the database knows it now."""
    sittings: int
    """Sittings he sat at."""
    games_won: int
    """Three Bugs games, gin games and Hollywood columns, rummy games."""
    rubbers_won: int
    """Three Bugs rubbers."""
    total: int
    """His totals summed over all his sittings (points and money alike)."""


def player_rows(store: Any) -> list[PlayerRow]:
    """Every known player's row, in the store's (case-folded) order."""
    rows = []
    for name in store.known_players():
        stats = store.player_stats(name)
        rows.append(
            PlayerRow(stats.name, stats.sittings, stats.games_won, stats.rubbers_won, stats.total)
        )
    return rows


class PlayersModel(QAbstractTableModel):
    """One row per player (immutable :class:`PlayerRow` objects)."""

    NAME, SITTINGS, GAMES, RUBBERS, TOTAL = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: tuple[PlayerRow, ...] = ()

    def set_rows(self, rows: Sequence[PlayerRow]) -> None:
        """Show ``rows``."""
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def player(self, row: int) -> PlayerRow:
        """The row object at ``row``."""
        return self._rows[row]

    def rows(self) -> tuple[PlayerRow, ...]:
        """Every row shown, in the model's order."""
        return self._rows

    def rowCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 5

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        values = (row.name, row.sittings, row.games_won, row.rubbers_won, row.total)
        if role == Qt.ItemDataRole.DisplayRole:
            return str(values[column])
        if role == SORT_ROLE:
            return fold(row.name) if column == self.NAME else values[column]
        if role == NAME_ROLE:
            return row.name
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Double-click to see the sittings %1 played").replace("%1", row.name)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 5:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Player"),
                self.tr("Sittings"),
                self.tr("Games won"),
                self.tr("Rubbers won"),
                self.tr("Total"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("The player's name as it is written now"),
                self.tr("Sittings he sat at"),
                self.tr("Three Bugs games, gin games and Hollywood columns, rummy games"),
                self.tr("Three Bugs rubbers"),
                self.tr("His totals summed over all his sittings (points and money alike)"),
            )[section]
        return None


class PlayersWindow(QWidget):
    """Every player, what he won, rename, and his sittings."""

    sig_show_sittings = Signal(str)
    """Show the history filtered to this player's sittings (his name)."""
    sig_renamed = Signal(str, str)
    """A player was renamed (old name, new name)."""

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        # A window of its own beside the main one, which owns it and closes it.
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.setWindowTitle(self.tr("Zapis — players"))
        self.model = PlayersModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        layout = QVBoxLayout(self)
        self.summary_label = QLabel(self)
        layout.addWidget(self.summary_label)
        self.table = QTableView(self)
        self.table.setObjectName("players")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayersModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersModel.NAME, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)

        rename_row = QHBoxLayout()
        self.rename_label = QLabel(self.tr("&New name:"), self)
        self.rename_edit = QLineEdit(self)
        self.rename_edit.setObjectName("newName")
        self.rename_edit.setPlaceholderText(self.tr("Select a player, type his new name"))
        self.rename_label.setBuddy(self.rename_edit)
        self.rename_button = QPushButton(self.tr("&Rename everywhere"), self)
        self.rename_button.setToolTip(
            self.tr("The name changes in every sitting and every deal he played")
        )
        rename_row.addWidget(self.rename_label)
        rename_row.addWidget(self.rename_edit, 1)
        rename_row.addWidget(self.rename_button)
        layout.addLayout(rename_row)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("renameProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        self.problem_label.hide()
        layout.addWidget(self.problem_label)

        buttons = QHBoxLayout()
        self.show_button = QPushButton(self.tr("&Show his sittings"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        buttons.addStretch(1)
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        # A double-click or Enter (activation) shows his sittings.
        self.table.activated.connect(self._show_index)
        self.table.selectionModel().currentRowChanged.connect(self._selected)
        self.rename_edit.returnPressed.connect(self.rename_selected)
        self.rename_edit.textEdited.connect(lambda _text: self._say(""))
        self.rename_button.clicked.connect(self.rename_selected)
        self.show_button.clicked.connect(lambda: self._show_index(self.table.currentIndex()))
        self.close_button.clicked.connect(self.close)
        QShortcut(QKeySequence.StandardKey.Close, self, self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.resize(640, 420)
        self.reload()

    # -- reading ------------------------------------------------------------------------
    def reload(self) -> None:
        """Read every player and his record again; the selected player stays selected."""
        current = self.selected_player()
        rows = player_rows(self.store)
        self.model.set_rows(rows)
        self.summary_label.setText(
            self.tr("%n player(s) have sat at this database's tables.", "", len(rows))
            if rows
            else self.tr("No players yet: they appear here after their first sitting.")
        )
        if current is not None:
            self.select_player(current)
        elif rows:
            self.table.setCurrentIndex(self.proxy.index(0, 0))
        self._selected()

    def shown_names(self) -> list[str]:
        """The names in the table, top to bottom (as sorted)."""
        return [
            str(self.proxy.data(self.proxy.index(r, 0), NAME_ROLE))
            for r in range(self.proxy.rowCount())
        ]

    def selected_player(self) -> str | None:
        """The name of the selected player."""
        index = self.table.currentIndex()
        return str(self.proxy.data(index, NAME_ROLE)) if index.isValid() else None

    def select_player(self, name: str) -> bool:
        """Select the player called ``name`` (case folded); ``False`` if there is none."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if fold(str(self.proxy.data(index, NAME_ROLE))) == fold(name):
                self.table.setCurrentIndex(index)
                self.table.scrollTo(index)
                return True
        return False

    # -- renaming -----------------------------------------------------------------------
    def rename_selected(self) -> bool:
        """Rename the selected player to the name typed; the refusal, if any, is shown
        under the field and the typing stays."""
        old = self.selected_player()
        if old is None:
            self._say(self.tr("Select the player to rename first."))
            return False
        return self.rename(old, self.rename_edit.text())

    def rename(self, old: str, new: str) -> bool:
        """Rename ``old`` to ``new`` everywhere; ``False`` (and the reason shown) if the
        store refuses."""
        from db.service import UnknownPlayer
        from desktop.violations import violation_detail
        from rules.errors import RuleViolation

        if new == old:
            self._say(self.tr("That is already his name."))
            return False
        try:
            self.store.rename_player(old, new)
        except RuleViolation as refused:
            self._say(violation_detail(refused))
            return False
        except UnknownPlayer:
            self._say(
                self.tr("There is no player %1 any more; the list is read again.").replace(
                    "%1", old
                )
            )
            self.reload()
            return False
        self._say("")
        self.reload()
        self.select_player(new)
        self.sig_renamed.emit(old, new)
        return True

    def problem(self) -> str:
        """The refusal shown (empty when there is none)."""
        return self.problem_label.text() if self.problem_label.isVisible() else ""

    def _say(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))

    def _selected(self, *_args: object) -> None:
        name = self.selected_player()
        self.rename_edit.setText(name or "")
        has = name is not None
        for widget in (self.rename_edit, self.rename_button, self.show_button):
            widget.setEnabled(has)
        self._say("")

    def _show_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.sig_show_sittings.emit(str(self.proxy.data(index, NAME_ROLE)))
