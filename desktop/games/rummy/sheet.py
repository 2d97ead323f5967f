"""The Rummy sheet: the deals table, the totals and the breakdown of the deal chosen."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from desktop.games.rummy.from_cards import cards_words
from desktop.games.rummy.sheet_models import RummyDealsModel, RummyTotalsModel
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealSheet
from desktop.widgets.row_model import format_points
from desktop.widgets.tables import SummaryBox
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Entry
from rules.rummy.reasons import Reason


class RummySheet(DealSheet):
    """The rummy sheet: running totals a deal, every player's total and the winner."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        options = controller.session.options
        self.packs = int(options["packs"])
        self.target = int(options["target"])
        self.deals_model = RummyDealsModel(self)
        self.summary = self.summary_box = SummaryBox()
        self.totals_model = RummyTotalsModel(self)
        self.totals_view = self.summary_box.add_table(self.totals_model)
        self.winner_label = QLabel(self.summary_box)
        self.winner_label.setStyleSheet("font-weight: bold;")
        self.summary_box.box_layout.addWidget(self.winner_label)

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        assert isinstance(self.deals_model, RummyDealsModel)
        self.deals_model.show_sheet(scored)
        self.totals_model.show_sheet(scored)
        self.summary_box.options_line.setText(
            fill(
                self.tr("One pack, to %1 points.")
                if self.packs == 1
                else self.tr("Two packs, to %1 points."),
                self.target,
            )
        )
        winner = scored.summary.winner
        if winner:
            text = fill(self.tr("%1 wins with %2."), winner, scored.totals[winner])
        elif scored.deals and max(scored.totals.values()) >= self.target:
            text = self.tr("The target is reached but the lead is shared: play goes on.")
        elif scored.deals:
            best = max(scored.totals.values())
            leaders = [p for p in scored.players if scored.totals[p] == best]
            text = fill(
                self.tr("Leading: %1 with %2; the game ends at %3."),
                ", ".join(leaders),
                format_points(best),
                self.target,
            )
        else:
            text = fill(self.tr("No deal yet; the game ends at %1."), self.target)
        self.winner_label.setText(text)

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        if entry.reason == Reason.MELDED:
            text = self.tr("Cards put on the table (melds and lay-offs)")
        elif entry.reason == Reason.IN_HAND:
            text = self.tr("Cards left in hand")
        else:
            return entry.reason
        record = self.controller.session.deals[deal.deal - 1].to_json()
        behind = cards_words(record, entry.player, entry.reason)
        return f"{text}: {behind}" if behind else text
