"""Starting the application: the QApplication, its translations, the database and the
main window."""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.shell.settings import APPEARANCE, LAST_SITTING, Settings
from desktop.translations import install_translations

KEEP_OUTCOMES_AFTER = 3.0
"""Seconds after the store is known sound before its sittings' outcomes are counted in
the background (:mod:`db.outcome_keeper`): after the start-up the player waits for."""


def run_app(
    database: str | None = None,
    sitting: int | None = None,
    session_file: Path | None = None,
    qt_options: Sequence[str] = (),
) -> int:
    """Open the main window (on ``sitting`` if given, else the sitting left open last
    time) and run the event loop. A database that cannot be opened is said in a message
    box, not a traceback, and the exit status is 1.

    The window's frame paints first; then the history is built and, for an SQLite file
    at the newest schema, its first page read with ``sqlite3`` and shown
    (:mod:`db.history_light`) while the store (SQLAlchemy and Alembic, about half a
    second) opens in a thread of its own. What needs the store meanwhile waits for it
    (``window.start.when_store``). A ``session_file`` (``zapis FILE.zapis.json``) is
    offered for import once the store is open (:mod:`desktop.shell.open_file`).
    ``qt_options`` are Qt's own (``-style``, ``-platform``, ``-reverse``…), taken out of
    the command line before Zapis's parser read it (:mod:`commands.qt_options`)."""
    app = QApplication.instance() or QApplication([*sys.argv[:1], *qt_options])
    assert isinstance(app, QApplication)
    app.setApplicationName("Zapis")
    app.setOrganizationName("Zapis")
    from desktop.app_identity import APP_ID, window_icon

    # The desktop matches the window to its menu entry by this id (Wayland's app_id).
    QApplication.setDesktopFileName(APP_ID)
    QApplication.setWindowIcon(window_icon())
    settings = Settings()
    from desktop.appearance import Look

    Look(app, settings.get(APPEARANCE))

    from desktop.shell.main_window import MainWindow, ui_language

    translators = install_translations(app, ui_language(settings))
    window = MainWindow(None, settings, light=True)
    opener = _StoreOpener(window, database, sitting, session_file)
    window.installEventFilter(opener)
    window.show()
    status = app.exec()
    opener.finish()
    if window.store is not None:
        window.store.close()
    del translators, opener
    return status


class _StoreOpener(QObject):
    """Once the main window has painted its first frame: builds the history, shows its
    first page when it can be read without the store, and opens the store in a thread."""

    _sig_opened = Signal(object)
    """The thread's answer: the store, or the ``StorageError`` that refused it."""

    def __init__(
        self, window: Any, database: str | None, sitting: int | None, session_file: Path | None
    ) -> None:
        super().__init__(window)
        self._session_file = session_file
        self._window = window
        self._database = database
        self._sitting = sitting
        self._done = False
        self._thread: threading.Thread | None = None
        self._answer: list[object] = []
        self._check_timer: QTimer | None = None
        """Looks every 100 ms whether the file's background check has found it damaged;
        stopped with its verdict, with the store, and when the event loop ends."""
        # Emitted in the thread: queued to this object's (the main) thread.
        self._sig_opened.connect(self._opened)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            # After this paint has reached the screen, not inside it.
            QTimer.singleShot(0, self.open)
        return False

    def open(self) -> None:
        """Build the history, show what can be read at once, and start opening the store."""
        window = self._window
        window.removeEventFilter(self)
        try:
            window.start.build_history()
            window.start.expect_store()
            if not self._target():
                # Only the history is shown at start: read it without the store if possible.
                from db.history_light import read_first_page
                from desktop.shell.history_model import PAGE_SIZE

                page = read_first_page(self._database, PAGE_SIZE)
                if page is not None:
                    window.start.show_light_history(page.rows, page.total)
        finally:
            # Whatever happened above, the store is opened (and says what is wrong).
            self._thread = threading.Thread(target=self._open_store, name="zapis-store-open")
            self._thread.start()

    def _open_store(self) -> None:
        """In the thread: open the store (no Qt here but the queued signal)."""
        from db.service import Store

        answer: object
        try:
            answer = Store.open(self._database)
        except Exception as problem:  # a StorageError, or anything: said in the window,
            answer = problem  # which would else wait for the store for ever
        self._answer.append(answer)
        self._sig_opened.emit(answer)

    def finish(self) -> None:
        """The event loop has ended: wait for the thread, and close a store the window
        never took (closed before the store was open)."""
        if self._check_timer is not None:
            self._check_timer.stop()
        if self._thread is not None:
            self._thread.join()
        for answer in self._answer:
            if answer is not self._window.store and hasattr(answer, "close"):
                answer.close()

    def _opened(self, answer: object) -> None:
        """The store is open (or refused): hand it to the window, reopen the sitting."""
        from db.service import Store

        window = self._window
        if not isinstance(answer, Store):
            window.start.store_failed()
            from desktop.widgets.storage_text import problem_text

            self._give_up(
                problem_text(answer) if isinstance(answer, BaseException) else str(answer),
                answer,
            )
            return
        window.set_store(answer)
        self._watch_check(answer)
        if self._session_file is not None:
            from desktop.shell.open_file import ask_and_import

            if ask_and_import(window, self._session_file) is not None:
                return
        sitting = self._sitting
        target = self._target()
        if target:
            opened = (
                window.open_sitting(target) if sitting is not None else _quiet_open(window, target)
            )
            if not opened and sitting is not None:
                window.show_history()

    def _target(self) -> int:
        """The sitting to open once the store is: the one asked for, else the one left
        open last time (0: none, the history is shown)."""
        return (
            self._sitting if self._sitting is not None else self._window.settings.get(LAST_SITTING)
        )

    def _give_up(self, text: str, problem: object = None) -> None:
        """Say why the database cannot be used, close the window, and exit with 1; or,
        for a damaged file with a backup, offer to restore that and start again."""
        from desktop.shell.backup_actions import offer_newest_backup, offers_backup

        if isinstance(problem, BaseException) and offers_backup(problem):
            if self._window.store is not None:
                self._window.store.close()  # the damaged file is moved aside
            if offer_newest_backup(self._window, problem, self._database):
                from desktop.shell.restart import restart

                restart(self._window)
                return
            self._window.close()
            QCoreApplication.exit(1)
            return
        QMessageBox.critical(
            self._window, QCoreApplication.translate("App", "Zapis cannot open its database"), text
        )
        self._window.close()
        QCoreApplication.exit(1)

    def _watch_check(self, store: Any) -> None:
        """Say at once, not at the first deal, if the file's background check finds it
        damaged: Zapis will not write to it, so the window closes as on a failed open."""
        timer = self._check_timer = QTimer(self)
        timer.setObjectName("zapis-check-timer")
        timer.setInterval(100)

        def look() -> None:
            from db.service import StorageError

            if store.closed:
                # Closed (the window quit, a test ended): its check was stopped, and a
                # closed store vouches for nothing.
                timer.stop()
                return
            if not store.check_finished():
                return
            timer.stop()
            try:
                store.vouch()
            except StorageError as problem:
                from desktop.widgets.storage_text import storage_text

                self._give_up(storage_text(problem), problem)
                return
            # The first look at a regular's records then finds them kept (issue 31),
            # even the first after an upgrade: the walk starts once the window is in use.
            store.keep_outcomes_in_background(KEEP_OUTCOMES_AFTER)

        timer.timeout.connect(look)
        timer.start()
        look()


def _quiet_open(window: object, sitting: int) -> bool:
    """Reopen the sitting left open last time, unless it has gone since."""
    from db.service import SittingId

    store = window.store  # type: ignore[attr-defined]
    try:
        store.load(SittingId(sitting))
    except LookupError:
        return False
    return bool(window.open_sitting(sitting))  # type: ignore[attr-defined]
