"""Writing a sitting to a file in the format its name asks for: ``.json`` the session
file, ``.csv`` the sheet for a spreadsheet, ``.pdf`` the printed sheet (issue 16).

Used by ``zapis export`` and by File → Export… alike; every file is written whole or not
at all (:mod:`commands.safe_write`). The PDF needs a Qt GUI
application (:mod:`desktop.printing.pdf_file`, imported only for a PDF); without a screen
it is made on the offscreen platform.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Any

from commands.safe_write import write_text_atomically
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
        # Qt's printing, loaded only for a PDF: every other export stays headless.
        from desktop.printing.pdf_file import write_sheet_pdf

        write_sheet_pdf(loaded, path, page_size)
