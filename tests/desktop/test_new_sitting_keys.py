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


def test_return_starts_the_sitting_with_the_known_names_list_open(qtbot: Any, store: Any) -> None:
    """Typed under X11 (issue 25): «Борис», a name of an earlier sitting, typed whole
    opens the list of known names; Return only closed the list and started nothing. Now
    Return starts the sitting as it does with the list closed; a name chosen in the list
    (Down) is still only completed by Return."""
    from PySide6.QtWidgets import QApplication

    from desktop.shell.new_sitting import NewSittingDialog

    store.create_sitting("gin", ["Борис", "Вера"], {})
    dialog = NewSittingDialog(store, game="gin")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.seat_edits[0].setFocus()
    dialog.seat_edits[0].selectAll()
    type_unicode(focused(), "Аня")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    dialog.seat_edits[1].selectAll()
    type_unicode(focused(), "Бо")
    popup = dialog.seat_edits[1].completer().popup()
    qtbot.waitUntil(popup.isVisible)
    # Down chooses «Борис» in the list: Return completes the name, the dialog stays.
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.seat_edits[1].text() == "Борис"
    assert dialog.isVisible() and dialog.created is None
    dialog.seat_edits[1].selectAll()
    type_unicode(dialog.seat_edits[1], "Борис")
    qtbot.waitUntil(popup.isVisible)
    assert QApplication.activePopupWidget() is popup
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.created is not None
    assert dialog.created.session.players == ("Аня", "Борис")
