"""Rummy's form: its two number columns (put on the table, left in hand) are as wide as
each other and line up, in both languages (issue 25): each field took its own title's
width, a narrow «Выложено» field beside a wide «Осталось на руке» one."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from desktop.games.rummy.form import RummyForm
from rules.session import new_session
from tests.desktop.views_support import ui_in

PLAYERS = ["Александр", "Екатерина", "Владимир"]


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_number_columns_are_equal_and_aligned(
    qtbot: Any, main_window: Any, store: Any, language: str
) -> None:
    with ui_in(language):
        session = new_session("rummy", PLAYERS, {"packs": 1, "target": 500})
        sitting = store.import_sessions([session])[0]
        assert main_window.open_sitting(sitting)
        qtbot.waitUntil(main_window.view.isVisible)
        QApplication.processEvents()
        form = main_window.view.findChild(RummyForm)
        assert isinstance(form, RummyForm)
        melded = [form.melded_spins[p] for p in PLAYERS]
        in_hand = [form.in_hand_spins[p] for p in PLAYERS]
        widths = {spin.width() for spin in melded + in_hand}
        assert len(widths) == 1, widths
        # Each column's fields share one left edge, the second's right of the first's.
        assert len({spin.x() for spin in melded}) == 1
        assert len({spin.x() for spin in in_hand}) == 1
        assert in_hand[0].x() >= melded[0].x() + melded[0].width()
