"""At a scale of 1.5 the Three Bugs deals list keeps every player's column in sight when
the running totals reach thousands (issue 25, item 12: "At 1.5 a player's column is cut
off"). Seen under Xvfb at 1366×768, scale 1.5, with totals of five digits («21 420»):
Глеб's column ran off the list behind a sideways scroll bar, while the "Closed" column,
empty in every row in sight, kept its whole header's width."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from desktop.games.three_bugs.sheet_models import CLOSED_COLUMN, SUMMARY_COLUMN
from desktop.sitting.sitting_view import SittingView
from tests.desktop.test_screens import FRAME, available
from tests.desktop.views_support import ui_in

PLAYERS = ["Аня", "Борис", "Вера", "Глеб"]


def _deal(number: int, dealer: str) -> dict[str, Any]:
    """three-bugs.md, "Values per contract level": 7♦ made with 8 tricks by Борис, and
    an all-pass; a revoke's 1000 makes the totals thousands."""
    if number % 2:
        return {
            "type": "contract", "dealer": dealer, "soloist": "Борис", "contract": "7D",
            "tricks": 8, "honours": 0, "faults": [{"player": "Вера", "kind": "revoke"}],
        }  # fmt: skip
    return {
        "type": "all-pass",
        "dealer": dealer,
        "tricks": {"Аня": 2, "Борис": 3, "Вера": 4, "Глеб": 4},
    }


@pytest.mark.parametrize("language", ["ru", "en"])
def test_five_digit_totals_keep_every_players_column_in_the_list(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    """910×485 logical pixels less the frame (1366×768 at 1.5 under a 40 px panel),
    fourteen deals: each player's column whole and inside the list."""
    sitting = store.create_sitting("three-bugs", PLAYERS, {}, first_dealer="Аня")
    for number in range(1, 15):
        dealer = PLAYERS[(number - 1) % 4]
        store.add_deal(sitting.id, _deal(number, dealer))
    with ui_in(language):
        size = available(1366, 768, 1.5).size().shrunkBy(FRAME)
        main_window.resize(size)
        assert main_window.open_sitting(sitting.id)
        view = main_window.view
        assert isinstance(view, SittingView)
        qtbot.waitUntil(view.isVisible)
        qtbot.wait(20)
        QApplication.processEvents()
        deals, model = view.deals_view, view.deals_model
        header = deals.horizontalHeader()
        for player in PLAYERS:
            column = model.column_of(player)
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            assert header.sectionViewportPosition(column) >= 0, player
            assert right <= deals.viewport().width(), (player, right, deals.viewport().width())
            assert header.sectionSize(column) >= deals.natural_width(column), player
        # What the list now cuts short in the "Closed" column is said whole on the line
        # under it when its deal is current (as the deal's own words are).
        closing = [row for row in range(model.rowCount()) if model.text(row, CLOSED_COLUMN)]
        assert closing, "no deal closed a game"
        deals.setCurrentIndex(model.index(closing[0], 0))
        said = view.deal_detail.text()
        assert model.text(closing[0], CLOSED_COLUMN) in said, said
        assert model.text(closing[0], SUMMARY_COLUMN) in said, said
