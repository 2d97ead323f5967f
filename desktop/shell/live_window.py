"""The window follows the database (issue 26): what another window or program writes
shows here within half a second, with a quiet note of where it came from.

The change feed (:mod:`db.change_feed`) hears the database in a thread of its own; its
reports cross to the window's thread through a queued signal. The open sitting reads
itself again through the store (:meth:`SittingController.follow`, cheap when the change
was this window's own), and the history page, when it shows, reads its page again. A
lost server connection is said in the status bar until the feed hears the server again.

The window also marks the sitting it has open (:mod:`db.presence`), and opening one that
another window has open says so.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QStatusBar

from db.change_feed import ChangeFeed, FeedState, SittingMoved
from db.presence import SittingPresence
from db.service import StorageError, Store
from desktop.sitting.controller import SittingController
from desktop.widgets.text_fill import fill

NOTE_MILLISECONDS = 8000
"""How long a note of another window's change stays in the status bar."""
PRESENCE_NOTE_MILLISECONDS = 15000
"""How long the note that another window has the sitting open stays in the status bar."""
HISTORY_DELAY_MILLISECONDS = 150
"""Moves heard close together read the history page once."""


class FollowingWindow(Protocol):
    """What the live window needs of the main window."""

    controller: SittingController | None

    def statusBar(self) -> QStatusBar:
        """The window's status bar."""
        ...

    def history_showing(self) -> bool:
        """Whether the history page is the one on screen."""
        ...

    def reload_history(self) -> None:
        """Read the history page again."""
        ...


class LiveWindow(QObject):
    """One window's change feed and what it does with each report."""

    sig_moved = Signal(object)
    """Sittings moved (a tuple of ``SittingMoved``), sent from the feed's thread."""
    sig_state = Signal(object, str)
    """The feed's state and its reason, sent from the feed's thread."""
    sig_heard = Signal(object)
    """Sittings moved (a tuple of ``SittingMoved``), in the window's thread, once the open
    sheet has followed them: the players window and the Evening view listen."""

    def __init__(self, window: FollowingWindow, store: Store, parent: QObject) -> None:
        super().__init__(parent)
        self._window = window
        self._where = store.location or store.url
        self._lost = False
        self._history_timer = QTimer(self)
        self._history_timer.setSingleShot(True)
        self._history_timer.setInterval(HISTORY_DELAY_MILLISECONDS)
        self._history_timer.timeout.connect(self._reload_history)
        self.sig_moved.connect(self._moved)
        self.sig_state.connect(self._state)
        self._feed: ChangeFeed | None = store.change_feed(
            self.sig_moved.emit, on_state=self.sig_state.emit
        )
        self._presence: SittingPresence | None = store.presence()

    def start(self) -> bool:
        """Start hearing; ``False`` (said in the status bar) when the database cannot be
        heard now (the window works on, it only does not follow)."""
        controller = self._window.controller
        if controller is not None:
            self.sitting_opened(int(controller.sitting_id))
        if self._feed is None:
            return False
        try:
            self._feed.start()
        except Exception as problem:  # a driver's error, an OSError: said, not raised
            self._feed = None
            self._window.statusBar().showMessage(
                fill(self.tr("Not following other windows' changes: %1"), str(problem))
            )
            return False
        return True

    def stop(self) -> None:
        """Stop hearing (the window closes)."""
        if self._feed is not None:
            self._feed.stop()
            self._feed = None
        if self._presence is not None:
            self._presence.close()
            self._presence = None

    def sitting_opened(self, sitting: int) -> int:
        """Mark ``sitting`` as open in this window; say when other windows have it open
        too. How many do (0 when the mark cannot be held or read: it never blocks)."""
        if self._presence is None:
            return 0
        others = self._presence.enter(sitting)
        if others:
            self._window.statusBar().showMessage(
                self.tr(
                    "This sitting is open in another window too: "
                    "its deals will show here as they are entered there."
                ),
                PRESENCE_NOTE_MILLISECONDS,
            )
        return others

    def sitting_closed(self) -> None:
        """The window closed its sitting: its mark is dropped."""
        if self._presence is not None:
            self._presence.leave()

    def _moved(self, moves: tuple[SittingMoved, ...]) -> None:
        controller = self._window.controller
        if controller is not None:
            for move in moves:
                if move.sitting == controller.sitting_id:
                    self._follow(controller, move.revision)
        if self._window.history_showing():
            self._history_timer.start()
        self.sig_heard.emit(moves)

    def _follow(self, controller: SittingController, revision: int | None) -> None:
        try:
            note = controller.follow(revision)
        except StorageError as problem:
            note = fill(self.tr("The sitting could not be read again: %1"), str(problem))
        if note:
            self._window.statusBar().showMessage(note, NOTE_MILLISECONDS)

    def _reload_history(self) -> None:
        if self._window.history_showing():
            self._window.reload_history()

    def _state(self, state: FeedState, reason: str) -> None:
        bar = self._window.statusBar()
        if state is FeedState.LOST:
            self._lost = True
            bar.showMessage(
                fill(
                    self.tr("Lost the connection to the database %1 (%2); trying again"),
                    self._where,
                    reason,
                )
            )
        elif self._lost:
            self._lost = False
            bar.showMessage(
                fill(self.tr("Connected to the database %1 again"), self._where),
                NOTE_MILLISECONDS,
            )
