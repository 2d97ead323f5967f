"""The storage service: the only door to the database.

:class:`Store` is opened once per window; every call is one transaction, committed before
it returns, and every mutation returns a :class:`DealChange` so the views update from it
instead of re-reading everything. ORM objects never leave ``db/``: callers get
``rules`` sessions and sheets, and the frozen rows of :mod:`db.rows`.

Deals are validated by the engine before anything is written: the candidate session (the
sitting with the change applied) is scored, which is exactly what
``rules.session.verify_deal`` does, and a :class:`~rules.errors.RuleViolation` leaves the
database as it was.

The store's calls live in modules named for what they hold (:mod:`db.store_sittings`,
:mod:`db.store_history`, :mod:`db.store_players`, :mod:`db.store_records`,
:mod:`db.store_evening`, :mod:`db.store_files`, on :mod:`db.store_base`); :class:`Store`
gathers them into the one door (nothing else opens its transactions), and the rows it
hands out are in :mod:`db.rows`.
"""

from __future__ import annotations

from db.errors import (
    MissingPrice,
    StaleRevision,
    StorageError,
    UnknownPlayer,
    UnknownSitting,
)
from db.history_query import HistoryQuery, SortKey
from db.rows import (
    ChangeKind,
    DealChange,
    GameStats,
    LoadedSitting,
    PlayerId,
    PlayerStats,
    SittingId,
    SittingResult,
    SittingSummary,
)
from db.store_backups import Backups
from db.store_evening import Evenings
from db.store_files import SessionFiles
from db.store_history import HistoryQueries
from db.store_players import Players
from db.store_records import RecordsAndResults

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


class Store(Evenings, HistoryQueries, Players, RecordsAndResults, SessionFiles, Backups):
    """The database of sittings: open with :meth:`open`, close with :meth:`close`."""
