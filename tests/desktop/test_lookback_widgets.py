"""Looking back in the window (issue 16): the chart of a sitting (its series are the
running totals, and follow the sheet), a player's results over time, his records in the
players window, File → Print… and File → Export… to CSV and PDF."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from desktop.lookback.records_panel import RecordsModel
from desktop.lookback.sitting_chart import SittingChart
from rules.gin.hooks import Fact as GinFact
from rules.running_totals import Tally, running_totals
from rules.session import read_session, score
from tests.conftest import CASES
from tests.desktop.records_support import wait_for_records


def _case_session(name: str) -> Any:
    case = json.loads((CASES / name).read_text(encoding="utf-8"))
    return read_session(json.dumps(case["session"]))


@pytest.fixture
def imported(store: Any) -> dict[str, int]:
    """The stukolka example, the gin source game and the 10NT example, as sittings."""
    names = {
        "stukolka": "stukolka-spec-example.json",
        "gin": "gin-source-example.json",
        "three-bugs": "three-bugs-10nt-down-two.json",
    }
    return {game: int(store.import_session(_case_session(name))) for game, name in names.items()}


def test_the_stukolka_chart_is_the_running_money(qtbot: Any) -> None:
    """stukolka.md's example, deal by deal from 0: A −3, 0, +3; C +1, −2, −5."""
    chart = SittingChart()
    qtbot.addWidget(chart)
    chart.set_scored(score(_case_session("stukolka-spec-example.json")))
    assert list(chart.views) == [Tally.TOTAL]
    points = chart.series_points(Tally.TOTAL)
    assert points["A"] == [(0, 0), (1, -3), (2, 0), (3, 3)]
    assert points["C"] == [(0, 0), (1, 1), (2, -2), (3, -5)]


def test_three_bugs_has_a_chart_below_the_line_and_one_of_the_total(
    qtbot: Any, controller: Any
) -> None:
    """The chart follows the open sitting: after a deal is entered its series end at the
    new running totals (10NT down two: below Boris 560, in all −840)."""
    chart = SittingChart()
    qtbot.addWidget(chart)
    chart.attach(controller)
    assert set(chart.views) == {Tally.BELOW, Tally.TOTAL}
    assert chart.series_points(Tally.TOTAL)["Boris"] == [(0, 0)]
    controller.add_deal(
        {
            "type": "contract",
            "dealer": "Anna",
            "soloist": "Boris",
            "contract": "10NT",
            "tricks": 8,
            "honours": 2,
        }
    )
    assert chart.series_points(Tally.BELOW)["Boris"] == [(0, 0), (1, 560)]
    assert chart.series_points(Tally.TOTAL)["Boris"] == [(0, 0), (1, -840)]
    for tally in (Tally.BELOW, Tally.TOTAL):
        expected = running_totals(controller.scored, tally).by_player
        for player, values in expected.items():
            assert [y for _x, y in chart.series_points(tally)[player]] == [0, *values]


def test_the_chart_takes_its_colours_from_a_dark_palette(qtbot: Any) -> None:
    chart = SittingChart()
    qtbot.addWidget(chart)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#181818"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#e8e8e8"))
    chart.setPalette(palette)
    chart.set_scored(score(_case_session("gin-source-example.json")))
    drawn = chart.views[Tally.TOTAL].chart()
    assert drawn.backgroundBrush().color() == QColor("#181818")
    assert drawn.titleBrush().color() == QColor("#e8e8e8")
    for axis in drawn.axes():
        assert axis.labelsColor() == QColor("#e8e8e8")
    assert drawn.legend().labelColor() == QColor("#e8e8e8")


def test_a_players_results_over_time(qtbot: Any, store: Any, imported: dict[str, int]) -> None:
    from desktop.lookback.player_chart import PlayerResultsWindow

    window = PlayerResultsWindow(store, "a")
    qtbot.addWidget(window)
    assert window.game() in ("stukolka", "gin")
    window.show_game("gin")
    assert window.game() == "gin"
    rows = store.player_results("A", game="gin")
    assert [y for _x, y in window.series_points()] == [row.result for row in rows] == [293]


def test_records_model_passes_the_model_tester(
    qtmodeltester: Any, store: Any, imported: dict[str, int]
) -> None:

    model = RecordsModel()
    model.set_records(store.player_game_records("A"))
    qtmodeltester.check(model)


def test_the_players_window_shows_the_selected_players_records(
    qtbot: Any, main_window: Any, imported: dict[str, int]
) -> None:
    """Selecting B shows his Stukolka and gin records: gin 1 knock … undercut once."""
    main_window.players_action.trigger()
    window = main_window.players_window
    qtbot.waitExposed(window)
    assert window.select_player("B")
    panel = window.records
    wait_for_records(qtbot, panel)  # counted in a thread (issue 31)
    games = [record.game for record in panel.records]
    assert games == ["stukolka", "gin"]
    gin = panel.records[1]
    gin_facts = (GinFact.KNOCKS, GinFact.GINS, GinFact.UNDERCUTS_SUFFERED)
    assert tuple(gin.fact(fact) for fact in gin_facts) == (2, 1, 1)
    model = panel.model
    labels = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    values = {label: model.data(model.index(r, 2)) for r, label in enumerate(labels)}
    assert values["Sittings"] == "1" and values["Won"] == "0"
    assert values["Undercuts suffered"] == "1"
    # The stukolka column has no gin facts: a dash.
    assert model.data(model.index(labels.index("Gins"), 1)) == "\u2014"
    chart = window.show_results_chart()
    assert chart is not None
    qtbot.addWidget(chart)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_print_preview_paints_the_sheet(
    qtbot: Any, main_window: Any, imported: dict[str, int], tmp_path: Path
) -> None:
    """File → Print… shows the preview of the selected sitting; what it prints (here to a
    PDF printer) names the players and the totals."""
    main_window.open_sitting(imported["three-bugs"])
    dialog = main_window.look_back.print_preview()
    assert dialog is not None
    qtbot.addWidget(dialog)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.paint_on(printer)
    assert dialog.pages == 1
    text = subprocess.run(
        ["pdftotext", "-layout", str(tmp_path / "printed.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Boris" in text and "Below the line" in text
    total = next(line for line in text.splitlines() if line.strip().startswith("Total"))
    assert total.split()[1:] == ["1,750", "\u2212840", "1,750", "1,750"]  # grouped (issue 25)
    assert main_window.look_back.print_action.isEnabled()


def test_the_chart_of_the_open_sitting(
    qtbot: Any, main_window: Any, imported: dict[str, int]
) -> None:
    main_window.open_sitting(imported["stukolka"])
    chart = main_window.look_back.show_sitting_chart()
    assert chart is not None
    qtbot.addWidget(chart)
    assert chart.series_points(Tally.TOTAL)["B"][-1] == (3, 5)


def test_nothing_to_print_says_so(qtbot: Any, main_window: Any) -> None:
    assert main_window.look_back.print_preview() is None
    assert "print or chart" in main_window.problem_box.text()


def test_export_to_csv_from_the_menu(
    qtbot: Any, main_window: Any, imported: dict[str, int], tmp_path: Path, monkeypatch: Any
) -> None:
    main_window.open_sitting(imported["gin"])
    target = tmp_path / "gin.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_args: (str(target), ""))
    )
    main_window.export_action.trigger()
    rows = list(csv.DictReader(io.StringIO(target.read_text("utf-8-sig"), newline="")))
    sums: dict[str, int] = {}
    for row in rows:
        sums[row["player"]] = sums.get(row["player"], 0) + int(row["points"])
    assert sums == {"A": 293, "B": 50}


def test_records_that_cannot_be_read_say_why(
    qtbot: Any, store: Any, imported: dict[str, int], monkeypatch: Any
) -> None:
    """A stored sitting the engine now refuses: the panel names the refusal and shows
    no half-counted records."""
    from desktop.lookback.records_panel import RecordsPanel
    from rules.errors import RuleViolation

    def refuse(_store: Any, _name: str, _order: Any = ()) -> Any:
        raise RuleViolation("tricks {tricks} is outside 0..13", deal=3, field="tricks", tricks=14)

    panel = RecordsPanel(store)
    qtbot.addWidget(panel)
    panel.show_player("A")
    wait_for_records(qtbot, panel)
    assert [record.game for record in panel.records] == ["stukolka", "gin"]
    monkeypatch.setattr(type(store), "player_game_records", refuse)
    panel.show_player("A")
    wait_for_records(qtbot, panel)
    assert panel.records == [] and panel.model.rowCount() == 5
    assert panel.title.text() == "No records of A: Deal 3: tricks 14 is outside 0..13"


def test_a_player_whose_sittings_are_gone(qtbot: Any, store: Any) -> None:
    from desktop.lookback.player_chart import PlayerResultsWindow

    sitting = store.create_sitting("gin", ["Anna", "Boris"], {})
    store.delete_sitting(sitting.id)
    window = PlayerResultsWindow(store, "Anna")
    qtbot.addWidget(window)
    assert window.game_box.count() == 0 and window.series_points() == []
    assert window.view.chart().title() == "Anna has no sittings left."


def test_import_offers_session_files_and_export_offers_all_three(
    qtbot: Any, main_window: Any, imported: dict[str, int], monkeypatch: Any
) -> None:
    asked: dict[str, str] = {}

    def answer(kind: str) -> Any:
        def dialog(*args: Any) -> tuple[str, str]:
            asked[kind] = args[3]
            return "", ""

        return staticmethod(dialog)

    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer("open"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer("save"))
    main_window.import_action.trigger()
    main_window.open_sitting(imported["gin"])
    main_window.export_action.trigger()
    assert "*.json" in asked["open"] and "*.csv" not in asked["open"]
    assert all(kind in asked["save"] for kind in ("*.json", "*.csv", "*.pdf"))
