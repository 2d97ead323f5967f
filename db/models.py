"""The tables: players, sittings, their seats and their deals (SQLAlchemy 2.x typed models).

The database keeps what the players entered and nothing the engine can recompute: a deal
is its record exactly as entered, and the sheet is rebuilt by ``rules.session.score``.
The only derived columns (``Sitting.finished`` and ``Sitting.leader``, and each seat's
``games_won``, ``rubbers_won`` and ``total``) are written in the same transaction as every
change to the sitting's deals, so they cannot go stale.

These classes never leave ``db/``; :mod:`db.service` hands out plain frozen rows.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any, ClassVar, cast

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import TypeDecorator

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
"""Constraint names the migrations can refer to: SQLite batch migrations drop and recreate
constraints by name, so none may be left to the database to name."""


class UtcDateTime(TypeDecorator[datetime]):
    """A moment stored in UTC and always read back timezone-aware.

    SQLite keeps no time zone, so the value is written as naive UTC there and given its
    zone back on reading; PostgreSQL stores ``timestamptz``.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Convert to UTC (naive on SQLite, so that stored strings compare in order)."""
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("a naive datetime cannot be stored: give it a time zone")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """The stored moment, timezone-aware in UTC."""
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def utc_now() -> datetime:
    """The current moment, timezone-aware in UTC."""
    return datetime.now(UTC)


_REVISIONS = random.SystemRandom()


def fresh_revision() -> int:
    """A new sitting's first revision: random, so that a sitting given the id of a
    deleted one (SQLite hands out the highest id again) never shares its revision and
    no store's cache takes one for the other."""
    return _REVISIONS.randrange(1, 2**62)


class Base(DeclarativeBase):
    """The declarative base of every Zapis table."""

    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: UtcDateTime, dict[str, Any]: JSON}


class Player(Base):
    """A person known across sittings."""

    __tablename__ = "player"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    """The player's id (``PlayerId`` outside)."""
    name: Mapped[str] = mapped_column(String(200))
    """The name as last written or renamed to, shown in autocomplete and statistics."""
    folded: Mapped[str] = mapped_column(String(200))
    """``name.casefold()``: unique, so «анна» and «Анна» are one person (SQLite's own
    ``lower()`` does not fold Cyrillic, so the folding is done in Python)."""

    __table_args__ = (Index("ix_player_folded", "folded", unique=True),)


class Sitting(Base):
    """One table's sitting at one game."""

    __tablename__ = "sitting"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    """The sitting's id (``SittingId`` outside)."""
    game: Mapped[str] = mapped_column(String(40))
    """The game's registry name."""
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    """Every option, defaults filled in, including the value tables it was created with."""
    first_dealer: Mapped[str | None] = mapped_column(String(200))
    """The first dealer chosen when the sitting was created, if any."""
    created: Mapped[datetime]
    """When the sitting was created (or imported)."""
    updated: Mapped[datetime]
    """When a deal or a detail of it last changed."""
    place: Mapped[str | None] = mapped_column(Text)
    """Where it was played (free text)."""
    note: Mapped[str | None] = mapped_column(Text)
    """Anything the players wrote about it."""
    price: Mapped[str | None] = mapped_column(String(20))
    """The money for one point (or unit of the stake) as the decimal text the session
    file writes (``"2.50"``), checked by ``rules.money``; ``None``: not played for money."""
    currency: Mapped[str | None] = mapped_column(String(8))
    """Shown after amounts (``"₽"``); ``None`` when none was given."""
    finished: Mapped[bool] = mapped_column(default=False)
    """Derived: the engine's ``Scored.finished``, written with every deal change."""
    leader: Mapped[str | None] = mapped_column(String(200))
    """Derived: the winner if finished, else the current leader (``None``: no deals or a
    tie), written with every deal change."""
    revision: Mapped[int] = mapped_column(
        BigInteger, default=fresh_revision, server_default=text("0")
    )
    """Moves (by one) in every transaction that changes what the sitting's session is made
    of: its deals, its seats' names, its options, its price or currency. A store keeps
    the sessions it last wrote or read with their revision and reads the deals back only
    when the row's revision differs (``db.sitting_cache``); so every such write, in any
    process, must move it. 0 for the sittings stored before revision 0006."""

    seats: Mapped[list[Seat]] = relationship(
        back_populates="sitting",
        order_by="Seat.position",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )
    deals: Mapped[list[Deal]] = relationship(
        back_populates="sitting",
        order_by="Deal.position",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )

    __table_args__ = (
        Index("ix_sitting_updated", "updated", "id"),
        Index("ix_sitting_created", "created"),
    )


class Seat(Base):
    """A player's place at a sitting, in seat order."""

    __tablename__ = "seat"

    sitting_id: Mapped[int] = mapped_column(
        ForeignKey("sitting.id", ondelete="CASCADE"), primary_key=True
    )
    """The sitting."""
    position: Mapped[int] = mapped_column(primary_key=True)
    """0-based seat position, in the session's ``players`` order."""
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)
    """Who sat there."""
    name: Mapped[str] = mapped_column(String(200))
    """The name exactly as written at this sitting (the deal records use it); it folds to
    the player's ``folded`` name."""
    games_won: Mapped[int]
    """Derived (``db.standing.winnings_of``): Three Bugs games, gin games and Hollywood
    columns, or rummy games he won here; written with every deal change."""
    rubbers_won: Mapped[int]
    """Derived: Three Bugs rubbers he won here; written with every deal change."""
    total: Mapped[int] = mapped_column(BigInteger)
    """Derived: his total on this sitting's sheet (points, or money in Stukolka); written
    with every deal change. These three make a player's record one query, not a rescoring
    of every sitting he played."""

    sitting: Mapped[Sitting] = relationship(back_populates="seats")
    player: Mapped[Player] = relationship()


class Deal(Base):
    """One deal's record exactly as entered."""

    __tablename__ = "deal"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    """A row id; deals are known outside by their sitting and 1-based number."""
    sitting_id: Mapped[int] = mapped_column(ForeignKey("sitting.id", ondelete="CASCADE"))
    """The sitting."""
    position: Mapped[int] = mapped_column(BigInteger)
    """The deal's sort key in the sitting (revision 0008): keys far apart, so a deal put
    in between takes a key between its neighbours' and no other row moves
    (:mod:`db.deal_order`). The deal's number (1-based) is its place in this order."""
    record: Mapped[dict[str, Any]] = mapped_column(JSON)
    """The record as entered (JSON, not JSONB, so that key order survives an export)."""
    created: Mapped[datetime]
    """When the deal was first entered."""
    edited: Mapped[datetime | None]
    """When the record was last replaced, if ever."""

    sitting: Mapped[Sitting] = relationship(back_populates="deals")

    __table_args__ = (Index("ix_deal_sitting_position", "sitting_id", "position", unique=True),)


class SittingOutcomes(Base):
    """What each seat of a sitting did there (its player's result, win and record
    counts), kept at the sitting's revision (revision 0009): a regular's records read
    these instead of rescoring every sitting he played (issue 31: 1,500 sittings took
    2.7 s). Only a cache: a row is used only while ``revision`` is the sitting's and
    ``format`` the running code's, and written again (not in the deal's transaction)
    after its sitting was rescored. Never backed up, never restored."""

    __tablename__ = "sitting_outcomes"

    sitting_id: Mapped[int] = mapped_column(
        ForeignKey("sitting.id", ondelete="CASCADE"), primary_key=True
    )
    """The sitting."""
    revision: Mapped[int] = mapped_column(BigInteger)
    """The sitting's revision the outcomes were counted at."""
    format: Mapped[int]
    """``rules.player_records.OUTCOME_FORMAT`` when they were counted."""
    outcomes: Mapped[dict[str, Any]] = mapped_column(JSON)
    """Seat name → that seat's outcome (``rules.player_records.outcome_json``)."""


DEAL_TABLE = cast(Table, Deal.__table__)
"""The deal table, for bulk and set-based statements."""
SEAT_TABLE = cast(Table, Seat.__table__)
"""The seat table, for bulk statements."""
SITTING_TABLE = cast(Table, Sitting.__table__)
"""The sitting table, for the statements of a deal's write (Core, no ORM objects)."""
OUTCOMES_TABLE = cast(Table, SittingOutcomes.__table__)
"""The kept outcomes, for their bulk statements."""
