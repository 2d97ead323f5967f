"""The history's first page read with ``sqlite3`` alone at start (issue 15: the database
and SQLAlchemy open off the path to a usable window): the very rows the store's own
history query reads, the newest revision known from the scripts, every other start
left to the full path, and the file left exactly as it was."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from db import Store, migrate
from db.history_light import head_revision, light_path, read_first_page
from db.history_query import HistoryQuery
from rules.session import read_session
from tests.conftest import REPO
from tests.db.samples import grand_slam, misdeal, rummy_deal

DAY = datetime(2026, 3, 1, 12, tzinfo=UTC)


def _fill(store: Store) -> None:
    """Sittings of every game with Russian names, places, a note, deals, and more of
    them than one small page holds."""
    tb = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {}, place="Дача")
    store.add_deal(tb.id, grand_slam("Анна", "Борис"))
    store.add_deal(tb.id, misdeal("Борис"))
    store.set_details(tb.id, place="Дача", note="Ёлка у Пети — реванш")
    rummy = store.create_sitting("rummy", ["Пётр", "ЁЖИК"], {}, place="Город")
    store.add_deal(rummy.id, rummy_deal(Пётр=(30, 0), ЁЖИК=(0, 10)))
    store.set_created(rummy.id, DAY - timedelta(days=3))
    store.create_sitting("stukolka", ["Вера", "Глеб", "Zoya"], {})
    store.create_sitting("gin", ["Глеб", "Zoya"], {}, place="Дача")
    data = {"format": "zapis-session", "version": 1, "game": "rummy",
            "players": ["Юрий", "Анна"], "deals": []}  # fmt: skip
    store.import_sessions([read_session(json.dumps(data))] * 6)


@pytest.fixture
def filled(tmp_path: Path) -> str:
    path = str(tmp_path / "история.sqlite3")
    with Store.open(path) as store:
        _fill(store)
    return path


@pytest.mark.parametrize("limit", [3, 200])
def test_the_light_page_is_the_stores_first_page(filled: str, limit: int) -> None:
    """Ten sittings: the light page of 3 and of 200 holds exactly the rows, values and
    order of the store's history query for the default query (every sitting, the
    latest updated first), and the same count."""
    page = read_first_page(filled, limit)
    assert page is not None
    with Store.open(filled) as store:
        expected = store.find_sittings(HistoryQuery(), offset=0, limit=limit)
        total = store.count_sittings(HistoryQuery())
    assert page.total == total == 10
    assert list(page.rows) == expected
    assert len(page.rows) == min(limit, 10)
    names = {name for row in page.rows for name in row.players}
    assert {"Анна", "ЁЖИК", "Пётр"} <= names or limit == 3
    assert all(row.created.tzinfo is UTC and row.updated.tzinfo is UTC for row in page.rows)


def test_the_head_revision_is_the_scripts_head() -> None:
    """The revision the light reader accepts is read from the scripts: it is the head
    Alembic finds (and ``migrate.HEAD``), so a new migration moves it without a word
    changed in the reader."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(migrate.alembic_config())
    assert scripts.get_heads() == [head_revision()] == [migrate.HEAD]


def test_a_new_script_moves_the_head(tmp_path: Path) -> None:
    """A copy of the scripts with one more revision on top: that one is the head; two
    heads (a branch) or an unreadable script is no head at all (the full path)."""
    versions = tmp_path / "versions"
    versions.mkdir()
    for script in (REPO / "db" / "migrations" / "versions").glob("0*.py"):
        (versions / script.name).write_text(script.read_text(encoding="utf-8"), encoding="utf-8")
    head = head_revision(versions)
    assert head == migrate.HEAD
    (versions / "9999_next.py").write_text(
        f'revision = "9999"\ndown_revision = "{head}"\n', encoding="utf-8"
    )
    assert head_revision(versions) == "9999"
    (versions / "9998_branch.py").write_text(
        f'revision = "9998"\ndown_revision = "{head}"\n', encoding="utf-8"
    )
    assert head_revision(versions) is None
    assert head_revision(tmp_path / "nowhere") is None


def test_a_first_start_has_an_empty_history(tmp_path: Path) -> None:
    """No file yet: an empty history at once (the store will create the file, with
    nothing in it), and the file is not created here."""
    missing = tmp_path / "new.sqlite3"
    page = read_first_page(str(missing), 200)
    assert page is not None and page.rows == () and page.total == 0
    assert not missing.exists()
    with Store.open(str(missing)) as store:
        assert store.find_sittings(HistoryQuery()) == [] and store.count_sittings() == 0


def test_every_other_start_takes_the_full_path(tmp_path: Path, filled: str) -> None:
    """A server's URL, an sqlite:// URL, an empty file, another program's file, a text
    file, a Zapis file at an older revision and a folder all give None."""
    assert read_first_page("postgresql+psycopg://u@127.0.0.1/zapis", 200) is None
    assert read_first_page(f"sqlite:///{filled}", 200) is None
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    assert read_first_page(str(empty), 200) is None
    text = tmp_path / "notes.txt"
    text.write_text("Анна 10, Борис 5", encoding="utf-8")
    assert read_first_page(str(text), 200) is None
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE sitting (id INTEGER)")
    assert read_first_page(str(other), 200) is None
    with sqlite3.connect(filled) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0001'")
    connection.close()
    assert read_first_page(filled, 200) is None
    assert read_first_page(str(tmp_path), 200) is None  # a folder


def test_the_default_file_and_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """No URL: ``$ZAPIS_DATABASE_URL`` when set (a path read, a URL left alone), else
    the default file in the data folder, as ``db.location.resolve`` chooses."""
    from db.location import default_path, resolve

    monkeypatch.delenv("ZAPIS_DATABASE_URL", raising=False)
    assert light_path(None) == default_path().absolute() == resolve(None).path
    monkeypatch.setenv("ZAPIS_DATABASE_URL", "~/игры.sqlite3")
    assert light_path(None) == Path("~/игры.sqlite3").expanduser().absolute()
    assert light_path(None) == resolve(None).path
    monkeypatch.setenv("ZAPIS_DATABASE_URL", "postgresql+psycopg://u@127.0.0.1/zapis")
    assert light_path(None) is None


def test_reading_changes_nothing(filled: str) -> None:
    """The file's bytes and time stay, and no -wal or -shm file is left beside it."""
    path = Path(filled)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    assert read_first_page(filled, 200) is not None
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert not Path(f"{filled}-wal").exists() and not Path(f"{filled}-shm").exists()


def test_a_busy_file_gives_the_start_to_the_full_path(filled: str) -> None:
    """Another program holding an exclusive lock: the light read gives up within its
    short wait (None) instead of holding the window."""
    holder = sqlite3.connect(filled, isolation_level=None)
    try:
        holder.execute("PRAGMA locking_mode = EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")
        assert read_first_page(filled, 200) is None
    finally:
        holder.close()


def test_the_light_reader_imports_no_sqlalchemy(filled: str) -> None:
    """In a fresh interpreter the light read brings in neither SQLAlchemy nor Alembic
    nor the rest of the store."""
    code = (
        "import sys\n"
        "from db.history_light import read_first_page\n"
        "page = read_first_page(sys.argv[1], 200)\n"
        "assert page is not None and page.total == 10\n"
        "heavy = ('sqlalchemy', 'alembic', 'db.service', 'db.rows', 'rules.session')\n"
        "print(','.join(n for n in heavy if n in sys.modules) or 'none')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, filled],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"


def test_a_row_it_cannot_read_gives_the_full_path(filled: str) -> None:
    """A start moment that is no date (written by another program): the light reader
    gives None — the store's own read decides what to say — instead of an exception in
    the window's start."""
    with sqlite3.connect(filled) as connection:
        connection.execute("UPDATE sitting SET created = 'вчера' WHERE id = 1")
        connection.execute("UPDATE sitting SET updated = '9999-12-31 23:59:59.000000' WHERE id = 1")
    connection.close()
    assert read_first_page(filled, 200) is None
