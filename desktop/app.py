"""Starting the application: the QApplication, its translations, the database and the
main window."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTimer,
    QTranslator,
)
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.shell.settings import LAST_SITTING, Settings

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"
"""Where ``zapis_ru.qm`` and ``zapis_en.qm`` live."""


def install_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load Zapis's and Qt's own translations for ``language``; keep the result alive."""
    translators: list[QTranslator] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_dir), (f"zapis_{language}", str(TRANSLATIONS))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            translators.append(translator)
    QLocale.setDefault(
        QLocale(QLocale.Language.Russian if language == "ru" else QLocale.Language.English)
    )
    return translators


def run_app(database: str | None = None, sitting: int | None = None) -> int:
    """Open the main window (on ``sitting`` if given, else the sitting left open last
    time) and run the event loop. A database that cannot be opened is said in a message
    box, not a traceback, and the exit status is 1.

    The window is shown first and the database opened right after its first paint, so
    the window appears before the database layer (SQLAlchemy, about a third of a second)
    is even imported."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Zapis")
    app.setOrganizationName("Zapis")
    settings = Settings()

    from desktop.shell.main_window import MainWindow, ui_language

    translators = install_translations(app, ui_language(settings))
    window = MainWindow(None, settings)
    opener = _StoreOpener(window, database, sitting)
    window.installEventFilter(opener)
    window.show()
    status = app.exec()
    if window.store is not None:
        window.store.close()
    del translators, opener
    return status


class _StoreOpener(QObject):
    """Opens the database once the main window has painted its first frame."""

    def __init__(self, window: Any, database: str | None, sitting: int | None) -> None:
        super().__init__(window)
        self._window = window
        self._database = database
        self._sitting = sitting
        self._done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            # After this paint has reached the screen, not inside it.
            QTimer.singleShot(0, self.open)
        return False

    def open(self) -> None:
        """Open the store, show the history, and reopen the sitting."""
        from db.service import StorageError, Store

        window = self._window
        window.removeEventFilter(self)
        try:
            store = Store.open(self._database)
        except StorageError as problem:
            from desktop.widgets.storage_text import storage_text

            QMessageBox.critical(
                window,
                QCoreApplication.translate("App", "Zapis cannot open its database"),
                storage_text(problem),
            )
            window.close()
            QCoreApplication.exit(1)
            return
        window.set_store(store)
        self._watch_check(store)
        sitting = self._sitting
        target = sitting if sitting is not None else window.settings.get(LAST_SITTING)
        if target:
            opened = (
                window.open_sitting(target) if sitting is not None else _quiet_open(window, target)
            )
            if not opened and sitting is not None:
                window.show_history()

    def _watch_check(self, store: Any) -> None:
        """Say at once, not at the first deal, if the file's background check finds it
        damaged: Zapis will not write to it, so the window closes as on a failed open."""
        timer = QTimer(self)
        timer.setInterval(100)

        def look() -> None:
            from db.service import StorageError

            if not store.check_finished():
                return
            timer.stop()
            try:
                store.vouch()
            except StorageError as problem:
                from desktop.widgets.storage_text import storage_text

                QMessageBox.critical(
                    self._window,
                    QCoreApplication.translate("App", "Zapis cannot open its database"),
                    storage_text(problem),
                )
                self._window.close()
                QCoreApplication.exit(1)

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
