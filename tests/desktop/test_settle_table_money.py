"""The Settle tab says how the money left on the table is shared (issue 25, item 19;
settlement.md, "Nets", Stukolka: shared equally [Ruling], the kopecks that do not divide
one each in seat order, the first seat first), with the numbers rules/settlement uses."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from desktop.money.settle_panel import SettlePanel
from desktop.sitting.controller import SittingController
from rules.settlement import settle_sitting, table_share

PLAYERS = ["A", "B", "C", "D"]
# stukolka.md's example, its first two deals: after deal 2 the remizes of C and D lie
# on the table, 6.
DEALS = [
    {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}},
    {"dealer": "B", "knocked": ["A", "C", "D"], "tricks": {"A": 3}},
]


def _panel(qtbot: Any, store: Any, price: str, deals: list[dict[str, Any]]) -> SettlePanel:
    loaded = store.create_sitting(
        "stukolka",
        PLAYERS,
        {"variant": "ordinary", "ante": 3},
        price=Decimal(price),
        currency="₽",
    )
    for deal in deals:
        store.add_deal(loaded.id, deal)
    # Through the game's view, which tells the tab what the price is paid for.
    from desktop.games.stukolka.view import make_view

    view = make_view(SittingController(store, loaded.id))
    qtbot.addWidget(view)
    panel = view.tabs.settle_panel
    panel.refresh()
    return panel


def test_the_money_on_the_table_is_shared_and_said(qtbot: Any, store: Any) -> None:
    """6 on the table at 0.50 ₽: 3.00 ₽, 0.75 ₽ to each of the four; at 0.01 ₽ six
    kopecks, one each and the two odd ones to A and B, the first seats."""
    panel = _panel(qtbot, store, "0.50", DEALS)
    said = panel.state_label.text()
    # The sheet counts units of the stake and the price is for one (settlement.md).
    assert said.startswith("At 0.50 ₽ a unit of the stake; deals on the sheet: 2."), said
    assert panel.price_label.text() == "Price of a unit of the stake:"
    assert said.endswith("3.00 ₽ left on the table is shared equally: 0.75 ₽ to each player."), said
    money = settle_sitting(panel.controller.session, panel.controller.scored)
    assert money is not None
    # Balances after two deals: A −3+3 = 0, B +2−3 = −1, C +1−3 = −2, D −3; each nets
    # its balance and 75 kopecks.
    assert money.nets == {"A": 75, "B": -50 + 75, "C": -100 + 75, "D": -150 + 75}

    panel = _panel(qtbot, store, "0.01", DEALS)
    said = panel.state_label.text()
    assert said.endswith(
        "0.06 ₽ left on the table is shared equally: 0.01 ₽ to each player; the odd "
        "kopecks (2) go one each to A, B."
    ), said
    share = table_share(panel.controller.scored, Decimal("0.01"))
    assert share is not None and (share.left, share.share, share.odd_to) == (6, 1, ("A", "B"))


def test_an_empty_table_says_the_rule(qtbot: Any, store: Any) -> None:
    """The example's three deals leave nothing on the table: the tab says so, and the
    rule; a game with no money on the table (rummy) says nothing of it."""
    third = {"dealer": "C", "knocked": ["A", "B"], "tricks": {"A": 1, "B": 2}}
    panel = _panel(qtbot, store, "0.50", [*DEALS, third])
    assert panel.state_label.text().endswith(
        "Nothing is left on the table; money left there is shared equally among the players."
    )
    rummy = store.create_sitting("rummy", ["Anna", "Boris"], {}, price=Decimal("1"))
    other = SettlePanel(SittingController(store, rummy.id))
    qtbot.addWidget(other)
    other.refresh()
    assert "table" not in other.state_label.text()


def test_the_sentence_in_russian(qtbot: Any, store: Any, qapp: Any) -> None:
    """The same sentence in the Russian interface."""
    from PySide6.QtCore import QLocale

    from desktop.translations import install_translations

    previous = QLocale()
    translators = install_translations(qapp, "ru")
    try:
        panel = _panel(qtbot, store, "0.01", DEALS)
        said = panel.state_label.text()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(previous)
    assert said.startswith("По 0,01 ₽ за единицу ставки; сдач в записи: 2."), said
    assert "Оставшиеся на столе" in said and "делятся поровну" in said, said
    assert "лишние копейки (2) — по одной: A, B." in said, said


def _stukolka(store: Any, price: str | None, deals: list[dict[str, Any]]) -> int:
    loaded = store.create_sitting(
        "stukolka",
        PLAYERS,
        {"variant": "ordinary", "ante": 3},
        price=Decimal(price) if price else None,
        currency="₽",
    )
    for deal in deals:
        store.add_deal(loaded.id, deal)
    return int(loaded.id)


def _evening(qtbot: Any, store: Any, sitting: int) -> Any:
    from desktop.money.evening_view import EveningDialog

    dialog = EveningDialog(store, sitting)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_evening_says_how_each_table_is_shared(qtbot: Any, store: Any) -> None:
    """Two Stukolka sittings of the same four on one evening: the first leaves 6 on the
    table (0.75 ₽ to each at 0.50 ₽), the second 0 (its three deals, the example's): the
    Evening view says both, sitting by sitting, with the numbers the evening's nets hold;
    a rummy evening says nothing of a table."""
    first = _stukolka(store, "0.50", DEALS)
    third = {"dealer": "C", "knocked": ["A", "B"], "tricks": {"A": 1, "B": 2}}
    second = _stukolka(store, "0.50", [*DEALS, third])
    dialog = _evening(qtbot, store, first)
    dialog.set_chosen([first, second])
    assert dialog.table_label.isVisibleTo(dialog)
    assert dialog.table_label.text().split("\n") == [
        f"Sitting {first}. 3.00 ₽ left on the table is shared equally: 0.75 ₽ to each player.",
        f"Sitting {second}. Nothing is left on the table; money left there is shared "
        "equally among the players.",
    ]
    assert dialog.settlement is not None and dialog.settlement.nets["A"] >= 75

    # An evening price prices the table money too: 6 at 0.01 ₽ is six kopecks.
    dialog.set_chosen([first])
    dialog.price_edit.setText("0.01")
    dialog.refresh()
    assert dialog.table_label.text() == (
        f"Sitting {first}. 0.06 ₽ left on the table is shared equally: 0.01 ₽ to each "
        "player; the odd kopecks (2) go one each to A, B."
    )

    rummy = store.create_sitting("rummy", ["Anna", "Boris"], {}, price=Decimal("1"))
    other = _evening(qtbot, store, int(rummy.id))
    other.set_chosen([int(rummy.id)])
    assert other.settlement is not None
    assert not other.table_label.isVisibleTo(other) and other.table_label.text() == ""


def test_the_evening_sentence_in_russian(qtbot: Any, store: Any) -> None:
    """The same sentence in the Russian interface, amounts with the decimal comma."""
    from tests.desktop.views_support import ui_in

    first = _stukolka(store, "0.50", DEALS)
    with ui_in("ru"):
        dialog = _evening(qtbot, store, first)
        dialog.set_chosen([first])
        said = dialog.table_label.text()
    assert said == (
        f"Встреча {first}. Оставшиеся на столе 3,00 ₽ делятся поровну: по 0,75 ₽ каждому игроку."
    ), said
