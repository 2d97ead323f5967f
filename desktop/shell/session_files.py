"""Session files from the main window: File → Import adds a session file as a new
sitting and opens it; File → Export writes the open (or the selected) sitting to one, or
its sheet as CSV or PDF when the name asks for it (:mod:`commands.export_formats`).
A file that cannot be read, a refused session and a failed write are each said in one
line, in the window's problem box, and nothing is written."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject

from desktop.shell import settings as keys
from desktop.shell.window_context import (
    Frame,
    HasHistory,
    HasOpenSitting,
    HasSettings,
    HasStore,
    Navigates,
    SaysProblems,
)
from desktop.widgets.text_fill import fill


class FilesContext(
    Frame, HasStore, HasSettings, HasOpenSitting, HasHistory, Navigates, SaysProblems, Protocol
):
    """What File → Import and File → Export need of their window."""


class SessionFiles(QObject):
    """The main window's File → Import and File → Export."""

    def __init__(self, main: FilesContext) -> None:
        super().__init__(main.frame())
        self.main = main

    def _file_folder(self) -> str:
        from pathlib import Path

        folder = self.main.settings.get(keys.FILE_FOLDER)
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    def _remember_folder(self, path: str) -> None:
        from pathlib import Path

        self.main.settings.set(keys.FILE_FOLDER, str(Path(path).resolve().parent))

    def ask_import(self) -> None:
        """File → Import session file…: ask for the file, then import it."""
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getOpenFileName(
            self.main.frame(),
            self.tr("Import a session file"),
            self._file_folder(),
            self.tr("Session files (*.json);;All files (*)"),
        )
        if path:
            self.import_session_file(path)

    def import_session_file(self, path: str) -> int | None:
        """Add the session file at ``path`` as a new sitting and open it; its id, or
        ``None`` with the one line ``zapis score`` prints for that file (nothing is
        written)."""
        from pathlib import Path

        from db.service import StorageError
        from desktop.widgets.storage_text import storage_text
        from desktop.widgets.violations import file_refusal_line
        from rules.errors import RuleViolation
        from rules.session_file import read_session_file

        if self.main.store is None:
            return None
        self._remember_folder(path)
        try:
            # The one reader of ``zapis score`` and ``zapis import``: the same limits,
            # and a pipe or a device is refused, not read.
            sitting = int(self.main.store.import_session(read_session_file(Path(path))))
        except RuleViolation as refused:
            self.main.show_problem(
                self.tr("The file cannot be imported"),
                file_refusal_line(refused, path),
                fill(self.tr("In %1; nothing was imported."), path),
            )
            return None
        except StorageError as problem:
            self.main.show_problem(self.tr("The file cannot be imported"), storage_text(problem))
            return None
        self.main.history.reload(self.main.store)
        self.main.open_sitting(sitting)
        self.main.frame().statusBar().showMessage(
            fill(self.tr("Imported %1 as sitting %2."), path, sitting),
            10000,
        )
        return sitting

    def export_target(self) -> int | None:
        """The sitting File → Export writes: the open one, else the one selected in the
        history."""
        if self.main.controller is not None:
            return int(self.main.controller.sitting_id)
        return self.main.history.selected_sitting()

    def ask_export(self) -> None:
        """File → Export sitting…: ask where, then write the session file."""
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        sitting = self.export_target()
        if sitting is None:
            self.main.show_problem(
                self.tr("Nothing to export"),
                self.tr("Open a sitting, or select one in the list, to export it."),
            )
            return
        from db.service import SittingId, StorageError

        store = self.main.store
        try:
            game = store.load(SittingId(sitting)).session.game if store is not None else "zapis"
        except (LookupError, StorageError):
            # Only the suggested file name needs the game; writing says what is wrong.
            game = "zapis"
        suggested = str(Path(self._file_folder()) / f"{game}-{sitting}.json")
        path, _filter = QFileDialog.getSaveFileName(
            self.main.frame(),
            fill(self.tr("Export sitting %1"), sitting),
            suggested,
            self.tr(
                "Session files (*.json);;Spreadsheet, one row per entry (*.csv);;"
                "Printed sheet (*.pdf);;All files (*)"
            ),
        )
        if path:
            self.export_sitting(sitting, path)

    def export_sitting(self, sitting: int, path: str) -> bool:
        """Write sitting ``sitting`` to ``path``: the sheet as CSV or PDF when the name ends
        so, else the session file; ``False`` with the reason shown if it cannot be written."""
        from pathlib import Path

        from commands.safe_write import write_text_atomically
        from db.service import SittingId, StorageError
        from desktop.widgets.storage_text import storage_text
        from rules.session import write_session

        if self.main.store is None:
            return False
        self._remember_folder(path)
        try:
            from commands.export_formats import ExportFormat, format_of, write_export

            kind = format_of(Path(path))
            if kind in (ExportFormat.CSV, ExportFormat.PDF):
                write_export(self.main.store.load(SittingId(sitting)), Path(path), kind)
            else:
                # Any other name gets the session file, as before.
                text = write_session(self.main.store.export_session(SittingId(sitting)))
                # Whole or not at all: a full disk leaves no half-written session file.
                write_text_atomically(Path(path), text)
        except LookupError:
            self.main.show_problem(
                self.tr("Nothing to export"),
                fill(self.tr("There is no sitting %1 in this database."), sitting),
            )
            return False
        except OSError as problem:
            self.main.show_problem(
                self.tr("The sitting cannot be exported"),
                fill(
                    self.tr("%1: cannot write the file: %2"), path, problem.strerror or str(problem)
                ),
            )
            return False
        except StorageError as problem:
            # The database could not be read (locked too long); the file was not written.
            self.main.show_problem(self.tr("The sitting cannot be exported"), storage_text(problem))
            return False
        self.main.frame().statusBar().showMessage(
            fill(self.tr("Sitting %1 written to %2."), sitting, path),
            10000,
        )
        return True
