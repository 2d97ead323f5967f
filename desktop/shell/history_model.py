"""The history's item model and its filter: one row per sitting (immutable summaries),
fetched a page at a time, and the filters and sort kept as one database query.

:class:`HistoryFilter` filters and sorts nothing in memory: it holds a
:class:`~db.history_query.HistoryQuery` and says when it changed; the panel
(:mod:`desktop.shell.history`) reads what the database finds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime, time, timedelta
from math import ceil
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import QStyle, QTableView

from desktop.appearance import is_dark
from desktop.games.game_ui import GAME_UIS
from desktop.widgets.cell_widths import MEASURED_ROWS
from desktop.widgets.date_text import local_time
from desktop.widgets.record_model import ModelIndex, RecordTableModel

if TYPE_CHECKING:
    from db.history_query import HistoryQuery

SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""The role the proxy sorts by: the raw value (a date, a count), not its text."""
ID_ROLE = int(Qt.ItemDataRole.UserRole)
"""The sitting id of a row."""

PAGE_SIZE = 200
"""Sittings fetched at a time: the first page, then one more each time the table scrolls
to its end."""


def python_date(day: QDate) -> date:
    """A Qt date as Python's (PySide6's stub types ``toPython`` as ``object``)."""
    return date(day.year(), day.month(), day.day())


def fold(text: str) -> str:
    """Text folded for searching: case (Cyrillic too) and ё as е."""
    return text.casefold().replace("ё", "е")


_NO_PARENT = QModelIndex()

SORT_KEYS = (
    "game",
    "players",
    "started",
    # The last deal's column is ordered by the last change (indexed, and the order the
    # quick first page is read in); the two differ only after a price or a note.
    "updated",
    "deals",
    "state",
    "leader",
    "place",
)
"""The ``db.history_query.SortKey`` of each column, in column order."""


def day_start(day: date) -> datetime:
    """The first moment of ``day`` in the local time zone."""
    return datetime.combine(day, time()).astimezone()


_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
        ID_ROLE,
        SORT_ROLE,
    )
)
"""The roles the history answers (:meth:`HistoryModel.cell_data`)."""


FINISHED_ON_LIGHT = QColor("#2f6f2f")
FINISHED_ON_DARK = QColor("#8fd88f")
"""The green of "finished": the light palette's dark green was 2.7:1 on a dark list
(seen under a dark appearance); this one is above 7:1 there."""


def finished_colour() -> QColor:
    """The green "finished" is written in, readable on the palette in use."""
    return FINISHED_ON_DARK if is_dark(QGuiApplication.palette()) else FINISHED_ON_LIGHT


class HistoryModel(RecordTableModel[Any]):
    """One row per sitting (immutable ``SittingSummary`` rows)."""

    GAME, PLAYERS, STARTED, UPDATED, DEALS, STATE, LEADER, PLACE = range(8)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._total = 0
        self._fetch: Callable[[int, int], Sequence[Any]] | None = None
        self._texts: dict[int, tuple[Any, tuple[str, ...]]] = {}
        """A shown row's texts, made once (by the row's identity; the row kept with them)."""

    def set_rows(
        self,
        rows: Sequence[Any],
        total: int | None = None,
        fetch: Callable[[int, int], Sequence[Any]] | None = None,
    ) -> None:
        """Show ``rows`` (``SittingSummary`` objects), the first of ``total``; ``fetch``
        (offset, limit) reads the next ones when the table asks for more."""
        self._total = len(rows) if total is None else total
        self._fetch = fetch
        self._texts.clear()
        self._replace_rows(rows)

    def set_fetch(self, fetch: Callable[[int, int], Sequence[Any]]) -> None:
        """Read the rows after those shown with ``fetch`` (offset, limit) from now on
        (the first page was read before the store opened)."""
        self._fetch = fetch

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Qt asks every cell for a dozen roles each time it fits the columns or paints
        # (going back to 10,000 sittings spent most of its time here): the roles never
        # set are answered first, and a row's texts are made once.
        if role not in _ROLES:
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return super().data(index, role)
        row, column = index.row(), index.column()
        if not 0 <= row < len(self._rows) or not 0 <= column < 8:
            return None
        summary = self._rows[row]
        kept = self._texts.get(id(summary))
        if kept is None or kept[0] is not summary:
            kept = self._texts[id(summary)] = (summary, self.row_texts(summary))
        return kept[1][column]

    def columnCount(self, parent: ModelIndex = _NO_PARENT) -> int:
        # Asked thousands of times as the table lays out: answered without a call more.
        return 0 if parent.isValid() else 8

    def canFetchMore(self, parent: ModelIndex = _NO_PARENT) -> bool:
        return not parent.isValid() and self._fetch is not None and len(self._rows) < self._total

    def fetchMore(self, parent: ModelIndex = _NO_PARENT) -> None:
        if not self.canFetchMore(parent) or self._fetch is None:
            return
        more = tuple(self._fetch(len(self._rows), PAGE_SIZE))
        if not more:
            self._total = len(self._rows)
            return
        self.beginInsertRows(_NO_PARENT, len(self._rows), len(self._rows) + len(more) - 1)
        self._rows = tuple(self._rows) + more
        self.endInsertRows()

    def found(self) -> int:
        """How many sittings the query found (fetched or not yet)."""
        return self._total

    def summary(self, row: int) -> Any:
        """The ``SittingSummary`` at ``row``."""
        return self.row(row)

    def column_count(self) -> int:
        return 8

    def _game_title(self, game: str) -> str:
        ui = GAME_UIS.get(game)
        return ui.title() if ui is not None else game

    def row_texts(self, row: Any) -> tuple[str, ...]:
        """The eight texts a ``SittingSummary`` shows, in column order."""
        return (
            self._game_title(row.game),
            ", ".join(row.players),
            local_time(row.created),
            local_time(row.last_deal) if row.last_deal is not None else "",
            str(row.deal_count),
            self.tr("finished") if row.finished else self.tr("in play"),
            row.leader or "",
            row.place or "",
        )

    def cell_data(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.row_texts(row)[column]
        if role == SORT_ROLE:
            return (
                self._game_title(row.game),
                ", ".join(row.players).casefold(),
                row.created.timestamp(),
                row.last_deal.timestamp() if row.last_deal is not None else 0.0,
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
            return QBrush(finished_colour())
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
    """The history's filters and sort, kept as one query for the database.

    It filters and sorts nothing itself: each change emits :attr:`sig_query_changed` and
    the panel reads the page the database finds; a click on a header (``sort``) changes
    the query's order instead of sorting the rows in memory.
    """

    sig_query_changed = Signal()
    """The filters or the sort changed: the history must be read again."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        titles = {game: ui.title() for game, ui in GAME_UIS.items()}
        # The query's fields, not the query: importing db (SQLAlchemy, a third of a
        # second) here put it before the window's first paint. The query is made when
        # the history is read, once the database is open.
        self._fields: dict[str, Any] = {
            "sort": "updated",
            "descending": True,
            "game_order": tuple(sorted(titles, key=lambda game: fold(titles[game]))),
        }

    @property
    def query(self) -> HistoryQuery:
        """What the history shows now (``db.history_query.HistoryQuery``)."""
        from db.history_query import HistoryQuery, SortKey

        return HistoryQuery(**{**self._fields, "sort": SortKey(self._fields["sort"])})

    def set_game(self, game: str | None) -> None:
        """Only sittings of ``game`` (``None``: every game)."""
        self._change(game=game)

    def set_player(self, player: str | None) -> None:
        """Only sittings where ``player`` sat (exact name, case folded)."""
        self._change(player=player or None)

    def set_search(self, text: str) -> None:
        """Only sittings with a player whose name contains ``text`` (case folded)."""
        self._change(search=text.strip() or None)

    def set_dates(self, since: date | None, until: date | None) -> None:
        """Only sittings started between the two days, both included (local time)."""
        self._change(
            since=day_start(since) if since is not None else None,
            until=day_start(until + timedelta(days=1)) if until is not None else None,
        )

    def set_place(self, place: str | None) -> None:
        """Only sittings played at ``place`` (``None``: anywhere)."""
        self._change(place=place or None)

    def set_finished(self, finished: bool | None) -> None:
        """Only finished (``True``) or unfinished (``False``) sittings; ``None``: both."""
        self._change(finished=finished)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the history by ``column`` in the database (the rows are not sorted here)."""
        if not 0 <= column < len(SORT_KEYS):
            return
        self._change(sort=SORT_KEYS[column], descending=order == Qt.SortOrder.DescendingOrder)

    def _change(self, **changes: Any) -> None:
        changed = {**self._fields, **changes}
        if changed != self._fields:
            self._fields = changed
            self.sig_query_changed.emit()


def fit_columns(table: QTableView, model: HistoryModel) -> None:
    """Each column but the players' (which takes the spare width) as wide as its title
    and the texts of the first :data:`~desktop.widgets.cell_widths.MEASURED_ROWS` rows.

    Done once when the rows are replaced, not by Qt at each layout (fitting to contents
    at every pass read the first page three times over as the window first showed it, a
    third of the start-up, issue 15); and the texts are measured here, not by
    ``QTableView.sizeHintForColumn``, which asks the model for eight roles of every cell
    through Python: 16 ms for the first page against 1 ms. The margins are those Qt's
    item views put around a cell's text (the focus frame's margin and one pixel on each
    side, and the grid line)."""
    header = table.horizontalHeader()
    # Fractional advances, rounded up (as Qt's own fit and desktop.widgets.cell_widths do):
    # the whole-pixel ones rounded down, and «Преферанс» was cut by a pixel under X11.
    metrics = QFontMetricsF(table.font())
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table)
    extra = 2 * (margin + 1) + (1 if table.showGrid() else 0)
    rows = [model.row_texts(model.summary(row))
            for row in range(min(model.rowCount(), MEASURED_ROWS))]  # fmt: skip
    for column in range(HistoryModel.PLACE + 1):
        if column != HistoryModel.PLAYERS:
            widest = ceil(
                max((metrics.horizontalAdvance(texts[column]) for texts in rows), default=0.0)
            )
            header.resizeSection(column, max(widest + extra, header.sectionSizeHint(column)))
