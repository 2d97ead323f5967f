"""The Rummy sheet: the deals table, the totals and the breakdown of the deal chosen."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QLabel, QWidget

from desktop.games.rummy.from_cards import cards_words
from desktop.games.rummy.sheet_models import RummyDealsModel, RummyTotalsModel
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealSheet
from desktop.widgets.row_model import format_points
from desktop.widgets.short_names import shown_names
from desktop.widgets.tables import SummaryBox
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Entry, Scored
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
        # Wrapped: eight leaders tied make a line wider than the screen.
        self.winner_label.setWordWrap(True)
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
        # Long names shortened (the leading line widened the window past the screen,
        # issue 32); the line with the full names is the tooltip.
        text = self._winner_text(scored, shown_names(scored.players))
        whole = self._winner_text(scored, {name: name for name in scored.players})
        self.winner_label.setText(text)
        self.winner_label.setToolTip(whole if whole != text else "")

    def _winner_text(self, scored: Scored, names: Mapping[str, str]) -> str:
        """Who won or leads, each player written as ``names`` says."""
        winner = scored.summary.winner
        if winner:
            return fill(self.tr("%1 wins with %2."), names[winner], scored.totals[winner])
        if scored.deals and max(scored.totals.values()) >= self.target:
            return self.tr("The target is reached but the lead is shared: play goes on.")
        if scored.deals:
            best = max(scored.totals.values())
            leaders = [names[p] for p in scored.players if scored.totals[p] == best]
            return fill(
                self.tr("Leading: %1 with %2; the game ends at %3."),
                ", ".join(leaders),
                format_points(best),
                self.target,
            )
        return fill(self.tr("No deal yet; the game ends at %1."), self.target)

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
