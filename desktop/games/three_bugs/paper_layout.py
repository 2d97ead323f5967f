"""What the Three Bugs paper sheet shows, as data: every number in its cell (a section,
a deal, a player), the lines drawn for games and rubbers, and the footer's totals. A pure
function of the scored sitting (:func:`sheet_cells`), so a test reads what is on the
sheet without a painter."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.ledger import Column, Scored
from rules.three_bugs.results import ThreeBugsFacts


@dataclass(frozen=True)
class SheetCell:
    """One number drawn on the sheet."""

    section: str
    """``"above"``, ``"below"`` (one row per deal), or a footer row: ``"above-total"``,
    ``"below-total"``, ``"games"``, ``"rubbers"``, ``"total"``."""
    deal: int
    """The deal (1-based) for the deal rows; 0 for the footer."""
    player: str
    """The column."""
    points: int
    """The number drawn."""


@dataclass(frozen=True)
class SheetRule:
    """A line across the columns after a deal: a game (single) or a rubber (double)."""

    after_deal: int
    kind: str
    """``"game"`` or ``"rubber"``."""
    winners: tuple[str, ...]
    number: int
    """The game's or rubber's number in the sitting."""


@dataclass(frozen=True)
class SheetLayout:
    """Everything drawn, before geometry."""

    players: tuple[str, ...]
    above_deals: tuple[int, ...]
    below_deals: tuple[int, ...]
    rules: tuple[SheetRule, ...]
    cells: tuple[SheetCell, ...]
    games_this_rubber: dict[str, int]

    def cell(self, section: str, deal: int, player: str) -> SheetCell | None:
        """The cell at (section, deal, player), if one is drawn."""
        for cell in self.cells:
            if (cell.section, cell.deal, cell.player) == (section, deal, player):
                return cell
        return None


def sheet_cells(scored: Scored) -> SheetLayout:
    """The sheet's cells: per deal and player the sum written above and below the line
    (zero sums are left blank, as on paper), the lines drawn, and the footer."""
    players = tuple(scored.players)
    cells: list[SheetCell] = []
    above_deals: list[int] = []
    below_deals: list[int] = []
    rules: list[SheetRule] = []
    above_total = dict.fromkeys(players, 0)
    below_total = dict.fromkeys(players, 0)
    games_count = 0
    rubber_count = 0
    games_this_rubber = dict.fromkeys(players, 0)
    for deal in scored.deals:
        facts = deal.facts_as(ThreeBugsFacts)
        sums = {Column.ABOVE: dict.fromkeys(players, 0), Column.BELOW: dict.fromkeys(players, 0)}
        for entry in deal.entries:
            sums.setdefault(entry.column, dict.fromkeys(players, 0))
            sums[entry.column][entry.player] = (
                sums[entry.column].get(entry.player, 0) + entry.points
            )
        for column, section, rows, total in (
            (Column.ABOVE, "above", above_deals, above_total),
            (Column.BELOW, "below", below_deals, below_total),
        ):
            written = {p: n for p, n in sums[column].items() if n != 0}
            if written or (column == Column.BELOW and facts.tricks_counted):
                rows.append(deal.deal)
            for player, points in written.items():
                cells.append(SheetCell(section, deal.deal, player, points))
                total[player] += points
        games_this_rubber = {p: facts.games_won.get(p, 0) for p in players}
        if facts.rubber_winners:
            # The rubber is over: the marks start again for the next one.
            games_this_rubber = dict.fromkeys(players, 0)
        if facts.line:
            games_count += 1
            rules.append(SheetRule(deal.deal, "game", facts.game_winners, games_count))
            if deal.deal not in below_deals:
                below_deals.append(deal.deal)
        if facts.rubber_winners:
            rubber_count += 1
            rules.append(SheetRule(deal.deal, "rubber", facts.rubber_winners, rubber_count))
    summary = scored.summary
    games_total = {player: summary.games_won_by(player) for player in players}
    rubbers_total = {player: summary.rubbers_won_by(player) for player in players}
    for player in players:
        cells.append(SheetCell("above-total", 0, player, above_total[player]))
        cells.append(SheetCell("below-total", 0, player, below_total[player]))
        cells.append(SheetCell("games", 0, player, games_total[player]))
        cells.append(SheetCell("rubbers", 0, player, rubbers_total[player]))
        cells.append(SheetCell("total", 0, player, int(scored.totals.get(player, 0))))
    return SheetLayout(
        players,
        tuple(above_deals),
        tuple(sorted(set(below_deals))),
        tuple(rules),
        tuple(cells),
        games_this_rubber,
    )


def column_sums(cells: Sequence[SheetCell], section: str) -> dict[str, int]:
    """The sum of a section's deal cells per player."""
    sums: dict[str, int] = {}
    for cell in cells:
        if cell.section == section:
            sums[cell.player] = sums.get(cell.player, 0) + cell.points
    return sums
