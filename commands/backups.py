"""The backup subcommands of ``zapis``: ``backup [FILE]``, ``restore FILE``, ``backups``
(their rows are in :data:`commands.main.SUBCOMMANDS`).

They reach the database only through :class:`db.Store`. A refused backup or a storage
problem is one line on stderr and exit status 2, and the database is left as it was.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from commands.output import emit, output_failed, refused

if TYPE_CHECKING:
    from db import Store
    from db.store_backups import Restored


def run(args: argparse.Namespace) -> int:
    """Run ``args.command`` on ``args.database``."""
    from db import StorageError
    from db.damaged_restore import restore_damaged
    from db.integrity import is_damage

    checked = None
    try:
        if args.command == "restore":
            # The file is checked before the database is even opened: a bad backup
            # leaves the database byte for byte as it was, a damaged one where it is.
            from db.backup_store import verified

            checked = verified(args.file)
        try:
            store = _open(args.database)
        except StorageError as problem:
            if args.command != "restore" or not is_damage(problem):
                raise
            return _said(restore_damaged(args.database, args.file, checked), args.database)
    except StorageError as problem:
        return refused(problem)
    try:
        if args.command == "backup":
            return _backup(store, args.file)
        if args.command == "restore":
            return _said(store.restore(args.file, checked), store.location)
        return _list(store)
    except StorageError as problem:
        return refused(problem)
    finally:
        store.close()


def _counted(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def _open(database: str | None) -> Store:
    """The store, vouched for (a damaged file is refused whatever the command)."""
    from db import Store

    store = Store.open(database)
    try:
        store.vouch()
    except BaseException:
        store.close()
        raise
    return store


def _backup(store: Store, file: Path | None) -> int:
    path, manifest = store.back_up(file)
    failed = emit(
        f"{path}\t{_counted(manifest.sittings, 'sitting')}\t{_counted(manifest.deals, 'deal')}\n"
    )
    return 0 if failed is None else output_failed(failed)


def _said(restored: Restored, where: str | None) -> int:
    """Print what a restore did, in one line."""
    from db.location import resolve

    manifest = restored.manifest
    taken = manifest.written.astimezone().strftime("%Y-%m-%d %H:%M")
    line = (
        f"restored {_counted(manifest.sittings, 'sitting')} "
        f"({_counted(manifest.deals, 'deal')}) of {taken} into {resolve(where).display}"
    )
    if restored.before is not None:
        line += f"; what it held before is in {restored.before}"
    if restored.moved is not None:
        line += f"; the damaged file was moved to {restored.moved}"
    failed = emit(line + "\n")
    return 0 if failed is None else output_failed(failed)


def _list(store: Store) -> int:
    lines = []
    for entry in store.backups():
        taken = entry.taken.strftime("%Y-%m-%d %H:%M:%S")
        if entry.manifest is None:
            lines.append(f"{entry.path}\t{taken}\tunreadable: {entry.problem}\n")
        else:
            m = entry.manifest
            counts = f"{_counted(m.sittings, 'sitting')}\t{_counted(m.deals, 'deal')}"
            lines.append(f"{entry.path}\t{taken}\t{counts}\n")
    failed = emit("".join(lines))
    return 0 if failed is None else output_failed(failed)
