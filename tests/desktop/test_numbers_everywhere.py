"""One minus sign and the interface's decimal separator in every view (issue 25, item
17): each game's worked example with a price, opened in its real view in Russian and in
English, and every text it shows read back (labels, tables and their headers, lists,
the Settle tab's steps): no hyphen before a digit, in Russian no decimal point, and at a
price that makes thousands, every thousand grouped (a narrow no-break space in Russian,
a comma in English)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QTextEdit, QWidget

from desktop.games.game_ui import GAME_UIS
from desktop.sitting.controller import SittingController
from rules.session import session_from_json
from tests.conftest import CASES
from tests.desktop.views_support import ui_in

HYPHEN_NUMBER = re.compile(r"(?<![\w\-])-\d")
"""A hyphen-minus written before a number (not inside a word such as «Анна-3»)."""
POINT_DECIMAL = re.compile(r"(?<![\d.])\d+\.\d{1,2}(?![\d.])")
"""``0.50``, ``−65.34``: a decimal point between digits (a date such as 01.12.2026 is
not one: its parts go on)."""
COMMA_DECIMAL = re.compile(r"(?<![\d,])\d+,\d{2}(?![\d,])")
UNGROUPED = re.compile(r"(?<![\d.:/\-\u202f,])\d{4,}(?![\d:])")
"""Four digits or more in one run: a thousand not grouped (a date's year, after its
point or hyphen, and a time are not amounts)."""
GROUPED_MONEY = {
    "ru": re.compile(r"\d{1,3}(?:\u202f\d{3})+,\d{2}"),
    "en": re.compile(r"\d{1,3}(?:,\d{3})+\.\d{2}"),
}

CASE_FILES = (
    "money/money-three-bugs-10nt-down-two.json",
    "money/money-stukolka-spec-example.json",
    "money/money-gin-source-example.json",
    "preferans-spec-example.json",
)


def model_texts(model: QAbstractItemModel) -> list[str]:
    texts = []
    root = QModelIndex()
    # A list model's column count is private in PySide6: it has one.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for column in range(columns):
        texts.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
    for row in range(model.rowCount(root)):
        for column in range(columns):
            texts.append(str(model.index(row, column).data() or ""))
    return texts


def shown_texts(root: QWidget) -> list[str]:
    """Every text ``root`` and its children show."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QTextEdit):
            texts.append(widget.toPlainText())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts += model_texts(widget.model())
    return [text for text in texts if text]


@pytest.mark.parametrize("name", CASE_FILES)
@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_number_shown(qtbot: Any, store: Any, name: str, language: str) -> None:
    data = json.loads((CASES / name).read_text(encoding="utf-8"))["session"]
    data.setdefault("price", "0.50")
    data.setdefault("currency", "₽")
    session = session_from_json(data)
    sitting = store.import_session(session)
    with ui_in(language):
        view = GAME_UIS[session.game].make_view(SittingController(store, sitting))
        qtbot.addWidget(view)
        view.resize(1366, 728)
        view.show()
        qtbot.waitExposed(view)
        texts = shown_texts(view)
    joined = "\n".join(texts)
    assert not HYPHEN_NUMBER.findall(joined), [t for t in texts if HYPHEN_NUMBER.search(t)]
    money = COMMA_DECIMAL if language == "ru" else POINT_DECIMAL
    assert money.search(joined), "the Settle tab shows money"
    if language == "ru":
        assert not POINT_DECIMAL.findall(joined), [t for t in texts if POINT_DECIMAL.search(t)]
    else:
        assert not COMMA_DECIMAL.findall(joined), [t for t in texts if COMMA_DECIMAL.search(t)]


@pytest.mark.parametrize("name", CASE_FILES)
@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_thousand_grouped(qtbot: Any, store: Any, name: str, language: str) -> None:
    """At 1234.56 a point (a whist, a unit of the stake) every case's money runs into
    thousands: the Settle tab's nets and payments, the Preferans steps, the sheets' money
    show them grouped as the language groups them, and no run of four digits is left."""
    data = json.loads((CASES / name).read_text(encoding="utf-8"))["session"]
    data["price"] = "1234.56"
    data.setdefault("currency", "₽")
    sitting = store.import_session(session_from_json(data))
    with ui_in(language):
        view = GAME_UIS[data["game"]].make_view(SittingController(store, sitting))
        qtbot.addWidget(view)
        view.resize(1366, 728)
        view.show()
        qtbot.waitExposed(view)
        texts = shown_texts(view)
    joined = "\n".join(texts)
    assert GROUPED_MONEY[language].search(joined), "the Settle tab shows thousands"
    assert not UNGROUPED.findall(joined), [t for t in texts if UNGROUPED.search(t)]


@pytest.mark.parametrize(
    ("language", "pair", "money"),
    [
        (
            "ru",
            "4. Anna – Boris: разницу вистов, 82/3 (27,33), получает Boris от игрока Anna.",
            "6. Деньги по 12,50 ₽ за вист (копейки по наибольшим остаткам): Anna +466,67, "
            "Boris +1\u202f166,67, Vera −1\u202f633,34 ₽.",
        ),
        (
            "en",
            "4. Anna – Boris: the difference of their whists, 82/3 (27.33), goes to Boris "
            "from Anna.",
            "6. Money at 12.50 ₽ a whist (kopecks by the largest remainders): Anna +466.67, "
            "Boris +1,166.67, Vera −1,633.34 ₽.",
        ),
    ],
)
def test_the_preferans_steps_say_who_gets_and_the_price_with_its_money(
    qtbot: Any, store: Any, language: str, pair: str, money: str
) -> None:
    """preferans.md §11 at 12.50 ₽ a whist: the nets +112/3, +280/3, −392/3 whists are
    +466.67, +1166.67, −1633.34 ₽, grouped; the price is named with its currency; the
    Russian pair step names who gets the difference and who pays it without declining
    a name ("в пользу: Boris" read as a form's field)."""
    from decimal import Decimal

    from desktop.games.preferans.view import make_view as preferans_view
    from tests.desktop.test_preferans_view import example_deals
    from tests.desktop.views_support import open_sitting

    controller = open_sitting(store, "preferans", ["Anna", "Boris", "Vera"], {"pool_target": 6})
    for record in example_deals():
        controller.add_deal(record)
    store.set_price(controller.sitting_id, Decimal("12.50"), "₽")
    controller.reload()
    with ui_in(language):
        view = preferans_view(controller)
        qtbot.addWidget(view)
        lines = view.sheet.settle_steps.text_lines()
    assert pair in lines, lines
    assert money in lines, lines
    # Gender-neutral (issue 25): the mountain's whists are written "on Boris", not "on him".
    mountain = {
        "ru": "3. Гора → висты, Boris: 2 × 10 ÷ 3 = 20/3 (6,67); столько вистов пишет на "
        "игрока Boris каждый из остальных.",
        "en": "3. Boris's mountain into whists: 2 × 10 ÷ 3 = 20/3 (6.67); each other player "
        "writes that many whists on Boris.",
    }[language]
    assert mountain in lines, lines
