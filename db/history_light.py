"""The history's first page read with the standard library's ``sqlite3``, before the
store opens (issue 15: the database and SQLAlchemy open off the path to a usable
window).

Importing SQLAlchemy and Alembic and opening the store cost about half a second, five
times a bare window's start. For the common start (an SQLite file Zapis already made,
at the newest schema) the window shows the history read here, in a few milliseconds,
while the store opens behind it; for a first start (no file yet) the history is empty
while the store creates the file. Anything else — a server's URL, a file at an older
revision, one that cannot be read — gives ``None``, and the window takes the full path
through :meth:`db.service.Store.open`, which says what is wrong.

The page is exactly the one :meth:`db.service.Store.find_sittings` reads for the
history's default query (every sitting, the latest updated first): the same rows in the
same order, as the same :class:`~db.history_row.SittingSummary` values (a test compares them on
a real database). Nothing here writes: the file is opened read-write only because
SQLite cannot read a WAL database read-only where its ``-shm`` file does not exist yet
(as :func:`db.location.check_file` does), and any log file the read leaves behind on a
failure is removed.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections import namedtuple
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import quote

from db.companions import leaving_no_trace, live_wal
from db.history_row import SittingSummary, history_rows
from db.open_files import held

VERSIONS = Path(__file__).with_name("migrations") / "versions"
"""Alembic's revision scripts: the newest revision is read from them, never written here."""
BUSY_SECONDS = 0.2
"""How long the light read waits for another program's write lock before giving the
start to the full path (which waits as long as the store does)."""
ENV_VARIABLE = "ZAPIS_DATABASE_URL"
"""As :data:`db.location.ENV_VARIABLE` (not imported: that module imports SQLAlchemy)."""
DEFAULT_FILE_NAME = "zapis.sqlite3"
"""As :data:`db.location.DEFAULT_FILE_NAME`."""
_SQLITE_MAGIC = b"SQLite format 3\x00"
_Sitting = namedtuple("_Sitting", "id game created updated finished leader place note")
"""A sitting row of the page, its columns by name as :func:`history_rows` reads them."""

_REVISION = re.compile(r"^revision\s*=\s*['\"]([^'\"]+)['\"]", re.MULTILINE)
_DOWN = re.compile(r"^down_revision\s*=\s*(?:['\"]([^'\"]+)['\"]|None)", re.MULTILINE)


@dataclass(frozen=True)
class LightPage:
    """The history's first page and its count, as the window shows them at start."""

    rows: tuple[SittingSummary, ...]
    """The latest updated sittings first (ties: the larger id first)."""
    total: int
    """How many sittings the database holds."""


def head_revision(versions: Path = VERSIONS) -> str | None:
    """The newest schema revision: the one script no other script revises. ``None``
    when the scripts cannot be read or do not form one line (the full path decides)."""
    revisions: set[str] = set()
    revised: set[str] = set()
    try:
        scripts = [path for path in versions.glob("*.py") if not path.name.startswith("_")]
        for script in scripts:
            text = script.read_text(encoding="utf-8")
            revision, down = _REVISION.search(text), _DOWN.search(text)
            if revision is None or down is None:
                return None
            revisions.add(revision.group(1))
            if down.group(1) is not None:
                revised.add(down.group(1))
    except (OSError, UnicodeDecodeError):
        return None
    heads = revisions - revised
    return heads.pop() if len(heads) == 1 else None


def light_path(url: str | None) -> Path | None:
    """The SQLite file ``url`` names (as :func:`db.location.resolve` reads it) when it
    is a plain path, or no URL with no ``$ZAPIS_DATABASE_URL`` (the default file);
    ``None`` for any URL (a server, an ``sqlite://`` URL), which takes the full path."""
    if url is None:
        url = os.environ.get(ENV_VARIABLE) or None
    if url is None:
        from platformdirs import user_data_dir

        return (Path(user_data_dir("zapis")) / DEFAULT_FILE_NAME).absolute()
    if "://" in url or "\0" in url:
        return None
    return Path(url).expanduser().absolute()


def read_first_page(url: str | None, limit: int) -> LightPage | None:
    """The first ``limit`` sittings of the history of the database ``url`` names, read
    with ``sqlite3`` alone (none for a file not made yet, which is not created here);
    ``None`` when this start must take the full path (see the module's docstring)."""
    path = light_path(url)
    head = head_revision()
    if path is None or head is None:
        return None
    if not os.path.lexists(path):
        # A first start: the store will create the file, and its history is empty.
        return LightPage((), 0)
    try:
        # Not read with open() while a store of this process holds the file: closing the
        # descriptor would drop the store's locks (db.open_files).
        if not held(path):
            with path.open("rb") as file:
                if file.read(len(_SQLITE_MAGIC)) != _SQLITE_MAGIC:
                    return None
        with leaving_no_trace(path):
            return _read(path, head, limit)
    except Exception:  # whatever it is, the store's full path says what is wrong
        return None


def _read(path: Path, head: str, limit: int) -> LightPage | None:
    # mode=rw: never creates a file; isolation_level=None: the explicit BEGIN below is
    # the one read transaction, so the count and the page agree.
    # Beside a live log, read-only: as the last connection to close, a read-write one
    # would fold the log into a file not yet vouched for (issue 32).
    mode = "ro" if live_wal(path) else "rw"
    connection = sqlite3.connect(
        f"file:{quote(path.as_posix())}?mode={mode}",
        uri=True,
        timeout=BUSY_SECONDS,
        isolation_level=None,
    )
    try:
        connection.execute("BEGIN")
        versions = connection.execute("SELECT version_num FROM alembic_version").fetchall()
        if versions != [(head,)]:
            return None
        total = int(connection.execute("SELECT count(*) FROM sitting").fetchone()[0])
        sittings = [
            _Sitting(*row)
            for row in connection.execute(
                "SELECT id, game, created, updated, finished, leader, place, note FROM sitting "
                "ORDER BY updated DESC, id DESC LIMIT ?",
                (max(limit, 0),),
            )
        ]
        ids = [row.id for row in sittings]
        marks = ",".join("?" * len(ids))
        seats = connection.execute(
            f"SELECT sitting_id, name FROM seat WHERE sitting_id IN ({marks}) "
            "ORDER BY sitting_id, position",
            ids,
        ).fetchall()
        counts = connection.execute(
            f"SELECT sitting_id, count(*) FROM deal WHERE sitting_id IN ({marks}) "
            "GROUP BY sitting_id",
            ids,
        ).fetchall()
        try:
            # As the store's page reads them (db.summary_rows.last_deals): a damaged
            # deal page leaves them out, the rest still shows.
            last = connection.execute(
                "SELECT deal.sitting_id, deal.created FROM deal JOIN (SELECT sitting_id, "
                f"max(position) AS last FROM deal WHERE sitting_id IN ({marks}) "
                "GROUP BY sitting_id) AS latest ON deal.sitting_id = latest.sitting_id "
                "AND deal.position = latest.last",
                ids,
            ).fetchall()
        except sqlite3.DatabaseError:
            last = []
        connection.execute("COMMIT")
    finally:
        connection.close()
    rows = tuple(history_rows(sittings, seats, counts, last, moment=_utc))
    return LightPage(rows, total)


def _utc(stored: str) -> datetime:
    """A moment as SQLAlchemy keeps it in SQLite (naive UTC text), with its zone back."""
    return datetime.fromisoformat(stored).replace(tzinfo=UTC)
