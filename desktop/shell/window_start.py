"""The main window's start (issue 15): its frame paints first, the history is built
after that paint, its first page may be shown before the store is open
(:mod:`db.history_light`), and what the player asks meanwhile waits for the store."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop.shell.window_context import Frame, HasStore, Navigates

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QStackedWidget

    from db.service import SittingSummary, Store
    from desktop.shell.history import HistoryPanel
    from desktop.shell.sitting_admin import SittingAdmin


class StartContext(Frame, HasStore, Navigates, Protocol):
    """What the window's start needs of its window: the page stack the history goes
    into, the actions that wait for the store, and the store's arrival."""

    history: HistoryPanel
    """The history page, set here once it is built."""

    @property
    def stack(self) -> QStackedWidget:
        """The window's pages: the history and the open sheet."""
        ...

    @property
    def new_action(self) -> QAction:
        """File → New sitting…."""
        ...

    @property
    def admin(self) -> SittingAdmin:
        """A past sitting's details, deletion and evening."""
        ...

    @property
    def sig_history_shown(self) -> SignalInstance:
        """Emitted when the history shows the sittings."""
        ...

    def set_store(self, store: Store) -> None:
        """Use ``store``, and do what waited for it."""
        ...

    def enable_store_actions(self, enabled: bool) -> None:
        """Enable (or not) what needs the store."""
        ...

    def new_sitting(self) -> bool:
        """Ask for a new sitting and open it."""
        ...


def _opening() -> str:
    return QCoreApplication.translate("MainWindow", "Opening the database…")


class WindowStart(QObject):
    """The history page of one main window, built once, and the one action waiting for
    its store."""

    def __init__(self, window: StartContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self._coming = False
        self._waiting: Callable[[], object] | None = None
        # The history's place until it is built: an empty page, not a message that would
        # flash for the tenth of a second the history takes.
        self._frame_page: QWidget | None = QWidget(window.stack)
        window.stack.addWidget(self._frame_page)

    def history_built(self) -> bool:
        """Whether the history page is built (a ``light`` window's is not, at first)."""
        return self._frame_page is None

    def build_history(self) -> None:
        """Build the history page and show it, waiting for the database unless the
        store is already open (at once, or after a ``light`` window's first paint)."""
        if self._frame_page is None:
            return
        from desktop.shell.history import HistoryPanel

        window = self.window
        # The status bar comes with the history, not when the store opens: made then,
        # it pushed the history up under the player's eyes (5 ms, so not before the
        # first paint: the page is still empty now).
        window.frame().statusBar()
        window.history = history = HistoryPanel(window.stack)
        from desktop.widgets.mnemonics import clear_of_menus

        # No button letter of the history that a menu's opens first (English "E&vening"
        # opened "&View"): a free letter is chosen instead.
        clear_of_menus(window.frame(), history)
        window.stack.insertWidget(0, history)
        window.stack.setCurrentWidget(history)
        window.stack.removeWidget(self._frame_page)
        self._frame_page.deleteLater()
        self._frame_page = None
        # Asked before the store opens, these wait for it (:meth:`when_store`).
        history.sig_open_requested.connect(self._ask_open)
        history.sig_new_requested.connect(self.ask_new_sitting)
        history.sig_details_requested.connect(self._ask_details)
        history.sig_delete_requested.connect(self._ask_delete)
        history.sig_evening_requested.connect(self._ask_evening)
        if window.store is not None:
            window.set_store(window.store)
        else:
            history.show_waiting(_opening())
            window.enable_store_actions(False)

    def show_light_history(self, rows: Sequence[SittingSummary], total: int) -> None:
        """Show the history's first page, read before the store opened; the store, once
        open, reads the rest (:meth:`HistoryPanel.attach`)."""
        self.window.history.show_light(rows, total)
        self.window.sig_history_shown.emit()

    def expect_store(self) -> None:
        """The store is being opened: what needs it waits for it (:meth:`when_store`)
        instead of being refused; a new sitting may be asked for already."""
        self._coming = True
        self.window.new_action.setEnabled(True)
        self.window.history.new_button.setEnabled(True)

    def when_store(self, action: Callable[[], object]) -> None:
        """Do ``action`` now if the store is open; while it is being opened, once it is
        (only the last thing asked: a second click replaces the first), with the busy
        cursor meanwhile. With no store coming, nothing is done."""
        if self.window.store is not None:
            action()
        elif self._coming:
            if self._waiting is None:
                from PySide6.QtCore import Qt

                QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            self._waiting = action
            self.window.frame().statusBar().showMessage(_opening())

    def store_arrived(self) -> None:
        """The store is open: do what waited for it, once the caller is done (a New
        sitting dialog waiting must not hold up the file's check being watched)."""
        self._coming = False
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            QApplication.restoreOverrideCursor()
            QTimer.singleShot(0, waiting)

    def store_failed(self) -> None:
        """The store could not be opened: nothing waits for it any more."""
        self._coming = False
        if self._waiting is not None:
            self._waiting = None
            QApplication.restoreOverrideCursor()

    def ask_new_sitting(self) -> None:
        """File → New sitting… (now, or once the store is open)."""
        self.when_store(self.window.new_sitting)

    def _ask_open(self, sitting: int) -> None:
        self.when_store(partial(self.window.open_sitting, sitting))

    def _ask_details(self, sitting: int) -> None:
        self.when_store(partial(self.window.admin.edit_details, sitting))

    def _ask_delete(self, sitting: int) -> None:
        self.when_store(partial(self.window.admin.delete, sitting))

    def _ask_evening(self, sitting: int) -> None:
        self.when_store(partial(self.window.admin.evening, sitting))
