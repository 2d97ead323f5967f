"""Dates as the interface language writes them (issue 25: the history and the Evening
view wrote 2026-12-02 in the Russian interface): day first with dots in Russian, ISO in
English; the history's columns, the backup list and the date fields alike."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import pytest
from PySide6.QtCore import QDate

from desktop.widgets.date_field import DateField
from desktop.widgets.date_text import day_text, local_time
from tests.desktop.views_support import ui_in


@pytest.mark.parametrize(
    ("language", "day", "field"),
    [("ru", "02.12.2026", "02.12.2026"), ("en", "2026-12-02", "2026-12-02")],
)
def test_a_day_and_a_moment(qtbot: Any, language: str, day: str, field: str) -> None:
    moment = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    with ui_in(language):
        assert day_text(date(2026, 12, 2)) == day
        local = moment.astimezone()
        assert local_time(moment) == f"{day_text(local.date())} {local:%H:%M}"
        shown = DateField(QDate(2026, 12, 2))
        qtbot.addWidget(shown)
        assert shown.text() == field


def test_the_history_writes_the_russian_day_first(qtbot: Any, store: Any) -> None:
    """A sitting made now: the history's "created" column in Russian reads dd.mm.yyyy."""
    from desktop.shell.history_model import HistoryModel

    store.create_sitting("rummy", ["Аня", "Боря"], {"target": 500})
    with ui_in("ru"):
        model = HistoryModel()
        model.set_rows(store.find_sittings())
        text = model.data(model.index(0, HistoryModel.STARTED))
    today = datetime.now().astimezone().date()
    assert text.startswith(today.strftime("%d.%m.%Y"))
