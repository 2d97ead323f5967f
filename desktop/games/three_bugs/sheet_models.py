"""The Three Bugs deals list: a row a deal (number, dealer, what happened, what it closed)
with each player's running total after it, over immutable rows."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.games.three_bugs.words import deal_summary
from desktop.widgets.row_model import Cell, RowTableModel, TableRow, number_cell
from desktop.widgets.text_fill import fill
from rules.deal_record import DealRecord
from rules.ledger import DealScore, Scored
from rules.three_bugs.records import ThreeBugsRecord
from rules.three_bugs.results import ThreeBugsFacts

Running = dict[str, int]
"""Each player's running total after a deal."""

SUMMARY_COLUMN = 2
"""The column saying what happened in the deal, in words; it gives way when narrow."""

CLOSED_COLUMN = 3
"""The column saying what the deal closed (``game: Boris``), in words: it gives way when
narrow too, so that at a scale of 1.5 the players' five-digit totals stay in the list
(its "game: Boris" kept its whole width and put the last player's column off the list)."""


class ThreeBugsDealsModel(RowTableModel):
    """The deals: number, dealer, what happened, what the deal closed (a game, a
    rubber), and each player's running total after it."""

    def show_sheet(self, records: Sequence[DealRecord], scored: Scored) -> None:
        """Show a row a deal from its record (the deal's description) and the sheet; the
        rows of the deals the sheet kept (the same objects, with the same records) stay as
        they were built, and a row is built when a view first reads it: an Enter builds
        one row, a long sitting opens with the rows in sight built."""
        players = scored.players
        start: Running = dict.fromkeys(players, 0)
        rows = self.rows_folded(
            start,
            _step,
            lambda running, deal, read: self._row(players, running, deal, read),
            _deal_number,
            scored.deals,
            records,
        )
        headers = [self.tr("No."), self.tr("Dealer"), self.tr("Deal"), self.tr("Closed"), *players]
        self.set_rows(headers, rows, wordy=(SUMMARY_COLUMN, CLOSED_COLUMN))

    def _row(
        self, players: Sequence[str], before: Running, deal: DealScore, read: DealRecord
    ) -> TableRow:
        # The words say the deal as it was entered (the order of its all-pass tricks, a
        # bid given or not), read without a copy.
        record = read.entered if isinstance(read, ThreeBugsRecord) else read.to_json()
        running = _step(before, deal, read)
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
        return TableRow(cells, deal.deal)


def _step(before: Running, deal: DealScore, _record: object) -> Running:
    """Each player's running total after ``deal``."""
    running = dict(before)
    for entry in deal.entries:
        running[entry.player] = running.get(entry.player, 0) + entry.points
    return running


def _deal_number(deal: DealScore) -> int:
    return deal.deal
