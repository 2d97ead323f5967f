"""The folder of backups beside the database, and the automatic ones: before every schema
migration and at the first write of each day, keeping the last 7 daily and the last 6
monthly ones.

Where: ``$ZAPIS_BACKUP_FOLDER`` when set; else the folder ``backups`` beside an SQLite
file (for the default database, the data folder's ``backups``); for a server, the data
folder's ``backups``. A file is named ``<database>--<local time>--<kind>.zapis-backup``,
``<database>`` being the file's name (or ``postgresql-<host>-<name>``), so that two
databases may share a folder and each lists only its own.

An automatic backup never stands in the way of a deal: when it cannot be written (a full
disk, a folder that cannot be made) it is skipped, and a note says so
(:data:`NOTES`, which the ``zapis`` commands print on stderr and the window shows).
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from db.backup_file import SUFFIX, Manifest, read_manifest
from db.backup_store import sitting_count, write_backup
from db.data_folder import default_path
from db.errors import StorageError
from db.stored_values import UNREADABLE

if TYPE_CHECKING:
    from db.location import Target

FOLDER_VARIABLE = "ZAPIS_BACKUP_FOLDER"
"""The environment variable that puts the backups in another folder."""
KEEP_DAILY = 7
"""How many days' backups are kept (the first of each day)."""
KEEP_MONTHLY = 6
"""How many months' backups are kept (the first of each month)."""
KEEP_OTHER = 6
"""How many of the backups taken before a migration, and before a restore, are kept."""
NOTES = logging.getLogger("zapis.backup")
"""Where a skipped automatic backup is noted (with no handler set, Python prints a
warning on stderr: the ``zapis`` commands' note)."""

Clock = Callable[[], datetime]
"""What tells the time: an aware local moment (tests give a fixed one)."""


class Kind(StrEnum):
    """Why a backup in the folder was taken."""

    DAILY = "daily"
    """At the first write of a day."""
    MIGRATION = "before-migration"
    """Before the schema was migrated."""
    RESTORE = "before-restore"
    """Before a restore replaced the content."""
    MANUAL = "manual"
    """``zapis backup`` with no file, or File → Back up… into the folder."""


def local_now() -> datetime:
    """The current moment in the local time zone."""
    return datetime.now().astimezone()


def folder_of(target: Target) -> Path | None:
    """The folder of ``target``'s backups; ``None`` for an in-memory database."""
    chosen = os.environ.get(FOLDER_VARIABLE)
    if chosen:
        return Path(chosen).expanduser().absolute()
    if target.path is not None:
        return target.path.parent / "backups"
    if target.url.get_backend_name() == "sqlite":
        return None
    return default_path().parent / "backups"


def base_name(target: Target) -> str:
    """The part of a backup's name that names its database."""
    if target.path is not None:
        return target.path.name
    url = target.url
    raw = f"{url.get_backend_name()}-{url.host or 'local'}-{url.database or ''}"
    return re.sub(r"[^A-Za-z0-9._-]", "_", raw)


_STAMP = "%Y-%m-%d_%H-%M-%S.%f%z"
_NAME = re.compile(
    r"--(?P<stamp>\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.\d{6}[+-]\d{4})--(?P<kind>[a-z-]+)"
    + re.escape(SUFFIX)
    + "$"
)


def backup_path(target: Target, kind: Kind, now: datetime) -> Path:
    """Where a backup of ``kind`` taken at ``now`` goes; ``StorageError`` for a
    database with no folder (in memory)."""
    folder = folder_of(target)
    if folder is None:
        raise StorageError(
            "{where} is kept in memory and has no folder of backups: give the backup a file",
            where=target.display,
        )
    return folder / f"{base_name(target)}--{now.strftime(_STAMP)}--{kind.value}{SUFFIX}"


@dataclass(frozen=True)
class Entry:
    """A backup in the folder."""

    path: Path
    """The file."""
    taken: datetime
    """When it was taken (local time, from its name)."""
    kind: Kind
    """Why."""
    manifest: Manifest | None
    """What it holds; ``None`` when its start cannot be read as a backup."""
    problem: str | None
    """Why its manifest cannot be read, if it cannot."""


def entries(target: Target, *, manifests: bool = True) -> list[Entry]:
    """The backups of ``target`` in its folder, newest first (its manifests read)."""
    return _entries_in(folder_of(target), base_name(target), manifests=manifests)


def _entries_in(folder: Path | None, prefix: str, *, manifests: bool = True) -> list[Entry]:
    if folder is None:
        return []
    found: list[Entry] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    for name in names:
        if not name.startswith(prefix):
            continue
        match = _NAME.fullmatch(name[len(prefix) :])
        if match is None:
            continue
        try:
            taken = datetime.strptime(match["stamp"], _STAMP)
            kind = Kind(match["kind"])
        except ValueError:
            continue
        manifest: Manifest | None = None
        problem: str | None = None
        if manifests:
            try:
                manifest = read_manifest(folder / name)
            except StorageError as refused:
                problem = str(refused)
        found.append(Entry(folder / name, taken, kind, manifest, problem))
    found.sort(key=lambda entry: entry.taken, reverse=True)
    return found


def newest(target: Target) -> Path | None:
    """The newest readable backup of ``target``, if any (for the damaged-file message)."""
    return _newest(entries(target))


def newest_of_file(path: Path) -> Path | None:
    """The newest readable backup of the SQLite file ``path``, as :func:`newest` finds
    it for the file's target (for the damaged-file message, which the file check raises
    before any target is at hand)."""
    path = path.expanduser().absolute()
    chosen = os.environ.get(FOLDER_VARIABLE)
    folder = Path(chosen).expanduser().absolute() if chosen else path.parent / "backups"
    return _newest(_entries_in(folder, path.name))


def _newest(found: list[Entry]) -> Path | None:
    for entry in found:
        if entry.manifest is not None:
            return entry.path
    return None


def to_remove(found: list[Entry]) -> list[Path]:
    """Of the backups ``found`` (newest first), those rotation deletes: of the daily
    ones all but the first of each of the last :data:`KEEP_DAILY` days and the first
    of each of the last :data:`KEEP_MONTHLY` months; of the ones taken before a
    migration or a restore all but the last :data:`KEEP_OTHER`; never a manual one."""
    daily = sorted((e for e in found if e.kind is Kind.DAILY), key=lambda e: e.taken)
    first_of_day: dict[date, Entry] = {}
    first_of_month: dict[tuple[int, int], Entry] = {}
    for entry in daily:
        first_of_day.setdefault(entry.taken.date(), entry)
        first_of_month.setdefault((entry.taken.year, entry.taken.month), entry)
    kept = {e.path for _, e in sorted(first_of_day.items())[-KEEP_DAILY:]}
    kept |= {e.path for _, e in sorted(first_of_month.items())[-KEEP_MONTHLY:]}
    for kind in (Kind.MIGRATION, Kind.RESTORE):
        kept |= {e.path for e in [e for e in found if e.kind is kind][:KEEP_OTHER]}
    return [e.path for e in found if e.kind is not Kind.MANUAL and e.path not in kept]


STRAY_SECONDS = 3600
"""How old a temporary backup file must be to be taken for one a killed Zapis left."""


def rotate(target: Target, now: float | None = None) -> None:
    """Delete the backups :func:`to_remove` names (another process may have already),
    and the temporary files of backups killed while being written, an hour on."""
    for path in to_remove(entries(target, manifests=False)):
        with suppress(FileNotFoundError):
            path.unlink()
    folder = folder_of(target)
    if folder is None:
        return
    prefix = f".{base_name(target)}--"
    with suppress(OSError):
        for stray in folder.iterdir():
            if stray.name.startswith(prefix) and stray.name.endswith(".part"):
                with suppress(OSError):
                    if (now or time.time()) - stray.stat().st_mtime > STRAY_SECONDS:
                        stray.unlink()


def take(engine: Engine, target: Target, kind: Kind, now: datetime) -> tuple[Path, Manifest]:
    """Write a backup of ``kind`` into the folder, making the folder if needed, and rotate.
    Raises ``OSError`` or :class:`StorageError`."""
    path = backup_path(target, kind, now)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    manifest = write_backup(engine, target.display, path)
    rotate(target)
    return path, manifest


def _skipped(kind: Kind, target: Target, problem: BaseException) -> None:
    reason = problem.strerror if isinstance(problem, OSError) and problem.strerror else problem
    NOTES.warning(
        "zapis: note: the %s backup of %s was skipped (%s); the deal is written all the same",
        kind.value,
        target.display,
        str(reason).splitlines()[0] if str(reason) else type(problem).__name__,
    )


def before_migration(engine: Engine, target: Target, clock: Clock = local_now) -> Path | None:
    """Back the database up before its schema is migrated (nothing for an empty one);
    skipped with a note when it cannot be written. The backup's path, if taken."""
    if folder_of(target) is None:
        return None
    try:
        if sitting_count(engine) == 0:
            return None
        return take(engine, target, Kind.MIGRATION, clock())[0]
    except (OSError, StorageError, SQLAlchemyError) as problem:
        _skipped(Kind.MIGRATION, target, problem)
        return None


class DailyBackup:
    """The backup at the first write of each day, for one store."""

    def __init__(self, engine: Engine, target: Target) -> None:
        """For the database ``engine`` connects to."""
        self._engine = engine
        self._target = target
        self._done: date | None = None
        self.clock: Clock = local_now
        """What tells the time (a test sets a fixed clock)."""
        self.taken: Path | None = None
        """The last backup this store took, if any."""

    def before_write(self) -> None:
        """Called before every write: on a day's first, back the database up (unless
        another process did today, or it holds no sitting). Never raises for the
        backup's sake: a failure is noted and the write goes ahead."""
        now = self.clock()
        today = now.date()
        if self._done == today:
            return
        self._done = today
        if folder_of(self._target) is None:
            return
        try:
            if any(
                e.kind is Kind.DAILY and e.taken.date() == today
                for e in entries(self._target, manifests=False)
            ):
                return
            if sitting_count(self._engine) == 0:
                return
            self.taken = take(self._engine, self._target, Kind.DAILY, now)[0]
        except (OSError, StorageError, SQLAlchemyError, sqlite3.Error, *UNREADABLE) as problem:
            # A row another program spoiled (issue 32) must not block the deal either; the
            # backup reads deals on the driver's own cursor, so a blob in a record is the
            # driver's error (sqlite3's "Could not decode to UTF-8"), not SQLAlchemy's.
            _skipped(Kind.DAILY, self._target, problem)
