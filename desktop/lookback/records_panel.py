"""A player's records (issue 16, "Records"), shown in the players window under the list:
a column per game he played, a row per record — sittings, won, average and best result,
the longest winning streak, then each game's own facts.

The numbers come from :meth:`db.service.Store.player_game_records` (his sittings
rescored); the table is an item model over immutable rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.games.game_ui import GAME_UIS
from desktop.lookback.words import fact_name, word
from desktop.widgets.number_text import decimal_text, format_points
from desktop.widgets.record_model import RecordTableModel
from desktop.widgets.text_fill import fill
from rules.player_records import GameRecord

NOT_PLAYED = "\u2014"
"""A cell for a fact the column's game does not have."""


@dataclass(frozen=True)
class RecordLine:
    """One row: a record's name and its value at each game shown (``None``: no such
    thing at that game)."""

    label: str
    values: tuple[str | None, ...]


def _number(value: float) -> str:
    """A count as a whole number, an average with one decimal."""
    if float(value).is_integer():
        return format_points(int(value))
    return decimal_text(value, 1)


def record_lines(records: Sequence[GameRecord]) -> list[RecordLine]:
    """The rows for ``records`` (one column per record's game, in their order)."""
    lines = [
        RecordLine(word("sittings"), tuple(str(r.sittings) for r in records)),
        RecordLine(word("won"), tuple(str(r.won) for r in records)),
        RecordLine(
            word("average"),
            tuple(_number(r.average) if r.average is not None else None for r in records),
        ),
        RecordLine(
            word("best"),
            tuple(format_points(r.best) if r.best is not None else None for r in records),
        ),
        RecordLine(word("streak"), tuple(str(r.longest_streak) for r in records)),
    ]
    facts: list[str] = []
    for record in records:
        for fact, _value in record.facts:
            if fact not in facts:
                facts.append(fact)
    for fact in facts:
        values: list[str | None] = []
        for record in records:
            found = record.fact(fact)
            values.append(_number(found) if found is not None else None)
        games = [record.game for record in records if record.fact(fact) is not None]
        lines.append(RecordLine(fact_name(fact, games), tuple(values)))
    return lines


class RecordsModel(RecordTableModel[RecordLine]):
    """Rows of records, a column per game."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.games: tuple[str, ...] = ()

    def set_records(self, records: Sequence[GameRecord]) -> None:
        """Show ``records``."""
        self.beginResetModel()
        self.games = tuple(record.game for record in records)
        self._rows = tuple(record_lines(records))
        self.endResetModel()

    def column_count(self) -> int:
        return 1 + len(self.games)

    def cell_data(self, row: RecordLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return row.label
            value = row.values[column - 1]
            return NOT_PLAYED if value is None else value
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def header_data(self, section: int, role: int) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return word("record")
        game = self.games[section - 1]
        ui = GAME_UIS.get(game)
        return ui.title() if ui is not None else game


class RecordsPanel(QWidget):
    """The selected player's records."""

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setObjectName("playerRecords")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        layout.addWidget(self.title)
        self.model = RecordsModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("recordsTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.records: list[GameRecord] = []

    def show_player(self, name: str | None) -> None:
        """Show ``name``'s records (none for ``None`` or a player the store does not
        know any more)."""
        from db.errors import StorageError, UnknownPlayer
        from desktop.widgets.storage_text import problem_text
        from rules.errors import RuleViolation

        self.records = []
        title = fill(self.tr("Records of %1"), name) if name is not None else ""
        if name is not None:
            try:
                self.records = self.store.player_game_records(name, list(GAME_UIS))
            except UnknownPlayer:
                pass  # renamed or gone since: the list is read again on the next change
            except (StorageError, RuleViolation) as problem:
                # The database is locked, or a stored sitting no longer scores: say so
                # instead of showing records that leave it out.
                title = fill(self.tr("No records of %1: %2"), name, problem_text(problem))
        self.title.setText(title)
        self.model.set_records(self.records)
