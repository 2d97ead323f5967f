"""The history panel asks the database (issue 16, "The history finds things"): the place
filter, a sort by any column done in SQL, and a long history fetched a page at a time as
the table scrolls."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.shell.history import PAGE_SIZE, HistoryModel, HistoryPanel
from rules.session import read_session


@pytest.fixture
def panel(qtbot: Any) -> HistoryPanel:
    widget = HistoryPanel()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _column(panel: HistoryPanel, column: int) -> list[str]:
    proxy = panel.proxy
    return [str(proxy.data(proxy.index(r, column))) for r in range(proxy.rowCount())]


def test_place_filter_and_sorting_in_sql(panel: HistoryPanel, store: Any) -> None:
    first = store.create_sitting("rummy", ["Юрий", "Анна"], {}, place="Дача")
    store.add_deal(first.id, {"melded": {"Юрий": 10, "Анна": 0}, "in_hand": {"Юрий": 0, "Анна": 5}})
    store.create_sitting("gin", ["Борис", "Zoya"], {}, place="Город")
    store.create_sitting("stukolka", ["вера", "Глеб", "Дарья"], {})
    panel.reload(store)
    assert [panel.place_box.itemText(i) for i in range(panel.place_box.count())][1:] == [
        "Город",
        "Дача",
    ]
    panel.place_box.setCurrentIndex(panel.place_box.findData("Дача"))
    assert panel.visible_ids() == [int(first.id)]
    assert panel.count_label.text() == "1 of 3 sittings shown"
    panel.place_box.setCurrentIndex(0)
    # Players sort by the first seat as Python folds names: Борис, вера, Юрий.
    panel.table.sortByColumn(HistoryModel.PLAYERS, Qt.SortOrder.AscendingOrder)
    assert [p.split(",")[0] for p in _column(panel, HistoryModel.PLAYERS)] == [
        "Борис",
        "вера",
        "Юрий",
    ]
    panel.table.sortByColumn(HistoryModel.DEALS, Qt.SortOrder.DescendingOrder)
    assert _column(panel, HistoryModel.DEALS)[0] == "1"
    panel.table.sortByColumn(HistoryModel.PLACE, Qt.SortOrder.DescendingOrder)
    assert _column(panel, HistoryModel.PLACE) == ["Дача", "Город", ""]
    # The rows came in the database's order: the proxy sorted nothing itself.
    assert panel.proxy.query.sort == "place" and panel.proxy.query.descending


def test_a_long_history_is_fetched_as_the_table_scrolls(panel: HistoryPanel, store: Any) -> None:
    data = {"format": "zapis-session", "version": 1, "game": "rummy",
            "players": ["Анна", "Борис"], "deals": []}  # fmt: skip
    store.import_sessions([read_session(json.dumps(data))] * (2 * PAGE_SIZE + 50))
    panel.reload(store)
    model = panel.model
    assert model.rowCount() == PAGE_SIZE
    assert (
        panel.count_label.text() == f"{2 * PAGE_SIZE + 50} of {2 * PAGE_SIZE + 50} sittings shown"
    )
    panel.table.scrollToBottom()
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 2 * PAGE_SIZE + 50
    assert len(set(panel.visible_ids())) == 2 * PAGE_SIZE + 50
    panel.search_edit.setText("нет такого")
    assert model.rowCount() == 0 and not model.canFetchMore()
    assert panel.count_label.text() == f"0 of {2 * PAGE_SIZE + 50} sittings shown"
