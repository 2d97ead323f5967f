"""Backups and restores (issue 27): the round trip on SQLite and PostgreSQL, moving
between them, an older backup into a newer Zapis, damaged and foreign files refused in
one line, the automatic backups and their rotation by day with a fixed clock."""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import json
import logging
import os
import sqlite3
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from commands.main import main
from db import SittingId, StorageError, Store
from db.backup_file import HEADER, gzip_bytes, read_manifest
from db.backup_rotation import FOLDER_VARIABLE, Kind, entries, to_remove
from db.backup_store import verified
from db.location import resolve
from db.migrate import HEAD, upgrade
from db.sitting_rows import standing_of
from tests.db.backup_samples import content, file_bytes, fill
from tests.db.processes import one_line, run_zapis
from tests.db.samples import FOUR, misdeal


@pytest.fixture
def other_url(request: pytest.FixtureRequest, database_url: str, tmp_path: Path) -> str:
    """The database a backup is moved to: PostgreSQL for an SQLite one and the other
    way round (an SQLite file again when no server is there)."""
    if "postgresql" in database_url:
        return str(tmp_path / "moved.sqlite3")
    try:
        url: str = request.getfixturevalue("postgres_url")
    except pytest.skip.Exception:
        url = str(tmp_path / "moved.sqlite3")
    return url


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out, out.err


def test_round_trip_keeps_everything_and_the_ids(
    database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Backed up, changed (a deal added, a sitting deleted, a new one), restored: the
    database holds exactly what it held at the backup, every column and id (the derived
    ones computed again equal), and a new sitting then gets the next id, not a taken one
    (PostgreSQL's sequences follow the restored ids)."""
    with Store.open(database_url) as store:
        fill(store)
    before = content(database_url)
    backup = tmp_path / "evening.zapis-backup"
    status, out, err = _cli(capsys, "--database", database_url, "backup", str(backup))
    assert (status, err) == (0, "")
    assert out == f"{backup}\t7 sittings\t24 deals\n"
    with Store.open(database_url) as store:
        first = store.find_sittings()[0].id
        store.add_deal(
            first,
            {
                "melded": {"Ира": 1, "Лёва": 1, "Мила": 1},
                "in_hand": {"Ира": 0, "Лёва": 5, "Мила": 9},
            },
        )
        store.delete_sitting(SittingId(1))
        store.create_sitting("gin", ["X", "Y"])
    assert content(database_url) != before
    status, out, err = _cli(capsys, "--database", database_url, "restore", str(backup))
    assert (status, err) == (0, "")
    assert out.startswith("restored 7 sittings (24 deals) of ")
    assert "; what it held before is in " in out
    assert content(database_url) == before
    with Store.open(database_url) as store:
        highest = max(row.id for row in store.find_sittings())
        assert store.create_sitting("gin", ["X", "Y"]).id == highest + 1
        # The restored sittings are whole: each loads and scores.
        for row in store.find_sittings():
            store.load(row.id)


def test_moving_between_sqlite_and_postgresql_keeps_sessions_and_exports(
    database_url: str, other_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A backup of one kind of database restored into the other: ``zapis sessions``
    prints the same lines and ``zapis export`` writes byte-identical session files and
    CSV sheets for every sitting."""
    with Store.open(database_url) as store:
        fill(store)
    backup = tmp_path / "move.zapis-backup"
    assert _cli(capsys, "--database", database_url, "backup", str(backup))[0] == 0
    assert _cli(capsys, "--database", other_url, "restore", str(backup))[0] == 0
    listings = [_cli(capsys, "--database", url, "sessions") for url in (database_url, other_url)]
    assert listings[0] == listings[1]
    assert listings[0][1].count("\n") == 7
    ids = [line.split("\t")[0] for line in listings[0][1].splitlines()]
    for sitting in ids:
        for extension in ("json", "csv"):
            files = [tmp_path / f"{sitting}-{n}.{extension}" for n in (1, 2)]
            for url, file in zip((database_url, other_url), files, strict=True):
                assert _cli(capsys, "--database", url, "export", sitting, str(file))[0] == 0
            assert files[0].read_bytes() == files[1].read_bytes()


def test_restore_into_an_empty_database_makes_no_backup_first(
    sqlite_url: str, tmp_path: Path
) -> None:
    """A restore into a database with no sitting has nothing to keep: no backup first."""
    with Store.open(sqlite_url) as store:
        fill(store)
        backup, _ = store.back_up(tmp_path / "b.zapis-backup")
    fresh = str(tmp_path / "fresh.sqlite3")
    with Store.open(fresh) as store:
        restored = store.restore(backup)
    assert restored.before is None
    assert content(fresh)["sittings"] == content(sqlite_url)["sittings"]


def _older_backup(path: Path, lines: list[dict[str, Any]], **manifest: Any) -> None:
    content_bytes = b"".join(
        json.dumps(line, ensure_ascii=False).encode() + b"\n" for line in lines
    )
    head = {
        "format": "zapis-backup",
        "version": 1,
        "zapis": "0.0.9",
        "schema": "0003",
        "written": "2026-01-31T21:00:00+03:00",
        "database": "sqlite",
        "players": sum("player" in line for line in lines),
        "sittings": sum("sitting" in line for line in lines),
        "deals": sum(len(line["sitting"]["deals"]) for line in lines if "sitting" in line),
        "sha256": hashlib.sha256(content_bytes).hexdigest(),
        **manifest,
    }
    path.write_bytes(gzip_bytes(json.dumps(head).encode() + b"\n" + content_bytes))


def _old_lines() -> list[dict[str, Any]]:
    """A backup as a Zapis at schema 0003 wrote it, by hand: no price or currency (0005),
    none of the derived columns (0004, 0006)."""
    players = [
        {"player": {"id": 10 + n, "name": name, "folded": name.casefold()}}
        for n, name in enumerate(FOUR)
    ]
    sitting = {
        "id": 42,
        "game": "three-bugs",
        "options": {},
        "first_dealer": "Anna",
        "created": "2026-01-31T18:00:00+00:00",
        "updated": "2026-01-31T18:30:00+00:00",
        "place": "дача",
        "note": None,
        "seats": [
            {"position": n, "player_id": 10 + n, "name": name} for n, name in enumerate(FOUR)
        ],
        "deals": [
            {
                "id": 7,
                "position": 1,
                "record": misdeal("Anna"),
                "created": "2026-01-31T18:10:00+00:00",
                "edited": None,
            },
            {
                "id": 9,
                "position": 2,
                "record": misdeal("Boris"),
                "created": "2026-01-31T18:20:00+00:00",
                "edited": "2026-01-31T18:25:00+00:00",
            },
        ],
    }
    return [*players, {"sitting": sitting}]


def test_a_backup_of_an_older_schema_restores_into_the_newest(
    sqlite_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hand-written backup of schema 0003 (no price, currency, standings or revision)
    restores into a database at the newest schema with its ids and moments; the seats'
    standings are computed, the price is none."""
    path = tmp_path / "old.zapis-backup"
    _older_backup(path, _old_lines())
    status, out, err = _cli(capsys, "--database", sqlite_url, "restore", str(path))
    assert (status, err) == (0, "")
    assert out == f"restored 1 sitting (2 deals) of 2026-01-31 18:00 into {sqlite_url}\n"
    rows = content(sqlite_url)
    assert rows["schema"] == HEAD  # the newest (0007 since the change feed)
    assert [p["id"] for p in rows["players"]] == [10, 11, 12, 13]
    [sitting] = rows["sittings"]
    assert (sitting["id"], sitting["price"], sitting["currency"], sitting["place"]) == (
        42,
        None,
        None,
        "дача",
    )
    assert [d["id"] for d in sitting["deals"]] == [7, 9]
    assert sitting["deals"][1]["edited"] == datetime(2026, 1, 31, 18, 25, tzinfo=UTC)
    with Store.open(sqlite_url) as store:
        loaded = store.load(SittingId(42))
    assert len(loaded.session.deals) == 2
    # The standings the old backup lacked are the engine's, as a deal's write gives them.
    assert [s["total"] for s in sitting["seats"]] == [
        standing_of(loaded.scored, name)["total"] for name in FOUR
    ]


def test_a_backup_from_a_newer_zapis_is_refused(
    sqlite_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Format 2, or a schema this Zapis does not know: refused in one line, exit 2."""
    for change, words in (
        ({"version": 2}, "backup format 2, schema 0003"),
        ({"schema": "0099"}, "backup format 1, schema 0099"),
    ):
        path = tmp_path / "new.zapis-backup"
        _older_backup(path, _old_lines(), **change)
        status, out, err = _cli(capsys, "--database", sqlite_url, "restore", str(path))
        assert (status, out) == (2, "")
        assert err == (
            f"zapis: {path} was written by a newer Zapis ({words}); "
            "update Zapis to restore it; nothing was changed\n"
        )


def test_a_sitting_its_engine_refuses_is_refused_by_name(
    sqlite_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A backup whose checksum is right but whose deal breaks a rule (a misdeal by
    someone not at the table) is refused naming the sitting and the deal, and nothing
    of it is written."""
    lines = _old_lines()
    lines[-1]["sitting"]["deals"][0]["record"] = misdeal("Nobody")
    path = tmp_path / "bad.zapis-backup"
    _older_backup(path, lines)
    with Store.open(sqlite_url) as store:
        fill(store)
    before = content(sqlite_url)
    status, out, err = _cli(capsys, "--database", sqlite_url, "restore", str(path))
    assert (status, out) == (2, "")
    assert err.startswith(f"zapis: {path}: sitting 42: deal 1: ")
    assert err.endswith("; nothing was changed\n") and err.count("\n") == 1
    assert content(sqlite_url) == before


def test_damaged_backups_are_refused_at_every_offset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A good backup with one byte changed at each offset in turn, and cut at many
    lengths: every one refused in one line with exit 2, the database byte for byte as
    it was; the untouched file restores."""
    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        fill(store)
    good = tmp_path / "good.zapis-backup"
    assert _cli(capsys, "--database", str(database), "backup", str(good))[0] == 0
    data = good.read_bytes()
    before = file_bytes(database)
    variants = [
        data[:offset] + bytes([data[offset] ^ 0xFF]) + data[offset + 1 :]
        for offset in range(len(data))
    ]
    variants += [data[:length] for length in range(0, len(data), 7)]
    variants += [data + b"\0", data + data]
    folder = tmp_path / "variants"
    folder.mkdir()
    for number, variant in enumerate(variants):
        # A new file each (truncating one file over and over is slow on overlay disks).
        bad = folder / f"{number}.zapis-backup"
        bad.write_bytes(variant)
        if number % 40 == 0:
            # The command itself, for a sample of them (each takes a few milliseconds).
            status, out, err = _cli(capsys, "--database", str(database), "restore", str(bad))
            assert (status, out) == (2, ""), variant
            assert err.count("\n") == 1 and err.startswith(f"zapis: {bad} "), err
            assert "nothing was changed" in err
        else:
            with pytest.raises(StorageError) as refused:
                verified(bad)
            assert str(refused.value).startswith(f"{bad} ")
            assert "\n" not in str(refused.value)
    assert file_bytes(database) == before
    assert len(variants) > 1000
    # A real process too: one line, exit 2, nothing on stdout.
    bad = tmp_path / "bad.zapis-backup"
    bad.write_bytes(variants[len(data) // 2])
    assert "damaged" in one_line(run_zapis("--database", str(database), "restore", str(bad)))
    assert file_bytes(database) == before
    assert _cli(capsys, "--database", str(database), "restore", str(good))[0] == 0


def test_foreign_files_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A session file, an ordinary gzip file, an empty file, a folder, a missing file."""
    database = str(tmp_path / "z.sqlite3")
    ordinary = tmp_path / "notes.gz"
    ordinary.write_bytes(gzip.compress(b'{"format": "zapis-backup"}\n'))
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    session = tmp_path / "s.json"
    session.write_text('{"format": "zapis-session"}')
    for path, words in (
        (ordinary, "its gzip header is not a Zapis backup's"),
        (empty, "not a gzip file"),
        (session, "not a gzip file"),
        (tmp_path, "not a regular file"),
        (tmp_path / "missing", "not a regular file"),
    ):
        status, out, err = _cli(capsys, "--database", database, "restore", str(path))
        assert (status, out) == (2, "")
        assert words in err and err.count("\n") == 1


def test_backup_without_a_file_goes_to_the_folder_and_is_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``zapis backup`` with no file writes into ``backups`` beside the database and
    prints the path; ``zapis backups`` lists it (path, time, sittings, deals), newest
    first, and not a backup of another database in the same folder."""
    database = tmp_path / "club.sqlite3"
    with Store.open(str(database)) as store:
        fill(store)
    with Store.open(str(tmp_path / "club.sqlite3.old")) as other:
        other.back_up()
    first = _cli(capsys, "--database", str(database), "backup")[1].split("\t")[0]
    second = _cli(capsys, "--database", str(database), "backup")[1].split("\t")[0]
    assert Path(first).parent == tmp_path / "backups"
    assert Path(first).name.startswith("club.sqlite3--") and first.endswith("--manual.zapis-backup")
    _, out, _ = _cli(capsys, "--database", str(database), "backups")
    lines = [line.split("\t") for line in out.splitlines()]
    assert [line[0] for line in lines] == [second, first]
    assert lines[0][2:] == ["7 sittings", "24 deals"]
    assert datetime.strptime(lines[0][1], "%Y-%m-%d %H:%M:%S")


def test_the_backup_folder_can_be_chosen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``$ZAPIS_BACKUP_FOLDER`` puts the backups elsewhere."""
    monkeypatch.setenv(FOLDER_VARIABLE, str(tmp_path / "elsewhere"))
    with Store.open(str(tmp_path / "z.sqlite3")) as store:
        fill(store)
        path, manifest = store.back_up()
    assert path.parent == tmp_path / "elsewhere"
    assert read_manifest(path) == manifest


class _Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


def _daily_days(database: Path) -> list[date]:
    return sorted(e.taken.date() for e in entries(resolve(str(database))) if e.kind is Kind.DAILY)


def test_daily_backups_rotate_by_day_with_a_fixed_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store that writes twice a day for 200 days (a fixed clock, moved a day at a
    time, in UTC+3, where 20:00 and 23:59 are the same day and not in UTC): each day's
    first write takes one backup of the content before it (the second write none); the
    first of each of the last 7 days and of each of the last 6 months are kept, the rest
    deleted."""
    # Not what is tested here, and 200 backups' syncs would be most of the time.
    monkeypatch.setattr(os, "fsync", lambda _descriptor: None)
    database = tmp_path / "z.sqlite3"
    moscow = timezone(timedelta(hours=3))
    clock = _Clock(datetime(2026, 1, 1, 0, 30, tzinfo=moscow))
    with Store.open(str(database)) as store:
        store.daily_backup.clock = clock
        sitting = store.create_sitting("three-bugs", FOUR).id  # empty database: no backup
        assert _daily_days(database) == []
        for day in range(1, 201):
            clock.now = datetime(2026, 1, 1, 20, 0, tzinfo=moscow) + timedelta(days=day)
            store.add_deal(sitting, misdeal(FOUR[day % 4]))
            clock.now += timedelta(hours=3, minutes=59)  # 23:59 the same day
            store.add_deal(sitting, misdeal(FOUR[(day + 1) % 4]))
            taken = store.daily_backup.taken
            assert taken is not None and taken.name.endswith("--daily.zapis-backup")
            assert read_manifest(taken).deals == 2 * (day - 1)
            assert taken.name.split("--")[1].startswith(clock.now.strftime("%Y-%m-%d_20-00"))
    last = date(2026, 1, 1) + timedelta(days=200)  # 20 July 2026
    expected = {last - timedelta(days=n) for n in range(7)}
    expected |= {date(2026, month, 1) for month in range(2, 8)}
    assert _daily_days(database) == sorted(expected)


def test_the_first_write_of_a_day_in_another_process_is_not_backed_up_twice(
    tmp_path: Path,
) -> None:
    """Two stores on one file, the same fixed day: the first to write takes the day's
    backup, the second finds it and takes none."""
    database = tmp_path / "z.sqlite3"
    clock = _Clock(datetime(2026, 5, 9, 12, 0, tzinfo=UTC))
    with Store.open(str(database)) as store:
        fill(store)
    with Store.open(str(database)) as first, Store.open(str(database)) as second:
        first.daily_backup.clock = second.daily_backup.clock = clock
        sitting = first.create_sitting("gin", ["X", "Y"]).id
        assert first.daily_backup.taken is not None
        second.delete_sitting(sitting)
        assert second.daily_backup.taken is None
    assert _daily_days(database) == [date(2026, 5, 9)]


def test_a_killed_backup_s_temporary_file_goes_an_hour_on(tmp_path: Path) -> None:
    """A temporary file a killed backup left in the folder is deleted by the next
    rotation once it is an hour old, not before (it may be another's, being written)."""
    from db.backup_rotation import rotate

    database = tmp_path / "z.sqlite3"
    folder = tmp_path / "backups"
    folder.mkdir()
    stray = folder / ".z.sqlite3--2026-01-01_00-00-00.000000+0000--daily.zapis-backup.x.part"
    stray.write_bytes(b"half")
    other = folder / ".other.sqlite3--2026-01-01_00-00-00.000000+0000--daily.zapis-backup.x.part"
    other.write_bytes(b"half")
    made = stray.stat().st_mtime
    rotate(resolve(str(database)), now=made + 3599)
    assert stray.exists()
    rotate(resolve(str(database)), now=made + 3601)
    assert not stray.exists() and other.exists()


def test_rotation_keeps_manual_backups_and_six_of_the_others() -> None:
    """Manual backups are never deleted; of those before a migration or a restore the
    newest 6 each are kept."""
    from db.backup_rotation import Entry

    start = datetime(2026, 1, 1, tzinfo=UTC)
    found = [
        Entry(Path(f"{kind.value}-{n}"), start + timedelta(hours=n), kind, None, None)
        for kind in (Kind.MANUAL, Kind.MIGRATION, Kind.RESTORE)
        for n in range(10)
    ]
    found.sort(key=lambda e: e.taken, reverse=True)
    removed = {path.name for path in to_remove(found)}
    assert removed == {
        f"{kind}-{n}" for kind in ("before-migration", "before-restore") for n in range(4)
    }


def test_a_failed_daily_backup_never_blocks_a_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The folder of backups cannot be made (a file stands in its way): the deal is
    written all the same, and a note says the backup was skipped and why."""
    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        store.add_deal(sitting, misdeal("Anna"))
    (tmp_path / "backups").write_text("not a folder")
    with caplog.at_level(logging.WARNING, "zapis.backup"), Store.open(str(database)) as store:
        change = store.add_deal(sitting, misdeal("Boris"))
    assert change.number == 2
    [note] = caplog.messages
    assert note.startswith(f"zapis: note: the daily backup of {database} was skipped (")
    assert note.endswith("); the deal is written all the same")


def test_a_full_disk_never_blocks_a_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The folder of backups on a real full disk (a 64 KiB tmpfs filled to the last
    byte; skipped where mounting is not allowed): the day's first deal is written all the
    same, a note says the backup was skipped, and no piece of it is left on the disk."""
    from tests.db.test_full_disk import _tmpfs

    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        fill(store)
    with _tmpfs(tmp_path / "disk", "size=64k") as disk:
        descriptor = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT)
        with contextlib.suppress(OSError):
            while True:
                os.write(descriptor, b"x" * 512)
        os.close(descriptor)
        monkeypatch.setenv(FOLDER_VARIABLE, str(disk))
        with caplog.at_level(logging.WARNING, "zapis.backup"), Store.open(str(database)) as store:
            change = store.add_deal(SittingId(7), misdeal("Анна"))
        assert change.number == 3
        [note] = caplog.messages
        assert "the daily backup of" in note and "No space left on device" in note
        assert sorted(p.name for p in disk.iterdir()) == ["filler"]


def test_a_migration_is_preceded_by_a_backup_of_the_old_schema(tmp_path: Path) -> None:
    """A database at schema 0003 with a sitting is opened by this Zapis: before it is
    migrated a backup of its old content is taken (schema 0003 in its manifest), and that
    backup restores into a new database as the migrated one reads."""
    database = tmp_path / "old.sqlite3"
    engine = create_engine(f"sqlite:///{database}")
    upgrade(engine, "old", "0003")
    moment = "2026-01-02 10:00:00.000000"
    with engine.begin() as connection:
        for n, name in enumerate(FOUR):
            connection.execute(
                text("INSERT INTO player (id, name, folded) VALUES (:id, :name, :folded)"),
                {"id": 5 + n, "name": name, "folded": name.casefold()},
            )
        connection.execute(
            text(
                "INSERT INTO sitting (id, game, options, first_dealer, created, updated, "
                "finished, leader, place, note) VALUES (3, 'three-bugs', '{}', NULL, :at, "
                ":at, 0, NULL, 'дача', NULL)"
            ),
            {"at": moment},
        )
        for n, name in enumerate(FOUR):
            connection.execute(
                text(
                    "INSERT INTO seat (sitting_id, position, player_id, name) "
                    "VALUES (3, :n, :p, :name)"
                ),
                {"n": n, "p": 5 + n, "name": name},
            )
        connection.execute(
            text(
                "INSERT INTO deal (id, sitting_id, position, record, created) "
                "VALUES (11, 3, 1, :r, :at)"
            ),
            {"r": json.dumps(misdeal("Anna")), "at": moment},
        )
    engine.dispose()
    with Store.open(str(database)) as store:
        migrated = store.load(SittingId(3))
    [entry] = entries(resolve(str(database)))
    assert entry.kind is Kind.MIGRATION
    assert entry.manifest is not None and entry.manifest.schema == "0003"
    fresh = tmp_path / "fresh.sqlite3"
    with Store.open(str(fresh)) as store:
        store.restore(entry.path)
        restored = store.load(SittingId(3))
    assert restored.session == migrated.session
    assert (restored.place, restored.created) == ("дача", migrated.created)
    assert content(str(fresh))["sittings"][0]["deals"][0]["id"] == 11


def _damage(path: Path) -> None:
    """Overwrite the file's second page (a b-tree page) with noise."""
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.close()
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[page : 2 * page] = bytes(range(256)) * (page // 256)
    path.write_bytes(bytes(data))


def test_a_damaged_database_names_its_newest_backup_and_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A damaged file is refused naming its newest backup and the one command that
    restores it; that command restores it (the damaged file moved aside, kept)."""
    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        fill(store)
        store.back_up()
        newest, _ = store.back_up()
    expected = content(str(database))
    _damage(database)
    status, out, err = _cli(capsys, "--database", str(database), "sessions")
    assert status == 2
    command = f"zapis --database {database} restore {newest}"
    assert f"restore its newest backup with {command} (the damaged file" in err
    status, out, err = _cli(capsys, *command.split()[1:])
    assert (status, err) == (0, "")
    assert "; the damaged file was moved to " in out
    moved = Path(out.strip().split("; the damaged file was moved to ")[1])
    assert moved.exists() and moved.name.startswith("z.sqlite3.damaged-")
    assert content(str(database))["sittings"] == expected["sittings"]


def test_a_refused_backup_leaves_a_damaged_database_where_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The backup is checked before the damaged file is moved: a bad one moves nothing."""
    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        fill(store)
    _damage(database)
    before = database.read_bytes()
    bad = tmp_path / "bad.zapis-backup"
    bad.write_bytes(HEADER + b"nonsense")
    status, _, err = _cli(capsys, "--database", str(database), "restore", str(bad))
    assert status == 2 and "nothing was changed" in err
    assert database.read_bytes() == before


def test_a_server_database_backs_up_into_the_data_folder(postgres_url: str, tmp_path: Path) -> None:
    """With no file beside it, a server's backups go to the data folder's ``backups``,
    named by its host and database."""
    import os

    with Store.open(postgres_url) as store:
        fill(store)
        path, manifest = store.back_up()
    assert path.parent == Path(os.environ["XDG_DATA_HOME"]) / "zapis" / "backups"
    assert path.name.startswith("postgresql-127.0.0.1-")
    assert manifest.database == "postgresql" and manifest.sittings == 7


@pytest.mark.parametrize("where", ["manifest", "player", "deal"])
def test_a_backup_giving_a_key_twice_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """A key given twice anywhere in a backup (its manifest, a player's line, a deal
    inside a sitting's line) is refused in one line naming it, as in a session file
    (issue 32): the decoder kept the last value silently."""
    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        fill(store)
    good = tmp_path / "good.zapis-backup"
    assert _cli(capsys, "--database", str(database), "backup", str(good))[0] == 0
    text = gzip.decompress(good.read_bytes())
    head, _, body = text.partition(b"\n")
    if where == "manifest":
        head = head.replace(b'{"format"', b'{"format": "x", "format"', 1)
    elif where == "player":
        body = body.replace(b'{"player": {', b'{"player": {"name": "x", ', 1)
        body = body.replace(b'{"player":{', b'{"player":{"name":"x",', 1)
    else:
        marker = b'"deals":[{' if b'"deals":[{' in body else b'"deals": [{'
        body = body.replace(marker, marker + b'"record":null,', 1)
    manifest = json.loads(head)
    if where != "manifest":
        manifest["sha256"] = hashlib.sha256(body).hexdigest()
        head = json.dumps(manifest).encode()
    bad = tmp_path / "twice.zapis-backup"
    bad.write_bytes(gzip_bytes(head + b"\n" + body))
    before = file_bytes(database)
    line = one_line(run_zapis("--database", str(database), "restore", str(bad)))
    assert "twice" in line, line
    assert file_bytes(database) == before
