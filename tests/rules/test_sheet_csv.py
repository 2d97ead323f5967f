"""The sheet as CSV (issue 16, "CSV"): one row per entry, the points of each player adding
up to his total on the sheet, UTF-8 with a byte-order mark."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ledger import Scored
from rules.session import read_session, score
from rules.sheet_csv import BOM, FORMULA_STARTS, HEADER, as_text, sheet_csv
from tests.conftest import CASES
from tests.rules.gin_strategies import gin_files, rummy_files
from tests.rules.stukolka_strategies import session_files
from tests.rules.three_bugs_strategies import sessions

PROPERTY = settings(max_examples=60, deadline=None)


def _case(name: str) -> Scored:
    case = json.loads((CASES / name).read_text(encoding="utf-8"))
    return score(read_session(json.dumps(case["session"])))


def _rows(text: str) -> list[dict[str, str]]:
    assert text.startswith(BOM)
    return list(csv.DictReader(io.StringIO(text[len(BOM) :], newline="")))


def _sums(rows: list[dict[str, str]]) -> dict[str, int]:
    sums: dict[str, int] = {}
    for row in rows:
        sums[row["player"]] = sums.get(row["player"], 0) + int(row["points"])
    return sums


def test_the_10nt_example_row_by_row() -> None:
    """three-bugs.md's fixed point, 10NT with 8 tricks: Boris writes 8 × 70 = 560 below,
    each defender 5 × 70 = 350 below and 2 × 700 = 1400 above, Boris −1400 above."""
    text = sheet_csv(_case("three-bugs-10nt-down-two.json"))
    assert text.splitlines()[0] == BOM + ",".join(HEADER)
    rows = _rows(text)
    assert {
        "deal": "1",
        "player": "Boris",
        "points": "560",
        "line": "below",
        "reason": "tricks",
        "rule": "three-bugs/tricks",
    } in rows
    assert {
        "deal": "1",
        "player": "Boris",
        "points": "-1400",
        "line": "above",
        "reason": "undertricks",
        "rule": "three-bugs/undertricks",
    } in rows
    assert _sums(rows) == {"Anna": 1750, "Boris": -840, "Vera": 1750, "Gleb": 1750}


def test_hollywood_rows_name_their_column() -> None:
    """A Hollywood entry's line cell carries the column it was written in (``points 2``),
    and the sums are still the sheet's totals."""
    scored = _case("oklahoma-hollywood-source-example.json")
    rows = _rows(sheet_csv(scored))
    lines = {row["line"] for row in rows}
    assert {"points 1", "points 2", "points 3"} <= lines
    assert _sums(rows) == {p: t for p, t in scored.totals.items() if t or p in _sums(rows)}


def test_cyrillic_survives_the_round_trip(tmp_path: Path) -> None:
    """Written with the BOM as UTF-8, Cyrillic names come back as they were."""
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "rummy",
        "players": ["Анна", "Борис"],
        "options": {},
        "deals": [{"melded": {"Анна": 40, "Борис": 10}, "in_hand": {"Анна": 5, "Борис": 30}}],
    }
    path = tmp_path / "sheet.csv"
    path.write_text(sheet_csv(score(read_session(json.dumps(data)))), "utf-8", newline="")
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    assert b"\r\n" in raw
    assert _sums(_rows(raw.decode("utf-8"))) == {"Анна": 35, "Борис": -20}


def _check(scored: Scored) -> None:
    rows = _rows(sheet_csv(scored))
    assert len(rows) == sum(len(deal.entries) for deal in scored.deals)
    sums = _sums(rows)
    for player, total in scored.totals.items():
        assert sums.get(as_text(player), 0) == total


@PROPERTY
@given(sessions())
def test_three_bugs_rows_add_up_to_the_totals(session: Any) -> None:
    _check(score(session))


@PROPERTY
@given(st.one_of(session_files(), gin_files(), rummy_files()))
def test_other_games_rows_add_up_to_the_totals(data: dict[str, Any]) -> None:
    _check(score(read_session(json.dumps(data))))


def test_a_name_that_looks_like_a_formula_is_written_as_text() -> None:
    """A name starting with = + - @ is written after an apostrophe, so a spreadsheet shows
    it and never runs it (rules/sheet_csv.py [Ruling], OWASP "CSV injection"); others
    are unchanged, and each player's points still add up to his total."""
    names = ['=HYPERLINK("http://x")', "+Boris", "-Vera", "@Gleb"]
    session = read_session(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "rummy",
                "players": [*names, "Анна"],
                "options": {},
                "deals": [
                    {
                        "melded": {name: 10 for name in [*names, "Анна"]},
                        "in_hand": {name: 3 for name in [*names, "Анна"]},
                    }
                ],
            }
        )
    )
    rows = list(csv.DictReader(io.StringIO(sheet_csv(score(session)).removeprefix(BOM))))
    written = {row["player"] for row in rows}
    assert written == {"'" + name for name in names} | {"Анна"}
    for row in rows:
        assert not row["player"].startswith(FORMULA_STARTS)
