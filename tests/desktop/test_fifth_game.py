"""The house holds a fifth game: Hearts, built under ``tests/fifth_game`` (a rules package
and a desktop package, outside the source tree), joins with one registry call, and the
app then does with it what it does with the four built-in games, through real widgets:
the new-sitting dialog offers it and starts a sitting, the main window opens the sitting,
a deal is entered from the keyboard, refused beside its field when it is wrong, edited,
undone, and explained entry by entry in the breakdown, and the database holds what the
sheet shows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.desktop.keyboard import focused, press, tab_to, type_text

PLAYERS = ["Anna", "Boris", "Vera"]


@pytest.fixture
def hearts() -> Iterator[None]:
    """Hearts registered for one test (the one call), and forgotten after it."""
    from rules.registry import register, unregister
    from tests.fifth_game.rules import ENTRY

    register(ENTRY)
    yield
    unregister("hearts")


def stored(store: Any, sitting: int) -> list[dict[str, Any]]:
    return [deal.to_json() for deal in store.load(sitting).session.deals]


def type_taken(qtbot: Any, view: Any, taken: dict[str, int]) -> None:
    """Type each player's penalty points, Tab from field to field, as a player does."""
    for player, points in taken.items():
        spin = view.form.taken_spins[player]
        tab_to(qtbot, spin)
        spin.selectAll()
        type_text(qtbot, str(points))


def test_the_dialog_offers_the_fifth_game(qtbot: Any, store: Any, hearts: None) -> None:
    """The new-sitting dialog lists Hearts with its own options page and starts a sitting
    of it (the options as the page typed them, the engine's defaults filled in)."""
    from desktop.shell.new_sitting import NewSittingDialog

    dialog = NewSittingDialog(store, game="hearts")
    qtbot.addWidget(dialog)
    assert dialog.game() == "hearts"
    assert dialog.game_box.currentText() == "Hearts"
    page = dialog.page()
    assert type(page).__name__ == "HeartsOptionsPage"
    page.target_spin.setValue(50)
    for edit, name in zip(dialog.seat_edits, PLAYERS, strict=False):
        edit.setText(name)
    dialog.accept()
    assert dialog.created is not None
    loaded = store.load(dialog.created.id)
    assert loaded.session.game == "hearts"
    assert loaded.session.players == tuple(PLAYERS)
    assert dict(loaded.session.options) == {"target": 50}


def test_a_fifth_game_is_entered_edited_undone_and_explained(
    qtbot: Any, main_window: Any, store: Any, hearts: None
) -> None:
    """Deal 1: Anna takes the queen (13) and 2 hearts, Boris 5, Vera 6 (15 + 5 + 6 = 26)
    → −15, −5, −6. A deal of 25 points is refused beside the points, nothing written.
    Editing deal 1 to Anna 1, Boris 12, Vera 13 gives −1, −12, −13; Ctrl+Z brings back
    −15, −5, −6 in the sheet and in the database."""
    sitting = store.create_sitting("hearts", PLAYERS, {})
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        assert main_window.open_sitting(int(sitting.id))
    view = main_window.view
    controller = main_window.controller
    assert "Hearts" in main_window.windowTitle()
    assert view.form.dealer_combo.currentText() == "Anna"  # the engine proposes her
    assert focused() is view.form.first_field()

    # A wrong deal: refused beside the points, the input kept, nothing written.
    type_taken(qtbot, view, {"Anna": 15, "Boris": 5, "Vera": 5})
    press(qtbot, Qt.Key.Key_Return)
    assert "add up to 25" in view.form.violations.text("taken")
    assert stored(store, sitting.id) == []
    assert view.form.taken_spins["Vera"].value() == 5

    # Corrected and entered with Return.
    view.form.taken_spins["Vera"].setFocus()
    view.form.taken_spins["Vera"].selectAll()
    type_text(qtbot, "6")
    with qtbot.waitSignal(view.sig_deal_entered):
        press(qtbot, Qt.Key.Key_Return)
    first = {"dealer": "Anna", "taken": {"Anna": 15, "Boris": 5, "Vera": 6}}
    assert stored(store, sitting.id) == [first]
    assert dict(controller.scored.totals) == {"Anna": -15, "Boris": -5, "Vera": -6}
    assert view.form.violations.text("taken") == ""
    assert view.form.dealer_combo.currentText() == "Boris"  # the deal passes left

    # The breakdown: one entry a player, the reason in words, the engine's rule id.
    assert view.selected_deal() == 1
    breakdown = view.breakdown_model
    assert breakdown.rowCount() == 3
    assert [breakdown.text(row, 0) for row in range(3)] == PLAYERS
    assert [breakdown.value(row, 1) for row in range(3)] == [-15, -5, -6]
    assert breakdown.text(0, breakdown.reason_column) == "15 penalty points taken"
    assert {breakdown.row_key(row) for row in range(3)} == {"hearts/taken"}

    # Edited: Enter on the selected deal loads it into the form; Return saves it.
    view.deals_view.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert view.editing == 1
    assert view.form.taken_spins["Anna"].value() == 15
    assert view.form_box.title() == "Edit deal 1"
    type_taken(qtbot, view, {"Anna": 1, "Boris": 12, "Vera": 13})
    with qtbot.waitSignal(controller.sig_changed):
        press(qtbot, Qt.Key.Key_Return)
    assert view.editing is None
    edited = {"dealer": "Anna", "taken": {"Anna": 1, "Boris": 12, "Vera": 13}}
    assert stored(store, sitting.id) == [edited]
    assert [view.deals_model.value(0, column) for column in (2, 3, 4)] == [-1, -12, -13]

    # Undone from the Edit menu's shortcut: the sheet and the database agree again.
    with qtbot.waitSignal(controller.sig_changed):
        qtbot.keyClick(main_window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(store, sitting.id) == [first]
    assert [view.deals_model.value(0, column) for column in (2, 3, 4)] == [-15, -5, -6]
    assert [breakdown.value(row, 1) for row in range(3)] == [-15, -5, -6]

    # F1 and a click on a rule: the rulebook has no Hearts chapter, and says so.
    qtbot.keyClick(view.form.first_field(), Qt.Key.Key_F1)
    assert "hearts" in main_window.statusBar().currentMessage()
    main_window.show_rule("hearts/taken")
    assert "hearts/taken" in main_window.statusBar().currentMessage()

    # The history lists the sitting under the game's title, and its leader: Boris, whose
    # −5 is the best total.
    main_window.show_history()
    model = main_window.history.model
    assert model.rowCount() == 1
    assert model.index(0, 0).data() == "Hearts"
    assert model.index(0, 6).data() == "Boris"


def test_a_game_is_registered_once(hearts: None) -> None:
    """Registering another game under a known name, a built-in one's included, is
    refused: nothing is replaced by accident."""
    from dataclasses import replace

    from desktop.games.game_ui import GAME_UIS
    from rules.registry import find_entry, find_game, register
    from tests.fifth_game.rules.engine import Hearts

    entry = find_entry("hearts")
    assert GAME_UIS["hearts"].package == "tests.fifth_game.desktop"
    with pytest.raises(ValueError, match="hearts"):
        register(replace(entry, title="Hearts again"))
    with pytest.raises(ValueError, match="rummy"):
        register(replace(entry, name="rummy", engine=Hearts("rummy", frozenset())))
    assert find_game("rummy").name == "rummy" and find_entry("rummy").title == "Rummy"
    assert find_game("hearts").name == "hearts"
