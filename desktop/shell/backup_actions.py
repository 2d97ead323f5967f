"""The main window's File menu entries for backups: Back up…, Restore… and Automatic
backups… (the list of the folder's backups, any of which can be restored from there).

A restore replaces everything in the database, so it is asked first, naming what will be
replaced (the database and how many sittings it holds now), what replaces it (the
backup's time and counts) and where the backup of the current content is made first.
Confirmed, it runs in a thread of its own (:mod:`desktop.shell.restore_thread`) while the
window shows that it is busy and refuses to open a sitting; its result or its refusal is
said in one line when it ends.
Kept apart from the main window, as the look-back actions are: the window makes one
:class:`BackupActions`, adds its actions to the menu and enables them with the store.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.shell.window_context import Frame, HasHistory, HasStore, Navigates, SaysProblems
from desktop.widgets.date_text import local_time
from desktop.widgets.text_fill import fill

if TYPE_CHECKING:
    from db.backup_file import Manifest
    from db.service import Store
    from desktop.shell.restore_thread import RestoreThread

SUFFIX_FILTER = "*.zapis-backup"
"""The file dialogs' filter for backups."""


class Counts(QObject):
    """Counted nouns with the plural the UI language needs (a QObject for ``tr``'s %n)."""

    def sittings(self, count: int) -> str:
        """``count`` sittings."""
        return self.tr("%n sitting(s)", "", count)

    def deals(self, count: int) -> str:
        """``count`` deals."""
        return self.tr("%n deal(s)", "", count)


def sittings_text(count: int) -> str:
    """``count`` sittings, with the plural the UI language needs."""
    return Counts().sittings(count)


def deals_text(count: int) -> str:
    """``count`` deals, with the plural the UI language needs."""
    return Counts().deals(count)


def kind_text(kind: str) -> str:
    """Why an automatic backup was taken, in the UI language."""
    texts = {
        "daily": QCoreApplication.translate("BackupActions", "first write of the day"),
        "before-migration": QCoreApplication.translate("BackupActions", "before an upgrade"),
        "before-restore": QCoreApplication.translate("BackupActions", "before a restore"),
        "manual": QCoreApplication.translate("BackupActions", "made by hand"),
    }
    return texts.get(kind, kind)


@dataclass(frozen=True)
class BackupRow:
    """One backup in the list."""

    path: Path
    """The file."""
    taken: datetime
    """When it was taken."""
    kind: str
    """Why (``db.backup_rotation.Kind``'s value)."""
    sittings: int | None
    """How many sittings it holds; ``None`` when it cannot be read."""
    deals: int | None
    """How many deals."""


class BackupsModel(QAbstractTableModel):
    """The folder's backups, newest first: time, why, sittings, deals, file."""

    def __init__(self, rows: list[BackupRow], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows = rows

    def headers(self) -> list[str]:
        """The column titles."""
        return [
            self.tr("Taken"),
            self.tr("Why"),
            self.tr("Sittings"),
            self.tr("Deals"),
            self.tr("File"),
        ]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if index.isValid() and role == Qt.ItemDataRole.TextAlignmentRole:
            # Counts to the right, as in the history.
            if index.column() in (2, 3):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        row = self.rows[index.row()]
        unreadable = self.tr("cannot be read")
        values = [
            local_time(row.taken),
            kind_text(row.kind),
            unreadable if row.sittings is None else QLocale().toString(row.sittings),
            "" if row.deals is None else QLocale().toString(row.deals),
            str(row.path) if role == Qt.ItemDataRole.ToolTipRole else row.path.name,
        ]
        return values[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None


def rows_of(store: Store) -> list[BackupRow]:
    """The store's backups as rows of the list."""
    return [
        BackupRow(
            entry.path,
            entry.taken,
            entry.kind.value,
            entry.manifest.sittings if entry.manifest is not None else None,
            entry.manifest.deals if entry.manifest is not None else None,
        )
        for entry in store.backups()
    ]


class BackupsDialog(QDialog):
    """File → Automatic backups…: the folder's backups; Restore… on the selected one."""

    def __init__(self, actions: BackupActions, parent: QWidget) -> None:
        super().__init__(parent)
        self.backup_actions = actions
        self.setWindowTitle(self.tr("Backups"))
        layout = QVBoxLayout(self)
        store = actions.window.store
        folder = store.backups_folder() if store is not None else None
        self.where = QLabel(
            fill(
                self.tr(
                    "Zapis backs the database up at the first deal of each day (the last 7 "
                    "days and 6 months are kept), before an upgrade of its files and before "
                    "a restore. They are in %1."
                ),
                str(folder) if folder is not None else "—",
            ),
            self,
        )
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.model = BackupsModel(rows_of(store) if store is not None else [], self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        if self.model.rows:
            self.table.selectRow(0)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.restore_button = buttons.addButton(
            self.tr("&Restore the selected…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.restore_button.setEnabled(bool(self.model.rows))
        self.restore_button.clicked.connect(self.restore_selected)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 360)

    def selected(self) -> Path | None:
        """The selected backup's file."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()].path if rows else None

    def restore_selected(self) -> None:
        """Restore the selected backup (asked first); the list closes once the restore
        has started (the window says when it ends)."""
        path = self.selected()
        if path is not None and self.backup_actions.restore(path):
            self.accept()


class BackupContext(Frame, HasStore, HasHistory, Navigates, SaysProblems, Protocol):
    """What the backup actions need of their window."""


class BackupActions(QObject):
    """File → Back up…, Restore… and Automatic backups…, for one main window."""

    sig_restore_ended = Signal(bool)
    """A restore that :meth:`restore` started has ended, and the window says how: whether
    the backup was restored."""

    def __init__(self, window: BackupContext) -> None:
        super().__init__(window.frame())
        self.window = window
        self.back_up_action = QAction(self.tr("&Back up…"), window.frame())
        self.back_up_action.triggered.connect(self.ask_back_up)
        self.restore_action = QAction(self.tr("&Restore…"), window.frame())
        self.restore_action.triggered.connect(self.ask_restore)
        self.list_action = QAction(self.tr("Automatic bac&kups…"), window.frame())
        self.list_action.triggered.connect(self.show_backups)
        self.notes = SkippedNotes(window.frame())
        self._attached = False
        self.confirm: Any = self._confirm
        """Asks before a restore (tests replace it): ``(title, text) -> bool``."""
        self.dialog: BackupsDialog | None = None
        self._thread: RestoreThread | None = None
        self.busy: QProgressDialog | None = None
        """What the window shows while a restore runs."""

    @property
    def restoring(self) -> bool:
        """Whether a restore is running (the window opens no sitting meanwhile)."""
        return self._thread is not None

    def actions(self) -> tuple[QAction, ...]:
        """The actions, in menu order."""
        return (self.back_up_action, self.restore_action, self.list_action)

    def add_to(self, menu: QMenu) -> None:
        """Add the actions at the end of ``menu``."""
        for action in self.actions():
            menu.addAction(action)

    def set_enabled(self, enabled: bool) -> None:
        """Enable the actions (once the store is open), and from then show the notes of
        skipped automatic backups (not before: their module brings SQLAlchemy, which the
        window's first paint does without)."""
        for action in self.actions():
            action.setEnabled(enabled)
        if enabled and not self._attached:
            self._attached = True
            self.notes.attach()

    def _folder(self) -> str:
        store = self.window.store
        folder = store.backups_folder() if store is not None else None
        return str(folder) if folder is not None and folder.is_dir() else str(Path.home())

    def ask_back_up(self) -> None:
        """File → Back up…: ask where, then write the backup there."""
        store = self.window.store
        if store is None:
            return
        name = store.backup_name()
        path, _filter = QFileDialog.getSaveFileName(
            self.window.frame(),
            self.tr("Back up the database"),
            str(Path(self._folder()) / name),
            self.tr("Zapis backups (%1);;All files (*)").replace("%1", SUFFIX_FILTER),
        )
        if path:
            self.back_up(Path(path))

    def back_up(self, path: Path) -> Manifest | None:
        """Write the whole database to the backup ``path``; say where, or why not."""
        from db.service import StorageError
        from desktop.widgets.storage_text import storage_text

        store = self.window.store
        if store is None:
            return None
        try:
            written, manifest = store.back_up(path)
        except StorageError as problem:
            self.window.show_problem(self.tr("The backup was not made"), storage_text(problem))
            return None
        self.window.frame().statusBar().showMessage(
            fill(
                self.tr("Backed up %1 (%2) to %3"),
                sittings_text(manifest.sittings),
                deals_text(manifest.deals),
                str(written),
            )
        )
        return manifest

    def ask_restore(self) -> None:
        """File → Restore…: ask for the backup, then restore it (asked first)."""
        path, _filter = QFileDialog.getOpenFileName(
            self.window.frame(),
            self.tr("Restore a backup"),
            self._folder(),
            self.tr("Zapis backups (%1);;All files (*)").replace("%1", SUFFIX_FILTER),
        )
        if path:
            self.restore(Path(path))

    def question(self, store: Store, manifest: Manifest) -> str:
        """What the confirmation says: what is replaced, by what, and the backup first."""
        where = store.location or store.url
        now = store.sitting_total()
        text = fill(
            self.tr("Everything in %1 (%2 now) will be replaced by the backup of %3: %4, %5."),
            where,
            sittings_text(now),
            local_time(manifest.written),
            sittings_text(manifest.sittings),
            deals_text(manifest.deals),
        )
        folder = store.backups_folder()
        if now and folder is not None:
            text += " " + fill(
                self.tr("First, what it holds now is backed up into %1."), str(folder)
            )
        return text

    def _confirm(self, title: str, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.window.frame())
        restore = box.addButton(self.tr("Restore"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is restore

    def restore(self, path: Path) -> bool:
        """Restore the backup at ``path`` after asking, in a thread of its own; whether
        the restore was started (:attr:`sig_restore_ended` says how it ends). A bad
        backup is said in one line and nothing is asked or changed."""
        from db.backup_file import read_manifest
        from db.service import StorageError
        from desktop.widgets.storage_text import storage_text

        store = self.window.store
        if store is None or self.restoring:
            return False
        title = self.tr("Restore a backup")
        try:
            manifest = read_manifest(path)
        except StorageError as problem:
            self.window.show_problem(
                self.tr("The backup cannot be restored"), storage_text(problem)
            )
            return False
        if not self.confirm(title, self.question(store, manifest)):
            return False
        # The open sheet is of the content being replaced.
        self.window.show_history()
        self._start_restore(store, path)
        return True

    def _start_restore(self, store: Store, path: Path) -> None:
        from desktop.shell.restore_thread import RestoreThread

        self.set_enabled(False)
        self.busy = restoring_dialog(self.window.frame(), path, Qt.WindowModality.WindowModal)
        self._thread = RestoreThread(store, path, self)
        self._thread.sig_done.connect(self._restore_ended)
        self._thread.start()

    def wait_for_restore(self) -> None:
        """Wait until a running restore has ended (the window closes: the store must not
        be closed under it)."""
        if self._thread is not None:
            self._thread.wait()

    def _restore_finished(self) -> None:
        if self._thread is not None:
            self._thread.wait()
            self._thread.deleteLater()
            self._thread = None
        if self.busy is not None:
            self.busy.close()
            self.busy.deleteLater()
            self.busy = None
        self.set_enabled(True)

    def _restore_ended(self, result: object) -> None:
        from db.store_backups import Restored
        from desktop.widgets.storage_text import problem_text

        self._restore_finished()
        store = self.window.store
        if not isinstance(result, Restored) or store is None:
            problem = result if isinstance(result, BaseException) else RuntimeError(result)
            self.window.show_problem(
                self.tr("The backup cannot be restored"), problem_text(problem)
            )
            self.sig_restore_ended.emit(False)
            return
        restored = result
        self.window.history.reload(store)
        message = fill(
            self.tr("Restored %1 (%2)."),
            sittings_text(restored.manifest.sittings),
            deals_text(restored.manifest.deals),
        )
        if restored.before is not None:
            message += " " + fill(self.tr("What it held before is in %1."), str(restored.before))
        self.window.frame().statusBar().showMessage(message)
        self.sig_restore_ended.emit(True)

    def show_backups(self) -> None:
        """File → Automatic backups…: the list, each one restorable."""
        self.dialog = BackupsDialog(self, self.window.frame())
        self.dialog.open()


def restoring_dialog(
    parent: QWidget | None, backup: Path, modality: Qt.WindowModality
) -> QProgressDialog:
    """The dialog shown, ``modality`` modal, while ``backup`` is restored, shown now."""
    translate = QCoreApplication.translate
    busy = QProgressDialog(parent)
    busy.setWindowTitle(translate("BackupActions", "Restore a backup"))
    busy.setLabelText(fill(translate("BackupActions", "Restoring the backup %1…"), backup.name))
    busy.setCancelButton(None)  # one transaction: it ends, it is not stopped
    busy.setRange(0, 0)  # busy: the store says nothing of its progress
    busy.setWindowModality(modality)
    busy.setMinimumDuration(0)
    busy.show()
    return busy


def offers_backup(problem: BaseException) -> bool:
    """Whether ``problem`` is a damaged file's refusal that names its newest backup."""
    from db.integrity import is_damage
    from db.service import StorageError

    return isinstance(problem, StorageError) and is_damage(problem) and "backup" in problem.params


def offer_newest_backup(parent: QWidget, problem: Any, database: str | None) -> bool:
    """Say that the database is damaged, with a button that restores its newest backup
    (the damaged file is moved aside and kept); whether it was restored."""
    from db.damaged_restore import restore_damaged
    from db.service import StorageError
    from db.store_backups import Restored
    from desktop.shell.restore_thread import call_in_thread
    from desktop.widgets.storage_text import storage_text

    translate = QCoreApplication.translate
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        translate("App", "Zapis cannot open its database"),
        storage_text(problem),
        parent=parent,
    )
    restore = box.addButton(
        translate("BackupActions", "&Restore the newest backup"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(QMessageBox.StandardButton.Close)
    box.setDefaultButton(restore)
    box.exec()
    if box.clickedButton() is not restore:
        return False
    backup = Path(str(problem.params["backup"]))
    # No window of the app's is up yet: the whole application waits.
    busy = restoring_dialog(parent, backup, Qt.WindowModality.ApplicationModal)
    # Off the window's thread: a large backup is read, checked and written back in
    # seconds, and the window (and this dialog) must go on painting meanwhile.
    result = call_in_thread(lambda: restore_damaged(database, backup))
    busy.close()
    busy.deleteLater()
    if isinstance(result, StorageError):
        QMessageBox.critical(
            parent,
            translate("BackupActions", "The backup cannot be restored"),
            storage_text(result),
        )
        return False
    if isinstance(result, BaseException):
        raise result
    assert isinstance(result, Restored)
    restored = result
    QMessageBox.information(
        parent,
        translate("BackupActions", "Restore a backup"),
        fill(
            translate(
                "BackupActions",
                "Restored %1 (%2). The damaged file is kept as %3. Zapis starts again.",
            ),
            sittings_text(restored.manifest.sittings),
            deals_text(restored.manifest.deals),
            str(restored.moved),
        ),
    )
    return True


class SkippedNotes(logging.Handler):
    """Shows in the window's status bar the note that an automatic backup was skipped
    (:data:`db.backup_rotation.NOTES`: a full disk never blocks a deal, but the player
    should know). With a handler set, Python no longer prints the note on stderr."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(logging.WARNING)
        self.window = window

    def emit(self, record: logging.LogRecord) -> None:
        """Say the note in the UI language."""
        args = record.args if isinstance(record.args, tuple) else ()
        kind, reason = (str(args[0]), str(args[2])) if len(args) >= 3 else ("", "")
        self.window.statusBar().showMessage(
            fill(
                QCoreApplication.translate(
                    "BackupActions",
                    "The automatic backup (%1) was skipped: %2. The deal is written all the same.",
                ),
                kind_text(kind),
                reason,
            )
        )

    def attach(self) -> None:
        """Start showing the notes (until the window is destroyed)."""
        from db.backup_rotation import NOTES

        NOTES.addHandler(self)
        self.window.destroyed.connect(lambda: NOTES.removeHandler(self))
