"""The main window's menus: File, Edit, Settings and Help, with their shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from desktop.shell.language_menu import LanguageMenu
from desktop.shell.text_size import TextSize, distinct

if TYPE_CHECKING:
    from desktop.shell.main_window import MainWindow


def build_menus(window: MainWindow) -> None:
    """Put the menus on ``window`` and keep their actions as its attributes
    (``new_action``, ``undo_action``, …). The texts are the main window's (its
    translation context)."""
    # Every shortcut is set as a list (setShortcuts): setShortcut's overloads make
    # PySide build the Qt namespace's Python type, 17 ms before the first paint.
    file_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&File"))
    window.new_action = QAction(QCoreApplication.translate("MainWindow", "&New sitting…"), window)
    window.new_action.setShortcuts(distinct(QKeySequence.StandardKey.New))
    window.new_action.triggered.connect(window.start.ask_new_sitting)
    file_menu.addAction(window.new_action)
    window.history_action = QAction(
        QCoreApplication.translate("MainWindow", "&All sittings"), window
    )
    window.history_action.setShortcuts(distinct(QKeySequence("Ctrl+H")))
    window.history_action.triggered.connect(window.show_history)
    file_menu.addAction(window.history_action)
    window.players_action = window.players.action
    file_menu.addAction(window.players_action)
    file_menu.addSeparator()
    window.import_action = QAction(
        QCoreApplication.translate("MainWindow", "&Import session file…"), window
    )
    window.import_action.setShortcuts(distinct(QKeySequence("Ctrl+I")))
    window.import_action.triggered.connect(window.files.ask_import)
    file_menu.addAction(window.import_action)
    window.export_action = QAction(
        QCoreApplication.translate("MainWindow", "&Export sitting…"), window
    )
    window.export_action.setShortcuts(distinct(QKeySequence("Ctrl+E")))
    window.export_action.triggered.connect(window.files.ask_export)
    file_menu.addAction(window.export_action)
    from desktop.shell.look_back_actions import LookBackActions

    window.look_back = LookBackActions(window)
    window.look_back.add_to(file_menu)
    file_menu.addSeparator()
    from desktop.shell.backup_actions import BackupActions

    window.backup = BackupActions(window)
    window.backup.add_to(file_menu)
    file_menu.addSeparator()
    quit_action = QAction(QCoreApplication.translate("MainWindow", "&Quit"), window)
    quit_action.setShortcuts(distinct(QKeySequence.StandardKey.Quit))
    quit_action.triggered.connect(window.close)
    file_menu.addAction(quit_action)

    edit_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
    window.undo_action = window.undo_group.createUndoAction(
        window, QCoreApplication.translate("MainWindow", "&Undo")
    )
    window.undo_action.setShortcuts(distinct(QKeySequence("Ctrl+Z")))
    window.redo_action = window.undo_group.createRedoAction(
        window, QCoreApplication.translate("MainWindow", "&Redo")
    )
    window.redo_action.setShortcuts(distinct(QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")))
    # The group keeps the actions' text and enabled state; triggering goes through
    # the controller instead of QUndoGroup.undo, so the store is written before the
    # stack moves and a failed write (a full disk) leaves the stack as it was.
    window.undo_action.triggered.disconnect()
    window.undo_action.triggered.connect(window.undo_sheet)
    window.redo_action.triggered.disconnect()
    window.redo_action.triggered.connect(window.redo_sheet)
    edit_menu.addAction(window.undo_action)
    edit_menu.addAction(window.redo_action)
    edit_menu.addSeparator()
    window.delete_action = QAction(
        QCoreApplication.translate("MainWindow", "&Delete the selected deal"), window
    )
    window.delete_action.triggered.connect(window.delete_deal)
    edit_menu.addAction(window.delete_action)

    settings_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
    window.language = LanguageMenu(window)
    window.language_group = window.language.group
    window.language.add_to(settings_menu)
    settings_menu.addSeparator()
    window.text_size = TextSize(window, window.settings)
    window.text_size.add_to(settings_menu)

    help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    window.rules_action = QAction(
        QCoreApplication.translate("MainWindow", "&Rules of this game"), window
    )
    window.rules_action.setShortcuts(distinct(QKeySequence("F1")))
    window.rules_action.triggered.connect(window.rulebook_access.show_game_rules)
    help_menu.addAction(window.rules_action)
    window.about_action = QAction(QCoreApplication.translate("MainWindow", "&About Zapis"), window)
    window.about_action.triggered.connect(window.show_about)
    help_menu.addAction(window.about_action)
