"""Gin from the cards, through the real widgets (issue 18): the picker typed and clicked,
the form filled from rules/, the deal recorded with its cards, a refused duplicate shown
beside the hand, a hand-changed field dropping the cards, the breakdown naming the cards,
and export → import keeping them.

The hands (worked by hand, gin-family.md "Gin"): A holds A♠ 2♠ 3♠ · 7♣ 7♦ 7♥ · 9♣ 10♣
J♣ and 4♦ (deadwood 4); B holds 4♠ 5♥ 6♥ 8♦ 9♦ K♣ K♦ Q♥ 2♣ 3♥, no meld, and lays 4♠ off
on A's spade run: 67 − 4 = 63 left; A's knock scores 63 − 4 = 59.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from desktop.widgets.card_picker import CardPicker
from rules.cards import Card, Suit
from tests.desktop.keyboard import type_unicode
from tests.desktop.views_support import open_sitting, shown, stored_deals, type_number

KNOCKER = "AS 2S 3S 7H 7D 7C 9C 10C JC 4D"
OPPONENT = "4s 5♥ 6Ч 8D 9D KC KD QH 2C 3H"  # lower case, a sign and a Russian suit
CARDS = {
    "A": ["AS", "2S", "3S", "7H", "7D", "7C", "9C", "10C", "JC", "4D"],
    "B": ["4S", "5H", "6H", "8D", "9D", "KC", "KD", "QH", "2C", "3H"],
}


def open_picker(qtbot: Any, view: Any) -> CardPicker[Any]:
    qtbot.mouseClick(view.form.deal_cards.button, Qt.MouseButton.LeftButton)
    picker = view.form.deal_cards.picker
    assert isinstance(picker, CardPicker)
    qtbot.waitExposed(picker)
    return picker


def type_hands(qtbot: Any, picker: CardPicker[Any], hands: dict[str, str]) -> None:
    """Type each hand into its field, key by key (suit signs and Cyrillic too)."""
    for key, text in hands.items():
        picker.edits[key].setFocus()
        type_unicode(picker.edits[key], text)


def gin_view(qtbot: Any, store: Any) -> Any:
    from desktop.games.gin.view import make_view

    return shown(qtbot, make_view(open_sitting(store, "gin", ["A", "B"], {})))


def test_typing_both_hands_fills_the_form_and_records_the_cards(qtbot: Any, store: Any) -> None:
    view = gin_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": KNOCKER, "B": OPPONENT})
    picker.accept()
    assert not picker.isVisible()
    form = view.form
    assert form.kind() == "knock" and form.player() == "A"
    assert form.deadwood_spin.value() == 4 and form.opponent_spin.value() == 63
    assert "From the cards" in form.deal_cards.note.text()
    assert view.submit()
    deal = stored_deals(view)[0]
    assert deal == {
        "type": "knock",
        "player": "A",
        "deadwood": 4,
        "opponent_deadwood": 63,
        "cards": CARDS,
    }
    assert view.controller.scored.totals == {"A": 59, "B": 0}
    # The next deal's picker starts empty.
    assert not any(open_picker(qtbot, view).typed().values())
    view.form.deal_cards.picker.reject()
    # The breakdown names the cards behind the knock: melds, deadwood, lay-off.
    view.select_deal(1)
    reasons = [view.breakdown_model.text(row, view.breakdown_model.reason_column)
               for row in range(view.breakdown_model.rowCount())]  # fmt: skip
    text = "\n".join(reasons)
    assert "A♠ 2♠ 3♠" in text and "4♦ (4)" in text
    assert "laid off 4♠" in text and "(63)" in text


def test_cards_taken_are_greyed_and_a_duplicate_is_refused_beside_the_hand(
    qtbot: Any, store: Any
) -> None:
    view = gin_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": KNOCKER})
    picker.select("B")
    grid = picker.grids.currentWidget()
    ace = grid.buttons[Card("A", Suit.SPADES)]
    assert not ace.isEnabled()  # A holds it
    qtbot.mouseClick(ace, Qt.MouseButton.LeftButton)
    assert picker.edits["B"].text() == ""
    # A free card is clicked in, and out again.
    king = grid.buttons[Card("K", Suit.HEARTS)]
    qtbot.mouseClick(king, Qt.MouseButton.LeftButton)
    assert picker.edits["B"].text() == "KH" and king.isChecked()
    qtbot.mouseClick(king, Qt.MouseButton.LeftButton)
    assert picker.edits["B"].text() == "" and not king.isChecked()
    # Typed anyway, the duplicate is refused beside B's hand, naming B and the card.
    typed = "AS 5H 6H 8D 9D KC KD QH 2C 3H"
    type_hands(qtbot, picker, {"B": typed})
    picker.accept()
    assert picker.isVisible()
    refusal = picker.refusals["B"]
    assert refusal.isVisible()
    assert "B" in refusal.text() and "AS" in refusal.text()
    assert picker.edits["B"].text() == typed
    assert view.form.deadwood_spin.value() == 0  # nothing filled


def test_a_field_changed_by_hand_drops_the_cards(qtbot: Any, store: Any) -> None:
    view = gin_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": KNOCKER, "B": OPPONENT})
    picker.accept()
    type_number(qtbot, view.form.opponent_spin, 60)
    assert "dropped" in view.form.deal_cards.note.text()
    assert view.submit()
    assert "cards" not in stored_deals(view)[0]


def test_editing_a_deal_keeps_its_cards(qtbot: Any, store: Any) -> None:
    view = gin_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": KNOCKER, "B": OPPONENT})
    picker.accept()
    assert view.submit()
    view.select_deal(1)
    view.edit_selected()
    assert view.form.deal_cards.cards == CARDS
    assert view.submit()
    assert stored_deals(view)[0]["cards"] == CARDS
    # Reopened, the picker offers the stored cards.
    view.select_deal(1)
    view.edit_selected()
    picker = open_picker(qtbot, view)
    assert picker.edits["A"].text() == " ".join(CARDS["A"])


def test_export_then_import_keeps_the_cards(
    qtbot: Any, main_window: Any, store: Any, tmp_path: Path
) -> None:
    sitting = store.create_sitting("gin", ["A", "B"], {}).id
    main_window.open_sitting(int(sitting))
    view = main_window.view.widget()
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": KNOCKER, "B": OPPONENT})
    picker.accept()
    assert view.submit()
    path = tmp_path / "gin.json"
    assert main_window.files.export_sitting(int(sitting), str(path))
    assert '"cards"' in path.read_text(encoding="utf-8")
    imported = main_window.files.import_session_file(str(path))
    assert imported is not None and imported != int(sitting)
    assert store.load(imported).session.deals[0].to_json()["cards"] == CARDS


def test_the_picker_speaks_russian(qtbot: Any, store: Any) -> None:
    """In the Russian UI the action, the picker and a refusal beside a hand are Russian."""
    from tests.desktop.views_support import ui_in

    with ui_in("ru"):
        view = gin_view(qtbot, store)
        assert view.form.deal_cards.button.text() == "По картам…"
        picker = open_picker(qtbot, view)
        assert picker.windowTitle() == "Сдача по картам"
        type_hands(qtbot, picker, {"A": KNOCKER, "B": "AS 5H 6H 8D 9D KC KD QH 2C 3H"})
        picker.accept()
        text = picker.refusals["B"].text()
        assert "AS" in text and "колод" in text, text


def test_oklahoma_reads_the_upcard_from_the_form(qtbot: Any, store: Any) -> None:
    """Oklahoma: without the upcard the picker says it is missing; with 10♥ typed first
    (knock limit 10, not doubled) the knock is A's 59 as above; the cards typed in a
    cancelled picker are offered again."""
    from desktop.games.gin.view import make_view

    controller = open_sitting(store, "gin", ["A", "B"], {"variant": "oklahoma"})
    view = shown(qtbot, make_view(controller))
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": KNOCKER, "B": OPPONENT})
    picker.accept()
    assert picker.general.isVisible() and "upcard" in picker.general.text()
    picker.reject()
    type_unicode(view.form.upcard_edit, "10Ч")
    picker = open_picker(qtbot, view)
    assert picker.edits["B"].text() == OPPONENT
    picker.accept()
    assert not picker.isVisible()
    assert view.submit()
    deal = stored_deals(view)[0]
    assert deal["upcard"] == "10H" and deal["opponent_deadwood"] == 63
    assert deal["cards"] == CARDS
    view.select_deal(1)
    assert "from the cards" in view.breakdown_title.text()


def test_the_keyboard_alone_fills_the_deal(qtbot: Any, store: Any) -> None:
    """Type A's hand, Tab, type B's hand, Return: the picker closes and the form holds
    the knock (no mouse after the button). The keys go to the picker's focus widget (an
    offscreen test cannot count on the window system activating the dialog)."""
    view = gin_view(qtbot, store)
    picker = open_picker(qtbot, view)
    picker.edits["A"].setFocus()
    type_unicode(picker.focusWidget(), KNOCKER)
    qtbot.keyClick(picker.focusWidget(), Qt.Key.Key_Tab)
    assert picker.focusWidget() is picker.edits["B"]
    type_unicode(picker.focusWidget(), OPPONENT)
    assert picker.current == "B"  # B's grid shows as B's hand is typed
    qtbot.keyClick(picker.focusWidget(), Qt.Key.Key_Return)
    assert not picker.isVisible()
    assert view.form.opponent_spin.value() == 63


def test_oklahoma_takes_an_upcard_a_hand_holds(qtbot: Any, store: Any) -> None:
    """Issue 30: the first upcard is taken in play, so the picker takes hands holding it —
    9♠ in the opponent's hand (the issue's deal), then A♠ in the knocker's: A knocks with
    1 against 38 under a spade, (38 − 1) × 2 = 74; a card in both hands is still refused
    beside the opponent's hand."""
    from desktop.games.gin.view import make_view

    knocker, opponent = "5H 6H 7H 8S 8C 8D 2S 2C 2D AS", "8H 9H KD KS KC QD JD 4C 5C 9S"
    controller = open_sitting(store, "gin", ["A", "B"], {"variant": "oklahoma", "target": 500})
    view = shown(qtbot, make_view(controller))
    for number, upcard in enumerate(("9S", "AS"), start=1):
        type_unicode(view.form.upcard_edit, upcard)
        picker = open_picker(qtbot, view)
        type_hands(qtbot, picker, {"A": knocker, "B": opponent})
        picker.accept()
        assert not picker.isVisible(), picker.general.text()
        assert view.submit()
        deal = stored_deals(view)[number - 1]
        assert deal["upcard"] == upcard and deal["cards"]["B"][-1] == "9S"
        assert (deal["deadwood"], deal["opponent_deadwood"]) == (1, 38)
        assert view.controller.scored.totals == {"A": 74 * number, "B": 0}
    type_unicode(view.form.upcard_edit, "9S")
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {"A": knocker, "B": opponent.replace("4C", "AS")})
    picker.accept()
    assert picker.isVisible()
    assert "AS" in picker.refusals["B"].text() and picker.refusals["B"].isVisible()
    picker.reject()
