"""A sitting's rows in the database, read and written inside a transaction the store
opened: its seats and deals, the players' ids, the standings written with every deal
change, and the checks a record or a name passes before it is stored."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, insert, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Session as OrmSession

from db.errors import UnknownSitting
from db.models import DEAL_TABLE, SEAT_TABLE, SITTING_TABLE, Player, Seat, Sitting
from db.rows import LoadedSitting, SittingId
from db.standing import leader_of, winnings_of
from db.stored_values import reading_sitting
from rules.ledger import JSON, Scored
from rules.money import price_text
from rules.session import Session, session_from_json

# Built once (building a statement costs more than executing it on SQLite).
_COLUMNS = select(
    SITTING_TABLE.c.game, SITTING_TABLE.c.options, SITTING_TABLE.c.price, SITTING_TABLE.c.currency
).where(SITTING_TABLE.c.id == bindparam("sitting"))
_NAMES = (
    select(SEAT_TABLE.c.name)
    .where(SEAT_TABLE.c.sitting_id == bindparam("sitting"))
    .order_by(SEAT_TABLE.c.position)
)
_RECORDS = (
    select(DEAL_TABLE.c.position, DEAL_TABLE.c.record)
    .where(DEAL_TABLE.c.sitting_id == bindparam("sitting"))
    .order_by(DEAL_TABLE.c.position)
)

CHUNK = 500
"""Rows or parameters per statement in bulk work (SQLite caps bound parameters)."""


def insert_sitting(
    orm: OrmSession,
    session: Session,
    scored: Scored,
    now: datetime,
    *,
    first_dealer: str | None,
    place: str | None,
    note: str | None,
) -> Sitting:
    """A new sitting's row and its seats (standings included), written in the
    transaction ``orm``; the players are found or created by their folded names."""
    ids = player_ids(orm, session.players)
    row = Sitting(
        game=session.game,
        options=dict(session.options),
        first_dealer=first_dealer,
        created=now,
        updated=now,
        place=place or None,
        note=note or None,
        price=price_column(session),
        currency=session.currency or None,
        finished=scored.finished,
        leader=leader_of(scored),
    )
    orm.add(row)
    orm.flush()
    for position, name in enumerate(session.players):
        orm.add(
            Seat(
                sitting_id=row.id,
                position=position,
                player_id=ids[name.casefold()],
                name=name,
                **standing_of(scored, name),
            )
        )
    return row


def folded_name(name: str) -> str:
    """A name typed to find a player, as the store keeps names: NFC, then case-folded
    (names are stored in NFC, so a decomposed «ё» typed in a search still finds her)."""
    return unicodedata.normalize("NFC", name).casefold()


def first_dealer_of(session: Session) -> str | None:
    """Who dealt the first deal, if the record names a seated player."""
    dealer = session.deals[0].dealer if session.deals else None
    return dealer if dealer in session.players else None


def sitting_row(orm: OrmSession, sitting: int, *, lock: bool = False) -> Sitting:
    """The sitting's row; :class:`UnknownSitting` for an unknown id. ``lock``: hold it
    against concurrent changes until the transaction ends."""
    query = select(Sitting).where(Sitting.id == sitting)
    if lock:
        # PostgreSQL: concurrent changes to one sitting queue here (SQLite's BEGIN
        # IMMEDIATE has already serialised the writers).
        query = query.with_for_update()
    with reading_sitting(sitting):
        row = orm.scalars(query).first()
    if row is None:
        raise UnknownSitting(f"no sitting {sitting}")
    return row


def read_sitting(orm: OrmSession, sitting: int, *, lock: bool = False) -> tuple[Sitting, Session]:
    """The sitting's row and its session, read back through the session file's own
    checks, as an imported file is."""
    row = sitting_row(orm, sitting, lock=lock)
    return row, read_stored_session(orm.connection(), row.id)


def read_stored_session(connection: Connection, sitting: int) -> Session:
    """The sitting's session read back from its row, seats and every deal (its length in
    rows and JSON decoding: :mod:`db.sitting_cache` spares it where it can). On a Core
    connection, which an ORM session gives too (``orm.connection()``)."""
    return read_stored_deals(connection, sitting)[0]


def read_stored_deals(connection: Connection, sitting: int) -> tuple[Session, tuple[int, ...]]:
    """The sitting's session (:func:`read_stored_session`) and its deals' sort keys in
    order (:mod:`db.deal_order`), read in the same statements."""
    with reading_sitting(sitting):
        columns = connection.execute(_COLUMNS, {"sitting": sitting}).one()
        names = connection.execute(_NAMES, {"sitting": sitting}).scalars().all()
        rows = connection.execute(_RECORDS, {"sitting": sitting}).all()
        session = stored_session(
            columns.game,
            columns.options,
            columns.price,
            columns.currency,
            names,
            [record for _key, record in rows],
        )
        return session, tuple(int(key) for key, _record in rows)


def read_stored_sessions(connection: Connection, sittings: Sequence[int]) -> dict[int, Session]:
    """The sessions of many sittings at once (their rows, seats and deals in a few grouped
    statements: a regular's records read hundreds), each built as
    :func:`read_stored_session` builds one, by :func:`stored_session`: the lenient stored
    mode. Unknown ids are left out."""
    columns: dict[int, Any] = {}
    names: dict[int, list[str]] = {sitting: [] for sitting in sittings}
    records: dict[int, list[JSON]] = {sitting: [] for sitting in sittings}
    ids = list(dict.fromkeys(sittings))
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        for row in connection.execute(
            select(
                SITTING_TABLE.c.id,
                SITTING_TABLE.c.game,
                SITTING_TABLE.c.options,
                SITTING_TABLE.c.price,
                SITTING_TABLE.c.currency,
            ).where(SITTING_TABLE.c.id.in_(chunk))
        ):
            columns[row.id] = row
        for sitting, name in connection.execute(
            select(SEAT_TABLE.c.sitting_id, SEAT_TABLE.c.name)
            .where(SEAT_TABLE.c.sitting_id.in_(chunk))
            .order_by(SEAT_TABLE.c.sitting_id, SEAT_TABLE.c.position)
        ):
            names[sitting].append(name)
        for sitting, record in connection.execute(
            select(DEAL_TABLE.c.sitting_id, DEAL_TABLE.c.record)
            .where(DEAL_TABLE.c.sitting_id.in_(chunk))
            .order_by(DEAL_TABLE.c.sitting_id, DEAL_TABLE.c.position)
        ):
            records[sitting].append(record)
    return {
        sitting: stored_session(
            row.game, row.options, row.price, row.currency, names[sitting], records[sitting]
        )
        for sitting, row in columns.items()
    }


def stored_session(
    game: str,
    options: JSON,
    price: str | None,
    currency: str | None,
    names: Sequence[str],
    records: Sequence[JSON],
) -> Session:
    """A sitting's session from its stored columns, seats' names and deal records, read
    back through the session file's own checks, as an imported file is, in the lenient
    stored mode (``session_from_json(stored=True)``: a sitting written before a limit
    existed still opens). Every reader of stored sittings builds its sessions here."""
    data: dict[str, JSON] = {
        "format": "zapis-session",
        "version": 1,
        "game": game,
        "players": list(names),
        "options": options,
        "deals": list(records),
    }
    # The price goes back through the session file's own check, as an imported one does.
    if price is not None:
        data["price"] = price
    if currency:
        data["currency"] = currency
    return session_from_json(data, stored=True)


def price_column(session: Session) -> str | None:
    """The sitting's ``price`` column: the price's text, ``None`` without one."""
    return price_text(session.price) if session.price is not None else None


def loaded_sitting(row: Sitting, session: Session, scored: Scored) -> LoadedSitting:
    """The :class:`LoadedSitting` the store hands out for ``row``."""
    return LoadedSitting(
        id=SittingId(row.id),
        session=session,
        scored=scored,
        first_dealer=row.first_dealer,
        place=row.place,
        note=row.note,
        created=row.created,
        updated=row.updated,
        revision=row.revision,
    )


def standing_of(scored: Scored, name: str) -> dict[str, int]:
    """The seat's derived columns for the player seated as ``name``."""
    won = winnings_of(scored, name)
    return {"games_won": won.games, "rubbers_won": won.rubbers, "total": won.total}


def player_ids(orm: OrmSession, names: Sequence[str]) -> dict[str, int]:
    """Folded name → player id, adding the players not known yet (first spelling wins)."""
    wanted: dict[str, str] = {}
    for name in names:
        wanted.setdefault(name.casefold(), name)
    ids: dict[str, int] = {}
    folded = list(wanted)
    for start in range(0, len(folded), CHUNK):
        chunk = folded[start : start + CHUNK]
        for player_id, key in orm.execute(
            select(Player.id, Player.folded).where(Player.folded.in_(chunk))
        ):
            ids[key] = player_id
    missing = [{"name": wanted[key], "folded": key} for key in folded if key not in ids]
    if not missing:
        return ids
    # Another table may be adding the same new player at this moment (a club's server:
    # its row is not committed yet, so not found above). ON CONFLICT DO NOTHING waits for
    # it and leaves its row, which the second look then finds, instead of failing the
    # whole sitting on the unique folded name (issue 32).
    dialect = orm.get_bind().dialect.name
    if dialect == "postgresql":
        adding: Any = postgresql_insert(Player).on_conflict_do_nothing(
            index_elements=[Player.folded]
        )
    elif dialect == "sqlite":
        adding = sqlite_insert(Player).on_conflict_do_nothing(index_elements=[Player.folded])
    else:
        adding = insert(Player)
    for start in range(0, len(missing), CHUNK):
        orm.execute(adding, missing[start : start + CHUNK])
    added = [row["folded"] for row in missing]
    for start in range(0, len(added), CHUNK):
        chunk = added[start : start + CHUNK]
        for player_id, key in orm.execute(
            select(Player.id, Player.folded).where(Player.folded.in_(chunk))
        ):
            ids[key] = player_id
    return ids
