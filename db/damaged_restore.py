"""The restore of a damaged SQLite file, which no store can open: the file moved aside
(kept) and a new database made in its place from the backup. Apart from the store's own
backups (:mod:`db.store_backups`), as it opens a store of its own."""

from __future__ import annotations

import os
from pathlib import Path

from db.backup_rotation import local_now
from db.backup_store import Checked, verified
from db.errors import StorageError
from db.location import resolve
from db.service import Store
from db.store_backups import Restored


def move_damaged_aside(database: str | None) -> Path:
    """Rename a damaged SQLite file (with its -wal and -shm) to ``<name>.damaged-<time>``
    beside it, so that a restore can make a new database in its place; the new name."""
    target = resolve(database)
    if target.path is None:
        raise StorageError(
            "{where} is not a file: only an SQLite file is moved aside", where=target.display
        )
    stamp = local_now().strftime("%Y-%m-%d_%H-%M-%S")
    moved = target.path.with_name(f"{target.path.name}.damaged-{stamp}")
    try:
        for suffix in ("-wal", "-shm"):
            companion = Path(f"{target.path}{suffix}")
            if companion.exists():
                os.replace(companion, Path(f"{moved}{suffix}"))
        os.replace(target.path, moved)
    except OSError as problem:
        raise StorageError(
            "cannot move the damaged {where} aside ({reason}); nothing was changed",
            where=str(target.path),
            reason=str(problem.strerror or problem),
        ) from None
    return moved


def restore_damaged(database: str | None, backup: Path, checked: Checked | None = None) -> Restored:
    """Restore ``backup`` in place of the damaged SQLite file ``database``: the backup is
    checked whole first (a bad one moves nothing), then the damaged file is moved aside
    (:func:`move_damaged_aside`, kept) and a new database made there from the backup."""
    checked = checked or verified(backup)
    moved = move_damaged_aside(database)
    with Store.open(database) as store:
        restored = store.restore(backup, checked)
    return Restored(restored.manifest, restored.before, moved)
