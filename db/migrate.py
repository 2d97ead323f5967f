"""Alembic migrations from code: the database is brought to the newest schema when the
store opens.

The revisions live in ``db/migrations`` (a package, so a wheel carries them). Alembic is
imported only when a database is behind, so a normal start costs one small query.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, inspect, text
from sqlalchemy.engine import Connection

from db.engine import WRITE_OPTION
from db.errors import StorageError

if TYPE_CHECKING:
    from alembic.config import Config

HEAD = "0009"
"""The newest revision (a test checks it against the scripts)."""
REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009")
"""Every revision, oldest first."""
MIGRATIONS = Path(__file__).with_name("migrations")
"""Alembic's ``script_location``: inside the package."""
_PG_LOCK = 0x7A61706973
"""PostgreSQL advisory lock key, so two first starts do not migrate at once."""


def alembic_config(connection: Connection | None = None) -> Config:
    """Alembic's configuration, built in code (no alembic.ini)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def unknown_schema(where: str, reason: str, *, file: bool) -> StorageError:
    """The refusal of a database whose schema is not what its revision says."""
    if file:
        return StorageError(
            "{where}: the file's schema is not one Zapis knows ({reason}); it was left as "
            "it is: restore it from a backup, or choose another file with --database",
            where=where,
            reason=reason,
        )
    return StorageError(
        "{where}: the database's schema is not one Zapis knows ({reason}); it was left as "
        "it is: restore it from a backup, or choose another database with --database",
        where=where,
        reason=reason,
    )


def current_revision(connection: Connection, where: str = "the database") -> str | None:
    """The revision the database is at, ``None`` for an empty database.

    Raises :class:`StorageError` for a database that holds tables but is not Zapis's, and
    for one whose ``alembic_version`` does not hold exactly one revision (emptied by
    hand: its tables would be created a second time over the old ones).
    """
    inspector = inspect(connection)
    if not inspector.has_table("alembic_version"):
        if inspector.get_table_names():
            raise StorageError(
                "{where} holds tables of another program, not Zapis's; it was left as it "
                "is: choose another database with --database",
                where=where,
            )
        return None
    rows = connection.execute(text("SELECT version_num FROM alembic_version")).all()
    if len(rows) != 1:
        raise unknown_schema(
            where,
            f"alembic_version holds {len(rows)} rows, not 1",
            file=connection.dialect.name == "sqlite",
        )
    revision: str = rows[0][0]
    return revision


def schema_of(connection: Connection) -> dict[str, frozenset[str]]:
    """Each Zapis table's column names (``alembic_version`` left out)."""
    inspector = inspect(connection)
    return {
        table: frozenset(column["name"] for column in inspector.get_columns(table))
        for table in inspector.get_table_names()
        if table != "alembic_version"
    }


def schema_at(revision: str) -> dict[str, frozenset[str]]:
    """The tables and columns the migrations make up to ``revision``, built in a new
    in-memory database (only when a database is behind, so seldom; about 0.1 s)."""
    from sqlalchemy import create_engine
    from sqlalchemy.pool import StaticPool

    engine = create_engine("sqlite://", poolclass=StaticPool)
    try:
        upgrade(engine, "a new database", revision)
        with engine.connect() as connection:
            return schema_of(connection)
    finally:
        engine.dispose()


def _check_schema(connection: Connection, revision: str, where: str) -> None:
    """Refuse a database whose tables are not those of ``revision`` (its
    ``alembic_version`` set back by hand: the next revision would fail half-way, e.g.
    adding a column that is there)."""
    from db.models import Base

    expected = schema_at(revision)
    # Tables of other programs sharing a PostgreSQL schema are not Zapis's to judge;
    # a table of any Zapis revision is.
    ours = set(expected) | set(Base.metadata.tables)
    found = {table: columns for table, columns in schema_of(connection).items() if table in ours}
    if found != expected:
        differing = sorted(
            table for table in set(found) | set(expected) if found.get(table) != expected.get(table)
        )
        raise unknown_schema(
            where,
            f"it says revision {revision}, but its tables {', '.join(differing)} are not "
            f"those of {revision}",
            file=connection.dialect.name == "sqlite",
        )


def upgrade(
    engine: Engine,
    where: str,
    target: str = HEAD,
    before_write: Callable[[], None] | None = None,
) -> None:
    """Bring the database to ``target`` (normally the newest revision), in one transaction.

    Before anything is written, the database's tables are compared with those its
    recorded revision should have, and ``before_write`` (the store's vouching for an
    SQLite file) is called; either may refuse, and then nothing is written.

    On SQLite the foreign keys are off while the revisions run (a batch migration copies a
    table; with foreign keys on, dropping the old copy would delete or refuse the rows
    that point at it) and back on, and checked, after.
    """
    with engine.connect() as connection:
        revision = current_revision(connection, where)
        connection.rollback()
        if revision == target:
            return
        check_known(revision, where)
        if revision is not None:
            _check_schema(connection, revision, where)
            connection.rollback()
        if before_write is not None:
            before_write()
        sqlite = engine.dialect.name == "sqlite"
        raw: Any = connection.connection.driver_connection
        if sqlite:
            # Outside any transaction, or SQLite ignores it.
            raw.execute("PRAGMA foreign_keys = OFF")
        try:
            connection.execution_options(**{WRITE_OPTION: True})
            with connection.begin():
                if engine.dialect.name == "postgresql":
                    connection.execute(
                        text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_LOCK}
                    )
                # Another window may have migrated while this one waited for the lock.
                revision = current_revision(connection, where)
                if revision != target:
                    check_known(revision, where)
                    from alembic import command

                    command.upgrade(alembic_config(connection), target)
                    if sqlite:
                        broken = connection.exec_driver_sql("PRAGMA foreign_key_check").all()
                        if broken:
                            raise StorageError(
                                "{where}: upgrading the database would break "
                                "{count} links between rows; it was left as it was",
                                where=where,
                                count=len(broken),
                            )
        finally:
            # An interrupt (Ctrl-C) in a statement makes SQLAlchemy close and invalidate
            # the connection: nothing is left to turn back on, and touching it raised a
            # second error over the interrupt (a traceback, status 1, not 130).
            if sqlite and not connection.invalidated:
                raw.execute("PRAGMA foreign_keys = ON")


def check_known(revision: str | None, where: str) -> None:
    """Refuse a revision this Zapis does not know (a newer Zapis wrote the database)."""
    if revision is not None and revision not in REVISIONS:
        raise StorageError(
            "{where} was written by a newer Zapis (schema {revision}); update Zapis to open it",
            where=where,
            revision=revision,
        )
