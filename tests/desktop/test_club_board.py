"""The club board (issue 26): every sitting of a day, each table's leader and standings,
and the evening's sums — money when every table has a price (the Evening view's nets),
else points added by person — following another store's writes."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication

from db.service import Store
from tests.desktop.test_scoreboard import RUMMY_DEAL

THREE = ["Anna", "Boris", "Vera"]


def test_the_evening_in_points_and_in_money(qtbot: Any, store: Any) -> None:
    """Two rummy tables today: Anna leads the first (+10); without prices the evening adds
    points (Anna 10 + 10 = 20); with a price of 1.00 the nets are money, summing to 0."""
    from desktop.board.club_board import evening_lines

    first = store.create_sitting("rummy", THREE).id
    second = store.create_sitting("rummy", THREE).id
    store.add_deal(first, RUMMY_DEAL)
    store.add_deal(second, RUMMY_DEAL)
    tables, evening = evening_lines(store, date.today())
    assert tables == [
        f"{first} · Rummy: ★ Anna 10, Boris −20, Vera 2",
        f"{second} · Rummy: ★ Anna 10, Boris −20, Vera 2",
    ]
    assert evening == ["Anna 20", "Boris −40", "Vera 4"]
    for sitting in (first, second):
        store.set_price(sitting, Decimal("1.00"))
    _tables, money = evening_lines(store, date.today())
    assert money != evening and len(money) == 3


def test_the_club_board_follows_the_tables(qtbot: Any, store: Any) -> None:
    """A deal written by another store at one table shows on the board."""
    from desktop.board.club_board import ClubBoard

    sitting = store.create_sitting("rummy", THREE).id
    board = ClubBoard(store, date.today())
    qtbot.addWidget(board)
    board.show()
    assert "★" not in board.tables.text()
    other = Store.open(str(store.path))
    try:
        other.add_deal(sitting, RUMMY_DEAL)

        def shown() -> bool:
            QCoreApplication.sendPostedEvents()  # see test_live_window._wait_for_note
            return "★ Anna 10" in board.tables.text()

        qtbot.waitUntil(shown, timeout=3000)
    finally:
        other.close()
    board.close()
