"""The Preferans view with the worked example of preferans.md §11 entered (Сочи, pulka
of 6, Anna, Boris and Vera): the painted pulka's series, every entry explained by its
rule, the settlement step by step on the Settle tab, the options page, and the sheet
painted at 1366×768 and for 4 players."""

from __future__ import annotations

import json
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games.preferans.options_page import PreferansOptionsPage
from desktop.games.preferans.pulka_picture import series_text
from desktop.games.preferans.pulka_sheet import paint_pulka, sectors, whist_parts
from desktop.games.preferans.sheet import PreferansSheet
from desktop.games.preferans.view import make_view
from desktop.sitting.sitting_view import SittingView
from tests.conftest import CASES
from tests.desktop.views_support import open_sitting


def example_deals() -> list[dict[str, Any]]:
    """§11's eight deals, from the shared conformance case."""
    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    deals: list[dict[str, Any]] = case["session"]["deals"]
    return deals


@pytest.fixture
def example(qtbot: Any, store: Any) -> Iterator[SittingView]:
    controller = open_sitting(store, "preferans", ["Anna", "Boris", "Vera"], {"pool_target": 6})
    for record in example_deals():
        controller.add_deal(record)
    view = make_view(controller)
    qtbot.addWidget(view)
    view.resize(1366, 728)
    view.show()
    qtbot.waitExposed(view)
    yield view


def sheet_of(view: SittingView) -> PreferansSheet:
    sheet = view.sheet
    assert isinstance(sheet, PreferansSheet)
    return sheet


def test_the_pulka_holds_the_running_series(example: SittingView) -> None:
    """§11: Boris's pool 2 → 6 (deal 6), Vera's 3 → 5 → 6; the mountains end at 10, 12,
    21; Anna's whists on Vera grow 20+8 = 28, Boris's on Anna 4 + 30 = 34."""
    picture = sheet_of(example).pulka.picture
    assert picture is not None
    areas = picture.areas
    assert series_text(areas["Boris"].pool) == "2.6"
    assert series_text(areas["Vera"].pool) == "3.5.6"
    assert [a.gora[-1] for a in areas.values()] == [10, 12, 21]
    assert series_text(areas["Anna"].gora) == "4.10"
    assert series_text(areas["Anna"].whists["Vera"]) == "28"
    assert series_text(areas["Boris"].whists["Anna"]) == "4.34"
    assert series_text(areas["Boris"].whists["Vera"]) == "8.38.42"
    assert all(area.closed for area in areas.values())
    assert picture.finished and picture.dealer is None
    assert picture.nets == {
        "Anna": Fraction(112, 3), "Boris": Fraction(280, 3), "Vera": Fraction(-392, 3)
    }  # fmt: skip


def explained(view: SittingView, number: int) -> list[str]:
    sheet = sheet_of(view)
    deal = view.controller.scored.deals[number - 1]
    return [sheet.reason_words(entry, deal) for entry in deal.entries]


def test_every_entry_is_explained_by_its_rule(example: SittingView) -> None:
    """Deal 2: Anna's 20 whists for the defence's 5 tricks at 4 (greedy), the
    consolation; deal 6: American help, the pool points and the whists for them."""
    deal2 = explained(example, 2)
    assert "Vera goes down 2: 2 × 4 × 1 = 8 on the mountain (7♥)" in deal2
    assert "Anna writes 20 whists on Vera: 5 tricks × 4 (7♥, greedy whist)" in deal2
    assert "Anna writes 8 whists on Vera: consolation, 2 undertricks × 4 (7♥)" in deal2
    deal6 = explained(example, 6)
    assert "American help: Boris's 3 points go into Anna's pool" in deal6
    assert "American help: Boris writes 30 whists on Anna (3 points × 10)" in deal6
    assert "Boris made the misère: 4 in the pool" in deal6
    deal4 = explained(example, 4)
    assert "Raspasy no. 1: Boris took 4 tricks × 1 = 4 on the mountain" in deal4
    assert "Raspasy: Anna took no trick and writes 1 in the pool" in deal4
    deal8 = explained(example, 8)
    assert "Nobody can take Vera's 3 pool points: they come off the mountain" in deal8
    # Every entry of every deal has its sentence, none the bare reason word.
    for number in range(1, 9):
        deal = example.controller.scored.deals[number - 1]
        for entry, words in zip(deal.entries, explained(example, number), strict=True):
            assert words != entry.reason


def test_the_breakdown_links_each_entry_to_its_rule(qtbot: Any, example: SittingView) -> None:
    """A click on an entry's rule carries its rule id to the rulebook."""
    example.select_deal(2)
    model = example.breakdown_model
    rules = {model.index(row, model.rule_column).data() for row in range(model.rowCount())}
    assert rules
    with qtbot.waitSignal(example.sig_rule_activated) as blocker:
        example.sheet.sig_rule_activated.emit("preferans/tricks")
    assert blocker.args == ["preferans/tricks"]


def test_the_settle_tab_shows_the_steps(example: SittingView) -> None:
    """§11's settlement: the method, the mountains 10, 12, 21, the amnesty of 10, the
    mountains into whists ÷ 3, each pair, the nets +112/3, +280/3, −392/3; at 0.50 a
    whist the money +18.67, +46.67, −65.34."""
    store = example.controller.store
    store.set_price(example.controller.sitting_id, Decimal("0.50"), "₽")
    example.controller.reload()
    steps = sheet_of(example).settle_steps
    lines = steps.text_lines()
    assert lines[0].startswith("Convention: Sochi (Сочинка). Method: ÷ n")
    assert "1. The mountains: Anna 10, Boris 12, Vera 21." in lines
    amnesty = "2. The amnesty: the smallest mountain, 10, comes off every one: Anna 0, Boris 2, "
    assert amnesty + "Vera 11." in lines
    assert any("Boris's mountain into whists: 2 × 10 ÷ 3 = 20/3 (6.67)" in line for line in lines)
    assert any("Anna – Boris" in line and "82/3 (27.33), goes to Boris" in line for line in lines)
    assert any("Boris – Vera" in line and "66, goes to Boris" in line for line in lines)
    assert any(
        "Anna +112/3 (37.33), Boris +280/3 (93.33), Vera −392/3 (−130.67). Their sum is 0." in line
        for line in lines
    )
    assert any("Anna +18.67, Boris +46.67, Vera −65.34 ₽" in line for line in lines)
    # Every step links to a section the rulebook has.
    from rules.preferans.reasons import SETTLEMENT_RULES

    assert {rule for rule, _sentence in steps.steps} <= set(SETTLEMENT_RULES)
    # The steps stand on the Settle tab.
    panel = example.tabs.settle_panel
    assert panel.isAncestorOf(steps)


def painted(picture: Any, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_pulka(painter, QRectF(0, 0, width, height), picture, painter.font())
    finally:
        painter.end()
    return image


def test_the_pulka_is_painted_at_1366_by_768(example: SittingView) -> None:
    """The pulka widget has room in the window at 1366×768 and paints ink on paper."""
    pulka = sheet_of(example).pulka
    assert pulka.isVisible()
    assert pulka.width() >= 360 and pulka.height() >= 250
    image = pulka.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}  # fmt: skip
    assert "#fbf8ef" in colours and len(colours) > 3


def test_four_sectors_and_three_whist_parts_with_four(qtbot: Any, store: Any) -> None:
    """With 4 players the rectangle is cut into four sectors by the diagonals; each
    whists band has a part for each of the three opponents, the opposite one in the
    middle."""
    players = ["Anna", "Boris", "Vera", "Gleb"]
    rect = QRectF(0, 0, 800, 600)
    parts = sectors(players, rect)
    assert [len(s.edge) for s in parts] == [2, 2, 2, 2]
    bottom = whist_parts(parts[0], players, rect.center())
    assert [p for p, _r in bottom] == ["Gleb", "Vera", "Boris"]
    # Gleb's sector is on the right: his part of Anna's band is at its right end.
    assert bottom[0][1].left() > bottom[2][1].left()
    controller = open_sitting(store, "preferans", players, {"convention": "leningrad"})
    controller.add_deal({"type": "contract", "dealer": "Gleb", "declarer": "Anna",
                         "contract": "6S", "defenders": {"Boris": "whist", "Vera": "pass"},
                         "tricks": {"Anna": 5, "Boris": 4, "Vera": 1}})  # fmt: skip
    view = make_view(controller)
    qtbot.addWidget(view)
    picture = sheet_of(view).pulka.picture
    assert picture is not None
    assert series_text(picture.areas["Gleb"].whists["Anna"]) == "4"
    assert series_text(picture.areas["Boris"].whists["Anna"]) == "14"
    assert picture.dealer == "Anna"
    assert not painted(picture, 800, 600).isNull()


def test_the_options_page_follows_the_convention(qtbot: Any) -> None:
    """Leningrad refills every option from its preset (whists ×2, gentleman, the pools'
    sum); an option changed is marked and given; back to the preset, unmarked."""
    page = PreferansOptionsPage()
    qtbot.addWidget(page)
    assert page.options() == {"convention": "sochi"}
    page.convention_combo.setCurrentIndex(page.convention_combo.findData("leningrad"))
    assert page.fields["whist_multiplier"].read() == 2
    assert page.fields["whist_style"].read() == "gentleman"
    assert page.fields["game_end"].read() == "total"
    assert page.options() == {"convention": "leningrad"}
    field = page.fields["pool_target"]
    field.write(30)
    assert page.options() == {"convention": "leningrad", "pool_target": 30}
    assert field.title.font().bold()
    assert "preset" in field.preset_label.text()
    field.write(20)
    assert not field.title.font().bold()
    page.fields["raspasy_zero_prize"].write(None)
    assert page.options()["raspasy_zero_prize"] is None
    page.fields["raspasy_progression"].write([2])
    assert page.options()["raspasy_progression"] == [2]
    assert page.player_range() == (3, 4)


def test_the_engine_refuses_an_option_beside_it(qtbot: Any) -> None:
    """A half-whist level the engine refuses comes back beside the option."""
    from rules.errors import RuleViolation
    from rules.registry import find_game

    page = PreferansOptionsPage()
    qtbot.addWidget(page)
    page.fields["raspasy_progression"].write([])
    with pytest.raises(RuleViolation) as refused:
        find_game("preferans").complete_options(page.options(), ["A", "B", "C"])
    assert page.show_violation(refused.value)
    assert page.violations.text("options.raspasy_progression")


def test_the_printed_sheet_draws_the_pulka(qapp: Any, tmp_path: Path) -> None:
    """The printed sheet of §11: the pulka drawn by the same painter as the screen (its
    series on the page), the deals, and the settlement step by step; on A4."""
    import shutil
    import subprocess

    from desktop.printing.document import PrintSource, sheet_document
    from desktop.printing.render import pdf_bytes
    from rules.session import read_session, score

    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    session = read_session(json.dumps(case["session"]))
    document = sheet_document(PrintSource(1, session, score(session)))
    titles = [section.title for section in document.sections]
    assert titles[:3] == ["The pulka", "Deals", "The settlement, step by step"]
    assert document.sections[0].drawing is not None
    data, pages = pdf_bytes(document)
    assert pages >= 1
    if shutil.which("pdftotext") is None:
        return
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    for drawn in ("2.3.6", "3.5.6", "8.14.24.21", "V: 28", "A: 4.34"):
        assert drawn in text
    assert "5. The nets in whists: Anna +112/3 (37.33)" in text


def test_the_evening_settles_a_pulka_with_a_rummy_sitting(qtbot: Any, store: Any) -> None:
    """§11 at 0.50 a whist (+18.67, +46.67, −65.34) in one evening with a rummy sitting
    of the same three at 1 ₽ (Anna 30, Boris 0, Vera 0: +60, −30, −30): Anna +78.67,
    Boris +16.67, Vera −95.34."""
    from desktop.money.evening_view import EveningDialog
    from desktop.sitting.controller import SittingController

    loaded = store.create_sitting(
        "preferans", ["Anna", "Boris", "Vera"], {"pool_target": 6},
        price=Decimal("0.50"), currency="₽",
    )  # fmt: skip
    controller = SittingController(store, loaded.id)
    for record in example_deals():
        controller.add_deal(record)
    rummy = store.create_sitting(
        "rummy", ["Anna", "Boris", "Vera"], {"packs": 1, "target": 500},
        price=Decimal("1"), currency="₽",
    )  # fmt: skip
    store.add_deal(rummy.id, {"melded": {"Anna": 30, "Boris": 0, "Vera": 0},
                              "in_hand": {"Anna": 0, "Boris": 0, "Vera": 0}})  # fmt: skip
    dialog = EveningDialog(store, int(loaded.id))
    qtbot.addWidget(dialog)
    dialog.show()
    nets = [dialog.nets_list.item(i).text() for i in range(dialog.nets_list.count())]
    assert nets == ["Anna +78.67 ₽", "Boris +16.67 ₽", "Vera −95.34 ₽"]


def test_the_session_file_goes_in_and_comes_back_with_its_csv(tmp_path: Path) -> None:
    """§11's file imported, exported again as the session file (the same deals, every
    option of the convention snapshotted) and as CSV (each entry's column: pool, gora
    or whists)."""
    import csv
    import io

    from commands.main import main

    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    source = tmp_path / "pulka.json"
    source.write_text(json.dumps(case["session"], ensure_ascii=False), encoding="utf-8")
    database = str(tmp_path / "zapis.sqlite")
    assert main(["--database", database, "import", str(source)]) == 0
    back = tmp_path / "back.json"
    assert main(["--database", database, "export", "1", str(back)]) == 0
    again = json.loads(back.read_text(encoding="utf-8"))
    assert again["deals"] == case["session"]["deals"]
    assert again["options"]["convention"] == "sochi" and again["options"]["pool_target"] == 6
    assert again["options"]["whist_style"] == "greedy"
    sheet = tmp_path / "sheet.csv"
    assert main(["--database", database, "export", "1", str(sheet)]) == 0
    rows = list(csv.DictReader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    # Whists name whom they are written on (§11, deal 1: Vera writes 6 on Boris).
    assert {row["line"] for row in rows} == {
        "pool",
        "gora",
        "whists on Boris",
        "whists on Vera",
        "whists on Anna",
    }
    assert {"deal": "1", "player": "Vera", "points": "6", "line": "whists on Boris",
            "reason": "tricks", "rule": "preferans/tricks"} in rows  # fmt: skip
    assert rows[0] == {"deal": "1", "player": "Boris", "points": "2", "line": "pool",
                       "reason": "game", "rule": "preferans/game"}  # fmt: skip


def test_the_records_count_the_pulka_in_words(qapp: Any) -> None:
    """A player's record at Preferans through the contract (record_counts, then
    record_facts) names its facts in words: Boris closed his pool, declared 2 games,
    made a misère and won a raspasy in §11."""
    from desktop.lookback.words import fact_name
    from rules.player_records import game_record, sitting_outcome
    from rules.session import read_session, score

    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    session = read_session(json.dumps(case["session"]))
    record = game_record("preferans", [sitting_outcome(session, score(session), "Boris")])
    named = {fact_name(fact, ["preferans"]): value for fact, value in record.facts}
    assert named == {"Pools closed": 1, "Games declared": 2, "Remizes": 0,
                     "Misères made": 1, "Raspasy won": 1}  # fmt: skip


def test_every_refusal_word_of_the_hooks_is_marked_and_said_in_russian(qapp: Any) -> None:
    """The field names and words the engine's refusals hold (its hooks' lists) are the
    ones the desktop package marks for translation; in Russian a refused option is
    named in Russian."""
    from desktop.games.preferans.refusal_words import FIELD_NAMES, VALUE_WORDS
    from desktop.widgets.violations import violation_detail
    from rules.errors import RuleViolation
    from rules.preferans import hooks
    from rules.registry import find_game
    from tests.desktop.views_support import ui_in

    assert set(FIELD_NAMES) == hooks.FIELD_NAMES
    assert set(VALUE_WORDS) == hooks.VALUE_WORDS
    with pytest.raises(RuleViolation) as refused:
        find_game("preferans").complete_options({"pool_target": 0}, ["A", "B", "C"])
    with ui_in("ru"):
        detail = violation_detail(refused.value)
    assert "pool" not in detail and "длина пульки" in detail


def test_the_chart_draws_the_settlement_net_over_the_deals(
    qtbot: Any, example: SittingView
) -> None:
    """The Chart tab of §11: one line a player, his settlement net in whists after each
    deal (the pool, the mountain and the whists never added up), ending at the nets
    +112/3, +280/3, −392/3."""
    from rules.running_totals import Tally

    example.tabs.setCurrentIndex(example.tabs.CHART)
    chart = example.tabs.chart
    assert chart is not None
    assert list(chart.views) == [Tally.NET]
    lines = chart.series_points(Tally.NET)
    assert lines["Anna"][0] == (0.0, 0.0)
    assert lines["Anna"][1][1] == pytest.approx(-100 / 3)
    ends = {player: points[-1] for player, points in lines.items()}
    assert ends == {"Anna": (8.0, pytest.approx(112 / 3)), "Boris": (8.0, pytest.approx(280 / 3)),
                    "Vera": (8.0, pytest.approx(-392 / 3))}  # fmt: skip
    assert chart.views[Tally.NET].chart().title() == "The settlement net, deal by deal"
