"""Once the game is over the form is closed, and the keyboard goes to the deals list at
the last deal (issue 25, typed at the table: it was nowhere, and Tab reached "All
sittings"), so the arrows read the sheet back at once; a deal undone opens the form
again and the keyboard goes back to it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from desktop.games.gin.view import make_view
from tests.desktop.views_support import open_sitting


def test_the_last_deal_puts_the_keyboard_in_the_deals_list(qtbot: Any, store: Any) -> None:
    """Gin to 100 (gin-family.md): Anna's gin against 30 of deadwood scores 25 + 30 = 55,
    Boris's against 80 scores 105: the game is over at deal 2."""
    controller = open_sitting(store, "gin", ["Anna", "Boris"], {"target": 100})
    view = make_view(controller)
    qtbot.addWidget(view)
    view.resize(1280, 760)
    view.show()
    qtbot.waitExposed(view)
    view.focus_entry()
    for player, deadwood in (("Anna", 30), ("Boris", 80)):
        view.form.load({"type": "gin", "player": player, "opponent_deadwood": deadwood})
        # Where the window's keyboard is (the window's own focus: the offscreen
        # platform need not make the test's window the active one).
        qtbot.keyClick(view.focusWidget(), Qt.Key.Key_Return)
    assert len(controller.session.deals) == 2
    assert controller.scored.finished
    assert not view.form_box.isEnabled()
    assert view.focusWidget() is view.deals_view
    assert view.deals_view.currentIndex().row() == 1
    qtbot.keyClick(view.focusWidget(), Qt.Key.Key_Up)
    assert view.deals_view.currentIndex().row() == 0
    view.focus_entry()
    assert view.focusWidget() is view.deals_view
    controller.undo_stack.undo()
    assert view.form_box.isEnabled()
    view.focus_entry()
    assert view.form_box.isAncestorOf(view.focusWidget())
