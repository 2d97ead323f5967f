"""The scoreboard (issue 26): a second window for the room, the standings of one sitting in
big type that scales with the window, following the sitting live.

Every player's name and total, the leader marked, what the last deal changed, the game's
own lines (its ``board`` hook: games and rubbers, what is on the table, the columns) or
else the games won (for a game that has games), and who deals next; light, dark and
high-contrast, the screen saver held off while it shows (the window both boards share:
:mod:`desktop.board.board_window`). Full screen on the screen the user picks (the screen
is set first: Wayland ignores positions). It names no game: everything comes from the
scored sheet, its summary, the game's hooks and words, and the rules' next dealer.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QScreen
from PySide6.QtWidgets import QGridLayout, QLabel, QMenu, QVBoxLayout, QWidget

from db.change_feed import SittingMoved
from db.service import LoadedSitting, SittingId, StorageError, Store
from desktop import keys
from desktop.board.board_window import BoardWindow
from desktop.games.game_ui import GAME_UIS
from desktop.shell.screen_fit import fit_window
from desktop.widgets.number_text import format_points
from desktop.widgets.text_fill import fill
from rules.game_hooks import BoardLine
from rules.registry import UnknownGame, find_entry
from rules.session import next_dealer


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line on the board."""

    name: str
    total: int
    last: int
    """What the last deal wrote for him (0 before the first deal)."""
    games: int
    leader: bool


def standings(loaded: LoadedSitting) -> tuple[Standing, ...]:
    """The board's lines: the winner once the rules name one, else the sole highest total,
    is the leader."""
    scored = loaded.scored
    last: dict[str, int] = dict.fromkeys(scored.players, 0)
    if scored.deals:
        for entry in scored.deals[-1].entries:
            if entry.player in last:
                last[entry.player] += entry.points
    top = max(scored.totals.values(), default=0)
    leaders = [name for name in scored.players if scored.totals[name] == top]
    winner = scored.summary.winner
    leader = winner if winner is not None else (leaders[0] if len(leaders) == 1 else None)
    return tuple(
        Standing(
            name,
            scored.totals[name],
            last[name],
            scored.summary.games_won_by(name),
            name == leader and bool(scored.deals),
        )
        for name in scored.players
    )


def game_lines(loaded: LoadedSitting) -> tuple[BoardLine, ...]:
    """The game's own lines on the board (its ``board`` hook); none for a game without."""
    try:
        board = find_entry(loaded.session.game).game_hooks().board
    except UnknownGame:
        return ()
    return () if board is None else board(loaded.session, loaded.scored)


def line_text(loaded: LoadedSitting, line: BoardLine, value: int, player: str | None) -> str:
    """One of the game's lines in words: its template (the game's ``BOARD_WORDS``,
    translated) filled with ``value`` and which one it is, a mark for ``player`` when he
    won what it counts."""
    ui = GAME_UIS.get(loaded.session.game)
    template = ui.board_words().get(line.word) if ui is not None else None
    words = QCoreApplication.translate("Scoreboard", template) if template else f"{line.word} %1"
    text = fill(words, value, line.number if line.number is not None else "")
    return f"{text} ✓" if player is not None and line.winner == player else text


class Scoreboard(BoardWindow):
    """The board of one sitting, following it."""

    def __init__(self, store: Store, sitting: SittingId, parent: QWidget | None = None) -> None:
        super().__init__(store, parent)
        self.setWindowTitle(self.tr("Zapis — scoreboard"))
        self.sitting = sitting
        self._layout = QVBoxLayout(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self._grid = QGridLayout()
        self._layout.addLayout(self._grid, 1)
        self.table_line = QLabel(self)
        """The game's lines of the table (what is on it), under the standings."""
        self.table_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.table_line)
        self.dealer = QLabel(self)
        self.dealer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.dealer)
        self._cells: list[QLabel] = []
        self.loaded = store.load(sitting)
        self.follow([int(sitting)])
        self._actions()
        fit_window(self, QSize(900, 600))  # a laptop at 1.5 has 485 logical pixels
        self.draw()

    def _actions(self) -> None:
        full = QAction(self.tr("Full screen"), self)
        full.setShortcuts(keys.BOARD_FULL_SCREEN.sequences_here())
        full.triggered.connect(self.toggle_full_screen)
        self.addAction(full)
        theme = QAction(self.tr("Next theme (light, dark, high contrast)"), self)
        theme.setShortcuts(keys.BOARD_THEME.sequences_here())
        theme.triggered.connect(self.next_theme)
        self.addAction(theme)
        close = QAction(self.tr("Close the scoreboard"), self)
        close.setShortcuts(keys.BOARD_CLOSE.sequences_here())
        close.triggered.connect(self.close)
        self.addAction(close)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)

    def _menu(self, at: QPoint) -> None:
        menu = QMenu(self)
        for action in self.actions():
            menu.addAction(action)
        screens = menu.addMenu(self.tr("Full screen on"))
        for screen in QGuiApplication.screens():
            chosen = screens.addAction(screen.name())
            chosen.triggered.connect(lambda _=False, s=screen: self.full_screen_on(s))
        menu.exec(self.mapToGlobal(at))

    def full_screen_on(self, screen: QScreen) -> None:
        """Full screen on ``screen`` (a ``QScreen``), set before going full screen."""
        self.showNormal()
        self.setScreen(screen)
        self.showFullScreen()

    def showing_note(self) -> str:
        """Why the screen saver is held off."""
        return self.tr("The scoreboard is showing")

    def moved(self, moves: tuple[SittingMoved, ...]) -> None:
        """Read the sitting again when it moved; say so when it was deleted."""
        for move in moves:
            if move.sitting != self.sitting:
                continue
            if move.revision is None:
                self.title.setText(self.tr("This sitting was deleted."))
                return
            try:
                self.loaded = self.store.load(self.sitting)
            except (StorageError, LookupError) as problem:
                self.dealer.setText(str(problem))
                return
            self.draw()

    def draw(self) -> None:
        """Draw the board from :attr:`loaded`."""
        leader = self.themed()
        for cell in self._cells:
            self._grid.removeWidget(cell)
            cell.deleteLater()
        self._cells = []
        lines = standings(self.loaded)
        own = game_lines(self.loaded)
        by_player = [line for line in own if line.players]
        games = not own and any(line.games for line in lines)
        for row, line in enumerate(lines):
            mark = "★ " if line.leader else ""
            last = format_points(line.last, signed=True) if line.last else ""
            texts = [f"{mark}{line.name}", format_points(line.total), last]
            if games:
                texts.append(fill(self.tr("games: %1"), line.games))
            for extra in by_player:
                number = extra.players.get(line.name, 0)
                texts.append(line_text(self.loaded, extra, number, line.name))
            for column, value in enumerate(texts):
                cell = QLabel(value, self)
                cell.setAlignment(
                    Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
                )
                if line.leader:
                    cell.setStyleSheet(f"color: {leader};")
                self._grid.addWidget(cell, row, column)
                self._cells.append(cell)
        table = [line for line in own if line.table is not None]
        self.table_line.setText(
            " · ".join(line_text(self.loaded, line, line.table or 0, None) for line in table)
        )
        self.table_line.setVisible(bool(table))
        deals = len(self.loaded.session.deals)
        self.title.setText(fill(self.tr("Deals: %1"), deals))
        dealer = next_dealer(self.loaded.session) if not self.loaded.scored.finished else None
        self.dealer.setText(fill(self.tr("Deals next: %1"), dealer) if dealer else "")
        self.scale()

    def scale(self) -> None:
        """The type fits the window: its height shared by the lines, its width by the
        longest line."""
        rows = max(1, len(self.loaded.scored.players)) + 2
        longest = max((len(cell.text()) for cell in self._cells), default=8) + 12
        size = max(8, min(self.height() // (rows * 2), self.width() // longest))
        for widget in (*self._cells, self.title, self.table_line, self.dealer):
            font = widget.font()
            font.setPixelSize(size if widget in self._cells else max(8, size * 2 // 3))
            widget.setFont(font)
