"""What a Three Bugs Enter paints and lays out, counted rather than timed (issue 31), in
the main window as the player has it: the paper paints the rows that changed and no
others (a deal entered below what is in sight paints none of the rows in sight), the
pinned totals are painted by the paper's own painter (no picture of it taken), a window
painted whole paints the sheet from the bands of it kept painted, and the
form back from a misdeal to a contract's fields is laid out once, not once for each
field shown. What is painted stays right: the rows in sight and the pinned totals are
what a paint of the whole window draws."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from tests.desktop.test_three_bugs_flat_enter import _next_dealer, _records, _session

DEALS = 400
ENTERS = 3


class _Moves(QObject):
    """How many times a widget was moved or resized (each a layout that placed it)."""

    def __init__(self, widget: Any) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self.count += 1
        return False


def _settle() -> None:
    # What a zero timer posts (the pinned totals' picture) is done in a second turn.
    for _ in range(2):
        QApplication.processEvents()


@pytest.fixture
def opened(main_window: Any, store: Any) -> tuple[Any, dict[str, Any]]:
    """A Three Bugs sitting of 400 deals open in the main window, its paper at the top
    (the last deals far below what is in sight), and a misdeal to enter next."""
    main_window.resize(1280, 900)
    records = _records(DEALS)
    sitting = store.import_sessions([_session(records)])[0]
    assert main_window.open_sitting(sitting)
    _settle()
    view = main_window.view
    assert view.paper_split.paper_scroll.verticalScrollBar().value() == 0
    return view, {"type": "misdeal", "dealer": _next_dealer(records)}


def _grabs(paper: Any, monkeypatch: pytest.MonkeyPatch) -> list[QRect]:
    taken: list[QRect] = []
    grab = paper.grab

    def counted(*args: Any) -> Any:
        taken.append(QRect(args[0]) if args else paper.rect())
        return grab(*args)

    monkeypatch.setattr(paper, "grab", counted)
    return taken


def test_an_enter_out_of_sight_paints_no_row_in_sight(
    opened: tuple[Any, dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    view, misdeal = opened
    paper = view.sheet.paper_sheet
    pinned = view.paper_split.pinned
    assert pinned is not None and pinned.isVisible()
    taken = _grabs(paper, monkeypatch)
    footer_rows = len(paper._FOOTER) + 1  # the double line and the totals
    for _ in range(ENTERS):
        view.form.load(misdeal)
        _settle()
        painted = paper.rows_painted
        assert view.submit()
        _settle()
        # The misdeal's penalty is written far below the rows in sight: of the paper,
        # only the totals are painted, once, by the pinned totals over the rows in sight.
        assert 0 < paper.rows_painted - painted <= footer_rows
    # Painted by the paper's own painter: no picture of the paper taken (each was a
    # paint of the paper more, after each of its paints).
    assert taken == []
    # The whole window painted again paints the sheet from its bands kept painted.
    tiles = paper.tiles_painted
    view.window().repaint()
    assert paper.tiles_painted == tiles


def _on_screen(widget: Any) -> QImage:
    """What the screen shows of ``widget`` (the window's own pixels, as painted: a
    widget's ``grab`` would paint it afresh)."""
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    size = widget.size()
    shot = window.screen().grabWindow(
        window.winId(), corner.x(), corner.y(), size.width(), size.height()
    )
    return shot.toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("scrolled", ["top", "end"])
def test_what_is_painted_is_what_the_whole_sheet_draws(
    opened: tuple[Any, dict[str, Any]], scrolled: str
) -> None:
    """After Enters painted by the changed rows alone, the paper in sight and the pinned
    totals on the screen are, pixel for pixel, the whole window painted afresh: at the
    top of the paper (the change out of sight) and at its end (in sight, the rows moved
    down by the one written above the line)."""
    view, misdeal = opened
    bar = view.paper_split.paper_scroll.verticalScrollBar()
    if scrolled == "end":
        bar.setValue(bar.maximum() - 200)
        _settle()
    viewport = view.paper_split.paper_scroll.viewport()
    for _ in range(ENTERS):
        view.form.load(misdeal)
        assert view.submit()
        _settle()
    shown = _on_screen(viewport)
    paper = view.sheet.paper_sheet
    paper._tiles.clear()  # painted afresh, not from the bands kept painted
    paper.update()
    for band in (view.paper_split.pinned, view.paper_split.pinned_header):
        band._picture = QPixmap()  # (and the pinned ones too)
    view.window().repaint()
    _settle()
    assert shown == _on_screen(viewport)


def test_the_form_back_from_a_misdeal_is_laid_out_once(
    opened: tuple[Any, dict[str, Any]],
) -> None:
    view, misdeal = opened
    form = view.form
    moves = _Moves(form.deal_cards.button)
    for _ in range(ENTERS):
        form.load(misdeal)
        _settle()
        before = moves.count
        assert view.submit()
        _settle()
        assert form.kind() == "contract" and form.soloist_box.isVisible()
        # The contract's fields shown one by one placed the form's last line once
        # each (eight moves an Enter): now once for them all, and once as it settles.
        assert moves.count - before <= 2
