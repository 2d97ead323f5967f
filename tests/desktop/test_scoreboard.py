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


def _case_session(name: str) -> Any:
    import json

    from tests.conftest import CASES

    return json.loads((CASES / f"{name}.json").read_text(encoding="utf-8"))["session"]


def _texts(board: Any) -> list[str]:
    return [cell.text() for cell in board._cells]


def test_three_bugs_games_and_rubbers_on_the_board(qtbot: Any, store: Any) -> None:
    """Anna's two 13NT (three-bugs.md, "Game, rubber, partie"): two games, the rubber;
    the board says both on her line, 0 on the others', and no "games: " column beside."""
    from tests.rules.test_three_bugs_game import grand_slam

    players = ["Anna", "Boris", "Vera", "Gleb"]
    sitting = store.create_sitting("three-bugs", players, {}, first_dealer="Anna").id
    store.add_deals(sitting, [grand_slam("Anna"), grand_slam("Anna")])
    board = _board(qtbot, store, sitting)
    texts = _texts(board)
    row = texts[texts.index("★ Anna") : texts.index("★ Anna") + 5]
    assert row[3:] == ["games this rubber: 2", "rubbers: 1"]
    boris = texts[texts.index("Boris") : texts.index("Boris") + 5]
    assert boris[3:] == ["games this rubber: 0", "rubbers: 0"]
    assert not any(text.startswith("games: ") for text in texts)
    assert not board.table_line.isVisible()


def test_stukolka_what_is_on_the_table_on_the_board(qtbot: Any, store: Any) -> None:
    """stukolka.md's example after two deals: 6 on the table (C's and D's remizes), the
    next pot 6 + the ante 3 = 9; after the third, 0 and 3. Followed from another store."""
    session = _case_session("stukolka-spec-example")
    sitting = store.create_sitting("stukolka", session["players"], session["options"]).id
    store.add_deals(sitting, session["deals"][:2])
    board = _board(qtbot, store, sitting)
    assert board.table_line.text() == "On the table: 6 · Next deal's pot: 9"
    assert board.table_line.isVisible()
    other = Store.open(str(store.path))
    try:
        other.add_deal(sitting, session["deals"][2])

        def moved() -> bool:
            QCoreApplication.sendPostedEvents()
            return len(board.loaded.session.deals) == 3

        qtbot.waitUntil(moved, timeout=3000)
    finally:
        other.close()
    assert board.table_line.text() == "On the table: 0 · Next deal's pot: 3"


def test_hollywood_columns_on_the_board(qtbot: Any, store: Any) -> None:
    """The source's seven Oklahoma deals (gin-family.md, "Hollywood scoring"): each
    player's three columns, 1: A 83, B 86; 2: A 65, B 60; 3: A 59, B 42."""
    session = _case_session("oklahoma-hollywood-source-example")
    sitting = store.create_sitting("gin", session["players"], session["options"]).id
    store.add_deals(sitting, session["deals"])
    board = _board(qtbot, store, sitting)
    texts = _texts(board)
    a = texts.index("A") if "A" in texts else texts.index("★ A")
    b = texts.index("B") if "B" in texts else texts.index("★ B")
    assert texts[a + 3 : a + 6] == ["column 1: 83", "column 2: 65", "column 3: 59"]
    assert texts[b + 3 : b + 6] == ["column 1: 86", "column 2: 60", "column 3: 42"]


def test_the_board_lines_in_russian(qtbot: Any, store: Any) -> None:
    """The game's words are translated (the Scoreboard context)."""
    from tests.desktop.views_support import ui_in

    session = _case_session("stukolka-spec-example")
    sitting = store.create_sitting("stukolka", session["players"], session["options"]).id
    store.add_deals(sitting, session["deals"][:2])
    with ui_in("ru"):
        board = _board(qtbot, store, sitting)
        assert board.table_line.text() == "На столе: 6 · Банк следующей сдачи: 9"
