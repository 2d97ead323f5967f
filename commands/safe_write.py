"""Writing a file whole or not at all: an export is written to a temporary file beside
the target and renamed over it only when every byte is on the disk, so a full disk or a
kill leaves the old file (or none), never half a session file."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` in one step; raise ``OSError`` (nothing changed) if not.

    The temporary file is made in the target's folder (a rename cannot cross disks), is
    synced before the rename, and is removed again on any failure.
    """
    folder = path.parent
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if path.exists():
            # Keep the permissions of the file being replaced (mkstemp makes it 0600).
            os.chmod(temporary, path.stat().st_mode & 0o7777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def write_text_atomically(path: Path, text: str) -> None:
    """:func:`write_atomically` for UTF-8 text."""
    write_atomically(path, text.encode("utf-8"))
