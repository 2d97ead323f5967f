"""A club's PostgreSQL server under concurrent tables (issue 32, items 2 and 3): tables
entering sittings of the same new players at once all get in; ``zapis import A B C``
goes on past a file the storage refused and names it; a name's folded length is one rule
for every backend; a lock held elsewhere is given up on after the busy timeout."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from db import StorageError, Store
from tests.db.processes import Forker, one_line, run_python, run_zapis
from tests.helpers import session_dict


def _new_player_files(folder: Path, count: int, deals: int = 0) -> list[Path]:
    """``count`` files, each seating two players no database has seen yet (``deals``
    dead hands make each import's transaction last while its rows are written)."""
    files = []
    for number in range(count):
        file = folder / f"table-{number}.json"
        players = [f"Новичок {number}", f"NEWCOMER {number}"]
        hands = [{"type": "dead", "upcard": "KS"}] * deals
        file.write_text(json.dumps(session_dict("gin", players, hands)), encoding="utf-8")
        files.append(file)
    return files


def _count(url: str, table: str) -> int:
    with Store.open(url) as store:
        engine = store._engine
        with engine.connect() as connection:
            return int(connection.execute(text(f"SELECT count(*) FROM {table}")).scalar_one())


@pytest.mark.parametrize("backend", ["postgres", "sqlite"])
def test_concurrent_tables_seating_the_same_new_players(
    backend: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """8 of 48 concurrent PostgreSQL imports failed with "duplicate key value violates
    unique constraint ix_player_folded"; every one of them now gets in, and each new
    player is made once."""
    url: str = request.getfixturevalue(f"{backend}_url")
    Store.open(url).close()  # migrated once, before the race
    files = [str(file) for file in _new_player_files(tmp_path, 8, deals=3000)]
    forker = Forker()
    try:
        for _round in range(3):
            forker.start(6, "zapis", "--database", url, "import", *files)
            statuses = forker.finish()
            assert statuses == [0] * 6, forker.output
    finally:
        forker.close()
    assert _count(url, "sitting") == 3 * 6 * 8
    assert _count(url, "player") == 16


def test_import_goes_on_past_a_storage_refusal_and_names_it(
    postgres_url: str, tmp_path: Path
) -> None:
    """``zapis import A B C`` stopped at the first storage error and silently skipped the
    rest; now each file is tried, each refused one named in its own line, exit 2."""
    Store.open(postgres_url).close()
    good = _new_player_files(tmp_path, 3)
    # A sitting id the 32-bit column cannot hold is refused by the server (a storage
    # error, not a rule): the id sequence is set at its end for the second file's turn.
    engine = create_engine(postgres_url)
    with engine.begin() as connection:
        connection.execute(text("SELECT setval('sitting_id_seq', 2147483646)"))
    engine.dispose()
    result = run_zapis("--database", postgres_url, "import", *map(str, good))
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.split() == ["2147483647"], result.stdout
    assert len(lines) == 2, lines
    for file, line in zip(good[1:], lines, strict=True):
        assert str(file) in line and "was not imported" in line, line


@pytest.mark.parametrize("backend", ["postgres", "sqlite"])
@pytest.mark.parametrize("name", ["ß" + "a" * 199, "ﬃ" * 70, "Ab" * 100])
def test_a_name_folding_past_200_letters_is_one_rule(
    backend: str, name: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """One «ß» in a 200-letter name folds to 201 letters: PostgreSQL refused it naming no
    field while SQLite kept it. Now both refuse it the same way, naming the field, unless
    it folds within the limit (200 plain letters are a legal name on both)."""
    url: str = request.getfixturevalue(f"{backend}_url")
    file = tmp_path / "long.json"
    file.write_text(json.dumps(session_dict("rummy", [name, "Boris"], [])), encoding="utf-8")
    result = run_zapis("--database", url, "import", str(file))
    if len(name.casefold()) <= 200:
        assert result.returncode == 0, result.stderr
        return
    line = one_line(result)
    assert "players" in line and "200" in line, line
    assert "players" in one_line(run_zapis("score", str(file)))


def test_a_lock_held_elsewhere_is_given_up_on(postgres_url: str, tmp_path: Path) -> None:
    """A lock another session held made ``import`` wait for ever; it now gives up after
    the busy timeout (the URL's ``timeout``, seconds, as on SQLite) in one line."""
    Store.open(postgres_url).close()
    file = _new_player_files(tmp_path, 1)[0]
    engine = create_engine(postgres_url)
    held = threading.Event()
    release = threading.Event()

    def hold() -> None:
        with engine.begin() as connection:
            # Reads (the daily backup's) go on; writes wait for it.
            connection.execute(text("LOCK TABLE sitting IN EXCLUSIVE MODE"))
            held.set()
            release.wait(60)

    holder = threading.Thread(target=hold)
    holder.start()
    try:
        assert held.wait(10)
        separator = "&" if "?" in postgres_url else "?"
        started = time.monotonic()
        result = run_zapis("--database", f"{postgres_url}{separator}timeout=1", "import", str(file))
        took = time.monotonic() - started
    finally:
        release.set()
        holder.join()
        engine.dispose()
    line = one_line(result)
    assert "busy" in line, line
    assert took < 30


def test_a_server_timeout_that_is_not_seconds_is_refused(postgres_url: str) -> None:
    """The same rule for the ``timeout`` on every backend."""
    separator = "&" if "?" in postgres_url else "?"
    with pytest.raises(StorageError, match="not a number of seconds"):
        Store.open(f"{postgres_url}{separator}timeout=soon")


def test_the_drivers_log_lines_stay_off_stderr() -> None:
    """When the server stops mid-import psycopg logs "error ignored in rollback" as a
    warning, which Python's last-resort handler printed as a second stderr line; the
    command keeps the driver's log to itself. (A stopped server cannot be had on a
    shared one: the warning is logged here as psycopg logs it.)"""
    result = run_python(
        "import logging, sys\n"
        "from commands import main as cli\n"
        "cli._quiet_driver_logs()\n"
        "logging.getLogger('psycopg').warning('error ignored in rollback on %s', 'x')\n"
        "logging.getLogger('psycopg.pool').warning('pool warning')\n"
        "print('done')\n"
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and result.stdout == "done\n"
