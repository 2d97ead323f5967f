"""What one Enter costs, counted rather than timed (issue 15): one deal is scored, however
long the sitting; the sitting is not loaded back after the write; and the sheet appends
one row instead of resetting, with the cells read bounded by the rows in sight, not the
sitting's length."""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop.games.rummy.view import make_view as rummy_view
from desktop.sitting.controller import SittingController
from rules.session import new_session, score, with_json_deals
from tests.desktop.views_support import RowsRebuilt, enter_each

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")


def _deal(rng: random.Random) -> dict[str, Any]:
    return {
        "melded": {name: rng.randint(0, 50) for name in PLAYERS},
        "in_hand": {name: rng.randint(0, 30) for name in PLAYERS},
    }


@pytest.fixture(params=[20, 400])
def long_view(request: Any, qtbot: Any, store: Any) -> Any:
    """A rummy sitting of 20 or 400 deals, open in its view."""
    rng = random.Random(request.param)
    base = new_session("rummy", PLAYERS, {"target": 10**6})
    session = with_json_deals(base, [_deal(rng) for _ in range(request.param)])
    sitting = store.import_sessions([session])[0]
    view = rummy_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_one_enter_scores_once_reads_nothing_appends_a_row(
    qtbot: Any, long_view: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = long_view
    count = len(view.controller.session.deals)
    rng = random.Random(7)
    loads = 0
    load = type(store).load

    def counted_load(self: Any, *args: Any) -> Any:
        nonlocal loads
        loads += 1
        return load(self, *args)

    monkeypatch.setattr(type(store), "load", counted_load)
    scored = store.scoring.deals_scored
    rows = RowsRebuilt(view.deals_model)
    cells = 0
    data = type(view.deals_model).data

    def counted(model: Any, *args: Any) -> Any:
        nonlocal cells
        cells += 1
        return data(model, *args)

    monkeypatch.setattr(type(view.deals_model), "data", counted)
    enter_each(view, [_deal(rng) for _ in range(3)], view)
    # One deal scored an Enter, however long the sitting: the form's check steps the
    # new deal from the state kept after the last one (a fold, rules/score_memo.py) in
    # the store's scoring, and the store's check and the view reuse that sheet.
    assert store.scoring.deals_scored - scored == 3
    assert loads == 0  # the sitting is not loaded back: the change carries the sheet
    assert (rows.resets, rows.inserted) == (0, 3)
    # The cells read: the new row and the rows in sight, never the sitting's length.
    assert cells < 3 * 1500
    # And the sheet is the engine's, deal for deal.
    assert view.controller.scored == score(view.controller.session)
    assert view.deals_model.rowCount() == count + 3


def test_the_sheet_keeps_the_deals_already_scored(long_view: Any) -> None:
    """The deals of the sheet before an Enter are the same objects after it (a fold:
    the views see by identity which rows are unchanged)."""
    view = long_view
    before = view.controller.scored.deals
    view.form.load(_deal(random.Random(3)))
    assert view.submit()
    after = view.controller.scored.deals
    assert len(after) == len(before) + 1
    assert all(a is b for a, b in zip(before, after, strict=False))
