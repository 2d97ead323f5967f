"""The Evening view (issue 20; settlement.md, "An evening"), opened from the history:
the day's sittings with the same people checked by default, the combined nets and
payments equal to Store.settle_evening and to the numbers worked by hand below, a
sitting without a price named in one line with an evening price to give, copy as text.
Real SQLite store, real widgets."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from desktop.money.evening_view import EveningDialog
from rules.money import format_kopecks
from tests.desktop.views_support import ui_in

TRIO = ["Anna", "Boris", "Vera"]


def rummy(
    store: Any,
    players: list[str],
    price: str | None,
    melded: dict[str, int],
    in_hand: dict[str, int],
    currency: str = "₽",
) -> int:
    loaded = store.create_sitting(
        "rummy",
        players,
        {"packs": 1, "target": 500},
        price=Decimal(price) if price else None,
        currency=currency if price else "",
    )
    store.add_deal(loaded.id, {"melded": melded, "in_hand": in_hand})
    return int(loaded.id)


@pytest.fixture
def evening(store: Any) -> dict[str, int]:
    """Four sittings of one day.

    A: Anna, Boris, Vera at 0.50 ₽; scores 30, 5, −20 (ΣS = 15): nets (3S − 15)·0.50 =
       +37.50, 0.00, −37.50.
    B: Vera, Anna, Boris at 1 ₽; scores 20, −10, 10 (ΣS = 20): nets +40.00, −50.00,
       +10.00.
    C: Anna, Gleb, Dasha — other people, not part of the evening by default.
    D: Anna, Boris, Vera with no price.
    A + B: Anna −12.50, Boris +10.00, Vera +2.50; Anna pays Boris 10.00 and Vera 2.50.
    """
    return {
        "A": rummy(
            store,
            TRIO,
            "0.50",
            {"Anna": 30, "Boris": 10, "Vera": 0},
            {"Anna": 0, "Boris": 5, "Vera": 20},
        ),
        "B": rummy(
            store,
            ["Vera", "Anna", "Boris"],
            "1",
            {"Vera": 20, "Anna": 0, "Boris": 10},
            {"Vera": 0, "Anna": 10, "Boris": 0},
        ),
        "C": rummy(
            store,
            ["Anna", "Gleb", "Dasha"],
            "0.50",
            {"Anna": 5, "Gleb": 0, "Dasha": 0},
            {"Anna": 0, "Gleb": 5, "Dasha": 0},
        ),
        "D": rummy(
            store,
            TRIO,
            None,
            {"Anna": 10, "Boris": 0, "Vera": 0},
            {"Anna": 0, "Boris": 10, "Vera": 0},
        ),
    }


def texts(widget: Any) -> list[str]:
    return [widget.item(row).text() for row in range(widget.count())]


def dialog_for(qtbot: Any, store: Any, sitting: int) -> EveningDialog:
    dialog = EveningDialog(store, sitting)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_by_default_the_days_sittings_with_the_same_people(
    qtbot: Any, store: Any, evening: dict[str, int]
) -> None:
    dialog = dialog_for(qtbot, store, evening["A"])
    assert dialog.sittings_list.count() == 4
    assert dialog.chosen() == [evening["A"], evening["B"], evening["D"]]
    # D has no price: named in one line, nothing settled until a price is given.
    assert dialog.missing_label.isVisible()
    assert dialog.missing_label.text().startswith(f"Without a price: sitting {evening['D']}.")
    assert dialog.settlement is None
    assert not dialog.copy_button.isEnabled()


def test_the_combined_nets_and_payments(qtbot: Any, store: Any, evening: dict[str, int]) -> None:
    dialog = dialog_for(qtbot, store, evening["A"])
    dialog.set_chosen([evening["A"], evening["B"]])
    assert not dialog.missing_label.isVisible()
    assert texts(dialog.nets_list) == ["Anna −12.50 ₽", "Boris +10.00 ₽", "Vera +2.50 ₽"]
    assert texts(dialog.payments_list) == ["Anna → Boris 10.00 ₽", "Anna → Vera 2.50 ₽"]
    expected = store.settle_evening([evening["A"], evening["B"]])
    assert dialog.settlement == expected
    # Checking a box in the list settles again: C brings Gleb and Dasha in.
    item = dialog.sittings_list.item(2)
    item.setCheckState(Qt.CheckState.Checked)
    chosen = [evening["A"], evening["B"], evening["C"]]
    assert dialog.chosen() == chosen
    with_c = store.settle_evening(chosen)
    assert dialog.settlement == with_c
    assert texts(dialog.nets_list)[3:] == [
        f"{p} {'+' if n > 0 else ''}{format_kopecks(n).replace('-', '−')} ₽"
        for p, n in list(with_c.nets.items())[3:]
    ]


def test_an_evening_price_prices_every_sitting(
    qtbot: Any, store: Any, evening: dict[str, int]
) -> None:
    """With D checked, 1 ₽ given for the evening: A at 1 ₽ is +75, 0, −75; B +40, −50,
    +10; D (scores 10, −10, 0; ΣS = 0) +30, −30, 0. Sums: Anna +55, Boris −20, Vera −35;
    the biggest debtor (Vera) pays first."""
    dialog = dialog_for(qtbot, store, evening["A"])
    dialog.price_edit.setText("1")
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert texts(dialog.nets_list) == ["Anna +55.00 ₽", "Boris −20.00 ₽", "Vera −35.00 ₽"]
    assert texts(dialog.payments_list) == ["Vera → Anna 35.00 ₽", "Boris → Anna 20.00 ₽"]
    chosen = [evening["A"], evening["B"], evening["D"]]
    assert dialog.settlement == store.settle_evening(chosen, price=Decimal("1"))


def test_a_bad_evening_price_is_refused_in_one_line(
    qtbot: Any, store: Any, evening: dict[str, int]
) -> None:
    dialog = dialog_for(qtbot, store, evening["A"])
    dialog.price_edit.setText("0.001")
    dialog.refresh()
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("Price 0.001 has more than two decimal places")
    assert dialog.settlement is None


def test_copy_the_evening_as_text(qtbot: Any, store: Any, evening: dict[str, int]) -> None:
    dialog = dialog_for(qtbot, store, evening["B"])
    dialog.set_chosen([evening["A"], evening["B"]])
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == (
        f"Zapis, the evening of sittings {evening['A']}, {evening['B']}: who pays whom\n\n"
        "Nets:\nAnna −12.50 ₽\nBoris +10.00 ₽\nVera +2.50 ₽\n\n"
        "Payments:\nAnna → Boris 10.00 ₽\nAnna → Vera 2.50 ₽\n"
    )


def test_opened_from_the_history(
    qtbot: Any, main_window: Any, store: Any, evening: dict[str, int], monkeypatch: Any
) -> None:
    """The history's Evening… button opens the view around the selected sitting."""
    shown: list[EveningDialog] = []
    monkeypatch.setattr(EveningDialog, "exec", lambda self: shown.append(self) or 0)
    history = main_window.history
    history.reload(store)
    assert history.evening_button in history.row_buttons()
    history.table.setCurrentIndex(history.proxy.index(0, 0))
    selected = history.selected_sitting()
    qtbot.mouseClick(history.evening_button, Qt.MouseButton.LeftButton)
    assert len(shown) == 1
    assert shown[0].around == selected
    people = set(store.seated_people(selected))
    assert shown[0].chosen() == [
        s for s in sorted(evening.values()) if set(store.seated_people(s)) == people
    ]


def test_the_evening_in_russian(qtbot: Any, store: Any, evening: dict[str, int]) -> None:
    with ui_in("ru"):
        dialog = dialog_for(qtbot, store, evening["A"])
        missing = dialog.missing_label.text()
        dialog.set_chosen([evening["A"], evening["B"]])
        text = dialog.chat_text()
        title = dialog.windowTitle()
    assert missing.startswith(f"Без цены: встреча {evening['D']}.")
    assert title == "Zapis — расчёт за вечер"
    assert text.startswith(f"Zapis, вечер из встреч {evening['A']}, {evening['B']}")
    assert "Платежи:\nAnna → Boris 10,00 ₽" in text


def test_the_dialog_stays_inside_the_screen(
    qtbot: Any, store: Any, evening: dict[str, int]
) -> None:
    """At a scale of 1.5 on 1366×768 the free area is 910×485 logical pixels and the
    dialog's first 640×620 went under the screen's edge, its Close button out of reach.
    The test screen is larger, so the dialog is made too tall for it before it shows:
    shown, it is inside the free area, its title bar too."""
    from desktop.shell.screen_fit import frame_margins

    dialog = EveningDialog(store, evening["A"])
    qtbot.addWidget(dialog)
    free = dialog.screen().availableGeometry()
    dialog.resize(640, free.height() + 300)
    dialog.show()
    qtbot.waitExposed(dialog)
    inside = free.marginsRemoved(frame_margins(dialog))
    assert inside.contains(dialog.geometry()), (dialog.geometry(), inside)
