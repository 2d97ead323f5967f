"""Alembic migrations (db/migrations): the revisions the code knows are the scripts', the
newest schema is the models', an old database is upgraded with every row kept, an
installed wheel carries the migrations, and a start on an up-to-date database never
imports Alembic."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import zipfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from db import StorageError, Store, migrate
from db.engine import create
from db.location import resolve
from db.models import Base
from rules.session import score
from tests.conftest import REPO
from tests.db.processes import run_python


def test_head_and_revisions_match_the_scripts() -> None:
    """``migrate.HEAD`` and ``migrate.REVISIONS`` (which let a start skip Alembic) are
    exactly the scripts' chain, and there are at least two revisions."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(migrate.alembic_config())
    assert scripts.get_heads() == [migrate.HEAD]
    chain = [script.revision for script in scripts.walk_revisions("base", "heads")]
    assert tuple(reversed(chain)) == migrate.REVISIONS
    assert len(chain) >= 2


def test_newest_schema_is_the_models(database_url: str) -> None:
    """Autogenerate finds nothing to change between the migrated database and the models."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    with Store.open(database_url) as store:
        engine = store._engine
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": False})
            assert compare_metadata(context, Base.metadata) == []


OLD_ROWS: dict[str, list[dict[str, Any]]] = {
    "player": [
        {"id": 1, "name": "Анна"},
        {"id": 2, "name": "Boris"},
        {"id": 3, "name": "анна"},
        {"id": 4, "name": "Vera"},
    ],
    "sitting": [
        {"id": 10, "game": "rummy", "options": '{"packs": 1, "target": 500}', "leader": "Анна"},
        {"id": 11, "game": "rummy", "options": '{"packs": 1, "target": 100}', "leader": "Vera"},
    ],
    "seat": [
        {"sitting_id": 10, "position": 0, "player_id": 1},
        {"sitting_id": 10, "position": 1, "player_id": 2},
        {"sitting_id": 11, "position": 0, "player_id": 3},
        {"sitting_id": 11, "position": 1, "player_id": 4},
    ],
    "deal": [
        {
            "id": 100,
            "sitting_id": 10,
            "position": 1,
            "record": '{"melded": {"Анна": 40, "Boris": 0}, "in_hand": {"Анна": 0, "Boris": 7}}',
        },
        {
            "id": 101,
            "sitting_id": 10,
            "position": 2,
            "record": '{"melded": {"Анна": 3, "Boris": 9}, "in_hand": {"Анна": 1, "Boris": 2}}',
        },
        {
            "id": 102,
            "sitting_id": 11,
            "position": 1,
            "record": '{"melded": {"анна": 0, "Vera": 50}, "in_hand": {"анна": 5, "Vera": 0}}',
        },
    ],
}
"""A first-revision database: «Анна» and «анна» were two players then."""


def _build_first_revision(url: str) -> None:
    target = resolve(url)
    engine = create(target)
    try:
        migrate.upgrade(engine, target.display, target="0001")
        moment = datetime(2024, 12, 31, 20, tzinfo=UTC).replace(tzinfo=None)
        with engine.begin() as connection:
            for table, rows in OLD_ROWS.items():
                for row in rows:
                    values = dict(row)
                    if table == "sitting":
                        values |= {"first_dealer": None, "created": moment, "updated": moment}
                        values["finished"] = False
                    if table == "deal":
                        values |= {"created": moment, "edited": None}
                    columns = ", ".join(values)
                    marks = ", ".join(f":{key}" for key in values)
                    connection.execute(
                        text(f"INSERT INTO {table} ({columns}) VALUES ({marks})"), values
                    )
    finally:
        engine.dispose()


def test_upgrade_keeps_every_row(database_url: str) -> None:
    """A database at revision 0001 with two sittings is upgraded to the newest revision
    when the store opens: every sitting, seat and deal is kept (deal ids too), each seat
    keeps the spelling its sitting used, «Анна» and «анна» become one player, and the
    sheets score as rummy does, melded minus in hand (gin-family.md): Анна 40-0 + 3-1 = 42,
    Boris 0-7 + 9-2 = 0; анна 0-5 = -5, Vera 50-0 = 50; the seats' stored standings (0004)
    say the same: Анна 42 - 5 = 37 over two sittings, no game won (targets 500 and 100)."""
    _build_first_revision(database_url)
    with Store.open(database_url) as store:
        with store._engine.connect() as connection:
            assert migrate.current_revision(connection) == migrate.HEAD
            deal_ids = connection.execute(text("SELECT id FROM deal ORDER BY id")).scalars().all()
            assert deal_ids == [100, 101, 102]
            assert connection.execute(text("SELECT count(*) FROM seat")).scalar() == 4
            if connection.dialect.name == "sqlite":
                assert connection.exec_driver_sql("PRAGMA foreign_key_check").all() == []
                assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
                assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert store.count_sittings() == 2
        assert store.known_players() == ["Boris", "Vera", "Анна"]
        first, second = store.load(10), store.load(11)  # type: ignore[arg-type]
        assert first.session.players == ("Анна", "Boris")
        assert second.session.players == ("анна", "Vera")
        assert first.session.deals[0].to_json() == {
            "melded": {"Анна": 40, "Boris": 0},
            "in_hand": {"Анна": 0, "Boris": 7},
        }
        assert first.scored.totals == {"Анна": 42, "Boris": 0}
        assert second.scored.totals == {"анна": -5, "Vera": 50}
        assert second.scored == score(second.session)
        assert (first.place, first.note) == (None, None)
        assert store.player_stats("АННА").sittings == 2
        # Revision 0004 scored every sitting once to fill the seats' standings.
        assert [
            (s.game, s.sittings, s.games_won, s.rubbers_won, s.total)
            for s in store.player_stats("АННА").by_game
        ] == [("rummy", 2, 0, 0, 42 - 5)]
        assert store.player_stats("Vera").by_game[0].total == 50
        assert store.player_stats("Boris").by_game[0].total == 0
        assert first.created == datetime(2024, 12, 31, 20, tzinfo=UTC)
        # The upgraded database takes new work as a new one does.
        store.set_details(10, place="дача", note=None)  # type: ignore[arg-type]
        store.delete_sitting(11)  # type: ignore[arg-type]
        assert store.known_players() == ["Boris", "Анна"]


def test_a_newer_database_is_refused_untouched(tmp_path: Path) -> None:
    """A database from a newer Zapis (unknown revision) is refused, its bytes kept."""
    path = tmp_path / "newer.sqlite3"
    Store.open(str(path)).close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999'")
    connection.close()
    before = path.read_bytes()
    with pytest.raises(StorageError, match="newer Zapis"):
        Store.open(str(path))
    assert path.read_bytes() == before


@pytest.mark.slow
def test_an_installed_wheel_carries_the_migrations(tmp_path: Path) -> None:
    """The wheel holds env.py and every revision; unpacked without the Mako template and
    away from the checkout, it creates and migrates a database."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        if (REPO / name).exists():
            shutil.copy(REPO / name, source / name)
    for package in ("rules", "db", "commands", "desktop"):
        shutil.copytree(
            REPO / package, source / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), "."],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if built.returncode != 0:
        pytest.skip(f"cannot build a wheel here (no build backend?): {built.stderr[-300:]}")
    (wheel,) = tmp_path.glob("zapis-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for revision in migrate.MIGRATIONS.glob("versions/0*.py"):
        assert f"db/migrations/versions/{revision.name}" in names
    assert "db/migrations/env.py" in names
    # The headless commands are packaged, and the `zapis` command is theirs.
    assert "commands/main.py" in names
    (entry_points,) = [name for name in names if name.endswith(".dist-info/entry_points.txt")]
    assert "zapis = commands.main:main" in zipfile.ZipFile(wheel).read(entry_points).decode()
    unpacked = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(unpacked)
    (unpacked / "db" / "migrations" / "script.py.mako").unlink()
    program = (
        "import sys, db\n"
        "from db import Store\n"
        "assert db.__file__.startswith(sys.argv[1]), db.__file__\n"
        "store = Store.open(sys.argv[2])\n"
        "print(store.create_sitting('three-bugs', ['A', 'B', 'C', 'D']).id)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", program, str(unpacked), str(tmp_path / "w.sqlite3")],
        cwd=tmp_path,
        env={"PYTHONPATH": str(unpacked), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "1"


STARTS = """
import sys
from db import Store
Store.open(sys.argv[1]).close()
print("alembic" in sys.modules)
"""
"""A start of Zapis's storage in a fresh process: did it import Alembic?"""


@pytest.mark.slow
def test_a_start_on_an_up_to_date_database_skips_alembic(tmp_path: Path) -> None:
    """Importing Alembic costs the window's start-up about a tenth of a second, so it is
    imported only when the database is behind: a new database loads it, a second start
    on the same (now newest) database does not."""
    path = tmp_path / "start.sqlite3"
    first = run_python(STARTS, str(path))
    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == "True"
    again = run_python(STARTS, str(path))
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip() == "False"


def test_an_interrupt_in_a_migration_is_the_interrupt(tmp_path: Path) -> None:
    """Ctrl-C while a new file's tables were being made raised a second error over it
    ("Cannot operate on a closed database", from turning the file's links back on over
    the connection the interrupt closed): a traceback and status 1 instead of Zapis's
    one line and 130 (seen in the Ctrl-C test of ``zapis import`` under load)."""
    from sqlalchemy import event

    engine = create(resolve(str(tmp_path / "z.sqlite3")))

    def interrupt(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith("CREATE TABLE"):
            raise KeyboardInterrupt

    event.listen(engine, "before_cursor_execute", interrupt)
    try:
        with pytest.raises(KeyboardInterrupt):
            migrate.upgrade(engine, "z.sqlite3")
    finally:
        engine.dispose()
