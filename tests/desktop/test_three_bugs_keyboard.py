"""A whole Three Bugs rubber entered from the keyboard, compared with the engine.

The deals (spec three-bugs.md): a misdeal (dealer −3000, others +1000), the spec's
all-pass example (tricks 2,3,4,4 → +1000 to the player with 2), the seed's 10NT defended
down two (560 / 350 below, 2 undertricks), a made 11♥ beetle (+2000) that wins Gleb a
game, and a made 13♠ with a crown and three aces that wins him the second game and the
rubber. Every number the sheet draws is compared with the engine's own scoring of the
records the test meant to type.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from rules.session import new_session, read_deal, score
from tests.desktop.conftest import PLAYERS
from tests.desktop.keyboard import (
    focused,
    press,
    separate_keystrokes,  # noqa: F401 (autouse)
    tab_to,
    type_text,
)
from tests.helpers import deal_sums

EXPECTED_RECORDS: list[dict[str, Any]] = [
    {"type": "misdeal", "dealer": "Anna"},
    {"type": "all-pass", "dealer": "Anna", "tricks": {"Anna": 2, "Boris": 3, "Vera": 4, "Gleb": 4}},
    {"type": "contract", "dealer": "Boris", "soloist": "Vera", "contract": "10NT", "tricks": 8,
     "honours": 2},
    {"type": "contract", "dealer": "Vera", "soloist": "Gleb", "bid": "10H", "contract": "11H",
     "tricks": 11, "honours": 6},
    {"type": "contract", "dealer": "Gleb", "soloist": "Gleb", "contract": "13S", "tricks": 13,
     "honours": 5, "crowns": [{"player": "Gleb", "suit": "S", "length": 5}],
     "aces": [{"player": "Anna", "count": 3}]},
]  # fmt: skip


def enter_contract(
    qtbot: Any,
    view: Any,
    soloist: str,
    level: str,
    strain: str,
    tricks: str,
    honours: str,
    bid: tuple[str, str] | None = None,
) -> None:
    entry = view.form
    assert focused() is entry.kind_box
    press(qtbot, Qt.Key.Key_Home)  # contract is the first kind
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is entry.soloist_box
    type_text(qtbot, soloist[0])  # a unique initial chooses him and moves on
    assert focused() is entry.level_spin
    type_text(qtbot, level + strain)  # "10N": the strain letter moves past the strain
    assert focused() is entry.tricks_spin
    type_text(qtbot, tricks)
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is entry.honours_spin
    type_text(qtbot, honours)
    if bid is not None:
        press(qtbot, Qt.Key.Key_Tab)
        assert focused() is entry.bid_level
        type_text(qtbot, bid[0] + bid[1])


def record(qtbot: Any, view: Any) -> None:
    with qtbot.waitSignal(view.sig_deal_entered, timeout=2000):
        press(qtbot, Qt.Key.Key_Return)


def expected_scored() -> Any:
    session = new_session("three-bugs", PLAYERS, {})
    for deal in EXPECTED_RECORDS:
        session = session.with_deal(read_deal(session, deal))
    return score(session)


def test_a_whole_rubber_by_keyboard_matches_the_engine(qtbot: Any, view: Any) -> None:
    """Five deals typed without the mouse; the records are exactly the ones meant, and
    every number on the sheet is the engine's (per deal and line, totals, games)."""
    entry = view.form
    controller = view.controller

    # 1. A misdeal: its letter (the arrows never change a combo, issue 25).
    assert entry.dealer_box.currentText() == "Anna"
    type_text(qtbot, "m")
    assert entry.kind() == "misdeal"
    record(qtbot, view)

    # 2. All pass: the same dealer deals again after a misdeal [ruling].
    assert entry.dealer_box.currentText() == "Anna"
    type_text(qtbot, "a")
    assert entry.kind() == "all-pass"
    for player, tricks in EXPECTED_RECORDS[1]["tricks"].items():
        tab_to(qtbot, entry.rows[player].tricks)
        type_text(qtbot, str(tricks))
    record(qtbot, view)

    # 3. 10NT defended: the soloist Vera takes 8 (the seed's example).
    assert entry.dealer_box.currentText() == "Boris"
    enter_contract(qtbot, view, "Vera", "10", "N", "8", "2")
    assert entry.defenders_label.text().endswith("5")
    assert entry.honours_spin.maximum() == 4
    record(qtbot, view)

    # 4. Bid 10♥, final 11♥, made: a beetle, and Gleb's first game.
    enter_contract(qtbot, view, "Gleb", "11", "H", "11", "6", bid=("10", "H"))
    record(qtbot, view)

    # 5. 13♠ made, Gleb's crown ♠5 and Anna's three aces: the rubber.
    enter_contract(qtbot, view, "Gleb", "13", "S", "13", "5")
    tab_to(qtbot, entry.rows["Gleb"].crowns)
    type_text(qtbot, "S5")
    tab_to(qtbot, entry.exchange_check)
    # Anna's aces are before Gleb's row: go back with Shift+Tab.
    for _ in range(40):
        if focused() is entry.rows["Anna"].aces:
            break
        qtbot.keyClick(focused(), Qt.Key.Key_Backtab)
    assert focused() is entry.rows["Anna"].aces
    type_text(qtbot, "3")
    record(qtbot, view)

    assert [d.to_json() for d in controller.session.deals] == EXPECTED_RECORDS
    expected = expected_scored()
    cells = view.sheet.paper_sheet.cells()
    for deal in expected.deals:
        drawn: dict[str, dict[str, int]] = {}
        for cell in cells:
            if cell.deal == deal.deal and cell.section in ("above", "below"):
                drawn.setdefault(cell.player, {})[cell.section] = cell.points
        assert drawn == deal_sums(expected, deal.deal), f"deal {deal.deal}"
    footer = {(c.section, c.player): c.points for c in cells if c.deal == 0}
    for player in PLAYERS:
        assert footer[("total", player)] == expected.totals[player]
        above = sum(e.points for d in expected.deals for e in d.entries
                    if e.player == player and e.column == "above")  # fmt: skip
        below = sum(e.points for d in expected.deals for e in d.entries
                    if e.player == player and e.column == "below")  # fmt: skip
        assert footer[("above-total", player)] == above
        assert footer[("below-total", player)] == below
    games = [g["winners"] for g in expected.summary.to_json()["games"]]
    assert games == [["Gleb"], ["Gleb"]]
    assert footer[("games", "Gleb")] == 2
    assert footer[("rubbers", "Gleb")] == 1
    rules = view.sheet.paper_sheet.layout_data().rules
    assert [(r.after_deal, r.kind, r.winners) for r in rules] == [
        (4, "game", ("Gleb",)),
        (5, "game", ("Gleb",)),
        (5, "rubber", ("Gleb",)),
    ]
    assert "Gleb" in view.sheet.banner_text() and "Rubber" in view.sheet.banner_text()


def test_a_refused_deal_shows_the_engine_message_next_to_the_field(qtbot: Any, view: Any) -> None:
    """All-pass tricks 5+3+4+4 = 16 are refused (spec: tricks must sum to 13); the message
    sits by the tricks, nothing is written, and the typed numbers stay."""
    entry = view.form
    type_text(qtbot, "a")
    for player, tricks in zip(("Anna", "Boris", "Vera", "Gleb"), (5, 3, 4, 4), strict=True):
        tab_to(qtbot, entry.rows[player].tricks)
        type_text(qtbot, str(tricks))
    press(qtbot, Qt.Key.Key_Return)
    assert view.controller.session.deals == ()
    message = entry.violations.text("all-pass-tricks")
    assert "13" in message
    assert [entry.rows[p].tricks.value() for p in ("Anna", "Boris", "Vera", "Gleb")] == [5, 3, 4, 4]


def test_honours_range_follows_the_strain(qtbot: Any, view: Any) -> None:
    """Honours 0..8 at a suit, 0..4 at NT (spec: honours)."""
    entry = view.form
    tab_to(qtbot, entry.strain_box)
    type_text(qtbot, "H")
    assert entry.honours_spin.maximum() == 8
    type_text(qtbot, "N")
    assert entry.strain_box.strain() == "NT"
    assert entry.honours_spin.maximum() == 4
