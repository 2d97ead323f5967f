"""Looking after a past sitting from the history: its place and note, or deleting it.

Both write through the store at once, in one transaction; a failed write (a full disk, a
lock held too long) is said in the window's problem box and nothing changes. Deleting
asks first, as it cannot be undone (the sitting's deals go with it, and the players who
played no other sitting).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QWidget,
)

from desktop.widgets.text_fill import fill

if TYPE_CHECKING:
    from desktop.shell.main_window import MainWindow


class SittingDetailsDialog(QDialog):
    """Where a sitting was played, and a note about it."""

    def __init__(self, sitting: int, place: str, note: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Sitting %1: place and note"), sitting))
        layout = QFormLayout(self)
        self.place_edit = QLineEdit(place, self)
        self.place_edit.setObjectName("place")
        self.note_edit = QPlainTextEdit(note, self)
        self.note_edit.setObjectName("note")
        layout.addRow(self.tr("&Place:"), self.place_edit)
        layout.addRow(self.tr("N&ote:"), self.note_edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def place(self) -> str:
        """The place as typed, without surrounding spaces."""
        return self.place_edit.text().strip()

    def note(self) -> str:
        """The note as typed, without surrounding blank lines."""
        return self.note_edit.toPlainText().strip()


class SittingAdmin(QObject):
    """The history's Place and note… and Delete… buttons."""

    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main

    def edit_details(self, sitting: int) -> bool:
        """Ask for sitting ``sitting``'s place and note and store them; ``False`` if
        cancelled or not written (the problem box says why)."""
        from db.service import SittingId, StorageError
        from desktop.widgets.storage_text import storage_text

        store = self.main.store
        if store is None:
            return False
        try:
            loaded = store.load(SittingId(sitting))
        except (LookupError, StorageError) as problem:
            self._say(self.tr("The place and note were not saved"), problem)
            return False
        dialog = SittingDetailsDialog(sitting, loaded.place or "", loaded.note or "", self.main)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        try:
            store.set_details(SittingId(sitting), place=dialog.place(), note=dialog.note())
        except StorageError as problem:
            self.main.show_problem(
                self.tr("The place and note were not saved"), storage_text(problem)
            )
            return False
        self.main.history.reload(store)
        return True

    def delete(self, sitting: int) -> bool:
        """Delete sitting ``sitting`` once the player has said yes; ``False`` if he did
        not, or if it was not deleted (the problem box says why)."""
        from db.service import SittingId, StorageError

        store = self.main.store
        if store is None:
            return False
        answer = QMessageBox.question(
            self.main,
            fill(self.tr("Delete sitting %1?"), sitting),
            fill(
                self.tr(
                    "Sitting %1 and all its deals will be deleted, and the players who "
                    "played no other sitting. This cannot be undone."
                ),
                sitting,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            store.delete_sitting(SittingId(sitting))
        except (LookupError, StorageError) as problem:
            self._say(self.tr("The sitting was not deleted"), problem)
            return False
        self.main.history.reload(store)
        self.main.statusBar().showMessage(fill(self.tr("Sitting %1 deleted."), sitting), 10000)
        return True

    def _say(self, title: str, problem: Exception) -> None:
        from desktop.widgets.storage_text import problem_text

        self.main.show_problem(title, problem_text(problem))
