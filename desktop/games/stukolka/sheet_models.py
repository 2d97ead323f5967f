"""The Stukolka sheet's table models: the deals, deal by deal, and the totals beside them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from desktop.widgets.row_model import (
    Cell,
    RowTableModel,
    TableRow,
    format_points,
    number_cell,
    two_lines,
)
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Scored
from rules.stukolka.results import StukolkaFacts, StukolkaSummary

THIRDS_COLUMN = 4
"""The sheet's column of who took the thirds, in words."""
REMIZES_COLUMN = 5
"""The sheet's column of the remizes paid, in words."""


class StukolkaDealsModel(RowTableModel):
    """One row a deal: dealer, pot, a third, who took the thirds, the remizes, the money
    left on the table, and what each player paid or took in the deal."""

    def show_sheet(self, scored: Scored) -> None:
        """Show the rows of the scored sheet."""
        players = scored.players
        headers = [
            self.tr("Deal"),
            self.tr("Dealer"),
            self.tr("Pot"),
            self.tr("A third"),
            self.tr("Thirds taken"),
            self.tr("Remizes"),
            self.tr("On the table"),
            *players,
        ]
        # A row a deal, built when first shown and kept while the sheet keeps the deal.
        rows = self.rows_for(scored.deals, lambda deal: self._row(players, deal), _deal_number)
        # Headers of two words go on two lines, so a narrow sheet need not cut them.
        labels = [two_lines(h) for h in headers[: -len(players)]] + list(players)
        self.set_rows(headers, rows, wordy=(THIRDS_COLUMN, REMIZES_COLUMN), labels=labels)

    def _row(self, players: Sequence[str], deal: DealScore) -> TableRow:
        facts = deal.facts_as(StukolkaFacts)
        money = dict.fromkeys(players, 0)
        for entry in deal.entries:
            money[entry.player] += entry.points
        remizes = facts.remizes
        return TableRow(
            (
                Cell(str(deal.deal), deal.deal, number=True),
                Cell(facts.dealer, facts.dealer),
                number_cell(facts.pot.total),
                number_cell(facts.pot.share),
                Cell(self.thirds_text(facts), muted=not facts.played),
                Cell(self.remizes_text(remizes), sum(remizes.values())),
                number_cell(facts.on_table, bold=True),
                *(number_cell(money[p], signed=True) for p in players),
            ),
            deal.deal,
        )

    def thirds_text(self, facts: StukolkaFacts) -> str:
        """Who took the thirds, e.g. ``B 2 × 3 = 6, C 1 × 3 = 3``."""
        if not facts.played:
            return self.tr("nobody knocked: the pot stays on the table")
        share = facts.pot.share
        parts = [
            fill(self.tr("%1 %2 × %3 = %4"), player, taken, share, taken * share)
            for player, taken in facts.tricks.items()
            if taken
        ]
        return ", ".join(parts)

    def remizes_text(self, remizes: Mapping[str, int]) -> str:
        """The remizes paid onto the table, e.g. ``C 3, D 3``; a dash for none."""
        if not remizes:
            return "—"
        return ", ".join(f"{player} {format_points(amount)}" for player, amount in remizes.items())


def _deal_number(deal: DealScore) -> int:
    return deal.deal


class StukolkaBalanceModel(RowTableModel):
    """One row: every player's balance, the money on the table, and their sum (0)."""

    def show_sheet(self, scored: Scored) -> None:
        """Rebuild the row from the scored sheet."""
        on_table = scored.summary_as(StukolkaSummary).on_table
        balances = [scored.totals[p] for p in scored.players]
        headers = [*scored.players, self.tr("On the table"), self.tr("Sum")]
        cells = (
            *(number_cell(b, signed=True, bold=True) for b in balances),
            number_cell(on_table, bold=True),
            number_cell(sum(balances) + on_table),
        )
        self.set_rows(headers, [TableRow(cells, "balances")])
