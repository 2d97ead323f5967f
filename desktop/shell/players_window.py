"""The players window: everyone the database knows, with what each has won at each game
he played; rename a player everywhere, or show the sittings he played.

The rows come from ``Store.known_players`` and ``Store.player_stats`` (one row per player
and game: Three Bugs points, Stukolka money, gin and rummy points are never added
together); the table is an item model over immutable rows, sorted by the raw numbers (not
their text).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games.game_ui import GAME_UIS
from desktop.keys import CLOSE_WINDOW
from desktop.shell.history_model import fold
from desktop.shell.screen_fit import fit_window
from desktop.widgets.record_model import RecordTableModel, sortable_table_view
from desktop.widgets.row_model import format_points
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from rules.registry import GameEntry, UnknownGame, find_entry, games

if TYPE_CHECKING:
    from db.service import Store

SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""The role the proxy sorts by: the number itself, or the folded name."""
NAME_ROLE = int(Qt.ItemDataRole.UserRole)
"""The player's name, on every cell of his row."""
MOVED_DELAY_MILLISECONDS = 200
"""Sittings moved within this time are read once."""
NOT_COUNTED = "\u2014"
"""What a cell shows where the game has no such thing (rubbers outside Three Bugs)."""


@dataclass(frozen=True)
class PlayerRow:
    """One player's record at one game."""

    name: str
    """His name as the database knows it now."""
    game: str
    """The game's registry name."""
    sittings: int
    """Sittings of this game he sat at."""
    games_won: int
    """Three Bugs games, gin games and Hollywood columns, or rummy games."""
    rubbers_won: int
    """Three Bugs rubbers."""
    total: int
    """His totals summed over these sittings: points, or money in Stukolka."""
    money: bool = False
    """Whether ``total`` is money (Stukolka), not points."""


def player_rows(store: Store) -> list[PlayerRow]:
    """A row per known player and game he played, players in the store's (case-folded)
    order, games in the registry's."""
    rows = []
    for name in store.known_players():
        stats = store.player_stats(name)
        for game in stats.by_game:
            rows.append(
                PlayerRow(
                    stats.name,
                    game.game,
                    game.sittings,
                    game.games_won,
                    game.rubbers_won,
                    game.total,
                    game.money,
                )
            )
    return rows


class PlayersModel(RecordTableModel[PlayerRow]):
    """One row per player and game (immutable :class:`PlayerRow` objects)."""

    NAME, GAME, SITTINGS, GAMES, RUBBERS, TOTAL, UNIT = range(7)

    def set_rows(self, rows: Sequence[PlayerRow]) -> None:
        """Show ``rows``."""
        self._replace_rows(rows)

    def player(self, row: int) -> PlayerRow:
        """The row object at ``row``."""
        return self.row(row)

    def rows(self) -> tuple[PlayerRow, ...]:
        """Every row shown, in the model's order."""
        return tuple(self._rows)

    def column_count(self) -> int:
        return 7

    def game_title(self, game: str) -> str:
        """The game's name in the UI language."""
        ui = GAME_UIS.get(game)
        return ui.title() if ui is not None else game

    def unit(self, row: PlayerRow) -> str:
        """What the total counts, in words."""
        return self.tr("money") if row.money else self.tr("points")

    def text(self, row: PlayerRow, column: int) -> str:
        """The cell's text."""
        if column == self.NAME:
            return row.name
        if column == self.GAME:
            return self.game_title(row.game)
        if column == self.SITTINGS:
            return str(row.sittings)
        if column == self.GAMES:
            entry = _entry(row.game)
            return str(row.games_won) if entry and entry.has_games else NOT_COUNTED
        if column == self.RUBBERS:
            entry = _entry(row.game)
            return str(row.rubbers_won) if entry and entry.has_rubbers else NOT_COUNTED
        if column == self.TOTAL:
            return format_points(row.total)
        return self.unit(row)

    def cell_data(self, row: PlayerRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == SORT_ROLE:
            if column == self.NAME:
                # A player's games stay together, in the registry's order.
                return f"{fold(row.name)}\t{_game_place(row.game)}"
            if column in (self.GAME, self.UNIT):
                return f"{self.text(row, column)}\t{fold(row.name)}"
            values = (row.sittings, row.games_won, row.rubbers_won, row.total)
            return values[column - self.SITTINGS]
        if role == NAME_ROLE:
            return row.name
        numbers = (self.SITTINGS, self.GAMES, self.RUBBERS, self.TOTAL)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in numbers:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return fill(self.tr("Double-click to see the sittings %1 played"), row.name)
        return None

    def header_data(self, section: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Player"),
                self.tr("Game"),
                self.tr("Sittings"),
                self.tr("Games won"),
                self.tr("Rubbers won"),
                self.tr("Total"),
                self.tr("Counted in"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("The player's name as it is written now"),
                self.tr("Each game played has a row of its own"),
                self.tr("Sittings of this game the player sat at"),
                self.tr(
                    "Three Bugs games, gin games and Hollywood columns, rummy games "
                    "(Stukolka has no games)"
                ),
                self.tr("Three Bugs rubbers (only Three Bugs is played in rubbers)"),
                self.tr("The player's totals summed over the sittings of this game"),
                self.tr("Points, or money in Stukolka: never added together"),
            )[section]
        return None


def _game_place(game: str) -> int:
    names = [entry.name for entry in games()]
    return names.index(game) if game in names else len(names)


def _entry(game: str) -> GameEntry | None:
    """``game``'s registry entry (its traits); ``None`` for a game no longer registered
    whose sittings are still in the database."""
    try:
        return find_entry(game)
    except UnknownGame:
        return None


class PlayersWindow(QWidget):
    """Every player, what he won, rename, and his sittings."""

    sig_show_sittings = Signal(str)
    """Show the history filtered to this player's sittings (his name)."""
    sig_renamed = Signal(str, str)
    """A player was renamed (old name, new name)."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
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
        self.table = sortable_table_view(
            self.proxy,
            self,
            name="players",
            sort_column=PlayersModel.NAME,
            order=Qt.SortOrder.AscendingOrder,
            stretch_column=PlayersModel.NAME,
        )
        layout.addWidget(self.table, 1)
        from desktop.lookback.records_panel import RecordsPanel

        self.records = RecordsPanel(store, self)
        layout.addWidget(self.records, 1)

        rename_row = QHBoxLayout()
        self.rename_label = QLabel(self.tr("&New name:"), self)
        self.rename_edit = QLineEdit(self)
        self.rename_edit.setObjectName("newName")
        self.rename_edit.setPlaceholderText(self.tr("Select a player, type the new name"))
        self.rename_label.setBuddy(self.rename_edit)
        self.rename_button = QPushButton(self.tr("&Rename everywhere"), self)
        self.rename_button.setToolTip(
            self.tr("The name changes in every sitting and every deal of the player")
        )
        rename_row.addWidget(self.rename_label)
        rename_row.addWidget(self.rename_edit, 1)
        rename_row.addWidget(self.rename_button)
        layout.addLayout(rename_row)
        self.problem_label = ViolationLabel(self)
        self.problem_label.setObjectName("renameProblem")
        layout.addWidget(self.problem_label)

        buttons = QHBoxLayout()
        self.show_button = QPushButton(self.tr("&Show the player's sittings"), self)
        self.chart_button = QPushButton(self.tr("Results over &time…"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        buttons.addStretch(1)
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.chart_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        # A double-click or Enter (activation) shows his sittings.
        self.table.activated.connect(self._show_index)
        self.table.selectionModel().currentRowChanged.connect(self._selected)
        self.rename_edit.returnPressed.connect(self.rename_selected)
        self.rename_edit.textEdited.connect(lambda _text: self._say(""))
        self.rename_button.clicked.connect(self.rename_selected)
        self.show_button.clicked.connect(lambda: self._show_index(self.table.currentIndex()))
        self.chart_button.clicked.connect(self.show_results_chart)
        self.close_button.clicked.connect(self.close)
        for sequence in CLOSE_WINDOW.sequences_here():
            QShortcut(sequence, self, self.close)
        # Never under the screen's edge (at 1.5 on 1366×768, 640 is 960 px high).
        fit_window(self, QSize(760, 640))
        # Another window's writes (the change feed, issue 26): heard close together, one
        # reading; none while hidden (showing the window reads it again anyway).
        self._moved_timer = QTimer(self)
        self._moved_timer.setSingleShot(True)
        self._moved_timer.setInterval(MOVED_DELAY_MILLISECONDS)
        self._moved_timer.timeout.connect(self.reload)
        self.reload()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed (by the user, or with the main window before its store): the records'
        count still running is waited for, so that it never reads a closed store."""
        self.records.finish()
        super().closeEvent(event)

    def sittings_moved(self, _moves: object = None) -> None:
        """Sittings were written (here or elsewhere): read the records again soon, if the
        window shows."""
        if self.isVisible():
            self._moved_timer.start()

    # -- reading ------------------------------------------------------------------------
    def reload(self) -> None:
        """Read every player and his record again; the selected player stays selected."""
        current = self.selected_player()
        rows = player_rows(self.store)
        self.model.set_rows(rows)
        players = len({row.name for row in rows})
        self.summary_label.setText(
            self.tr("%n player(s) have sat at this database's tables.", "", players)
            if rows
            else self.tr("No players yet: they appear here after their first sitting.")
        )
        if current is not None:
            self.select_player(current)
        elif rows:
            self.table.setCurrentIndex(self.proxy.index(0, 0))
        self._selected()

    def shown_names(self) -> list[str]:
        """The names in the table, top to bottom (as sorted; a name once per game)."""
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
        from db.service import StorageError, UnknownPlayer
        from desktop.widgets.storage_text import storage_text
        from desktop.widgets.violations import violation_detail
        from rules.errors import RuleViolation

        if new == old:
            self._say(self.tr("That is already the player's name."))
            return False
        try:
            self.store.rename_player(old, new)
        except RuleViolation as refused:
            self._say(violation_detail(refused))
            return False
        except StorageError as problem:
            # Nothing was renamed (one transaction); the typed name stays for a retry.
            self._say(fill(self.tr("Nobody was renamed: %1"), storage_text(problem)))
            return False
        except UnknownPlayer:
            self._say(fill(self.tr("There is no player %1 any more; the list is read again."), old))
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
        for widget in (self.rename_edit, self.rename_button, self.show_button, self.chart_button):
            widget.setEnabled(has)
        self._say("")
        self.records.show_player(name)

    def show_results_chart(self) -> QWidget | None:
        """Open the chart of the selected player's results over time."""
        from desktop.lookback.player_chart import PlayerResultsWindow

        name = self.selected_player()
        if name is None:
            return None
        window = PlayerResultsWindow(self.store, name, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def _show_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.sig_show_sittings.emit(str(self.proxy.data(index, NAME_ROLE)))
