"""A half-typed deal is never lost (issue 25, item 6): Escape clears it and Ctrl+Z
brings it back; closing the sitting keeps it, and it comes back when the sitting opens
again — typed through the real widgets of the main window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.shell import settings as keys
from desktop.sitting.form_draft import draft_text, put_draft, read_draft, take_draft
from tests.desktop.keyboard import (
    focused,
    separate_keystrokes,  # noqa: F401 (autouse)
)

CTRL = Qt.KeyboardModifier.ControlModifier


def opened(qtbot: Any, main_window: Any, sitting_id: int) -> Any:
    main_window.open_sitting(sitting_id)
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return main_window.view


def half_type(qtbot: Any, view: Any) -> None:
    """Tab V 7 h (Vera's 7♥), Alt+R (Anna's crowns) h: no tricks, a crown half typed."""
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClicks(focused(), "V7h")
    qtbot.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClicks(focused(), "h")
    form = view.form
    assert form.soloist_box.currentText() == "Vera"
    assert form.rows["Anna"].crowns.text() == "h"


def test_escape_clears_and_ctrl_z_brings_the_deal_back(
    qtbot: Any, main_window: Any, sitting: Any
) -> None:
    view = opened(qtbot, main_window, int(sitting.id))
    form = view.form
    half_type(qtbot, view)
    typed = take_draft(form)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert form.soloist_box.currentIndex() == -1
    assert form.rows["Anna"].crowns.text() == ""
    assert take_draft(form) != typed
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert take_draft(form) == typed
    assert form.rows["Anna"].crowns.text() == "h"
    # The keyboard is back in the field it was typing in (Anna's crowns), not the first.
    assert focused() is form.rows["Anna"].crowns
    # Finished and entered as any deal: 7 Tab 4 in the tricks and honours, 4 in the crown.
    assert main_window.controller.session.deals == ()
    form.rows["Anna"].crowns.setText("h4")
    form.tricks_spin.setValue(7)
    form.honours_spin.setValue(4)
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        view.submit()
    deal = main_window.controller.session.deals[-1].to_json()
    assert deal["soloist"] == "Vera"
    assert deal["crowns"] == [{"player": "Anna", "suit": "H", "length": 4}]


def test_escape_on_an_empty_form_puts_nothing_on_the_undo_stack(
    qtbot: Any, main_window: Any, sitting: Any
) -> None:
    view = opened(qtbot, main_window, int(sitting.id))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert main_window.controller.undo_stack.count() == 0
    assert not view.has_draft()


def test_a_closed_sitting_keeps_its_half_typed_deal(
    qtbot: Any, main_window: Any, store: Any, sitting: Any, settings: Any
) -> None:
    """Opening another sitting closes this one: the draft is kept in the settings and
    put back when this sitting is opened again (and then forgotten)."""
    view = opened(qtbot, main_window, int(sitting.id))
    half_type(qtbot, view)
    typed = take_draft(view.form)
    other = store.create_sitting("gin", ["Аня", "Боря"], {})
    opened(qtbot, main_window, int(other.id))
    assert settings.get(keys.form_draft(int(sitting.id))) == draft_text(typed)
    assert settings.get(keys.form_draft(int(other.id))) == ""
    view = opened(qtbot, main_window, int(sitting.id))
    assert take_draft(view.form) == typed
    assert view.form.rows["Anna"].crowns.text() == "h"
    assert settings.get(keys.form_draft(int(sitting.id))) == ""


def test_closing_the_window_keeps_the_draft(
    qtbot: Any, main_window: Any, sitting: Any, settings: Any
) -> None:
    view = opened(qtbot, main_window, int(sitting.id))
    half_type(qtbot, view)
    typed = take_draft(view.form)
    main_window.close()
    assert read_draft(settings.get(keys.form_draft(int(sitting.id)))) == typed


def test_a_draft_of_another_form_is_not_put_back(qtbot: Any, controller: Any) -> None:
    """A draft whose fields do not match the form's (another game) changes nothing."""
    from desktop.games.three_bugs.view import make_view

    view = make_view(controller)
    qtbot.addWidget(view)
    before = take_draft(view.form)
    assert not put_draft(view.form, [("line", "x")])
    assert take_draft(view.form) == before
    assert read_draft("not json") is None
    assert read_draft('[["spin", [1]]]') is None


def edit_the_first_deal(qtbot: Any, view: Any) -> None:
    """F6 (the deals list, the last deal current), Up to deal 1, Return: it is in the
    form for editing."""
    qtbot.keyClick(focused(), Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: focused() is view.deals_view)
    while view.selected_deal() != 1:
        qtbot.keyClick(focused(), Qt.Key.Key_Up)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert view.editing == 1


def test_editing_a_past_deal_keeps_the_half_typed_one(
    qtbot: Any, main_window: Any, store: Any, sitting: Any, settings: Any
) -> None:
    """A deal half typed, then a past deal edited (typed in the real app: the draft was
    replaced by the edited deal and lost when it was saved): saving the edit, or leaving
    it with Escape, puts the half-typed deal back; closing the window while editing keeps
    it as the draft."""
    store.add_deal(sitting.id, {"type": "contract", "dealer": "Anna", "soloist": "Boris",
                                "contract": "6S", "tricks": 6, "honours": 4})  # fmt: skip
    view = opened(qtbot, main_window, int(sitting.id))
    half_type(qtbot, view)
    typed = take_draft(view.form)
    edit_the_first_deal(qtbot, view)
    assert view.form.soloist_box.currentText() == "Boris"
    # Tricks 7 instead of 6, and saved with Return.
    view.form.tricks_spin.setFocus()
    qtbot.keyClicks(focused(), "7")
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert main_window.controller.session.deals[0].to_json()["tricks"] == 7
    assert view.editing is None
    assert take_draft(view.form) == typed
    edit_the_first_deal(qtbot, view)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert take_draft(view.form) == typed
    edit_the_first_deal(qtbot, view)
    main_window.close()
    assert read_draft(settings.get(keys.form_draft(int(sitting.id)))) == typed


def test_ctrl_z_in_a_cleared_text_field_reaches_the_sitting(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """Typed under X11 in an Oklahoma sitting: the form cleared leaves the keyboard in
    the upcard, a text field; its clear() was a step of the field's own undo, which
    Ctrl+Z took first. After Escape, Ctrl+Z put back the upcard alone (the knocker and
    his deadwood stayed cleared; the whole card moved the keyboard on to Аня's button);
    after Return, it put the entered deal's upcard in the field instead of taking the
    deal back."""
    from tests.desktop.budget_keys import CountingKeys

    sitting = store.create_sitting("gin", ["Аня", "Боря"], {"variant": "oklahoma"})
    view = opened(qtbot, main_window, int(sitting.id))
    form = view.form
    keys = CountingKeys(qtbot)
    keys.type("ТЧБ7")  # the ace of hearts, Боря's knock with 7
    typed = take_draft(form)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert focused() is form.upcard_edit
    assert form.upcard() is None
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert take_draft(form) == typed
    assert (form.upcard(), form.player(), form.deadwood_spin.value()) == ("AH", "Боря", 7)
    assert focused() is form.deadwood_spin
    # Finished and entered: 1 is above the ace's knock limit, so a gin for 0 instead.
    form.deadwood_spin.selectAll()
    keys.type("0")
    keys.press(Qt.Key.Key_Tab)
    keys.type("30")
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        keys.press(Qt.Key.Key_Return)
    deals = main_window.controller.session.deals
    assert [deal.to_json()["upcard"] for deal in deals] == ["AH"]
    assert focused() is form.upcard_edit
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert main_window.controller.session.deals == ()
    assert form.upcard_edit.text() == ""
