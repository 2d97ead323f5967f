"""The club board (issue 26): on one database, the evening across its tables — every
sitting of a day, each table's leader and standings, and the evening's standings in money
(the Evening view's sums, ``Store.settle_evening``) or, where a sitting has no
price, in points — following every sitting live."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QSize
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from db.change_feed import SittingMoved
from db.errors import MissingPrice
from db.history_query import HistoryQuery
from db.service import StorageError, Store
from desktop import keys
from desktop.board.board_window import BoardWindow
from desktop.board.scoreboard import standings
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


class ClubBoard(BoardWindow):
    """The evening of one day across the tables, following them."""

    def __init__(self, store: Store, day: date, parent: QWidget | None = None) -> None:
        super().__init__(store, parent)
        self.day = day
        self.setWindowTitle(self.tr("Zapis — the club's evening"))
        layout = QVBoxLayout(self)
        self.tables = QLabel(self)
        self.evening = QLabel(self)
        for label in (self.title, self.tables, self.evening):
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addStretch(1)
        self.follow()
        for key, does in (
            (keys.BOARD_FULL_SCREEN, self.toggle_full_screen),
            (keys.BOARD_THEME, self.next_theme),
            (keys.BOARD_CLOSE, self.close),
        ):
            for sequence in key.sequences_here():
                QShortcut(sequence, self, does)
        fit_window(self, QSize(1000, 700))  # a laptop at 1.5 has 485 logical pixels
        self.draw()

    def draw(self) -> None:
        """Read the evening again and draw it."""
        self.themed()
        try:
            tables, evening = evening_lines(self.store, self.day)
        except (StorageError, LookupError) as problem:
            self.tables.setText(str(problem))
            return
        self.title.setText(fill(self.tr("The evening of %1"), self.day.isoformat()))
        self.tables.setText("\n".join(tables) or self.tr("No sitting on this day."))
        self.evening.setText(self.tr("The evening:") + "\n" + "\n".join(evening) if evening else "")
        self.scale()

    def moved(self, _moves: tuple[SittingMoved, ...]) -> None:
        """Any table moved: the evening is read again."""
        self.draw()

    def scale(self) -> None:
        """The type fits the window: its height shared by the lines, its width by 60
        letters."""
        lines = max(4, self.tables.text().count("\n") + self.evening.text().count("\n") + 4)
        size = max(8, min(self.height() // (lines * 2), self.width() // 60))
        for label in (self.title, self.tables, self.evening):
            font = label.font()
            font.setPixelSize(size)
            label.setFont(font)

    def showing_note(self) -> str:
        """Why the screen saver is held off."""
        return self.tr("The club board is showing")
