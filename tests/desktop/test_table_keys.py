"""No key that records the wrong deal (issue 25, items 1–5, 7, 8), typed key by key
through the real widgets: the first name has the keyboard after Ctrl+N; Up and Down move
between players and never change a combo; a number past a field's top is shown and
refused beside the field; the wheel scrolls the form unless a field was clicked; every
focus move and every refusal is in sight; letters work in both keyboard layouts;
Oklahoma's upcard moves on to the knocker.

And the keystroke budgets of issue 25: an Oklahoma knock with its upcard in at most 8
keys; a Three Bugs contract with a defender's revoke in at most 10; 7♦ with honours 6 and
a crown in at most 12; a Rummy deal in its digits, one key a field move and Return.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.sitting.field_keys import other_layout
from desktop.widgets.mnemonics import mnemonic_of
from tests.desktop.budget_keys import CountingKeys, active, entered
from tests.desktop.keyboard import (
    focused,
    separate_keystrokes,  # noqa: F401 (autouse)
    type_unicode,
)
from tests.desktop.views_support import open_sitting, ui_in

RETURN = Qt.Key.Key_Return
TAB = Qt.Key.Key_Tab
DOWN = Qt.Key.Key_Down
UP = Qt.Key.Key_Up
ALT = Qt.KeyboardModifier.AltModifier


def alt(qtbot: Any, keys: CountingKeys, key: Qt.Key) -> None:
    """Alt+``key`` (a mnemonic), counted as one key."""
    qtbot.keyClick(focused(), key, ALT)
    keys.count += 1


def in_sight(view: Any, widget: QWidget) -> bool:
    """Whether all of ``widget`` is inside the form's scrolled viewport."""
    viewport = view.form_scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return bool(
        viewport.rect().contains(top_left)
        and viewport.rect().contains(top_left + QPoint(widget.width() - 1, widget.height() - 1))
    )


# -- the layouts --------------------------------------------------------------------------


def test_the_other_layout_of_a_key() -> None:
    """The same key in the US and the Russian ЙЦУКЕН layouts, both ways, case kept."""
    assert other_layout("f") == "а"
    assert other_layout("F") == "А"
    assert other_layout(",") == "б"
    assert other_layout("д") == "l"
    assert other_layout("1") == ""


# -- Ctrl+N ------------------------------------------------------------------------------


def test_the_new_sitting_dialog_opens_on_the_first_name(qtbot: Any, store: Any) -> None:
    """Item 1: the first name typed at once is a name, and the game stays Three Bugs
    («Сергей» used to choose Стуколка by its С)."""
    from desktop.shell.new_sitting import NewSittingDialog

    dialog = NewSittingDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    game = dialog.game()
    assert focused() is dialog.seat_edits[0]
    type_unicode(focused(), "Сергей")
    assert dialog.seat_edits[0].text() == "Сергей"
    assert dialog.game() == game


# -- Three Bugs --------------------------------------------------------------------------


def test_down_in_the_fault_column_moves_to_the_next_player(qtbot: Any, view: Any) -> None:
    """Item 2: Alt+U, Down reaches Boris's fault and records no revoke for Anna; Up at
    the top and Down at the bottom change nothing; Down in the deal-kind box does not
    change the kind."""
    form = view.form
    assert focused() is form.kind_box
    qtbot.keyClick(focused(), DOWN)
    assert form.kind() == "contract"
    qtbot.keyClick(focused(), Qt.Key.Key_U, ALT)
    assert focused() is form.rows["Anna"].fault
    qtbot.keyClick(focused(), UP)
    assert focused() is form.rows["Anna"].fault
    for player in ("Boris", "Vera", "Gleb", "Gleb"):
        qtbot.keyClick(focused(), DOWN)
        assert focused() is form.rows[player].fault
    assert [row.fault.currentIndex() for row in form.rows.values()] == [0, 0, 0, 0]


def test_a_number_past_the_top_is_shown_and_refused_beside_the_field(qtbot: Any, view: Any) -> None:
    """Item 3: 14 typed in Tricks stays 14 (it was cut to 1) and Return refuses it
    beside the tricks; nothing is written."""
    form = view.form
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("V7h14")
    assert form.tricks_spin.text() == "14"
    keys.press(TAB)
    keys.type("4")
    keys.press(RETURN)
    assert view.controller.session.deals == ()
    shown = form.violations.shown()
    assert list(shown) == ["tricks"], shown
    assert "14" in shown["tricks"] or "13" in shown["tricks"]


def test_the_wheel_scrolls_the_form_unless_the_field_was_clicked(
    qtbot: Any, controller: Any
) -> None:
    """Item 4: a wheel turn over Gleb's fault scrolls the form (on a view too low for
    the whole form) and leaves the fault; once the field is clicked, the wheel is the
    field's."""
    from desktop.games.three_bugs.view import make_view

    view = active(qtbot, make_view(controller), 1280, 460)
    fault = view.form.rows["Gleb"].fault
    bar = view.form_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the form must scroll for this test"
    qtbot.wait(50)
    bar.setValue(bar.maximum())

    def wheel(widget: QWidget, notches: int) -> None:
        centre = QPointF(widget.width() / 2, widget.height() / 2)
        event = QWheelEvent(
            centre,
            QPointF(widget.mapToGlobal(centre.toPoint())),
            QPoint(0, 0),
            QPoint(0, -120 * notches),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)

    before = bar.value()
    wheel(fault, -2)
    assert fault.currentIndex() == 0
    assert bar.value() < before
    qtbot.mouseClick(fault, Qt.MouseButton.LeftButton)
    if fault.view().isVisible():
        fault.hidePopup()
    assert fault.hasFocus()
    wheel(fault, 1)
    assert fault.currentIndex() != 0


def test_every_focus_move_and_every_refusal_is_in_sight(qtbot: Any, controller: Any) -> None:
    """Item 5: on a low form, Alt+U brings the faults into sight, Down keeps the next one
    there, and a bad crown refused on Return is scrolled to though the keyboard is at
    the top of the form."""
    from desktop.games.three_bugs.view import make_view

    view = active(qtbot, make_view(controller), 1280, 480)
    form = view.form
    bar = view.form_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the form must scroll for this test"
    qtbot.keyClick(focused(), Qt.Key.Key_U, ALT)
    assert in_sight(view, form.rows["Anna"].fault)
    for player in ("Boris", "Vera", "Gleb"):
        qtbot.keyClick(focused(), DOWN)
        assert in_sight(view, form.rows[player].fault), player
    qtbot.keyClick(focused(), Qt.Key.Key_R, ALT)
    for _ in range(3):
        qtbot.keyClick(focused(), DOWN)
    assert focused() is form.rows["Gleb"].crowns
    qtbot.keyClicks(focused(), "x9")
    form.kind_box.setFocus()
    bar.setValue(0)
    qtbot.keyClick(form.level_spin, Qt.Key.Key_7)
    qtbot.keyClick(form.level_spin, Qt.Key.Key_H)
    qtbot.keyClick(focused(), RETURN)
    assert view.controller.session.deals == ()
    labels = [
        label
        for label in view.form_box.fields.findChildren(type(form.general_violation))
        if label.isVisibleTo(view.form_box.fields) and label.text()
    ]
    assert labels, form.violations.shown()
    assert any(in_sight(view, label) for label in labels)


def test_deal_kinds_and_initials_in_the_other_layout(qtbot: Any, view: Any) -> None:
    """Item 7: in English with the Russian layout on, ь (the m key) is a misdeal and
    ф (a) an all pass; м (v) chooses Vera as soloist."""
    form = view.form
    type_unicode(focused(), "ь")
    assert form.kind() == "misdeal"
    type_unicode(focused(), "ф")
    assert form.kind() == "all-pass"
    form.kind_box.setCurrentIndex(0)
    qtbot.keyClick(focused(), TAB)
    assert focused() is form.soloist_box
    type_unicode(focused(), "м")
    assert form.soloist_box.currentText() == "Vera"


def test_russian_deal_kinds_from_the_latin_letters(qtbot: Any, store: Any) -> None:
    """Item 7: in the Russian interface the Latin a, m and c (the English initials) and
    the Latin keys of the Russian ones (h: Р, «Распасовка») choose the deal kind."""
    from desktop.games.three_bugs.view import make_view

    with ui_in("ru"):
        controller = open_sitting(store, "three-bugs", ["Аня", "Боря", "Вера", "Глеб"], {})
        view = active(qtbot, make_view(controller), 1280, 800)
        form = view.form
        assert focused() is form.kind_box
        for letter, kind in (("m", "misdeal"), ("a", "all-pass"), ("c", "contract")):
            qtbot.keyClicks(focused(), letter)
            assert form.kind() == kind, letter
        qtbot.keyClicks(focused(), "h")
        assert form.kind() == "all-pass"
        form.kind_box.setCurrentIndex(0)
        qtbot.keyClick(focused(), TAB)
        qtbot.keyClicks(focused(), ",")  # the Б key
        assert form.soloist_box.currentText() == "Боря"


@pytest.mark.parametrize(
    ("language", "strain", "crown", "contract", "suit"),
    [("ru", "р", "ы", "7H", "S"), ("ru", "в", "с", "7D", "C"), ("en", "x", "g", "7H", "S"),
     ("en", "h", "n", "7H", "C")],
)  # fmt: skip
def test_a_strain_and_a_crown_typed_in_the_other_layout(
    qtbot: Any, store: Any, language: str, strain: str, crown: str, contract: str, suit: str
) -> None:
    """Typed at the table in the Russian interface with the Russian layout on, as the
    hint "7h" says: Tab V 7 р 7 Tab 4 left «р» unread, the level took the tricks (77)
    and every field after it was off by one. The strain's and the crown's letters are
    read in either layout (р is the H key, ы the S key; x is the Ч key, g the П key, n
    the Т key), a letter that names a suit as typed keeping its meaning."""
    from desktop.games.three_bugs.view import make_view

    with ui_in(language):
        controller = open_sitting(store, "three-bugs", ["Anna", "Boris", "Vera", "Gleb"], {})
        view = active(qtbot, make_view(controller), 1280, 800)
        form = view.form
        keys = CountingKeys(qtbot)
        keys.press(TAB)
        keys.type(f"V7{strain}")
        assert focused() is form.tricks_spin
        keys.type("7")
        keys.press(TAB)
        keys.type("4")
        form.rows["Boris"].crowns.setFocus(Qt.FocusReason.ShortcutFocusReason)
        keys.type(f"{crown}4")
        deal = entered(qtbot, view, keys)
    assert deal["contract"] == contract
    assert deal["tricks"] == 7
    assert deal["crowns"] == [{"player": "Boris", "suit": suit, "length": 4}]


def test_a_contract_with_a_defenders_revoke_in_ten_keys(qtbot: Any, view: Any) -> None:
    """Tab V 7 h 7 Tab 4 (Vera's 7♥ made, honours 4), Alt+U r (Anna's revoke), Return:
    10 keys."""
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("V7h7")
    keys.press(TAB)
    keys.type("4")
    alt(qtbot, keys, Qt.Key.Key_U)
    keys.type("r")
    deal = entered(qtbot, view, keys)
    assert keys.count <= 10, keys.count
    assert deal == {"type": "contract", "dealer": "Anna", "soloist": "Vera", "contract": "7H",
                    "tricks": 7, "honours": 4,
                    "faults": [{"player": "Anna", "kind": "revoke"}]}  # fmt: skip


def test_seven_diamonds_with_honours_six_and_a_crown_in_twelve_keys(qtbot: Any, view: Any) -> None:
    """Tab V 7 d 7 Tab 6, Alt+R Down (Boris's crowns) h 4, Return: 12 keys."""
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("V7d7")
    keys.press(TAB)
    keys.type("6")
    alt(qtbot, keys, Qt.Key.Key_R)
    keys.press(DOWN)
    keys.type("h4")
    deal = entered(qtbot, view, keys)
    assert keys.count <= 12, keys.count
    assert deal == {"type": "contract", "dealer": "Anna", "soloist": "Vera", "contract": "7D",
                    "tricks": 7, "honours": 6,
                    "crowns": [{"player": "Boris", "suit": "H", "length": 4}]}  # fmt: skip


# -- Gin (Oklahoma) ----------------------------------------------------------------------


@pytest.fixture
def oklahoma(qtbot: Any, store: Any) -> Iterator[Any]:
    from desktop.games.gin.view import make_view

    controller = open_sitting(store, "gin", ["Аня", "Боря"], {"variant": "oklahoma"})
    yield active(qtbot, make_view(controller), 1280, 800)


def test_an_oklahoma_knock_with_its_upcard_in_eight_keys(qtbot: Any, oklahoma: Any) -> None:
    """Item 8: 6 H (the card whole: on to the knocker), Б 5 Tab 2 0 Return: 8 keys."""
    form = oklahoma.form
    assert focused() is form.upcard_edit
    keys = CountingKeys(qtbot)
    keys.type("6H")
    assert focused() is form.player_buttons["Аня"]
    keys.type("Б5")
    keys.press(TAB)
    keys.type("20")
    deal = entered(qtbot, oklahoma, keys)
    assert keys.count <= 8, keys.count
    assert dict(deal) == {"type": "knock", "player": "Боря", "deadwood": 5,
                          "opponent_deadwood": 20, "upcard": "6H"}  # fmt: skip


def test_tab_from_the_upcard_goes_to_the_knocker(qtbot: Any, oklahoma: Any) -> None:
    """Item 8: a ten typed as 10 then Tab (no suit yet typed on purpose) lands on the
    knocker's row, not on the outcome's; f (the А key in Latin) chooses Аня."""
    form = oklahoma.form
    qtbot.keyClicks(focused(), "10")
    assert focused() is form.upcard_edit
    qtbot.keyClick(focused(), TAB)
    assert focused() is form.player_buttons["Аня"]
    qtbot.keyClicks(focused(), ",")
    assert form.player() == "Боря"


@pytest.mark.parametrize(
    ("language", "typed", "upcard"),
    [("ru", "6р", "6H"), ("ru", "10ы", "10S"), ("ru", "йв", "QD"), ("en", "6x", "6H"),
     ("en", "lg", "QS")],
)  # fmt: skip
def test_an_upcard_typed_in_the_other_layout(
    qtbot: Any, store: Any, language: str, typed: str, upcard: str
) -> None:
    """Typed under X11 with the Russian layout on, as the hint «например 6H, 10S, QD»
    says: «10ы» (the S key) stayed "not a card yet" and the knocker's initial and his
    deadwood typed after it landed in the upcard. The same keys in the other layout are
    read as the card they name there (l g: «дп», the queen of spades), and the card
    whole moves on to the knocker."""
    from desktop.games.gin.view import make_view

    with ui_in(language):
        controller = open_sitting(store, "gin", ["Аня", "Боря"], {"variant": "oklahoma"})
        view = active(qtbot, make_view(controller), 1280, 800)
        form = view.form
        keys = CountingKeys(qtbot)
        keys.type(typed)
        assert focused() is form.player_buttons["Аня"]
        keys.type("Б")
        keys.type("0")
        keys.press(TAB)
        keys.type("20")
        deal = entered(qtbot, view, keys)
    assert deal["upcard"] == upcard
    assert deal["player"] == "Боря"


# -- Rummy -------------------------------------------------------------------------------


def test_a_rummy_deal_in_its_digits_a_key_a_field_and_return(qtbot: Any, store: Any) -> None:
    """Three players, six fields: 35 Tab 0 Tab 20 Tab 12 Tab Tab 8 Return: the digits
    (8), one key per field move (5, a field left at 0 by its Tab alone) and Return."""
    from desktop.games.rummy.view import make_view

    controller = open_sitting(store, "rummy", ["Аня", "Боря", "Вера"], {})
    view = active(qtbot, make_view(controller), 1280, 800)
    view.confirm_doubts = lambda doubts: True
    form = view.form
    assert focused() is form.melded_spins["Аня"]
    keys = CountingKeys(qtbot)
    typed = ["35", "0", "20", "12", "", "8"]
    for index, digits in enumerate(typed):
        if index:
            keys.press(TAB)
        keys.type(digits)
    deal = entered(qtbot, view, keys)
    digits = sum(len(d) for d in typed)
    assert keys.count == digits + (len(typed) - 1) + 1
    assert dict(deal["melded"]) == {"Аня": 35, "Боря": 20, "Вера": 0}
    assert dict(deal["in_hand"]) == {"Аня": 0, "Боря": 12, "Вера": 8}


@pytest.mark.parametrize("language", ["ru", "en"])
def test_a_rows_letter_chooses_nothing_after_the_keys_typed(
    qtbot: Any, store: Any, language: str
) -> None:
    """Typed under X11: Alt+К («Кто постучал») Б 5 Tab 2 0 showed Аня's knock, not
    Боря's: Qt's label clicked its buddy (Аня's button) a tenth of a second after the
    letter, over the initial typed at once. The row's letter only puts the keyboard on
    the row; the outcome row's letter likewise leaves «Ремик» typed after it chosen."""
    from desktop.games.gin.view import make_view

    with ui_in(language):
        controller = open_sitting(store, "gin", ["Аня", "Боря"], {})
        view = active(qtbot, make_view(controller), 1280, 800)
        form = view.form

        def letter_of(buddy: QWidget) -> Qt.Key:
            label = next(lb for lb in form.findChildren(QLabel) if lb.buddy() is buddy)
            letter = mnemonic_of(label.text())
            assert letter is not None
            return Qt.Key(ord(letter.upper()))

        knocker_letter = letter_of(form.player_buttons["Аня"])
        outcome_letter = letter_of(form.type_buttons["knock"])
        qtbot.keyClick(focused(), knocker_letter, ALT)
        assert focused() is form.player_buttons["Аня"]
        type_unicode(focused(), "Б")
        qtbot.keyClicks(focused(), "5")
        qtbot.keyClick(focused(), TAB)
        qtbot.keyClicks(focused(), "20")
        qtbot.wait(300)  # past Qt's animated click (100 ms)
        assert form.player_buttons["Боря"].isChecked()
        assert not form.player_buttons["Аня"].isChecked()
        with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
            qtbot.keyClick(focused(), RETURN)
        assert controller.session.deals[-1].to_json()["player"] == "Боря"
        qtbot.keyClick(focused(), outcome_letter, ALT)
        assert focused() is form.type_buttons["knock"]
        type_unicode(focused(), "р" if language == "ru" else "g")
        qtbot.wait(300)
        assert form.kind() == "gin"


def test_a_number_one_digit_past_a_large_top_stays_as_typed(qtbot: Any, store: Any) -> None:
    """Typed under X11: 9999 in a Rummy field of 0..340 became 999 (three digits were
    all a field took); 2500 for 250 would have been recorded as 250. A field takes one
    digit more than its top has, so the number stays as typed and is refused."""
    from desktop.games.rummy.view import make_view

    controller = open_sitting(store, "rummy", ["Аня", "Боря", "Вера"], {})
    view = active(qtbot, make_view(controller), 1280, 800)
    form = view.form
    field = form.melded_spins["Аня"]
    assert focused() is field
    qtbot.keyClicks(focused(), "2500")
    assert field.text() == "2500"
    qtbot.keyClick(focused(), RETURN)
    assert controller.session.deals == ()
    assert "2500" in " ".join(form.violations.shown().values())
    field.selectAll()
    qtbot.keyClicks(field, "99999")
    assert field.text() == "9999"
