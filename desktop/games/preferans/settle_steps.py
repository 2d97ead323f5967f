"""The Preferans settlement, step by step (расписать пулю, preferans.md §10), for the
Settle tab: the mountains, the amnesty, each mountain into whists, each pair's
difference, the nets, the money, naming the method (÷n or ÷(n − 1)) and the convention.
Every step links to its rulebook section.

The numbers are the engine's (:class:`~rules.preferans.results.PreferansSettlement`);
here they are only written out, exact (``112/3``) and in hundredths (37.33).
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QUrl, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTextBrowser, QWidget

from desktop.games.preferans.options_page import CONVENTION_WORDS
from desktop.games.preferans.pulka_picture import amount_text
from desktop.widgets.number_text import decimal_text, money_text, price_shown
from desktop.widgets.text_fill import fill
from rules.preferans.options import Divisor
from rules.preferans.reasons import SETTLEMENT_RULES
from rules.preferans.results import PreferansSettlement, PreferansSummary

RULE_SCHEME = "rule"
SETTLEMENT, AMNESTY, MOUNTAIN_WHISTS, NETTING, SETTLING_UP = SETTLEMENT_RULES
"""The rulebook sections the steps link to (the engine's ids)."""


def exact(amount: Fraction) -> str:
    """An exact amount, with its hundredths when it is not whole: ``112/3 (37.33)``."""
    if amount.denominator == 1:
        return amount_text(amount)
    return f"{amount_text(amount)} ({decimal_text(amount, 2)})"


def signed(amount: Fraction) -> str:
    """``+112/3 (37.33)``, ``−392/3 (−130.67)``, ``0``."""
    return ("+" if amount > 0 else "") + exact(amount)


def step_lines(
    players: Sequence[str],
    settlement: PreferansSettlement,
    pool: Mapping[str, Fraction],
    options: Mapping[str, object],
    money: Mapping[str, int] | None = None,
    price: Decimal | None = None,
    currency: str = "",
) -> list[tuple[str, str]]:
    """The settlement as ``(rule id, sentence)`` steps, in order."""
    convention = str(options.get("convention", "sochi"))
    name = QCoreApplication.translate(
        "PreferansOptions", str(CONVENTION_WORDS.get(convention, convention))
    )
    n = len(players)
    gora_unit = options.get("gora_unit", 10)
    pool_unit = options.get("pool_unit", 10)
    method = (
        fill(
            QCoreApplication.translate(
                "SettleSteps", "÷ n: every mountain's whists are divided by all %1 players"
            ),
            n,
        )
        if settlement.method is Divisor.N
        else fill(
            QCoreApplication.translate(
                "SettleSteps", "÷ (n − 1): every mountain's whists are divided by %1"
            ),
            n - 1,
        )
    )
    steps = [
        (
            SETTLEMENT,
            fill(
                QCoreApplication.translate("SettleSteps", "Convention: %1. Method: %2."),
                name,
                method,
            ),
        ),
        (
            SETTLEMENT,
            fill(
                QCoreApplication.translate("SettleSteps", "1. The mountains: %1."),
                ", ".join(f"{p} {exact(settlement.mountain_before[p])}" for p in players),
            ),
        ),
        (
            AMNESTY,
            fill(
                QCoreApplication.translate(
                    "SettleSteps",
                    "2. The amnesty: the smallest mountain, %1, comes off every one: %2.",
                ),
                exact(settlement.amnesty),
                ", ".join(f"{p} {exact(settlement.mountain[p])}" for p in players),
            ),
        ),
    ]
    for player in players:
        mountain = settlement.mountain[player]
        if not mountain:
            continue
        steps.append(
            (
                MOUNTAIN_WHISTS,
                fill(
                    QCoreApplication.translate(
                        "SettleSteps",
                        "3. %1's mountain into whists: %2 × %3 ÷ %4 = %5; each other player "
                        "writes that many whists on %1.",
                    ),
                    player,
                    exact(mountain),
                    gora_unit,
                    settlement.divisor,
                    exact(settlement.mountain_whists[player]),
                ),
            )
        )
    if any(settlement.pool_whists.values()):
        steps.append(
            (
                NETTING,
                fill(
                    QCoreApplication.translate(
                        "SettleSteps",
                        "4. The pools count apart, %1 whists a point against the average: %2.",
                    ),
                    pool_unit,
                    ", ".join(f"{p} {signed(settlement.pool_whists[p])}" for p in players),
                ),
            )
        )
    for pair in settlement.pairs:
        if pair.net == 0:
            text = fill(
                QCoreApplication.translate("SettleSteps", "4. %1 and %2 are even."), pair.a, pair.b
            )
        else:
            gets, pays = (pair.a, pair.b) if pair.net > 0 else (pair.b, pair.a)
            text = fill(
                QCoreApplication.translate(
                    "SettleSteps",
                    "4. %1 – %2: the difference of their whists, %3, goes to %4 from %5.",
                ),
                pair.a,
                pair.b,
                exact(abs(pair.net)),
                gets,
                pays,
            )
        steps.append((NETTING, text))
    steps.append(
        (
            NETTING,
            fill(
                QCoreApplication.translate(
                    "SettleSteps", "5. The nets in whists: %1. Their sum is %2."
                ),
                ", ".join(f"{p} {signed(settlement.net[p])}" for p in players),
                amount_text(sum(settlement.net.values(), Fraction(0))),
            ),
        )
    )
    if money is not None and price is not None:
        cash = ", ".join(f"{p} {money_text(money[p], signed=True)}" for p in players)
        cash = f"{cash} {currency}".rstrip()
        steps.append(
            (
                SETTLING_UP,
                fill(
                    QCoreApplication.translate(
                        "SettleSteps",
                        "6. Money at %1 a whist (kopecks by the largest remainders): %2.",
                    ),
                    f"{price_shown(price)} {currency}".rstrip(),
                    cash,
                ),
            )
        )
    del pool
    return steps


class SettleSteps(QTextBrowser):
    """The settlement's steps as a page of text; a click on a step opens its rule."""

    sig_rule_activated = Signal(str)
    """A step's rule id was clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settleSteps")
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._clicked)
        self.steps: list[tuple[str, str]] = []
        # The page is written when it is in sight: an Enter on the sheet's tab leaves it
        # to be written when the Settle tab is opened (the steps themselves are current).
        self._page = ""
        self._written = ""
        self.pages_written = 0
        """How many times the page was written (a test counts them)."""

    def show_settlement(
        self,
        players: Sequence[str],
        summary: PreferansSummary,
        options: Mapping[str, object],
        price: Decimal | None,
        currency: str,
    ) -> None:
        """Write the steps of ``summary``'s settlement."""
        money = None
        if price is not None:
            money = summary.money_nets(int(price * 100))
        self.steps = step_lines(
            players, summary.settlement, summary.pool, options, money, price, currency
        )
        title = (
            QCoreApplication.translate("SettleSteps", "The settlement of the finished pulka")
            if summary.finished
            else QCoreApplication.translate(
                "SettleSteps", "The settlement if the pulka stopped now"
            )
        )
        rows = [f"<p><b>{html.escape(title)}</b></p>"]
        the_rule = QCoreApplication.translate("SettleSteps", "(the rule)")
        for rule, sentence in self.steps:
            rows.append(
                f'<p>{html.escape(sentence)} <a href="{RULE_SCHEME}:{rule}">'
                f"{html.escape(the_rule)}</a></p>"
            )
        self._page = "".join(rows)
        if self.isVisible():
            self._write()

    def _write(self) -> None:
        if self._page != self._written:
            self.setHtml(self._page)
            self._written = self._page
            self.pages_written += 1

    def showEvent(self, event: QShowEvent) -> None:
        self._write()
        super().showEvent(event)

    def text_lines(self) -> list[str]:
        """The steps' sentences, in order."""
        return [sentence for _rule, sentence in self.steps]

    def _clicked(self, url: QUrl) -> None:
        if url.scheme() == RULE_SCHEME:
            self.sig_rule_activated.emit(url.path())
