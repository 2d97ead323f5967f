"""``zapis settle ID [ID …] [--price X] [--currency C]`` (settlement.md, "Output"), run
as the real command in new processes on a real SQLite file: sittings imported from the
money cases, settled alone and together."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.db.processes import one_line, run_zapis

MONEY = REPO / "tests" / "cases" / "money"


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A database holding the three money cases as sittings 1 (gin, 0.10 ₽), 2 (Stukolka,
    0.50 ₽) and 3 (Three Bugs, 0.01 ₽), and sitting 4: a gin sitting with no price."""
    folder = tmp_path_factory.mktemp("settle")
    files = []
    for name in ("money-gin-source-example", "money-stukolka-spec-example"):
        files.append(_session_file(folder, name))
    files.append(_session_file(folder, "money-three-bugs-10nt-down-two"))
    bare = json.loads((MONEY / "money-gin-source-example.json").read_text(encoding="utf-8"))
    del bare["session"]["price"], bare["session"]["currency"]
    (folder / "bare.json").write_text(json.dumps(bare["session"]), encoding="utf-8")
    files.append(folder / "bare.json")
    path = str(folder / "z.sqlite3")
    imported = run_zapis("--database", path, "import", *map(str, files))
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.split() == ["1", "2", "3", "4"]
    return path


def _session_file(folder: Path, name: str) -> Path:
    case = json.loads((MONEY / f"{name}.json").read_text(encoding="utf-8"))
    path = folder / f"{name}.json"
    path.write_text(json.dumps(case["session"], ensure_ascii=False), encoding="utf-8")
    return path


def _expected(name: str) -> dict[str, object]:
    case = json.loads((MONEY / f"{name}.json").read_text(encoding="utf-8"))
    payments: dict[str, object] = case["expect"]["payments"]
    return payments


def _settle(database: str, *args: str) -> dict[str, object]:
    ran = run_zapis("--database", database, "settle", *args)
    assert ran.returncode == 0, ran.stderr
    assert ran.stderr == ""
    result: dict[str, object] = json.loads(ran.stdout)
    return result


def test_one_sitting_prints_what_zapis_score_prints(database: str) -> None:
    """A sitting settled alone gives the case's own payments: the 243 gin game at 0.10 is
    B → A 24.30 ₽ (money-gin-source-example)."""
    assert _settle(database, "1") == _expected("money-gin-source-example")
    assert _settle(database, "2") == _expected("money-stukolka-spec-example")


def test_sittings_settle_together_as_an_evening(database: str) -> None:
    """settlement.md, "An evening": gin (A +24.30, B −24.30) and Stukolka (A +1.50, B
    +2.50, C −2.50, D −1.50), each at its own price: A +25.80, B −21.80, C −2.50, D
    −1.50. B owes most and pays A 21.80; A is owed 4.00 more: C pays A 2.50, D pays A
    1.50 — three payments for four players."""
    assert _settle(database, "1", "2") == {
        "currency": "₽",
        "nets": {"A": "25.80", "B": "-21.80", "C": "-2.50", "D": "-1.50"},
        "transfers": [
            {"from": "B", "to": "A", "amount": "21.80"},
            {"from": "C", "to": "A", "amount": "2.50"},
            {"from": "D", "to": "A", "amount": "1.50"},
        ],
    }


def test_one_price_for_all(database: str) -> None:
    """--price replaces each sitting's own: the 243 gin game at 1 a point is 243.00, and
    the sitting with no price of its own settles too; --currency names the money."""
    assert _settle(database, "4", "--price", "1", "--currency", "$") == {
        "currency": "$",
        "nets": {"A": "243.00", "B": "-243.00"},
        "transfers": [{"from": "B", "to": "A", "amount": "243.00"}],
    }


def test_refusals_are_one_line(database: str) -> None:
    """settlement.md: a sitting without a price and no --price is refused naming it; a
    bad price is `price: …`; an unknown sitting is one line; all exit 2."""
    line = one_line(run_zapis("--database", database, "settle", "1", "4"))
    assert line == "zapis: sitting 4 has no price; give one with --price"
    for bad, words in (
        ("0", "greater than 0"),
        ("-1", "greater than 0"),
        ("1.234", "more than two decimal places"),
        ("ten", "not a decimal number"),
    ):
        line = one_line(run_zapis("--database", database, "settle", "1", f"--price={bad}"))
        assert line.startswith("price: ") and words in line, line
    line = one_line(run_zapis("--database", database, "settle", "1", "--currency", "123456789"))
    assert line.startswith("currency: ")
    line = one_line(run_zapis("--database", database, "settle", "1", "99"))
    assert line == f"zapis: no sitting 99 in {database}"
    line = one_line(run_zapis("--database", database, "settle", "1", "1"))
    assert "named twice" in line
