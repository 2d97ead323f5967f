"""Looking after a past sitting from the history: when and where it was played, its note,
its players' names (a misspelt one fixed everywhere), deleting it, or settling the
evening it was part of.

The changes write through the store at once, in one transaction; a failed write (a full
disk, a lock held too long) is said in the window's problem box and nothing changes.
Deleting asks first, as it cannot be undone (the sitting's deals go with it, and the
players who played no other sitting).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Protocol

from PySide6.QtCore import QDateTime, QObject
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QWidget,
)

from desktop.shell.window_context import Follows, Frame, HasHistory, HasStore, SaysProblems
from desktop.widgets.date_text import day_format
from desktop.widgets.text_fill import fill
from rules.errors import RuleViolation


class AdminContext(Frame, HasStore, HasHistory, SaysProblems, Follows, Protocol):
    """What the sitting admin needs of its window."""


class SittingDetailsDialog(QDialog):
    """When and where a sitting was played, a note about it, and its players' names as
    written (a misspelt one is fixed everywhere that player played)."""

    def __init__(
        self,
        sitting: int,
        place: str,
        note: str,
        parent: QWidget | None = None,
        *,
        created: datetime | None = None,
        players: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Sitting %1: details"), sitting))
        layout = QFormLayout(self)
        self.date_edit = QDateTimeEdit(self)
        self.date_edit.setObjectName("started")
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(f"{day_format()} HH:mm")
        self.started_before: QDateTime | None = None
        if created is not None:
            self.started_before = QDateTime.fromSecsSinceEpoch(int(created.timestamp()))
            self.date_edit.setDateTime(self.started_before)
        else:
            self.date_edit.hide()
        self.place_edit = QLineEdit(place, self)
        self.place_edit.setObjectName("place")
        self.note_edit = QPlainTextEdit(note, self)
        self.note_edit.setObjectName("note")
        if created is not None:
            layout.addRow(self.tr("&Started:"), self.date_edit)
        layout.addRow(self.tr("&Place:"), self.place_edit)
        layout.addRow(self.tr("N&ote:"), self.note_edit)
        self.name_edits: dict[str, QLineEdit] = {}
        for seat, player in enumerate(players, start=1):
            edit = QLineEdit(player, self)
            edit.setObjectName(f"name{seat}")
            self.name_edits[player] = edit
            layout.addRow(fill(self.tr("Player %1:"), seat), edit)
        if players:
            hint = QLabel(
                self.tr("A name changed here is changed in every sitting that player played."),
                self,
            )
            hint.setWordWrap(True)
            layout.addRow(hint)
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

    def started(self) -> datetime | None:
        """The moment typed, timezone-aware, if it was changed (``None``: unchanged)."""
        chosen = self.date_edit.dateTime()
        if self.started_before is None or chosen == self.started_before:
            return None
        return datetime.fromtimestamp(chosen.toSecsSinceEpoch(), UTC)

    def renames(self) -> list[tuple[str, str]]:
        """``(old, new)`` for every name changed (ends trimmed)."""
        changed = []
        for old, edit in self.name_edits.items():
            new = edit.text().strip()
            if new and new != old:
                changed.append((old, new))
        return changed


class SittingAdmin(QObject):
    """The history's Place and note…, Evening… and Delete… buttons."""

    def __init__(self, main: AdminContext) -> None:
        super().__init__(main.frame())
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
        dialog = SittingDetailsDialog(
            sitting,
            loaded.place or "",
            loaded.note or "",
            self.main.frame(),
            created=loaded.created,
            players=loaded.session.players,
        )
        if self.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return False
        try:
            store.set_details(SittingId(sitting), place=dialog.place(), note=dialog.note())
            started = dialog.started()
            if started is not None:
                store.set_created(SittingId(sitting), started)
        except StorageError as problem:
            self.main.show_problem(
                self.tr("The place and note were not saved"), storage_text(problem)
            )
            return False
        for old, new in dialog.renames():
            try:
                store.rename_player(old, new)
            except (RuleViolation, LookupError, StorageError) as problem:
                self._say(fill(self.tr("%1 was not renamed"), old), problem)
        self.main.history.reload(store)
        return True

    def run_dialog(self, dialog: QDialog) -> int:
        """Show ``dialog`` and wait for the answer (tests fill it in instead)."""
        return dialog.exec()

    def delete(self, sitting: int) -> bool:
        """Delete sitting ``sitting`` once the player has said yes; ``False`` if he did
        not, or if it was not deleted (the problem box says why)."""
        from db.service import SittingId, StorageError

        store = self.main.store
        if store is None:
            return False
        answer = QMessageBox.question(
            self.main.frame(),
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
        self.main.frame().statusBar().showMessage(
            fill(self.tr("Sitting %1 deleted."), sitting), 10000
        )
        return True

    def evening_dialog(self, sitting: int) -> QDialog | None:
        """The Evening view around sitting ``sitting``, not yet shown; ``None`` (the
        problem box says why) when the sitting cannot be read."""
        from db.service import StorageError
        from desktop.money.evening_view import EveningDialog

        store = self.main.store
        if store is None:
            return None
        try:
            dialog = EveningDialog(store, sitting, self.main.frame())
        except (LookupError, StorageError) as problem:
            self._say(self.tr("The evening cannot be settled"), problem)
            return None
        if self.main.live is not None:
            # It follows every window's writes (issue 26) while it shows.
            self.main.live.sig_heard.connect(dialog.sittings_moved)
        return dialog

    def evening(self, sitting: int) -> None:
        """The history's Evening… button: settle the evening around ``sitting``."""
        dialog = self.evening_dialog(sitting)
        if dialog is not None:
            dialog.exec()
            dialog.deleteLater()

    def _say(self, title: str, problem: Exception) -> None:
        from desktop.widgets.storage_text import problem_text

        self.main.show_problem(title, problem_text(problem))
