"""Every conformance case in ../shared/cases, checked as that folder's README says.

Cases are discovered at collection time, so a case dropped there later is tested with no
change here. A case of a game whose engine is not built is skipped with that reason.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop.cli import main
from rules.registry import GameNotBuilt, find_game
from rules.session import read_session, score
from tests.conftest import CASES, REPO
from tests.helpers import deal_sums

MONEY_CASES = (REPO / "tests" / "cases" / "money", CASES / "money")
"""The settlement cases: the project's copy and the shared folder's (settlement.md)."""
CASE_FILES = sorted(CASES.glob("*.json")) + [
    path for folder in MONEY_CASES for path in sorted(folder.glob("*.json"))
]
CASE_IDS = [
    f"{'project' if path.is_relative_to(REPO) else 'shared'}:{path.parent.name}/{path.stem}"
    for path in CASE_FILES
]


def test_the_cases_folder_is_there() -> None:
    """The suite must not pass silently because ../shared is missing."""
    assert CASE_FILES, f"no conformance cases found in {CASES}"
    for folder in MONEY_CASES:
        assert list(folder.glob("*.json")), f"no settlement cases found in {folder}"


@pytest.mark.parametrize("path", CASE_FILES, ids=CASE_IDS)
def test_case(path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    try:
        find_game(case["session"]["game"])
    except GameNotBuilt as missing:
        pytest.skip(f"{path.name}: {missing}")
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
    for key in ("totals", "on_table", "finished", "settlement", "winner", "payments"):
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


def sums_from_output(output: dict[str, Any], deal: int) -> dict[str, dict[str, int]]:
    """Per player and column, the non-zero sums of one deal's printed entries."""
    sums: dict[str, dict[str, int]] = {}
    for entry in output["deals"][deal - 1]["entries"]:
        column = entry["column"] if "game" not in entry else f"{entry['game']}:{entry['column']}"
        player = sums.setdefault(entry["player"], {})
        player[column] = player.get(column, 0) + entry["points"]
    return {
        p: {c: v for c, v in cols.items() if v != 0}
        for p, cols in sums.items()
        if any(cols.values())
    }


def _has_deal_sums(path: Path) -> bool:
    return "deals" in json.loads(path.read_text(encoding="utf-8")).get("expect", {})


SUM_CASES = [path for path in CASE_FILES if _has_deal_sums(path)]


@pytest.mark.parametrize("path", SUM_CASES, ids=[p.stem for p in SUM_CASES])
def test_case_sums_agree_with_the_engine_objects(path: Path) -> None:
    """The JSON printer and the engine's own objects tell the same story."""
    case = json.loads(path.read_text(encoding="utf-8"))
    try:
        find_game(case["session"]["game"])
    except GameNotBuilt as missing:
        pytest.skip(str(missing))
    scored = score(read_session(json.dumps(case["session"])))
    for item in case["expect"]["deals"]:
        assert deal_sums(scored, item["deal"]) == item["sums"]
