"""The printed sheet puts every number of a column to the right (issue 25, item 14, as
looked at on the pages): a grouped number (``1 400``, ``1,400``, ``−1 400``) was taken for a
word and printed to the left, beside the ungrouped ``350`` and ``−840`` printed to the
right — three-bugs.md's 10NT down two, a sheet of thousands above the line."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules.session import score
from tests.desktop.test_printed_words import SITTINGS


@pytest.fixture(params=["ru", "en"])
def language(request: Any, qapp: Any) -> Iterator[str]:
    """The interface language installed for the test, removed after it."""
    from PySide6.QtCore import QLocale

    from desktop.translations import install_translations

    previous = QLocale()
    translators = install_translations(qapp, request.param)
    yield str(request.param)
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)


def _page_items(tmp_path: Path) -> list[Any]:
    from PySide6.QtGui import QPdfWriter

    from desktop.printing.document import PrintSource, sheet_document
    from desktop.printing.render import PageSize, TextItem, paginate, prepare

    session = SITTINGS["three-bugs"]()
    document = sheet_document(PrintSource(7, session, score(session)))
    writer = QPdfWriter(str(tmp_path / "laid-out.pdf"))
    writer.setResolution(300)
    prepare(writer, PageSize.A4)
    return [item for item in paginate(document, writer)[0] if isinstance(item, TextItem)]


def test_grouped_numbers_are_printed_to_the_right(language: str, tmp_path: Path) -> None:
    """Above the line 1400 and −1400 (thousands grouped as the language groups them),
    below it 350 and 560, the total 1750 and −840: every one to the right of its cell."""
    from PySide6.QtCore import Qt

    group = "\u202f" if language == "ru" else ","
    grouped = {f"1{group}400", f"\u22121{group}400", f"1{group}750"}
    plain = {"350", "560", "\u2212840"}
    items = _page_items(tmp_path)
    found = {item.text for item in items} & (grouped | plain)
    assert found == grouped | plain, found
    for item in items:
        if item.text in grouped | plain:
            assert item.align == Qt.AlignmentFlag.AlignRight, (item.text, item.align)


def test_words_and_lists_stay_to_the_left(qapp: Any) -> None:
    """A list of values (``6, 7``), a price's words and a deal's words are not numbers."""
    from desktop.printing.render import _is_number

    for number in ("350", "\u2212840", "1\u202f400", "1,400", "+12", "0,50", "2.5"):
        assert _is_number(number), number
    for words in ("6, 7", "на 4 — 10", "ещё не решено", "1 — Anna", "", "12 34", "0,50 ₽"):
        assert not _is_number(words), words


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils missing")
@pytest.mark.parametrize("name", sorted(SITTINGS))
def test_every_games_pdf_has_one_minus_sign(language: str, tmp_path: Path, name: str) -> None:
    """Item 17, the printed sheet: every negative number of every game's PDF, in each
    language, starts with U+2212 (no hyphen-minus before a digit); Russian money has its
    decimal comma (``−24,30 ₽``), English its point."""
    from desktop.printing.document import PrintSource, sheet_document
    from desktop.printing.render import PageSize, write_pdf

    session = SITTINGS[name]()
    path = tmp_path / f"{name}.pdf"
    write_pdf(sheet_document(PrintSource(7, session, score(session))), path, PageSize.A4)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert not re.search(r"(?<![\w\-])-\d", text), text
    money = re.findall(r"\d+([.,])\d{2} ₽", text)
    assert bool(money) == (session.price is not None), text
    assert set(money) <= {"," if language == "ru" else "."}, text


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils missing")
@pytest.mark.parametrize("name", sorted(SITTINGS))
def test_no_cell_is_cut_in_either_language(language: str, tmp_path: Path, name: str) -> None:
    """Item 14 in both languages (``test_printed_words`` reads the Russian pages): no
    "…" on any game's pages, and every cell's whole text is there, its wrapped lines read
    back in the order they were painted."""
    from desktop.printing.document import PrintSource, sheet_document
    from tests.desktop.test_printed_words import _flat, _pdf_text

    session = SITTINGS[name]()
    assert "…" not in _pdf_text(session, tmp_path / f"{name}.pdf")
    # NFKC: the PDF's text has the font's ligatures ("oﬀ" for "off").
    painted = _flat(
        unicodedata.normalize("NFKC", _pdf_text(session, tmp_path / f"{name}.pdf", layout="-raw"))
    )
    document = sheet_document(PrintSource(7, session, score(session)))
    for section in document.sections:
        for row in section.rows:
            for cell in row.cells:
                whole = _flat(unicodedata.normalize("NFKC", cell))
                assert whole in painted, (language, section.title, cell)
