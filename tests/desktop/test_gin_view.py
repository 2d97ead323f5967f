"""The Gin view and options page, driven through their widgets (pytest-qt).

The Hollywood Oklahoma match replays the source's seven deals (gin-family.ru.txt; columns
after them 1: A 83, B 86; 2: A 65, B 60; 3: A 59, B 42) and plays on until all three
columns are closed; every number the view shows is compared with the engine's output.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from desktop.games.gin.options_page import GinOptionsPage
from desktop.games.gin.sheet_models import card_text, formula
from desktop.games.gin.view import make_view as gin_view
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView
from desktop.widgets.row_model import format_points
from desktop.widgets.violation_labels import as_sentence
from rules.errors import RuleViolation
from rules.ledger import Column
from rules.registry import find_game
from rules.session import score
from tests.conftest import CASES
from tests.desktop.views_support import (
    assert_breakdown_matches,
    click_cell,
    click_undo,
    open_sitting,
    shown,
    stored_deals,
    type_number,
    ui_in,
)

SOURCE_MATCH = json.loads((CASES / "oklahoma-hollywood-source-example.json").read_text())
MORE_DEALS = [
    # Column 1 closes (A 131 + 20 = 151); then B starts scoring in columns 2 and 3;
    # the last gin closes both.
    {"type": "knock", "player": "A", "deadwood": 2, "opponent_deadwood": 50, "upcard": "10H"},
    {"type": "knock", "player": "A", "deadwood": 1, "opponent_deadwood": 21, "upcard": "KD"},
    {"type": "gin", "player": "B", "opponent_deadwood": 30, "upcard": "9C"},
    {"type": "gin", "player": "A", "opponent_deadwood": 50, "upcard": "JD"},
]


@pytest.fixture
def controller(store) -> SittingController:
    return open_sitting(store, "gin", ["A", "B"], SOURCE_MATCH["session"]["options"])


@pytest.fixture
def view(qtbot, controller) -> Iterator[SittingView]:
    yield shown(qtbot, gin_view(controller))


@pytest.fixture
def single_view(qtbot, store) -> Iterator[SittingView]:
    yield shown(qtbot, gin_view(open_sitting(store, "gin", ["A", "B"], {})))


@pytest.fixture
def options_page(qtbot) -> Iterator[GinOptionsPage]:
    yield shown(qtbot, GinOptionsPage())


def fill_deal(qtbot, view, record) -> None:
    """Type the upcard first (Oklahoma), click the outcome, type the player and counts."""
    upcard = record.get("upcard")
    if view.form.oklahoma and upcard:
        view.form.upcard_edit.selectAll()
        qtbot.keyClicks(view.form.upcard_edit, upcard.lower())
        assert view.form.upcard() == upcard
    qtbot.mouseClick(view.form.type_buttons[record["type"]], Qt.MouseButton.LeftButton)
    if record["type"] != "dead":
        qtbot.mouseClick(view.form.player_buttons[record["player"]], Qt.MouseButton.LeftButton)
        if record["type"] == "knock":
            type_number(qtbot, view.form.deadwood_spin, record["deadwood"])
        type_number(qtbot, view.form.opponent_spin, record["opponent_deadwood"])


def enter_deal(qtbot, view, record) -> None:
    count = len(view.controller.session.deals)
    fill_deal(qtbot, view, record)
    qtbot.keyClick(view.form.opponent_spin, Qt.Key.Key_Return)
    assert view.form.violations.shown() == {}
    assert len(view.controller.session.deals) == count + 1
    assert view.controller.session.deals[-1].to_json() == record


def assert_view_matches_engine(view) -> None:
    """Every number on the sheet, the columns table and the settlement is the engine's."""
    controller = view.controller
    scored = score(controller.session)
    players = scored.players
    deals = view.deals_model
    assert deals.rowCount() == len(scored.deals)
    for row, (deal, read) in enumerate(zip(scored.deals, controller.session.deals, strict=True)):
        record = read.to_json()
        facts = deal.facts
        assert deals.text(row, deals.column_of("Hand points")) == str(facts.hand_points)
        if view.form.oklahoma:
            assert deals.text(row, deals.column_of("Upcard")) == card_text(record["upcard"])
            limit = deals.text(row, deals.column_of("Knock limit"))
            assert limit.split()[0] == str(facts.knock_limit)
            assert limit.endswith("×2") == facts.doubled
        if view.sheet.hollywood:
            written = {(e.game, e.player) for e in deal.entries}
            column = 6 if view.form.oklahoma else 4
            for game in (1, 2, 3):
                for player in players:
                    shown = deals.text(row, column)
                    points = facts.columns_after[game - 1].points[player]
                    assert shown == (str(points) if (game, player) in written else "")
                    column += 1
        else:
            for player in players:
                assert deals.text(row, deals.column_of(player)) == str(facts.running[player])
    if view.sheet.hollywood:
        columns = view.sheet.columns_model
        for row, column in enumerate(scored.summary.to_json()["columns"]):
            for offset, player in enumerate(players, start=1):
                assert columns.text(row, offset) == str(column["points"][player])
            assert columns.row_key(row) == row + 1
            net = column["net"]
            assert columns.text(row, 4) == ("—" if net is None else format_points(net))
            assert ("closed" in columns.text(row, 3)) == column["closed"]
        for game, column in enumerate(scored.summary.to_json()["columns"], start=1):
            marked = deals.headers[
                deals.column_of(f"{game}: A" + (" ✔" if column["closed"] else ""))
            ]
            assert marked.endswith("✔") == column["closed"]
    settlements = view.sheet.settlements()
    lines = view.sheet.formula_label.text().splitlines()
    for line, settlement in zip(lines, settlements, strict=False):
        assert line.endswith(formula(settlement))
        terms = (
            settlement.winner_points
            + settlement.game_bonus
            + settlement.winner_boxes
            + settlement.shutout
            - settlement.loser_points
            - settlement.loser_boxes
        )
        assert terms == settlement.net
    assert_breakdown_matches(view, scored)


def test_a_hollywood_oklahoma_match_to_the_end(qtbot, view):
    """The source's seven deals, then four more until all three columns close."""
    controller = view.controller
    for record in SOURCE_MATCH["session"]["deals"]:
        enter_deal(qtbot, view, record)
        assert_view_matches_engine(view)
    columns = controller.scored.summary.to_json()["columns"]
    expected = SOURCE_MATCH["expect"]["columns"]
    assert [c["points"] for c in columns] == [c["points"] for c in expected]
    for record in MORE_DEALS:
        enter_deal(qtbot, view, record)
        assert_view_matches_engine(view)
    scored = controller.scored
    assert scored.finished
    assert all(c["closed"] for c in scored.summary.to_json()["columns"])
    assert not view.form_box.isEnabled()
    assert view.finished_label.isVisible()
    match = scored.summary.to_json()["settlement"]
    assert view.sheet.formula_label.text().splitlines()[-1].endswith(str(match["net"]))
    nets = {s.game: s for s in view.sheet.settlements()}
    assert sorted(nets) == [1, 2, 3]
    for game, column in enumerate(scored.summary.to_json()["columns"], start=1):
        assert nets[game].net == column["net"]
        assert nets[game] == scored.summary.columns[game - 1].settlement
        assert _terms_on_the_sheet(scored, nets[game]) == nets[game]


def _terms_on_the_sheet(scored, settled):
    """The closed game's terms added up again from the sheet's entries, to check the
    settlement the view shows (the rules') against what was written."""
    winner, loser = settled.winner, settled.loser
    terms: dict[tuple[str, str], int] = {}
    for deal in scored.deals:
        for entry in deal.entries:
            if entry.game == settled.game:
                kind = "points" if entry.column == Column.POINTS else entry.reason
                terms[entry.player, kind] = terms.get((entry.player, kind), 0) + entry.points
    return replace(
        settled,
        winner_points=terms.get((winner, "points"), 0),
        game_bonus=terms.get((winner, "game"), 0),
        winner_boxes=terms.get((winner, "box"), 0),
        shutout=terms.get((winner, "shutout"), 0),
        loser_points=terms.get((loser, "points"), 0),
        loser_boxes=terms.get((loser, "box"), 0),
    )


def test_the_upcard_shows_the_knock_limit_and_doubling_before_the_counts(qtbot, view):
    """7♠: knock limit 7, a spade doubles (gin-family.md, "Oklahoma")."""
    qtbot.keyClicks(view.form.upcard_edit, "7")
    assert "7" not in view.form.terms_label.text()  # no limit until the suit is known too
    qtbot.keyClicks(view.form.upcard_edit, "s")
    assert view.form.upcard() == "7S"
    text = view.form.terms_label.text()
    assert "7" in text and "double" in text
    qtbot.keyClick(view.form.upcard_edit, Qt.Key.Key_Backspace)
    view.form.upcard_edit.insert("♥")  # QTest types Latin-1 only; a pasted sign
    assert view.form.upcard() == "7H"
    assert "not doubled" in view.form.terms_label.text()
    assert view.controller.session.deals == ()


def test_a_knock_over_the_limit_is_refused_beside_the_deadwood(qtbot, view):
    """Upcard 5♥: knocking with 9 is above the limit; the input stays."""
    record = {
        "type": "knock",
        "player": "B",
        "deadwood": 9,
        "opponent_deadwood": 30,
        "upcard": "5H",
    }
    fill_deal(qtbot, view, record)
    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    shown = view.form.violations.shown()
    assert list(shown) == ["deadwood"]
    refused = view.controller.check(record)
    assert isinstance(refused, RuleViolation) and shown["deadwood"] == as_sentence(refused.detail())
    assert view.controller.session.deals == ()
    assert view.form.record() == record


def test_a_missing_upcard_is_refused_beside_the_upcard(qtbot, view):
    """Oklahoma records the upcard of every deal."""
    qtbot.mouseClick(view.form.type_buttons["dead"], Qt.MouseButton.LeftButton)
    qtbot.keyClick(view.form.type_buttons["dead"], Qt.Key.Key_Return)
    assert list(view.form.violations.shown()) == ["upcard"]
    assert view.controller.session.deals == ()


def test_undo_of_an_entered_deal(qtbot, view):
    """Undo removes the deal from the sheet and from storage."""
    enter_deal(qtbot, view, SOURCE_MATCH["session"]["deals"][0])
    click_undo(qtbot, view)
    assert view.deals_model.rowCount() == 0
    assert stored_deals(view) == ()
    assert_view_matches_engine(view)


def test_a_single_game_settles_like_the_source(qtbot, single_view):
    """The source's seven deals: 118 + 100 + 75 − 50 = 243 (gin-family.ru.txt)."""
    case = json.loads((CASES / "gin-source-example.json").read_text())
    assert not single_view.form.upcard_edit.isVisible()
    # No settlement yet: no empty line under the options (issue 25).
    assert single_view.sheet.formula_label.isHidden()
    for record in case["session"]["deals"]:
        enter_deal(qtbot, single_view, record)
        assert_view_matches_engine(single_view)
    assert single_view.sheet.formula_label.text() == "118 + 100 + 75 − 50 = 243"
    assert not single_view.sheet.formula_label.isHidden()
    model = single_view.sheet.settlement_model
    game_row = next(r for r in range(model.rowCount()) if model.row_key(r) == "gin/game")
    table = single_view.sheet.settlement_view
    clicked = click_cell(qtbot, table, model.index(game_row, 1), single_view.sig_rule_activated)
    assert clicked == ["gin/game"]


def test_the_models_pass_the_model_tester(qtbot, qtmodeltester, view):
    """Sheet, columns, settlement and breakdown keep Qt's model rules."""
    for record in SOURCE_MATCH["session"]["deals"] + MORE_DEALS[:2]:
        view.form.load(record)
        assert view.submit()
    for model in (
        view.deals_model,
        view.sheet.columns_model,
        view.sheet.settlement_model,
        view.breakdown_model,
    ):
        qtmodeltester.check(model)


def test_options_page(qtbot, options_page):
    """Hollywood moves the target to 150 unless typed; a refused value shows beside it."""
    assert options_page.player_range() == (2, 2)
    options_page.scoring_combo.setCurrentIndex(1)
    options_page.variant_combo.setCurrentIndex(1)
    options = options_page.options()
    assert options["scoring"] == "hollywood" and options["variant"] == "oklahoma"
    assert options["target"] == 150
    completed = find_game("gin").complete_options(options, ["A", "B"])
    assert completed["gin_bonus"] == 25 and completed["game_bonus"] == 100
    options_page.target_spin.selectAll()
    qtbot.keyClicks(options_page.target_spin, "0")
    with pytest.raises(RuleViolation) as refused:
        find_game("gin").complete_options(options_page.options(), ["A", "B"])
    assert options_page.show_violation(refused.value)
    assert options_page.violations.label_for("options.target").isVisible()


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_hollywood_sheet_fits_1000_pixels(qtbot, store, language):
    """Hollywood Oklahoma, the source's seven deals (gin-family.ru.txt), in a 1000×700
    window: the sheet needs no sideways scrolling, no header or outcome is cut (the
    headers go on two lines, the full header in their tooltip), the columns table is as
    wide as its columns, the upcard's hint shows whole and the deadwood counts keep the
    width of a number."""
    with ui_in(language):
        controller = open_sitting(
            store, "gin", ["Anna", "Boris"], SOURCE_MATCH["session"]["options"]
        )
        players = {"A": "Anna", "B": "Boris"}
        for record in SOURCE_MATCH["session"]["deals"]:
            named = dict(record)
            if "player" in named:
                named["player"] = players[named["player"]]
            controller.add_deal(named)
        view = shown(qtbot, gin_view(controller))
        view.resize(1000, 700)
        qtbot.waitExposed(view)
        sheet = view.deals_view
        deals = view.deals_model
        header = sheet.horizontalHeader()
        bar = sheet.horizontalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() == 0 and not bar.isVisible())
        for column in range(deals.columnCount()):
            assert sheet.columnWidth(column) >= header.sectionSizeHint(column), deals.labels[column]
            rect = sheet.visualRect(deals.index(0, column))
            assert sheet.viewport().rect().contains(rect), deals.labels[column]
        outcome = deals.column_of(view.deals_model.tr("How it ended"))
        assert sheet.columnWidth(outcome) >= sheet.sizeHintForColumn(outcome)
        tip = deals.headerData(outcome, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert tip == deals.headers[outcome] != deals.labels[outcome]
        for row, record in enumerate(controller.session.deals):
            # The short outcome in the cell, the whole sentence in its tooltip.
            sentence = deals.outcome_text(controller.scored.deals[row], record)
            assert deals.tooltip(row, outcome) == sentence

        columns = view.sheet.columns_view
        assert not columns.horizontalScrollBar().isVisible()
        assert columns.width() <= columns.maximumWidth() < view.width() // 2

        edit = view.form.upcard_edit
        hint = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
        assert edit.contentsRect().width() > hint
        for spin in (view.form.deadwood_spin, view.form.opponent_spin):
            assert spin.width() <= spin.sizeHint().width()


def test_the_upcard_reads_every_card_notation(qtbot, view):
    """Issue 18: the one card reader — signs, outlines and Russian ranks and suits — so
    the record keeps the session file's spelling whatever was typed."""
    for typed, card in (("7♤", "7S"), ("дч", "QH"), ("ТТ", "AC"), ("10б", "10D"), ("k♣", "KC")):
        view.form.upcard_edit.setText(typed)
        assert view.form.upcard() == card, typed
