"""Three Bugs from the cards, through the real widgets (issue 18).

The deal (three-bugs.md, "Honours", "Crowns"): Anna, soloist at 7♥, holds A K Q J 10 9 of
hearts, the other three aces and 2–5 of spades: honours A K Q J 10 of trumps and the
three other aces = 8; a crown in hearts of 6 (A down to 9); four aces. Boris holds K–6 of
spades and 2–6 of hearts (no ace: no crown), Vera the clubs but the ace and 7♥, Gleb the
diamonds but the ace and 8♥: K Q J in each, so no amurchik.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.games.three_bugs.from_cards import hand_key, talon_key
from rules.cards import FULL_PACK, Card, Suit
from rules.from_cards import answer
from tests.desktop.test_card_picker_gin import open_picker, type_hands
from tests.desktop.views_support import open_sitting, shown, stored_deals, type_number

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
HANDS = {
    "Anna": "AH KH QH JH 10H 9H AS AC AD 2S 3S 4S 5S",
    "Boris": "KS QS JS 10S 9S 8S 7S 6S 2H 3H 4H 5H 6H",
    "Vera": "К♣ Д♣ В♣ 10♣ 9♣ 8♣ 7♣ 6♣ 5♣ 4♣ 3♣ 2♣ 7♥",  # Russian ranks, suit signs
    "Gleb": "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D 8H",
}
TYPED = {hand_key(player): text for player, text in HANDS.items()}


def contract_view(qtbot: Any, store: Any) -> Any:
    """A Three Bugs view whose form holds Anna's 7♥ making 8 tricks."""
    from desktop.games.three_bugs.view import make_view

    view = shown(qtbot, make_view(open_sitting(store, "three-bugs", PLAYERS, {})))
    form = view.form
    form.soloist_box.setCurrentIndex(0)
    type_number(qtbot, form.level_spin, 7)
    form.strain_box.set_strain("H")
    type_number(qtbot, form.tricks_spin, 8)
    return view


def test_typing_four_hands_fills_honours_crowns_and_aces(qtbot: Any, store: Any) -> None:
    view = contract_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {**TYPED, talon_key("Anna"): "5S 4S"})
    picker.accept()
    assert not picker.isVisible()
    form = view.form
    assert form.honours_spin.value() == 8
    assert form.rows["Anna"].crowns.text() in ("♥6", "H6")
    assert form.rows["Anna"].aces.currentData() == 4
    assert form.tricks_spin.value() == 8 and form.level_spin.value() == 7
    assert view.submit()
    deal = stored_deals(view)[0]
    assert deal["honours"] == 8
    assert deal["crowns"] == [{"player": "Anna", "suit": "H", "length": 6}]
    assert deal["aces"] == [{"player": "Anna", "count": 4}]
    assert deal["cards"]["hands"]["Vera"][:3] == ["KC", "QC", "JC"]
    assert deal["cards"]["talon"] == {"Anna": ["5S", "4S"]}
    view.select_deal(1)
    model = view.breakdown_model
    reasons = [model.text(row, model.reason_column) for row in range(model.rowCount())]
    assert any(r.endswith("Anna holds A♥ K♥ Q♥ J♥ 10♥ 9♥") for r in reasons)  # the crown
    assert any("A♠ A♣ A♦" in r and "10♥" in r for r in reasons)  # the honours


def test_greyed_cards_and_the_talon_offers_only_its_hand(qtbot: Any, store: Any) -> None:
    view = contract_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, {hand_key("Anna"): HANDS["Anna"]})
    picker.select(hand_key("Boris"))
    buttons = picker.grids.currentWidget().buttons
    assert not buttons[Card("A", Suit.HEARTS)].isEnabled()
    assert buttons[Card("K", Suit.SPADES)].isEnabled()
    picker.select(talon_key("Anna"))
    buttons = picker.grids.currentWidget().buttons
    assert buttons[Card("5", Suit.SPADES)].isEnabled()
    assert not buttons[Card("K", Suit.SPADES)].isEnabled()


def test_a_duplicate_and_a_short_hand_are_refused_beside_the_hand(qtbot: Any, store: Any) -> None:
    view = contract_view(qtbot, store)
    picker = open_picker(qtbot, view)
    gleb = "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AH"  # Anna holds A♥
    type_hands(qtbot, picker, {**TYPED, hand_key("Gleb"): gleb})
    picker.accept()
    assert picker.isVisible()
    refusal = picker.refusals[hand_key("Gleb")]
    assert refusal.isVisible()
    assert "Gleb" in refusal.text() and "AH" in refusal.text() and "Anna" in refusal.text()
    assert picker.edits[hand_key("Gleb")].text() == gleb
    picker.edits[hand_key("Gleb")].setText(HANDS["Gleb"].removesuffix(" 8H"))
    picker.accept()
    assert picker.isVisible() and "12" in picker.refusals[hand_key("Gleb")].text()
    # Nothing filled from a refused picker: the honours are still unchosen.
    assert view.form.honours_spin.text() == "—"


def test_changing_the_contract_by_hand_drops_the_cards(qtbot: Any, store: Any) -> None:
    view = contract_view(qtbot, store)
    picker = open_picker(qtbot, view)
    type_hands(qtbot, picker, TYPED)
    picker.accept()
    assert view.form.deal_cards.cards is not None
    view.form.strain_box.set_strain("S")
    assert view.form.deal_cards.cards is None
    assert "dropped" in view.form.deal_cards.note.text()


def test_a_misdeal_has_no_cards_to_give(qtbot: Any, store: Any) -> None:
    view = contract_view(qtbot, store)
    form = view.form
    form.kind_box.setCurrentIndex(form.kind_box.findData("misdeal"))
    assert not form.deal_cards.button.isEnabled()


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(pack=st.permutations(FULL_PACK))
def test_any_deal_greys_exactly_the_cards_the_others_hold(
    qtbot: Any, store: Any, pack: list[Card]
) -> None:
    """Invariant over real deals (a shuffled pack dealt 13 each): in every hand's grid the
    cards it holds are checked, the cards the other hands hold are greyed, and nothing
    else is; and the rules accept the deal, filling the form with what they count."""
    view = contract_view(qtbot, store)
    picker = open_picker(qtbot, view)
    hands = {p: pack[13 * seat : 13 * seat + 13] for seat, p in enumerate(PLAYERS)}
    for player, cards in hands.items():
        picker.edits[hand_key(player)].setText(" ".join(card.sign for card in cards))
    for player, cards in hands.items():
        picker.select(hand_key(player))
        buttons = picker.grids.currentWidget().buttons
        own = set(cards)
        assert {c for c, b in buttons.items() if b.isChecked()} == own
        assert {c for c, b in buttons.items() if not b.isEnabled()} == set(pack) - own
    picker.accept()
    assert not picker.isVisible()
    expected = answer(
        {
            "game": "three-bugs",
            "contract": "7H",
            "soloist": "Anna",
            "hands": {p: [str(c) for c in cards] for p, cards in hands.items()},
        }
    )
    assert view.form.honours_spin.value() == expected["honours"]
    assert view.submit(), view.form.general_violation.text()
    stored = stored_deals(view)[-1]
    assert stored["cards"]["hands"] == {p: [str(c) for c in cs] for p, cs in hands.items()}


def test_three_players_give_the_dummy_s_hand_as_the_fourth(qtbot: Any, store: Any) -> None:
    """With a dummy (three-bugs.md, "Three with a dummy") Gleb's cards above are the
    dummy's: the picker asks for them as the dummy's, the count is the same (the dummy
    holds no crown, aces or amurchik here) and the record keeps them as "dummy"."""
    from desktop.games.three_bugs.from_cards import DUMMY
    from desktop.games.three_bugs.view import make_view

    trio = PLAYERS[:3]
    view = shown(qtbot, make_view(open_sitting(store, "three-bugs", trio, {"dummy": True})))
    form = view.form
    form.soloist_box.setCurrentIndex(0)  # Anna: the form never assumes a soloist
    type_number(qtbot, form.level_spin, 7)
    form.strain_box.set_strain("H")
    type_number(qtbot, form.tricks_spin, 8)
    picker = open_picker(qtbot, view)
    assert set(picker.edits) == {hand_key(h) for h in (*trio, DUMMY)} | {talon_key(p) for p in trio}
    typed = {hand_key(p): HANDS[p] for p in trio} | {hand_key(DUMMY): HANDS["Gleb"]}
    type_hands(qtbot, picker, typed)
    picker.accept()
    assert not picker.isVisible()
    assert form.honours_spin.value() == 8
    assert view.submit(), form.general_violation.text()
    cards = stored_deals(view)[0]["cards"]
    assert cards["dummy"][:2] == ["KD", "QD"] and set(cards["hands"]) == set(trio)
