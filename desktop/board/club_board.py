"""The club board (issue 26): on one database, the evening across its tables — every
sitting of a day, each table's leader and standings, and the evening's standings in money
(the Evening view's sums, ``Store.settle_evening``) or, where a sitting has no
price, in points — following every sitting live."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from db.change_feed import ChangeFeed, SittingMoved
from db.errors import MissingPrice
from db.history_query import HistoryQuery
from db.service import StorageError, Store
from desktop import keys
from desktop.appearance import board_theme
from desktop.board.inhibit import ScreenSaverHold
from desktop.board.scoreboard import THEMES, standings, theme_after, toggle_full_screen
from desktop.games.game_ui import GAME_UIS
from desktop.money.money_text import net_lines
from desktop.shell.history_model import day_start
from desktop.shell.screen_fit import fit_window
from desktop.widgets.number_text import format_points
from desktop.widgets.text_fill import fill

TABLES_LIMIT = 200
"""The most sittings one evening shows."""


def evening_lines(store: Store, day: date) -> tuple[list[str], list[str]]:
    """The tables' lines (one a sitting: its game, its standings, the leader starred) and
    the evening's lines (each person's net in money, else his points added up)."""
    query = HistoryQuery(since=day_start(day), until=day_start(day + timedelta(days=1)))
    found = sorted(store.find_sittings(query, limit=TABLES_LIMIT), key=lambda s: s.id)
    tables: list[str] = []
    points: dict[str, int] = {}
    for summary in found:
        loaded = store.load(summary.id)
        people = store.seated_people(summary.id)
        ui = GAME_UIS.get(summary.game)
        game = ui.title() if ui is not None else summary.game
        cells = []
        for line, person in zip(standings(loaded), people, strict=False):
            cells.append(f"{'★ ' if line.leader else ''}{line.name} {format_points(line.total)}")
            points[person] = points.get(person, 0) + line.total
        tables.append(f"{summary.id} · {game}: " + ", ".join(cells))
    evening: list[str] = []
    if found:
        try:
            settled = store.settle_evening([summary.id for summary in found])
            evening = net_lines(settled)
        except (MissingPrice, ValueError):
            # Not every table plays for money (or in one currency): the points, added.
            evening = [f"{name} {format_points(total)}" for name, total in sorted(points.items())]
    return tables, evening


class ClubBoard(QWidget):
    """The evening of one day across the tables, following them."""

    sig_moved = Signal(object)
    """The feed's report, crossing from its thread."""

    def __init__(self, store: Store, day: date, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.day = day
        self.theme = board_theme()
        self.setWindowTitle(self.tr("Zapis — the club's evening"))
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.tables = QLabel(self)
        self.evening = QLabel(self)
        for label in (self.title, self.tables, self.evening):
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addStretch(1)
        self._hold = ScreenSaverHold()
        self.sig_moved.connect(self._moved)
        self._feed: ChangeFeed | None = store.change_feed(self.sig_moved.emit)
        self._feed.start()
        for key, does in (
            (keys.BOARD_FULL_SCREEN, lambda: toggle_full_screen(self)),
            (keys.BOARD_THEME, self.next_theme),
            (keys.BOARD_CLOSE, self.close),
        ):
            for sequence in key.sequences_here():
                QShortcut(sequence, self, does)
        fit_window(self, QSize(1000, 700))  # a laptop at 1.5 has 485 logical pixels
        self.refresh()

    def next_theme(self) -> None:
        """Light → dark → high contrast → light."""
        self.theme = theme_after(self.theme)
        self.refresh()

    def refresh(self) -> None:
        """Read the evening again and draw it."""
        background, text, _leader = THEMES[self.theme]
        self.setStyleSheet(f"background: {background}; color: {text};")
        try:
            tables, evening = evening_lines(self.store, self.day)
        except (StorageError, LookupError) as problem:
            self.tables.setText(str(problem))
            return
        self.title.setText(fill(self.tr("The evening of %1"), self.day.isoformat()))
        self.tables.setText("\n".join(tables) or self.tr("No sitting on this day."))
        self.evening.setText(self.tr("The evening:") + "\n" + "\n".join(evening) if evening else "")
        self._scale()

    def _moved(self, _moves: tuple[SittingMoved, ...]) -> None:
        self.refresh()

    def _scale(self) -> None:
        lines = max(4, self.tables.text().count("\n") + self.evening.text().count("\n") + 4)
        size = max(8, min(self.height() // (lines * 2), self.width() // 60))
        for label in (self.title, self.tables, self.evening):
            font = label.font()
            font.setPixelSize(size)
            label.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale()

    def showEvent(self, event: QShowEvent) -> None:
        self._hold.hold(self.tr("The club board is showing"))
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._hold.release()
        if self._feed is not None:
            self._feed.stop()
            self._feed = None
        super().closeEvent(event)
