"""A Stukolka deal nobody played is said, not assumed (issue 25, typed at the table: a
second Return after a deal recorded a stray "nobody knocked" deal). In the ordinary
game an untouched form is refused beside the knockers and nothing is written; "Nobody
knocked" (Alt+N) then Return records it in two keys (stukolka.md, "One deal" 2: the pot
stays on the table); a knocker chosen unticks it; editing such a deal shows it ticked.
In the obligatory game everyone plays and there is no such box."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.games.stukolka.view import make_view
from desktop.sitting.sitting_view import SittingView
from tests.desktop.budget_keys import CountingKeys, active
from tests.desktop.keyboard import focused
from tests.desktop.views_support import open_sitting

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def view(qtbot: Any, store: Any) -> SittingView:
    controller = open_sitting(store, "stukolka", PLAYERS, {"variant": "ordinary", "ante": 3})
    return active(qtbot, make_view(controller))


def _return(qtbot: Any, keys: CountingKeys) -> None:
    keys.press(Qt.Key.Key_Return)
    qtbot.wait(10)


def test_an_untouched_form_is_refused_and_a_second_return_records_nothing(
    qtbot: Any, view: SittingView
) -> None:
    """Return on the fresh form: refused beside the knockers, no deal. Then B (Boris, a
    lone knocker: all three tricks) and Return: deal 1; Return again at once: refused,
    still one deal."""
    keys = CountingKeys(qtbot)
    _return(qtbot, keys)
    assert view.controller.session.deals == ()
    assert "Nobody knocked" in view.form.violations.text("knocked")
    keys.type("B")
    _return(qtbot, keys)
    assert [d.to_json()["knocked"] for d in view.controller.session.deals] == [["Boris"]]
    _return(qtbot, keys)
    assert len(view.controller.session.deals) == 1
    assert view.form.violations.text("knocked")


def test_nobody_knocked_in_two_keys_and_the_pot_stays_on_the_table(
    qtbot: Any, view: SittingView
) -> None:
    """Alt+N, Return: a deal with no knockers; Anna dealt, her ante of 3 stays on the
    table, so the next pot is 3 + 3 = 6; the box is unticked for the next deal."""
    keys = CountingKeys(qtbot)
    qtbot.keyClick(focused(), Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    keys.count += 1
    # A button's letter clicks it as a press of the mouse would, a tenth of a second on.
    qtbot.waitUntil(view.form.nobody_check.isChecked, timeout=1000)
    _return(qtbot, keys)
    assert keys.count == 2
    assert view.controller.session.deals[-1].to_json() == {"dealer": "Anna", "knocked": []}
    assert view.controller.scored.summary.on_table == 3
    assert view.controller.scored.summary.next_pot.total == 6
    assert not view.form.nobody_check.isChecked()


def test_a_knocker_unticks_nobody_and_nobody_unticks_the_knockers(
    qtbot: Any, view: SittingView
) -> None:
    form = view.form
    form.nobody_check.click()
    form.knock_buttons["Vera"].click()
    assert not form.nobody_check.isChecked()
    form.nobody_check.click()
    assert not any(button.isChecked() for button in form.knock_buttons.values())


def test_editing_a_deal_nobody_played_shows_it_ticked(qtbot: Any, view: SittingView) -> None:
    view.form.nobody_check.click()
    assert view.submit()
    view.form.load(view.controller.session.deals[0].to_json())
    assert view.form.nobody_check.isChecked()


def test_the_obligatory_game_has_no_such_box(qtbot: Any, store: Any) -> None:
    controller = open_sitting(store, "stukolka", PLAYERS, {"variant": "obligatory", "ante": 3})
    shown = make_view(controller)
    qtbot.addWidget(shown)
    shown.show()
    assert shown.form.nobody_check.isHidden()
    shown.form.trick_spins["Anna"].setValue(3)
    assert shown.submit()
