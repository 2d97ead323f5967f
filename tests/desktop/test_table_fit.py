"""The deals list is refitted on every change (issue 25, item 12): a deal entered, and
its numbers, are never cut while the sitting is open (the columns used to be fitted only
when the sitting was opened)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication


def _cut_columns(view: Any) -> list[int]:
    header = view.horizontalHeader()
    wordy = set(view._rows.wordy_columns)
    return [
        column
        for column in range(header.count())
        if column not in wordy and header.sectionSize(column) < view.natural_width(column)
    ]


def test_a_deal_entered_refits_the_players_columns(qtbot: Any, view: Any) -> None:
    """A misdeal's −3000 and +1000 (wider than the empty columns' headers) fit at once."""
    deals = view.deals_view
    assert _cut_columns(deals) == []
    view.form.kind_box.setCurrentIndex(view.form.kind_box.findData("misdeal"))
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        view.submit()
    QApplication.processEvents()
    assert deals.model().rowCount() == 1
    assert _cut_columns(deals) == []
    widths = [deals.horizontalHeader().sectionSize(c) for c in range(deals.model().columnCount())]
    assert all(width > 0 for width in widths)


def test_the_new_sitting_dialog_stays_inside_the_work_area(qtbot: Any, store: Any) -> None:
    """Item 13: whichever game is chosen, the dialog stays inside the screen's free area
    (it grew 1238 px wide on a 1366 px screen and lost its Cancel button)."""
    from desktop.shell.new_sitting import NewSittingDialog

    dialog = NewSittingDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    for index in range(dialog.game_box.count()):
        dialog.game_box.setCurrentIndex(index)
        qtbot.wait(20)
        geometry = dialog.geometry()
        if dialog.minimumSizeHint().width() <= screen.width():
            assert geometry.right() <= screen.right(), (dialog.game(), geometry, screen)
            assert geometry.left() >= screen.left(), (dialog.game(), geometry, screen)
        assert (
            geometry.bottom() <= screen.bottom()
            or dialog.minimumSizeHint().height() > screen.height()
        )


def test_one_minus_sign_on_the_sheet_and_the_standings(qtbot: Any, view: Any) -> None:
    """Item 17: the paper sheet and the standings write U+2212 as the deals list does
    (they wrote a hyphen): a misdeal's −3000 and the standings' −2000."""
    from desktop.games.three_bugs import paper_sheet

    assert paper_sheet._signed(-800) == "\u2212800"
    assert paper_sheet._signed(240) == "+240"
    view.form.kind_box.setCurrentIndex(view.form.kind_box.findData("misdeal"))
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        view.submit()
    banner = view.sheet.banner_text()
    assert "\u2212" in banner, banner
    assert "-" not in banner.replace("\u2212", ""), banner


def test_the_sheets_totals_stay_in_sight_however_many_deals(qtbot: Any, controller: Any) -> None:
    """Item 10: after twelve deals on a low window the paper scrolls, and its totals
    (Above, Below, Games won, Rubbers won, Total) are pinned over its bottom whether it
    is scrolled to the top or anywhere; scrolled to the end, the paper's own are seen."""
    from desktop.games.three_bugs.view import make_view

    view = make_view(controller)
    qtbot.addWidget(view)
    view.resize(1280, 600)
    view.show()
    qtbot.waitExposed(view)
    form = view.form
    for _ in range(12):
        form.kind_box.setCurrentIndex(form.kind_box.findData("misdeal"))
        with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
            view.submit()
    QApplication.processEvents()
    split = view.paper_split
    pinned = split.pinned
    bar = split.paper_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the paper must scroll for this test"
    viewport = split.paper_scroll.viewport()
    footer = split.paper.footer_rect()
    for value in (0, bar.maximum() // 2):
        bar.setValue(value)
        QApplication.processEvents()
        assert pinned.isVisible(), value
        assert pinned.geometry().bottom() == viewport.height() - 1
        assert pinned.height() == footer.height()
        # It shows the paper's totals, pixel for pixel (painted by the paper's painter).
        shown = pinned.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        own = split.paper.grab(footer).toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert shown == own, value
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    own = split.paper.mapTo(viewport, footer.topLeft()).y()
    assert own + footer.height() <= viewport.height()
    assert not pinned.isVisible() or pinned.geometry().top() == own
