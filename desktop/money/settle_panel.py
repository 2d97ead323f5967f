"""The Settle tab of an open sitting (issue 20): each net and each payment
("Борис → Аня 41.00 ₽"), always as the sheet stands now; the price and currency of the
sitting, changeable here (``Store.set_price``); "Copy as text" for a chat.

The numbers are never worked out here: :func:`rules.settlement.settle_sitting` does it
from the controller's session and sheet, after every change the controller signals.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from db.errors import StorageError
from desktop.money.money_text import chat_text, net_lines, payment_lines, table_sentence
from desktop.sitting.controller import SittingController
from desktop.widgets.number_text import price_shown, typed_decimal
from desktop.widgets.storage_text import storage_text
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from desktop.widgets.violations import violation_detail
from rules.errors import RuleViolation
from rules.money import CURRENCY_LIMIT, read_price
from rules.settlement import Settlement, settle_sitting, table_share


class SettlePanel(QWidget):
    """Who pays whom in the open sitting, following the sheet."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settlePanel")
        self.controller = controller
        self.unit: Literal["point", "whist", "stake"] = "point"
        """What the price is paid for (:meth:`price_per`)."""
        self.settlement: Settlement | None = None

        self.state_label = QLabel(self)
        self.state_label.setObjectName("settleState")
        self.state_label.setWordWrap(True)
        self.price_edit = QLineEdit(self)
        self.price_edit.setObjectName("settlePrice")
        self.price_edit.setPlaceholderText(self.tr("not for money"))
        self.currency_edit = QLineEdit(self)
        self.currency_edit.setObjectName("settleCurrency")
        self.currency_edit.setMaxLength(CURRENCY_LIMIT)
        self.currency_edit.setPlaceholderText("₽")
        self.price_button = QPushButton(self.tr("Set the &price"), self)
        self.price_button.clicked.connect(self.apply_price)
        self.price_edit.returnPressed.connect(self.apply_price)
        self.currency_edit.returnPressed.connect(self.apply_price)
        self.price_label = price_label = QLabel(self)
        price_label.setObjectName("settlePriceLabel")
        price_label.setText(self._unit_words()[0])
        price_label.setBuddy(self.price_edit)
        currency_label = QLabel(self.tr("Currency:"), self)
        currency_label.setBuddy(self.currency_edit)
        price_row = QHBoxLayout()
        price_row.addWidget(price_label)
        price_row.addWidget(self.price_edit, 2)
        price_row.addWidget(currency_label)
        price_row.addWidget(self.currency_edit, 1)
        price_row.addWidget(self.price_button)
        self.price_error = ViolationLabel(self)
        self.price_error.setObjectName("settlePriceError")

        self.nets_title = QLabel(self.tr("Nets (+ receives, − pays):"), self)
        self.nets_list = QListWidget(self)
        self.nets_list.setObjectName("settleNets")
        self.payments_title = QLabel(self.tr("Payments:"), self)
        self.payments_list = QListWidget(self)
        self.payments_list.setObjectName("settlePayments")
        self.copy_button = QPushButton(self.tr("&Copy as text"), self)
        self.copy_button.clicked.connect(self.copy_text)
        copy_row = QHBoxLayout()
        copy_row.addWidget(self.copy_button)
        copy_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.state_label)
        layout.addLayout(price_row)
        layout.addWidget(self.price_error)
        layout.addWidget(self.nets_title)
        layout.addWidget(self.nets_list, 1)
        layout.addWidget(self.payments_title)
        layout.addWidget(self.payments_list, 1)
        layout.addLayout(copy_row)

        controller.sig_changed.connect(self._changed)
        self._fill_price()
        self.refresh()

    def price_per(self, unit: Literal["point", "whist", "stake"]) -> None:
        """Name the price as the game pays it: a point of the sheet, or a whist
        (``DealSheet.price_per``)."""
        self.unit = unit
        self.price_label.setText(self._unit_words()[0])
        self.refresh()

    def _unit_words(self) -> tuple[str, str]:
        """The price field's label and the state line's template, for :attr:`unit`."""
        if self.unit == "whist":
            return (
                self.tr("Price of a whist:"),
                self.tr("At %1 a whist; deals on the sheet: %2."),
            )
        if self.unit == "stake":
            return (
                self.tr("Price of a unit of the stake:"),
                self.tr("At %1 a unit of the stake; deals on the sheet: %2."),
            )
        return self.tr("Price of a point:"), self.tr("At %1 a point; deals on the sheet: %2.")

    def add_account(self, account: QWidget) -> None:
        """Show a game's own account of its settlement (``DealSheet.settle_account``)
        above the nets; the game keeps it following the sheet."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        # Under the price, before the nets: the steps first, then what they come to.
        layout.insertWidget(layout.indexOf(self.nets_title), account, 3)

    def _changed(self, _change: object = None) -> None:
        self.refresh()

    def _fill_price(self) -> None:
        session = self.controller.session
        self.price_edit.setText(price_shown(session.price) if session.price is not None else "")
        self.currency_edit.setText(session.currency)

    def refresh(self) -> None:
        """Settle the sheet as it stands and show it."""
        session = self.controller.session
        self.nets_list.clear()
        self.payments_list.clear()
        self.settlement = None
        if session.price is None:
            self.state_label.setText(
                self.tr(
                    "This sitting has no price, so there is nothing to settle. "
                    "Give the price of a point below to see who pays whom."
                )
            )
        else:
            try:
                self.settlement = settle_sitting(session, self.controller.scored)
            except ValueError:
                # A game registered without a settlement rule (a fifth game may be one).
                self.state_label.setText(self.tr("This game has no settlement rule."))
        money = self.settlement
        for widget in (self.nets_title, self.nets_list, self.payments_title):
            widget.setVisible(money is not None)
        self.payments_list.setVisible(money is not None)
        self.copy_button.setEnabled(money is not None)
        if money is None or session.price is None:
            return
        said = fill(
            self._unit_words()[1],
            f"{price_shown(session.price)} {session.currency}".strip(),
            len(self.controller.scored.deals),
        )
        table = self._table_sentence(session.price, session.currency)
        self.state_label.setText(f"{said} {table}" if table else said)
        self.nets_list.addItems(net_lines(money))
        self.payments_list.addItems(payment_lines(money))

    def _table_sentence(self, price: Decimal, currency: str) -> str:
        """How the money left on the table is shared (:func:`rules.settlement.table_share`),
        for a game that keeps money there; '' for the others."""
        table = table_share(self.controller.scored, price)
        return "" if table is None else table_sentence(table, currency)

    def apply_price(self) -> bool:
        """Give the sitting the price and currency typed (empty price: not for money);
        ``False`` with the refusal beside the field when it is refused or not written."""
        self.price_error.clear_message()
        typed = typed_decimal(self.price_edit.text())
        try:
            price = read_price(typed) if typed else None
            self.controller.store.set_price(
                self.controller.sitting_id, price, self.currency_edit.text().strip()
            )
        except RuleViolation as refused:
            self.price_error.show_message(violation_detail(refused))
            return False
        except StorageError as problem:
            self.price_error.show_message(
                fill(self.tr("The price was not saved: %1"), storage_text(problem))
            )
            return False
        # Read back, so the session (and every view of it) holds what the database holds.
        self.controller.reload()
        return True

    def chat_text(self) -> str:
        """The settlement as text for a chat ('' when there is none)."""
        if self.settlement is None:
            return ""
        return chat_text(
            fill(self.tr("Zapis, sitting %1: who pays whom"), int(self.controller.sitting_id)),
            self.settlement,
        )

    def copy_text(self) -> None:
        """Put :meth:`chat_text` on the clipboard."""
        text = self.chat_text()
        if text:
            QGuiApplication.clipboard().setText(text)
