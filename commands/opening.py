"""Opening the database for a headless command: one refusal line when it cannot be."""

from __future__ import annotations

from commands.output import refused
from db import StorageError, Store


def open_store(database: str | None) -> Store | None:
    """The store at ``database`` (``None``: the default one), or ``None`` after saying on
    stderr, in one line, why it cannot be opened (the caller exits with status 2)."""
    try:
        return Store.open(database)
    except StorageError as problem:
        refused(problem)  # the caller exits with the status
        return None
