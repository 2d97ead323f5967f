"""The one error storage raises for problems with the database itself, and the
translation of driver errors into one clear line for the user."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from db.history_row import SittingId
from rules.errors import printable


class StorageError(Exception):
    """A problem with the database itself (cannot open, corrupt, unwritable, locked too
    long). ``str()`` is one clear line for the user: which file and what to do.

    Like :class:`~rules.errors.RuleViolation`, the message is a constant English template
    with ``{name}`` placeholders and the parameters that fill it (the file, the driver's
    reason…), so that the app can translate the template and fill in the same values;
    ``str()`` is the English line the ``zapis`` command prints.
    """

    template: str
    """What went wrong and what to do, with ``{placeholders}`` for ``params``."""
    params: Mapping[str, str | int]
    """Values substituted into ``template`` (paths, the driver's words: never translated)."""

    def __init__(self, template: str, **params: str | int) -> None:
        self.template = template
        # A path or a driver's words may hold a newline: the message stays one line.
        self.params = {
            key: printable(value, None) if isinstance(value, str) else value
            for key, value in params.items()
        }
        super().__init__(self.text())

    def text(self) -> str:
        """The whole message in English."""
        return self.template.format(**self.params)

    def __str__(self) -> str:
        return self.text()

    def __reduce__(self) -> tuple[Any, ...]:
        # Exception pickles its args (the English line); keep the template and params.
        return (_rebuild, (type(self), self.template, dict(self.params)))


def _rebuild(kind: type[StorageError], template: str, params: dict[str, str | int]) -> StorageError:
    return kind(template, **params)


class UnknownSitting(LookupError):
    """No sitting has this id (it may have been deleted in another window)."""


class StaleRevision(Exception):
    """A write made on a sitting as it stood at one revision found it at another: another
    window or program wrote to it since it was read. Nothing was written; the writer reads
    the sitting again and decides (the window keeps the typed deal and says which deal came
    from elsewhere)."""

    sitting: SittingId
    """The sitting written to."""
    expected: int
    """The revision the writer had read."""
    current: int
    """The revision the database holds."""

    def __init__(self, sitting: SittingId, expected: int, current: int) -> None:
        self.sitting = sitting
        self.expected = expected
        self.current = current
        super().__init__(
            f"sitting {sitting} was changed elsewhere since it was read "
            f"(revision {expected}, now {current}): nothing was written"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.sitting, self.expected, self.current))


class UnknownPlayer(LookupError):
    """No player has this name (compared case-folded)."""


def _first_line(problem: BaseException) -> str:
    if isinstance(problem, DBAPIError) and problem.orig is not None:
        text = str(problem.orig)
    else:
        text = str(problem)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if lines else type(problem).__name__


ALMOST_FULL = 1 << 20
"""Free bytes under which an SQLite file's open or I/O failure is put down to a full disk."""


def _almost_full(folder: Path | None) -> bool:
    """Whether the disk holding ``folder`` has (nearly) no bytes or no new files left."""
    if folder is None:
        return False
    try:
        disk = os.statvfs(folder)
    except OSError:
        return False
    # f_files is 0 where the file system does not count files (btrfs, for one).
    no_files = disk.f_files > 0 and disk.f_favail == 0
    return disk.f_bavail * disk.f_frsize < ALMOST_FULL or no_files


def explain(
    problem: SQLAlchemyError | OSError, where: str, folder: Path | None = None
) -> StorageError:
    """A :class:`StorageError` saying what went wrong with ``where`` and what to do.

    ``folder``: the folder of an SQLite file, whose free space is looked at when SQLite
    says only that it cannot open or write (it says so when its log cannot be made).
    """
    return explain_detail(_first_line(problem), where, folder)


def explain_detail(detail: str, where: str, folder: Path | None = None) -> StorageError:
    """:func:`explain` for the first line of a driver's message."""
    lowered = detail.lower()
    if "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered:
        return StorageError(
            "{where} is damaged ({reason}): restore it from a backup, or move it away "
            "and Zapis will start a new database",
            where=where,
            reason=detail,
        )
    vague = "unable to open" in lowered or "i/o" in lowered
    full = "is full" in lowered or "no space left" in lowered or "disk full" in lowered
    if full or (vague and _almost_full(folder)):
        # SQLITE_FULL ("database or disk is full"), or PostgreSQL's ENOSPC. The failed
        # transaction was rolled back whole, so what was saved before is all there.
        return StorageError(
            "{where} cannot be written: the disk is full ({reason}); free some space on "
            "that disk and try again (everything saved before is kept)",
            where=where,
            reason=detail,
        )
    if "integer overflow" in lowered or "out of range" in lowered:
        # Zapis bounds every number it writes (rules.limits.SCORE_LIMIT); a sum over the
        # rows can still pass what the database holds.
        return StorageError(
            "{where}: a number is larger than the database can hold ({reason})",
            where=where,
            reason=detail,
        )
    if "readonly" in lowered or "read-only" in lowered:
        return StorageError(
            "{where} cannot be written ({reason}): check its permissions, or choose "
            "another database with --database",
            where=where,
            reason=detail,
        )
    if "locked" in lowered or "busy" in lowered or "lock timeout" in lowered:
        return StorageError(
            "{where} is busy: another Zapis window or program is writing to it and has "
            "held it too long ({reason}); try again in a moment (nothing was written)",
            where=where,
            reason=detail,
        )
    if "unable to open" in lowered or "permission denied" in lowered:
        return StorageError(
            "cannot open {where} ({reason}): check that its folder exists and is "
            "writable, or choose another database with --database",
            where=where,
            reason=detail,
        )
    if "disk" in lowered or "i/o" in lowered:
        return StorageError(
            "{where} cannot be written ({reason}): the disk reported an error; check the "
            "disk, and restore the database from a backup if it happens again",
            where=where,
            reason=detail,
        )
    if "connection" in lowered or "connect" in lowered or "server" in lowered:
        return StorageError(
            "cannot reach the database {where} ({reason}): check that the server is "
            "running and the address, user and password are right",
            where=where,
            reason=detail,
        )
    return StorageError(
        "{where}: the database refused the operation ({reason})", where=where, reason=detail
    )


class MissingPrice(LookupError):
    """A sitting to settle has no price of its own and none was given for all."""

    sitting: SittingId
    """The sitting without a price."""

    def __init__(self, sitting: SittingId) -> None:
        self.sitting = sitting
        super().__init__(f"sitting {sitting} has no price")
