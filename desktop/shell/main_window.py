"""The main window: the history of sittings, the open sheet, menus and undo (the rulebook,
the players window and the language menu are wired by helpers of their own)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from commands.version import __version__
from desktop.shell import settings as keys
from desktop.shell.main_menus import build_menus
from desktop.shell.players_access import PlayersAccess
from desktop.shell.rulebook_access import RulebookAccess
from desktop.shell.rulebook_access import ui_language as ui_language
from desktop.shell.screen_fit import FIRST_SIZE, fit_window, shortened
from desktop.shell.session_files import SessionFiles
from desktop.shell.settings import Settings
from desktop.shell.window_start import WindowStart
from desktop.widgets.mnemonics import clear_of_menus
from desktop.widgets.short_names import short_name, short_names

if TYPE_CHECKING:
    # Imported when first needed: the window paints before the history, the games and
    # the database layer are even imported (issue 15).
    from db.service import Store
    from desktop.board.scoreboard import Scoreboard
    from desktop.rulebook.window import RulebookWindow
    from desktop.shell.appearance_menu import AppearanceMenu
    from desktop.shell.backup_actions import BackupActions
    from desktop.shell.history import HistoryPanel
    from desktop.shell.language_menu import LanguageMenu
    from desktop.shell.live_window import LiveWindow
    from desktop.shell.look_back_actions import LookBackActions
    from desktop.shell.players_window import PlayersWindow
    from desktop.shell.sitting_admin import SittingAdmin
    from desktop.shell.text_size import TextSize
    from desktop.shell.undo_keys import SheetUndoKeys
    from desktop.sitting.controller import SittingController
    from desktop.sitting.game_view import GameView
from desktop.widgets.text_fill import fill


class MainWindow(QMainWindow):
    """The application's one main window."""

    sig_sitting_opened = Signal(int)
    """A sitting's sheet is now showing (its id)."""
    sig_store_opened = Signal()
    """The database is open and the history read."""
    sig_history_shown = Signal()
    """The history shows the sittings in the database (read by the store, or at start
    before the store opened: ``start.show_light_history``): the window can be used."""

    # The menus' actions (made by desktop.shell.main_menus.build_menus).
    new_action: QAction
    history_action: QAction
    players_action: QAction
    import_action: QAction
    scoreboard_action: QAction
    export_action: QAction
    look_back: LookBackActions
    backup: BackupActions
    undo_action: QAction
    redo_action: QAction
    delete_action: QAction
    language: LanguageMenu
    language_group: QActionGroup
    text_size: TextSize
    appearance: AppearanceMenu
    rules_action: QAction
    about_action: QAction

    def __init__(
        self,
        store: Store | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        light: bool = False,
    ) -> None:
        """``light``: build only the frame (menus, an empty page) so that the window
        paints at once; ``start.build_history`` adds the history after the first paint
        (:class:`~desktop.shell.window_start.WindowStart`)."""
        super().__init__(parent)
        self.store = store
        self.settings = settings or Settings()
        self.controller: SittingController | None = None
        self.view: GameView | None = None
        self.rulebook_access = RulebookAccess(self)
        self.players = PlayersAccess(self)
        self.problem_box: QMessageBox | None = None
        self.undo_group = QUndoGroup(self)
        self.files = SessionFiles(self)
        self._admin: SittingAdmin | None = None
        self._undo_keys: SheetUndoKeys | None = None
        self.scoreboard: Scoreboard | None = None
        """The room's scoreboard, once opened (View → Scoreboard)."""
        self.live: LiveWindow | None = None
        """The window's change feed (desktop/shell/live_window.py), once the store is open."""
        self.setWindowTitle(self.tr("Zapis — the score sheet"))
        self.history: HistoryPanel
        """The history page (built by ``start.build_history``)."""

        self.stack = QStackedWidget(self)
        self.start = WindowStart(self)
        """The history built after the first paint, and what waits for the store."""
        self.sitting_page = QWidget(self.stack)
        page_layout = QVBoxLayout(self.sitting_page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 4, 6, 0)
        self.back_button = QPushButton(self.tr("← All sittings"), self.sitting_page)
        self.back_button.clicked.connect(self.show_history)
        self.sitting_title = QLabel(self.sitting_page)
        self.sitting_title.setObjectName("sittingTitle")
        self.sitting_title.setWordWrap(True)
        bar.addWidget(self.back_button)
        bar.addWidget(self.sitting_title, 1)
        page_layout.addLayout(bar)
        self.view_holder = QVBoxLayout()
        page_layout.addLayout(self.view_holder, 1)
        self.stack.addWidget(self.sitting_page)
        self.setCentralWidget(self.stack)
        build_menus(self)
        self.enable_store_actions(False)
        if not light:
            self.start.build_history()
        geometry = self.settings.get(keys.MAIN_GEOMETRY)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            fit_window(self, FIRST_SIZE)
        else:
            # Saved on a larger screen, or at a smaller scale: brought inside this one.
            fit_window(self)
        state = self.settings.get(keys.MAIN_STATE)
        if not state.isEmpty():
            self.restoreState(state)

    def frame(self) -> QMainWindow:
        """The window as its helpers' parent widget (:mod:`desktop.shell.window_context`:
        they are handed the window as a context, never its class)."""
        return self

    @property
    def admin(self) -> SittingAdmin:
        """A sitting's details, deletion and evening (made on first use: its dialogs'
        classes need not load before the window first paints)."""
        if self._admin is None:
            from desktop.shell.sitting_admin import SittingAdmin

            self._admin = SittingAdmin(self)
        return self._admin

    @property
    def undo_keys(self) -> SheetUndoKeys:
        """The undo keys of the entry form's fields (made when a sitting first opens)."""
        if self._undo_keys is None:
            from desktop.shell.undo_keys import SheetUndoKeys

            self._undo_keys = SheetUndoKeys(self)
        return self._undo_keys

    def set_store(self, store: Store) -> None:
        """Use ``store`` (opened after the window was first shown, so that the window
        appears before the database layer is even imported); then do what waited for it."""
        self.store = store
        if not self.start.history_built():
            return  # (build_history comes back here)
        shown = self.history.attach(store)
        self.enable_store_actions(True)
        # The file as the player knows it (a server's URL, password hidden, otherwise).
        where = store.location or store.url
        self.statusBar().showMessage(fill(self.tr("Database: %1"), where))
        if not shown:
            self.sig_history_shown.emit()
        self.sig_store_opened.emit()
        self._follow_store(store)
        self.start.store_arrived()

    def _follow_store(self, store: Store) -> None:
        from desktop.shell.live_window import LiveWindow

        if self.live is not None:
            self.live.stop()
        self.live = LiveWindow(self, store, self)
        self.live.start()

    def show_scoreboard(self) -> bool:
        """Open the room's scoreboard of the open sitting (desktop/board/scoreboard.py);
        ``False`` when no sitting is open."""
        from desktop.board.scoreboard import Scoreboard

        if self.store is None or self.controller is None:
            self.statusBar().showMessage(self.tr("Open a sitting to show its scoreboard."), 5000)
            return False
        self.scoreboard = Scoreboard(self.store, self.controller.sitting_id)
        self.scoreboard.show()
        return True

    def history_showing(self) -> bool:
        """Whether the history page is on screen (the live window reads it again then)."""
        return self.start.history_built() and self.stack.currentWidget() is self.history

    def reload_history(self) -> None:
        """Read the history page again (another window changed a sitting); not while a
        restore runs (the store is its thread's: the restore reads it when it ends)."""
        if self.store is not None and not self.backup.restoring:
            self.history.reload(self.store)

    def refused_while_restoring(self) -> bool:
        """Whether a restore is running, said in the status bar: no sitting is opened or
        made meanwhile, so no deal is entered into the content being replaced."""
        if not self.backup.restoring:
            return False
        self.statusBar().showMessage(
            self.tr("A backup is being restored: wait until it is done."), 5000
        )
        return True

    def enable_store_actions(self, enabled: bool) -> None:
        """Enable (or not) the menu actions and buttons that need the store."""
        for action in (
            self.new_action,
            self.history_action,
            self.players_action,
            self.import_action,
            self.export_action,
        ):
            action.setEnabled(enabled)
        self.look_back.set_enabled(enabled)
        self.backup.set_enabled(enabled)
        if self.start.history_built():
            self.history.new_button.setEnabled(enabled)

    def confirm_restart(self) -> bool:
        """Whether to restart now for the new language (tests replace this)."""
        from desktop.shell.restart import ask_restart

        return ask_restart(self)

    def about_text(self) -> str:
        """The About dialog's text, with the version."""
        return fill(
            self.tr(
                "<h3>Zapis %1</h3><p>The score sheet and rulebook for Three Bugs, "
                "Stukolka, Gin, Rummy and Preferans at a real table.</p>"
            ),
            __version__,
        )

    def show_about(self) -> None:
        """Show the About dialog."""
        QMessageBox.about(self, self.tr("About Zapis"), self.about_text())

    # -- sittings -------------------------------------------------------------------------
    def show_history(self) -> None:
        """Close the open sheet and show every sitting."""
        self._close_sitting()
        if self.store is not None:
            self.history.reload(self.store)
        self.stack.setCurrentWidget(self.history)
        self.settings.set(keys.LAST_SITTING, 0)
        self.history.search_edit.setFocus()

    def new_sitting(self) -> bool:
        """Ask for a new sitting and open it."""
        from desktop.shell.new_sitting import NewSittingDialog

        if self.store is None or self.refused_while_restoring():
            return False
        last = [p for p in self.settings.get(keys.LAST_PLAYERS).split("\t") if p]
        dialog = NewSittingDialog(
            self.store,
            self,
            game=self.settings.get(keys.LAST_GAME),
            players=last,
            price=self.settings.get(keys.LAST_PRICE),
            currency=self.settings.get(keys.LAST_CURRENCY),
        )
        if dialog.exec() != NewSittingDialog.DialogCode.Accepted or dialog.created is None:
            return False
        self.settings.set(keys.LAST_GAME, dialog.game())
        self.settings.set(keys.LAST_PLAYERS, "\t".join(dialog.players()))
        self.settings.set(keys.LAST_PRICE, dialog.price_text())
        self.settings.set(keys.LAST_CURRENCY, dialog.currency())
        return self.open_sitting(int(dialog.created.id))

    def open_sitting(self, sitting: int) -> bool:
        """Show sitting ``sitting``'s sheet; a message if it cannot be opened."""
        from db.service import SittingId
        from desktop.games.game_ui import GAME_UIS
        from desktop.sitting.controller import SittingController

        if self.store is None or self.refused_while_restoring():
            return False
        try:
            controller = SittingController(self.store, SittingId(sitting), self)
        except LookupError:
            QMessageBox.warning(
                self,
                self.tr("No such sitting"),
                fill(self.tr("There is no sitting %1 in this database."), sitting),
            )
            return False
        except Exception as problem:  # a StorageError or a sitting its engine refuses
            from desktop.widgets.storage_text import problem_text

            QMessageBox.critical(
                self, self.tr("The sitting cannot be opened"), problem_text(problem)
            )
            return False
        ui = GAME_UIS.get(controller.session.game)
        try:
            if ui is None:
                raise ImportError(controller.session.game)
            view = ui.make_view(controller, self.sitting_page)
        except ImportError:
            QMessageBox.warning(
                self,
                self.tr("The sitting cannot be opened"),
                self.tr("This build of Zapis has no sheet for this game yet."),
            )
            controller.deleteLater()
            return False
        # Whether the window was inside the work area before the view came (one the
        # player dragged or sized past it stays as they left it).
        was_inside = self._on_screen()
        self._close_sitting()
        self.controller = controller
        self.view = view
        widget = view.widget()
        self.view_holder.addWidget(widget)
        # A widget added to a page already on screen stays hidden until shown (opening a
        # sitting while another one is showing).
        widget.show()
        # The form's Alt letters were chosen apart from the menus' (issue 25).
        clear_of_menus(self, widget)
        self.undo_keys.watch(widget)
        self.undo_group.addStack(controller.undo_stack)
        self.undo_group.setActiveStack(controller.undo_stack)
        view.sig_rule_activated.connect(self.show_rule)
        view.restore_layout(self.settings.get(keys.view_splitter(controller.session.game)))
        draft = keys.form_draft(int(sitting))
        if self.settings.get(draft):
            # The deal half typed when the sitting was last closed (issue 25).
            view.put_back_draft(self.settings.get(draft))
            self.settings.set(draft, "")
        controller.sig_changed.connect(self.update_title)
        self.update_title()
        self.stack.setCurrentWidget(self.sitting_page)
        # The view's least size while it was first laid out could grow the window past
        # the work area (Gin's Hollywood sitting at a scale of 1.5 hung under the panel,
        # issue 25): brought back inside once the view has settled.
        if was_inside:
            QTimer.singleShot(0, self, self._fit_on_screen)
        self.settings.set(keys.LAST_SITTING, int(sitting))
        view.focus_entry()
        if self.live is not None:
            self.live.sitting_opened(int(sitting))
        self.sig_sitting_opened.emit(int(sitting))
        return True

    def _on_screen(self) -> bool:
        """Whether the window with its frame is between the work area's top and bottom
        (the panel's edge)."""
        screen = self.screen()
        if screen is None:
            return False
        free, frame = screen.availableGeometry(), self.frameGeometry()
        return free.top() <= frame.top() and frame.bottom() <= free.bottom()

    def _fit_on_screen(self) -> None:
        """Shorten (and raise) the window to the work area's height if it has grown
        past it; its width and place across are the player's."""
        screen = self.screen()
        if screen is None or not self.isVisible() or self.isMaximized() or self.isFullScreen():
            return
        fitted = shortened(screen.availableGeometry(), self.frameGeometry(), self.geometry())
        if fitted is not None:
            self.setGeometry(fitted)

    def update_title(self, _change: object = None) -> None:
        from desktop.games.game_ui import GAME_UIS

        if self.controller is None:
            return
        loaded = self.controller.loaded
        ui = GAME_UIS.get(loaded.session.game)
        title = ui.title() if ui is not None else loaded.session.game
        # Shortened names (issue 32): the title line must not widen the window.
        details = html.escape(", ".join(short_names(loaded.session.players)))
        if loaded.place:
            details += f" · {html.escape(short_name(loaded.place, 60))}"
        self.sitting_title.setText(f"<b>{title}</b> — {details}")
        self.sitting_title.setToolTip(", ".join(loaded.session.players))
        self.setWindowTitle(fill(self.tr("Zapis — %1, sitting %2"), title, loaded.id))

    def _keep_draft(self) -> None:
        """Keep the open form's half-typed deal, to come back with the sitting."""
        if self.view is not None and self.controller is not None:
            draft = keys.form_draft(int(self.controller.sitting_id))
            self.settings.set(draft, self.view.kept_draft())

    def _save_view_layout(self) -> None:
        if self.view is not None and self.controller is not None:
            game = self.controller.session.game
            self.settings.set(keys.view_splitter(game), self.view.saved_layout())

    def _close_sitting(self) -> None:
        if self.view is not None:
            self._save_view_layout()
            self._keep_draft()
            widget = self.view.widget()
            self.view_holder.removeWidget(widget)
            # Out of sight now; deleted when the event loop next runs.
            widget.hide()
            widget.deleteLater()
            self.view = None
        if self.controller is not None:
            if self.live is not None:
                self.live.sitting_closed()
            self.undo_group.removeStack(self.controller.undo_stack)
            self.controller.deleteLater()
            self.controller = None
        self.setWindowTitle(self.tr("Zapis — the score sheet"))

    def undo_sheet(self) -> None:
        """Undo the open sheet's last edit (the view shows why, if it was not done)."""
        if self.controller is not None:
            self.controller.undo()

    def redo_sheet(self) -> None:
        """Redo the open sheet's last undone edit."""
        if self.controller is not None:
            self.controller.redo()

    def delete_deal(self) -> None:
        """Delete the deal selected in the open sheet."""
        if self.view is not None:
            self.view.delete_selected()

    # -- players and the rulebook ------------------------------------------------------
    @property
    def players_window(self) -> PlayersWindow | None:
        """The players window, once File → Players… has made it."""
        return self.players.players_window

    @property
    def rulebook(self) -> RulebookWindow | None:
        """The rulebook window, once it has been opened."""
        return self.rulebook_access.book

    def rulebook_window(self) -> RulebookWindow | None:
        """The rulebook window (made on first use); ``None`` in a build without it."""
        return self.rulebook_access.rulebook_window()

    def show_rule(self, rule: str) -> None:
        """Open the rulebook at the section ``rule`` (e.g. ``three-bugs/honours``)."""
        self.rulebook_access.show_rule(rule)

    def show_problem(self, title: str, text: str, detail: str = "") -> None:
        """Say what went wrong (and, under it, ``detail``) in a window-modal box that does
        not block the caller."""
        if self.problem_box is not None:
            self.problem_box.close()
        self.problem_box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
        if detail:
            self.problem_box.setInformativeText(detail)
        from PySide6.QtCore import Qt

        self.problem_box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem_box.open()

    # -- closing ------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.backup.wait_for_restore()
        self.settings.set(keys.MAIN_GEOMETRY, self.saveGeometry())
        self.settings.set(keys.MAIN_STATE, self.saveState())
        self._save_view_layout()
        self._keep_draft()
        self.rulebook_access.close()
        self.players.close()
        if self.live is not None:
            self.live.stop()
        if self.scoreboard is not None:
            self.scoreboard.close()
        super().closeEvent(event)
