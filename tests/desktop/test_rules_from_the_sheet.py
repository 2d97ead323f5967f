"""From the sheet to the rulebook, as a player does it: a click on an entry of the deal's
breakdown (or Enter on it) opens the rulebook window at exactly that entry's rule, in
every game's view opened through the main window; F1 opens the open game's rules."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.rulebook import text as rulebook_text
from tests.conftest import CASES

FIRST_DEALS: dict[str, tuple[list[str], dict[str, Any], dict[str, Any]]] = {
    # three-bugs-10nt-down-two: tricks, undertricks and the defenders' honours.
    "three-bugs": (
        ["Anna", "Boris", "Vera", "Gleb"],
        {},
        {"type": "contract", "dealer": "Anna", "soloist": "Boris", "contract": "10NT",
         "tricks": 8, "honours": 0},
    ),
    # stukolka-spec-example, deal 1: B and C knock, take 2 and 1 tricks.
    "stukolka": (
        ["A", "B", "C", "D"],
        {"variant": "ordinary", "ante": 3},
        {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}},
    ),
    # oklahoma-hollywood-source-example, deals 1-5 (deal 5: a knock under the 7 of
    # spades, so each column has a knock entry and a spade-doubling entry).
    "gin": (
        ["A", "B"],
        {"variant": "oklahoma", "scoring": "hollywood"},
        {},
    ),
    # Rummy, one pack for three: Vera goes out, the others pay what they hold.
    "rummy": (
        ["Anna", "Boris", "Vera"],
        {"packs": 1},
        {"melded": {"Anna": 30, "Boris": 20, "Vera": 60}, "in_hand": {"Anna": 15, "Boris": 25,
                                                                       "Vera": 0}},
    ),
}  # fmt: skip


def sitting_of(game: str) -> tuple[list[str], dict[str, Any], list[dict[str, Any]]]:
    players, options, deal = FIRST_DEALS[game]
    if game == "gin":
        source = json.loads((CASES / "oklahoma-hollywood-source-example.json").read_text())
        return players, source["session"]["options"], source["session"]["deals"][:5]
    return players, options, [deal]


def open_game(qtbot: Any, main_window: Any, store: Any, game: str) -> Any:
    """A sitting of ``game`` with its deals, opened through the main window."""
    players, options, deals = sitting_of(game)
    loaded = store.create_sitting(game, players, options, first_dealer=players[0])
    for deal in deals:
        store.add_deal(loaded.id, deal)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        assert main_window.open_sitting(int(loaded.id))
    qtbot.wait(10)
    return main_window.view


def entry_rules(main_window: Any) -> list[str]:
    """The rule id of each entry of the deal shown, as the engine wrote them."""
    return [entry.rule for entry in main_window.controller.scored.deals[-1].entries]


def click_row(qtbot: Any, table: Any, row: int) -> None:
    index = table.model().index(row, 0)
    table.scrollTo(index)
    rect = table.visualRect(index)
    assert rect.isValid() and table.viewport().rect().contains(rect.center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def assert_shown_at(book: Any, rule: str) -> None:
    """The window is up, at ``rule``, and that section's heading is at the top."""
    assert book.isVisible()
    assert book.current_section == rule
    assert book.heading_at_top() == rulebook_text.find_section(book.language, rule).title


@pytest.mark.parametrize("game", ["three-bugs", "stukolka", "gin", "rummy"])
def test_a_click_on_an_entry_opens_its_rule(qtbot: Any, main_window: Any, store: Any,
                                            game: str) -> None:  # fmt: skip
    """A mouse click on the last entry of the breakdown, then Enter on the first: the
    rulebook shows each entry's own section (the engine's rule id for that row)."""
    view = open_game(qtbot, main_window, store, game)
    rules = entry_rules(main_window)
    table = view.breakdown_view
    assert table.model().rowCount() == len(rules) >= 2
    # Two different rules, so a click that opened the wrong row's rule would show.
    assert rules[0] != rules[-1]
    book = main_window.rulebook_window()
    assert not book.isVisible()

    last = len(rules) - 1
    with qtbot.waitSignal(book.sig_section_shown) as shown:
        click_row(qtbot, table, last)
    assert shown.args == [rules[last]]
    assert_shown_at(book, rules[last])

    # Back in the sheet, Enter on another entry opens that entry's rule.
    main_window.activateWindow()
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, 0))
    with qtbot.waitSignal(book.sig_section_shown) as shown:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert shown.args == [rules[0]]
    assert_shown_at(book, rules[0])


def test_three_bugs_entries_name_their_rules(qtbot: Any, main_window: Any, store: Any) -> None:
    """10NT down two with no aces (three-bugs-10nt-down-two): the breakdown's entries are
    the tricks, the undertricks and the defenders' honours, each with its reason."""
    view = open_game(qtbot, main_window, store, "three-bugs")
    model = view.breakdown_model
    rules = [model.row_key(row) for row in range(model.rowCount())]
    assert set(rules) == {"three-bugs/tricks", "three-bugs/undertricks", "three-bugs/honours"}
    line = model.column_of("Line")
    assert all(model.value(row, line) in ("above", "below") for row in range(len(rules)))
    assert all(model.text(row, model.reason_column) for row in range(len(rules)))
    honours = rules.index("three-bugs/honours")
    book = main_window.rulebook_window()
    click_row(qtbot, view.breakdown_view, honours)
    assert_shown_at(book, "three-bugs/honours")


def test_a_section_the_rulebook_lacks_opens_the_game(qtbot: Any, main_window: Any,
                                                     store: Any) -> None:  # fmt: skip
    """A rule id without a section (an older engine's) opens the game's rules and says
    which section is missing, instead of failing in the slot."""
    open_game(qtbot, main_window, store, "stukolka")
    main_window.show_rule("stukolka/no-such-section")
    book = main_window.rulebook
    assert book.isVisible() and book.current_section == "stukolka"
    assert "stukolka/no-such-section" in main_window.statusBar().currentMessage()


@pytest.mark.parametrize("game", ["three-bugs", "stukolka", "gin", "rummy"])
def test_f1_opens_the_rules_of_the_open_game(qtbot: Any, main_window: Any, store: Any,
                                             game: str) -> None:  # fmt: skip
    """F1 in the sheet opens the rulebook at the top of that game's rules."""
    view = open_game(qtbot, main_window, store, game)
    book = main_window.rulebook_window()
    # Start elsewhere, so the window must move to the game.
    book.show_game("glossary" if game != "glossary" else "three-bugs")
    with qtbot.waitSignal(book.sig_section_shown) as shown:
        qtbot.keyClick(view.focusWidget() or view, Qt.Key.Key_F1)
    assert shown.args == [game]
    assert book.isVisible() and book.current_section == game
    # The game's own rules, from their first line.
    assert book.browser.verticalScrollBar().value() == 0
    assert book.browser.document().begin().text() == (
        rulebook_text.find_section(book.language, game).title
    )
