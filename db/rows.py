"""What the store hands out: typed ids and the frozen rows of its answers (a
history row, a loaded sitting, a deal change, a player's record). No ORM object ever
leaves ``db/``; these do."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import NewType

# The history's row and the sitting id are kept where the light history reader
# (db.history_light) takes them without rules.session and the rest of these.
from db.history_row import SittingId as SittingId
from db.history_row import SittingSummary as SittingSummary
from rules.deal_record import DealRecord
from rules.ledger import Scored
from rules.registry import UnknownGame, find_entry
from rules.session import Session

PlayerId = NewType("PlayerId", int)
"""A player's id in the database."""


@dataclass(frozen=True)
class LoadedSitting:
    """A sitting with its records and its sheet, recomputed by the engine."""

    id: SittingId
    """The sitting's id."""
    session: Session
    """The records (options complete)."""
    scored: Scored
    """The sheet, recomputed from the records."""
    first_dealer: str | None
    """The first dealer chosen at creation, if any."""
    place: str | None
    """Where it was played."""
    note: str | None
    """The players' note."""
    created: datetime
    """When it was created, timezone-aware UTC."""
    updated: datetime
    """When a deal or a detail last changed, timezone-aware UTC."""


class ChangeKind(StrEnum):
    """What a mutation did to a sitting's deals."""

    ADDED = "added"
    """A deal appended at the end."""
    REPLACED = "replaced"
    """A deal's record replaced (an edit)."""
    DELETED = "deleted"
    """A deal removed; the later ones moved up."""
    INSERTED = "inserted"
    """A deal put back at a position (the undo of a delete)."""


@dataclass(frozen=True)
class DealChange:
    """What a mutation changed, so the UI updates and can undo."""

    sitting: SittingId
    """The sitting changed."""
    kind: ChangeKind
    """What was done."""
    number: int
    """The 1-based position affected."""
    before: DealRecord | None
    """The record before (``None`` for added and inserted)."""
    after: DealRecord | None
    """The record after (``None`` for deleted)."""
    scored: Scored
    """The whole sheet after the change."""
    session: Session
    """The whole session after the change, as the store keeps it (the records it
    wrote): the window takes it as it is instead of applying the change again."""


@dataclass(frozen=True, slots=True)
class SittingResult:
    """A player's result at one sitting."""

    sitting: SittingId
    """The sitting."""
    game: str
    """The game's registry name."""
    created: datetime
    """When the sitting was created (or imported), timezone-aware."""
    seat: str
    """His name as written at this sitting."""
    result: int
    """His total on its sheet: points, or money in Stukolka."""


@dataclass(frozen=True)
class GameStats:
    """A player's record at one game."""

    game: str
    """The game's registry name."""
    sittings: int
    """How many sittings of this game he sat at."""
    games_won: int
    """Three Bugs games; gin games and Hollywood columns; rummy games (Stukolka has no
    games: always 0)."""
    rubbers_won: int
    """Three Bugs rubbers (0 in every other game)."""
    total: int
    """His totals summed over these sittings: points, or money in Stukolka."""

    @property
    def money(self) -> bool:
        """Whether ``total`` is money (Stukolka), not points: the game's registry trait
        (a game no longer registered counts points)."""
        try:
            return find_entry(self.game).money
        except UnknownGame:
            return False


@dataclass(frozen=True)
class PlayerStats:
    """A player's record over every sitting he played."""

    name: str
    """His name as the database knows it now."""
    sittings: int
    """How many sittings he sat at."""
    games_won: int
    """Three-bugs games, gin games and Hollywood columns, rummy games."""
    rubbers_won: int
    """Three-bugs rubbers."""
    total: int
    """The sum of his totals over all sittings, points and money alike, so it means
    little across games: kept for old callers; :attr:`by_game` says it per game."""
    by_game: tuple[GameStats, ...] = ()
    """His record at each game he played, in the registry's order of games."""
