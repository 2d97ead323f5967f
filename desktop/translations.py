"""Loading Zapis's and Qt's translations into an application: for the window
(:mod:`desktop.app`) and for a PDF made without one (:mod:`desktop.printing.pdf_file`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

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
