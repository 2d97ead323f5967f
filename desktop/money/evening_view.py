"""The Evening view (issue 20; settlement.md, "An evening"): several sittings settled
together — each player's nets added across them, then the payments found once.

Opened from the history on a sitting: it lists that day's sittings, the ones with the
same people as that sitting checked (the evening as the table plays it); any can be
checked or unchecked, and another day chosen. A sitting without a price is named in one
line, with the evening price beside it: given, it prices every sitting of the evening,
as ``zapis settle --price`` does. The sums are :meth:`db.service.Store.settle_evening`'s.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from db.change_feed import SittingMoved
from db.rows import SittingSummary
from db.service import HistoryQuery, MissingPrice, SittingId, StorageError, Store
from desktop.games.game_ui import GAME_UIS
from desktop.money.money_text import chat_text, net_lines, payment_lines, table_sentence
from desktop.shell.history_model import day_start
from desktop.shell.screen_fit import fit_window
from desktop.widgets.date_field import DateField
from desktop.widgets.number_text import price_shown, typed_decimal
from desktop.widgets.storage_text import problem_text
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from desktop.widgets.violations import violation_detail
from rules.errors import RuleViolation
from rules.money import CURRENCY_LIMIT, read_price
from rules.settlement import Settlement, table_share

HEARD_DELAY_MILLISECONDS = 150
"""Sittings moved within this time are looked at once."""
MOST_IN_A_DAY = 500
"""More sittings than any table plays in a day; the list stops there."""


class EveningDialog(QDialog):
    """Choose the sittings of an evening and see who pays whom for all of them."""

    def __init__(self, store: Store, around: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evening")
        self.setWindowTitle(self.tr("Zapis — settle an evening"))
        self.store = store
        self.around = SittingId(around)
        self.settlement: Settlement | None = None
        self._evening_price: Decimal | None = None
        self._people = frozenset(store.seated_people(self.around))

        self.date_edit = DateField(parent=self)
        self.date_edit.setObjectName("eveningDay")
        day_label = QLabel(self.tr("Sittings of the &day:"), self)
        day_label.setBuddy(self.date_edit)
        day_row = QHBoxLayout()
        day_row.addWidget(day_label)
        day_row.addWidget(self.date_edit)
        day_row.addStretch(1)
        self.sittings_list = QListWidget(self)
        self.sittings_list.setObjectName("eveningSittings")

        self.missing_label = QLabel(self)
        self.missing_label.setObjectName("eveningMissing")
        self.missing_label.setWordWrap(True)
        self.price_edit = QLineEdit(self)
        self.price_edit.setObjectName("eveningPrice")
        self.price_edit.setPlaceholderText(self.tr("each sitting's own"))
        self.currency_edit = QLineEdit(self)
        self.currency_edit.setObjectName("eveningCurrency")
        self.currency_edit.setMaxLength(CURRENCY_LIMIT)
        self.currency_edit.setPlaceholderText("₽")
        price_label = QLabel(self.tr("Evening &price of a point:"), self)
        price_label.setBuddy(self.price_edit)
        currency_label = QLabel(self.tr("Currency:"), self)
        currency_label.setBuddy(self.currency_edit)
        self.apply_button = QPushButton(self.tr("&Settle"), self)
        price_row = QHBoxLayout()
        price_row.addWidget(price_label)
        price_row.addWidget(self.price_edit, 2)
        price_row.addWidget(currency_label)
        price_row.addWidget(self.currency_edit, 1)
        price_row.addWidget(self.apply_button)
        self.problem = ViolationLabel(self)
        self.problem.setObjectName("eveningProblem")

        self.nets_title = QLabel(self.tr("Nets for the evening (+ receives, − pays):"), self)
        self.nets_list = QListWidget(self)
        self.nets_list.setObjectName("eveningNets")
        self.payments_title = QLabel(self.tr("Payments:"), self)
        self.payments_list = QListWidget(self)
        self.payments_list.setObjectName("eveningPayments")
        self.table_label = QLabel(self)
        self.table_label.setObjectName("eveningTable")
        self.table_label.setWordWrap(True)
        self.copy_button = QPushButton(self.tr("&Copy as text"), self)
        close_button = QPushButton(self.tr("Close"), self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.copy_button)
        bottom.addStretch(1)
        bottom.addWidget(close_button)

        layout = QVBoxLayout(self)
        layout.addLayout(day_row)
        layout.addWidget(self.sittings_list, 2)
        layout.addWidget(self.missing_label)
        layout.addLayout(price_row)
        layout.addWidget(self.problem)
        layout.addWidget(self.nets_title)
        layout.addWidget(self.nets_list, 1)
        layout.addWidget(self.payments_title)
        layout.addWidget(self.payments_list, 1)
        layout.addWidget(self.table_label)
        layout.addLayout(bottom)

        loaded = store.load(self.around)
        day = loaded.created.astimezone().date()
        self.date_edit.setDate(QDate(day.year, day.month, day.day))
        self._fill_day(day)
        self.date_edit.dateChanged.connect(lambda _d: self._fill_day(self._day()))
        self.sittings_list.itemChanged.connect(lambda _item: self.refresh())
        self.apply_button.clicked.connect(self.refresh)
        self.price_edit.returnPressed.connect(self.refresh)
        self.currency_edit.returnPressed.connect(self.refresh)
        self.copy_button.clicked.connect(self.copy_text)
        close_button.clicked.connect(self.accept)
        self._heard: list[SittingMoved] = []
        self._heard_timer = QTimer(self)
        self._heard_timer.setSingleShot(True)
        self._heard_timer.setInterval(HEARD_DELAY_MILLISECONDS)
        self._heard_timer.timeout.connect(self._look_at_heard)
        self.resize(640, 620)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Its first size (640×620) is 930 px high at a scale of 1.5: on a 1366×768 laptop
        # the payments, the table's sentence and Close were under the screen's edge.
        fit_window(self)

    # ---- the sittings --------------------------------------------------------------

    def _day(self) -> date:
        chosen = self.date_edit.date()
        return date(chosen.year(), chosen.month(), chosen.day())

    def sittings_moved(self, moves: tuple[SittingMoved, ...]) -> None:
        """Sittings were written (the change feed, issue 26): settle again when one of the
        day's moved; list the day again when one was deleted or is new on it. Moves heard
        close together (a club's tables all evening) are looked at once."""
        self._heard.extend(moves)
        self._heard_timer.start()

    def _look_at_heard(self) -> None:
        """The moves heard: the sittings of other days cost one cached reading each."""
        moves, self._heard = self._heard, []
        listed = {
            int(self.sittings_list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.sittings_list.count())
        }
        fill_again = False
        for move in moves:
            if int(move.sitting) in listed:
                fill_again = fill_again or move.revision is None
                continue
            if move.revision is None:
                continue
            try:
                created = self.store.load(move.sitting).created
            except (LookupError, StorageError):
                continue  # deleted again since
            fill_again = fill_again or created.astimezone().date() == self._day()
        if fill_again or any(int(move.sitting) in listed for move in moves):
            # The rows' texts (a price, the players) may have moved too; the checks stay.
            self._fill_day(self._day(), keep=True)

    def _fill_day(self, day: date, *, keep: bool = False) -> None:
        """List ``day``'s sittings, those with this sitting's people checked; ``keep``:
        the sittings listed already keep their checks."""
        checked = {int(sitting) for sitting in self.chosen()} if keep else None
        listed = (
            {
                int(self.sittings_list.item(row).data(Qt.ItemDataRole.UserRole))
                for row in range(self.sittings_list.count())
            }
            if keep
            else set()
        )
        rows = self.store.find_sittings(
            HistoryQuery(since=day_start(day), until=day_start(day + timedelta(days=1))),
            limit=MOST_IN_A_DAY,
        )
        rows.sort(key=lambda row: (row.created, int(row.id)))
        self.sittings_list.blockSignals(True)
        self.sittings_list.clear()
        for row in rows:
            item = QListWidgetItem(self._row_text(row), self.sittings_list)
            item.setData(Qt.ItemDataRole.UserRole, int(row.id))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            if checked is not None and int(row.id) in listed:
                same = int(row.id) in checked
            else:
                same = frozenset(self.store.seated_people(row.id)) == self._people
            item.setCheckState(Qt.CheckState.Checked if same else Qt.CheckState.Unchecked)
        self.sittings_list.blockSignals(False)
        self.refresh()

    def _row_text(self, row: SittingSummary) -> str:
        game = GAME_UIS[row.game].title() if row.game in GAME_UIS else row.game
        price = self.store.load(row.id).session
        money = (
            f"{price_shown(price.price)} {price.currency}".strip()
            if price.price is not None
            else self.tr("no price")
        )
        return fill(
            self.tr("%1, %2 — %3: %4 (%5)"),
            int(row.id),
            row.created.astimezone().strftime("%H:%M"),
            game,
            ", ".join(row.players),
            money,
        )

    def chosen(self) -> list[SittingId]:
        """The sittings checked, in the list's order (the day's, earliest first)."""
        return [
            SittingId(int(item.data(Qt.ItemDataRole.UserRole)))
            for item in (self.sittings_list.item(i) for i in range(self.sittings_list.count()))
            if item.checkState() == Qt.CheckState.Checked
        ]

    def set_chosen(self, sittings: list[int]) -> None:
        """Check exactly ``sittings`` (those of the day shown) and settle them."""
        self.sittings_list.blockSignals(True)
        for row in range(self.sittings_list.count()):
            item = self.sittings_list.item(row)
            wanted = int(item.data(Qt.ItemDataRole.UserRole)) in sittings
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
        self.sittings_list.blockSignals(False)
        self.refresh()

    # ---- the money -------------------------------------------------------------------

    def refresh(self) -> None:
        """Settle the sittings checked, at their own prices or at the evening's."""
        self.settlement = None
        self.problem.clear_message()
        self.missing_label.clear()
        self.nets_list.clear()
        self.payments_list.clear()
        chosen = self.chosen()
        unpriced = [s for s in chosen if self.store.load(s).session.price is None]
        if unpriced:
            self.missing_label.setText(
                fill(
                    self.tr(
                        "Without a price: sitting %1. Give an evening price below; "
                        "it then prices every sitting of the evening."
                    ),
                    ", ".join(str(int(s)) for s in unpriced),
                )
            )
        self.missing_label.setVisible(bool(unpriced))
        self._settle(chosen)
        money = self.settlement
        for widget in (self.nets_title, self.nets_list, self.payments_title, self.payments_list):
            widget.setVisible(money is not None)
        self.copy_button.setEnabled(money is not None)
        table: list[str] = self._table_lines(chosen, money.currency) if money else []
        self.table_label.setText("\n".join(table))
        if bool(table) != self.table_label.isVisibleTo(self) and self.isVisible():
            # A sentence more or less: the dialog may grow, but never off the screen
            # (once Qt has applied its new size).
            QTimer.singleShot(0, self, lambda: fit_window(self))
        self.table_label.setVisible(bool(table))
        if money is None:
            return
        self.nets_list.addItems(net_lines(money))
        self.payments_list.addItems(payment_lines(money))

    def _table_lines(self, chosen: list[SittingId], currency: str) -> list[str]:
        """For each sitting settled that keeps money on the table (Stukolka), how that
        money is shared, at the price it was settled at: as its Settle tab says it."""
        lines = []
        for sitting in chosen:
            loaded = self.store.load(sitting)
            price = self._evening_price or loaded.session.price
            table = table_share(loaded.scored, price) if price is not None else None
            if table is not None:
                lines.append(
                    fill(self.tr("Sitting %1. %2"), int(sitting), table_sentence(table, currency))
                )
        return lines

    def _settle(self, chosen: list[SittingId]) -> None:
        if not chosen:
            self.problem.show_message(self.tr("Check the sittings to settle together."))
            return
        typed = typed_decimal(self.price_edit.text())
        currency = self.currency_edit.text().strip()
        self._evening_price = None
        try:
            price: Decimal | None = read_price(typed) if typed else None
            self._evening_price = price
            self.settlement = self.store.settle_evening(
                chosen, price=price, currency=currency or None
            )
        except MissingPrice:
            return  # said by the line naming the sittings without a price
        except RuleViolation as refused:
            self.problem.show_message(violation_detail(refused))
        except Exception as problem:  # a sitting gone since, a locked database
            self.problem.show_message(problem_text(problem))

    def chat_text(self) -> str:
        """The evening's settlement as text for a chat ('' when there is none)."""
        if self.settlement is None:
            return ""
        ids = ", ".join(str(int(s)) for s in self.chosen())
        return chat_text(
            fill(self.tr("Zapis, the evening of sittings %1: who pays whom"), ids),
            self.settlement,
        )

    def copy_text(self) -> None:
        """Put :meth:`chat_text` on the clipboard."""
        text = self.chat_text()
        if text:
            QGuiApplication.clipboard().setText(text)
