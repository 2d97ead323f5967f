"""The main window's File → Players… entry: the players window (made on first use, read
again each time), its "show his sittings" and what a rename means for the open sheet.

Kept apart from the main window so it stays a small wiring: the window makes one
:class:`PlayersAccess` and enables its action with the store. The action's text keeps the
``MainWindow`` translation context it had when this lived in the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from desktop import keys
from desktop.shell.window_context import (
    Follows,
    Frame,
    HasHistory,
    HasOpenSitting,
    HasStore,
    Navigates,
)

if TYPE_CHECKING:
    from desktop.shell.players_window import PlayersWindow


class PlayersContext(Frame, HasStore, HasOpenSitting, HasHistory, Navigates, Follows, Protocol):
    """What File → Players… needs of its window."""


class PlayersAccess(QObject):
    """File → Players… and the players window, for one main window."""

    def __init__(self, window: PlayersContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self.players_window: PlayersWindow | None = None
        self.action = QAction(QCoreApplication.translate("MainWindow", "&Players…"), window.frame())
        self.action.setShortcuts(keys.PLAYERS.sequences_here())
        self.action.triggered.connect(self.show_players)

    def show_players(self) -> PlayersWindow | None:
        """Open the players window (made on first use, read again each time)."""
        from desktop.shell.players_window import PlayersWindow

        store = self.window.store
        if store is None:
            return None
        if self.players_window is None:
            self.players_window = PlayersWindow(store, self.window.frame())
            self.players_window.sig_show_sittings.connect(self.show_player_sittings)
            self.players_window.sig_renamed.connect(self._player_renamed)
            if self.window.live is not None:
                # Follows what every window writes (issue 26), as the sheet does.
                self.window.live.sig_heard.connect(self.players_window.sittings_moved)
        else:
            self.players_window.reload()
        self.players_window.show()
        self.players_window.raise_()
        self.players_window.activateWindow()
        return self.players_window

    def show_player_sittings(self, name: str) -> None:
        """The history, showing only the sittings ``name`` played."""
        window = self.window
        window.show_history()
        window.history.show_player(name)
        window.frame().raise_()
        window.frame().activateWindow()

    def _player_renamed(self, _old: str, _new: str) -> None:
        # The open sheet and the history show names: read them again. The undo stack
        # holds records with the old name, which the engine would now refuse.
        window = self.window
        if window.controller is not None:
            window.controller.undo_stack.clear()
            window.controller.reload()
            window.update_title()
        elif window.store is not None:
            window.history.reload(window.store)

    def close(self) -> None:
        """Close the players window, if it was ever made."""
        if self.players_window is not None:
            self.players_window.close()
