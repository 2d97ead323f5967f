"""The Stukolka view and options page, driven through their widgets (pytest-qt).

Every number the view shows is compared with the engine's output for the controller's
session (``rules.session.score``), so the view can neither invent nor lose money; the
sessions follow stukolka.md ("One deal", rules 16–18).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from desktop.games.stukolka.options_page import StukolkaOptionsPage
from desktop.games.stukolka.view import make_view as stukolka_view
from desktop.rulebook import text as rulebook_text
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView
from desktop.widgets.row_model import format_points
from desktop.widgets.violation_labels import as_sentence
from rules.errors import RuleViolation
from rules.registry import find_game
from rules.session import score
from tests.desktop.views_support import (
    assert_breakdown_matches,
    click_cell,
    click_undo,
    one_line_high,
    open_sitting,
    shown,
    type_number,
    ui_in,
)

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def controller(store) -> SittingController:
    return open_sitting(store, "stukolka", PLAYERS, {"variant": "ordinary", "ante": 3})


@pytest.fixture
def view(qtbot, controller) -> Iterator[SittingView]:
    yield shown(qtbot, stukolka_view(controller))


@pytest.fixture
def options_page(qtbot) -> Iterator[StukolkaOptionsPage]:
    yield shown(qtbot, StukolkaOptionsPage())


def fill_deal(qtbot, view, knocked, tricks, faults=()) -> None:
    """Click the knock toggles (or "Nobody knocked" when none knocked, in the ordinary
    game) and the fault boxes, type the tricks."""
    for player in knocked:
        qtbot.mouseClick(view.form.knock_buttons[player], Qt.MouseButton.LeftButton)
    if not knocked and not view.form.obligatory:
        view.form.nobody_check.click()
    for player, taken in tricks.items():
        type_number(qtbot, view.form.trick_spins[player], taken)
    for player in faults:
        qtbot.mouseClick(view.form.fault_checks[player], Qt.MouseButton.LeftButton)


def enter_deal(qtbot, view, controller, knocked, tricks, faults=()) -> None:
    """Fill the form and press Return in it; the deal must be accepted."""
    fill_deal(qtbot, view, knocked, tricks, faults)
    count = len(controller.session.deals)
    qtbot.keyClick(view.form.dealer_combo, Qt.Key.Key_Return)
    assert view.form.violations.shown() == {}
    assert len(controller.session.deals) == count + 1


def assert_view_matches_engine(view, controller) -> None:
    """Every shown number equals the engine's, and balances + table = 0 is on show."""
    scored = score(controller.session)
    on_table = scored.summary.on_table
    balances = view.sheet.balance_model
    for column, player in enumerate(scored.players):
        assert balances.text(0, column) == format_points(scored.totals[player], signed=True)
    assert balances.text(0, len(scored.players)) == format_points(on_table)
    assert balances.text(0, len(scored.players) + 1) == "0"
    assert sum(scored.totals.values()) + on_table == 0
    assert view.sheet.balance_line.text().endswith("= 0")

    deals = view.deals_model
    assert deals.rowCount() == len(scored.deals)
    for row, deal in enumerate(scored.deals):
        facts = deal.facts
        assert deals.text(row, deals.column_of("Pot")) == str(facts.pot.total)
        assert deals.text(row, deals.column_of("A third")) == str(facts.pot.share)
        assert deals.text(row, deals.column_of("On the table")) == str(facts.on_table)
        assert deals.text(row, deals.column_of("Dealer")) == facts.dealer
        for player, amount in facts.remizes.items():
            assert f"{player} {amount}" in deals.text(row, deals.column_of("Remizes"))
        for player, taken in facts.tricks.items():
            if taken:
                share = facts.pot.share
                expected = f"{player} {taken} × {share} = {taken * share}"
                assert expected in deals.text(row, deals.column_of("Thirds taken"))
        for player in scored.players:
            money = sum(e.points for e in deal.entries if e.player == player)
            assert deals.text(row, deals.column_of(player)) == format_points(money, signed=True)
    assert_breakdown_matches(view, scored)


def test_a_session_with_remizes_carried_twice(qtbot, view, controller):
    """Ordinary, 4 players, ante 3 (stukolka.md's example, continued).

    Deal 1: Anna deals, pot 3; Boris 2 tricks (+2), Vera 1 (+1). Deal 2: Boris deals,
    pot 3; Anna takes 3 (+3), Vera and Gleb pay remizes of 3: 6 on the table. Deal 3:
    Vera deals, pot 6 + 3 = 9; Boris takes all three (+9), Anna and Gleb pay remizes of 9:
    18 on the table, carried again. Deal 4: Gleb deals, pot 21, nobody knocks: it stays.
    Deal 5: Anna deals, pot 24, Boris 2 (+16), Vera 1 (+8) but a fault: a remiz of 24.
    Deal 6: Boris deals, pot 27, Gleb knocks alone and takes all three (+27).
    """
    deals = [
        (["Boris", "Vera"], {"Boris": 2, "Vera": 1}, ()),
        (["Anna", "Vera", "Gleb"], {"Anna": 3}, ()),
        (["Anna", "Boris", "Gleb"], {"Boris": 3}, ()),
        ([], {}, ()),
        (["Boris", "Vera"], {"Boris": 2, "Vera": 1}, ("Vera",)),
        (["Gleb"], {}, ()),
    ]
    for number, (knocked, tricks, faults) in enumerate(deals, start=1):
        proposed = controller.proposed_dealer()
        assert view.form.dealer_combo.currentText() == proposed
        enter_deal(qtbot, view, controller, knocked, tricks, faults)
        assert len(controller.session.deals) == number
        assert controller.session.deals[-1].to_json()["dealer"] == proposed
        assert view.selected_deal() == number
        assert_view_matches_engine(view, controller)
    facts = [deal.facts for deal in controller.scored.deals]
    # The remizes of deals 2 and 3 were carried into the next pot, twice over.
    assert facts[1].remizes and facts[2].pot.carried_in == facts[1].on_table
    assert facts[2].remizes and facts[3].pot.carried_in == facts[2].on_table
    assert controller.scored.summary.on_table == 0


def test_a_refused_deal_shows_the_message_beside_the_field_and_keeps_the_input(
    qtbot, view, controller
):
    """Tricks must add up to 3 when someone knocked (stukolka.md, "Bad input")."""
    fill_deal(qtbot, view, ["Anna", "Boris"], {"Anna": 2})
    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    expected = controller.check(view.form.record())
    assert isinstance(expected, RuleViolation)
    shown = view.form.violations.shown()
    assert list(shown) == ["tricks"]
    assert shown["tricks"] == as_sentence(expected.detail())
    label = view.form.violations.label_for("tricks")
    assert label is not None and label.isVisible()
    assert controller.session.deals == ()
    buttons = view.form.knock_buttons
    assert buttons["Anna"].isChecked() and buttons["Boris"].isChecked()
    assert view.form.trick_spins["Anna"].value() == 2
    # Correcting the field enters the deal and clears the message.
    type_number(qtbot, view.form.trick_spins["Boris"], 1)
    with qtbot.waitSignal(controller.sig_changed):
        qtbot.keyClick(view.form.trick_spins["Boris"], Qt.Key.Key_Return)
    assert view.form.violations.shown() == {}
    assert len(controller.session.deals) == 1


def test_undo_and_redo_of_an_entered_deal(qtbot, view, controller):
    """Undo takes the deal off the sheet and out of storage; redo brings it back."""
    enter_deal(qtbot, view, controller, ["Boris", "Vera"], {"Boris": 2, "Vera": 1})
    enter_deal(qtbot, view, controller, ["Anna", "Vera", "Gleb"], {"Anna": 3})
    assert view.undo_button.isEnabled()
    click_undo(qtbot, view)
    assert len(controller.session.deals) == 1
    assert len(controller.store.load(controller.sitting_id).session.deals) == 1
    assert view.deals_model.rowCount() == 1
    assert view.form.dealer_combo.currentText() == "Boris"
    assert_view_matches_engine(view, controller)
    with qtbot.waitSignal(controller.sig_changed):
        qtbot.mouseClick(view.redo_button, Qt.MouseButton.LeftButton)
    assert view.deals_model.rowCount() == 2
    assert_view_matches_engine(view, controller)


def test_edit_and_delete_through_the_sheet(qtbot, view, controller):
    """Editing deal 1 replaces it (and rescoring follows); deleting the last is undoable."""
    enter_deal(qtbot, view, controller, ["Boris", "Vera"], {"Boris": 2, "Vera": 1})
    enter_deal(qtbot, view, controller, ["Anna", "Vera"], {"Anna": 3})
    view.select_deal(1)
    qtbot.mouseClick(view.edit_button, Qt.MouseButton.LeftButton)
    assert view.editing == 1
    assert view.form.trick_spins["Boris"].value() == 2
    type_number(qtbot, view.form.trick_spins["Boris"], 1)
    type_number(qtbot, view.form.trick_spins["Vera"], 2)
    with qtbot.waitSignal(controller.sig_changed):
        qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    assert view.editing is None
    assert controller.session.deals[0].to_json()["tricks"] == {"Boris": 1, "Vera": 2}
    assert_view_matches_engine(view, controller)
    view.select_deal(2)
    with qtbot.waitSignal(controller.sig_changed):
        qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert len(controller.session.deals) == 1
    assert_view_matches_engine(view, controller)
    controller.undo_stack.undo()
    assert len(controller.session.deals) == 2
    assert_view_matches_engine(view, controller)


def test_clicking_an_entry_opens_its_rule(qtbot, view, controller):
    """The breakdown row of the remiz carries stukolka/remiz."""
    enter_deal(qtbot, view, controller, ["Anna", "Vera", "Gleb"], {"Anna": 3})
    model = view.breakdown_model
    row = next(r for r in range(model.rowCount()) if model.value(r, 3) == "stukolka/remiz")
    clicked = click_cell(qtbot, view.breakdown_view, model.index(row, 2), view.sig_rule_activated)
    assert clicked == ["stukolka/remiz"]


def test_the_models_pass_the_model_tester(qtbot, qtmodeltester, view, controller):
    """The sheet, balance and breakdown models keep Qt's model rules."""
    enter_deal(qtbot, view, controller, ["Anna", "Vera", "Gleb"], {"Anna": 3})
    for model in (view.deals_model, view.sheet.balance_model, view.breakdown_model):
        qtmodeltester.check(model)


def test_the_obligatory_variant_plays_everyone(qtbot, store):
    """Obligatory: every player stakes; the knock toggles are all on and locked."""
    controller = open_sitting(store, "stukolka", PLAYERS[:3], {"variant": "obligatory"})
    view = stukolka_view(controller)
    qtbot.addWidget(view)
    assert all(b.isChecked() and not b.isEnabled() for b in view.form.knock_buttons.values())
    enter_deal(qtbot, view, controller, [], {"Anna": 1, "Boris": 2})
    assert "knocked" not in controller.session.deals[0].to_json()
    assert_view_matches_engine(view, controller)


def test_options_page_gives_the_options_and_shows_a_refused_ante(qtbot, options_page):
    """Ante 4 is not a multiple of 3 (rule 15): the engine refuses it beside the field."""
    assert options_page.player_range() == (3, 7)
    options_page.ante_spin.selectAll()
    qtbot.keyClicks(options_page.ante_spin, "4")
    options_page.variant_combo.setCurrentIndex(1)
    qtbot.mouseClick(options_page.limit_check, Qt.MouseButton.LeftButton)
    options = options_page.options()
    assert options["variant"] == "obligatory" and options["ante"] == 4
    assert options["remiz_limit"] == options_page.limit_spin.value()
    with pytest.raises(RuleViolation) as refused:
        find_game("stukolka").complete_options(options, PLAYERS)
    assert options_page.show_violation(refused.value)
    label = options_page.violations.label_for("options.ante")
    assert label is not None and label.isVisible()
    players = RuleViolation("too few", field="players")
    assert not options_page.show_violation(players)


def test_a_narrow_sheet_keeps_every_player_in_sight(qtbot, store):
    """At 1000 pixels five players' columns show without scrolling sideways: the thirds
    taken and the remizes are cut short, their whole text kept as the tooltip."""
    players = [*PLAYERS, "Dasha"]
    controller = open_sitting(store, "stukolka", players, {"variant": "ordinary", "ante": 3})
    view = shown(qtbot, stukolka_view(controller))
    view.resize(980, 640)
    for knocked, tricks in (
        (["Boris", "Vera", "Dasha"], {"Boris": 1, "Vera": 1, "Dasha": 1}),
        (["Anna", "Vera", "Gleb"], {"Anna": 3}),
    ):
        enter_deal(qtbot, view, controller, knocked, tricks)
    sheet = view.deals_view
    deals = view.deals_model
    qtbot.waitUntil(lambda: sheet.horizontalScrollBar().maximum() == 0)
    for player in players:
        rect = sheet.visualRect(deals.index(0, deals.column_of(player)))
        assert sheet.viewport().rect().contains(rect)
    thirds = deals.index(0, deals.column_of("Thirds taken"))
    assert sheet.columnWidth(thirds.column()) < sheet.sizeHintForColumn(thirds.column())
    assert deals.data(thirds, Qt.ItemDataRole.ToolTipRole) == deals.text(0, thirds.column())


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_breakdown_names_each_rule_by_its_rulebook_title(qtbot, store, language):
    """The Rule column shows the section title of the rulebook in the UI language
    (stukolka/ante is "Плата за сдачу" / "The ante"); the id stays behind the cell and
    in its tooltip, and clicking the entry still opens that section."""
    with ui_in(language):
        controller = open_sitting(store, "stukolka", PLAYERS, {"variant": "ordinary", "ante": 3})
        view = shown(qtbot, stukolka_view(controller))
        enter_deal(qtbot, view, controller, ["Anna", "Vera", "Gleb"], {"Anna": 3})
        model = view.breakdown_model
        rules = [model.value(row, 3) for row in range(model.rowCount())]
        assert {"stukolka/ante", "stukolka/trick", "stukolka/remiz"} <= set(rules)
        for row, rule in enumerate(rules):
            title = rulebook_text.find_section(language, rule).title
            assert model.text(row, 3) == title != rule
            assert title in model.tooltip(row, 3) and rule in model.tooltip(row, 3)
        table = view.breakdown_view
        assert table.columnWidth(3) >= table.horizontalHeader().sectionSizeHint(3)
        ante = rules.index("stukolka/ante")
        expected = {"ru": "Плата за сдачу", "en": "The ante"}[language]
        assert model.text(ante, 3) == expected
        index = model.index(ante, 3)
        clicked = click_cell(qtbot, view.breakdown_view, index, view.sig_rule_activated)
        assert clicked == ["stukolka/ante"]


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("size", [(1000, 700), (1280, 800)])
def test_the_reason_for_tricks_stays_on_one_line(qtbot, store, language, size):
    """Pot 24 split in thirds of 8: Boris 2 tricks (+16), Vera 1 (+8). The breakdown's
    reason for the tricks ("Взятки: 2 × треть (8)") is not wrapped at 1000 or 1280
    pixels: the rule's title gives way first."""
    with ui_in(language):
        controller = open_sitting(store, "stukolka", PLAYERS, {"variant": "ordinary", "ante": 3})
        view = shown(qtbot, stukolka_view(controller))
        view.resize(*size)
        qtbot.waitExposed(view)
        enter_deal(qtbot, view, controller, ["Boris", "Vera"], {"Boris": 2, "Vera": 1})
        enter_deal(qtbot, view, controller, ["Anna", "Vera", "Gleb"], {"Anna": 3})
        enter_deal(qtbot, view, controller, ["Anna", "Boris", "Gleb"], {"Boris": 3})
        enter_deal(qtbot, view, controller, [], {})
        enter_deal(qtbot, view, controller, ["Boris", "Vera"], {"Boris": 2, "Vera": 1})
        assert controller.scored.deals[-1].facts.pot.share == 8
        model = view.breakdown_model
        table = view.breakdown_view
        tricks = [r for r in range(model.rowCount()) if model.value(r, 3) == "stukolka/trick"]
        assert [model.text(r, 1) for r in tricks] == ["+16", "+8"]
        assert all("(8)" in model.text(r, 2) for r in tricks)
        qtbot.waitUntil(lambda: all(one_line_high(table, r) for r in tricks))
        for row in tricks:
            assert table.columnWidth(2) >= table.sizeHintForIndex(model.index(row, 2)).width()


def test_a_player_called_like_a_placeholder_keeps_his_name(qtbot, store):
    """Players "%2" and "%1": Boris deals (pot 3, a third 1), "%2" takes 2 tricks and
    "%1" 1; the sheet writes "%2 2 × 1 = 2, %1 1 × 1 = 1" and the dealer proposed next
    is "%2" by name, nothing rewritten."""
    players = ["Boris", "%2", "%1"]
    controller = open_sitting(store, "stukolka", players, {"variant": "ordinary", "ante": 3})
    view = shown(qtbot, stukolka_view(controller))
    view.form.dealer_combo.setCurrentText("Boris")
    enter_deal(qtbot, view, controller, ["%2", "%1"], {"%2": 2, "%1": 1})
    deals = view.deals_model
    assert deals.text(0, deals.column_of("Thirds taken")) == "%2 2 × 1 = 2, %1 1 × 1 = 1"
    assert view.form.proposed_label.text() == f"(the rules propose {controller.proposed_dealer()})"
    assert controller.proposed_dealer() == "%2"
