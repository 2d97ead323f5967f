"""Three Bugs at the table (issue 19): the keys a deal takes, counted through the real
widgets, and the fields that must be given on purpose.

Budgets: a made contract in at most 8 keys (the soloist chosen, the dealer proposed), a
contract down with honours in at most 10, an all-pass deal in at most 12, a misdeal in 2.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from desktop import keys as app_keys
from desktop.games.three_bugs.words import deal_summary
from tests.desktop.budget_keys import CountingKeys, entered
from tests.desktop.keyboard import (
    focused,
    separate_keystrokes,  # noqa: F401 (autouse)
)

RETURN = app_keys.ENTER_DEAL
TAB = Qt.Key.Key_Tab


def test_a_made_contract_in_eight_keys(qtbot: Any, view: Any) -> None:
    """Tab, V (Vera, the only V: chosen and on to the contract), 7h (7♥, on to the
    tricks), 7, Tab, 4 (honours even), Return: 8 keys; the dealer is the proposed Anna."""
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("V7h7")
    keys.press(TAB)
    keys.type("4")
    deal = entered(qtbot, view, keys)
    assert keys.count == 8
    assert dict(deal) == {"type": "contract", "dealer": "Anna", "soloist": "Vera",
                          "contract": "7H", "tricks": 7, "honours": 4}  # fmt: skip


def test_a_contract_down_with_honours_in_ten_keys(qtbot: Any, view: Any) -> None:
    """9♠ by Boris down two (7 tricks), his honours 6 of the 8: Tab B 9 s 7 Tab 6
    Return, 8 keys; 10 NT takes one key more (Tab B 1 0 n 8 Tab 2 Return)."""
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("B9s7")
    keys.press(TAB)
    keys.type("6")
    deal = entered(qtbot, view, keys)
    assert keys.count == 8
    assert dict(deal) == {"type": "contract", "dealer": "Anna", "soloist": "Boris",
                          "contract": "9S", "tricks": 7, "honours": 6}  # fmt: skip
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("V10n8")
    keys.press(TAB)
    keys.type("2")
    deal = entered(qtbot, view, keys)
    assert keys.count == 9
    assert dict(deal) == {"type": "contract", "dealer": "Boris", "soloist": "Vera",
                          "contract": "10NT", "tricks": 8, "honours": 2}  # fmt: skip


def test_all_pass_in_twelve_keys(qtbot: Any, view: Any) -> None:
    """a (All pass), Tab, then the four players' tricks 2 3 4 4 with a Tab between,
    Return: 10 keys; the tricks fields come one after another in Tab order."""
    keys = CountingKeys(qtbot)
    keys.type("a")
    for tricks in ("2", "3", "4"):
        keys.press(TAB)
        keys.type(tricks)
    keys.press(TAB)
    keys.type("4")
    deal = entered(qtbot, view, keys)
    assert keys.count <= 12
    assert deal["tricks"] == {"Anna": 2, "Boris": 3, "Vera": 4, "Gleb": 4}


def test_a_misdeal_in_two_keys(qtbot: Any, view: Any) -> None:
    """m (Misdeal) and Return; the form is back on the deal kind, at contract."""
    keys = CountingKeys(qtbot)
    keys.type("m")
    deal = entered(qtbot, view, keys)
    assert keys.count == 2
    assert dict(deal) == {"type": "misdeal", "dealer": "Anna"}
    assert focused() is view.form.kind_box
    assert view.form.kind() == "contract"


def test_honours_and_soloist_are_never_assumed(qtbot: Any, view: Any) -> None:
    """A contract with the honours untouched is refused beside the honours (0 would
    give the defenders all eight); with no soloist, beside the soloist. Nothing is
    written, what was typed stays, and each new deal starts unchosen again."""
    form = view.form
    keys = CountingKeys(qtbot)
    keys.press(TAB)
    keys.type("V7h7")
    keys.press(RETURN)
    assert view.controller.session.deals == ()
    assert "Honours not given" in form.violations.text("honours")
    assert form.soloist_box.currentText() == "Vera"
    keys.press(TAB)
    keys.type("5")
    entered(qtbot, view, keys)
    assert form.honours_spin.text() == "—"
    assert form.soloist_box.currentIndex() == -1
    keys.press(TAB, TAB)  # past the soloist, untouched
    keys.type("7h7")
    keys.press(TAB)
    keys.type("4")
    keys.press(RETURN)
    assert len(view.controller.session.deals) == 1
    assert "Soloist not given" in form.violations.text("soloist")


def test_every_row_label_puts_the_keyboard_on_its_field(qtbot: Any, view: Any) -> None:
    """The underlined letters reach the fields (not a container), and none is a menu's
    letter (File, Edit, Settings, Help)."""
    from PySide6.QtWidgets import QLabel

    form = view.form
    labels = [label for label in form.findChildren(QLabel) if "&" in label.text()]
    assert labels
    letters = set()
    for label in labels:
        buddy = label.buddy()
        assert buddy is not None and buddy.focusPolicy() & Qt.FocusPolicy.TabFocus, label.text()
        letter = label.text()[label.text().index("&") + 1].casefold()
        letters.add(letter)
    assert letters.isdisjoint({"f", "e", "s", "h"})
    qtbot.keyClick(focused(), Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert focused() is form.honours_spin


def test_the_deals_list_names_every_premium_and_fault() -> None:
    """A revoke deal does not read like a plain one: honours, crowns, aces, amurchik and
    faults are in its line."""
    text = deal_summary(
        {"type": "contract", "dealer": "Anna", "soloist": "Anna", "contract": "6C",
         "tricks": 7, "honours": 5, "crowns": [{"player": "Boris", "suit": "H", "length": 4}],
         "aces": [{"player": "Vera", "count": 3}], "amurchik": ["Gleb"],
         "faults": [{"player": "Boris", "kind": "revoke"}, {"kind": "exchange"}]}
    )  # fmt: skip
    assert text == (
        "Anna: 6♣, 7 tricks; honours 5; crowns: Boris ♥4; aces: Vera 3; amurchik: Gleb; "
        "faults: Boris revoke, exchange"
    )


def test_a_crown_field_in_three_keys_and_every_suit_spelling(qtbot: Any, view: Any) -> None:
    """Alt+R reaches the first player's crowns, Down the next player's; a crown reads
    Latin, Russian and symbol suits alike (rules.cards.parse_suit), and so does the
    contract's strain typed in the level field."""
    from desktop.games.three_bugs.entry_fields import parse_crowns

    form = view.form
    qtbot.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    assert focused() is form.rows["Anna"].crowns
    keys = CountingKeys(qtbot)
    keys.press(Qt.Key.Key_Down, Qt.Key.Key_Down)
    assert focused() is form.rows["Vera"].crowns
    assert parse_crowns("h4 Ч3 ♥2 4♠ п5 т4 к3 D2 б1") == [
        ("H", 4), ("H", 3), ("H", 2), ("S", 4), ("S", 5), ("C", 4), ("C", 3), ("D", 2),
        ("D", 1),
    ]  # fmt: skip
    form.level_spin.setFocus()
    from tests.desktop.keyboard import type_unicode

    for strain, expected in (("ч", "H"), ("♦", "D"), ("т", "C"), ("н", "NT"), ("s", "S")):
        form.level_spin.setFocus()
        type_unicode(form.level_spin, "7" + strain)
        assert form.strain_box.strain() == expected, strain
