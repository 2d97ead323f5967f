"""The deals list's columns, fitted by work counted rather than timed (issue 31): opening a
long sitting fits them once, measuring the rows in sight and some around them
(``MEASURED_ROWS``), each once; an Enter fits them once more, measuring the new deal's row
alone; and the widths are those Qt's own fitting to contents gives (its
``sizeHintForColumn``), which read every cell's dozen roles through Python at each change
(an Enter read some 7,000 cells, an open some 37,000)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from benchmarks import test_every_game_window_bench as every_game
from benchmarks import test_three_bugs_window_bench as three_bugs
from benchmarks import test_window_bench as rummy
from desktop.widgets.cell_widths import MEASURED_ROWS
from rules.session import Session, new_session, with_json_deals

DEALS = 400
ENTERS = 3
GAMES = ["three-bugs", "rummy", "stukolka", "gin", "preferans"]


def _sitting(game: str) -> tuple[Session, list[dict[str, Any]]]:
    """A sitting of ``DEALS`` deals of ``game`` and the deals to enter after them."""
    if game == "three-bugs":
        records = list(three_bugs._records(DEALS))
        dealer = three_bugs._next_dealer(records)
        return three_bugs._session(records), [{"type": "misdeal", "dealer": dealer}] * ENTERS
    if game == "rummy":
        rng = random.Random(4)
        base = new_session("rummy", rummy.PLAYERS, {"target": rummy.TARGET})
        session = with_json_deals(base, [rummy._deal(rng) for _ in range(DEALS)])
        return session, [rummy._deal(rng) for _ in range(ENTERS)]
    stream = every_game._stream(game, DEALS + ENTERS)
    return every_game._session(game, stream[:DEALS]), stream[DEALS:]


def _settle() -> None:
    # The columns are fitted once the layout settles (a zero timer): twice covers it.
    for _ in range(2):
        QApplication.processEvents()


def _assert_fitted_as_qt_fits(view: Any) -> None:
    """Every column but the wordy ones as wide as Qt's own fitting makes it (its header
    or the widest of the rows Qt measures), a wordy one never wider."""
    header = view.horizontalHeader()
    wordy = set(view.model().wordy_columns)
    for column in range(header.count()):
        qt = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        if column in wordy:
            assert header.sectionSize(column) <= qt, column
        else:
            assert header.sectionSize(column) == qt, column


@pytest.fixture(params=GAMES)
def opened(request: Any, main_window: Any, store: Any) -> tuple[Any, list[dict[str, Any]]]:
    """A ``DEALS``-deal sitting of each game opened in the main window (1280×900), and
    the deals to enter next."""
    session, coming = _sitting(request.param)
    main_window.resize(1280, 900)
    _settle()
    sitting = store.import_sessions([session])[0]
    assert main_window.open_sitting(sitting)
    _settle()
    return main_window.view, coming


def test_opening_fits_the_columns_once_on_the_rows_in_sight(opened: Any) -> None:
    view, _ = opened
    deals = view.deals_view
    assert deals.model().rowCount() == DEALS
    # Put off while the view is hidden (as the model is reset), then fitted as it is
    # shown, and once more if the horizontal scroll bar the first fit made needless goes
    # (the viewport grows a row): before, Qt and the view fitted every column 57 times.
    assert 1 <= deals.fits <= 2
    assert 0 < deals.cell_widths.rows_measured <= MEASURED_ROWS + 2
    # And the rows built are those measured (rummy's list built every deal's row).
    assert deals.model().rows_built <= MEASURED_ROWS + 2
    last = deals.model().index(DEALS - 1, 0)
    assert deals.viewport().rect().intersects(deals.visualRect(last))
    _assert_fitted_as_qt_fits(deals)


def test_an_enter_fits_once_measuring_its_own_row(opened: Any) -> None:
    view, coming = opened
    deals = view.deals_view
    fits, measured = deals.fits, deals.cell_widths.rows_measured
    for record in coming:
        view.form.load(record)
        assert view.submit()
        _settle()
    assert deals.model().rowCount() == DEALS + ENTERS
    assert 1 <= deals.fits - fits <= ENTERS
    # The new rows alone: the rows in sight before them were measured as the sitting
    # opened and are kept (the same row objects).
    assert deals.cell_widths.rows_measured - measured <= ENTERS
    _assert_fitted_as_qt_fits(deals)


def test_a_bigger_font_measures_again(opened: Any) -> None:
    """The kept widths are the font's: a larger font fits the columns wider."""
    view, _ = opened
    deals = view.deals_view
    header = deals.horizontalHeader()
    # The wordy columns share what room is left, whatever the font.
    numbers = set(range(header.count())) - set(deals.model().wordy_columns)
    before = sum(header.sectionSize(c) for c in numbers)
    font = deals.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    deals.setFont(font)
    _settle()
    assert sum(header.sectionSize(c) for c in numbers) > before * 1.3
    _assert_fitted_as_qt_fits(deals)
