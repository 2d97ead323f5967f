"""The history of every sitting: the panel with its table, filters and buttons (the
model and the filter are in :mod:`desktop.shell.history_model`).

The filters (game, player, a search by name, start dates, place, finished) and the sort
(any column) are one :class:`~db.history_query.HistoryQuery`, answered in SQL a page at
a time (:meth:`db.service.Store.find_sittings`), so a history of 10,000 sittings stays instant; the
model fetches the next page as the table scrolls. Names are compared as Python folds
them (Cyrillic case, ``ё`` as ``е``), which SQLite's ``LIKE`` does not do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QDate,
    QEvent,
    QModelIndex,
    QObject,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.games.game_ui import GAME_UIS
from desktop.shell.history_model import (
    ID_ROLE,
    PAGE_SIZE,
    SORT_ROLE,
    HistoryFilter,
    HistoryModel,
    day_start,
    fit_columns,
    fold,
    python_date,
)
from desktop.widgets.date_field import DateField
from desktop.widgets.date_text import local_time
from desktop.widgets.record_model import sortable_table_view
from desktop.widgets.text_fill import fill

if TYPE_CHECKING:
    from db.service import SittingSummary, Store

__all__ = [
    "ID_ROLE",
    "PAGE_SIZE",
    "SORT_ROLE",
    "HistoryFilter",
    "HistoryModel",
    "HistoryPanel",
    "day_start",
    "fold",
    "local_time",
]


class HistoryPanel(QWidget):
    """The history table with its filters."""

    sig_open_requested = Signal(int)
    """A sitting was chosen to open (its id)."""
    sig_new_requested = Signal()
    """The player asked for a new sitting."""
    sig_details_requested = Signal(int)
    """The player asked to change the selected sitting's place and note (its id)."""
    sig_delete_requested = Signal(int)
    """The player asked to delete the selected sitting (its id)."""
    sig_evening_requested = Signal(int)
    """The player asked to settle an evening around the selected sitting (its id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = HistoryModel(self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)

        layout = QVBoxLayout(self)
        title = QLabel(self.tr("<h2>All sittings</h2>"), self)
        layout.addWidget(title)

        filters = QHBoxLayout()
        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("search")
        self.search_edit.setPlaceholderText(self.tr("Search by player…"))
        self.search_edit.setClearButtonEnabled(True)
        # Down goes from the search to the sittings it found (eventFilter).
        self.search_edit.installEventFilter(self)
        filters.addWidget(self.search_edit, 2)
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("gameFilter")
        self.game_box.addItem(self.tr("All games"), "")
        for name, ui in GAME_UIS.items():
            self.game_box.addItem(ui.title(), name)
        filters.addWidget(self.game_box)
        self.player_box = QComboBox(self)
        self.player_box.setObjectName("playerFilter")
        filters.addWidget(self.player_box)
        self.finished_box = QComboBox(self)
        self.finished_box.setObjectName("finishedFilter")
        self.finished_box.addItem(self.tr("Finished or not"), None)
        self.finished_box.addItem(self.tr("In play"), False)
        self.finished_box.addItem(self.tr("Finished"), True)
        filters.addWidget(self.finished_box)
        self.place_box = QComboBox(self)
        self.place_box.setObjectName("placeFilter")
        filters.addWidget(self.place_box)
        self.dates_check = QCheckBox(self.tr("Started from"), self)
        self.dates_check.setObjectName("datesFilter")
        filters.addWidget(self.dates_check)
        today = QDate.currentDate()
        self.since_edit = DateField(today.addMonths(-1), self)
        self.until_edit = DateField(today, self)
        filters.addWidget(self.since_edit)
        filters.addWidget(QLabel(self.tr("to"), self))
        filters.addWidget(self.until_edit)
        layout.addLayout(filters)

        self.table = sortable_table_view(
            self.proxy,
            self,
            name="history",
            sort_column=HistoryModel.UPDATED,
            order=Qt.SortOrder.DescendingOrder,
            stretch_column=HistoryModel.PLAYERS,
        )
        # Fitted once when the rows are replaced (history_model.fit_columns), not by Qt
        # at each layout; the player may widen a column himself.
        header = self.table.horizontalHeader()
        for column in range(HistoryModel.PLACE + 1):
            if column != HistoryModel.PLAYERS:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        # An empty database shows what to do next instead of an empty table.
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("emptyHistory")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setTextFormat(Qt.TextFormat.RichText)
        self._set_empty_text()
        self.empty_label.linkActivated.connect(lambda _link: self.sig_new_requested.emit())
        self.table_stack = QStackedWidget(self)
        self.table_stack.addWidget(self.table)
        self.table_stack.addWidget(self.empty_label)
        layout.addWidget(self.table_stack, 1)

        bottom = QHBoxLayout()
        self.count_label = QLabel(self)
        bottom.addWidget(self.count_label, 1)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.details_button = QPushButton(self.tr("Date, place, na&mes…"), self)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.evening_button = QPushButton(self.tr("E&vening…"), self)
        self.evening_button.setToolTip(
            self.tr("Settle this sitting together with the others of its day: who pays whom")
        )
        self.new_button = QPushButton(self.tr("&New sitting…"), self)
        for button in self.row_buttons():
            bottom.addWidget(button)
        bottom.addWidget(self.new_button)
        layout.addLayout(bottom)

        self.search_edit.textChanged.connect(self.proxy.set_search)
        self.game_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_game(self.game_box.currentData() or None)
        )
        self.player_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_player(self.player_box.currentData() or None)
        )
        self.finished_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_finished(self.finished_box.currentData())
        )
        self.place_box.currentIndexChanged.connect(
            lambda _i: self.proxy.set_place(self.place_box.currentData() or None)
        )
        self._store: Store | None = None
        self._total = 0
        self._light = False
        self.proxy.sig_query_changed.connect(self._requery)
        self.dates_check.toggled.connect(self._dates_changed)
        self.since_edit.dateChanged.connect(self._dates_changed)
        self.until_edit.dateChanged.connect(self._dates_changed)
        self._dates_changed()
        self.table.activated.connect(self._open_index)
        self.open_button.clicked.connect(self._open_current)
        self.new_button.clicked.connect(self.sig_new_requested)
        self.details_button.clicked.connect(lambda: self._ask(self.sig_details_requested))
        self.delete_button.clicked.connect(lambda: self._ask(self.sig_delete_requested))
        self.evening_button.clicked.connect(lambda: self._ask(self.sig_evening_requested))
        for signal in (self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset,
                       self.proxy.layoutChanged):  # fmt: skip
            signal.connect(self._update_count)
        self.set_players([])
        self.set_places([])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.search_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_PageDown)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and self.table.isVisible()
        ):
            self.go_to_list()
            return True
        return super().eventFilter(watched, event)

    def go_to_list(self) -> None:
        """Put the keyboard on the sittings (the first one current if none is), so that
        Down from the search reaches them at once and Return opens one."""
        if not self.table.currentIndex().isValid() and self.proxy.rowCount():
            self.table.setCurrentIndex(self.proxy.index(0, 0))
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _set_empty_text(self) -> None:
        self.empty_label.setText(
            "<p style='font-size:large'>"
            + fill(
                self.tr("No sittings yet — %1 (Ctrl+N)"),
                "<a href='new'>" + self.tr("New sitting…") + "</a>",
            )
            + "</p><p>"
            + self.tr("or File → Import session file… to bring in a sitting written elsewhere.")
            + "</p>"
        )

    def show_waiting(self, text: str) -> None:
        """Say ``text`` (the database is being opened) where the table will be."""
        self.empty_label.setText(f"<p style='font-size:large'>{text}</p>")
        self.table_stack.setCurrentWidget(self.empty_label)
        # Emptied, not hidden: it is the stretch that keeps the buttons at their size.
        self.count_label.clear()
        filters = (self.search_edit, self.game_box, self.player_box, self.finished_box,
                   self.place_box, self.dates_check, self.since_edit,
                   self.until_edit)  # fmt: skip
        for widget in (*filters, *self.row_buttons()):
            widget.setEnabled(False)

    def set_rows(self, rows: Sequence[Any], total: int | None = None) -> None:
        """Show these sittings, the first page of ``total`` in the database (the hint to
        start one when there are none)."""
        self._total = len(rows) if total is None else total
        self.model.set_rows(rows, self._total, self._fetch if self._store is not None else None)
        self._show_rows(bool(self._total))

    def _fit_columns(self) -> None:
        fit_columns(self.table, self.model)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            # A larger text size (Settings → Text size) needs wider columns.
            self._fit_columns()

    def _show_rows(self, any_at_all: bool) -> None:
        self._update_count()
        self._fit_columns()
        self._set_empty_text()
        self.table_stack.setCurrentWidget(self.table if any_at_all else self.empty_label)
        if not any_at_all:
            self.count_label.clear()
        for widget in (self.search_edit, self.game_box, self.player_box, self.finished_box,
                       self.place_box, self.dates_check, *self.row_buttons()):  # fmt: skip
            widget.setEnabled(any_at_all)
        if any_at_all:
            self._dates_changed()
        else:
            self.since_edit.setEnabled(False)
            self.until_edit.setEnabled(False)

    def is_empty(self) -> bool:
        """True when the database has no sitting at all (the hint is shown)."""
        return self.table_stack.currentWidget() is self.empty_label

    def show_player(self, name: str) -> bool:
        """Show only the sittings ``name`` played (the player filter set to him, the other
        filters cleared); ``False`` if the filter does not know him."""
        index = next(
            (i for i in range(self.player_box.count())
             if fold(str(self.player_box.itemData(i) or "")) == fold(name)),
            -1,
        )  # fmt: skip
        if index < 0:
            return False
        self.search_edit.clear()
        self.game_box.setCurrentIndex(0)
        self.finished_box.setCurrentIndex(0)
        self.place_box.setCurrentIndex(0)
        self.dates_check.setChecked(False)
        self.player_box.setCurrentIndex(index)
        return True

    def selected_sitting(self) -> int | None:
        """The id of the sitting selected in the table."""
        index = self.table.currentIndex()
        return int(self.proxy.data(index, ID_ROLE)) if index.isValid() else None

    def set_players(self, players: Sequence[str]) -> None:
        """The names the player filter offers."""
        current = self.player_box.currentData()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItem(self.tr("All players"), "")
        for name in players:
            self.player_box.addItem(name, name)
        index = self.player_box.findData(current) if current else 0
        self.player_box.setCurrentIndex(max(0, index))
        self.player_box.blockSignals(False)

    def set_places(self, places: Sequence[str]) -> None:
        """The places the place filter offers."""
        current = self.place_box.currentData()
        self.place_box.blockSignals(True)
        self.place_box.clear()
        self.place_box.addItem(self.tr("Any place"), "")
        for place in places:
            self.place_box.addItem(place, place)
        index = self.place_box.findData(current) if current else 0
        self.place_box.setCurrentIndex(max(0, index))
        self.place_box.blockSignals(False)
        # A place no sitting has any more is no filter.
        self.proxy.set_place(self.place_box.currentData() or None)

    def show_light(self, rows: Sequence[Any], total: int) -> None:
        """Show the history's first page (default filters and order), read before the
        store opened (:mod:`db.history_light`); :meth:`attach` keeps it."""
        self._light = True
        self.set_rows(rows, total)

    def attach(self, store: Store) -> bool:
        """Read from ``store`` from now on. The page :meth:`show_light` showed stays as
        it is (no second read, the selection and scroll kept) when the filters and the
        order are still the default ones: ``True``; otherwise (the player changed them
        meanwhile, or nothing was shown yet) the history is read again: ``False``."""
        from db.history_query import HistoryQuery

        light, self._light = self._light, False
        self._store = None  # filling the filters reads nothing yet
        self.set_players(store.known_players())
        self.set_places(store.known_places())
        self._store = store
        query = self.proxy.query
        if light and query == HistoryQuery(game_order=query.game_order):
            self.model.set_fetch(self._fetch)
            return True
        self._requery()
        return False

    def reload(self, store: Store) -> None:
        """Read the known players and places and the history's first page again."""
        self._store = store
        self.set_players(store.known_players())
        self.set_places(store.known_places())
        self._requery()

    def _fetch(self, offset: int, limit: int) -> list[SittingSummary]:
        if self._store is None:
            return []
        return self._store.find_sittings(self.proxy.query, offset=offset, limit=limit)

    def _requery(self) -> None:
        """Read the first page of what the filters find, and how many there are."""
        if self._store is None:
            return  # (before the import: the window's first paint comes before any db)
        found = self._store.count_sittings(self.proxy.query)
        self._total = self._store.count_sittings()
        first = self._fetch(0, PAGE_SIZE)
        self.model.set_rows(first, found, self._fetch)
        self._show_rows(bool(self._total))

    def visible_ids(self) -> list[int]:
        """The sitting ids the table shows, top to bottom."""
        return [
            int(self.proxy.data(self.proxy.index(r, 0), ID_ROLE))
            for r in range(self.proxy.rowCount())
        ]

    def _dates_changed(self) -> None:
        enabled = self.dates_check.isChecked()
        self.since_edit.setEnabled(enabled)
        self.until_edit.setEnabled(enabled)
        if enabled:
            self.proxy.set_dates(
                python_date(self.since_edit.date()), python_date(self.until_edit.date())
            )
        else:
            self.proxy.set_dates(None, None)

    def _update_count(self) -> None:
        shown, total = self.model.found(), self._total
        self.count_label.setText(fill(self.tr("%1 of %2 sittings shown"), shown, total))

    def _open_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.sig_open_requested.emit(int(self.proxy.data(index, ID_ROLE)))

    def _open_current(self) -> None:
        self._open_index(self.table.currentIndex())

    def row_buttons(self) -> tuple[QPushButton, ...]:
        """The buttons that act on the selected sitting."""
        return (self.open_button, self.details_button, self.evening_button, self.delete_button)

    def _ask(self, signal: SignalInstance) -> None:
        sitting = self.selected_sitting()
        if sitting is not None:
            signal.emit(sitting)
