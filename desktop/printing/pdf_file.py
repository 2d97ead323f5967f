"""A sitting's printed sheet as a PDF file, with or without the window (``zapis export``
makes one on a machine with no display)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from desktop.printing.document import PrintSource, sheet_document
from desktop.printing.render import PageSize, write_pdf
from desktop.shell.settings import LANGUAGE, LANGUAGES, Settings
from desktop.translations import install_translations


def write_sheet_pdf(loaded: Any, path: Path, page_size: str = "A4") -> None:
    """Write the loaded sitting's (:class:`db.LoadedSitting`) printed sheet to ``path``,
    whole or not at all. Raises ``OSError`` when the file cannot be written."""
    _gui_application()
    write_pdf(sheet_document(PrintSource.of(loaded)), path, PageSize(page_size))


def _gui_application() -> None:
    """A Qt application for painting text, on the offscreen platform unless the user
    chose one (``zapis export`` must work on a machine with no display), speaking the
    language the window speaks."""
    if QCoreApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # Kept on the module: the application and its translators must outlive this call.
        global _APPLICATION, _TRANSLATORS
        # A QApplication (a QGuiApplication too), so that widgets can follow in the same
        # process (the tests).
        _APPLICATION = QApplication(["zapis"])
        _APPLICATION.setApplicationName("Zapis")
        _APPLICATION.setOrganizationName("Zapis")
        chosen = Settings().get(LANGUAGE)
        if chosen not in LANGUAGES:
            chosen = "ru" if QLocale.system().name().startswith("ru") else "en"
        _TRANSLATORS = install_translations(_APPLICATION, chosen)


_APPLICATION: Any = None
_TRANSLATORS: Any = None
