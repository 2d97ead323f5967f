"""Storage: the only door to the database (SQLAlchemy 2.x, Alembic). ORM objects never
leave this package; callers get the records of ``rules`` and plain typed rows."""

from db.service import (
    ChangeKind,
    DealChange,
    GameStats,
    LoadedSitting,
    PlayerId,
    PlayerStats,
    SittingId,
    SittingSummary,
    StorageError,
    Store,
    UnknownPlayer,
    UnknownSitting,
)

__all__ = [
    "ChangeKind",
    "DealChange",
    "GameStats",
    "LoadedSitting",
    "PlayerId",
    "PlayerStats",
    "SittingId",
    "SittingSummary",
    "StorageError",
    "Store",
    "UnknownPlayer",
    "UnknownSitting",
]
