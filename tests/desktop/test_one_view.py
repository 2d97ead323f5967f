"""One view design for every game: the same selection, edit, cancel, delete and undo flow,
the same breakdown model and the same inline line for a refusal, whichever game's parts
the view is built from — Three Bugs' painted sheet included. Driven through the main
window with the keyboard, as a player does."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.desktop.keyboard import press

# Two valid deals of each game (the second one's dealer follows the first).
GAMES: dict[str, tuple[list[str], dict[str, Any], list[dict[str, Any]]]] = {
    "three-bugs": (
        ["Anna", "Boris", "Vera", "Gleb"],
        {},
        [
            {"type": "contract", "dealer": "Anna", "soloist": "Boris", "contract": "10NT",
             "tricks": 8, "honours": 0},
            {"type": "misdeal", "dealer": "Boris"},
        ],
    ),
    "stukolka": (
        ["A", "B", "C", "D"],
        {"variant": "ordinary", "ante": 3},
        [
            {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}},
            {"dealer": "B", "knocked": ["C"], "tricks": {"C": 3}},
        ],
    ),
    "gin": (
        ["A", "B"],
        {},
        [
            {"type": "knock", "player": "A", "deadwood": 4, "opponent_deadwood": 22},
            {"type": "gin", "player": "B", "opponent_deadwood": 17},
        ],
    ),
    "rummy": (
        ["Anna", "Boris", "Vera"],
        {"packs": 1},
        [
            {"melded": {"Anna": 30, "Boris": 20, "Vera": 60},
             "in_hand": {"Anna": 15, "Boris": 25, "Vera": 0}},
            {"melded": {"Anna": 10, "Boris": 0, "Vera": 5},
             "in_hand": {"Anna": 0, "Boris": 40, "Vera": 5}},
        ],
    ),
}  # fmt: skip


def open_game(qtbot: Any, main_window: Any, store: Any, game: str) -> Any:
    players, options, deals = GAMES[game]
    loaded = store.create_sitting(game, players, options, first_dealer=players[0])
    for deal in deals:
        store.add_deal(loaded.id, deal)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        assert main_window.open_sitting(int(loaded.id))
    return main_window.view


@pytest.mark.parametrize("game", list(GAMES))
def test_select_edit_cancel_delete_undo(qtbot: Any, main_window: Any, store: Any,
                                        game: str) -> None:  # fmt: skip
    """The last deal is selected on opening; a click (here: selecting) shows a deal's
    breakdown without touching the form; Enter on it loads it for editing; Escape gives
    that up; Delete deletes the selected deal, Ctrl+Z puts it back."""
    view = open_game(qtbot, main_window, store, game)
    controller = main_window.controller
    scored = controller.scored
    assert view.selected_deal() == 2
    assert view.editing is None

    view.select_deal(1)
    assert view.editing is None  # selecting is not editing, in Three Bugs too
    entries = scored.deals[0].entries
    assert [view.breakdown_model.row_key(r) for r in range(len(entries))] == [
        e.rule for e in entries
    ]
    assert view.edit_button.isEnabled() and view.delete_button.isEnabled()

    view.deals_view.setFocus()
    press(qtbot, Qt.Key.Key_Return)
    assert view.editing == 1
    assert view.form_box.title() == "Edit deal 1"
    assert view.form.record() == GAMES[game][2][0]
    with qtbot.waitSignal(view.sig_edit_cancelled):
        qtbot.keyClick(view.form.first_field(), Qt.Key.Key_Escape)
    assert view.editing is None
    assert view.form_box.title() == "Enter deal 3"

    view.select_deal(2)
    view.deals_view.setFocus()
    with qtbot.waitSignal(controller.sig_changed):
        press(qtbot, Qt.Key.Key_Delete)
    assert len(store.load(controller.sitting_id).session.deals) == 1
    assert view.deals_model.rowCount() == 1
    with qtbot.waitSignal(controller.sig_changed):
        main_window.undo_action.trigger()
    assert [d.to_json() for d in store.load(controller.sitting_id).session.deals] == GAMES[game][2]
    assert view.deals_model.rowCount() == 2


@pytest.mark.parametrize("game", list(GAMES))
def test_nothing_selected_is_none(qtbot: Any, main_window: Any, store: Any, game: str) -> None:
    """A sitting with no deals: nothing is selected (``None``, not 0), Edit and Delete
    are off, Delete does nothing, the breakdown is empty and says how to fill it."""
    players, options, _deals = GAMES[game]
    loaded = store.create_sitting(game, players, options, first_dealer=players[0])
    assert main_window.open_sitting(int(loaded.id))
    view = main_window.view
    assert view.selected_deal() is None
    assert not view.edit_button.isEnabled() and not view.delete_button.isEnabled()
    assert view.delete_selected() is False
    assert view.breakdown_model.rowCount() == 0
    assert view.breakdown_title.text() == "Select a deal to see how it was scored."


@pytest.mark.parametrize("game", list(GAMES))
def test_every_model_of_the_view(qtbot: Any, qtmodeltester: Any, main_window: Any,
                                 store: Any, game: str) -> None:  # fmt: skip
    """The sheet's deals model and the one breakdown model pass Qt's model checks."""
    view = open_game(qtbot, main_window, store, game)
    qtmodeltester.check(view.deals_model)
    qtmodeltester.check(view.breakdown_model)


def test_a_refused_delete_is_said_inline(qtbot: Any, main_window: Any, store: Any) -> None:
    """Rummy to 100: after deal 2 Anna and Boris share 110, deal 3 gives Anna the game.
    Without deal 1 Boris would win at the old deal 2 (then deal 1) alone, so no deal
    could follow it: the engine refuses the delete, and the view says why in the line
    under the sheet (no message box), the deal kept."""
    loaded = store.create_sitting("rummy", ["Anna", "Boris"], {"packs": 1, "target": 100})
    deals = [
        {"melded": {"Anna": 50, "Boris": 0}, "in_hand": {"Anna": 0, "Boris": 0}},
        {"melded": {"Anna": 60, "Boris": 110}, "in_hand": {"Anna": 0, "Boris": 0}},
        {"melded": {"Anna": 10, "Boris": 0}, "in_hand": {"Anna": 0, "Boris": 0}},
    ]
    for deal in deals:
        store.add_deal(loaded.id, deal)
    assert main_window.open_sitting(int(loaded.id))
    view = main_window.view
    view.select_deal(1)
    assert view.delete_selected() is False
    said = view.sheet_violation.text()
    assert said == ("Deal 1 cannot be deleted: the game ended at deal 1; no deal can follow it")
    assert view.sheet_violation.isVisibleTo(view)
    assert [d.to_json() for d in store.load(loaded.id).session.deals] == deals
    # The next change that goes through clears the stale message.
    view.select_deal(3)
    assert view.delete_selected() is True
    assert view.sheet_violation.text() == ""


def test_a_long_sitting_opens_without_reading_every_cell(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """500 misdeals of Three Bugs: opening the sitting reads the sheet's cells fewer than
    60,000 times (about 37,000 here). Qt fits a column by reading up to 1,000 rows, a
    Python call a cell, and the sitting took 2.5 s to open here (measured: 298,728
    reads); the rows in sight and some around them (``MEASURED_ROWS``) are enough."""
    from desktop.widgets.row_model import RowTableModel

    loaded = store.create_sitting("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], {})
    for _ in range(500):
        store.add_deal(loaded.id, {"type": "misdeal", "dealer": "Anna"})
    reads = 0
    cell_data = RowTableModel.cell_data

    def counted(model: Any, row: Any, column: int, role: int) -> Any:
        nonlocal reads
        reads += 1
        return cell_data(model, row, column, role)

    monkeypatch.setattr(RowTableModel, "cell_data", counted)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        assert main_window.open_sitting(int(loaded.id))
    assert main_window.view.deals_model.rowCount() == 500
    assert reads < 60_000


@pytest.mark.parametrize("game", ["three-bugs", "stukolka"])
def test_tab_leaves_the_sheet(qtbot: Any, main_window: Any, store: Any, game: str) -> None:
    """Tab in the list of deals goes on to the next widget instead of the next cell, so
    the keyboard is never caught in a table (the arrow keys move between deals)."""
    view = open_game(qtbot, main_window, store, game)
    view.deals_view.setFocus()
    assert focused_widget() is view.deals_view
    press(qtbot, Qt.Key.Key_Down)
    assert focused_widget() is view.deals_view
    press(qtbot, Qt.Key.Key_Tab)
    assert focused_widget() is not view.deals_view


def focused_widget() -> Any:
    from PySide6.QtWidgets import QApplication

    return QApplication.focusWidget()
