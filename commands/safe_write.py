"""Writing a file whole or not at all: an export is written to a temporary file beside
the target and renamed over it only when every byte is on the disk, so a full disk or a
kill leaves the old file (or none), never half a session file."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` in one step; raise ``OSError`` (nothing changed) if not.

    The temporary file is made in the target's folder (a rename cannot cross disks), is
    synced before the rename, and is removed again on any failure.
    """
    path = _real_target(path)
    folder = path.parent
    # A short name of its own, not the target's with more letters: a target of the
    # longest name the disk allows (255 bytes) must still have room beside it.
    descriptor, temporary = tempfile.mkstemp(prefix=".zapis-", suffix=".part", dir=folder)
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


def _real_target(path: Path) -> Path:
    """The file a write to ``path`` is for: through a symbolic link to what it points at
    (the link stays a link, its target gets the new bytes and keeps its permissions);
    an ``OSError`` when that is not a regular file (a device such as ``/dev/full``, a
    pipe, a folder), which a rename would replace."""
    real = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        kind = real.stat().st_mode
    except FileNotFoundError:
        return real
    if not stat.S_ISREG(kind):
        raise OSError(errno.EINVAL, "it is not a regular file (a device, a pipe or a folder)")
    return real


def write_text_atomically(path: Path, text: str) -> None:
    """:func:`write_atomically` for UTF-8 text."""
    write_atomically(path, text.encode("utf-8"))
