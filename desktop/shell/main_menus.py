"""The main window's menus: File, Edit, Settings and Help, with their shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QUndoGroup

from desktop import keys
from desktop.shell.appearance_menu import AppearanceContext, AppearanceMenu
from desktop.shell.backup_actions import BackupActions, BackupContext
from desktop.shell.language_menu import LanguageContext, LanguageMenu
from desktop.shell.look_back_actions import LookBackContext
from desktop.shell.text_size import TextSize

if TYPE_CHECKING:
    from desktop.shell.look_back_actions import LookBackActions
    from desktop.shell.players_access import PlayersAccess
    from desktop.shell.rulebook_access import RulebookAccess
    from desktop.shell.session_files import SessionFiles
    from desktop.shell.window_start import WindowStart


class MenuWindow(LookBackContext, LanguageContext, BackupContext, AppearanceContext, Protocol):
    """What the menus need of their window: the helpers whose actions they hold, the
    window's own commands, and the attributes the actions are kept in."""

    new_action: QAction
    history_action: QAction
    players_action: QAction
    import_action: QAction
    export_action: QAction
    look_back: LookBackActions
    backup: BackupActions
    undo_action: QAction
    redo_action: QAction
    delete_action: QAction
    scoreboard_action: QAction
    language: LanguageMenu
    language_group: QActionGroup
    text_size: TextSize
    appearance: AppearanceMenu
    rules_action: QAction
    about_action: QAction

    @property
    def start(self) -> WindowStart:
        """The start, whose New sitting waits for the store."""
        ...

    @property
    def players(self) -> PlayersAccess:
        """File → Players…."""
        ...

    @property
    def files(self) -> SessionFiles:
        """File → Import and File → Export."""
        ...

    @property
    def rulebook_access(self) -> RulebookAccess:
        """Help → Rules of this game."""
        ...

    @property
    def undo_group(self) -> QUndoGroup:
        """The open sheet's undo stack, for the Edit menu's texts."""
        ...

    def show_history(self) -> None:
        """File → All sittings."""
        ...

    def undo_sheet(self) -> None:
        """Edit → Undo."""
        ...

    def redo_sheet(self) -> None:
        """Edit → Redo."""
        ...

    def delete_deal(self) -> None:
        """Edit → Delete the selected deal."""
        ...

    def show_scoreboard(self) -> bool:
        """View → Scoreboard for the room."""
        ...

    def show_about(self) -> None:
        """Help → About Zapis."""
        ...


def build_menus(window: MenuWindow) -> None:
    """Put the menus on ``window`` and keep their actions as its attributes
    (``new_action``, ``undo_action``, …). The texts are the main window's (its
    translation context)."""
    frame = window.frame()
    # Every shortcut is set as a list (setShortcuts, :meth:`desktop.keys.Key.sequences_here`).
    file_menu = frame.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&File"))
    window.new_action = QAction(QCoreApplication.translate("MainWindow", "&New sitting…"), frame)
    window.new_action.setShortcuts(keys.NEW_SITTING.sequences_here())
    window.new_action.triggered.connect(window.start.ask_new_sitting)
    file_menu.addAction(window.new_action)
    window.history_action = QAction(
        QCoreApplication.translate("MainWindow", "&All sittings"), frame
    )
    window.history_action.setShortcuts(keys.ALL_SITTINGS.sequences_here())
    window.history_action.triggered.connect(window.show_history)
    file_menu.addAction(window.history_action)
    window.players_action = window.players.action
    file_menu.addAction(window.players_action)
    file_menu.addSeparator()
    window.import_action = QAction(
        QCoreApplication.translate("MainWindow", "&Import session file…"), frame
    )
    window.import_action.setShortcuts(keys.IMPORT.sequences_here())
    window.import_action.triggered.connect(window.files.ask_import)
    file_menu.addAction(window.import_action)
    window.export_action = QAction(
        QCoreApplication.translate("MainWindow", "&Export sitting…"), frame
    )
    window.export_action.setShortcuts(keys.EXPORT.sequences_here())
    window.export_action.triggered.connect(window.files.ask_export)
    file_menu.addAction(window.export_action)
    from desktop.shell.look_back_actions import LookBackActions

    window.look_back = LookBackActions(window)
    window.look_back.add_to(file_menu)
    file_menu.addSeparator()
    window.backup = BackupActions(window)
    window.backup.add_to(file_menu)
    file_menu.addSeparator()
    quit_action = QAction(QCoreApplication.translate("MainWindow", "&Quit"), frame)
    quit_action.setShortcuts(keys.QUIT.sequences_here())
    quit_action.triggered.connect(frame.close)
    file_menu.addAction(quit_action)

    edit_menu = frame.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
    window.undo_action = window.undo_group.createUndoAction(
        frame, QCoreApplication.translate("MainWindow", "&Undo")
    )
    window.undo_action.setShortcuts(keys.UNDO.sequences_here())
    window.redo_action = window.undo_group.createRedoAction(
        frame, QCoreApplication.translate("MainWindow", "&Redo")
    )
    window.redo_action.setShortcuts(keys.REDO.sequences_here())
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
        QCoreApplication.translate("MainWindow", "&Delete the selected deal"), frame
    )
    window.delete_action.triggered.connect(window.delete_deal)
    edit_menu.addAction(window.delete_action)

    view_menu = frame.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
    window.scoreboard_action = QAction(
        QCoreApplication.translate("MainWindow", "&Scoreboard for the room"), frame
    )
    window.scoreboard_action.setShortcuts(keys.SCOREBOARD.sequences_here())
    window.scoreboard_action.triggered.connect(window.show_scoreboard)
    view_menu.addAction(window.scoreboard_action)

    settings_menu = frame.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
    window.language = LanguageMenu(window)
    window.language_group = window.language.group
    window.language.add_to(settings_menu)
    settings_menu.addSeparator()
    window.text_size = TextSize(frame, window.settings)
    window.text_size.add_to(settings_menu)
    settings_menu.addSeparator()
    window.appearance = AppearanceMenu(window)
    window.appearance.add_to(settings_menu)

    help_menu = frame.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    window.rules_action = QAction(
        QCoreApplication.translate("MainWindow", "&Rules of this game"), frame
    )
    window.rules_action.setShortcuts(keys.RULES.sequences_here())
    window.rules_action.triggered.connect(window.rulebook_access.show_game_rules)
    help_menu.addAction(window.rules_action)
    window.about_action = QAction(QCoreApplication.translate("MainWindow", "&About Zapis"), frame)
    window.about_action.triggered.connect(window.show_about)
    help_menu.addAction(window.about_action)
