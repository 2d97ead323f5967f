"""Storage: the only door to the database (SQLAlchemy 2.x, Alembic). ORM objects never
leave this package; callers get the records of ``rules`` and plain typed rows.

The names below are imported on first use, not with the package: the window's light
history reader (:mod:`db.history_light`) lives here too and must not bring SQLAlchemy
(about a third of a second) onto the path to the first usable window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.lazy_import import lazy_names

if TYPE_CHECKING:
    from db.service import (
        ChangeKind,
        DealChange,
        GameStats,
        HistoryQuery,
        LoadedSitting,
        MissingPrice,
        PlayerId,
        PlayerStats,
        SittingId,
        SittingResult,
        SittingSummary,
        SortKey,
        StaleRevision,
        StorageError,
        Store,
        UnknownPlayer,
        UnknownSitting,
    )

__all__ = [
    "ChangeKind",
    "DealChange",
    "GameStats",
    "HistoryQuery",
    "LoadedSitting",
    "MissingPrice",
    "PlayerId",
    "PlayerStats",
    "SittingId",
    "SittingResult",
    "SittingSummary",
    "SortKey",
    "StaleRevision",
    "StorageError",
    "Store",
    "UnknownPlayer",
    "UnknownSitting",
]


# ``db.Store`` and the other public names, from :mod:`db.service` when first asked.
__getattr__ = lazy_names(__name__, dict.fromkeys(__all__, "db.service"))
