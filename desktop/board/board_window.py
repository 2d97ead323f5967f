"""What the room's two boards share (issue 26): a window of its own in the board's theme
(light, dark, high contrast; T cycles them), a title line, the screen saver held off while
it shows (:mod:`desktop.board.inhibit`), and the change feed it follows, its reports
crossing from the feed's thread by :attr:`BoardWindow.sig_moved`.

The scoreboard of one sitting (:mod:`desktop.board.scoreboard`) and the club's evening
(:mod:`desktop.board.club_board`) subclass :class:`BoardWindow`; the words on screen are
theirs, translated in their own contexts (PySide's ``tr`` looks a string up under the
class of the object, not of the method that says it).
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from db.change_feed import ChangeFeed, SittingMoved
from db.service import Store
from desktop.appearance import board_theme
from desktop.board.inhibit import ScreenSaverHold

THEMES = {
    "light": ("#ffffff", "#111111", "#b00020"),
    "dark": ("#121212", "#f0f0f0", "#ffcc00"),
    "contrast": ("#000000", "#ffffff", "#00ff00"),
}
"""Background, text and the leader's colour of each theme."""


def theme_after(theme: str) -> str:
    """The theme T brings after ``theme``: light → dark → high contrast → light."""
    names = list(THEMES)
    return names[(names.index(theme) + 1) % len(names)]


class BoardWindow(QWidget):
    """A board: its own window, themed, following the database once :meth:`follow` is
    called. A subclass names its window, draws itself (:meth:`draw`), fits its type to the window
    (:meth:`scale`), answers the feed's reports (:meth:`moved`) and says why the screen
    saver is held (:meth:`showing_note`)."""

    sig_moved = Signal(object)
    """The feed's report (a tuple of ``SittingMoved``), crossing from its thread."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.theme = board_theme()
        """The theme's name (a key of :data:`THEMES`), first the app's own look."""
        self.title = QLabel(self)
        """The board's first line."""
        self._hold = ScreenSaverHold()
        self._feed: ChangeFeed | None = None
        self.sig_moved.connect(self.moved)

    def follow(self, sittings: Collection[int] | None = None) -> None:
        """Start hearing the changes of ``sittings`` (``None``: of every sitting). Called
        by the subclass once its widgets are built: the first report may come at once."""
        self._feed = self.store.change_feed(self.sig_moved.emit, sittings=sittings)
        self._feed.start()

    def themed(self) -> str:
        """Colour the window in its theme; the leader's colour."""
        background, text, leader = THEMES[self.theme]
        self.setStyleSheet(f"background: {background}; color: {text};")
        return leader

    def toggle_full_screen(self) -> None:
        """Full screen on the window's screen, or back."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def next_theme(self) -> None:
        """Light → dark → high contrast → light."""
        self.theme = theme_after(self.theme)
        self.draw()

    def draw(self) -> None:
        """Draw the board (the subclass's)."""
        raise NotImplementedError

    def scale(self) -> None:
        """Fit the type to the window (the subclass's)."""
        raise NotImplementedError

    def moved(self, moves: tuple[SittingMoved, ...]) -> None:
        """The feed heard ``moves`` (the subclass's)."""
        raise NotImplementedError

    def showing_note(self) -> str:
        """Why the screen saver is held off, in the UI language (the subclass's)."""
        raise NotImplementedError

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scale()

    def showEvent(self, event: QShowEvent) -> None:
        self._hold.hold(self.showing_note())
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._hold.release()
        if self._feed is not None:
            self._feed.stop()
            self._feed = None
        super().closeEvent(event)
