"""The main window's way into the rulebook: the window made on first use, F1 for the open
sitting's game and a rule link from the sheet opening its section.

Kept apart from the main window so it stays a small wiring: the window makes one
:class:`RulebookAccess` and asks it for the book. The strings keep the ``MainWindow``
translation context they had when this lived in the window.
"""

from __future__ import annotations

import contextlib
import importlib
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtWidgets import QMessageBox

from desktop.shell import settings as keys
from desktop.shell.settings import Settings
from desktop.shell.window_context import Frame, HasOpenSitting, HasSettings
from desktop.widgets.text_fill import fill

if TYPE_CHECKING:
    from desktop.rulebook.window import RulebookWindow


def ui_language(settings: Settings) -> str:
    """The UI language: the one chosen in the settings, else the system's (ru or en)."""
    chosen = settings.get(keys.LANGUAGE)
    if chosen in keys.LANGUAGES:
        return chosen
    return "ru" if QLocale.system().name().startswith("ru") else "en"


class RulebookContext(Frame, HasSettings, HasOpenSitting, Protocol):
    """What the rulebook access needs of its window."""


class RulebookAccess(QObject):
    """The rulebook window of one main window, and the ways the window opens it."""

    def __init__(self, window: RulebookContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self.book: RulebookWindow | None = None

    def rulebook_window(self) -> RulebookWindow | None:
        """The rulebook window (made on first use, in the UI language); ``None`` in a
        build without it."""
        if self.book is None:
            try:
                module = importlib.import_module("desktop.rulebook.window")
            except ImportError:
                return None
            self.book = module.RulebookWindow(
                ui_language(self.window.settings), self.window.frame()
            )
        return self.book

    def show_rule(self, rule: str) -> None:
        """Open the rulebook at the section ``rule`` (e.g. ``three-bugs/honours``); a
        section the rulebook lacks opens the game's rules and says so in the status bar."""
        window = self.window
        book = self.rulebook_window()
        if book is None:
            QMessageBox.information(
                window.frame(),
                QCoreApplication.translate("MainWindow", "Rule"),
                fill(QCoreApplication.translate("MainWindow", "Rule section: %1"), rule),
            )
            return
        try:
            book.show_section(rule)
        except KeyError:
            game = rule.split("/")[0]
            with contextlib.suppress(KeyError):
                book.show_game(game)
            window.frame().statusBar().showMessage(
                fill(
                    QCoreApplication.translate("MainWindow", "The rulebook has no section %1."),
                    rule,
                ),
                8000,
            )
        book.show()
        book.raise_()
        book.activateWindow()

    def show_game_rules(self) -> None:
        """F1: the rules of the open sitting's game (else the rulebook's contents)."""
        # The registry is read on the first F1, not before the window paints.
        from rules.registry import first_game

        window = self.window
        controller = window.controller
        game = controller.session.game if controller is not None else first_game()
        book = self.rulebook_window()
        if book is None:
            QMessageBox.information(
                window.frame(),
                QCoreApplication.translate("MainWindow", "Rules"),
                QCoreApplication.translate("MainWindow", "The rulebook is not part of this build."),
            )
            return
        try:
            book.show_game(game)
        except KeyError:
            # A game registered from outside may bring no rulebook chapter.
            window.frame().statusBar().showMessage(
                fill(
                    QCoreApplication.translate("MainWindow", "The rulebook has no section %1."),
                    game,
                ),
                8000,
            )
        book.show()
        book.raise_()
        book.activateWindow()

    def close(self) -> None:
        """Close the rulebook window, if it was ever made."""
        if self.book is not None:
            self.book.close()
