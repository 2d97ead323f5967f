"""Files with a live write-ahead log beside them (issue 32, item 1): a writer died with
pages in ``-wal`` that no one has folded into the file yet. A file Zapis refuses keeps its
bytes and its log exactly (closing the last read-write connection used to fold the log
into the file and delete it: another program's database grew, a damaged file took the
log's pages, an older Zapis rewrote a newer one's); a sound Zapis file is read with the
log's pages and written to as usual."""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
from pathlib import Path

import pytest

from db import StorageError, Store
from db.history_light import read_first_page
from tests.db.processes import one_line, run_python, run_zapis
from tests.db.samples import FOUR
from tests.db.test_hostile_storage import _deal_table_leaf
from tests.db.writer import record_for
from tests.helpers import session_dict

DIE_WITH_PAGES_IN_THE_LOG = """
import os, sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("PRAGMA journal_mode = WAL")
connection.execute("PRAGMA wal_autocheckpoint = 0")
for statement in sys.argv[2:]:
    connection.execute(statement)
os._exit(0)  # a crash: no close, so no checkpoint; the pages stay in the log
"""


def _die_writing(path: Path, *statements: str) -> None:
    result = run_python(DIE_WITH_PAGES_IN_THE_LOG, str(path), *statements)
    assert result.returncode == 0, result.stderr
    assert Path(f"{path}-wal").stat().st_size > 0, "the log holds the pages"


def _fingerprint(path: Path) -> dict[str, str]:
    """The file and its log, byte for byte (the -shm index is SQLite's to rebuild)."""
    return {
        suffix: hashlib.sha256(Path(f"{path}{suffix}").read_bytes()).hexdigest()
        for suffix in ("", "-wal")
    }


def _session_file(folder: Path) -> Path:
    file = folder / "session.json"
    file.write_text(json.dumps(session_dict("rummy", ["Anna", "Boris"], [])), encoding="utf-8")
    return file


def _assert_refused_untouched(path: Path, folder: Path, words: str) -> None:
    before = _fingerprint(path)
    file = _session_file(folder)
    for command in (("sessions",), ("import", str(file)), ("export", "1", str(folder / "x.json"))):
        line = one_line(run_zapis("--database", str(path), *command))
        assert words in line, line
        assert _fingerprint(path) == before, command
    with pytest.raises(StorageError, match=words), Store.open(str(path)) as store:
        store.create_sitting("three-bugs", FOUR)
    assert _fingerprint(path) == before
    read_first_page(str(path), 10)  # the window's quick reader leaves it too
    assert _fingerprint(path) == before


def _zapis_file(path: Path, deals: int = 300) -> None:
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("three-bugs", FOUR).id
        for number in range(1, deals + 1):
            store.add_deal(sitting, record_for(number))


def test_another_programs_database_with_a_live_log(tmp_path: Path) -> None:
    """It grew from 4,096 to 8,192 bytes when Zapis refused it; now not a byte changes."""
    path = tmp_path / "theirs.sqlite3"
    _die_writing(path, "CREATE TABLE notes (body TEXT)", "INSERT INTO notes VALUES ('x')")
    assert path.stat().st_size == 0 or path.stat().st_size == 4096
    _assert_refused_untouched(path, tmp_path, "another program")


def test_a_damaged_zapis_file_with_a_live_log(tmp_path: Path) -> None:
    """The log's pages were written into the damaged file, so the evidence a recovery
    tool needs was gone; now both stay as they were."""
    path = tmp_path / "damaged.sqlite3"
    _zapis_file(path)
    leaf = _deal_table_leaf(path)  # (its look folds any log in: taken before the crash)
    _die_writing(path, "UPDATE sitting SET note = 'written before the crash'")
    data = bytearray(path.read_bytes())
    data[leaf + 2000 : leaf + 4000] = random.Random(32).randbytes(2000)
    path.write_bytes(bytes(data))
    _assert_refused_untouched(path, tmp_path, "is damaged")


def test_a_newer_zapis_file_with_a_live_log(tmp_path: Path) -> None:
    """An older Zapis folded a newer Zapis's log into its file; now it is refused as
    newer with the file and the log unchanged."""
    path = tmp_path / "newer.sqlite3"
    _zapis_file(path, deals=3)
    _die_writing(path, "UPDATE alembic_version SET version_num = '9999'")
    _assert_refused_untouched(path, tmp_path, "newer Zapis")


def test_a_newer_zapis_file_in_rollback_mode_keeps_its_header(tmp_path: Path) -> None:
    """The engine's first connection switched a newer file to WAL (its header rewritten)
    before the migration refused it; the revision is now refused first."""
    path = tmp_path / "newer.sqlite3"
    _zapis_file(path, deals=3)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode = DELETE")
    connection.execute("UPDATE alembic_version SET version_num = '9999'")
    connection.close()
    before = path.read_bytes()
    line = one_line(run_zapis("--database", str(path), "sessions"))
    assert "newer Zapis" in line
    assert path.read_bytes() == before


def test_a_sound_zapis_file_with_a_live_log_is_read_and_written(tmp_path: Path) -> None:
    """The log's pages are part of the file: read, then folded in when Zapis closes."""
    path = tmp_path / "sound.sqlite3"
    _zapis_file(path, deals=3)
    _die_writing(path, "UPDATE sitting SET note = 'from the log'")
    result = run_zapis("--database", str(path), "import", str(_session_file(tmp_path)))
    assert result.returncode == 0, result.stderr
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    assert connection.execute("SELECT count(*) FROM sitting").fetchone()[0] == 2
    assert connection.execute("SELECT note FROM sitting WHERE id = 1").fetchone()[0] == (
        "from the log"
    )
    connection.close()
