"""Taking a database's whole content into a backup file, and putting a backup's content
back: the database side of :mod:`db.backup_file`.

A backup is read in ONE read transaction, so it is a consistent snapshot while other
processes write: SQLite's write-ahead log gives a reader the database as it was at its
first read until it ends, and PostgreSQL does the same at REPEATABLE READ. Only the
columns the database's revision has are read, so the backup taken before a migration
holds the old schema's rows (the manifest names the revision).

A restore checks everything before it writes (the file, then every sitting scored by its
engine, as an import is) and replaces the whole content in ONE write transaction: killed
half-way, the database keeps its old content. The ids of players, sittings and deals are
kept; the derived columns are computed again, and every sitting gets a new revision so
that no window's kept session is taken for the restored one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, Table, delete, func, insert, inspect, select, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import SQLAlchemyError

from db.backup_file import (
    Backup,
    Manifest,
    RawJson,
    Snapshot,
    encode,
    read_backup,
    refused,
    write_file,
)
from db.deal_order import spread
from db.engine import WRITE_OPTION
from db.errors import StorageError, explain
from db.migrate import current_revision
from db.models import (
    DEAL_TABLE,
    OUTCOMES_TABLE,
    SEAT_TABLE,
    SITTING_TABLE,
    Base,
    fresh_revision,
    utc_now,
)
from db.sitting_rows import CHUNK, standing_of, stored_session
from db.standing import leader_of
from rules.errors import RuleViolation
from rules.limits import check_free_text
from rules.session import score

ID_LIMIT = 2**31 - 1
"""The largest id: the ``id`` columns are 32-bit on PostgreSQL."""
_PLAYER_TABLE = Base.metadata.tables["player"]
_TABLES = (_PLAYER_TABLE, SITTING_TABLE, SEAT_TABLE, DEAL_TABLE)


def _columns(connection: Connection, table: Table) -> list[Any]:
    """The columns of ``table`` the database has (an older revision has fewer), typed
    as the newest models type them (JSON decoded, moments made aware)."""
    present = {column["name"] for column in inspect(connection).get_columns(table.name)}
    return [column for column in table.columns if column.name in present]


def _read(connection: Connection, table: Table, *order: str) -> list[dict[str, Any]]:
    columns = _columns(connection, table)
    query = select(*columns).order_by(*(table.c[name] for name in order))
    return [dict(row._mapping) for row in connection.execute(query)]


_DEALS = (
    "SELECT sitting_id, id, position, CAST(record AS TEXT), created, edited FROM deal "
    "ORDER BY sitting_id, position"
)


def _aware(value: datetime | str | None) -> datetime | None:
    """A moment as the driver gives it (SQLite: naive UTC text) made aware, in UTC."""
    if value is None:
        return None
    moment = datetime.fromisoformat(value) if isinstance(value, str) else value
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _deal_rows(connection: Connection) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every deal's row with its record's JSON text, read on the driver's own cursor in
    the same transaction: SQLAlchemy's rows and JSON decoding were most of the time."""
    cursor = connection.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    try:
        cursor.execute(_DEALS)
        # A backup gives each deal its number (1-based, in order), not the sort key the
        # database orders by (db.deal_order): the same file whatever keys the inserts left.
        sitting, number = None, 0
        while rows := cursor.fetchmany(5000):
            for sitting_id, deal_id, _key, record, created, edited in rows:
                number = number + 1 if sitting_id == sitting else 1
                sitting = sitting_id
                yield (
                    sitting_id,
                    {
                        "id": deal_id,
                        "position": number,
                        "record": RawJson(record),
                        "created": _aware(created),
                        "edited": _aware(edited),
                    },
                )
    finally:
        cursor.close()


def snapshot_of(connection: Connection, where: str) -> Snapshot:
    """Every row of the database, read on ``connection`` inside one transaction."""
    schema = current_revision(connection, where) or ""
    players = _read(connection, _PLAYER_TABLE, "id")
    for player in players:
        # Before revision 0002 the folded name was not kept; 0002 folds it so.
        player.setdefault("folded", player["name"].casefold())
    sittings = _read(connection, SITTING_TABLE, "id")
    seats: dict[int, list[dict[str, Any]]] = {row["id"]: [] for row in sittings}
    deals: dict[int, list[dict[str, Any]]] = {row["id"]: [] for row in sittings}
    for seat in _read(connection, SEAT_TABLE, "sitting_id", "position"):
        seats[seat.pop("sitting_id")].append(seat)
    for sitting_id, deal in _deal_rows(connection):
        deals[sitting_id].append(deal)
    for sitting in sittings:
        sitting["seats"] = seats[sitting["id"]]
        sitting["deals"] = deals[sitting["id"]]
    return Snapshot(schema, connection.dialect.name, players, sittings)


def read_snapshot(engine: Engine, where: str) -> Snapshot:
    """The database's whole content, read in one transaction (a consistent snapshot)."""
    connection = engine.connect()
    try:
        if engine.dialect.name == "postgresql":
            # READ COMMITTED would give each statement a snapshot of its own.
            connection = connection.execution_options(
                isolation_level="REPEATABLE READ", postgresql_readonly=True
            )
        with connection.begin():
            return snapshot_of(connection, where)
    finally:
        connection.close()


def write_backup(engine: Engine, where: str, path: Path, now: datetime | None = None) -> Manifest:
    """Write the database's whole content to the backup file ``path`` (a temporary name,
    then renamed). Raises ``OSError`` when the file cannot be written and
    :class:`StorageError` when the database cannot be read."""
    try:
        snapshot = read_snapshot(engine, where)
    except SQLAlchemyError as problem:
        raise explain(problem, where, None) from problem
    data, manifest = encode(snapshot, now or utc_now())
    write_file(path, data)
    return manifest


def sitting_count(engine: Engine) -> int:
    """How many sittings the database holds (0 for a database with no tables yet)."""
    with engine.connect() as connection:
        if not inspect(connection).has_table("sitting"):
            return 0
        return int(connection.execute(select(func.count()).select_from(SITTING_TABLE)).scalar_one())


@dataclass(frozen=True)
class Checked:
    """A backup read, checked and scored: the rows a restore writes."""

    manifest: Manifest
    """The backup's manifest."""
    players: Sequence[dict[str, Any]]
    """Player rows."""
    sittings: Sequence[dict[str, Any]]
    """Sitting rows, derived columns and a new revision filled in."""
    seats: Sequence[dict[str, Any]]
    """Seat rows, standings filled in."""
    deals: Sequence[dict[str, Any]]
    """Deal rows."""


def verified(path: Path) -> Checked:
    """Read the backup at ``path`` whole and check everything a restore writes: the file
    (:func:`db.backup_file.read_backup`), the ids, the players' names, and every sitting
    scored by its engine as an import is. Raises :class:`StorageError` in one line."""
    backup = read_backup(path)
    players = _checked_players(path, backup)
    sittings: list[dict[str, Any]] = []
    seats: list[dict[str, Any]] = []
    deals: list[dict[str, Any]] = []
    deal_ids: set[int] = set()
    for sitting in backup.sittings:
        number = sitting["id"]
        if number > ID_LIMIT:
            raise refused(path, f"sitting id {number} is above {ID_LIMIT}")
        if sittings and number <= sittings[-1]["id"]:
            raise refused(path, f"sitting {number} comes after sitting {sittings[-1]['id']}")
        names = [seat["name"] for seat in sitting["seats"]]
        records = [deal["record"] for deal in sitting["deals"]]
        try:
            check_free_text(sitting["place"], field="place")
            check_free_text(sitting["note"], field="note")
            session = stored_session(
                sitting["game"],
                sitting["options"],
                sitting["price"],
                sitting["currency"],
                names,
                records,
            )
            sheet = score(session)
        except RuleViolation as violation:
            raise StorageError(
                "{file}: sitting {sitting}: {reason}; nothing was changed",
                file=str(path),
                sitting=number,
                reason=violation.text(),
            ) from None
        for seat in sitting["seats"]:
            player = players.get(seat["player_id"])
            if player is None:
                raise refused(
                    path, f"sitting {number} seats player {seat['player_id']}, who is not in it"
                )
            if player["folded"] != seat["name"].casefold():
                raise refused(
                    path, f"sitting {number} seats {seat['name']!r} as player {player['id']}"
                )
            seats.append(
                {
                    "sitting_id": number,
                    "position": seat["position"],
                    "player_id": seat["player_id"],
                    "name": seat["name"],
                    **standing_of(sheet, seat["name"]),
                }
            )
        for deal, key in zip(sitting["deals"], spread(len(sitting["deals"])), strict=True):
            if deal["id"] in deal_ids or deal["id"] > ID_LIMIT:
                raise refused(path, f"deal id {deal['id']} is given twice or above {ID_LIMIT}")
            deal_ids.add(deal["id"])
            deals.append(
                {
                    "id": deal["id"],
                    "sitting_id": number,
                    # The file numbers the deals 1..n (checked on reading); the database
                    # orders them by keys spread apart (db.deal_order).
                    "position": key,
                    "record": deal["record"],
                    "created": deal["created"],
                    "edited": deal["edited"],
                }
            )
        sittings.append(
            {
                "id": number,
                "game": sitting["game"],
                "options": sitting["options"],
                "first_dealer": sitting["first_dealer"],
                "created": sitting["created"],
                "updated": sitting["updated"],
                "place": sitting["place"],
                "note": sitting["note"],
                "price": sitting["price"],
                "currency": sitting["currency"],
                "finished": sheet.finished,
                "leader": leader_of(sheet),
                "revision": fresh_revision(),
            }
        )
    return Checked(backup.manifest, list(players.values()), sittings, seats, deals)


def _checked_players(path: Path, backup: Backup) -> dict[int, dict[str, Any]]:
    players: dict[int, dict[str, Any]] = {}
    folded: set[str] = set()
    for player in backup.players:
        if player["id"] > ID_LIMIT or player["id"] in players:
            raise refused(path, f"player id {player['id']} is given twice or above {ID_LIMIT}")
        if player["folded"] in folded or player["folded"] != player["name"].casefold():
            raise refused(path, f"player {player['id']}'s folded name is wrong or given twice")
        folded.add(player["folded"])
        players[player["id"]] = dict(player)
    return players


def replace_content(connection: Connection, checked: Checked) -> None:
    """Delete every row and write the backup's, on ``connection`` inside the caller's
    one write transaction (which a kill or a failure rolls back whole)."""
    if connection.dialect.name == "postgresql":
        # Every other window's write waits until the new content is committed. In the
        # order a backup reads the tables, so that a restore and a backup (or a restore
        # whose client was killed, still running on the server) never deadlock.
        connection.execute(text("LOCK TABLE player, sitting, seat, deal IN ACCESS EXCLUSIVE MODE"))
    # The kept outcomes (never backed up) go with their sittings, foreign keys on or off.
    connection.execute(delete(OUTCOMES_TABLE))
    for table in reversed(_TABLES):
        connection.execute(delete(table))
    for table, rows in (
        (_PLAYER_TABLE, checked.players),
        (SITTING_TABLE, checked.sittings),
        (SEAT_TABLE, checked.seats),
        (DEAL_TABLE, checked.deals),
    ):
        for start in range(0, len(rows), CHUNK * 10):
            connection.execute(insert(table), list(rows[start : start + CHUNK * 10]))
    if connection.dialect.name == "postgresql":
        # The ids were given, not drawn: the sequences continue after the largest.
        for table in ("player", "sitting", "deal"):
            connection.execute(
                text(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM {table}"
                )
            )


def restore_into(engine: Engine, where: str, checked: Checked) -> None:
    """Replace the database's content by ``checked`` in one write transaction. Raises
    :class:`StorageError` (then nothing changed)."""
    write_engine = engine.execution_options(**{WRITE_OPTION: True})
    try:
        with write_engine.begin() as connection:
            replace_content(connection, checked)
    except SQLAlchemyError as problem:
        raise explain(problem, where, None) from problem
