"""Stukolka's, Gin's and Preferans's deals lists, counted rather than timed (issue 31): an
Enter builds the new deal's row alone and inserts it (no reset), a
long sitting opens with the rows in sight built, not one a deal, and the rows made lazily
are those a full build gives; Preferans's pulka is kept, one deal written an Enter."""

from __future__ import annotations

from typing import Any

import pytest

from benchmarks.test_every_game_window_bench import _session, _stream
from desktop.games.game_ui import GAME_UIS
from desktop.sitting.controller import SittingController
from desktop.widgets.row_model import TableRow
from tests.desktop.views_support import RowsRebuilt, enter_each, pulka_series, random_edit

GAMES = ["stukolka", "gin", "preferans"]


class RowsMade:
    """Counts the table rows made anywhere (every ``TableRow`` built, however a model
    builds them), so the count does not take a model's word for it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        made = TableRow.__init__

        def counted(row: TableRow, *args: Any, **kwargs: Any) -> None:
            self.count += 1
            made(row, *args, **kwargs)

        monkeypatch.setattr(TableRow, "__init__", counted)


@pytest.fixture(params=[(game, deals) for game in GAMES for deals in (30, 400)])
def long_view(request: Any, qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A sitting of 30 or 400 deals open in its view, the deals to enter next, and the
    count of rows made since the view was asked for."""
    game, deals = request.param
    rows = RowsMade(monkeypatch)
    stream = _stream(game, deals + 3)
    sitting = store.import_sessions([_session(game, stream[:deals])])[0]
    view = GAME_UIS[game].make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    return view, stream[deals:], rows


def test_an_enter_builds_one_row_and_opening_the_rows_in_sight(long_view: Any) -> None:
    view, coming, made = long_view
    model = view.sheet.deals_model
    count = model.rowCount()
    if count > 200:
        # The rows in sight and those the columns are measured on, not the sitting's.
        assert made.count < 150
        assert model.rows_built < 150
    rows = RowsRebuilt(model)
    before = made.count
    enter_each(view, coming, view)
    # Preferans's sheet used to reset its list after each change so that the columns
    # fitted what the deals said; the list refits to the rows inserted now (SheetView).
    assert (rows.resets, rows.inserted) == (0, 3)
    # The new rows as they come into sight; every table of the view together makes a
    # deal's worth of rows an Enter (the breakdown of the deal, the summary), never the
    # sitting's (1,200 at 400 deals were the deals list rebuilt).
    assert rows.built <= 3
    assert made.count - before <= 3 * 20
    assert model.rowCount() == count + 3
    fresh = type(model)()
    controller = view.controller
    if type(model).__name__.startswith("Gin"):
        sheet = view.sheet
        fresh.show_sheet(
            controller.scored, controller.session.deals, sheet.oklahoma, sheet.hollywood
        )
    else:
        fresh.show_sheet(controller.scored)
    assert [r.cells for r in fresh.rows] == [r.cells for r in model.rows]
    assert [r.key for r in fresh.rows] == [r.key for r in model.rows]


def test_the_kept_pulka_is_the_pulka_drawn_afresh() -> None:
    """Random appends, edits, inserts and deletes: the kept pulka (PulkaFold) equals
    pulka_picture of the same sheet, drawn from scratch, and an append writes one deal."""
    import random

    from desktop.games.preferans.pulka_picture import PulkaFold, pulka_picture
    from rules.errors import RuleViolation
    from rules.scoring import Scoring

    rng = random.Random(29)
    pool = _stream("preferans", 200)
    records = pool[:60]
    scoring, fold, steps = Scoring(), PulkaFold(), 0
    for _ in range(40):
        kind, trial = random_edit(rng, records, pool)
        try:
            scored = scoring.score(_session("preferans", trial))
        except RuleViolation:
            continue
        records, steps = trial, steps + 1
        written = fold.deals_written
        assert fold.picture(scored, 20, "Anna") == pulka_picture(scored, 20, "Anna")
        if kind == "append":
            assert fold.deals_written - written == 1
    assert steps > 20


def test_an_enter_hands_the_pulka_the_series_it_moved_alone() -> None:
    """After an Enter the series the deal did not move are the same tuples as before (the
    pulka's bands keep their layouts by them: tests/desktop/test_pulka_layouts.py), and
    the moved ones are one number longer, with the deal that wrote it beside."""
    from desktop.games.preferans.pulka_picture import PulkaFold
    from rules.scoring import Scoring

    records = _stream("preferans", 301)
    scoring, fold = Scoring(), PulkaFold()
    before = fold.picture(scoring.score(_session("preferans", records[:300])), 10**6, "Anna")

    after = fold.picture(scoring.score(_session("preferans", records)), 10**6, "Anna")
    pairs = list(zip(pulka_series(before), pulka_series(after), strict=True))
    moved = [(old, new) for old, new in pairs if old is not new]
    assert 2 <= len(moved) <= 8
    assert all(len(new) == len(old) + 1 and new[:-1] == old for old, new in moved)
    assert 301 in {new[-1] for _old, new in moved}
