"""``zapis FILE.zapis.json`` — a session file double-clicked in the file manager (issue 28):
once the store is open the window asks whether to import the file as a new sitting, and
if so imports it (File → Import's own path: the same checks, the same one-line refusal)
and opens it. Nothing is imported without the player's yes: opening a file must not add
a sitting to the history behind his back."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from desktop.shell.window_context import Frame
from desktop.widgets.text_fill import fill


class Importer(Protocol):
    """File → Import's own path (:class:`~desktop.shell.session_files.SessionFiles`)."""

    def import_session_file(self, path: str) -> int | None:
        """Import the file and open it; its id, or ``None`` (said)."""
        ...


class OpenFileContext(Frame, Protocol):
    """What opening a double-clicked file needs of the window."""

    @property
    def files(self) -> Importer:
        """File → Import and Export."""
        ...


def ask_and_import(window: OpenFileContext, path: Path) -> int | None:
    """Ask, then import ``path`` and open it; the new sitting's id, or ``None`` when the
    player said no or the file was refused (said in the window's problem box)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("OpenFile", "Import the session file?"),
        fill(
            QCoreApplication.translate(
                "OpenFile", "Import %1 as a new sitting and open it? Nothing is changed in it."
            ),
            str(path),
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window.frame(),
    )
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setObjectName("open_file_question")
    if box.exec() != QMessageBox.StandardButton.Yes:
        return None
    return window.files.import_session_file(str(path))
