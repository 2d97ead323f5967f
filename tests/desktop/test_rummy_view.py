"""The Rummy view and options page, driven through their widgets (pytest-qt).

Five players with two packs (gin-family.md, "Rummy": two packs for 4–8 players), played
to the target; every number the view shows is compared with the engine's output.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from desktop.games.rummy.options_page import RummyOptionsPage
from desktop.games.rummy.view import make_view as rummy_view
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
    stored_deals,
    type_number,
)

PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Dasha"]
# Each deal: (melded, in hand) per player, in seat order; two packs are worth 680.
DEALS = [
    [(87, 0), (40, 12), (25, 30), (60, 5), (10, 45)],
    [(95, 10), (120, 0), (15, 40), (33, 8), (20, 20)],
    [(150, 0), (30, 25), (60, 11), (45, 14), (5, 60)],
    [(110, 4), (90, 0), (70, 9), (20, 30), (40, 15)],
    [(100, 0), (50, 20), (80, 10), (10, 40), (30, 30)],
]


@pytest.fixture
def controller(store) -> SittingController:
    return open_sitting(store, "rummy", PLAYERS, {"packs": 2, "target": 500})


@pytest.fixture
def view(qtbot, controller) -> Iterator[SittingView]:
    yield shown(qtbot, rummy_view(controller))


@pytest.fixture
def options_page(qtbot) -> Iterator[RummyOptionsPage]:
    yield shown(qtbot, RummyOptionsPage())


def fill_deal(qtbot, view, counts) -> None:
    for player, (melded, in_hand) in zip(PLAYERS, counts, strict=True):
        type_number(qtbot, view.form.melded_spins[player], melded)
        type_number(qtbot, view.form.in_hand_spins[player], in_hand)


def assert_view_matches_engine(view) -> None:
    scored = score(view.controller.session)
    deals = view.deals_model
    assert deals.rowCount() == len(scored.deals)
    for row, deal in enumerate(scored.deals):
        for column, player in enumerate(PLAYERS, start=1):
            assert deals.text(row, column) == format_points(deal.facts.running[player])
    for column, player in enumerate(PLAYERS):
        assert view.sheet.totals_model.text(0, column) == format_points(scored.totals[player])
    winner = scored.summary.winner
    if winner is not None:
        assert view.sheet.winner_label.text().startswith(winner)
        assert str(scored.totals[winner]) in view.sheet.winner_label.text()
    assert_breakdown_matches(view, scored)


def test_a_five_player_two_pack_game_to_the_end(qtbot, view):
    """Deals are typed until someone passes 500 and leads alone; then the form closes."""
    controller = view.controller
    for number, counts in enumerate(DEALS, start=1):
        fill_deal(qtbot, view, counts)
        for player, (melded, in_hand) in zip(PLAYERS, counts, strict=True):
            assert view.form.deal_labels[player].text() == format_points(
                melded - in_hand, signed=True
            )
        qtbot.keyClick(view.form.in_hand_spins[PLAYERS[-1]], Qt.Key.Key_Return)
        assert view.form.violations.shown() == {}
        assert len(controller.session.deals) == number
        assert_view_matches_engine(view)
    assert controller.scored.finished
    assert controller.scored.summary.winner == "Anna"
    assert not view.form_box.isEnabled()


def test_a_refused_deal_keeps_the_input(qtbot, view):
    """More than the 680 two packs are worth is refused beside the melded values."""
    fill_deal(qtbot, view, [(300, 0), (300, 0), (50, 40), (0, 0), (0, 0)])
    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    refused = view.controller.check(view.form.record())
    assert isinstance(refused, RuleViolation)
    assert view.form.violations.shown() == {"melded": as_sentence(refused.detail())}
    assert view.form.melded_spins["Anna"].value() == 300
    assert view.controller.session.deals == ()


def test_undo_of_an_entered_deal(qtbot, view):
    fill_deal(qtbot, view, DEALS[0])
    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    assert len(view.controller.session.deals) == 1
    click_undo(qtbot, view)
    assert view.deals_model.rowCount() == 0
    assert stored_deals(view) == ()
    assert_view_matches_engine(view)


def test_clicking_an_entry_opens_its_rule(qtbot, view):
    fill_deal(qtbot, view, DEALS[0])
    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    index = view.breakdown_model.index(1, 0)
    clicked = click_cell(qtbot, view.breakdown_view, index, view.sig_rule_activated)
    assert clicked == [view.breakdown_model.value(1, 3)]


def test_the_models_pass_the_model_tester(qtbot, qtmodeltester, view):
    for counts in DEALS[:2]:
        fill_deal(qtbot, view, counts)
        qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    for model in (view.deals_model, view.sheet.totals_model, view.breakdown_model):
        qtmodeltester.check(model)


def test_options_page(qtbot, options_page):
    """One pack does not suit five players (gin-family.md): refused beside the packs."""
    assert options_page.player_range() == (2, 8)
    assert find_game("rummy").complete_options(options_page.options(), PLAYERS)["packs"] == 2
    options_page.packs_combo.setCurrentIndex(1)
    with pytest.raises(RuleViolation) as refused:
        find_game("rummy").complete_options(options_page.options(), PLAYERS)
    assert options_page.show_violation(refused.value)
    assert options_page.violations.label_for("options.packs").isVisible()


def test_players_called_like_placeholders_keep_their_names(qtbot, store):
    """Players "%2" and "%1": "%2" melds 40 and keeps 0 in hand, "%1" melds 10 and keeps
    25 (gin-family.md, "Rummy": melded less in hand), so "%2" leads with 40 of 500."""
    controller = open_sitting(store, "rummy", ["%2", "%1"], {"packs": 1, "target": 500})
    view = shown(qtbot, rummy_view(controller))
    view.form.load({"melded": {"%2": 40, "%1": 10}, "in_hand": {"%2": 0, "%1": 25}})
    assert view.submit()
    totals = controller.scored.totals
    assert totals == {"%2": 40, "%1": -15}
    assert view.sheet.winner_label.text() == "Leading: %2 with 40; the game ends at 500."
    rows = view.breakdown_model.rowCount()
    assert [view.breakdown_model.text(r, 0) for r in range(rows)] == ["%2", "%2", "%1", "%1"]


def test_a_narrow_sheet_leaves_the_breakdown_room(qtbot, view):
    """Five players' running totals need little room at 1000 pixels: the breakdown
    gets it, and its reasons ("Cards put on the table (melds and lay-offs)") stay on one
    line."""
    view.resize(1000, 700)
    qtbot.waitExposed(view)
    fill_deal(qtbot, view, DEALS[0])
    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    table = view.breakdown_view
    assert table.model().rowCount() == 2 * len(PLAYERS)
    qtbot.waitUntil(lambda: all(one_line_high(table, r) for r in range(2 * len(PLAYERS))))
    assert view.deals_view.width() < table.width()
