"""The Three Bugs deals list: a row a deal (number, dealer, what happened, what it closed)
with each player's running total after it, over immutable rows."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.games.three_bugs.words import deal_summary
from desktop.widgets.row_model import Cell, RowTableModel, TableRow, number_cell
from desktop.widgets.text_fill import fill
from rules.deal_record import DealRecord
from rules.ledger import Scored
from rules.three_bugs.records import ThreeBugsRecord
from rules.three_bugs.results import ThreeBugsFacts

SUMMARY_COLUMN = 2
"""The column saying what happened in the deal, in words; it gives way when narrow."""


class ThreeBugsDealsModel(RowTableModel):
    """The deals: number, dealer, what happened, what the deal closed (a game, a
    rubber), and each player's running total after it."""

    def show_sheet(self, records: Sequence[DealRecord], scored: Scored) -> None:
        """Rebuild the rows from the records (each deal's description) and the sheet."""
        players = scored.players
        running = dict.fromkeys(players, 0)
        rows = []
        for read, deal in zip(records, scored.deals, strict=False):
            # The words say the deal as it was entered (the order of its all-pass tricks,
            # a bid given or not), read without a copy: the sheet is rebuilt every Enter.
            record = read.entered if isinstance(read, ThreeBugsRecord) else read.to_json()
            for entry in deal.entries:
                running[entry.player] = running.get(entry.player, 0) + entry.points
            event = ""
            facts = deal.facts_as(ThreeBugsFacts)
            if facts.rubber_winners:
                event = fill(self.tr("rubber: %1"), ", ".join(facts.rubber_winners))
            elif facts.line:
                event = fill(self.tr("game: %1"), ", ".join(facts.game_winners))
            dealer = facts.dealer
            cells = (
                Cell(str(deal.deal), deal.deal, number=True),
                Cell(dealer, dealer),
                Cell(deal_summary(record), facts.kind.value),
                Cell(event, event),
                *(number_cell(running[p]) for p in players),
            )
            rows.append(TableRow(cells, deal.deal))
        headers = [self.tr("No."), self.tr("Dealer"), self.tr("Deal"), self.tr("Closed"), *players]
        self.set_rows(headers, rows, wordy=(SUMMARY_COLUMN,))
