"""The Three Bugs paper's names row pinned at the top of its scroll area as its totals
are at the bottom, at every scale (issue 25): at a scale of 1.5 on 1366×768 under a
40-pixel panel the names scrolled away under the pinned totals, which filled the whole
view, and the deal form beside the sheet showed three lines of fields.

The window is measured at the size it takes on such a screen (the free area at the
scale, less a title bar and frame), as in ``test_form_fit``."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from desktop.sitting.paper_split import SHORT_TOTALS_ROWS, paper_row
from rules.session import new_session, with_json_deals
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

PLAYERS = ["Александра", "Константин", "Валентина", "Святослав"]
A, B, V, G = PLAYERS


def _deals() -> list[dict[str, Any]]:
    """Ten deals of every kind: a paper taller than any of these screens' views."""
    contract = {"type": "contract", "honours": 0}
    return [
        {**contract, "dealer": A, "soloist": B, "contract": "7D", "tricks": 7, "honours": 6},
        {
            **contract,
            "dealer": B,
            "soloist": V,
            "contract": "6S",
            "tricks": 5,
            "faults": [{"player": G, "kind": "revoke"}],
        },
        {**contract, "dealer": V, "soloist": G, "contract": "8NT", "tricks": 9},
        {"type": "misdeal", "dealer": G},
        {**contract, "dealer": G, "soloist": A, "contract": "9H", "tricks": 9},
        {"type": "all-pass", "dealer": A, "tricks": {A: 2, B: 3, V: 4, G: 4}},
        {**contract, "dealer": B, "soloist": B, "contract": "10C", "tricks": 10, "honours": 4},
        {**contract, "dealer": V, "soloist": V, "contract": "7H", "tricks": 8},
        {**contract, "dealer": G, "soloist": G, "contract": "8S", "tricks": 7},
        {**contract, "dealer": A, "soloist": A, "contract": "6NT", "tricks": 7},
    ]


def _at(scale: float) -> QSize:
    screen = available(1366, 768, scale)
    return fitted_geometry(screen, FRAME, FIRST_SIZE).size()


@pytest.fixture(params=[1.0, 1.25, 1.5], ids=["1", "1.25", "1.5"])
def opened(request: Any, qtbot: Any, main_window: Any, store: Any) -> Any:
    """The ten-deal sitting opened in the Russian window at each scale's size."""
    with ui_in("ru"):
        session = with_json_deals(new_session("three-bugs", PLAYERS, {}), _deals())
        sitting = store.import_sessions([session])[0]
        main_window.resize(_at(request.param))
        QApplication.processEvents()
        assert main_window.open_sitting(sitting)
        view = main_window.view
        qtbot.waitUntil(view.isVisible)
        QApplication.processEvents()
        yield view


def test_the_names_stay_pinned_over_the_scrolled_paper(qtbot: Any, opened: Any) -> None:
    """Scrolled anywhere past its top, the paper's names row lies over the top of the
    view, a picture of the paper's own names row (as tall as it); the totals lie over
    the bottom, and at least two rows of deals show between them."""
    split = opened.paper_split
    header, footer = split.pinned_header, split.pinned
    viewport = split.paper_scroll.viewport()
    bar = split.paper_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the paper must scroll for this test"
    assert not header.isVisible()  # at its top the paper's own names show
    names = split.paper.header_rect()
    for value in (1, bar.maximum() // 2, bar.maximum()):
        bar.setValue(value)
        QApplication.processEvents()
        assert header.isVisible(), value
        assert header.geometry().top() == 0 and header.height() == names.height()
        # What it shows is the paper's own names row (painted by the paper's painter).
        shown = header.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        own = split.paper.grab(names).toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert shown == own, value
        between = viewport.height() - header.height()
        if footer.isVisible():
            assert footer.geometry().bottom() == viewport.height() - 1
            between -= footer.height()
        assert between >= 2 * paper_row(split.paper), (value, between)


def test_a_low_paper_pins_the_last_totals_only(opened: Any) -> None:
    """Where the whole totals and the names leave fewer than three rows between them
    (the scale of 1.5), the games won, rubbers won and total rows are pinned; where
    there is room (1 and 1.25), all five."""
    split = opened.paper_split
    bar = split.paper_scroll.verticalScrollBar()
    bar.setValue(0)
    QApplication.processEvents()
    pinned = split.pinned
    assert pinned.isVisible()
    whole = split.paper.footer_rect()
    room = split.paper_scroll.viewport().height() - split.paper.header_rect().height()
    if room - whole.height() >= SHORT_TOTALS_ROWS * paper_row(split.paper):
        assert pinned.height() == whole.height()
    else:
        assert pinned.height() == split.paper.footer_rect(SHORT_TOTALS_ROWS).height()
        assert pinned.height() < whole.height()
        # The total is the last row pinned: the paper's own last row at the view's foot.
        own_total = split.paper.footer_rect(1)
        assert pinned.geometry().bottom() - own_total.height() + 1 == (
            split.paper_scroll.viewport().height() - own_total.height()
        )


def test_the_form_beside_the_paper_keeps_four_lines_of_fields(opened: Any) -> None:
    """The breakdown under the form gives up Qt's least list height (70 px) for its
    header and an entry: at 1.5 the form's fields showed 83 px (three lines), now 109."""
    view = opened
    scroll = view.form_scroll
    line = view.form.soloist_box.sizeHint().height()
    assert scroll.viewport().height() >= 4 * line, scroll.viewport().height()
    corner = view.breakdown_view.mapTo(view, QPoint(0, 0))
    least = view.breakdown_view.minimumSizeHint().height()
    assert view.breakdown_view.height() >= least
    assert least < 70  # Qt's own least height for a list
    assert corner.y() + view.breakdown_view.height() <= view.height()
