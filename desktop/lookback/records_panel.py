"""A player's records (issue 16, "Records"), shown in the players window under the list:
a column per game he played, a row per record — sittings, won, average and best result,
the longest winning streak, then each game's own facts.

The numbers come from :meth:`db.service.Store.player_game_records` (his sittings'
outcomes, kept with their revisions: only the sittings changed since are rescored),
counted in a thread of their own so that the window never waits (issue 31): the panel
says it is counting and fills in when they arrive. One count runs at a time; a player
selected meanwhile is counted next, and only the last one asked for is shown. The table
is an item model over immutable rows.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
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


@dataclass(frozen=True)
class _Unexpected:
    """A fault of the count (not a refusal the panel shows), carried to the window."""

    error: Exception


class _Delivery(QObject):
    """Carries a count's outcome from its thread to the window's (a queued signal)."""

    sig_counted = Signal(int, str, object)
    """(the request's number, the player's name, his records or the refusal)."""


class RecordsPanel(QWidget):
    """The selected player's records, counted in the background."""

    sig_records_shown = Signal(str)
    """The records of this player (his name) are shown, or why they cannot be."""

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
        self._asked = 0
        """The number of the latest request: a count that answers another is dropped."""
        self._next: tuple[int, str] | None = None
        """The request to count when the running one ends."""
        self._thread: threading.Thread | None = None
        self._delivery = _Delivery(self)
        self._delivery.sig_counted.connect(self._counted)

    @property
    def counting(self) -> bool:
        """Whether a player's records are being counted (or waiting to be)."""
        return self._thread is not None

    def show_player(self, name: str | None) -> None:
        """Show ``name``'s records (none for ``None`` or a player the store does not know
        any more): at once the title says they are being counted, and they fill in when
        the count (in a thread) ends. Returns at once."""
        self._asked += 1
        self.records = []
        self.model.set_records([])
        if name is None:
            self._next = None
            self.title.setText("")
            self.sig_records_shown.emit("")
            return
        self.title.setText(fill(self.tr("Records of %1: counting…"), name))
        if self._thread is not None:
            self._next = (self._asked, name)
            return
        self._start(self._asked, name)

    def finish(self, timeout: float = 10.0) -> None:
        """Wait (at most ``timeout`` seconds) for the running count, and count no more:
        before the store is closed."""
        self._next = None
        self._asked += 1
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _start(self, asked: int, name: str) -> None:
        thread = threading.Thread(
            target=self._count, args=(asked, name), name="zapis-records", daemon=True
        )
        self._thread = thread
        thread.start()

    def _count(self, asked: int, name: str) -> None:
        """In the count's thread: the records, or what refused them."""
        from db.errors import StorageError, UnknownPlayer
        from rules.errors import RuleViolation

        result: object
        try:
            result = self.store.player_game_records(name, list(GAME_UIS))
        except UnknownPlayer:
            result = None  # renamed or gone since: the list is read again on the next change
        except (StorageError, RuleViolation) as problem:
            result = problem
        except Exception as bug:  # handed to the window's thread and raised there
            result = _Unexpected(bug)
        # RuntimeError: the panel was deleted meanwhile, and nobody is waiting.
        with contextlib.suppress(RuntimeError):
            self._delivery.sig_counted.emit(asked, name, result)

    def _counted(self, asked: int, name: str, result: object) -> None:
        """In the window's thread: show the records if they are the last asked for, then
        start the count asked for meanwhile."""
        if self._thread is not None:
            self._thread.join()
        self._thread = None
        waiting, self._next = self._next, None
        if waiting is not None:
            self._start(*waiting)
        if isinstance(result, _Unexpected):
            # A fault, not a refusal: raised where the window's faults are, not swallowed
            # by the thread (which would leave the panel counting for ever).
            self.title.setText("")
            self.sig_records_shown.emit(name)
            raise result.error
        if asked == self._asked:
            self._show(name, result)

    def _show(self, name: str, result: object) -> None:
        title = fill(self.tr("Records of %1"), name)
        if isinstance(result, list):
            self.records = result
        elif isinstance(result, BaseException):
            from desktop.widgets.storage_text import problem_text

            # The database is locked, or a stored sitting no longer scores: say so
            # instead of showing records that leave it out.
            title = fill(self.tr("No records of %1: %2"), name, problem_text(result))
        self.title.setText(title)
        self.model.set_records(self.records)
        self.sig_records_shown.emit(name)
