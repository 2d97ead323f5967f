"""The history's data: an item model over immutable sitting summaries, and the filter
that narrows it (game, player, dates, finished, a search by player name).

Rows come from ``Store.list_sittings``; filtering happens in the proxy with Python's
``casefold``, which folds Cyrillic case (SQLite's ``LIKE`` does not).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor

from desktop.sitting.game_ui import GAME_UIS
from desktop.widgets.record_model import ModelIndex, RecordTableModel

if TYPE_CHECKING:
    from db.service import SittingSummary, Store

SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""The role the proxy sorts by: the raw value (a date, a count), not its text."""
ID_ROLE = int(Qt.ItemDataRole.UserRole)
"""The sitting id of a row."""

PAGE_SIZE = 500


def python_date(day: QDate) -> date:
    """A Qt date as Python's (PySide6's stub types ``toPython`` as ``object``)."""
    return date(day.year(), day.month(), day.day())


def fold(text: str) -> str:
    """Text folded for searching: case (Cyrillic too) and ё as е."""
    return text.casefold().replace("ё", "е")


def local_time(moment: datetime) -> str:
    """A stored UTC moment in the local time zone, as a table shows it."""
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def load_all(store: Store) -> list[SittingSummary]:
    """Every sitting summary, newest first (paged through the store)."""
    rows: list[SittingSummary] = []
    while True:
        page = store.list_sittings(offset=len(rows), limit=PAGE_SIZE)
        rows.extend(page)
        if len(page) < PAGE_SIZE:
            return rows


class HistoryModel(RecordTableModel[Any]):
    """One row per sitting (immutable ``SittingSummary`` rows)."""

    GAME, PLAYERS, STARTED, UPDATED, DEALS, STATE, LEADER, PLACE = range(8)

    def set_rows(self, rows: Sequence[Any]) -> None:
        """Show ``rows`` (``SittingSummary`` objects)."""
        self._replace_rows(rows)

    def summary(self, row: int) -> Any:
        """The ``SittingSummary`` at ``row``."""
        return self.row(row)

    def column_count(self) -> int:
        return 8

    def _game_title(self, game: str) -> str:
        ui = GAME_UIS.get(game)
        return ui.title() if ui is not None else game

    def cell_data(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self._game_title(row.game),
                ", ".join(row.players),
                local_time(row.created),
                local_time(row.updated),
                str(row.deal_count),
                self.tr("finished") if row.finished else self.tr("in play"),
                row.leader or "",
                row.place or "",
            )[column]
        if role == SORT_ROLE:
            return (
                self._game_title(row.game),
                ", ".join(row.players).casefold(),
                row.created.timestamp(),
                row.updated.timestamp(),
                row.deal_count,
                int(row.finished),
                (row.leader or "").casefold(),
                (row.place or "").casefold(),
            )[column]
        if role == ID_ROLE:
            return int(row.id)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.DEALS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.STATE and row.finished:
            return QBrush(QColor("#2f6f2f"))
        if role == Qt.ItemDataRole.ToolTipRole and row.note:
            return row.note
        return None

    def header_data(self, section: int, role: int) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        names = (
            self.tr("Game"),
            self.tr("Players"),
            self.tr("Started"),
            self.tr("Last deal"),
            self.tr("Deals"),
            self.tr("State"),
            self.tr("Leader"),
            self.tr("Place"),
        )
        return names[section]


class HistoryFilter(QSortFilterProxyModel):
    """Filters the history by game, player, dates and finished; searches player names."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self._game: str | None = None
        self._player: str | None = None
        self._search = ""
        self._since: date | None = None
        self._until: date | None = None
        self._finished: bool | None = None

    def set_game(self, game: str | None) -> None:
        """Only sittings of ``game`` (``None``: every game)."""
        self._refilter(_game=game)

    def set_player(self, player: str | None) -> None:
        """Only sittings where ``player`` sat (exact name, case folded)."""
        self._refilter(_player=fold(player) if player else None)

    def set_search(self, text: str) -> None:
        """Only sittings with a player whose name contains ``text`` (case folded)."""
        self._refilter(_search=fold(text.strip()))

    def set_dates(self, since: date | None, until: date | None) -> None:
        """Only sittings started between the two days, both included (local time)."""
        self._refilter(_since=since, _until=until)

    def set_finished(self, finished: bool | None) -> None:
        """Only finished (``True``) or unfinished (``False``) sittings; ``None``: both."""
        self._refilter(_finished=finished)

    def _refilter(self, **state: Any) -> None:
        # Qt 6.10 replaced invalidateFilter() with begin/endFilterChange().
        if hasattr(self, "endFilterChange"):
            self.beginFilterChange()
            self.__dict__.update(state)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.__dict__.update(state)
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        model = self.sourceModel()
        if not isinstance(model, HistoryModel):
            return True
        row = model.summary(source_row)
        if self._game is not None and row.game != self._game:
            return False
        names = [fold(p) for p in row.players]
        if self._player is not None and self._player not in names:
            return False
        if self._search and not any(self._search in name for name in names):
            return False
        day = row.created.astimezone().date()
        if self._since is not None and day < self._since:
            return False
        if self._until is not None and day > self._until:
            return False
        return self._finished is None or row.finished == self._finished
