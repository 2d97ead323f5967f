"""Numbers and money in the interface language's conventions (issue 25, item 17): one
minus sign (U+2212) everywhere, a decimal comma in Russian and a point in English, and a
price typed "0,01" accepted and echoed "0,01". Through the real widgets: the Settle tab
of a rummy and of a Preferans sitting (priced per whist), the scoreboard, the players'
records; and the functions every view writes its numbers with."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from desktop.board.scoreboard import Scoreboard
from desktop.games.preferans.view import make_view as preferans_view
from desktop.widgets.number_text import (
    GROUP_SPACE,
    MINUS,
    decimal_string_text,
    decimal_text,
    format_points,
    money_text,
    price_shown,
    typed_decimal,
)
from desktop.widgets.text_fill import fill
from tests.desktop.test_preferans_view import example_deals
from tests.desktop.test_settle_panel import DEALS, enter, list_texts, open_view, panel_of
from tests.desktop.views_support import open_sitting, ui_in


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("ru", ["−3", "+12", "0", "−130,67", "+37,33", "0,00", "−4,10 ₽", "+41,00", "0,01"]),
        ("en", ["−3", "+12", "0", "−130.67", "+37.33", "0.00", "−4.10 ₽", "+41.00", "0.01"]),
    ],
)
def test_the_functions_in_both_languages(qapp: Any, language: str, expected: list[str]) -> None:
    """Preferans's −392/3 whists are −130.67; a loss rounded to nothing is no "−0.00"."""
    with ui_in(language):
        shown = [
            format_points(-3),
            format_points(12, signed=True),
            format_points(0, signed=True),
            decimal_text(Fraction(-392, 3), 2),
            decimal_text(Fraction(112, 3), 2, signed=True),
            decimal_text(Decimal("-0.001"), 2),
            money_text(-410, "₽"),
            money_text(4100, signed=True),
            price_shown(Decimal("0.01")),
        ]
    assert shown == expected
    assert all("-" not in text for text in shown)


N = GROUP_SPACE


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "ru",
            [
                f"{MINUS}1{N}240",
                "999",
                f"+1{N}000",
                f"1{N}234{N}567",
                f"{MINUS}13{N}066{N}666,67",
                f"1{N}234,50 ₽",
                f"+12{N}345{N}678,90",
                f"1{N}000{N}000",
                f"{MINUS}1{N}234,5",
            ],
        ),
        (
            "en",
            [
                f"{MINUS}1,240",
                "999",
                "+1,000",
                "1,234,567",
                f"{MINUS}13,066,666.67",
                "1,234.50 ₽",
                "+12,345,678.90",
                "1,000,000",
                f"{MINUS}1,234.5",
            ],
        ),
    ],
)
def test_thousands_are_grouped(qapp: Any, language: str, expected: list[str]) -> None:
    """Russian groups thousands with a narrow no-break space (so a number never breaks
    across lines) and English with a comma; three digits stay as they are."""
    with ui_in(language):
        shown = [
            format_points(-1240),
            format_points(999),
            format_points(1000, signed=True),
            format_points(1234567),
            decimal_text(Fraction(-39200000, 3), 2),
            money_text(123450, "₽"),
            money_text(1234567890, signed=True),
            price_shown(Decimal("1000000")),
            decimal_string_text("-1234.5"),
        ]
    assert shown == expected


@pytest.mark.parametrize("language", ["ru", "en"])
def test_a_grouped_price_is_read_back(qapp: Any, language: str) -> None:
    """The price field echoes 1 000 000 grouped; what it shows, and what a player types
    with the language's grouping, reads back as the same data."""
    with ui_in(language):
        assert typed_decimal(price_shown(Decimal("1000000"))) == "1000000"
        assert typed_decimal(price_shown(Decimal("1234.50"))) == "1234.50"
        assert typed_decimal("1 234,50") == "1234.50"
        assert typed_decimal("1,234.50") == "1234.50"
    with ui_in("en"):
        assert typed_decimal("1,000") == "1000"  # a price has two places at most
    with ui_in("ru"):
        assert typed_decimal("1,5") == "1.5"


def test_typed_decimals_and_data_decimals(qapp: Any) -> None:
    assert typed_decimal(" 0,01 ") == "0.01"
    assert typed_decimal("2.5") == "2.5"
    with ui_in("ru"):
        assert decimal_string_text("-12.30") == f"{MINUS}12,30"
        assert decimal_string_text("2") == "2"
    # A player's hyphenated name is not a minus: only whole numbers are rewritten.
    assert fill("%1 %2", "Анна-Мария", -5) == f"Анна-Мария {MINUS}5"
    # What messages number (a sitting, a deal) is an identifier: never grouped.
    with ui_in("ru"):
        assert fill("встреча %1", 1234) == "встреча 1234"


@pytest.mark.parametrize(
    ("language", "price", "nets", "state"),
    [
        (
            "ru",
            "0,01",
            ["Anna +3,05 ₽", "Boris +0,10 ₽", "Vera −1,55 ₽", "Gleb +1,45 ₽", "Dasha −3,05 ₽"],
            "По 0,01 ₽ за очко",
        ),
        (
            "en",
            "0.01",
            ["Anna +3.05 ₽", "Boris +0.10 ₽", "Vera −1.55 ₽", "Gleb +1.45 ₽", "Dasha −3.05 ₽"],
            "At 0.01 ₽ a point",
        ),
    ],
)
def test_the_settle_tab_takes_and_echoes_the_price_as_typed(
    qtbot: Any, store: Any, language: str, price: str, nets: list[str], state: str
) -> None:
    """Rummy deal 1 (87, 28, −5, 55, −35; ΣS = 130) at 0.01 a point: Anna's net is
    (5·87 − 130)·0.01 = 3.05. The price is typed with the language's separator (a
    Russian "0,01") and the field shows it so again after the price is stored."""
    with ui_in(language):
        view = open_view(qtbot, store, None)
        panel = panel_of(view)
        panel.price_edit.setText(price)
        panel.currency_edit.setText("₽")
        assert panel.apply_price()
        enter(qtbot, view, DEALS[0])
        assert view.controller.session.price == Decimal("0.01")
        assert panel.price_edit.text() == price
        assert list_texts(panel.nets_list) == nets
        assert panel.state_label.text().startswith(state)
        assert panel.price_label.text() in ("Цена очка:", "Price of a point:")


@pytest.mark.parametrize(
    ("language", "label", "state", "money"),
    [
        ("ru", "Цена виста:", "По 0,50 ₽ за вист", "Anna +18,67, Boris +46,67, Vera −65,34 ₽"),
        (
            "en",
            "Price of a whist:",
            "At 0.50 ₽ a whist",
            "Anna +18.67, Boris +46.67, Vera −65.34 ₽",
        ),
    ],
)
def test_the_preferans_settle_tab_prices_a_whist(
    qtbot: Any, store: Any, language: str, label: str, state: str, money: str
) -> None:
    """preferans.md §11 at 0.50 a whist: the nets +112/3, +280/3, −392/3 whists are
    +18.67, +46.67, −65.34 (largest remainders); the tab names the price per whist."""
    controller = open_sitting(store, "preferans", ["Anna", "Boris", "Vera"], {"pool_target": 6})
    for record in example_deals():
        controller.add_deal(record)
    store.set_price(controller.sitting_id, Decimal("0.50"), "₽")
    controller.reload()
    with ui_in(language):
        view = preferans_view(controller)
        qtbot.addWidget(view)
        panel = view.tabs.settle_panel
        assert panel.price_label.text() == label
        assert panel.state_label.text().startswith(state)
        assert panel.price_edit.text() == ("0,50" if language == "ru" else "0.50")
        lines = view.sheet.settle_steps.text_lines()  # type: ignore[attr-defined]
        assert any(money in line for line in lines), lines
        assert not any("-" in line.split("(")[-1] for line in lines if "(−" in line)
        assert list_texts(panel.nets_list)[-1] == (
            "Vera −65,34 ₽" if language == "ru" else "Vera −65.34 ₽"
        )


def test_the_scoreboard_writes_a_loss_with_the_minus_sign(qtbot: Any, store: Any) -> None:
    """Rummy deal 1 on the room's board: Vera −5 and Dasha −35, in the total and in the
    last deal's column, with U+2212 and never a hyphen."""
    view = open_view(qtbot, store, None)
    enter(qtbot, view, DEALS[0])
    board = Scoreboard(store, view.controller.sitting_id)
    qtbot.addWidget(board)
    texts = [cell.text() for cell in board._cells]
    assert f"{MINUS}5" in texts and f"{MINUS}35" in texts
    assert not any(text.startswith("-") for text in texts)


def test_the_chart_axis_writes_a_loss_with_the_minus_sign(qtbot: Any) -> None:
    """The 10NT down two of Three Bugs leaves Boris at −840: the running-totals chart's
    points axis reaches below 0 on Qt's round ticks, labelled −1000 (not printf's -1000)."""
    from PySide6.QtCore import Qt

    from desktop.lookback.sitting_chart import SittingChart
    from rules.running_totals import Tally
    from rules.session import score
    from tests.desktop.test_lookback_widgets import _case_session

    chart = SittingChart()
    qtbot.addWidget(chart)
    chart.set_scored(score(_case_session("three-bugs-10nt-down-two.json")))
    axis = chart.views[Tally.TOTAL].chart().axes(Qt.Orientation.Vertical)[0]
    labels = axis.categoriesLabels()
    assert labels[0].startswith(MINUS) and "0" in labels
    assert not any(label.startswith("-") for label in labels)
    assert axis.min() <= -840


@pytest.mark.parametrize(("language", "offered"), [("ru", "0,01"), ("en", "0.01")])
def test_the_new_sitting_dialog_offers_the_last_price_in_the_language(
    qtbot: Any, store: Any, language: str, offered: str
) -> None:
    """The last price is kept as data ("0.01", what the settings hold) and offered in the
    language's form; "0,01" typed is the price 0.01 and is kept as "0.01" again."""
    from desktop.shell.new_sitting import NewSittingDialog

    with ui_in(language):
        dialog = NewSittingDialog(store, price="0.01", currency="₽")
        qtbot.addWidget(dialog)
        assert dialog.price_edit.text() == offered
        dialog.price_edit.setText("0,01")
        assert dialog.price_text() == "0.01"
        for edit, name in zip(dialog.seat_edits, ["Anna", "Boris", "Vera", "Gleb"], strict=False):
            edit.setText(name)
        dialog.accept()
    assert dialog.created is not None
    assert store.load(dialog.created.id).session.price == Decimal("0.01")


def test_a_refusal_quotes_numbers_as_zapis_score_does(qapp: Any) -> None:
    """A refusal's numbers keep the command line's digits (the window's refusal is
    ``zapis score``'s, word for word), with the true minus; a fraction keeps its sign."""
    from desktop.widgets.violations import translated_params
    from rules.errors import RuleViolation

    refused = RuleViolation(
        "{value} is beyond {high}", field="price", value="5000000", high="1000000"
    )
    with ui_in("ru"):
        assert translated_params(refused)["high"] == "1000000"
        counted = RuleViolation("{total} and {low}", field="tricks", total=1000, low=-1500)
        assert translated_params(counted) == {"total": "1000", "low": f"{MINUS}1500"}
        assert decimal_string_text("-392/3") == f"{MINUS}392/3"
