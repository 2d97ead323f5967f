"""The Three Bugs paper's header shows the players' whole names at a scale of 1.5 on
1366×768 under a 40-pixel panel (issue 25): the margin's «Выиграно робберов» took so
much of the width that «Александр» was drawn «Алекс…». Where the names need the room
the margin says the games and rubbers won in one word (where there is room it keeps
the long words), and a name still wider than its column in bold is drawn plain.
Measured at the window's size on such a screen, as in ``test_paper_pinned_names``,
in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from desktop.games.three_bugs.paper_sheet import ThreeBugsPaper
from rules.session import new_session, with_json_deals
from tests.desktop.test_paper_pinned_names import _at
from tests.desktop.views_support import ui_in

PLAYERS = ["Александр", "Екатерина", "Владимир", "Анастасия"]
A, B, V, G = PLAYERS


def _open(qtbot: Any, main_window: Any, store: Any, scale: float) -> ThreeBugsPaper:
    contract = {"type": "contract", "honours": 0}
    deals = [
        {**contract, "dealer": A, "soloist": B, "contract": "7D", "tricks": 7},
        {**contract, "dealer": B, "soloist": V, "contract": "8S", "tricks": 9},
    ]
    session = with_json_deals(new_session("three-bugs", PLAYERS, {}), deals)
    sitting = store.import_sessions([session])[0]
    main_window.resize(_at(scale))
    QApplication.processEvents()
    assert main_window.open_sitting(sitting)
    qtbot.waitUntil(main_window.view.isVisible)
    QApplication.processEvents()
    paper = main_window.view.paper_split.paper
    assert isinstance(paper, ThreeBugsPaper)
    return paper


def _cut_names(paper: ThreeBugsPaper) -> list[str]:
    """The names the header draws elided: wider than their column's room for text."""
    _, _, columns = paper._column_rects()
    cut = []
    for player, rect in zip(PLAYERS, columns, strict=True):
        label, room = paper._name_label(player), rect.width() - 8
        metrics = QFontMetrics(paper._name_font(label, room))
        if metrics.elidedText(label, Qt.TextElideMode.ElideRight, room) != label:
            cut.append(player)
    return cut


def _cut_margin_words(paper: ThreeBugsPaper) -> list[str]:
    """The margin's words wider than the room they are drawn in (margin − 8)."""
    room = paper._margin_width() - 8
    words = paper._footer_words()
    normal, bold = QFontMetrics(paper.font()), QFontMetrics(paper._bold_font())
    widths = [normal.horizontalAdvance(w) for w in words[:-1]] + [bold.horizontalAdvance(words[-1])]
    return [word for word, width in zip(words, widths, strict=True) if width > room]


@pytest.mark.parametrize("language", ["ru", "en"])
def test_four_names_whole_at_the_scale_of_1_5(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    with ui_in(language):
        paper = _open(qtbot, main_window, store, 1.5)
        assert _cut_names(paper) == []
        assert _cut_margin_words(paper) == []


def test_the_long_margin_words_where_there_is_room(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    with ui_in("ru"):
        paper = _open(qtbot, main_window, store, 1.0)
        assert "Выиграно робберов" in paper._footer_words()
        assert _cut_names(paper) == []
        _, _, columns = paper._column_rects()
        assert all(
            paper._name_font(paper._name_label(p), r.width() - 8).bold()
            for p, r in zip(PLAYERS, columns, strict=True)
        )
