"""Writing a sitting to a file in the format its name asks for: ``.json`` the session
file, ``.csv`` the sheet for a spreadsheet, ``.pdf`` the printed sheet (issue 16).

Used by ``zapis export`` and by File → Export… alike; every file is written whole or not
at all (:mod:`desktop.safe_write`). The PDF needs a Qt GUI
application; without a screen it is made on the offscreen platform.
"""

from __future__ import annotations

import os
from enum import StrEnum
from pathlib import Path
from typing import Any

from desktop.safe_write import write_text_atomically
from rules.errors import printable


class ExportFormat(StrEnum):
    """The formats a sitting is written in, by the file name's extension."""

    JSON = ".json"
    CSV = ".csv"
    PDF = ".pdf"


def format_of(path: Path) -> ExportFormat | None:
    """The format ``path``'s extension names (case-insensitive), ``None`` if unknown."""
    try:
        return ExportFormat(path.suffix.lower())
    except ValueError:
        return None


def unknown_format_text(path: Path) -> str:
    """The one line refusing a file name whose extension names no format."""
    known = ", ".join(item.value for item in ExportFormat)
    suffix = path.suffix or "(none)"
    return (
        f"{printable(str(path), None)}: unknown file type {printable(suffix)}; "
        f"the export writes {known}"
    )


def write_export(loaded: Any, path: Path, kind: ExportFormat, page_size: str = "A4") -> None:
    """Write the loaded sitting (:class:`db.LoadedSitting`) to ``path`` as ``kind``.
    Raises ``OSError`` when the file cannot be written."""
    if kind is ExportFormat.JSON:
        from rules.session import write_session

        write_text_atomically(path, write_session(loaded.session))
    elif kind is ExportFormat.CSV:
        from rules.sheet_csv import sheet_csv

        # Written as it is: the CSV text carries its own CRLF line ends.
        write_text_atomically(path, sheet_csv(loaded.scored))
    else:
        from desktop.printing.document import PrintSource, sheet_document
        from desktop.printing.render import PageSize, write_pdf

        _gui_application()
        write_pdf(sheet_document(PrintSource.of(loaded)), path, PageSize(page_size))


def _gui_application() -> None:
    """A Qt application for painting text, on the offscreen platform unless the user
    chose one (``zapis export`` must work on a machine with no display), speaking the
    language the window speaks."""
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtWidgets import QApplication

    if QCoreApplication.instance() is None:
        from desktop.app import install_translations
        from desktop.shell.settings import LANGUAGE, LANGUAGES, Settings

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
