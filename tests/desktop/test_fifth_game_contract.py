"""The game contract, proved by a game from outside the tree (issue 24): with Hearts
registered (``tests/fifth_game``: its rules package with its hooks, its desktop package
with its printed sheet and its facts' words) and nothing else edited, its sheet prints
(the sheet document, the PDF and the print preview), the Players window has its record
facts, its chart is labelled in points by the entry's money trait, its sheet exports to
CSV, its doubt is asked before a deal is written, and a priced sitting settles by its own
money rule.

The sitting of the tests: Anna, Boris, Vera; deal 1 (Anna deals) Anna takes 15, Boris
5, Vera 6 → −15, −5, −6; deal 2 (Boris deals) Anna 0, Boris 13, Vera 13 → −15, −18,
−19. Anna leads; nobody has reached 100, so the game is in play.
"""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter

from tests.desktop.records_support import wait_for_records

PLAYERS = ["Anna", "Boris", "Vera"]
DEALS = [
    {"dealer": "Anna", "taken": {"Anna": 15, "Boris": 5, "Vera": 6}},
    {"dealer": "Boris", "taken": {"Anna": 0, "Boris": 13, "Vera": 13}},
]
NEEDS_POPPLER = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed"
)


@pytest.fixture
def hearts() -> Iterator[None]:
    """Hearts registered for one test (the one call), and forgotten after it."""
    from rules.registry import register, unregister
    from tests.fifth_game.rules import ENTRY

    register(ENTRY)
    yield
    unregister("hearts")


@pytest.fixture
def played(store: Any, hearts: None) -> Any:
    """The two-deal Hearts sitting, stored."""
    sitting = store.create_sitting("hearts", PLAYERS, {})
    for deal in DEALS:
        store.add_deal(sitting.id, deal)
    return store.load(sitting.id)


def _pdf_text(path: Path) -> str:
    done = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return done.stdout


def _check_printed(text: str) -> None:
    """The Hearts sheet as printed: its title, its players, each deal's numbers and the
    totals."""
    assert "Penalty points (taken → total)" in text
    for player in PLAYERS:
        assert player in text
    lines = [line.split() for line in text.splitlines()]
    assert ["1", "Anna", "15", "→", "−15", "5", "→", "−5", "6", "→", "−6"] in lines
    assert ["2", "Boris", "0", "→", "−15", "13", "→", "−18", "13", "→", "−19"] in lines
    assert ["Total", "−15", "−18", "−19"] in lines


def test_the_sheet_document_has_the_games_sections(played: Any) -> None:
    from desktop.printing.document import PrintSource, sheet_document

    document = sheet_document(PrintSource.of(played))
    assert document.title.startswith("Hearts")
    assert len(document.sections) == 1
    section = document.sections[0]
    assert section.headers == ("Deal", "Dealer", *PLAYERS)
    assert [row.cells[0] for row in section.rows] == ["1", "2", "Total", "Winner"]
    assert section.rows[-1].cells[1] == "in play"
    # Its options in its own words (OPTION_WORDS).
    assert ("Options", "target (penalty points): 100") in document.details
    assert section.rows[2].cells[2:] == ("\u221215", "\u221218", "\u221219")


@NEEDS_POPPLER
def test_the_pdf_has_the_sheet(played: Any, tmp_path: Path) -> None:
    from commands.export_formats import ExportFormat, write_export

    target = tmp_path / "hearts.pdf"
    write_export(played, target, ExportFormat.PDF)
    _check_printed(_pdf_text(target))


@NEEDS_POPPLER
def test_the_print_preview_paints_the_sheet(qtbot: Any, played: Any, tmp_path: Path) -> None:
    from desktop.printing.preview import SheetPrintPreview

    dialog = SheetPrintPreview(played)
    qtbot.addWidget(dialog)
    assert len(dialog.document.sections) > 0
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.paint_on(printer)
    assert dialog.pages == 1
    _check_printed(_pdf_text(tmp_path / "printed.pdf"))


def test_the_csv_export_adds_up_to_the_sheet(played: Any, tmp_path: Path) -> None:
    from commands.export_formats import ExportFormat, write_export

    target = tmp_path / "hearts.csv"
    write_export(played, target, ExportFormat.CSV)
    rows = list(csv.DictReader(io.StringIO(target.read_bytes().decode("utf-8-sig"))))
    assert len(rows) == 6  # one entry a player a deal
    assert {row["rule"] for row in rows} == {"hearts/taken"}
    assert {row["reason"] for row in rows} == {"taken"}
    sums: dict[str, int] = {}
    for row in rows:
        sums[row["player"]] = sums.get(row["player"], 0) + int(row["points"])
    assert sums == {"Anna": -15, "Boris": -18, "Vera": -19}


def test_the_players_window_has_the_games_record_facts(
    qtbot: Any, main_window: Any, played: Any
) -> None:
    """Boris took 5 + 13 = 18 penalty points and had no clean deal; Anna 15 and one clean
    deal (deal 2). The facts are the game's own, named in its own words."""
    main_window.players_action.trigger()
    window = main_window.players_window
    qtbot.waitExposed(window)
    assert window.select_player("Anna")
    panel = window.records
    wait_for_records(qtbot, panel)  # counted in a thread (issue 31)
    assert [record.game for record in panel.records] == ["hearts"]
    record = panel.records[0]
    assert record.facts == (("penalties-taken", 15), ("clean-deals", 1))
    model = panel.model
    labels = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    values = {label: model.data(model.index(r, 1)) for r, label in enumerate(labels)}
    assert values["Penalty points taken"] == "15"
    assert values["Deals without a penalty"] == "1"
    assert window.select_player("Boris")
    wait_for_records(qtbot, panel)
    assert panel.records[0].facts == (("penalties-taken", 18), ("clean-deals", 0))


def _axis_title(chart_view: Any) -> str:
    axes = chart_view.chart().axes(Qt.Orientation.Vertical)
    return str(axes[0].titleText())


def test_the_chart_is_labelled_by_the_money_trait(qtbot: Any, store: Any, played: Any) -> None:
    """Hearts counts points: its chart says Points. The same game registered under
    another name with money totals says Money: the label follows the trait, not a name."""
    from desktop.lookback.sitting_chart import SittingChart
    from rules.registry import Totals, find_entry, register, unregister
    from rules.running_totals import Tally
    from tests.fifth_game.rules.engine import Hearts
    from tests.fifth_game.rules.reasons import RULE_IDS

    chart = SittingChart()
    qtbot.addWidget(chart)
    chart.set_scored(played.scored)
    assert list(chart.views) == [Tally.TOTAL]
    assert _axis_title(chart.views[Tally.TOTAL]) == "Points"
    assert chart.series_points(Tally.TOTAL)["Vera"] == [(0, 0), (1, -6), (2, -19)]

    engine = Hearts("hearts-for-money", RULE_IDS)
    money = replace(find_entry("hearts"), name=engine.name, engine=engine, totals=Totals.MONEY)
    register(money)
    try:
        chart.set_scored(replace(played.scored, game="hearts-for-money"))
        assert _axis_title(chart.views[Tally.TOTAL]) == "Money"
    finally:
        unregister("hearts-for-money")


def test_a_priced_sitting_settles_by_the_games_own_rule(store: Any, hearts: None) -> None:
    """At 1.00 a point: n·S − ΣS is 7, −2, −5 points (ΣS = −52), a third of it each
    player's net: 233⅓, −66⅔, −166⅔ kopecks; floored 233, −67, −167 (one short), and the
    kopeck left goes to the largest remainder, the first seat on a tie: Anna 234."""
    from rules.settlement import settle_sitting

    sitting = store.create_sitting("hearts", PLAYERS, {}, price=Decimal("1.00"), currency="₽")
    for deal in DEALS:
        store.add_deal(sitting.id, deal)
    loaded = store.load(sitting.id)
    money = settle_sitting(loaded.session, loaded.scored)
    assert money is not None
    assert dict(money.nets) == {"Anna": 234, "Boris": -67, "Vera": -167}
    assert [(t.payer, t.payee, t.amount) for t in money.transfers] == [
        ("Vera", "Anna", 167),
        ("Boris", "Anna", 67),
    ]


def test_the_games_doubt_is_asked_before_the_deal_is_written(
    qtbot: Any, main_window: Any, store: Any, hearts: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Vera taking all 26 points is the game's doubt: the view asks, and "correct it"
    writes nothing."""
    sitting = store.create_sitting("hearts", PLAYERS, {})
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        assert main_window.open_sitting(int(sitting.id))
    view = main_window.view
    asked: list[list[str]] = []

    def confirm(doubts: list[str]) -> bool:
        asked.append(doubts)
        return False

    monkeypatch.setattr(view, "confirm_doubts", confirm)
    for player, points in {"Anna": 0, "Boris": 0, "Vera": 26}.items():
        view.form.taken_spins[player].setValue(points)
    assert view.submit() is False
    assert asked == [["Vera took all 26 penalty points; this table does not score a shot moon"]]
    assert store.load(sitting.id).session.deals == ()


def test_a_game_without_a_printed_sheet_prints_its_running_totals(store: Any, hearts: None) -> None:
    """``PRINT_SECTIONS`` is optional: a game whose desktop package exports none prints
    each player's running total deal by deal, the totals and its winner."""
    from desktop.printing.document import PrintSource, sheet_document
    from rules.registry import find_entry, register, unregister
    from tests.fifth_game.rules.engine import Hearts
    from tests.fifth_game.rules.reasons import RULE_IDS

    engine = Hearts("hearts-plain", RULE_IDS)
    # A package with no PRINT_SECTIONS and no FACT_WORDS: the options page's module.
    plain = replace(
        find_entry("hearts"),
        name=engine.name,
        engine=engine,
        views="tests.fifth_game.desktop.options_page",
    )
    register(plain)
    try:
        sitting = store.create_sitting(engine.name, PLAYERS, {})
        for deal in DEALS:
            store.add_deal(sitting.id, deal)
        document = sheet_document(PrintSource.of(store.load(sitting.id)))
    finally:
        unregister(engine.name)
    (section,) = document.sections
    assert section.headers == ("Deal", *PLAYERS)
    assert [row.cells for row in section.rows] == [
        ("1", "\u221215", "\u22125", "\u22126"),
        ("2", "\u221215", "\u221218", "\u221219"),
        ("Total", "\u221215", "\u221218", "\u221219"),
        ("Winner", "in play", "", ""),
    ]


def test_the_options_page_seats_the_entrys_range(qtbot: Any, store: Any, hearts: None) -> None:
    """The page's seat range is its registry entry's (3 to 6 for Hearts), and the
    new-sitting dialog offers that many seats."""
    from desktop.games.game_ui import GAME_UIS
    from desktop.shell.new_sitting import NewSittingDialog
    from tests.fifth_game.rules import ENTRY

    page = GAME_UIS["hearts"].make_options_page()
    qtbot.addWidget(page.widget())
    assert page.player_range() == (ENTRY.min_players, ENTRY.max_players) == (3, 6)
    dialog = NewSittingDialog(store, game="hearts")
    qtbot.addWidget(dialog)
    assert dialog.player_range() == (3, 6)
    assert [edit.isVisibleTo(dialog) for edit in dialog.seat_edits].count(True) == 6


def test_the_games_refusal_words_are_translated(qapp: Any, tmp_path: Path) -> None:
    """A refusal's field name is translated only when some game's hooks name it
    (``field_names``): Hearts' ``taken`` stays as it is until Hearts is registered, then
    comes out in the catalog's words ("taken of Anna" too)."""
    from PySide6.QtCore import QTranslator

    from desktop.widgets.violations import field_name
    from rules.registry import register, unregister
    from tests.fifth_game.rules import ENTRY

    catalog = tmp_path / "hearts_ru.ts"
    catalog.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="ru_RU"><context><name>RuleViolationName</name>'
        "<message><source>taken</source><translation>взято</translation></message>"
        "<message><source>%1 of %2</source><translation>%1: %2</translation></message>"
        "</context></TS>\n",
        encoding="utf-8",
    )
    lrelease = shutil.which("pyside6-lrelease") or "pyside6-lrelease"
    subprocess.run([lrelease, str(catalog), "-qm", str(tmp_path / "hearts_ru.qm")], check=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "hearts_ru.qm"))
    qapp.installTranslator(translator)
    try:
        assert field_name("taken") == "taken"
        register(ENTRY)
        try:
            assert field_name("taken") == "взято"
            assert field_name("taken of Anna") == "взято: Anna"
        finally:
            unregister("hearts")
    finally:
        qapp.removeTranslator(translator)
