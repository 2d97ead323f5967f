"""The work an Enter does beyond the deals list, counted rather than timed (issue 31):
the breakdown is said once per Enter (it was said for the deal selected before the
write, then for the new one, each measured and fitted), its columns fitted at most once
and measured from the rows' texts to the very widths Qt's own measuring gives; the form
follows the sheet once (twice before); and the Enter button is not told its text again
when it stays the same (a button told its own text relays the window out and repaints
it). The breakdown shown is always the deal selected, entered or edited."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.desktop.test_fit_work import GAMES, _sitting

ENTERS = 3


def _settle() -> None:
    # The columns are fitted once the layout settles (a zero timer): twice covers it.
    for _ in range(2):
        QApplication.processEvents()


@pytest.fixture(params=GAMES)
def opened(request: Any, main_window: Any, store: Any) -> tuple[Any, list[dict[str, Any]]]:
    """A sitting of each game (that of test_fit_work.py) opened in the main window, and
    the deals to enter next."""
    session, coming = _sitting(request.param)
    main_window.resize(1280, 900)
    sitting = store.import_sessions([session])[0]
    assert main_window.open_sitting(sitting)
    _settle()
    return main_window.view, coming


def _assert_breakdown_measured_as_qt_measures(view: Any) -> None:
    breakdown = view.breakdown_view
    header = breakdown.horizontalHeader()
    assert breakdown.model().rowCount() > 0
    for column in range(header.count()):
        qt = max(breakdown.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert breakdown.natural_width(column) == qt, column


def _assert_breakdown_of(view: Any, number: int) -> None:
    """The breakdown shows deal ``number``'s entries, as scored."""
    deal = view.controller.scored.deals[number - 1]
    model = view.breakdown_model
    assert model.rowCount() == len(deal.entries)
    assert [model.row_key(row) for row in range(model.rowCount())] == [
        entry.rule for entry in deal.entries
    ]
    assert view.selected_deal() == number


def test_an_enter_says_the_breakdown_once_and_fits_it_at_most_once(
    opened: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, coming = opened
    told: list[str] = []
    original = view.enter_button.setText
    monkeypatch.setattr(view.enter_button, "setText", lambda text: told.append(text))
    follows: list[None] = []
    follow = view.form.follow
    monkeypatch.setattr(view.form, "follow", lambda: (follows.append(None), follow())[1])
    for record in coming:
        shown, fits = view.breakdowns_shown, view.breakdown_view.fits
        view.form.load(record)
        follows.clear()
        assert view.submit()
        _settle()
        assert view.breakdowns_shown - shown == 1
        assert view.breakdown_view.fits - fits <= 1
        # The form follows the sheet once, cleared for the next deal (the change's own
        # refresh had it follow first, just before it was cleared and followed again).
        assert len(follows) == 1
        _assert_breakdown_of(view, len(view.controller.session.deals))
    # Entering, the button said "Enter" before and after: never told again.
    assert told == []
    monkeypatch.setattr(view.enter_button, "setText", original)


def test_the_breakdown_is_measured_as_qt_measures(opened: Any) -> None:
    view, coming = opened
    for record in coming:
        view.form.load(record)
        assert view.submit()
        _settle()
        if view.breakdown_model.rowCount():
            _assert_breakdown_measured_as_qt_measures(view)
    # And on a deal with entries, whichever the last one was.
    for number in range(len(view.controller.scored.deals), 0, -1):
        if view.controller.scored.deals[number - 1].entries:
            view.select_deal(number)
            _settle()
            _assert_breakdown_measured_as_qt_measures(view)
            break


def test_saving_an_edit_shows_the_edited_deal_once(opened: Any) -> None:
    """The deal edited stays selected (no new selection to say it): its breakdown is
    said anyway, once, with its new entries."""
    view, coming = opened
    view.form.load(coming[0])
    assert view.submit()
    _settle()
    number = len(view.controller.session.deals)
    view.select_deal(number)
    view.edit_selected()
    assert view.editing == number
    view.form.load(coming[1])
    shown = view.breakdowns_shown
    assert view.submit()
    _settle()
    assert view.breakdowns_shown - shown == 1
    assert view.editing is None
    _assert_breakdown_of(view, number)
    assert view.enter_button.text() == view.tr("Enter")


def test_undo_says_the_breakdown_of_the_deal_then_selected(opened: Any) -> None:
    """A change not made by the form (undo) still selects and says a deal."""
    view, coming = opened
    view.form.load(coming[0])
    assert view.submit()
    _settle()
    view.controller.undo_stack.undo()
    _settle()
    _assert_breakdown_of(view, len(view.controller.session.deals))
