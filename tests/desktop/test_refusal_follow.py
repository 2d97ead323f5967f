"""A refusal beside a field goes once the form has put it right, and stays while the
form would be refused the same way (issue 25, typed at the table: a corrected field kept
its refusal in sight until the next Return). Stukolka of four, the ordinary game, ante 3
(stukolka.md, "One deal": three tricks a deal)."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.games.stukolka.view import make_view
from desktop.sitting.sitting_view import SittingView
from tests.desktop.views_support import open_sitting, shown

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def view(qtbot: Any, store: Any) -> SittingView:
    controller = open_sitting(store, "stukolka", PLAYERS, {"variant": "ordinary", "ante": 3})
    return shown(qtbot, make_view(controller))


def test_a_knocker_chosen_clears_who_knocked(qtbot: Any, view: SittingView) -> None:
    assert not view.submit()
    assert view.form.violations.text("knocked")
    view.form.knock_buttons["Boris"].click()
    qtbot.waitUntil(lambda: not view.form.violations.text("knocked"), timeout=1000)
    assert view.submit()


def test_tricks_put_right_clear_their_refusal_and_an_unrelated_tick_keeps_it(
    qtbot: Any, view: SittingView
) -> None:
    """Anna and Boris knocked, 2 tricks each: four of three, refused beside the tricks.
    A fault ticked for Anna changes nothing of that: the refusal stays. Boris's tricks
    made 1: two and one are three, the refusal goes, and the deal enters."""
    form = view.form
    form.knock_buttons["Anna"].click()
    form.knock_buttons["Boris"].click()
    form.trick_spins["Anna"].setValue(2)
    form.trick_spins["Boris"].setValue(2)
    assert not view.submit()
    refused = form.violations.text("tricks")
    assert refused
    checks = view.refusal_follow.checks
    form.fault_checks["Anna"].click()
    qtbot.waitUntil(lambda: view.refusal_follow.checks > checks, timeout=1000)
    assert form.violations.text("tricks") == refused
    form.fault_checks["Anna"].click()
    form.trick_spins["Boris"].setValue(1)
    qtbot.waitUntil(lambda: not form.violations.text("tricks"), timeout=1000)
    assert view.submit()
    assert view.controller.session.deals[-1].to_json()["tricks"] == {"Anna": 2, "Boris": 1}


def test_nothing_is_checked_while_no_refusal_is_on_show(qtbot: Any, view: SittingView) -> None:
    view.form.knock_buttons["Vera"].click()
    view.form.trick_spins["Vera"].setValue(2)
    qtbot.wait(20)
    assert view.refusal_follow.checks == 0
