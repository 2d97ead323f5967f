"""Gin's «No game is settled yet» under the breakdown is whole and under nothing at the
window's size on 1366×768 under a 40-pixel panel (issue 25): at a scale of 1.25 and 1.5
the splitter squeezed it to a cut line under the breakdown's scroll bar. Measured as in
``test_paper_pinned_names``. (At 1.5 the breakdown is already at its least height, header
and one entry: the sentence no longer repeats the target, which the options line above
the list says, so that it takes one line.)"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from desktop.games.gin.sheet import GinSheet
from rules.session import new_session, with_json_deals
from tests.desktop.test_paper_pinned_names import _at
from tests.desktop.views_support import ui_in

PLAYERS = ["Александр", "Екатерина"]


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_unsettled_title_is_whole_and_clear(
    qtbot: Any, main_window: Any, store: Any, language: str, scale: float
) -> None:
    deal = {"type": "knock", "player": PLAYERS[0], "deadwood": 6, "opponent_deadwood": 19}
    with ui_in(language):
        session = with_json_deals(new_session("gin", PLAYERS, {}), [deal])
        sitting = store.import_sessions([session])[0]
        main_window.resize(_at(scale))
        QApplication.processEvents()
        assert main_window.open_sitting(sitting)
        view = main_window.view
        qtbot.waitUntil(view.isVisible)
        QApplication.processEvents()
        sheet = view.sheet
        assert isinstance(sheet, GinSheet)
        title = sheet.settlement_title
        assert title.isVisible() and not sheet.settlement_view.isVisible()
        assert title.text().startswith("Ни одна" if language == "ru" else "No game")
        # Whole: as tall as its wrapped lines at its width, and all inside its box.
        # (The box takes the room once the splitter has laid out, a turn of events on.)
        qtbot.waitUntil(lambda: title.height() >= title.heightForWidth(title.width()), timeout=2000)
        assert sheet.settlement_box.rect().contains(title.geometry())
        # Under nothing: clear of the breakdown (its scroll bar included).
        assert not _global(title).intersects(_global(view.breakdown_view))
