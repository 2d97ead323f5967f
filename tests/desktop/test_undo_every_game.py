"""Undo and redo through the main window's Edit menu and Ctrl+Z / Ctrl+Shift+Z work in
every game's view, not only Three Bugs: here a rummy sitting, driven from the keyboard
as a player does it (the keys go to whatever field has the focus)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

PLAYERS = ["Anna", "Boris", "Vera"]


def focus_key(qtbot: Any, key: Qt.Key, modifiers: Any = Qt.KeyboardModifier.NoModifier) -> None:
    """Press a key where the keyboard is."""
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, modifiers)


def type_into(qtbot: Any, spin: Any, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


def test_rummy_deals_undo_and_redo_from_the_keyboard(qtbot: Any, main_window: Any,
                                                     store: Any) -> None:  # fmt: skip
    """Two deals entered with Return (Anna +30 −0, Boris +20 −15 …); Ctrl+Z in the form
    (once the field has no typing of its own to undo) takes the second off the sheet and
    out of the database, Ctrl+Shift+Z puts it back, and the view's own Undo button
    follows the Edit menu."""
    loaded = store.create_sitting("rummy", PLAYERS, {"packs": 1})
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.open_sitting(int(loaded.id))
    view = main_window.view
    controller = main_window.controller
    assert not main_window.undo_action.isEnabled()

    for melded, in_hand in (((30, 20, 0), (0, 15, 40)), ((10, 25, 35), (5, 0, 0))):
        for player, points in zip(PLAYERS, melded, strict=True):
            type_into(qtbot, view.form.melded_spins[player], points)
        for player, points in zip(PLAYERS, in_hand, strict=True):
            type_into(qtbot, view.form.in_hand_spins[player], points)
        with qtbot.waitSignal(controller.sig_changed):
            focus_key(qtbot, Qt.Key.Key_Return)
    assert len(store.load(loaded.id).session.deals) == 2
    assert view.deals_model.row_of_key(2) is not None
    assert controller.scored.totals == {"Anna": 35, "Boris": 30, "Vera": -5}
    assert main_window.undo_action.isEnabled() and view.undo_button.isEnabled()
    assert "2" in main_window.undo_action.text()

    # Typing in a field is undone first, in the field; the sheet is not touched.
    first = view.form.melded_spins["Anna"]
    type_into(qtbot, first, 7)
    assert first.text() == "7"
    focus_key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert first.text() == "0"
    assert len(store.load(loaded.id).session.deals) == 2

    # With nothing left to undo in the field, Ctrl+Z undoes the last deal.
    view.focus_entry()
    with qtbot.waitSignal(controller.sig_changed):
        focus_key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(store.load(loaded.id).session.deals) == 1
    assert view.deals_model.row_of_key(1) is not None
    assert view.deals_model.row_of_key(2) is None
    assert controller.scored.totals == {"Anna": 30, "Boris": 5, "Vera": -40}
    assert main_window.redo_action.isEnabled() and view.redo_button.isEnabled()

    # Anna's field still holds the undone "7" to redo; from another field, the deal.
    view.form.in_hand_spins["Vera"].setFocus()
    with qtbot.waitSignal(controller.sig_changed):
        focus_key(
            qtbot,
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
    assert len(store.load(loaded.id).session.deals) == 2
    assert view.deals_model.row_of_key(2) is not None
    assert controller.scored.totals == {"Anna": 35, "Boris": 30, "Vera": -5}


def test_rummy_delete_from_the_edit_menu_and_undo(qtbot: Any, main_window: Any,
                                                  store: Any) -> None:  # fmt: skip
    """Edit → Delete the selected deal removes rummy deal 1; Edit → Undo restores it."""
    loaded = store.create_sitting("rummy", PLAYERS, {"packs": 1})
    deal = {"melded": {"Anna": 30, "Boris": 20, "Vera": 0},
            "in_hand": {"Anna": 0, "Boris": 15, "Vera": 40}}  # fmt: skip
    store.add_deal(loaded.id, deal)
    main_window.open_sitting(int(loaded.id))
    view = main_window.view
    view.select_deal(1)
    with qtbot.waitSignal(main_window.controller.sig_changed):
        main_window.delete_action.trigger()
    assert store.load(loaded.id).session.deals == ()
    assert main_window.controller.scored.totals == {"Anna": 0, "Boris": 0, "Vera": 0}
    with qtbot.waitSignal(main_window.controller.sig_changed):
        main_window.undo_action.trigger()
    assert [d.to_json() for d in store.load(loaded.id).session.deals] == [deal]
    assert main_window.controller.scored.totals == {"Anna": 30, "Boris": 5, "Vera": -40}
