"""What one Three Bugs Enter costs, counted rather than timed (issue 31): one deal scored,
one row of the deals list built and inserted (no reset), one deal laid out on the painted
sheet and the rows painted bounded by what is in sight, however long the sitting; and the
sheet kept from one Enter to the next is the one laid out from scratch (sheet_cells), row
for row, after appends, edits, inserts and deletes."""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

import pytest

from benchmarks.test_three_bugs_bench import CHUNK, PLAYERS, _build
from desktop.games.three_bugs.paper_layout import SheetFold, SheetLayout, SheetRule, sheet_cells
from desktop.games.three_bugs.view import make_view
from desktop.sitting.controller import SittingController
from rules.errors import RuleViolation
from rules.session import Session, score, session_from_json
from tests.desktop.views_support import RowsRebuilt, enter_each, random_edit


def _session(records: list[dict[str, Any]]) -> Session:
    data = {"format": "zapis-session", "version": 1, "game": "three-bugs"}
    return session_from_json({**data, "players": PLAYERS, "deals": records})


def _records(deals: int) -> list[dict[str, Any]]:
    """Contracts, all-pass deals and misdeals, the partie never complete (the benchmark's
    mixed sitting, seed 1901: several games and rubbers within 400 deals)."""
    return _build(deals, 0.5, CHUNK, seed=1901)


def _next_dealer(records: list[dict[str, Any]]) -> str:
    last = records[-1]
    if last["type"] == "misdeal":
        return str(last["dealer"])
    return PLAYERS[(PLAYERS.index(last["dealer"]) + 1) % len(PLAYERS)]


@pytest.fixture(params=[40, 400])
def long_view(request: Any, qtbot: Any, store: Any) -> Any:
    """A Three Bugs sitting of 40 or 400 deals, open in its view."""
    sitting = store.import_sessions([_session(_records(request.param))])[0]
    view = make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_one_enter_builds_one_row_and_lays_out_one_deal(
    qtbot: Any, long_view: Any, store: Any
) -> None:
    view = long_view
    sheet = view.sheet
    count = len(view.controller.session.deals)
    dealer = _next_dealer([read.to_json() for read in view.controller.session.deals[-1:]])
    rows = RowsRebuilt(sheet.deals_model)
    scored = store.scoring.deals_scored
    laid_out = sheet.paper._fold.deals_laid_out
    sheet.paper.repaint()
    painted = sheet.paper.rows_painted
    measured = sheet.paper.widths_measured
    enter_each(view, [{"type": "misdeal", "dealer": dealer}] * 3, sheet.paper)
    assert store.scoring.deals_scored - scored == 3
    assert rows.built == 3  # one row an Enter, not the sitting
    assert (rows.resets, rows.inserted) == (0, 3)
    assert sheet.paper._fold.deals_laid_out - laid_out == 3  # one deal an Enter
    # Painted: the rows in sight (the widget's visible part), never the whole sheet;
    # with them the pinned totals and names over them, by the paper's own painter.
    in_sight = sheet.paper.visibleRegion().boundingRect().height() // sheet.paper._base + 2
    in_sight += len(sheet.paper._FOOTER) + 2
    assert 0 < sheet.paper.rows_painted - painted <= 3 * in_sight
    # The columns' least width is measured once an Enter (its totals moved), the margin's
    # words not again: the paints and the size hints ask for them a dozen times.
    assert sheet.paper.widths_measured - measured <= 3
    assert sheet.paper.layout_data() == sheet_cells(view.controller.scored)
    assert sheet.deals_model.rowCount() == count + 3


def _reference_rows(layout: SheetLayout) -> list[tuple[str, str, int, SheetRule | None]]:
    """The sheet's rows as the painter drew them before issue 31, built from the whole
    layout: the oracle the arithmetic rows are checked against."""
    rows: list[tuple[str, str, int, SheetRule | None]] = [("label", "above", 0, None)]
    rows += [("deal", "above", d, None) for d in layout.above_deals]
    if not layout.above_deals:
        rows.append(("blank", "above", 0, None))
    rows += [("line", "line", 0, None), ("label", "below", 0, None)]
    rules_after: dict[int, list[SheetRule]] = {}
    for rule in layout.rules:
        rules_after.setdefault(rule.after_deal, []).append(rule)
    for deal in layout.below_deals:
        rows.append(("deal", "below", deal, None))
        rows += [("rule", "below", deal, rule) for rule in rules_after.get(deal, [])]
    for deal, rules in rules_after.items():
        if deal not in layout.below_deals:
            rows += [("rule", "below", deal, r) for r in rules]
    if not layout.below_deals:
        rows.append(("blank", "below", 0, None))
    rows.append(("double", "footer", 0, None))
    rows += [("footer", s, 0, None) for s in ("above-total", "below-total", "games")]
    rows += [("footer", s, 0, None) for s in ("rubbers", "total")]
    return rows


def test_the_kept_sheet_is_the_sheet_laid_out_afresh(qtbot: Any) -> None:
    """Random appends, edits, inserts and deletes: the fold's layout, and the painted
    sheet's rows and their heights, equal a layout from scratch and the rows built from it."""
    from desktop.games.three_bugs.paper_sheet import ThreeBugsPaper
    from rules.scoring import Scoring

    rng = random.Random(31)
    pool = _records(300)
    records = pool[:120]
    scoring = Scoring()
    fold = SheetFold()
    paper = ThreeBugsPaper()
    qtbot.addWidget(paper)
    steps = 0
    for _ in range(60):
        _kind, trial = random_edit(rng, records, pool)
        try:
            scored = scoring.score(_session(trial))
        except RuleViolation:
            continue
        records = trial
        steps += 1
        fresh = sheet_cells(score(_session(records)))
        assert fold.layout(scored) == fresh
        paper.set_scored(scored)
        assert paper.layout_data() == fresh
        got = [paper._row(i) for i in range(paper._row_count())]
        assert [(r.kind, r.section, r.deal, r.rule) for r in got] == _reference_rows(fresh)
        tops = [paper._top(i) for i in range(paper._row_count() + 1)]
        heights = [b - a for a, b in pairwise(tops)]
        assert heights == [paper._height_of(r.kind) for r in got]
        for i, top in enumerate(tops[:-1]):
            assert paper._index_at(top) == i
            assert paper._index_at(top + heights[i] - 1) == i
    assert steps > 20
    assert fresh.rules  # games were won: the lines below the line were checked too


def test_opening_builds_the_rows_in_sight(long_view: Any) -> None:
    """A sitting opens with the deals list's rows built for what a view reads (the rows
    in sight, those measured for the columns' widths), not one a deal; the rest are made
    when shown, and are the rows a full build gives."""
    view = long_view
    model = view.sheet.deals_model
    count = model.rowCount()
    assert count == len(view.controller.session.deals)
    if count > 200:
        # The rows in sight and those the columns' widths are measured on (a bounded
        # number: desktop.widgets.tables), not the sitting's 400.
        assert model.rows_built < 150
    before = model.rows_built
    texts = [model.text(row, 2) for row in range(count)]  # every row read: all made
    assert model.rows_built == count
    assert model.rows_built - before == count - before
    fresh = type(model)()
    fresh.show_sheet(view.controller.session.deals, view.controller.scored)
    assert [fresh.text(row, 2) for row in range(count)] == texts
    assert [r.cells for r in fresh.rows] == [r.cells for r in model.rows]


def test_the_kept_widths_are_those_measured_afresh(qtbot: Any, long_view: Any) -> None:
    """The margin and a column's least width, kept between Enters, are what measuring
    again gives, after Enters (the totals grow) and after the font changes."""
    view = long_view
    paper = view.sheet.paper
    dealer = _next_dealer([read.to_json() for read in view.controller.session.deals[-1:]])
    view.form.load({"type": "misdeal", "dealer": dealer})
    assert view.submit()
    paper.repaint()
    assert paper._margin_width() == paper._measured_margin()
    assert paper._least_column() == paper._measured_least_column()
    font = paper.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    wide = paper._margin_width()
    paper.setFont(font)
    assert paper._margin_width() == paper._measured_margin() > wide
    assert paper._least_column() == paper._measured_least_column()
