"""Every conformance case, checked as the cases' README says: every ``*.json`` under
``tests/cases`` (the project's own, subfolders too) and every one under ``../shared/cases``
when that folder is there (``ZAPIS_SHARED`` names another).

Cases are discovered at collection time, so a case dropped in either place is tested with
no change here. A shared case that is byte for byte the project's case of the same name is
run once. A case of a game whose engine is not built is skipped with that reason.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.session import read_session, score
from tests.conftest import CASES, SHARED_CASES, SHARED_NAMED
from tests.helpers import deal_sums


def case_files(own: Path, shared: Path) -> dict[str, Path]:
    """Each case by its test id: the project's own by their path under ``own``, and the
    shared ones not already there with the same bytes as ``shared:`` and their path."""
    found = {path.relative_to(own).with_suffix("").as_posix(): path for path in own.rglob("*.json")}
    if shared.is_dir():
        for path in shared.rglob("*.json"):
            name = path.relative_to(shared).with_suffix("").as_posix()
            twin = found.get(name)
            if twin is None or twin.read_bytes() != path.read_bytes():
                found[f"shared:{name}"] = path
    return dict(sorted(found.items()))


CASE_FILES = case_files(CASES, SHARED_CASES)


def test_the_cases_folder_is_there() -> None:
    """The suite must not pass silently with no cases: the repository carries its own."""
    assert any(not name.startswith("shared:") for name in CASE_FILES), f"no cases in {CASES}"


def test_a_named_shared_folder_has_cases() -> None:
    """``ZAPIS_SHARED`` set to a folder without cases is a mistake, not a quiet pass."""
    if not SHARED_NAMED:
        pytest.skip("ZAPIS_SHARED is not set: ../shared/cases is run only if it is there")
    assert SHARED_CASES.is_dir(), f"ZAPIS_SHARED is set but {SHARED_CASES} is not a folder"


def test_a_shared_case_runs_once_unless_it_differs(tmp_path: Path) -> None:
    """The same bytes under the same name run once; a changed or a new shared case runs."""
    own, shared = tmp_path / "own", tmp_path / "shared"
    for folder in (own / "money", shared / "money"):
        folder.mkdir(parents=True)
    (own / "same.json").write_text("{}")
    (shared / "same.json").write_text("{}")
    (own / "money" / "changed.json").write_text("{}")
    (shared / "money" / "changed.json").write_text('{"expect": {}}')
    (shared / "money" / "new.json").write_text("{}")
    (shared / "README.md").write_text("not a case")
    assert list(case_files(own, shared)) == [
        "money/changed",
        "same",
        "shared:money/changed",
        "shared:money/new",
    ]
    assert list(case_files(own, tmp_path / "absent")) == ["money/changed", "same"]


@pytest.mark.parametrize("path", CASE_FILES.values(), ids=CASE_FILES.keys())
def test_case(path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    session_file = tmp_path / "session.json"
    session_file.write_text(json.dumps(case["session"], ensure_ascii=False), encoding="utf-8")

    status = main(["score", str(session_file)])
    out, err = capsys.readouterr()
    if "error" in case:
        check_error(case["error"], status, out, err)
    else:
        assert status == 0, err
        assert err == ""
        check_expect(case["expect"], json.loads(out))


def check_error(error: dict[str, Any], status: int, out: str, err: str) -> None:
    assert status == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    message = lines[0].lower()
    if error.get("deal") is not None:
        assert f"deal {error['deal']}" in message, message
    assert any(word.lower() in message for word in error["mentions"]), message


def check_expect(expect: dict[str, Any], output: dict[str, Any]) -> None:
    for key in (
        "totals",
        "on_table",
        "finished",
        "settlement",
        "winner",
        "payments",
        "pool",
        "gora",
        "whists",
    ):
        if key in expect:
            assert output[key] == expect[key], key
    if "columns" in expect:
        for position, column in enumerate(expect["columns"]):
            actual = output["columns"][position]
            for key, value in column.items():
                assert actual[key] == value, f"column {position + 1} {key}"
    if "deals" in expect:
        for item in expect["deals"]:
            assert sums_from_output(output, item["deal"]) == item["sums"], f"deal {item['deal']}"


def sums_from_output(output: dict[str, Any], deal: int) -> dict[str, dict[str, int | str]]:
    """Per player and column, the non-zero sums of one deal's printed entries; an exact
    ``"a/b"`` amount (Preferans under ``deficit``) is added exactly and a sum that is
    not whole is compared as ``"a/b"``."""
    sums: dict[str, dict[str, Fraction]] = {}
    for entry in output["deals"][deal - 1]["entries"]:
        column = entry["column"] if "game" not in entry else f"{entry['game']}:{entry['column']}"
        player = sums.setdefault(entry["player"], {})
        player[column] = player.get(column, Fraction(0)) + Fraction(entry["points"])
    return {
        p: {c: _number(v) for c, v in cols.items() if v != 0}
        for p, cols in sums.items()
        if any(cols.values())
    }


def _number(amount: Fraction) -> int | str:
    return amount.numerator if amount.denominator == 1 else str(amount)


def _has_deal_sums(path: Path) -> bool:
    return "deals" in json.loads(path.read_text(encoding="utf-8")).get("expect", {})


SUM_CASES = {name: path for name, path in CASE_FILES.items() if _has_deal_sums(path)}


@pytest.mark.parametrize("path", SUM_CASES.values(), ids=SUM_CASES.keys())
def test_case_sums_agree_with_the_engine_objects(path: Path) -> None:
    """The JSON printer and the engine's own objects tell the same story."""
    case = json.loads(path.read_text(encoding="utf-8"))
    scored = score(read_session(json.dumps(case["session"])))
    for item in case["expect"]["deals"]:
        assert deal_sums(scored, item["deal"]) == item["sums"]
