"""The Preferans sheet: the painted pulka over the deals list, a line above them (the
convention, the raspasy run, the pools), the words every entry is explained in, and
the settlement's steps for the Settle tab."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from desktop.games.preferans.options_page import CONVENTION_WORDS
from desktop.games.preferans.pulka_picture import PulkaFold, amount_text
from desktop.games.preferans.pulka_sheet import PulkaSheet
from desktop.games.preferans.settle_steps import SettleSteps
from desktop.games.preferans.words import Explainer, column_words, contract_text, outcome_text
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealSheet, FormPlace
from desktop.widgets.row_model import Cell, RowTableModel, TableRow
from desktop.widgets.text_fill import fill
from rules.ledger import Column, DealScore, Entry, Scored
from rules.preferans.results import PreferansFacts, PreferansSummary

PRICE_PER: Final = "whist"
"""The price is for a whist: Preferans settles whists (preferans.md §10).
The Settle tab and the printed sheet (the package's ``PRICE_PER``) name the price so."""


class PreferansDealsModel(RowTableModel):
    """One row a deal: the dealer, what was played and how it ended, and what each
    player wrote in it (pool, mountain, whists)."""

    def show_sheet(self, scored: Scored) -> None:
        """Show the rows of the scored sheet."""
        players = scored.players
        headers = [self.tr("Deal"), self.tr("Dealer"), self.tr("Game"), *players]
        # A row a deal, built when first shown and kept while the sheet keeps the deal.
        rows = self.rows_for(scored.deals, lambda deal: self._row(players, deal), _deal_number)
        self.set_rows(headers, rows, wordy=(2,))

    def _row(self, players: Sequence[str], deal: DealScore) -> TableRow:
        facts = deal.facts_as(PreferansFacts)
        game = outcome_text(facts)
        if facts.declarer is not None:
            game = f"{facts.declarer}: {game}"
        written = {p: self.written_text(deal, p) for p in players}
        return TableRow(
            (
                Cell(str(deal.deal), deal.deal, number=True),
                Cell(facts.dealer or "—", facts.dealer or ""),
                Cell(game, game),
                *(Cell(written[p], written[p]) for p in players),
            ),
            deal.deal,
        )

    def written_text(self, deal: DealScore, player: str) -> str:
        """What ``player`` wrote in ``deal``, by area: ``P +2 · M +4 · W +6``."""
        sums = {Column.POOL: Fraction(0), Column.GORA: Fraction(0), Column.WHISTS: Fraction(0)}
        for entry in deal.entries:
            if entry.player == player and entry.column in sums:
                sums[entry.column] += getattr(entry, "exact", Fraction(entry.points))
        letters = {
            Column.POOL: self.tr("P"),
            Column.GORA: self.tr("M"),
            Column.WHISTS: self.tr("W"),
        }
        parts = [
            f"{letters[column]} {'+' if amount > 0 else ''}{amount_text(amount)}"
            for column, amount in sums.items()
            if amount
        ]
        return " · ".join(parts)


def _deal_number(deal: DealScore) -> int:
    return deal.deal


class PreferansSheet(DealSheet):
    """The pulka, the deals list, the line above them and the settlement's steps."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.deals_model = self.preferans_deals = PreferansDealsModel(self)
        self.paper = self.pulka = PulkaSheet()
        self.pulka.sig_deal_clicked.connect(self.sig_deal_clicked)
        self.pulka_fold = PulkaFold()
        self.summary = self.summary_line = QLabel()
        self.summary_line.setObjectName("pulkaLine")
        self.summary_line.setWordWrap(True)
        self.settle_steps = SettleSteps()
        self.settle_steps.sig_rule_activated.connect(self.sig_rule_activated)
        self.settle_account = self.settle_steps
        self.price_per = PRICE_PER
        # A deal's form is tall (kind, declarer, level, strain, two defenders, tricks).
        self.form_place = FormPlace.BESIDE
        self.line_words = column_words
        self.explainer = Explainer(controller.session.options, ())

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        session = self.controller.session
        options = session.options
        self.explainer = Explainer(options, session.deals)
        # The rows that changed are updated in place, and the list refits its columns to
        # them (desktop/widgets/tables.SheetView): no reset.
        self.preferans_deals.show_sheet(scored)
        dealer = None if scored.finished else self.controller.proposed_dealer()
        target = int(options.get("pool_target", 20))
        self.pulka.set_picture(self.pulka_fold.picture(scored, target, dealer))
        summary = scored.summary_as(PreferansSummary)
        self.summary_line.setText(self.line_text(scored))
        self.settle_steps.show_settlement(
            scored.players, summary, options, session.price, session.currency
        )

    def line_text(self, scored: Scored) -> str:
        """The convention, the pulka's length, who deals and the raspasy run."""
        options = self.controller.session.options
        convention = str(options.get("convention", "sochi"))
        name = QCoreApplication.translate(
            "PreferansOptions", str(CONVENTION_WORDS.get(convention, convention))
        )
        parts = [fill(self.tr("%1, pulka of %2"), name, options.get("pool_target", 20))]
        if scored.deals:
            facts = scored.deals[-1].facts_as(PreferansFacts)
            if facts.run_after:
                parts.append(fill(self.tr("raspasy in a row: %1"), facts.run_after))
        dealer = self.controller.proposed_dealer()
        if dealer is not None and not scored.finished:
            parts.append(fill(self.tr("deals next: %1"), dealer))
        return " · ".join(parts)

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        return self.explainer.explain(entry, deal)

    def mark_selected(self, number: int | None) -> None:
        # The pulka marks the numbers the selected deal wrote, as a finger on the paper.
        self.pulka.set_selected_deal(number or 0)

    def finished_text(self) -> str:
        return self.tr("The pulka is over; see the Settle tab for who pays whom.")

    def contract_words(self, deal: DealScore) -> str:
        """The deal's contract, ``7♥`` (empty for none)."""
        return contract_text(deal.facts_as(PreferansFacts).contract)
