"""The size of the text, for a table read from arm's length: Ctrl+= (or Ctrl++) larger,
Ctrl+− smaller, Ctrl+0 the system's size; kept in the settings and applied when the
main window is made."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from desktop.keys import LARGER_TEXT, NORMAL_TEXT, SMALLER_TEXT
from desktop.shell import settings as keys
from desktop.shell.settings import Settings

SMALLEST = 7
"""The smallest text size offered, in points."""
LARGEST = 28
"""The largest text size offered, in points."""


class TextSize(QObject):
    """The text size actions of the Settings menu and the font they set."""

    def __init__(self, window: QWidget, settings: Settings) -> None:
        super().__init__(window)
        self.settings = settings
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self.app = app
        self.system_points = app.font().pointSize()
        """The size the system gave, for Ctrl+0."""
        self.larger_action = QAction(self.tr("&Larger text"), window)
        self.larger_action.setShortcuts(LARGER_TEXT.sequences_here())
        self.larger_action.triggered.connect(lambda: self.step(1))
        self.smaller_action = QAction(self.tr("S&maller text"), window)
        self.smaller_action.setShortcuts(SMALLER_TEXT.sequences_here())
        self.smaller_action.triggered.connect(lambda: self.step(-1))
        self.normal_action = QAction(self.tr("&Normal text size"), window)
        self.normal_action.setShortcuts(NORMAL_TEXT.sequences_here())
        self.normal_action.triggered.connect(lambda: self.set_points(0))
        for action in (self.larger_action, self.smaller_action, self.normal_action):
            window.addAction(action)
        self.set_points(settings.get(keys.TEXT_SIZE), keep=False)

    def add_to(self, menu: QMenu) -> None:
        """Put the actions in ``menu``."""
        for action in (self.larger_action, self.smaller_action, self.normal_action):
            menu.addAction(action)

    def points(self) -> int:
        """The text size now, in points."""
        return self.app.font().pointSize()

    def step(self, by: int) -> None:
        """Larger (``by`` > 0) or smaller text by ``by`` points, within the bounds."""
        self.set_points(max(SMALLEST, min(LARGEST, self.points() + by)))

    def set_points(self, points: int, *, keep: bool = True) -> None:
        """Text of ``points`` (0: the system's size), kept in the settings."""
        if keep:
            self.settings.set(keys.TEXT_SIZE, 0 if points == self.system_points else points)
        font = self.app.font()
        wanted = points if points > 0 else self.system_points
        if wanted > 0 and font.pointSize() != wanted:
            font.setPointSize(wanted)
            self.app.setFont(font)
