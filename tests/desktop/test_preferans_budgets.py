"""Preferans at the table (issue 29): deals typed key by key through the real widgets,
the keys counted against the issue's budgets, the recorded deal checked.

Budgets: a made contract with two whisters in at most 10 keys, a passed-out contract in
at most 6, raspasy for three in at most 8, a misère in at most 5. The declarer and the
defenders' words start unchosen each deal; the dealer is proposed (and sits out with
four); the third player's tricks are filled in when two are typed (preferans.md §1, §4,
§13).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.games.preferans.view import make_view
from desktop.sitting.sitting_view import SittingView
from tests.desktop.budget_keys import CountingKeys, active, entered
from tests.desktop.keyboard import focused
from tests.desktop.views_support import open_sitting

RETURN = Qt.Key.Key_Return
TAB = Qt.Key.Key_Tab
BACKTAB = Qt.Key.Key_Backtab
PLAYERS = ["Аня", "Боря", "Вера"]


@pytest.fixture
def three(qtbot: Any, store: Any) -> Iterator[SittingView]:
    controller = open_sitting(store, "preferans", PLAYERS, {"convention": "sochi"})
    yield active(qtbot, make_view(controller), 1366, 728)


@pytest.fixture
def four(qtbot: Any, store: Any) -> Iterator[SittingView]:
    players = [*PLAYERS, "Глеб"]
    controller = open_sitting(store, "preferans", players, {"convention": "leningrad"})
    yield active(qtbot, make_view(controller), 1366, 728)


def test_a_made_contract_with_two_whisters_in_ten_keys(qtbot: Any, three: SittingView) -> None:
    """Б 6 1 в в 7 Tab 3 Return: Боря's six spades, Вера (first defender) and Аня whist,
    tricks 7, 3 and Аня's 0 filled in: 9 keys (§11, deal 1). The next deal starts on the
    declarer again, nobody chosen, and every word unchosen."""
    keys = CountingKeys(qtbot)
    keys.type("Б61вв7")
    keys.press(TAB)
    keys.type("3")
    deal = entered(qtbot, three, keys)
    assert keys.count <= 10
    assert keys.count == 9
    assert dict(deal) == {
        "type": "contract", "dealer": "Аня", "declarer": "Боря", "contract": "6S",
        "defenders": {"Вера": "whist", "Аня": "whist"},
        "tricks": {"Боря": 7, "Вера": 3, "Аня": 0},
    }  # fmt: skip
    form = three.form
    assert form.declarer_row.value() is None
    assert [row.value() for row in form.role_rows] == [None, None]
    assert form.level_row.value() is None and form.strain_row.value() is None
    assert focused() is form.declarer_row.buttons["Аня"]
    # The next dealer is proposed: the next seat clockwise.
    assert form.dealer() == "Боря"


def test_a_passed_out_contract_in_six_keys(qtbot: Any, three: SittingView) -> None:
    """В 7 1 п п Return: Вера's seven spades, both pass: 6 keys, no tricks (§4.1)."""
    keys = CountingKeys(qtbot)
    keys.type("В71пп")
    deal = entered(qtbot, three, keys)
    assert keys.count <= 6
    assert dict(deal) == {
        "type": "contract", "dealer": "Аня", "declarer": "Вера", "contract": "7S",
        "defenders": {"Аня": "pass", "Боря": "pass"},
    }  # fmt: skip


def test_raspasy_for_three_in_eight_keys(qtbot: Any, three: SittingView) -> None:
    """Shift+Tab р 0 Tab 4 Return: raspasy, Аня 0, Боря 4, Вера's 6 filled in: 6 keys
    (§11, deal 4)."""
    keys = CountingKeys(qtbot)
    keys.press(BACKTAB)
    keys.type("р0")
    keys.press(TAB)
    keys.type("4")
    deal = entered(qtbot, three, keys)
    assert keys.count <= 8
    assert dict(deal) == {
        "type": "raspasy", "dealer": "Аня", "tricks": {"Аня": 0, "Боря": 4, "Вера": 6}
    }  # fmt: skip
    # The next deal is a contract again, on the declarer.
    assert three.form.kind() == "contract"
    assert focused() is three.form.declarer_row.buttons["Аня"]


def test_a_misere_in_five_keys(qtbot: Any, three: SittingView) -> None:
    """Shift+Tab м Б 0 Return: Боря's misère, no trick: 5 keys (§11, deal 6)."""
    keys = CountingKeys(qtbot)
    keys.press(BACKTAB)
    keys.type("мБ0")
    deal = entered(qtbot, three, keys)
    assert keys.count <= 5
    assert dict(deal) == {
        "type": "misere", "dealer": "Аня", "declarer": "Боря", "tricks": {"Боря": 0}
    }  # fmt: skip


def test_a_caught_misere_and_the_defenders_follow_the_declarer(
    qtbot: Any, three: SittingView
) -> None:
    """Shift+Tab м В 2 Return: Вера's misère caught with 2 tricks (the declarer's field
    takes the keyboard as soon as he is chosen). For a contract the defenders' rows are
    named after the declarer is chosen: Аня first, Вера second after Боря."""
    keys = CountingKeys(qtbot)
    keys.press(BACKTAB)
    keys.type("мВ2")
    deal = entered(qtbot, three, keys)
    assert keys.count == 5
    assert deal["tricks"] == {"Вера": 2}
    form = three.form
    keys.type("Б")
    assert [t.text() for t in form.role_titles] == ["Вера (first):", "Аня (second):"]


def test_the_latin_keys_work_as_well(qtbot: Any, three: SittingView) -> None:
    """A Latin layout: the level 0 for 10, the strain n (no trumps), whist w, pass p."""
    keys = CountingKeys(qtbot)
    keys.type("А0nwp10")
    deal = entered(qtbot, three, keys)
    assert deal["contract"] == "10NT"
    assert deal["defenders"] == {"Боря": "whist", "Вера": "pass"}
    assert deal["tricks"] == {"Аня": 10, "Боря": 0, "Вера": 0}


def test_a_half_whist_only_for_the_second_defender_after_a_pass(
    qtbot: Any, three: SittingView
) -> None:
    """Вера 6♦: Аня passes and Боря says half-whist (§5.9): В 6 3 п л Return."""
    form = three.form
    keys = CountingKeys(qtbot)
    keys.type("В63")
    assert not form.role_rows[0].buttons["half-whist"].isEnabled()
    keys.type("п")
    assert form.role_rows[1].buttons["half-whist"].isEnabled()
    keys.type("л")
    deal = entered(qtbot, three, keys)
    assert keys.count == 6
    assert deal["defenders"] == {"Аня": "pass", "Боря": "half-whist"}
    assert "tricks" not in deal


def test_with_four_the_dealer_sits_out(qtbot: Any, four: SittingView) -> None:
    """The proposed dealer, Аня, cannot declare; Боря's six: Вера first, Глеб second;
    the tricks of the three active players only, Глеб's filled in (§1.3, §12)."""
    form = four.form
    assert form.dealer() == "Аня"
    assert not form.declarer_row.buttons["Аня"].isEnabled()
    assert not form.trick_spins["Аня"].isEnabled()
    keys = CountingKeys(qtbot)
    keys.type("Б61вп5")
    keys.press(TAB)
    keys.type("4")
    deal = entered(qtbot, four, keys)
    assert keys.count == 9
    assert deal["defenders"] == {"Вера": "whist", "Глеб": "pass"}
    assert deal["tricks"] == {"Боря": 5, "Вера": 4, "Глеб": 1}
    assert form.dealer() == "Боря"
    assert not form.declarer_row.buttons["Боря"].isEnabled()


def test_a_refusal_stays_beside_its_field_and_the_input_is_kept(
    qtbot: Any, three: SittingView
) -> None:
    """Tricks that do not sum to 10 are refused by the engine beside the tricks; nothing
    is written and what was typed stays. Without a declarer: beside the declarer."""
    form = three.form
    keys = CountingKeys(qtbot)
    keys.press(RETURN)
    assert form.violations.text("declarer")
    keys.type("Б61вв7")
    keys.press(TAB)
    keys.type("3")
    form.trick_spins["Аня"].setValue(2)
    keys.press(RETURN)
    assert three.controller.session.deals == ()
    assert form.violations.text("tricks")
    assert form.declarer_row.value() == "Боря"
    assert form.trick_spins["Боря"].value() == 7


def test_a_correction_and_its_edit(qtbot: Any, three: SittingView) -> None:
    """A correction typed in its fields is written verbatim; loaded back for editing it
    shows the same amounts."""
    form = three.form
    keys = CountingKeys(qtbot)
    keys.press(BACKTAB)
    keys.type("п")
    assert focused() is form.correction.pool_spins["Аня"]
    keys.press(TAB)
    keys.type("4")
    form.correction.note_edit.setText("штраф")
    deal = entered(qtbot, three, keys)
    assert dict(deal) == {"type": "correction", "gora": {"Аня": 4}, "note": "штраф"}
    three.select_deal(1)
    three.edit_selected()
    assert form.kind() == "correction"
    assert form.correction.gora_spins["Аня"].value() == 4


def test_on_a_low_window_the_field_with_the_keyboard_stays_in_sight(
    qtbot: Any, three: SittingView
) -> None:
    """The form scrolls in a low window; after a deal typed down to its tricks, the next
    deal's first field (the declarer, at the top) is scrolled back into sight."""
    three.resize(900, 420)
    qtbot.wait(50)
    keys = CountingKeys(qtbot)
    keys.type("Б61вв7")
    keys.press(TAB)
    keys.type("3")
    entered(qtbot, three, keys)
    scroll = three.form_scroll
    button = three.form.declarer_row.buttons["Аня"]
    assert focused() is button
    top = button.mapTo(scroll.viewport(), button.rect().topLeft()).y()
    assert 0 <= top <= scroll.viewport().height() - button.height()


def test_a_concession_without_three(qtbot: Any, three: SittingView) -> None:
    """Shift+Tab б В 7 4 Return: Вера gives up her 7♥ without three (§5.11)."""
    keys = CountingKeys(qtbot)
    keys.press(BACKTAB)
    keys.type("бВ74")
    deal = entered(qtbot, three, keys)
    assert keys.count == 6
    assert dict(deal) == {"type": "concede", "dealer": "Аня", "declarer": "Вера",
                          "contract": "7H"}  # fmt: skip


def test_by_light_asks_whether_the_lone_whist_was_open(qtbot: Any, store: Any) -> None:
    """Under lone_whister_tricks by-light a lone whister's deal says light or dark
    (§5.6): the box comes after the words, Space ticks it; with the talon prize the
    talon's tricks are typed last."""
    options = {"lone_whister_tricks": "by-light", "talon_prize": True,
               "whist_style": "gentleman", "responsibility": "half"}  # fmt: skip
    view = active(qtbot, make_view(open_sitting(store, "preferans", PLAYERS, options)), 1366, 728)
    form = view.form
    keys = CountingKeys(qtbot)
    keys.type("Б61вп")
    assert focused() is form.open_check
    keys.press(Qt.Key.Key_Space, TAB)
    keys.type("7")
    keys.press(TAB)
    keys.type("2")
    keys.press(TAB, TAB)
    assert focused() is form.talon_spin
    keys.type("1")
    deal = entered(qtbot, view, keys)
    assert deal["open"] is True
    assert deal["tricks"] == {"Боря": 7, "Вера": 2, "Аня": 1}
    assert deal["talon_tricks"] == 1
