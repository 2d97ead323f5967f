"""``zapis export ID FILE`` by the file's extension (issue 16): the session file, the
sheet as CSV, the printed sheet as PDF; an unknown extension refused with one line."""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.session import read_session, score
from tests.conftest import CASES

NEEDS_POPPLER = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed"
)


def _import(tmp_path: Path, *names: str) -> str:
    database = str(tmp_path / "zapis.sqlite")
    for name in names:
        case = json.loads((CASES / name).read_text(encoding="utf-8"))
        path = tmp_path / Path(name).name
        path.write_text(json.dumps(case["session"], ensure_ascii=False), encoding="utf-8")
        assert main(["--database", database, "import", str(path)]) == 0
    return database


def _pdf_text(path: Path) -> str:
    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return done.stdout


def _pages(path: Path) -> int:
    done = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    line = next(line for line in done.stdout.splitlines() if line.startswith("Pages:"))
    return int(line.split()[1])


def test_csv_rows_add_up_to_the_sheet(tmp_path: Path, capsys: Any) -> None:
    database = _import(tmp_path, "stukolka-spec-example.json")
    target = tmp_path / "sheet.CSV"
    assert main(["--database", database, "export", "1", str(target)]) == 0
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    sums: dict[str, int] = {}
    for row in rows:
        sums[row["player"]] = sums.get(row["player"], 0) + int(row["points"])
    # stukolka.md's example: balances A +3, B +5, C −5, D −3.
    assert sums == {"A": 3, "B": 5, "C": -5, "D": -3}


def test_json_stays_the_session_file(tmp_path: Path) -> None:
    database = _import(tmp_path, "gin-source-example.json")
    target = tmp_path / "back.json"
    assert main(["--database", database, "export", "1", str(target)]) == 0
    assert score(read_session(target.read_text("utf-8"))).totals == {"A": 293, "B": 50}


def test_an_unknown_extension_is_refused_in_one_line(tmp_path: Path, capsys: Any) -> None:
    database = _import(tmp_path, "gin-source-example.json")
    capsys.readouterr()
    assert main(["--database", database, "export", "1", str(tmp_path / "sheet.xlsx")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "unknown file type .xlsx" in err
    assert not (tmp_path / "sheet.xlsx").exists()


def test_an_unwritable_pdf_is_one_line(tmp_path: Path, capsys: Any, settings_file: Path) -> None:
    database = _import(tmp_path, "gin-source-example.json")
    capsys.readouterr()
    target = tmp_path / "missing" / "sheet.pdf"
    assert main(["--database", database, "export", "1", str(target)]) == 2
    _out, err = capsys.readouterr()
    assert err.count("\n") == 1 and "cannot write the file" in err


@NEEDS_POPPLER
@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_the_pdf_names_the_players_and_totals(
    tmp_path: Path, size: str, settings_file: Path
) -> None:
    """The 10NT example (three-bugs.md): Boris −840, the defenders 1750 each, printed
    with the thousands grouped as the (English) interface groups them (issue 25)."""
    database = _import(tmp_path, "three-bugs-10nt-down-two.json")
    target = tmp_path / "sheet.pdf"
    assert main(["--database", database, "export", "1", str(target), "--page-size", size]) == 0
    text = _pdf_text(target)
    for name in ("Anna", "Boris", "Vera", "Gleb"):
        assert name in text
    total_line = next(line for line in text.splitlines() if line.strip().startswith("Total"))
    assert total_line.split()[1:] == ["1,750", "\u2212840", "1,750", "1,750"]
    info = subprocess.run(["pdfinfo", str(target)], capture_output=True, text=True).stdout
    expected = "595 x 842" if size == "A4" else "612 x 792"
    assert expected in info


@NEEDS_POPPLER
def test_a_long_cyrillic_sitting_runs_over_pages_with_headers(
    tmp_path: Path, settings_file: Path
) -> None:
    """A Three Bugs partie of 94 deals between Cyrillic names: several pages, each
    table page starting with the header row again, the names readable (embedded font)."""
    from tests.desktop.printing_support import long_three_bugs

    session = long_three_bugs()
    from db import Store

    database = str(tmp_path / "zapis.sqlite")
    with Store.open(database) as store:
        store.import_session(session, place="Дача")
    target = tmp_path / "long.pdf"
    assert main(["--database", database, "export", "1", str(target)]) == 0
    pages = _pages(target)
    assert pages >= 3
    text = _pdf_text(target)
    assert text.count("Анна") >= pages  # the header row on every page
    assert "Дача" in text
    totals = score(session).totals
    total_line = next(line for line in text.splitlines() if line.strip().startswith("Total"))
    # Grouped as the (English) interface writes numbers: 36,320 (issue 25).
    assert total_line.split()[1:] == [f"{totals[p]:,}".replace("-", "\u2212") for p in totals]
    fonts = subprocess.run(["pdffonts", str(target)], capture_output=True, text=True).stdout
    assert "DejaVuSans" in fonts
    assert all(" yes " in line for line in fonts.splitlines()[2:])  # embedded


@NEEDS_POPPLER
def test_the_sheet_prints_in_russian(qapp: Any, tmp_path: Path) -> None:
    """With the Russian translations the printed words are Russian, and Cyrillic comes
    out of the PDF as text (the font is embedded with its Unicode map)."""
    from PySide6.QtCore import QLocale

    from desktop.printing.document import PrintSource, sheet_document
    from desktop.printing.render import PageSize, write_pdf
    from desktop.translations import install_translations
    from tests.desktop.printing_support import long_three_bugs

    session = long_three_bugs(12)
    previous = QLocale()
    translators = install_translations(qapp, "ru")
    try:
        document = sheet_document(PrintSource(3, session, score(session), place="Дача"))
        assert write_pdf(document, tmp_path / "ru.pdf", PageSize.LETTER) == 1
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(previous)
    text = _pdf_text(tmp_path / "ru.pdf")
    for words in ("Три жучка", "Над чертой", "Под чертой", "Итого", "Анна", "Глеб", "Дача"):
        assert words in text
    # Thousands grouped with the narrow no-break space, which the embedded font has:
    # it comes out of the PDF as that character, not as a missing glyph (issue 25).
    totals = score(session).totals
    total_line = next(line for line in text.splitlines() if line.strip().startswith("Итого"))
    grouped = [
        re.compile(f"{abs(totals[p]):,}".replace(",", r"[\s\u202f]"))
        for p in totals
        if abs(totals[p]) >= 1000
    ]
    assert grouped and all(number.search(total_line) for number in grouped), total_line


def test_a_name_with_a_line_break_is_refused_in_one_line(tmp_path: Path, capsys: Any) -> None:
    database = _import(tmp_path, "gin-source-example.json")
    capsys.readouterr()
    target = tmp_path / "sheet\n.xls\u200bx"
    assert main(["--database", database, "export", "1", str(target)]) == 2
    _out, err = capsys.readouterr()
    assert err.count("\n") == 1 and "sheet\\n.xls\\u200bx" in err


def test_the_pdf_replaces_an_old_file_whole(tmp_path: Path) -> None:
    """Written beside and renamed over: an old file at the name is replaced by a whole
    PDF, and no temporary file is left."""
    database = _import(tmp_path, "gin-source-example.json")
    target = tmp_path / "sheet.pdf"
    target.write_text("an old file", encoding="utf-8")
    assert main(["--database", database, "export", "1", str(target)]) == 0
    data = target.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


@NEEDS_POPPLER
def test_a_priced_sheet_ends_with_who_pays_whom(tmp_path: Path) -> None:
    """Issue 16, "when priced, the settlement": the money case of stukolka.md's example
    at 0.50 ₽ printed to PDF ends with each net and each payment, the same as the case
    expects (settlement.md's worked numbers)."""
    name = "money/money-stukolka-spec-example.json"
    database = _import(tmp_path, name)
    target = tmp_path / "priced.pdf"
    assert main(["--database", database, "export", "1", str(target)]) == 0
    text = _pdf_text(target)
    payments = json.loads((CASES / name).read_text(encoding="utf-8"))["expect"]["payments"]
    # Stukolka's price is for a unit of the stake (settlement.md), as its Settle tab says.
    assert "Settling up at 0.50 ₽ a unit of the stake" in text
    tail = text[text.index("Settling up") :]
    for player, net in payments["nets"].items():
        # The printed sheet writes a loss with a true minus sign (issue 25).
        net = net.replace("-", "\u2212")
        shown = ("+" + net if not net.startswith("\u2212") and net != "0.00" else net) + " ₽"
        assert any(line.split() == [player, *shown.split()] for line in tail.splitlines()), (
            player,
            shown,
        )
    # (pdftotext drops the spaces around the arrow: compared without spaces.)
    rows = ["".join(line.split()) for line in tail[tail.index("Payments") :].splitlines()]
    for transfer in payments["transfers"]:
        assert f"{transfer['from']}→{transfer['to']}{transfer['amount']}₽" in rows


@NEEDS_POPPLER
def test_an_unpriced_sheet_has_no_settlement(tmp_path: Path) -> None:
    database = _import(tmp_path, "stukolka-spec-example.json")
    target = tmp_path / "plain.pdf"
    assert main(["--database", database, "export", "1", str(target)]) == 0
    assert "Settling up" not in _pdf_text(target)


@NEEDS_POPPLER
def test_the_settlement_prints_in_russian(qapp: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QLocale

    from desktop.printing.document import PrintSource, sheet_document
    from desktop.printing.render import PageSize, write_pdf
    from desktop.translations import install_translations

    case = json.loads((CASES / "money/money-stukolka-spec-example.json").read_text("utf-8"))
    session = read_session(json.dumps(case["session"]))
    previous = QLocale()
    translators = install_translations(qapp, "ru")
    try:
        document = sheet_document(PrintSource(1, session, score(session)))
        write_pdf(document, tmp_path / "ru.pdf", PageSize.A4)
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(previous)
    text = _pdf_text(tmp_path / "ru.pdf")
    assert "Расчёт по 0,50 ₽ за единицу ставки" in text
    assert "Кто кому платит" in text


@pytest.mark.parametrize(
    ("case", "title"),
    [
        ("money/money-three-bugs-10nt-down-two.json", "a point"),
        ("money/money-stukolka-spec-example.json", "a unit of the stake"),
        ("preferans-leningrad-example.json", "a whist"),
    ],
)
def test_the_printed_price_names_what_it_is_paid_for(qapp: Any, case: str, title: str) -> None:
    """The printed settlement names the price as the Settle tab does: a point of Three
    Bugs' sheet, a unit of Stukolka's stake, a whist of Preferans (settlement.md;
    preferans.md §10)."""
    from dataclasses import replace
    from decimal import Decimal

    from desktop.printing.document import PrintSource, sheet_document

    data = json.loads((CASES / case).read_text(encoding="utf-8"))
    session = read_session(json.dumps(data["session"]))
    session = replace(session, price=Decimal("0.50"), currency="₽")
    document = sheet_document(PrintSource(1, session, score(session)))
    titles = [section.title for section in document.sections]
    assert f"Settling up at 0.50 ₽ {title}" in titles, titles
