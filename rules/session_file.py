"""Reading a session file from a path, safely: ``zapis score``, ``zapis import`` and the
window's import all read through :func:`read_session_file`.

Safely means: the file's type is looked at before a byte is read, so a named pipe never
blocks and a device such as ``/dev/zero`` is never read; at most
:data:`rules.limits.FILE_LIMIT_BYTES` + 1 bytes are read, whatever the file claims its
size is; a UTF-8 byte-order mark is skipped. Every refusal is a
:class:`~rules.errors.RuleViolation`; those about the file as a whole (it cannot be read,
is not a file, is too large) are placed at :data:`FILE_PLACE`.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Final

from rules.errors import RuleViolation, printable
from rules.limits import FILE_LIMIT_BYTES
from rules.session import Session, read_session

FILE_PLACE: Final = "file"
"""The location of a refusal about the file as a whole, not a place inside it."""
_CHUNK: Final = 1 << 20


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _too_large(limit: int) -> RuleViolation:
    return RuleViolation(
        "the file is larger than {limit} bytes, more than a session file can be",
        where=FILE_PLACE,
        limit=limit,
    )


def read_file_bytes(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them (``None``:
    :data:`rules.limits.FILE_LIMIT_BYTES`)."""
    if limit is None:
        limit = FILE_LIMIT_BYTES
    try:
        # O_NONBLOCK: opening a named pipe would otherwise wait for a writer forever.
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as problem:
        raise RuleViolation(
            "cannot read the file: {reason}",
            where=FILE_PLACE,
            reason=str(problem.strerror or problem),
        ) from None
    except ValueError:  # a NUL in the path
        raise RuleViolation(
            "cannot read the file: the name holds a NUL character", where=FILE_PLACE
        ) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise RuleViolation(
                "the file is {kind}, not a session file",
                where=FILE_PLACE,
                kind=_kind(info.st_mode),
            )
        if info.st_size > limit:
            raise _too_large(limit)
        chunks: list[bytes] = []
        size = 0
        # Read to the end, but never more than limit + 1 bytes: a file that grows while
        # it is read, or lies about its size (/proc), is still refused at the limit.
        while size <= limit:
            chunk = os.read(descriptor, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise _too_large(limit)
        return b"".join(chunks)
    except OSError as problem:
        raise RuleViolation(
            "cannot read the file: {reason}",
            where=FILE_PLACE,
            reason=str(problem.strerror or problem),
        ) from None
    finally:
        os.close(descriptor)


def decode_text(data: bytes) -> str:
    """``data`` as UTF-8 text (a byte-order mark skipped), or a violation naming the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as bad:
        line = data.count(b"\n", 0, bad.start) + 1
        raise RuleViolation("the file is not UTF-8 text", where=f"line {line}") from None


def read_session_file(path: Path) -> Session:
    """The session in the file at ``path``, checked; :class:`RuleViolation` otherwise."""
    return read_session(decode_text(read_file_bytes(path)))


def refusal_line(violation: RuleViolation, path: Path, *, name_file: bool) -> str:
    """The one line a command prints for a refused file. A refusal of the whole file
    always starts with the file's name; one inside it (``deal 3: …``) only when
    ``name_file`` (``zapis import`` names each file; ``zapis score`` reads one)."""
    shown = printable(str(path), None)
    if violation.location == FILE_PLACE:
        return f"{shown}: {violation.detail()}"
    return f"{shown}: {violation.text()}" if name_file else violation.text()
