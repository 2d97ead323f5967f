"""Rows another program wrote into a sound Zapis file (issue 32, item 4): quick_check
passes, but a stored value is not what Zapis writes — a record that is not JSON, a blob,
5,000 levels deep, a 5,000-digit number, a key given twice, an ``options`` or a
``created`` that does not parse, a seated player deleted. Each stored value is read
through the same checks as a file's; the bad sitting is named in one line by every
command that asks for it, and set aside (named) while the others are listed, exported,
settled and imported beside it. Run as the real ``zapis`` command, in new processes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from db import StorageError, Store
from rules.errors import RuleViolation
from tests.db.processes import one_line, run_zapis
from tests.helpers import session_dict

DEEP = "[" * 5000 + "]" * 5000
MUTATIONS = {
    "record not JSON": "UPDATE deal SET record = 'not json' WHERE sitting_id = 2",
    "record a blob": "UPDATE deal SET record = X'00FF80' WHERE sitting_id = 2",
    "record 5000 deep": f"UPDATE deal SET record = '{DEEP}' WHERE sitting_id = 2",
    "record 5000 digits": (
        'UPDATE deal SET record = \'{"melded": 1' + "0" * 5000 + "}' WHERE sitting_id = 2"
    ),
    "record a key twice": (
        'UPDATE deal SET record = \'{"melded": {}, "melded": {}, "in_hand": {}}\' '
        "WHERE sitting_id = 2"
    ),
    "record null": "UPDATE deal SET record = 'null' WHERE sitting_id = 2",
    "record a number": "UPDATE deal SET record = 5 WHERE sitting_id = 2",
    "options not JSON": "UPDATE sitting SET options = 'nope' WHERE id = 2",
    "options a list": "UPDATE sitting SET options = '[]' WHERE id = 2",
    "options 5000 deep": f"UPDATE sitting SET options = '{DEEP}' WHERE id = 2",
    "created not a date": "UPDATE sitting SET created = 'yesterday' WHERE id = 2",
    "created a number": "UPDATE sitting SET created = 12 WHERE id = 2",
    "updated not a date": "UPDATE sitting SET updated = 'never' WHERE id = 2",
    "game unknown": "UPDATE sitting SET game = 'chess' WHERE id = 2",
    "price not money": "UPDATE sitting SET price = 'free' WHERE id = 2",
    "seat name a number": "UPDATE seat SET name = 123 WHERE sitting_id = 2",
    "seated player deleted": (
        "DELETE FROM player WHERE id = (SELECT player_id FROM seat WHERE sitting_id = 2 "
        "AND position = 1)"
    ),
    "seat deleted": "DELETE FROM seat WHERE sitting_id = 2 AND position = 0",
}


def _deal(second: str) -> dict[str, object]:
    return {"melded": {"Anna": 40, second: 10}, "in_hand": {"Anna": 5, second: 30}}


@pytest.fixture(scope="module")
def sound_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Zapis file with three rummy sittings, priced, made by the real command."""
    folder = tmp_path_factory.mktemp("rows")
    files = []
    for number in range(3):
        # Sitting 2 seats a player of its own (Zoya), whom a mutation deletes.
        second = "Zoya" if number == 1 else "Boris"
        deals = [_deal(second)] * 3
        data = {**session_dict("rummy", ["Anna", second], deals), "price": "1"}
        file = folder / f"s{number}.json"
        file.write_text(json.dumps(data), encoding="utf-8")
        files.append(str(file))
    path = folder / "z.sqlite3"
    result = run_zapis("--database", str(path), "import", *files)
    assert result.stdout.split() == ["1", "2", "3"], result.stderr
    return path


def _mutated(sound_file: Path, folder: Path, mutation: str) -> Path:
    path = folder / "mutated.sqlite3"
    path.write_bytes(sound_file.read_bytes())
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = OFF")
    connection.execute(MUTATIONS[mutation])
    assert connection.execute("PRAGMA quick_check").fetchone() == ("ok",)
    connection.close()
    return path


QUICK = ("record a key twice", "created not a date", "seated player deleted")
"""The mutations the quick suite runs; the slow one runs them all."""


@pytest.mark.parametrize(
    "mutation",
    [
        mutation if mutation in QUICK else pytest.param(mutation, marks=pytest.mark.slow)
        for mutation in sorted(MUTATIONS)
    ],
)
def test_a_bad_stored_row_is_named_and_set_aside(
    sound_file: Path, tmp_path: Path, mutation: str
) -> None:
    """Tracebacks in 21 of 132 commands; one bad sitting broke ``zapis sessions`` for
    every sitting. Now every command about sitting 2 is one line naming it, and the
    others work beside it."""
    path = _mutated(sound_file, tmp_path, mutation)
    database = ("--database", str(path))
    listing = run_zapis(*database, "sessions")
    assert "Traceback" not in listing.stderr, listing.stderr
    listed = [line.split("\t")[0] for line in listing.stdout.splitlines()]
    assert {"1", "3"} <= set(listed), listing
    if "2" not in listed:
        assert listing.returncode == 2
        lines = listing.stderr.strip().splitlines()
        assert len(lines) == 1 and "sitting 2" in lines[0], lines
    for command in (
        ("export", "2", str(tmp_path / "two.json")),
        ("export", "2", str(tmp_path / "two.csv")),
        ("settle", "2"),
        ("settle", "1", "2"),
    ):
        result = run_zapis(*database, *command)
        assert "Traceback" not in result.stderr, (command, result.stderr)
        if result.returncode != 0:
            line = one_line(result)
            assert "sitting 2" in line, (command, line)
    for command in (("export", "1", str(tmp_path / "one.json")), ("settle", "3")):
        result = run_zapis(*database, *command)
        assert result.returncode == 0, (command, result.stderr)
    file = tmp_path / "new.json"
    file.write_text(json.dumps(session_dict("rummy", ["Vera", "Gleb"], [])), encoding="utf-8")
    imported = run_zapis(*database, "import", str(file))
    assert imported.returncode == 0 and imported.stdout.strip() == "4", imported.stderr
    with Store.open(str(path)) as store:
        try:
            store.load(2)
        except (RuleViolation, StorageError) as problem:
            assert "sitting 2" in str(problem) or "2" in str(problem)
        store.load(1)
