"""The backup file (format ``zapis-backup``, version 1): the whole database in one file.

A backup is a gzip stream, written with a fixed 10-byte header (no name, no time, "unknown
system"), of UTF-8 JSON lines:

- line 1, the manifest: ``{"format": "zapis-backup", "version": 1, "zapis": "0.1.0",
  "schema": "0006", "written": "2026-12-01T18:20:00.123456+00:00", "database":
  "sqlite", "players": 4, "sittings": 2, "deals": 31, "sha256": "…"}``, where
  ``sha256`` is the SHA-256 of every byte after the manifest's own line;
- one line a player: ``{"player": {"id": 1, "name": "Анна", "folded": "анна"}}``;
- one line a sitting, with everything the database keeps of it: ``{"sitting": {"id",
  "game", "options", "first_dealer", "created", "updated", "place", "note", "price",
  "currency", "revision", "finished", "leader", "seats": [{"position", "player_id",
  "name", "games_won", "rubbers_won", "total"}], "deals": [{"id", "position", "record",
  "created", "edited"}]}}``. Moments are ISO 8601 in UTC. A deal's ``position`` is its
  number in the sitting (1..n), whatever sort key the database orders it by (revision
  0008, :mod:`db.deal_order`).

A sitting line holds the columns of the schema revision the manifest names: a backup
written at revision 0003 has no ``price`` or ``currency`` (added in 0005), one at 0002 no
``place`` or ``note``, and it is read as a database at that revision would be migrated
(none of them). The derived columns (``finished``, ``leader``, ``revision`` and the seats'
standings) may be missing: a restore computes them again with the engine.

Every byte is checked on reading: the gzip header against the fixed one, the deflate
stream and its CRC-32 and length by zlib, the content against the manifest's SHA-256,
the counts against the lines. Nothing here touches a database (:mod:`db.backup_store`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import struct
import sys
import tempfile
import zlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from db.errors import StorageError
from db.migrate import REVISIONS

FORMAT = "zapis-backup"
"""The manifest's ``format``: what tells a backup from any other gzip file."""
VERSION = 1
"""The newest version of the format this Zapis reads and writes."""
HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
"""The gzip header every backup starts with: deflate, no flags, no time, unknown system.
Fixed, so that a changed byte there is seen too (gzip itself ignores the time bytes)."""
SUFFIX = ".zapis-backup"
"""The file name ending the folder of automatic backups uses (any name may be restored)."""
SIZE_LIMIT = 2 << 30
"""The largest backup read (2 GiB compressed): more is not a Zapis backup."""
_LEVEL = 6
"""zlib's compression level: 1,000 sittings of 100 deals in about a second, a tenth the size."""

# The columns of each revision: a backup names its revision, and lacks what came later.
_PLACE_NOTE = "0003"
_PRICE = "0005"
_SITTING_KEYS = ("id", "game", "options", "first_dealer", "created", "updated", "seats", "deals")
_SITTING_DERIVED = ("finished", "leader", "revision")
_SEAT_KEYS = ("position", "player_id", "name")
_SEAT_DERIVED = ("games_won", "rubbers_won", "total")
_DEAL_KEYS = ("id", "position", "record", "created", "edited")
_PLAYER_KEYS = ("id", "name", "folded")


def zapis_version() -> str:
    """The running Zapis's version, for the manifest (the package's metadata when
    installed, else the version module the command already loaded; ``db`` never imports
    ``desktop``)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("zapis")
    except PackageNotFoundError:
        loaded = sys.modules.get("commands.version")
        return str(getattr(loaded, "__version__", "unknown"))


@dataclass(frozen=True)
class Manifest:
    """What a backup says of itself (its first line)."""

    version: int
    """The format's version."""
    zapis: str
    """The Zapis version that wrote it."""
    schema: str
    """The database's schema revision when it was written (``db.migrate.REVISIONS``)."""
    written: datetime
    """When it was written (UTC)."""
    database: str
    """The kind of database it was taken from: ``sqlite`` or ``postgresql``."""
    players: int
    """How many players it holds."""
    sittings: int
    """How many sittings it holds."""
    deals: int
    """How many deals it holds, in all its sittings."""
    sha256: str
    """SHA-256 (hex) of every byte after the manifest's line."""


@dataclass(frozen=True)
class Snapshot:
    """A database's whole content as its rows (column name → value), read in one
    transaction; players and sittings in id order, each sitting with its ``seats`` and
    ``deals`` lists in position order."""

    schema: str
    """The revision the rows are of."""
    database: str
    """``sqlite`` or ``postgresql``."""
    players: Sequence[Mapping[str, Any]]
    """The player rows."""
    sittings: Sequence[Mapping[str, Any]] = field(default_factory=tuple)
    """The sitting rows, each with ``seats`` and ``deals``."""

    @property
    def deal_count(self) -> int:
        """How many deals, in all the sittings."""
        return sum(len(sitting["deals"]) for sitting in self.sittings)


def refused(path: Path, reason: str) -> StorageError:
    """The one line for a file that is no Zapis backup, or a damaged one."""
    return StorageError(
        "{file} is not a Zapis backup that can be restored ({reason}); nothing was changed",
        file=str(path),
        reason=reason,
    )


def _moment(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, datetime):
        raise TypeError(f"not a moment: {value!r}")
    return value.astimezone(UTC).isoformat()


def _line(value: Mapping[str, Any]) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


class RawJson(str):
    """A deal's record as the JSON text the database holds: written into the backup as
    it is, not decoded and encoded again (most of a backup's time, for 100,000 deals)."""


def _deal_text(deal: Mapping[str, Any]) -> str:
    record = deal["record"]
    if not isinstance(record, RawJson):
        record = json.dumps(record, ensure_ascii=False, allow_nan=False)
    edited = _moment(deal.get("edited"))
    return (
        f'{{"id":{int(deal["id"])},"position":{int(deal["position"])},"record":{record},'
        f'"created":"{_moment(deal["created"])}","edited":'
        + ("null" if edited is None else f'"{edited}"')
        + "}"
    )


def content_lines(snapshot: Snapshot) -> Iterator[bytes]:
    """The lines after the manifest, each ending in a newline."""
    for player in snapshot.players:
        yield _line({"player": {key: player[key] for key in _PLAYER_KEYS}}) + b"\n"
    for sitting in snapshot.sittings:
        row = {
            key: _moment(value) if key in ("created", "updated") else value
            for key, value in sitting.items()
            if key not in ("seats", "deals")
        }
        row["seats"] = [dict(seat) for seat in sitting["seats"]]
        head = _line({"sitting": row})
        # The deals spliced in last: '{"sitting":{...,"seats":[...]}}' ends in '}}'.
        deals = ",".join(_deal_text(deal) for deal in sitting["deals"])
        yield head[:-2] + b',"deals":[' + deals.encode() + b"]}}\n"


def encode(snapshot: Snapshot, written: datetime) -> tuple[bytes, Manifest]:
    """The backup file's bytes for ``snapshot``, and its manifest."""
    content = b"".join(content_lines(snapshot))
    manifest = Manifest(
        version=VERSION,
        zapis=zapis_version(),
        schema=snapshot.schema,
        written=written.astimezone(UTC),
        database=snapshot.database,
        players=len(snapshot.players),
        sittings=len(snapshot.sittings),
        deals=snapshot.deal_count,
        sha256=hashlib.sha256(content).hexdigest(),
    )
    head = _line(
        {
            "format": FORMAT,
            "version": manifest.version,
            "zapis": manifest.zapis,
            "schema": manifest.schema,
            "written": _moment(manifest.written),
            "database": manifest.database,
            "players": manifest.players,
            "sittings": manifest.sittings,
            "deals": manifest.deals,
            "sha256": manifest.sha256,
        }
    )
    return gzip_bytes(head + b"\n" + content), manifest


def gzip_bytes(data: bytes) -> bytes:
    """``data`` as a gzip stream with the fixed :data:`HEADER`."""
    compressor = zlib.compressobj(_LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    body = compressor.compress(data) + compressor.flush()
    trailer = struct.pack("<II", zlib.crc32(data) & 0xFFFFFFFF, len(data) & 0xFFFFFFFF)
    return HEADER + body + trailer


def write_file(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` whole or not at all: written to a temporary name in the
    same folder, synced, and renamed over it (as exports are; ``db`` does not import the
    window's ``commands.safe_write``). Raises ``OSError``, leaving nothing behind."""
    descriptor, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".part", dir=path.parent
    )
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        # mkstemp's 0600 is kept: a backup holds everyone's names and money, for its
        # owner's eyes as the data folder is.
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    with contextlib.suppress(OSError):
        # The rename itself on the disk (a power cut after it keeps the new name).
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _read_bytes(path: Path) -> bytes:
    try:
        if not path.is_file():
            raise refused(path, "not a regular file")
        with path.open("rb") as file:
            data = file.read(SIZE_LIMIT + 1)
    except OSError as problem:
        raise StorageError(
            "cannot read the backup {file} ({reason}); nothing was changed",
            file=str(path),
            reason=str(problem.strerror or problem),
        ) from None
    if len(data) > SIZE_LIMIT:
        raise refused(path, f"larger than {SIZE_LIMIT >> 30} GiB")
    return data


def unpack(path: Path, data: bytes) -> tuple[dict[str, Any], bytes]:
    """The manifest (checked) and the content bytes of a backup file's ``data``."""
    if not data.startswith(HEADER[:2]):
        raise refused(path, "not a gzip file")
    if data[: len(HEADER)] != HEADER:
        raise refused(path, "damaged: its gzip header is not a Zapis backup's")
    decompressor = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        text = decompressor.decompress(data)
    except zlib.error as problem:
        raise refused(path, f"damaged: {problem}") from None
    if not decompressor.eof:
        raise refused(path, "damaged: the file is cut short")
    if decompressor.unused_data:
        raise refused(path, "damaged: bytes after the end of the backup")
    head, newline, content = text.partition(b"\n")
    if not newline:
        raise refused(path, "damaged: no manifest line")
    manifest = _manifest(path, head)
    if hashlib.sha256(content).hexdigest() != manifest["sha256"]:
        raise refused(path, "damaged: the content does not match its checksum")
    return manifest, content


class KeyTwice(ValueError):
    """A JSON object of a backup gave a key twice (issue 32: refused, as in a session
    file, because the decoder would keep the last value silently)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"the key {key!r} is given twice")
        self.key = key


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    built = dict(pairs)
    if len(built) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise KeyTwice(key)
            seen.add(key)
    return built


def _manifest(path: Path, head: bytes) -> dict[str, Any]:
    try:
        manifest = json.loads(head.decode("utf-8"), object_pairs_hook=_once)
    except KeyTwice as twice:
        raise refused(path, f"its manifest gives the key {twice.key!r} twice") from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise refused(path, "damaged: its manifest is not JSON") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise refused(path, "its first line is not a zapis-backup manifest")
    version = manifest.get("version")
    schema = manifest.get("schema")
    if not isinstance(version, int) or version < 1:
        raise refused(path, f"format version {version!r} is not a whole number from 1")
    if version > VERSION or schema not in REVISIONS:
        raise StorageError(
            "{file} was written by a newer Zapis (backup format {version}, schema "
            "{schema}); update Zapis to restore it; nothing was changed",
            file=str(path),
            version=version,
            schema=str(schema),
        )
    for key in ("players", "sittings", "deals"):
        if not isinstance(manifest.get(key), int) or manifest[key] < 0:
            raise refused(path, f"damaged: the manifest's {key} is not a count")
    for key in ("sha256", "zapis", "database"):
        if not isinstance(manifest.get(key), str):
            raise refused(path, f"damaged: the manifest's {key} is not text")
    manifest["written"] = _parse_moment(path, manifest.get("written"), "the manifest's written")
    return manifest


def _parse_moment(path: Path, value: object, what: str) -> datetime:
    moment = None
    if isinstance(value, str):
        with contextlib.suppress(ValueError):
            moment = datetime.fromisoformat(value)
    if moment is None or moment.tzinfo is None:
        raise refused(path, f"{what} is not a moment with its time zone: {str(value)[:40]!r}")
    return moment.astimezone(UTC)


def manifest_of(manifest: Mapping[str, Any]) -> Manifest:
    """The typed manifest of a checked manifest object."""
    return Manifest(
        version=manifest["version"],
        zapis=manifest["zapis"],
        schema=manifest["schema"],
        written=manifest["written"],
        database=manifest["database"],
        players=manifest["players"],
        sittings=manifest["sittings"],
        deals=manifest["deals"],
        sha256=manifest["sha256"],
    )


def read_manifest(path: Path) -> Manifest:
    """A backup's manifest alone, from the start of the file (the list of backups reads
    no more). Raises :class:`StorageError` for a file that does not start as a backup."""
    try:
        with path.open("rb") as file:
            start = file.read(1 << 16)
    except OSError as problem:
        raise StorageError(
            "cannot read the backup {file} ({reason}); nothing was changed",
            file=str(path),
            reason=str(problem.strerror or problem),
        ) from None
    if start[: len(HEADER)] != HEADER:
        raise refused(path, "not a gzip file with a Zapis backup's header")
    decompressor = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        text = decompressor.decompress(start, 1 << 16)
    except zlib.error as problem:
        raise refused(path, f"damaged: {problem}") from None
    head, newline, _ = text.partition(b"\n")
    if not newline:
        raise refused(path, "damaged: no manifest line")
    return manifest_of(_manifest(path, head))


@dataclass(frozen=True)
class Backup:
    """A backup file read whole and checked line by line (the sittings not yet scored:
    :func:`db.backup_store.verified` does that)."""

    manifest: Manifest
    """Its manifest."""
    players: Sequence[dict[str, Any]]
    """The player rows: ``id``, ``name``, ``folded``."""
    sittings: Sequence[dict[str, Any]]
    """The sitting rows of the newest schema (columns a older revision lacked are
    ``None``), each with ``seats`` and ``deals`` lists; moments as aware datetimes."""


def read_backup(path: Path) -> Backup:
    """Read and check the whole backup at ``path``. Raises :class:`StorageError` in one
    line for a file that is not a backup, a damaged or cut one, or one from a newer Zapis."""
    manifest, content = unpack(path, _read_bytes(path))
    schema = manifest["schema"]
    sitting_keys = list(_SITTING_KEYS)
    if schema >= _PLACE_NOTE:
        sitting_keys += ["place", "note"]
    if schema >= _PRICE:
        sitting_keys += ["price", "currency"]
    players: list[dict[str, Any]] = []
    sittings: list[dict[str, Any]] = []
    deals = 0
    try:
        lines = content.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        raise refused(path, "damaged: not UTF-8 text") from None
    if lines[-1] != "":
        raise refused(path, "damaged: its last line is cut short")
    for number, line in enumerate(lines[:-1], start=2):
        try:
            item = json.loads(line, object_pairs_hook=_once)
        except KeyTwice as twice:
            # Ambiguous, as in a session file: which of the two values was meant?
            raise refused(path, f"line {number} gives the key {twice.key!r} twice") from None
        except (ValueError, RecursionError):
            raise refused(path, f"line {number} is not JSON") from None
        if isinstance(item, dict) and set(item) == {"player"}:
            players.append(_player(path, number, item["player"]))
        elif isinstance(item, dict) and set(item) == {"sitting"}:
            sitting = _sitting(path, number, item["sitting"], sitting_keys)
            deals += len(sitting["deals"])
            sittings.append(sitting)
        else:
            raise refused(path, f"line {number} is neither a player nor a sitting")
    counted = {"players": len(players), "sittings": len(sittings), "deals": deals}
    for key, count in counted.items():
        if manifest[key] != count:
            raise refused(
                path, f"the manifest counts {manifest[key]} {key}, the file holds {count}"
            )
    return Backup(manifest_of(manifest), players, sittings)


def _fields(
    path: Path, where: str, value: object, keys: Sequence[str], optional: Sequence[str]
) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise refused(path, f"{where} is not an object")
    missing = [key for key in keys if key not in value]
    unknown = sorted(set(value) - set(keys) - set(optional))
    if missing:
        raise refused(path, f"{where} has no {missing[0]}")
    if unknown:
        raise refused(path, f"{where} has an unknown field {unknown[0]!r}")
    return dict(value)


def _whole(path: Path, where: str, value: object, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value < 2**63:
        raise refused(path, f"{where} is not a whole number from {low}: {str(value)[:40]!r}")
    return value


def _text(path: Path, where: str, value: object, *, empty: bool = False) -> str | None:
    if value is None and empty:
        return None
    if not isinstance(value, str):
        raise refused(path, f"{where} is not text")
    return value


def _player(path: Path, number: int, value: object) -> dict[str, Any]:
    row = _fields(path, f"line {number}'s player", value, _PLAYER_KEYS, ())
    _whole(path, f"line {number}'s player id", row["id"], 1)
    _text(path, f"line {number}'s player name", row["name"])
    _text(path, f"line {number}'s player folded name", row["folded"])
    return row


def _sitting(path: Path, number: int, value: object, keys: Sequence[str]) -> dict[str, Any]:
    where = f"line {number}'s sitting"
    row = _fields(path, where, value, keys, _SITTING_DERIVED)
    _whole(path, f"{where} id", row["id"], 1)
    where = f"sitting {row['id']}"
    _text(path, f"{where}'s game", row["game"])
    if not isinstance(row["options"], dict):
        raise refused(path, f"{where}'s options are not an object")
    for key in ("first_dealer", "place", "note", "price", "currency"):
        row[key] = _text(path, f"{where}'s {key}", row.get(key), empty=True)
    for key in ("created", "updated"):
        row[key] = _parse_moment(path, row[key], f"{where}'s {key}")
    seats = row["seats"]
    if not isinstance(seats, list):
        raise refused(path, f"{where}'s seats are not a list")
    row["seats"] = [
        _fields(path, f"{where}'s seat {index + 1}", seat, _SEAT_KEYS, _SEAT_DERIVED)
        for index, seat in enumerate(seats)
    ]
    for index, seat in enumerate(row["seats"]):
        if seat["position"] != index:
            raise refused(path, f"{where}'s seat {index + 1} is at position {seat['position']!r}")
        _whole(path, f"{where}'s seat {index + 1} player", seat["player_id"], 1)
        _text(path, f"{where}'s seat {index + 1} name", seat["name"])
    deals = row["deals"]
    if not isinstance(deals, list):
        raise refused(path, f"{where}'s deals are not a list")
    row["deals"] = [
        _fields(path, f"{where}'s deal {index + 1}", deal, _DEAL_KEYS, ())
        for index, deal in enumerate(deals)
    ]
    for index, deal in enumerate(row["deals"], start=1):
        if deal["position"] != index:
            raise refused(path, f"{where}'s deal {index} is at position {deal['position']!r}")
        _whole(path, f"{where}'s deal {index} id", deal["id"], 1)
        if not isinstance(deal["record"], dict):
            raise refused(path, f"{where}'s deal {index} is not an object")
        deal["created"] = _parse_moment(path, deal["created"], f"{where}'s deal {index} created")
        if deal["edited"] is not None:
            deal["edited"] = _parse_moment(path, deal["edited"], f"{where}'s deal {index} edited")
    return row
