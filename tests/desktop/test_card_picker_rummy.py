"""Rummy from the cards, through the real widgets (issue 18).

Values (gin-family.md, "Rummy": ace 1, two to ten as marked, pictures 10): Anna put down
A♠ 2♠ 3♠ 7♥ 7♦ 7♣ = 27 and kept nothing; Boris put down K♥ Q♥ J♥ = 30 and kept 5♣ 9♦ =
14; Vera put down nothing and kept K♣ K♦ 2♥ = 22. The deal: Anna +27, Boris +16,
Vera −22.
"""

from __future__ import annotations

from typing import Any

from desktop.games.rummy.from_cards import slot_key
from rules.cards import Card, Suit
from tests.desktop.test_card_picker_gin import open_picker, type_hands
from tests.desktop.views_support import open_sitting, shown, stored_deals, type_number

PLAYERS = ["Anna", "Boris", "Vera"]
TYPED = {
    slot_key("Anna", "melded"): "AS 2S 3S 7H 7D 7C",
    slot_key("Boris", "melded"): "кч дч вч",  # Russian ranks and suits, lower case
    slot_key("Boris", "in_hand"): "5C 9D",
    slot_key("Vera", "in_hand"): "KC KD 2H",
}


def rummy_view(qtbot: Any, store: Any, players: list[str]) -> Any:
    from desktop.games.rummy.view import make_view

    return shown(qtbot, make_view(open_sitting(store, "rummy", players, {})))


def test_typing_every_hand_fills_the_counts_and_records_the_cards(qtbot: Any, store: Any) -> None:
    view = rummy_view(qtbot, store, PLAYERS)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, TYPED)
    picker.accept()
    assert not picker.isVisible()
    form = view.form
    assert {p: form.melded_spins[p].value() for p in PLAYERS} == {
        "Anna": 27,
        "Boris": 30,
        "Vera": 0,
    }
    assert {p: form.in_hand_spins[p].value() for p in PLAYERS} == {
        "Anna": 0,
        "Boris": 14,
        "Vera": 22,
    }
    assert view.submit()
    deal = stored_deals(view)[0]
    assert deal["cards"] == {
        "Anna": {"melded": ["AS", "2S", "3S", "7H", "7D", "7C"], "in_hand": []},
        "Boris": {"melded": ["KH", "QH", "JH"], "in_hand": ["5C", "9D"]},
        "Vera": {"melded": [], "in_hand": ["KC", "KD", "2H"]},
    }
    assert view.controller.scored.totals == {"Anna": 27, "Boris": 16, "Vera": -22}
    view.select_deal(1)
    model = view.breakdown_model
    reasons = [model.text(row, model.reason_column) for row in range(model.rowCount())]
    assert any(reason.endswith(": K♥ Q♥ J♥") for reason in reasons)
    assert any(reason.endswith(": K♣ K♦ 2♥") for reason in reasons)


def test_a_card_held_twice_from_one_pack_is_refused_beside_the_hand(qtbot: Any, store: Any) -> None:
    view = rummy_view(qtbot, store, PLAYERS)
    picker = open_picker(qtbot, view)
    typed = {**TYPED, slot_key("Vera", "in_hand"): "KC KD 2S"}
    type_hands(qtbot, picker, typed)
    picker.accept()
    assert picker.isVisible()
    refusal = picker.refusals[slot_key("Vera", "in_hand")]
    assert refusal.isVisible() and "Vera" in refusal.text() and "2S" in refusal.text()
    assert picker.edits[slot_key("Vera", "in_hand")].text() == "KC KD 2S"


def test_two_packs_grey_a_card_only_when_both_are_held(qtbot: Any, store: Any) -> None:
    players = ["A", "B", "C", "D", "E"]  # five players: two packs (gin-family.md)
    view = rummy_view(qtbot, store, players)
    picker = open_picker(qtbot, view)
    ace = Card("A", Suit.SPADES)
    type_hands(qtbot, picker, {slot_key("A", "melded"): "AS"})
    assert picker.grid(slot_key("C", "melded")).buttons[ace].isEnabled()
    type_hands(qtbot, picker, {slot_key("B", "in_hand"): "AS"})
    assert not picker.grid(slot_key("C", "melded")).buttons[ace].isEnabled()
    assert picker.grid(slot_key("B", "in_hand")).buttons[ace].isChecked()


def test_a_count_changed_by_hand_drops_the_cards(qtbot: Any, store: Any) -> None:
    view = rummy_view(qtbot, store, PLAYERS)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, TYPED)
    picker.accept()
    type_number(qtbot, view.form.in_hand_spins["Vera"], 20)
    assert "dropped" in view.form.deal_cards.note.text()
    assert view.submit()
    assert "cards" not in stored_deals(view)[0]
