"""The breakdown's words whole in the width its pane has (issue 25): at a scale of 1.5
on 1366×768 the breakdown stands in a narrow column, and Preferans' Reason and Rule ran
past its edge (a least width of their own), reached only by scrolling sideways, while a
reason wrapped over more lines than the pane shows was scrolled a row at a time, its
first lines never in sight. Every game: the columns fit the viewport, each cell's text
wrapped fits its cell, and a tall row scrolls a pixel at a time from its top."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyle

from desktop.shell.screen_fit import FIRST_SIZE, fitted_geometry
from rules.session import read_session
from tests.desktop.test_scale_15_windows import SITTINGS
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

CASES = Path(__file__).resolve().parents[1] / "cases"
FILES = {
    "preferans": "preferans-spec-example.json",
    "stukolka": "stukolka-spec-example.json",
    "three-bugs-case": "three-bugs-10nt-down-two.json",
    "gin-case": "gin-source-example.json",
}


def _sitting(store: Any, name: str) -> Any:
    from rules.session import new_session, with_json_deals

    if name in FILES:
        case = json.loads((CASES / FILES[name]).read_text(encoding="utf-8"))
        session = read_session(json.dumps(case["session"]))
    else:
        game, players, options, deals = SITTINGS[name]
        session = with_json_deals(new_session(game, players, options), deals)
    return store.import_sessions([session])[0]


def _cut_cells(view: Any) -> list[str]:
    """The cells whose text, wrapped at its column's width as the view draws it, does
    not fit the cell."""
    model = view.model()
    metrics = view.fontMetrics()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    cut = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            text = str(model.data(index, Qt.ItemDataRole.DisplayRole) or "")
            cell = view.visualRect(index)
            room = QRect(0, 0, cell.width() - 2 * margin, 10_000)
            flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
            needed = metrics.boundingRect(room, flags, text)
            if needed.width() > room.width() or needed.height() > cell.height():
                cut.append(f"{row}:{column} {text!r} {needed.size()} in {cell.size()}")
    return cut


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("name", [*FILES, *SITTINGS])
def test_the_breakdown_is_whole_in_its_width_at_1_5(
    qtbot: Any, main_window: Any, store: Any, name: str, language: str
) -> None:
    """The window at a scale of 1.5 (902×447 logical pixels), the last deal with
    entries selected:
    no sideways scroll bar in the breakdown while its words can wrap, every cell's wrapped
    text inside its cell,
    the rows' text at their top, scrolled a pixel at a time."""
    size = fitted_geometry(available(1366, 768, 1.5), FRAME, FIRST_SIZE).size()
    with ui_in(language):
        sitting = _sitting(store, name)
        main_window.show()
        assert main_window.open_sitting(sitting)
        main_window.resize(size)
        QApplication.processEvents()
        view = main_window.view
        breakdown = view.breakdown_view
        model = breakdown.model()
        # The last deal that wrote entries (a misdeal writes none).
        for number in range(len(view.controller.session.deals), 0, -1):
            view.select_deal(number)
            QApplication.processEvents()
            if model.rowCount():
                break
        assert model.rowCount() > 0
        # The columns refit once a vertical scroll bar the grown rows brought narrows the
        # viewport (a turn of the loop later).
        qtbot.wait(20)
        header = breakdown.horizontalHeader()
        columns = sum(header.sectionSize(c) for c in range(header.count()))
        reason, rule = model.reason_column, model.rule_column
        if columns > breakdown.viewport().width():
            # Only when the words cannot wrap any narrower (Gin's "Константин" and
            # "opponent's" beside a Hollywood sheet): the reason and the rule's title at
            # their longest word, the names and numbers at theirs.
            assert header.sectionSize(reason) <= breakdown.word_width(reason)
            assert header.sectionSize(rule) <= max(
                breakdown.word_width(rule), header.sectionSizeHint(rule)
            )
        else:
            assert breakdown.horizontalScrollBar().maximum() == 0
        assert _cut_cells(breakdown) == []
        mode = breakdown.verticalScrollMode()
        assert mode == QAbstractItemView.ScrollMode.ScrollPerPixel
        first_reason = model.index(0, reason, QModelIndex())
        alignment = int(model.data(first_reason, Qt.ItemDataRole.TextAlignmentRole))
        assert alignment & int(Qt.AlignmentFlag.AlignTop)


def test_a_finished_pulkas_breakdown_takes_the_closed_forms_room(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """§11's pulka is over: at a scale of 1.5 its deal 8 (two entries, the reason and the
    rule's title wrapped) showed part of one entry under a form nobody can type in. The
    closed form keeps its least height, and both entries are wholly in the breakdown's
    sight; with the last deal deleted the pulka goes on and the form has its room back."""
    size = fitted_geometry(available(1366, 768, 1.5), FRAME, FIRST_SIZE).size()
    with ui_in("en"):
        sitting = _sitting(store, "preferans")
        main_window.show()
        assert main_window.open_sitting(sitting)
        main_window.resize(size)
        QApplication.processEvents()
        view = main_window.view
        assert not view.form_box.isEnabled()
        view.select_deal(8)
        qtbot.wait(20)
        breakdown = view.breakdown_view
        assert breakdown.model().rowCount() == 2
        viewport = breakdown.viewport().rect()
        for row in range(2):
            index = breakdown.model().index(row, 0)
            assert viewport.contains(breakdown.visualRect(index)), row
        # The closed form's greyed fields out of sight, its title and buttons kept.
        assert not view.form_box.fields_scroll.isVisible()
        assert view.enter_button.isVisible()
        closed = view.form_box.height()
        assert closed <= view.form_box.minimumSizeHint().height() + 2
        view.controller.delete_deal(8)
        qtbot.wait(20)
        assert view.form_box.isEnabled()
        assert view.form_box.fields_scroll.isVisible()
        assert view.form_box.height() > closed + 40
