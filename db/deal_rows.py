"""The statements of a deal's write, on the transaction's connection (SQLAlchemy Core,
built once): the sitting's row locked and its revision read, the deal row written, the
derived columns and the new revision. A sitting's deals are read
(:func:`db.sitting_rows.read_stored_session`) only when the store's kept session is not
the database's (:mod:`db.sitting_cache`); everything else is a constant number of
statements and rows whatever the sitting's length (issue 15), and a deal inserted or
deleted in the middle moves no other row (issue 31: the rows are found by their sort
key, :mod:`db.deal_order`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlalchemy import bindparam, delete, insert, select, update
from sqlalchemy.engine import Connection

from db.errors import UnknownSitting
from db.models import DEAL_TABLE, SEAT_TABLE, SITTING_TABLE
from db.prepared import Prepared
from db.sitting_rows import standing_of
from db.standing import leader_of
from rules.ledger import JSON, Scored

_SITTING = SITTING_TABLE.c
_DEAL = DEAL_TABLE.c
_SEAT = SEAT_TABLE.c

# Built once (building a statement costs more than executing it on SQLite), and the
# write's own statements compiled once per dialect (db.prepared).
_LOCK = Prepared(
    select(_SITTING.id, _SITTING.revision)
    .where(_SITTING.id == bindparam("sitting"))
    # PostgreSQL: concurrent changes to one sitting queue here (SQLite's BEGIN IMMEDIATE
    # has already serialised the writers).
    .with_for_update()
)
_INSERT = Prepared(
    insert(DEAL_TABLE).values(
        sitting_id=bindparam("sitting"),
        position=bindparam("key"),
        record=bindparam("record"),
        created=bindparam("created"),
    )
)
_REPLACE = Prepared(
    update(DEAL_TABLE)
    .where(_DEAL.sitting_id == bindparam("sitting"), _DEAL.position == bindparam("key"))
    .values(record=bindparam("record"), edited=bindparam("edited"))
)
_DELETE = Prepared(
    delete(DEAL_TABLE).where(
        _DEAL.sitting_id == bindparam("sitting"), _DEAL.position == bindparam("key")
    )
)
_DERIVED = Prepared(
    update(SITTING_TABLE)
    .where(_SITTING.id == bindparam("sitting"))
    .values(
        finished=bindparam("finished"),
        leader=bindparam("leader"),
        updated=bindparam("updated"),
        revision=bindparam("new_revision"),
    )
)
_STANDINGS = Prepared(
    update(SEAT_TABLE)
    .where(
        _SEAT.sitting_id == bindparam("seat_sitting"),
        _SEAT.position == bindparam("seat_position"),
    )
    .values(
        games_won=bindparam("games_won"),
        rubbers_won=bindparam("rubbers_won"),
        total=bindparam("total"),
    )
)


def locked_revision(connection: Connection, sitting: int) -> tuple[int, int]:
    """The sitting's id and revision, its row held against concurrent changes until the
    transaction ends. :class:`UnknownSitting` for an unknown id."""
    found = _LOCK.run(connection, {"sitting": sitting}).first()
    if found is None:
        raise UnknownSitting(f"no sitting {sitting}")
    sitting_id, revision = (int(value) for value in found)
    return sitting_id, revision


def insert_deal_row(
    connection: Connection, sitting: int, key: int, record: Mapping[str, JSON], now: datetime
) -> None:
    """Write a deal's row with the sort key ``key`` (:mod:`db.deal_order`)."""
    _INSERT.run(connection, {"sitting": sitting, "key": key, "record": record, "created": now})


def replace_deal_row(
    connection: Connection, sitting: int, key: int, record: Mapping[str, JSON], now: datetime
) -> None:
    """Replace the record of the deal whose sort key is ``key``, marking it edited ``now``."""
    _REPLACE.run(connection, {"sitting": sitting, "key": key, "record": record, "edited": now})


def delete_deal_row(connection: Connection, sitting: int, key: int) -> None:
    """Remove the deal whose sort key is ``key`` (no other row moves)."""
    _DELETE.run(connection, {"sitting": sitting, "key": key})


def derive(
    connection: Connection,
    sitting: int,
    players: Sequence[str],
    scored: Scored,
    now: datetime,
    revision: int,
) -> None:
    """Write the derived columns, the sitting's and its seats', and the sitting's new
    ``revision``, in the transaction that changed the deals: two statements whatever the
    sitting's length."""
    _DERIVED.run(
        connection,
        {
            "sitting": sitting,
            "finished": scored.finished,
            "leader": leader_of(scored),
            "updated": now,
            "new_revision": revision,
        },
    )
    # One executemany by primary key (an UPDATE statement per seat cost 0.7 ms a deal).
    _STANDINGS.run(
        connection,
        [
            {"seat_sitting": sitting, "seat_position": position, **standing_of(scored, name)}
            for position, name in enumerate(players)
        ],
    )
