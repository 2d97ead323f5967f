"""StorageError has RuleViolation's shape: a constant English template and the values that
fill it, so the app can translate the template (design.md: every user-visible string in
Russian and English) while ``str()`` stays the English line the ``zapis`` command prints."""

from __future__ import annotations

import pickle
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy.exc import OperationalError

from db import StorageError
from db.errors import explain
from db.location import check_file


def _driver_error(text: str) -> OperationalError:
    return OperationalError("INSERT INTO deal ...", {}, sqlite3.OperationalError(text))


@pytest.mark.parametrize(
    ("reason", "words"),
    [
        ("database or disk is full", "the disk is full"),
        ("database is locked", "is busy"),
        ("file is not a database", "is damaged"),
        ("attempt to write a readonly database", "cannot be written"),
    ],
)
def test_explained_driver_error_keeps_file_and_reason_out_of_the_template(
    reason: str, words: str
) -> None:
    """The file and SQLite's words are parameters, never part of the template; str() is
    the template filled with them (the same line as before templates)."""
    where = "/home/anna/{odd} zapis.sqlite3"
    problem = explain(_driver_error(reason), where)
    assert problem.params == {"where": where, "reason": reason}
    assert where not in problem.template
    assert reason not in problem.template
    assert words in problem.template
    assert str(problem) == problem.template.format(where=where, reason=reason)
    assert str(problem).startswith(where)


def test_file_check_refusal_names_the_path_as_a_parameter(tmp_path: Path) -> None:
    """A file that is not SQLite is refused with the path in params, not in the template."""
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\n", encoding="utf-8")
    with pytest.raises(StorageError) as caught:
        check_file(path)
    assert caught.value.params == {"path": str(path)}
    assert caught.value.template.startswith("{path} is not a Zapis database")
    assert str(caught.value).startswith(f"{path} is not a Zapis database")


def test_pickled_storage_error_keeps_template_and_params() -> None:
    """A StorageError crossing a process boundary comes back whole (not re-parsed)."""
    problem = StorageError("{where} is busy ({reason})", where="/tmp/{x}.db", reason="locked")
    back = pickle.loads(pickle.dumps(problem))
    assert type(back) is StorageError
    assert (back.template, back.params, str(back)) == (
        problem.template,
        problem.params,
        "/tmp/{x}.db is busy (locked)",
    )
