"""The Stukolka sheet: the deals table, the totals and the breakdown of the deal chosen."""

from __future__ import annotations

from typing import Final

from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)

from desktop.games.stukolka.sheet_models import (
    StukolkaBalanceModel,
    StukolkaDealsModel,
)
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealSheet
from desktop.widgets.row_model import (
    format_points,
)
from desktop.widgets.tables import SummaryBox
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Entry
from rules.stukolka.reasons import Reason
from rules.stukolka.results import StukolkaFacts, StukolkaSummary

PRICE_PER: Final = "stake"
"""The price is for a unit of the stake: the sheet counts them (settlement.md).
The Settle tab and the printed sheet (the package's ``PRICE_PER``) name the price so."""


class StukolkaSheet(DealSheet):
    """The money sheet: a row a deal, every balance and the money on the table."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.obligatory = controller.session.options.get("variant") == "obligatory"
        # The sheet counts units of the stake, and the price is for one (settlement.md).
        self.price_per = PRICE_PER
        self.deals_model = StukolkaDealsModel(self)
        self.summary = self.summary_box = SummaryBox()
        self.balance_model = StukolkaBalanceModel(self)
        self.balance_view = self.summary_box.add_table(self.balance_model)
        self.balance_line = QLabel(self.summary_box)
        self.summary_box.box_layout.addWidget(self.balance_line)

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        assert isinstance(self.deals_model, StukolkaDealsModel)
        self.deals_model.show_sheet(scored)
        self.balance_model.show_sheet(scored)
        on_table = scored.summary_as(StukolkaSummary).on_table
        balances = [scored.totals[p] for p in scored.players]
        terms = " ".join(
            (format_points(b) if i == 0 else f"{'−' if b < 0 else '+'} {format_points(abs(b))}")
            for i, b in enumerate([*balances, on_table])
        )
        self.balance_line.setText(
            fill(
                self.tr("Balances + money on the table: %1 = %2"),
                terms,
                format_points(sum(balances) + on_table),
            )
        )
        options = self.controller.session.options
        limit = options.get("remiz_limit")
        self.summary_box.options_line.setText(
            fill(
                self.tr("Obligatory Stukolka: ante %1, stake %2, %3.")
                if self.obligatory
                else self.tr("Ordinary Stukolka: ante %1, %3."),
                options["ante"],
                options["stake"],
                self.tr("no remiz limit")
                if limit is None
                else fill(self.tr("a remiz at most %1"), limit),
            )
        )

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        facts = deal.facts_as(StukolkaFacts)
        if entry.reason == Reason.ANTE:
            return self.tr("Ante: the dealer pays for the deal")
        if entry.reason == Reason.STAKE:
            return self.tr("Stake: everyone pays in (obligatory variant)")
        if entry.reason == Reason.TRICK:
            taken = facts.tricks.get(entry.player, 0)
            # Short enough to stay on one line in the breakdown beside the rule's title.
            return fill(self.tr("Tricks: %1 × a third (%2)"), taken, facts.pot.share)
        if entry.reason == Reason.REMIZ:
            return self.tr("Remiz: knocked and took no trick; it goes onto the table")
        if entry.reason == Reason.FAULT_REMIZ:
            return self.tr("Remiz for breaking the lead or trumping rules; it goes onto the table")
        return entry.reason
