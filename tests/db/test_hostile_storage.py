"""Databases Zapis cannot vouch for (issue 13, storage): each is refused with one line and
left byte for byte as it was; a healthy database on a full disk is called full, not
damaged, and leaves no stray files; names with a NUL are refused the same way on SQLite
and PostgreSQL."""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3
import struct
import tempfile
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, inspect, text

from commands.main import main
from db import HistoryQuery, StorageError, Store
from db.location import EMPTY_WAIT_SECONDS
from rules.errors import RuleViolation
from tests.db.processes import one_line, run_zapis
from tests.db.samples import FOUR
from tests.db.test_full_disk import _fill, small_disk  # noqa: F401  (a fixture)
from tests.db.writer import record_for
from tests.helpers import session_dict
from tests.rules.test_hostile_files import mutated_files, mutated_trees

GOOD = session_dict("rummy", ["Anna", "Boris"], [])


def _snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def _no_companions(path: Path) -> bool:
    return not any(Path(f"{path}{suffix}").exists() for suffix in ("-wal", "-shm", "-journal"))


def _session_file(folder: Path) -> Path:
    path = folder / "session.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    return path


def _assert_refused_untouched(path: Path, folder: Path, words: str) -> None:
    """``zapis import`` and ``zapis sessions`` each say ``words`` in one line naming the
    file; Store.open and a first write raise; the bytes and the time are unchanged."""
    before = _snapshot(path)
    file = _session_file(folder)
    for command in (("import", str(file)), ("sessions",)):
        line = one_line(run_zapis("--database", str(path), *command))
        assert str(path) in line and words in line, line
    with pytest.raises(StorageError, match=re.escape(words)), Store.open(str(path)) as store:
        store.create_sitting("three-bugs", FOUR)
    assert _snapshot(path) == before
    assert _no_companions(path)


def _deal_table_leaf(path: Path) -> int:
    """The byte offset of a leaf page of the deal table (the root's right-most child)."""
    connection = sqlite3.connect(path)
    root = connection.execute("SELECT rootpage FROM sqlite_master WHERE name = 'deal'").fetchone()
    size = connection.execute("PRAGMA page_size").fetchone()[0]
    connection.close()
    data = path.read_bytes()
    offset = (root[0] - 1) * size
    assert data[offset] == 0x05, "the deal table should span pages (an interior root)"
    child = struct.unpack(">I", data[offset + 8 : offset + 12])[0]
    assert data[(child - 1) * size] == 0x0D
    return (child - 1) * size


def _database_with_deals(path: Path) -> None:
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        for number in range(1, 301):
            store.add_deal(sitting, record_for(number))


@pytest.mark.parametrize("damage", ["cell count", "cell contents"])
def test_a_damaged_deal_page_in_wal_mode_is_refused_untouched(tmp_path: Path, damage: str) -> None:
    """In WAL mode the open check skipped quick_check, and ``zapis import`` wrote to a
    file whose deal page integrity_check calls malformed. Now the file is vouched for
    (quick_check) before any write: refused, one line, not a byte changed."""
    path = tmp_path / "damaged.sqlite3"
    _database_with_deals(path)
    header = path.read_bytes()[:100]
    assert header[18] == 2, "the file is in WAL mode"
    leaf = _deal_table_leaf(path)
    data = bytearray(path.read_bytes())
    if damage == "cell count":
        data[leaf + 3 : leaf + 5] = b"\xff\xff"
    else:
        data[leaf + 2000 : leaf + 4000] = random.Random(13).randbytes(2000)
    path.write_bytes(bytes(data))
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    connection = sqlite3.connect(path)
    try:
        verdict = connection.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as problem:
        verdict = [(str(problem),)]
    connection.close()
    assert verdict != [("ok",)]
    _assert_refused_untouched(path, tmp_path, "is damaged")


def test_the_check_runs_beside_the_reads_and_before_the_first_write(tmp_path: Path) -> None:
    """Store.open does not wait for quick_check (it runs in its own thread); reads go
    ahead; the first write waits for the verdict (here: sound) and is written."""
    path = tmp_path / "sound.sqlite3"
    _database_with_deals(path)
    with Store.open(str(path)) as store:
        integrity = store._integrity
        assert integrity is not None
        assert store.count_sittings() == 1
        sitting = store.find_sittings()[0].id
        assert store.add_deal(sitting, record_for(301)).number == 301
        assert integrity.seconds > 0
    new = tmp_path / "new.sqlite3"
    with Store.open(str(new)) as store:
        assert store._integrity is None, "a file Zapis has just made needs no check"


@pytest.mark.parametrize("change", ["emptied", "rewound", "two rows"])
def test_an_alembic_version_not_matching_the_tables_is_refused_untouched(
    tmp_path: Path, change: str
) -> None:
    """An emptied alembic_version gave "table player already exists", a rewound one
    "duplicate column": now the file's schema is not one Zapis knows, and it is left."""
    path = tmp_path / f"{change}.sqlite3"
    _database_with_deals(path)
    connection = sqlite3.connect(path)
    statement = {
        "emptied": "DELETE FROM alembic_version",
        "rewound": "UPDATE alembic_version SET version_num = '0002'",
        "two rows": "INSERT INTO alembic_version VALUES ('0003')",
    }[change]
    connection.execute(statement)
    connection.commit()
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    _assert_refused_untouched(path, tmp_path, "the file's schema is not one Zapis knows")


@pytest.mark.postgres
@pytest.mark.parametrize("change", ["emptied", "rewound"])
def test_an_alembic_version_not_matching_the_tables_on_postgresql(
    postgres_url: str, change: str
) -> None:
    """The same on PostgreSQL: refused naming the schema, and every table as it was."""
    with Store.open(postgres_url) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        store.add_deal(sitting, record_for(1))
    engine = create_engine(postgres_url)
    statement = {
        "emptied": "DELETE FROM alembic_version",
        "rewound": "UPDATE alembic_version SET version_num = '0002'",
    }[change]
    with engine.begin() as connection:
        connection.execute(text(statement))
        before = sorted(inspect(connection).get_table_names())
        deals = connection.execute(text("SELECT count(*) FROM deal")).scalar()
    with pytest.raises(StorageError, match="the database's schema is not one Zapis knows"):
        Store.open(postgres_url)
    with engine.connect() as connection:
        assert sorted(inspect(connection).get_table_names()) == before
        assert connection.execute(text("SELECT count(*) FROM deal")).scalar() == deals
    engine.dispose()


def test_an_empty_file_is_not_a_database(tmp_path: Path) -> None:
    """A file truncated to 0 bytes was silently taken as a new database: an old empty
    file is refused at once, and left."""
    path = tmp_path / "truncated.sqlite3"
    path.write_bytes(b"")
    os.utime(path, (time.time() - 3600, time.time() - 3600))
    started = time.monotonic()
    _assert_refused_untouched(path, tmp_path, "is an empty file (0 bytes)")
    assert time.monotonic() - started < 30
    assert path.stat().st_size == 0


def test_an_empty_file_another_zapis_is_making_is_waited_for(tmp_path: Path) -> None:
    """Two first starts at once: the second finds the file the first has just created,
    still empty; it waits (up to EMPTY_WAIT_SECONDS) until the first has written it."""
    made = tmp_path / "made.sqlite3"
    with Store.open(str(made)) as store:
        store.create_sitting("three-bugs", FOUR)
    path = tmp_path / "new.sqlite3"
    path.write_bytes(b"")

    def finish_making() -> None:
        time.sleep(0.3)
        with path.open("r+b") as file:
            file.write(made.read_bytes())

    maker = threading.Thread(target=finish_making)
    maker.start()
    with Store.open(str(path)) as store:
        assert store.count_sittings() == 1
    maker.join()
    assert EMPTY_WAIT_SECONDS >= 1


def test_a_healthy_database_on_a_full_disk_is_called_full(
    small_disk: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    """A healthy database on a disk filled to the last byte was called "damaged" and
    left empty -wal/-shm files: now it is said to be full, nothing is left beside it, and
    not a byte of it changed; a new database there leaves no 0-byte file; an export there
    leaves the old file whole and no temporary one."""
    path = small_disk / "zapis.sqlite3"
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        store.add_deal(sitting, record_for(1))
    old_export = small_disk / "export.json"
    old_export.write_text("the old export\n", encoding="utf-8")
    filler = _fill(small_disk)
    try:
        before = _snapshot(path)
        file = _session_file(tmp_path)
        for command in (("import", str(file)), ("sessions",)):
            line = one_line(run_zapis("--database", str(path), *command))
            assert "the disk is full" in line and "damaged" not in line, line
            assert _no_companions(path)
        assert _snapshot(path) == before
        new = small_disk / "new.sqlite3"
        line = one_line(run_zapis("--database", str(new), "sessions"))
        assert "the disk is full" in line
        assert not new.exists() and _no_companions(new)
    finally:
        filler.unlink()
    elsewhere = tmp_path / "elsewhere.sqlite3"
    with Store.open(str(elsewhere)) as store:
        kept = store.create_sitting("three-bugs", FOUR).id
    filler = _fill(small_disk)
    try:
        assert os.statvfs(small_disk).f_bavail == 0
        line = one_line(
            run_zapis("--database", str(elsewhere), "export", str(kept), str(old_export))
        )
        assert line.startswith(f"{old_export}: cannot write the file")
        assert old_export.read_text(encoding="utf-8") == "the old export\n"
        assert sorted(p.name for p in small_disk.iterdir() if p.name.startswith(".")) == []
    finally:
        filler.unlink()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_a_nul_in_a_name_is_refused_the_same_on_both_backends(
    backend: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """SQLite kept a NUL in a player name, PostgreSQL refused it naming no field: one
    rule now, before the database, naming the field."""
    url = request.getfixturevalue("sqlite_url" if backend == "sqlite" else "postgres_url")
    with Store.open(url) as store:
        with pytest.raises(RuleViolation) as created:
            store.create_sitting("rummy", ["An\x00na", "Boris"])
        assert created.value.field == "players"
        assert created.value.text() == (
            "players: player name 'An\\x00na' holds a control character (U+0000), which a "
            "name cannot hold"
        )
        sitting = store.create_sitting("rummy", ["Anna", "Boris"]).id
        with pytest.raises(RuleViolation) as renamed:
            store.rename_player("Anna", "An\x00na")
        assert renamed.value.field == "name"
        with pytest.raises(RuleViolation) as placed:
            store.set_details(sitting, place="Kit\x00chen", note=None)
        assert placed.value.field == "place"
        with pytest.raises(RuleViolation) as dealt:
            store.add_deal(sitting, {"melded": {"Anna": 1, "Boris\x00": 2}, "in_hand": {"Anna": 0}})
        assert dealt.value.deal == 1
        assert store.known_players() == ["Anna", "Boris"]
    bad = tmp_path / "nul.json"
    bad.write_text(json.dumps(session_dict("rummy", ["Anna", "Bo\x00ris"], [])), encoding="utf-8")
    line = one_line(run_zapis("--database", url, "import", str(bad)))
    assert line == (
        f"{bad}: players: player name 'Bo\\x00ris' holds a control character (U+0000), "
        "which a name cannot hold"
    )
    # A lone surrogate (a UnicodeEncodeError traceback on both backends before).
    bad.write_text(json.dumps(session_dict("rummy", ["Anna", "Bo\ud800"], [])), encoding="utf-8")
    line = one_line(run_zapis("--database", url, "import", str(bad)))
    assert line == (
        f"{bad}: players: player name 'Bo\\ud800' holds a lone surrogate (U+D800): it is "
        "not Unicode text"
    )
    with Store.open(url) as store:
        assert store.count_sittings() == 1


IMPORT_FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_any_mutated_file_imports_whole_or_is_one_line(
    backend: str, request: pytest.FixtureRequest, capsys: pytest.CaptureFixture[str]
) -> None:
    """``zapis import`` of mutated session files (the fuzzing of tests/rules, through the
    store, on both backends): exit 0 with the new id and the sitting stored, or exit 2,
    one line, and not a row written."""
    url = request.getfixturevalue("sqlite_url" if backend == "sqlite" else "postgres_url")
    with Store.open(url) as store:
        store.count_sittings()

    @IMPORT_FUZZ
    @given(data=st.one_of(mutated_files(), mutated_trees()))
    def import_one(data: bytes) -> None:
        with Store.open(url) as store:
            before = store.count_sittings()
        descriptor, name = tempfile.mkstemp(suffix=".json")
        try:
            os.write(descriptor, data)
            os.close(descriptor)
            status = main(["--database", url, "import", name])
        finally:
            os.unlink(name)
        out, err = capsys.readouterr()
        with Store.open(url) as store:
            after = store.count_sittings()
        if status == 0:
            assert err == "" and after == before + 1
            assert int(out) > 0
        else:
            assert status == 2 and out == "" and after == before
            assert len(err.splitlines()) == 1 and "Traceback" not in err, err

    import_one()


def test_a_decomposed_name_finds_the_composed_player(store: Store) -> None:
    """Names are kept in NFC: «Алёна» created decomposed is stored composed, is one player
    with the composed spelling, and a search, her record and a rename find her typed
    either way (SQLite and PostgreSQL)."""
    import unicodedata

    decomposed = unicodedata.normalize("NFD", "Алёна")
    first = store.create_sitting("rummy", [decomposed, "Boris"], first_dealer=decomposed)
    store.create_sitting("rummy", ["Алёна", "Boris"])
    assert first.session.players == ("Алёна", "Boris") and first.first_dealer == "Алёна"
    assert store.known_players() == ["Boris", "Алёна"]
    assert store.count_sittings(HistoryQuery(search=unicodedata.normalize("NFD", "алё"))) == 2
    assert store.player_stats(decomposed).sittings == 2
    store.rename_player(decomposed, unicodedata.normalize("NFD", "Алёнушка"))
    assert store.known_players() == ["Boris", "Алёнушка"]


def test_a_zapis_file_with_a_table_of_another_program_is_refused_untouched(
    tmp_path: Path,
) -> None:
    """A Zapis file with one extra table was accepted and written to (issue 32, item 5):
    another program shares it, so it is refused and left as it was."""
    path = tmp_path / "shared.sqlite3"
    with Store.open(str(path)) as store:
        store.create_sitting("three-bugs", FOUR)
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE their_notes (body TEXT)")
    connection.commit()
    connection.close()
    _assert_refused_untouched(path, tmp_path, "tables Zapis does not make (their_notes)")


@pytest.mark.parametrize("kind", ["fifo", "/dev/null"])
def test_a_pipe_or_a_device_as_the_database_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    """A named pipe given as the database blocked every command for ever; /dev/null was
    called an empty file the user should delete (issue 32, item 5)."""
    if kind == "fifo":
        path = tmp_path / "pipe"
        os.mkfifo(path)
    else:
        path = Path(kind)
    started = time.monotonic()
    for command in (("sessions",), ("import", str(_session_file(tmp_path)))):
        line = one_line(run_zapis("--database", str(path), *command))
        assert "not a regular file" in line and "delete" not in line, line
    assert time.monotonic() - started < 30
    assert Path("/dev/null").is_char_device()


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:"])
def test_an_in_memory_database_is_refused_by_the_commands(tmp_path: Path, url: str) -> None:
    """``--database sqlite://`` took an import, printed an id and kept nothing."""
    for command in (("import", str(_session_file(tmp_path))), ("sessions",)):
        line = one_line(run_zapis("--database", url, *command))
        assert "in-memory" in line and "keeps nothing" in line, line
