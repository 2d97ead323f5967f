"""Gin, Rummy and Stukolka at the table (issue 19): deals typed key by key through the
real widgets, the keys counted, the recorded deal checked; radio rows that start
unchosen each deal and are chosen by the keyboard; focus back on the first field after
Return; a typed number replacing the field's content; implausible values asked about.

Budgets: a Gin knock in at most 6 keys, a Stukolka deal with two knockers in at most 8,
a Rummy deal for 6 players in at most 14.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop import keys as app_keys
from desktop.games.gin.view import make_view as gin_view
from desktop.games.rummy.view import make_view as rummy_view
from desktop.sitting.sitting_view import SittingView
from tests.desktop.budget_keys import CountingKeys, active, entered
from tests.desktop.keyboard import focused
from tests.desktop.views_support import open_sitting

RETURN = app_keys.ENTER_DEAL
TAB = Qt.Key.Key_Tab


@pytest.fixture
def gin(qtbot: Any, store: Any) -> Iterator[SittingView]:
    yield active(qtbot, gin_view(open_sitting(store, "gin", ["Аня", "Боря"], {})))


def test_a_gin_knock_in_six_keys(qtbot: Any, gin: SittingView) -> None:
    """Б (Боря knocked; on to his deadwood), 5, Tab, 2 0, Return: 6 keys. The next
    deal starts with the keyboard on the knocker's row, nobody chosen."""
    keys = CountingKeys(qtbot)
    keys.type("Б5")
    keys.press(TAB)
    keys.type("20")
    deal = entered(qtbot, gin, keys)
    assert keys.count == 6
    assert dict(deal) == {"type": "knock", "player": "Боря", "deadwood": 5,
                          "opponent_deadwood": 20}  # fmt: skip
    form = gin.form
    assert form.player() is None
    assert focused() is form.player_buttons["Аня"]


def test_a_gin_by_a_knock_with_no_deadwood(qtbot: Any, gin: SittingView) -> None:
    """А 0 Tab 31 Return: a knock with no deadwood is gin (gin-family.md), 31 + 25."""
    keys = CountingKeys(qtbot)
    keys.type("А0")
    keys.press(TAB)
    keys.type("31")
    entered(qtbot, gin, keys)
    assert gin.controller.scored.deals[-1].facts.hand_points == 56


def test_gin_arrow_keys_choose_and_space_never_picks_a_remembered_knocker(
    qtbot: Any, gin: SittingView
) -> None:
    """Right moves to Боря and chooses him; after the deal the row is unchosen and the
    keyboard is on its first button, whoever was chosen before."""
    form = gin.form
    keys = CountingKeys(qtbot)
    keys.press(Qt.Key.Key_Right)
    assert form.player() == "Боря"
    assert focused() is form.player_buttons["Боря"]
    keys.press(TAB)
    keys.type("3")
    keys.press(TAB)
    keys.type("1")
    entered(qtbot, gin, keys)
    assert form.player() is None
    keys.press(Qt.Key.Key_Space)
    assert form.player() == "Аня"


def test_gin_refuses_a_deal_with_no_knocker(qtbot: Any, gin: SittingView) -> None:
    """Nobody chosen: refused beside the knocker's row, nothing written."""
    keys = CountingKeys(qtbot)
    keys.press(TAB, TAB)
    keys.type("20")
    keys.press(RETURN)
    assert gin.controller.session.deals == ()
    assert gin.form.violations.text("player")


@pytest.fixture
def stukolka(qtbot: Any, store: Any) -> Iterator[SittingView]:
    from desktop.games.stukolka.view import make_view

    players = ["Аня", "Боря", "Вера", "Глеб"]
    controller = open_sitting(store, "stukolka", players, {"variant": "ordinary", "ante": 3})
    yield active(qtbot, make_view(controller))


def test_a_stukolka_deal_with_two_knockers_in_eight_keys(qtbot: Any, stukolka: SittingView) -> None:
    """А and В (Аня and Вера knocked), Tab, 2, Tab, 1, Return: 7 keys; the dealer is the
    one the rules propose. The next deal starts at the knockers again."""
    keys = CountingKeys(qtbot)
    keys.type("АВ")
    keys.press(TAB)
    keys.type("2")
    keys.press(TAB)
    keys.type("1")
    deal = entered(qtbot, stukolka, keys)
    assert keys.count <= 8
    assert dict(deal) == {"dealer": "Аня", "knocked": ["Аня", "Вера"],
                          "tricks": {"Аня": 2, "Вера": 1}}  # fmt: skip
    assert focused() is stukolka.form.knock_buttons["Аня"]
    # A lone knocker takes all three: two keys.
    keys = CountingKeys(qtbot)
    keys.type("Г")
    deal = entered(qtbot, stukolka, keys)
    assert keys.count == 2
    assert deal["tricks"] == {"Глеб": 3}


def test_stukolka_arrows_and_space_choose_a_knocker(qtbot: Any, stukolka: SittingView) -> None:
    """Down moves to Боря's button, Space turns it on; Alt+D reaches the dealer."""
    form = stukolka.form
    keys = CountingKeys(qtbot)
    keys.press(Qt.Key.Key_Down)
    assert focused() is form.knock_buttons["Боря"]
    keys.press(Qt.Key.Key_Space)
    assert form.knock_buttons["Боря"].isChecked()
    qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    assert focused() is form.dealer_combo


@pytest.fixture
def rummy(qtbot: Any, store: Any) -> Iterator[SittingView]:
    players = ["Аня", "Боря", "Вера", "Глеб", "Даша", "Егор"]
    controller = open_sitting(store, "rummy", players, {"packs": 2, "target": 500})
    yield active(qtbot, rummy_view(controller))


def test_rummy_typing_replaces_the_zero_and_an_implausible_hand_is_asked(
    qtbot: Any, rummy: SittingView, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a deal the keyboard is on the first field again and typing 45 gives 45,
    not 450. A hand left holding 450 (more than 7 cards of 10 can: gin-family.md, 7 each
    for more than two players) is asked about before it is written: "correct it" keeps
    the form, "record as typed" writes it as typed."""
    form = rummy.form
    asked: list[list[str]] = []
    answer = {"record": False}

    def confirm(doubts: list[str]) -> bool:
        asked.append(doubts)
        return answer["record"]

    monkeypatch.setattr(rummy, "confirm_doubts", confirm)
    keys = CountingKeys(qtbot)
    keys.type("45")
    keys.press(TAB)
    keys.type("5")
    entered(qtbot, rummy, keys)
    first = form.melded_spins["Аня"]
    assert focused() is first
    keys.type("45")
    assert first.value() == 45
    keys.press(TAB)
    keys.type("450")
    keys.press(RETURN)
    assert len(rummy.controller.session.deals) == 1
    assert asked == [["Аня left 450 in hand; 7 cards count 70 at most."]]
    assert form.in_hand_spins["Аня"].value() == 450
    answer["record"] = True
    deal = entered(qtbot, rummy, keys)
    assert deal["in_hand"]["Аня"] == 450


def test_f6_goes_to_the_deals_list_and_back(qtbot: Any, rummy: SittingView) -> None:
    """F6 from the form puts the keyboard on the deals list at the last deal (Enter
    then edits it); F6 again goes back to the form's first field."""
    keys = CountingKeys(qtbot)
    keys.type("30")
    entered(qtbot, rummy, keys)
    keys.press(app_keys.SWITCH_PLACE)
    assert focused() is rummy.deals_view
    assert rummy.deals_view.currentIndex().row() == 0
    keys.press(app_keys.SWITCH_PLACE)
    assert focused() is rummy.form.first_field()


MENU_LETTERS = {"en": {"f", "e", "s", "h"}, "ru": {"ф", "п", "н", "с"}}
"""The menus' underlined letters: File Edit Settings Help, Файл Правка Настройки Справка."""


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_form_letter_is_a_menu_letter_and_each_reaches_a_field(
    qtbot: Any, store: Any, language: str
) -> None:
    """In every game's form, in both languages, each underlined letter belongs to a
    label whose buddy takes the keyboard, and none is a menu's."""
    from PySide6.QtWidgets import QLabel

    from desktop.games.stukolka.view import make_view as stukolka_view
    from desktop.games.three_bugs.view import make_view as three_bugs_view
    from tests.desktop.views_support import ui_in

    made = [
        (three_bugs_view, "three-bugs", ["Аня", "Боря", "Вера", "Глеб"], {}),
        (stukolka_view, "stukolka", ["Аня", "Боря", "Вера"], {"variant": "ordinary"}),
        (gin_view, "gin", ["Аня", "Боря"], {"variant": "oklahoma"}),
        (rummy_view, "rummy", ["Аня", "Боря", "Вера"], {"packs": 1}),
    ]
    with ui_in(language):
        for make, game, players, options in made:
            view = make(open_sitting(store, game, players, options))
            qtbot.addWidget(view)
            letters = []
            for label in view.form.findChildren(QLabel):
                text = label.text()
                if "&" not in text:
                    continue
                letters.append(text[text.index("&") + 1].casefold())
                buddy = label.buddy()
                assert buddy is not None, text
                assert buddy.focusPolicy() & Qt.FocusPolicy.TabFocus, text
            assert letters, game
            assert MENU_LETTERS[language].isdisjoint(letters), (game, letters)
            assert len(set(letters)) == len(letters), (game, letters)
