"""The room's scoreboard (issue 26): the standings of one sitting in type that scales
with the window, the leader marked, the last deal's change and the next dealer, following
another store's writes; every registered game has one (none named here)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from db.service import Store
from rules.registry import games
from rules.session import next_dealer

RUMMY_DEAL = {
    "melded": {"Anna": 10, "Boris": 0, "Vera": 5},
    "in_hand": {"Anna": 0, "Boris": 20, "Vera": 3},
}
"""Rummy (rummy.md: melded minus in hand): Anna +10, Boris −20, Vera +2."""


def _new_sitting(store: Any, entry: Any, **extra: Any) -> Any:
    """A sitting of ``entry``'s game with default options, at the first table size its
    default options take."""
    from rules.errors import RuleViolation

    names = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]
    for count in range(entry.min_players, entry.max_players + 1):
        try:
            return store.create_sitting(entry.name, names[:count], **extra)
        except RuleViolation:
            continue
    raise AssertionError(f"no table size for {entry.name}")


def _board(qtbot: Any, store: Any, sitting: int) -> Any:
    from desktop.board.scoreboard import Scoreboard

    board = Scoreboard(store, sitting)
    qtbot.addWidget(board)
    board.show()
    qtbot.waitExposed(board)
    return board


def test_the_board_follows_another_store(qtbot: Any, store: Any) -> None:
    """Before any deal nobody leads; after the other store's deal, Anna leads with 10,
    the last deal's change beside each total, and the next dealer said."""
    from desktop.board.scoreboard import standings

    sitting = store.create_sitting("rummy", ["Anna", "Boris", "Vera"]).id
    board = _board(qtbot, store, sitting)
    assert not any(line.leader for line in standings(board.loaded))
    other = Store.open(str(store.path))
    try:
        other.add_deal(sitting, RUMMY_DEAL)

        def moved() -> bool:
            QCoreApplication.sendPostedEvents()  # see test_live_window._wait_for_note
            return len(board.loaded.session.deals) == 1

        qtbot.waitUntil(moved, timeout=3000)
    finally:
        other.close()
    lines = {line.name: line for line in standings(board.loaded)}
    assert (lines["Anna"].total, lines["Anna"].last, lines["Anna"].leader) == (10, 10, True)
    assert (lines["Boris"].total, lines["Boris"].last, lines["Boris"].leader) == (-20, -20, False)
    texts = [cell.text() for cell in board._cells]
    assert "★ Anna" in texts and "+10" in texts and "−20" in texts
    dealer = next_dealer(board.loaded.session)  # rummy's records name no dealer: none
    assert board.dealer.text() == (f"Deals next: {dealer}" if dealer else "")


def test_the_type_scales_with_the_window(qtbot: Any, store: Any) -> None:
    """A window twice as large has larger type (readable across the table)."""
    sitting = store.create_sitting("rummy", ["Anna", "Boris", "Vera"]).id
    board = _board(qtbot, store, sitting)
    board.resize(600, 400)
    small = board._cells[0].font().pixelSize()
    board.resize(1600, 1000)
    assert board._cells[0].font().pixelSize() > small


def test_themes_cycle(qtbot: Any, store: Any) -> None:
    """T: light → dark → high contrast → light."""
    sitting = store.create_sitting("rummy", ["Anna", "Boris", "Vera"]).id
    board = _board(qtbot, store, sitting)
    seen = [board.theme]
    for _ in range(3):
        board.next_theme()
        seen.append(board.theme)
    assert seen == ["light", "dark", "contrast", "light"]


def test_every_game_has_a_board(qtbot: Any, store: Any) -> None:
    """Each registered game's new sitting shows a line a player (the fifth too)."""
    for entry in games():
        sitting = _new_sitting(store, entry)
        board = _board(qtbot, store, sitting.id)
        shown = {cell.text().removeprefix("★ ") for cell in board._cells}
        assert set(sitting.session.players) <= shown, entry.name
        board.close()


def test_the_next_dealer_is_said(qtbot: Any, store: Any) -> None:
    """A game whose rules propose the next dealer: the board says who (the first dealer
    chosen at creation deals first)."""
    for entry in games():
        sitting = _new_sitting(store, entry, first_dealer="Anna")
        dealer = next_dealer(sitting.session)
        if dealer is None:
            continue
        board = _board(qtbot, store, sitting.id)
        assert board.dealer.text() == f"Deals next: {dealer}", entry.name
        board.close()
        return
    raise AssertionError("no registered game proposes a dealer")
