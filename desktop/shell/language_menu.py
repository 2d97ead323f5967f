"""Settings → Language: the UI language (as the system, Russian or English), saved in the
settings and taken into use by restarting, once the player agrees.

Kept apart from the main window so it stays a small wiring: the window makes one
:class:`LanguageMenu` and adds it to its Settings menu. The strings keep the
``MainWindow`` translation context they had when this lived in the window.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from desktop.shell import settings as keys
from desktop.shell.window_context import Frame, HasSettings


class LanguageContext(Frame, HasSettings, Protocol):
    """What the language menu needs of its window."""

    def confirm_restart(self) -> bool:
        """Whether to restart now for the new language."""
        ...


class LanguageMenu(QObject):
    """The language choices of one main window, one of them checked."""

    def __init__(self, window: LanguageContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self.group = QActionGroup(window.frame())
        current = window.settings.get(keys.LANGUAGE)
        for code, title in (
            ("", QCoreApplication.translate("MainWindow", "As the system")),
            ("ru", "Русский"),
            ("en", "English"),
        ):
            action = QAction(title, window.frame(), checkable=True)
            action.setData(code)
            action.setChecked(code == current)
            self.group.addAction(action)
        self.group.triggered.connect(self._language_chosen)

    def add_to(self, menu: QMenu) -> None:
        """Add the Language submenu at the end of ``menu``."""
        language_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
        for action in self.group.actions():
            language_menu.addAction(action)

    def _language_chosen(self, action: QAction) -> None:
        code = str(action.data() or "")
        settings = self.window.settings
        if code == settings.get(keys.LANGUAGE):
            return
        settings.set(keys.LANGUAGE, code)
        if self.window.confirm_restart():
            from desktop.shell.restart import restart

            restart(self.window.frame())
