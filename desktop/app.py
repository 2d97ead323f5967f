"""Starting the application: the QApplication, its translations, the database and the
main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.settings import LAST_SITTING, Settings

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
    box, not a traceback."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Zapis")
    app.setOrganizationName("Zapis")
    settings = Settings()

    from desktop.main_window import MainWindow, ui_language

    translators = install_translations(app, ui_language(settings))
    from db.service import StorageError, Store

    try:
        store = Store.open(database)
    except StorageError as problem:
        QMessageBox.critical(
            None,
            QCoreApplication.translate("App", "Zapis cannot open its database"),
            str(problem),
        )
        return 1
    window = MainWindow(store, settings)
    window.show()
    target = sitting if sitting is not None else settings.get(LAST_SITTING)
    if target:
        opened = window.open_sitting(target) if sitting is not None else _quiet_open(window, target)
        if not opened and sitting is not None:
            window.show_history()
    status = app.exec()
    store.close()
    del translators
    return status


def _quiet_open(window: object, sitting: int) -> bool:
    """Reopen the sitting left open last time, unless it has gone since."""
    from db.service import SittingId

    store = window.store  # type: ignore[attr-defined]
    try:
        store.load(SittingId(sitting))
    except LookupError:
        return False
    return bool(window.open_sitting(sitting))  # type: ignore[attr-defined]
