"""A deal form's inputs are found once, when its view is made (issue 31: finding them
again walked every widget of the form, 0.4 ms of each Enter): every game's form makes
its fields when it is built, so whatever is chosen in it (every item of every combo,
every button on and off, every kind of deal) it has the very inputs found then, and an
Enter does not look for them again."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox

import desktop.sitting.form_draft as form_draft
from benchmarks.test_every_game_window_bench import _session, _stream
from desktop.games.game_ui import GAME_UIS
from desktop.sitting.controller import SittingController
from desktop.sitting.form_draft import form_inputs
from rules.session import new_session
from tests.desktop.views_support import enter_each

PLAYERS = {
    "three-bugs": ["Anna", "Boris", "Vera", "Gleb"],
    "rummy": ["Anna", "Boris", "Vera"],
}


def _view(qtbot: Any, store: Any, game: str) -> Any:
    if game in PLAYERS:
        session = new_session(game, PLAYERS[game])
    else:
        session = _session(game, _stream(game, 3))
    sitting = store.import_sessions([session])[0]
    view: Any = GAME_UIS[game].make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.mark.parametrize("game", sorted(GAME_UIS))
def test_every_choice_of_the_form_keeps_the_inputs_found_at_the_start(
    qtbot: Any, store: Any, game: str
) -> None:
    view = _view(qtbot, store, game)
    kept = list(view.form_inputs)
    assert kept, game

    def same_inputs() -> bool:
        # The same fields (a page shown is raised over its siblings, which reorders
        # them among the form's children: the order found at the start is the one kept).
        found = form_inputs(view.form)
        return len(found) == len(kept) and {id(w) for w in found} == {id(w) for w in kept}

    for field in kept:
        if isinstance(field, QComboBox):
            for index in range(field.count()):
                field.setCurrentIndex(index)
                assert same_inputs(), (game, field.objectName(), index)
        elif isinstance(field, QAbstractButton) and field.isEnabled():
            field.toggle()
            assert same_inputs(), (game, field.objectName())
            field.toggle()
    view.clear_form()
    assert same_inputs()


def test_an_enter_does_not_look_for_the_inputs_again(
    qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = _view(qtbot, store, "rummy")
    looked = []
    real = form_draft.form_inputs

    def counted(form: Any) -> Any:
        looked.append(form)
        return real(form)

    monkeypatch.setattr(form_draft, "form_inputs", counted)
    deals = [{"melded": {"Anna": 10, "Boris": 5, "Vera": 0}, "in_hand": {"Boris": 3}}] * 3
    enter_each(view, deals, view)
    assert len(view.controller.session.deals) == 3
    assert looked == []
    # And the draft is still the form's (a typed deal is kept, the blank one known).
    assert not view.has_draft()
    view.form.load(deals[0])
    assert view.has_draft()


def test_a_half_typed_preferans_correction_comes_back_in_a_new_view(qtbot: Any, store: Any) -> None:
    """A correction half typed, kept as the settings keep it, and put back when the
    sitting opens again: its amounts come back in their own fields. (The form's inputs
    were found in the order of its widgets, and showing the correction's page moved it
    after the deal's page: the draft's inputs and the new view's did not match, and the
    half-typed correction was dropped.)"""
    view = _view(qtbot, store, "preferans")
    form = view.form
    form.kind_row.buttons["correction"].click()
    form.correction.pool_spins["Anna"].setValue(5)
    form.correction.gora_spins["Boris"].setValue(-2)
    form.correction.note_edit.setText("a penalty")
    kept = view.kept_draft()
    assert kept
    again: Any = GAME_UIS["preferans"].make_view(
        SittingController(store, view.controller.sitting_id)
    )
    qtbot.addWidget(again)
    assert again.put_back_draft(kept)
    assert again.form.kind() == "correction"
    assert again.form.correction.pool_spins["Anna"].value() == 5
    assert again.form.correction.gora_spins["Boris"].value() == -2
    assert again.form.correction.note_edit.text() == "a penalty"
