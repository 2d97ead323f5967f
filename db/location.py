"""Where the database lives: the URL chosen, and a look at an SQLite file before it is
touched.

``None`` means ``$ZAPIS_DATABASE_URL``, else ``zapis.sqlite3`` in the user's data folder
(created on first start). A string with ``://`` is an SQLAlchemy URL; anything else is a
file path. An existing file is checked read-only first, so that a damaged file or another
program's file is refused without a single byte of it changed.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from db.companions import leaving_no_trace, live_wal, read_only_uri
from db.data_folder import DEFAULT_FILE_NAME as DEFAULT_FILE_NAME
from db.data_folder import default_path as default_path
from db.errors import StorageError, explain_detail
from db.integrity import damaged
from db.open_files import held

ENV_VARIABLE = "ZAPIS_DATABASE_URL"
"""The environment variable that chooses the database when no URL is given."""
SQLITE_MAGIC = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite database file."""
EMPTY_WAIT_SECONDS = 5.0
"""How long a 0-byte file made moments ago is given to become a database (another Zapis
starting at the same moment creates it, then writes its first page within milliseconds).
An older empty file is refused at once: an empty file is not a Zapis database."""


@dataclass(frozen=True)
class FileCheck:
    """What :func:`check_file` found and did."""

    created: bool
    """The file did not exist and was created, empty, by this check: the caller makes it
    a database, or removes it again (:func:`db.companions.remove_if_unused`)."""
    checked: bool
    """The file passed ``quick_check`` already (a rollback-mode file, read in full before
    it is switched to WAL); otherwise the caller vouches for it before its first write."""


@dataclass(frozen=True)
class Target:
    """A database chosen by the user."""

    url: URL
    """What SQLAlchemy connects to."""
    path: Path | None
    """The file, for an SQLite file database; ``None`` for a server or memory."""

    @property
    def in_memory(self) -> bool:
        """Whether this is an SQLite database in memory, gone when its store closes."""
        if self.path is not None or self.url.get_backend_name() != "sqlite":
            return False
        database = self.url.database or ""
        # "sqlite:///file:x?mode=memory&uri=true": the mode is in the URL's query.
        mode = self.url.query.get("mode")
        return database in ("", ":memory:") or "mode=memory" in database or mode == "memory"

    @property
    def display(self) -> str:
        """How messages name the database: the file, or the URL without its password."""
        if self.path is not None:
            return str(self.path)
        if self.url.get_backend_name() == "sqlite" and self.url.database:
            # A URI filename ("file:...?mode=ro") as the user wrote it, not URL-quoted.
            return self.url.database
        return self.url.render_as_string(hide_password=True)


def resolve(url: str | None) -> Target:
    """The database ``url`` names (see the module's docstring). Raises StorageError."""
    if url is None:
        url = os.environ.get(ENV_VARIABLE) or None
    if url is None:
        path = default_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as problem:
            raise StorageError(
                "cannot create the data folder {folder} ({reason}): choose another "
                "database with --database or {variable}",
                folder=str(path.parent),
                reason=str(problem.strerror),
                variable=ENV_VARIABLE,
            ) from problem
        return _file_target(path)
    if "://" not in url:
        return _file_target(Path(url).expanduser())
    try:
        parsed = make_url(url)
    except ArgumentError as problem:
        raise StorageError(
            "'{url}' is not a database URL or a file path ({reason})",
            url=url,
            reason=str(problem),
        ) from None
    database = parsed.database or ""
    # A URI filename ("file:...?mode=ro") is passed to SQLite as it is.
    file_database = database not in ("", ":memory:") and not database.startswith("file:")
    if parsed.get_backend_name() == "sqlite" and file_database:
        return _file_target(Path(database).expanduser(), parsed)
    return Target(parsed, None)


def _file_target(path: Path, url: URL | None = None) -> Target:
    path = path.absolute()
    if url is None:
        url = URL.create("sqlite+pysqlite", database=str(path))
    else:
        url = url.set(database=str(path))
    return Target(url, path)


def check_file(path: Path, timeout_ms: int = 10_000) -> FileCheck:
    """Refuse a path that cannot hold a Zapis database, changing nothing in it.

    A new file must be one that can be created: it is created, empty, and the result says
    so. An existing one must not be empty (0 bytes: not a database, unless another Zapis
    made it a moment ago), be writable, in a folder where SQLite can keep its write-ahead
    log, and be an SQLite database that is empty or has Zapis's ``alembic_version`` table
    with one row; a database in rollback mode (about to be switched to WAL, which rewrites
    its header) must pass ``quick_check``. ``timeout_ms``: how long to wait for another
    window's write lock. Any -wal or -shm file the check's own open leaves behind on a
    failure is removed.
    """
    try:
        with leaving_no_trace(path):
            return _check_file(path, timeout_ms)
    except OSError as problem:
        # A name the system cannot take at all (too long, a loop of links...).
        raise StorageError(
            "cannot use {path} as the database ({reason}): choose another database with --database",
            path=str(path),
            reason=str(problem.strerror or problem),
        ) from None
    except ValueError:
        raise StorageError(
            "{path} cannot be a file name (it holds a NUL character): choose another "
            "database with --database",
            path=repr(str(path)),
        ) from None


def _check_file(path: Path, timeout_ms: int) -> FileCheck:
    if held(path):
        # Another store of this process has it open (checked then): reading its header
        # with open() would drop that store's locks (db.open_files).
        return FileCheck(created=False, checked=True)
    if not path.exists() and _check_creatable(path):
        return FileCheck(created=True, checked=True)
    if path.is_dir():
        raise StorageError(
            "{path} is a folder, not a database file; give a file name", path=str(path)
        )
    if path.exists() and not stat.S_ISREG(path.stat().st_mode):
        # Opening a named pipe waits for a writer for ever; /dev/null reads as empty.
        raise StorageError(
            "{path} is not a regular file (a named pipe or a device), so it cannot hold "
            "a database; it was left as it is: choose a database file with --database",
            path=str(path),
        )
    try:
        with path.open("rb") as file:
            header = file.read(100)
    except OSError as problem:
        raise StorageError(
            "cannot read {path} ({reason}): check its permissions",
            path=str(path),
            reason=str(problem.strerror),
        ) from problem
    if not header:
        header = _wait_for_header(path)
    if not header.startswith(SQLITE_MAGIC):
        raise StorageError(
            "{path} is not a Zapis database (not an SQLite file); it was left as it is: "
            "choose another file with --database",
            path=str(path),
        )
    _check_writable(path)
    wal = len(header) > 18 and header[18] == 2
    _check_contents(path, wal=wal, timeout_ms=timeout_ms)
    return FileCheck(created=False, checked=not wal)


def _wait_for_header(path: Path) -> bytes:
    """The first bytes of an empty file once another Zapis has written them; a refusal
    when the file stays empty (or was empty for longer than :data:`EMPTY_WAIT_SECONDS`)."""
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        age = EMPTY_WAIT_SECONDS
    deadline = time.monotonic() + max(0.0, EMPTY_WAIT_SECONDS - age)
    while True:
        try:
            with path.open("rb") as file:
                header = file.read(100)
        except OSError:
            header = b""
        if header or time.monotonic() >= deadline:
            break
        time.sleep(0.05)
    if not header:
        raise StorageError(
            "{path} is an empty file (0 bytes), not a Zapis database; it was left as it "
            "is: delete it to start a new database there, or choose another file with "
            "--database",
            path=str(path),
        )
    return header


def _check_creatable(path: Path) -> bool:
    folder = path.parent
    if not folder.is_dir():
        if folder.exists():
            raise StorageError(
                "cannot create {path}: {folder} is not a folder; choose another database "
                "with --database",
                path=str(path),
                folder=str(folder),
            )
        raise StorageError(
            "cannot create {path}: {folder} does not exist; choose another database with "
            "--database",
            path=str(path),
            folder=str(folder),
        )
    # Trying is the only sure test: permissions, a read-only disk, /proc or an ACL all
    # refuse differently, and root passes every permission check.
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return False  # created by someone else meanwhile: checked as an existing file
    except OSError as problem:
        reason, where = str(problem.strerror), str(path)
        kind = _unwritable_kind(problem)
        # One whole template a reason, so each translates as one sentence.
        if kind == "read-only":
            raise StorageError(
                "cannot create {path}: the folder {folder} is on a read-only disk; choose "
                "another database with --database",
                path=where,
                folder=str(folder),
            ) from None
        if kind == "full":
            raise StorageError(
                "cannot create {path}: the disk is full ({reason}); free some space on it; "
                "choose another database with --database",
                path=where,
                reason=reason,
            ) from None
        if kind == "denied":
            raise StorageError(
                "cannot create {path}: the folder {folder} is not writable ({reason}); "
                "choose another database with --database",
                path=where,
                folder=str(folder),
                reason=reason,
            ) from None
        raise StorageError(
            "cannot create {path}: the system refuses new files in {folder} ({reason}); "
            "choose another database with --database",
            path=where,
            folder=str(folder),
            reason=reason,
        ) from None
    os.close(descriptor)
    # Kept: the empty file is this Zapis's own, made a moment ago (Store.open makes it a
    # database or removes it); any other empty file is refused.
    return True


def _check_writable(path: Path) -> None:
    # Every deal is written the moment it is entered, so a database Zapis can only read
    # is refused now rather than at the first deal. Opening for writing writes nothing.
    try:
        with path.open("r+b"):
            pass
    except OSError as problem:
        reason, where = str(problem.strerror), str(path)
        kind = _unwritable_kind(problem)
        if kind == "read-only":
            raise StorageError(
                "{path} cannot be written: the file is on a read-only disk; make it "
                "writable or choose another database with --database",
                path=where,
            ) from None
        if kind == "full":
            raise StorageError(
                "{path} cannot be written: the disk is full ({reason}); free some space on "
                "it; make it writable or choose another database with --database",
                path=where,
                reason=reason,
            ) from None
        if kind == "denied":
            raise StorageError(
                "{path} cannot be written: the file is not writable ({reason}); make it "
                "writable or choose another database with --database",
                path=where,
                reason=reason,
            ) from None
        raise StorageError(
            "{path} cannot be written: {reason}; make it writable or choose another "
            "database with --database",
            path=where,
            reason=reason,
        ) from None
    # SQLite keeps its log in FILE-wal and FILE-shm beside the file and removes them on
    # close, so the folder must take new files unless both are there and writable.
    companions = [Path(f"{path}{suffix}") for suffix in ("-wal", "-shm")]
    if all(os.access(companion, os.W_OK) for companion in companions):
        return
    if not os.access(path.parent, os.W_OK | os.X_OK):
        raise StorageError(
            "{path} cannot be written: the folder {folder} is not writable (SQLite keeps "
            "its log beside the database); make it writable or choose another database "
            "with --database",
            path=str(path),
            folder=str(path.parent),
        )


def _unwritable_kind(problem: OSError) -> str:
    """Why a file cannot be made or written: read-only, full, denied or other."""
    if problem.errno == errno.EROFS:
        return "read-only"
    if problem.errno in (errno.ENOSPC, errno.EDQUOT):
        return "full"
    if problem.errno in (errno.EACCES, errno.EPERM):
        return "denied"
    return "other"


def _check_contents(path: Path, *, wal: bool, timeout_ms: int) -> None:
    # Opened read-write but only read: reading never writes to the database file, and a
    # read-only open of a WAL database fails where the -shm file cannot be created. But
    # beside a live log, read-only: the last read-write connection to close would fold
    # the log's pages into a file not yet vouched for (issue 32).
    try:
        if live_wal(path):
            connection = sqlite3.connect(
                read_only_uri(path), uri=True, timeout=timeout_ms / 1000, isolation_level=None
            )
        else:
            connection = sqlite3.connect(str(path), timeout=timeout_ms / 1000, isolation_level=None)
    except sqlite3.Error as problem:
        raise StorageError(
            "cannot open {path} ({reason}): check its permissions",
            path=str(path),
            reason=str(problem),
        ) from None
    try:
        tables = {
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        }
        if tables and "alembic_version" not in tables:
            raise StorageError(
                "{path} is an SQLite database of another program, not Zapis's; it was left "
                "as it is: choose another file with --database",
                path=str(path),
            )
        if tables:
            versions = connection.execute("SELECT version_num FROM alembic_version").fetchall()
            if len(versions) != 1:
                raise StorageError(
                    "{path}: the file's schema is not one Zapis knows ({reason}); it was "
                    "left as it is: restore it from a backup, or choose another file with "
                    "--database",
                    path=str(path),
                    reason=f"alembic_version holds {len(versions)} rows, not 1",
                )
            # Refused here, before the engine's first connection switches a rollback-mode
            # file to WAL (a header change) or folds a newer Zapis's log into the file.
            from db.migrate import check_known

            check_known(str(versions[0][0]), str(path))
            from db.models import Base

            # A table Zapis never makes: another program shares the file, and Zapis's
            # writes (and a later migration) would be made beside rows it cannot judge.
            strangers = sorted(tables - set(Base.metadata.tables) - {"alembic_version"})
            if strangers:
                raise StorageError(
                    "{path} holds tables Zapis does not make ({tables}): another program "
                    "shares it; it was left as it is: choose another file with --database",
                    path=str(path),
                    tables=", ".join(strangers)[:200],
                )
        if not wal:
            verdict = connection.execute("PRAGMA quick_check").fetchone()
            if verdict is None or verdict[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {verdict[0] if verdict else '?'}")
    except sqlite3.DatabaseError as problem:
        detail = str(problem).splitlines()[0] if str(problem) else type(problem).__name__
        if "locked" in detail or "busy" in detail:
            raise StorageError(
                "{path} is busy: another Zapis window or program is writing to it and has "
                "held it too long ({reason}); try again in a moment",
                path=str(path),
                reason=detail,
            ) from None
        lowered = detail.lower()
        if any(word in lowered for word in ("malformed", "corrupt", "not a database", "check")):
            raise damaged(path, detail) from None
        # Anything else (a full disk where the log cannot be made, an I/O error) is not
        # the file's fault: said as what it is, not called damage.
        raise explain_detail(detail, str(path), path.parent) from None
    finally:
        connection.close()
