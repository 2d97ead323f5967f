"""The Rummy sheet's table models: the deals, deal by deal, and the totals beside them."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.widgets.row_model import Cell, RowTableModel, TableRow, format_points, number_cell
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Scored
from rules.rummy.results import RummyFacts


class RummyDealsModel(RowTableModel):
    """One row a deal: each player's running total (the deal's score in the tooltip)."""

    def show_sheet(self, scored: Scored) -> None:
        """Show the rows of the scored sheet (a row built once a deal: the sheet keeps
        the same deal objects from one change to the next), each built when a view first
        reads it: a long sitting opens with the rows in sight built, not one a deal."""
        players = scored.players
        rows = self.rows_for(scored.deals, lambda deal: self._row(players, deal), _deal_number)
        self.set_rows([self.tr("Deal"), *players], rows)

    def _row(self, players: Sequence[str], deal: DealScore) -> TableRow:
        facts = deal.facts_as(RummyFacts)
        running, points = facts.running, facts.deal_points
        cells = [Cell(str(deal.deal), deal.deal, number=True)]
        for player in players:
            cells.append(
                Cell(
                    format_points(int(running[player])),
                    int(running[player]),
                    number=True,
                    tooltip=fill(
                        self.tr("This deal: %1"),
                        format_points(int(points[player]), signed=True),
                    ),
                )
            )
        return TableRow(tuple(cells), deal.deal)


def _deal_number(deal: DealScore) -> int:
    return deal.deal


class RummyTotalsModel(RowTableModel):
    """One row: every player's total, the leader's in bold."""

    def show_sheet(self, scored: Scored) -> None:
        """Rebuild the row from the totals."""
        players = scored.players
        best = max(scored.totals.values()) if scored.deals else None
        cells = tuple(
            number_cell(int(scored.totals[p]), bold=scored.totals[p] == best) for p in players
        )
        self.set_rows(players, [TableRow(cells, "totals")])
