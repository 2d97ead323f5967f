"""Settings → Appearance: as the system, light or dark, kept in the settings and taken
into use at once (:mod:`desktop.appearance`); the text keeps the ``MainWindow``
translation context of the other Settings entries."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from desktop.appearance import DARK, LIGHT, SYSTEM, Look, current_look
from desktop.shell import settings as keys
from desktop.shell.window_context import Frame, HasSettings


class AppearanceContext(Frame, HasSettings, Protocol):
    """What the appearance menu needs of its window."""


class AppearanceMenu(QObject):
    """The appearance choices of one main window, the one in the settings checked."""

    def __init__(self, window: AppearanceContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self.group = QActionGroup(window.frame())
        current = window.settings.get(keys.APPEARANCE)
        for code, title in (
            (SYSTEM, QCoreApplication.translate("MainWindow", "As the &system")),
            (LIGHT, QCoreApplication.translate("MainWindow", "&Light")),
            (DARK, QCoreApplication.translate("MainWindow", "&Dark")),
        ):
            action = QAction(title, window.frame(), checkable=True)
            action.setData(code)
            action.setChecked(code == current)
            self.group.addAction(action)
        self.group.triggered.connect(self._chosen)

    def add_to(self, menu: QMenu) -> None:
        """Add the Appearance submenu at the end of ``menu``."""
        submenu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Appearance"))
        for action in self.group.actions():
            submenu.addAction(action)

    def _chosen(self, action: QAction) -> None:
        code = str(action.data() or "")
        self.window.settings.set(keys.APPEARANCE, code)
        look = current_look()
        if look is None:
            app = QApplication.instance()
            assert isinstance(app, QApplication)
            Look(app, code)
        else:
            look.choose(code)
