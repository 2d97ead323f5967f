"""Alembic's environment for Zapis: always run from code, on a connection given by
:func:`db.migrate.upgrade` (which has already turned SQLite's foreign keys off and
holds the transaction)."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from db.models import Base

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    # Offline (SQL script) mode and a URL in alembic.ini are not used by Zapis: the
    # database is chosen by the app, which hands its open connection in.
    raise RuntimeError("Zapis migrations run from db.migrate.upgrade with a connection")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    # SQLite cannot ALTER most things: batch mode copies the table instead.
    render_as_batch=True,
    # The caller's transaction wraps every revision, so a failed upgrade leaves nothing.
    transaction_per_migration=False,
)
with context.begin_transaction():
    context.run_migrations()
