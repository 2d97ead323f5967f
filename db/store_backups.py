"""The store's backups: writing one, restoring one, and listing the automatic ones
(the engine is :mod:`db.backup_store`, the folder :mod:`db.backup_rotation`). The restore
of a damaged SQLite file, which no store can open, is :mod:`db.damaged_restore`'s."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from db.backup_file import SUFFIX, Manifest
from db.backup_rotation import (
    Entry,
    Kind,
    backup_path,
    base_name,
    entries,
    folder_of,
    local_now,
    take,
)
from db.backup_store import Checked, restore_into, sitting_count, verified, write_backup
from db.errors import StorageError
from db.store_base import StoreBase


@dataclass(frozen=True)
class Restored:
    """What a restore did."""

    manifest: Manifest
    """The manifest of the backup restored."""
    before: Path | None
    """The backup of the content it replaced (``None``: the database held no sitting)."""
    moved: Path | None = None
    """Where a damaged file was moved before the restore made a new one (else ``None``)."""


def cannot_back_up(path: Path, problem: OSError) -> StorageError:
    """The one line for a backup file that cannot be written (nothing was left of it)."""
    return StorageError(
        "cannot write the backup {file} ({reason}); nothing was changed",
        file=str(path),
        reason=str(problem.strerror or problem),
    )


class Backups(StoreBase):
    """Part of :class:`db.service.Store`: backing the database up and restoring it."""

    def back_up(self, path: Path | None = None) -> tuple[Path, Manifest]:
        """Write the whole database to the backup ``path`` (``None``: a new file in the
        folder of backups), in one read transaction; its path and manifest."""
        now = local_now()
        try:
            if path is None:
                return take(self._engine, self.target, Kind.MANUAL, now)
            return path, write_backup(self._engine, self.location, path, now)
        except OSError as problem:
            raise cannot_back_up(
                path or backup_path(self.target, Kind.MANUAL, now), problem
            ) from None

    def backups_folder(self) -> Path | None:
        """The folder of this database's backups (``None`` for one in memory)."""
        return folder_of(self.target)

    def backup_name(self) -> str:
        """A file name for a backup made now by hand, as the folder names them."""
        if folder_of(self.target) is None:
            return f"{base_name(self.target)}{SUFFIX}"
        return backup_path(self.target, Kind.MANUAL, local_now()).name

    def backups(self) -> list[Entry]:
        """The backups in the folder, newest first."""
        return entries(self.target)

    def sitting_total(self) -> int:
        """How many sittings the database holds (what a restore replaces)."""
        return sitting_count(self._engine)

    def restore(self, path: Path, checked: Checked | None = None) -> Restored:
        """Replace the database's content by the backup at ``path``: the file read and
        checked whole first (every sitting scored), then, if the database holds sittings,
        its content backed up into the folder, then everything replaced in one write
        transaction. Raises :class:`StorageError` in one line, nothing changed then.
        ``checked``: the backup as :func:`db.backup_store.verified` read it already."""
        checked = checked or verified(path)
        self.vouch()
        before = None
        if sitting_count(self._engine) > 0:
            now = local_now()
            try:
                before = take(self._engine, self.target, Kind.RESTORE, now)[0]
            except OSError as problem:
                raise StorageError(
                    "cannot back up {where} before the restore ({reason}); nothing was changed",
                    where=self.location,
                    reason=str(problem.strerror or problem),
                ) from None
        restore_into(self._engine, self.location, checked)
        # Every kept session is of the old content; the revisions are new anyway.
        self._sessions.clear()
        self._outcomes.clear()
        return Restored(checked.manifest, before)
