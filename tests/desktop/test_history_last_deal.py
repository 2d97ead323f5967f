"""The history's "Last deal" column (issue 25, item 19): when the last deal was entered,
not the sitting's last change (a price set afterwards moved it), read by the store's
history and by the window's light reader alike."""

from __future__ import annotations

import time
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from db.history_light import read_first_page
from desktop.shell.history_model import HistoryModel
from desktop.widgets.date_text import local_time
from tests.db.samples import misdeal


def test_a_price_set_after_the_deal_leaves_the_last_deal(
    qapp: Any, store: Any, tmp_path: Path
) -> None:
    """A misdeal entered, then a price: the column still says when the misdeal was
    entered; a sitting with no deal says nothing there."""
    sitting = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {})
    store.add_deal(sitting.id, misdeal("Борис"))
    dealt = store.find_sittings()[0].last_deal
    assert dealt is not None
    time.sleep(0.05)
    store.set_price(sitting.id, Decimal("0.01"), "₽")
    row = store.find_sittings()[0]
    assert row.updated > dealt and row.last_deal == dealt
    model = HistoryModel()
    horizontal = Qt.Orientation.Horizontal
    assert model.headerData(HistoryModel.UPDATED, horizontal) == "Last deal"
    model.set_rows([row])
    assert model.data(model.index(0, HistoryModel.UPDATED)) == local_time(dealt)
    light = read_first_page(str(tmp_path / "zapis.sqlite"), 10)
    assert light is not None and light.rows[0].last_deal == dealt
    empty = store.create_sitting("gin", ["Глеб", "Zoya"], {})
    model.set_rows([r for r in store.find_sittings() if r.id == empty.id])
    assert model.data(model.index(0, HistoryModel.UPDATED)) == ""
