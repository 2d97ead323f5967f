"""The new-sitting dialog from the keyboard (issue 19): "name, Tab, name" fills the
seats one after another (the ↑/↓ buttons take no Tab), Alt+Up/Down move a player, and
the first dealer follows the names as they are typed until one is chosen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.desktop.keyboard import focused, type_unicode


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Any:
    from desktop.shell.new_sitting import NewSittingDialog

    widget = NewSittingDialog(store)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.seat_edits[0].setFocus()
    return widget


def test_name_tab_name_fills_four_seats_and_the_dealer_follows(qtbot: Any, dialog: Any) -> None:
    for index, name in enumerate(("Ян", "Ира", "Ося", "Эля")):
        assert focused() is dialog.seat_edits[index]
        type_unicode(focused(), name)
        if index < 3:
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert dialog.players() == ["Ян", "Ира", "Ося", "Эля"]
    assert dialog.dealer_box.currentText() == "Ян"
    # Seat 1 retyped: the dealer follows the name, not the first name ever typed.
    dialog.seat_edits[0].selectAll()
    type_unicode(dialog.seat_edits[0], "Яна")
    assert dialog.dealer_box.currentText() == "Яна"


def test_a_chosen_dealer_is_kept_and_moves_with_his_seat(qtbot: Any, dialog: Any) -> None:
    for edit, name in zip(dialog.seat_edits, ("Ян", "Ира", "Ося", "Эля"), strict=False):
        edit.setText(name)
    dialog.dealer_box.activated.emit(2)  # Ося chosen
    dialog.dealer_box.setCurrentIndex(2)
    dialog.seat_edits[2].setFocus()
    qtbot.keyClick(dialog.seat_edits[2], Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.players() == ["Ян", "Ося", "Ира", "Эля"]
    assert dialog.dealer_box.currentText() == "Ося"
    assert focused() is dialog.seat_edits[1]
    dialog.seat_edits[0].setText("Юля")
    assert dialog.dealer_box.currentText() == "Ося"
