"""The Settle tab of the open sitting (issue 20; settlement.md): each net and each
payment, always as the sheet stands (deals entered through the form, undone), the price
set and changed there (a bad one refused beside the field), copy as text for a chat.
Every number is compared with rules/settlement for the same sheet; real widgets."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from desktop.games.rummy.view import make_view as rummy_view
from desktop.money.settle_panel import SettlePanel
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_tabs import SittingTabs
from desktop.sitting.sitting_view import SittingView
from rules.money import format_kopecks
from rules.settlement import settle_sitting
from tests.desktop.test_rummy_view import DEALS, PLAYERS, fill_deal
from tests.desktop.views_support import click_undo, shown, ui_in

OPTIONS = {"packs": 2, "target": 500}


def open_view(qtbot: Any, store: Any, price: Decimal | None, currency: str = "") -> SittingView:
    loaded = store.create_sitting("rummy", PLAYERS, OPTIONS, price=price, currency=currency)
    view = shown(qtbot, rummy_view(SittingController(store, loaded.id)))
    with qtbot.waitActive(view):
        view.activateWindow()
    return view


@pytest.fixture
def priced(qtbot: Any, store: Any) -> Iterator[SittingView]:
    yield open_view(qtbot, store, Decimal("0.50"), "₽")


def enter(qtbot: Any, view: SittingView, counts: Any) -> None:
    fill_deal(qtbot, view, counts)
    qtbot.keyClick(view.form.in_hand_spins[PLAYERS[-1]], Qt.Key.Key_Return)
    assert view.form.violations.shown() == {}


def list_texts(widget: Any) -> list[str]:
    return [widget.item(row).text() for row in range(widget.count())]


def expected_lines(controller: SittingController) -> tuple[list[str], list[str]]:
    """The nets and payments as the panel should show them, from rules/settlement."""
    money = settle_sitting(controller.session, controller.scored)
    assert money is not None
    nets = [
        f"{player} {'+' if net > 0 else ''}{format_kopecks(net).replace('-', '−')} {money.currency}"
        for player, net in money.nets.items()
    ]
    payments = [
        f"{t.payer} → {t.payee} {format_kopecks(t.amount)} {money.currency}"
        for t in money.transfers
    ]
    return nets, payments or ["Nobody pays anybody."]


def panel_of(view: SittingView) -> SettlePanel:
    return view.tabs.settle_panel


def test_the_panel_follows_every_deal_and_undo(qtbot: Any, priced: SittingView) -> None:
    """Five rummy players at 0.50 ₽ a point: after each deal typed on the Sheet tab the
    Settle tab shows the pairwise nets (n·S − ΣS)·price and the payments the rule finds."""
    panel = panel_of(priced)
    assert list_texts(panel.payments_list) == ["Nobody pays anybody."]
    for counts in DEALS[:3]:
        enter(qtbot, priced, counts)
        nets, payments = expected_lines(priced.controller)
        assert list_texts(panel.nets_list) == nets
        assert list_texts(panel.payments_list) == payments
    # Stated by hand for the first deal: totals 87, 28, −5, 55, −35 (ΣS = 130), so
    # Anna's net is (5·87 − 130) · 0.50 = 152.50 ₽.
    totals = priced.controller.scored.totals
    whole = sum(totals.values())
    assert panel.settlement is not None
    assert panel.settlement.nets["Anna"] == (5 * totals["Anna"] - whole) * 50
    assert len(panel.settlement.transfers) <= len(PLAYERS) - 1
    click_undo(qtbot, priced)
    nets, payments = expected_lines(priced.controller)
    assert list_texts(panel.nets_list) == nets
    assert list_texts(panel.payments_list) == payments


def test_first_deal_by_hand(qtbot: Any, priced: SittingView) -> None:
    """Deal 1 of the rummy test: scores 87, 28, −5, 55, −35 (ΣS = 130) at 0.50 ₽:
    nets (5S − 130)·0.50 = +152.50, +5.00, −77.50, +72.50, −152.50; the biggest debtor
    (Dasha −152.50) pays the biggest creditor (Anna +152.50) first."""
    enter(qtbot, priced, DEALS[0])
    panel = panel_of(priced)
    assert list_texts(panel.nets_list) == [
        "Anna +152.50 ₽",
        "Boris +5.00 ₽",
        "Vera −77.50 ₽",
        "Gleb +72.50 ₽",
        "Dasha −152.50 ₽",
    ]
    assert list_texts(panel.payments_list) == [
        "Dasha → Anna 152.50 ₽",
        "Vera → Gleb 72.50 ₽",
        "Vera → Boris 5.00 ₽",
    ]


def test_without_a_price_it_says_so_and_takes_one(qtbot: Any, store: Any) -> None:
    view = open_view(qtbot, store, None)
    enter(qtbot, view, DEALS[0])
    panel = panel_of(view)
    view.tabs.setCurrentIndex(SittingTabs.SETTLE)
    assert "no price" in panel.state_label.text()
    assert not panel.nets_list.isVisible()
    assert not panel.copy_button.isEnabled()
    # The keyboard is in the price field, ready for the price.
    assert panel.price_edit.hasFocus()
    # (QTest types ASCII only: the rouble sign is put in as a paste would.)
    panel.currency_edit.setText("₽")
    qtbot.keyClicks(panel.price_edit, "0,5")
    qtbot.keyClick(panel.price_edit, Qt.Key.Key_Return)
    session = store.load(view.controller.sitting_id).session
    assert (session.price, session.currency) == (Decimal("0.5"), "₽")
    assert panel.nets_list.isVisible()
    assert list_texts(panel.nets_list)[0] == "Anna +152.50 ₽"
    assert panel.state_label.text() == "At 0.5 ₽ a point; deals on the sheet: 1."


@pytest.mark.parametrize("typed", ["0.005", "0", "-1", "abc"])
def test_a_bad_price_is_refused_beside_the_field(
    qtbot: Any, priced: SittingView, store: Any, typed: str
) -> None:
    """settlement.md: more than two decimals, zero, negative or not a number is refused
    with one line (price: …); the sitting keeps its price."""
    panel = panel_of(priced)
    panel.price_edit.setText(typed)
    qtbot.mouseClick(panel.price_button, Qt.MouseButton.LeftButton)
    assert not panel.price_error.isHidden()
    assert panel.price_error.text().startswith("Price")
    assert "\n" not in panel.price_error.text()
    assert store.load(priced.controller.sitting_id).session.price == Decimal("0.50")
    assert panel.price_edit.text() == typed


def test_a_changed_price_changes_the_money(qtbot: Any, priced: SittingView, store: Any) -> None:
    enter(qtbot, priced, DEALS[0])
    panel = panel_of(priced)
    panel.price_edit.setText("2")
    panel.currency_edit.setText("$")
    assert panel.apply_price()
    assert store.load(priced.controller.sitting_id).session.price == Decimal("2")
    assert list_texts(panel.nets_list)[0] == "Anna +610.00 $"
    # Undo still undoes the deal, not the price.
    click_undo(qtbot, priced)
    assert list_texts(panel.payments_list) == ["Nobody pays anybody."]


def test_copy_as_text_for_a_chat(qtbot: Any, priced: SittingView) -> None:
    enter(qtbot, priced, DEALS[0])
    panel = panel_of(priced)
    qtbot.mouseClick(panel.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert text == (
        f"Zapis, sitting {int(priced.controller.sitting_id)}: who pays whom\n\n"
        "Nets:\nAnna +152.50 ₽\nBoris +5.00 ₽\nVera −77.50 ₽\nGleb +72.50 ₽\n"
        "Dasha −152.50 ₽\n\nPayments:\nDasha → Anna 152.50 ₽\nVera → Gleb 72.50 ₽\n"
        "Vera → Boris 5.00 ₽\n"
    )


def test_the_panel_in_russian(qtbot: Any, store: Any) -> None:
    with ui_in("ru"):
        view = open_view(qtbot, store, None)
        panel = panel_of(view)
        assert panel.state_label.text().startswith("У этой встречи нет цены")
        assert panel.copy_button.text() == "&Копировать текстом"
        panel.price_edit.setText("0.005")
        panel.apply_price()
        refusal = panel.price_error.text()
        panel.price_edit.setText("1")
        panel.currency_edit.setText("₽")
        panel.apply_price()
        enter(qtbot, view, DEALS[0])
        text = panel.chat_text()
    assert refusal.startswith("У цены 0,005")
    assert "Итог в деньгах:" in text and "Платежи:" in text
    assert "Dasha → Anna 305,00 ₽" in text
