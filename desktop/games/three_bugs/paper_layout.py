"""What the Three Bugs paper sheet shows, as data: every number in its cell (a section,
a deal, a player), the lines drawn for games and rubbers, and the footer's totals. A pure
function of the scored sitting (:func:`sheet_cells`), so a test reads what is on the
sheet without a painter."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple, overload

from desktop.widgets.kept_deals import first_changed_deal
from desktop.widgets.list_prefix import Prefix, taken_back
from rules.ledger import Column, DealScore, Scored
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
    above_deals: Sequence[int]
    below_deals: Sequence[int]
    rules: Sequence[SheetRule]
    cells: Sequence[SheetCell]
    """The deals' cells, then the footer's (read from the fold's lists, not copied:
    :class:`~desktop.widgets.list_prefix.Prefix`)."""
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
    return SheetFold().layout(scored)


class _After(NamedTuple):
    """What the sheet holds after a deal: how long each list was, and the running sums
    (a tuple: one is made for every deal of a sitting as it opens, and a frozen class
    took longer to make than the deal to lay out)."""

    cells: int
    above: int
    below: int
    rules: int
    below_rows: int
    orphans: int
    above_total: dict[str, int]
    below_total: dict[str, int]
    games: int
    rubbers: int
    games_this_rubber: dict[str, int]


class SheetFold:
    """:func:`sheet_cells` kept from one sheet to the next: the deals that are the same
    objects as the last time (the sheet keeps them, rules.scoring) keep what they wrote,
    and only the deals after the first changed one are laid out again, so an Enter lays
    out one deal at any length of the sitting. The layouts it gives read its lists
    (:class:`~desktop.widgets.list_prefix.Prefix`), which it only appends to: a change
    that takes deals back gives it new lists (:func:`~desktop.widgets.list_prefix.taken_back`),
    so a layout handed out stays as it was."""

    def __init__(self) -> None:
        self._players: tuple[str, ...] = ()
        self._deals: Sequence[DealScore] = ()
        self._after: list[_After] = []
        self._cells: list[SheetCell] = []
        self._above: list[int] = []
        self._below: list[int] = []
        self._rules: list[SheetRule] = []
        self._below_rows: list[tuple[int, SheetRule | None]] = []
        self._orphans: list[SheetRule] = []
        self._points: dict[tuple[str, int, str], int] = {}
        self._footer: dict[tuple[str, int, str], int] = {}
        self.deals_laid_out = 0
        """How many deals were laid out since this fold was made (a test counts them)."""
        self.kept = 0
        """How many deals the last layout kept as they were (its first deals): what they
        wrote is where it was, and the sheet paints again only from the rows after them."""

    def layout(self, scored: Scored) -> SheetLayout:
        """The layout of ``scored``, as :func:`sheet_cells` gives it."""
        players = tuple(scored.players)
        deals = scored.deals
        same = first_changed_deal(self._deals, deals) if players == self._players else 0
        self._players, self._deals = players, deals
        self.kept = same
        del self._after[same:]
        kept = self._after[-1] if self._after else None
        if kept is None:
            zero = dict.fromkeys(players, 0)
            kept = _After(0, 0, 0, 0, 0, 0, zero, zero, 0, 0, zero)
        for index in range(kept.cells, len(self._cells)):
            cell = self._cells[index]
            del self._points[(cell.section, cell.deal, cell.player)]
        self._cells = taken_back(self._cells, kept.cells)
        self._above = taken_back(self._above, kept.above)
        self._below = taken_back(self._below, kept.below)
        self._rules = taken_back(self._rules, kept.rules)
        del self._below_rows[kept.below_rows :], self._orphans[kept.orphans :]
        for index in range(same, len(deals)):
            kept = self._lay_out(deals[index], kept)
            self._after.append(kept)
        self.deals_laid_out += len(deals) - same
        summary = scored.summary
        footer: list[SheetCell] = []
        for player in players:
            footer.append(SheetCell("above-total", 0, player, kept.above_total[player]))
            footer.append(SheetCell("below-total", 0, player, kept.below_total[player]))
            footer.append(SheetCell("games", 0, player, summary.games_won_by(player)))
            footer.append(SheetCell("rubbers", 0, player, summary.rubbers_won_by(player)))
            footer.append(SheetCell("total", 0, player, int(scored.totals.get(player, 0))))
        self._footer = {(c.section, c.deal, c.player): c.points for c in footer}
        return SheetLayout(
            players,
            Prefix(self._above),
            Prefix(self._below),
            Prefix(self._rules),
            Prefix(self._cells, tail=tuple(footer)),
            dict(kept.games_this_rubber),
        )

    def point(self, section: str, deal: int, player: str) -> int | None:
        """The number drawn at (section, deal, player) in the last layout, if any (found
        in a kept index: the painter asks for the cells in sight alone)."""
        found = self._points.get((section, deal, player))
        return self._footer.get((section, deal, player)) if found is None else found

    def first_row_after(self, kept: int) -> tuple[int, int]:
        """Where the rows of the deals after the first ``kept`` begin: in the deals written
        above the line and in the rows below it (its deals' and lines'; a rubber's line
        after a deal with nothing below, kept last, is counted after them all)."""
        above = bisect_right(self._above, kept)
        below = bisect_right(self._below_rows, kept, key=_row_deal)
        return above, below

    @property
    def below_rows(self) -> Sequence[tuple[int, SheetRule | None]]:
        """The rows below the line in the last layout, top to bottom: ``(deal, None)`` for
        a deal's row, ``(deal, rule)`` for a game's or rubber's line after it (a rubber's
        line after a deal with nothing below the line comes last, as it always did)."""
        return _Joined(self._below_rows, [(rule.after_deal, rule) for rule in self._orphans])

    def _lay_out(self, deal: DealScore, before: _After) -> _After:
        # Every deal of a sitting is laid out as it opens: no dict a deal that is not
        # needed (a deal writing nothing above the line keeps the totals before it).
        players = self._players
        facts = deal.facts_as(ThreeBugsFacts)
        sums: dict[Column, dict[str, int]] = {Column.ABOVE: {}, Column.BELOW: {}}
        for entry in deal.entries:
            side = sums.get(entry.column)
            if side is not None:
                side[entry.player] = side.get(entry.player, 0) + entry.points
        above_total, below_total = before.above_total, before.below_total
        for column, section, rows in (
            (Column.ABOVE, "above", self._above),
            (Column.BELOW, "below", self._below),
        ):
            written = _written(players, sums[column])
            if written or (column == Column.BELOW and facts.tricks_counted):
                rows.append(deal.deal)
            if not written:
                continue
            total = dict(above_total if column == Column.ABOVE else below_total)
            for player, points in written.items():
                self._cells.append(SheetCell(section, deal.deal, player, points))
                self._points[(section, deal.deal, player)] = points
                total[player] += points
            if column == Column.ABOVE:
                above_total = total
            else:
                below_total = total
        if self._below and self._below[-1] == deal.deal:
            self._below_rows.append((deal.deal, None))
        if facts.rubber_winners:
            # The rubber is over: the marks start again for the next one.
            games_this_rubber = dict.fromkeys(players, 0)
        elif facts.games_won == before.games_this_rubber:
            games_this_rubber = before.games_this_rubber
        else:
            games_this_rubber = {p: facts.games_won.get(p, 0) for p in players}
        games, rubbers = before.games, before.rubbers
        if facts.line:
            games += 1
            self._rules.append(SheetRule(deal.deal, "game", facts.game_winners, games))
            # Deals come in order: the deal is in the list only if it is the last one.
            if not self._below or self._below[-1] != deal.deal:
                self._below.append(deal.deal)
                self._below_rows.append((deal.deal, None))
            self._below_rows.append((deal.deal, self._rules[-1]))
        if facts.rubber_winners:
            rubbers += 1
            rule = SheetRule(deal.deal, "rubber", facts.rubber_winners, rubbers)
            self._rules.append(rule)
            if self._below and self._below[-1] == deal.deal:
                self._below_rows.append((deal.deal, rule))
            else:
                self._orphans.append(rule)
        return _After(
            len(self._cells),
            len(self._above),
            len(self._below),
            len(self._rules),
            len(self._below_rows),
            len(self._orphans),
            above_total,
            below_total,
            games,
            rubbers,
            games_this_rubber,
        )


def _row_deal(row: tuple[int, SheetRule | None]) -> int:
    return row[0]


def _written(players: Sequence[str], sums: dict[str, int]) -> dict[str, int]:
    """The non-zero sums of ``sums``, in the players' order (a name that is not a
    player's after them, as it came)."""
    if not sums:
        return {}
    written = {player: sums[player] for player in players if sums.get(player)}
    for player, points in sums.items():
        if points and player not in written:
            written[player] = points
    return written


class _Joined(Sequence[tuple[int, SheetRule | None]]):
    """Two lists read as one, without copying the first (a long sitting's rows)."""

    def __init__(
        self, first: list[tuple[int, SheetRule | None]], second: list[tuple[int, SheetRule | None]]
    ) -> None:
        self._first, self._second = first, second

    def __len__(self) -> int:
        return len(self._first) + len(self._second)

    @overload
    def __getitem__(self, index: int) -> tuple[int, SheetRule | None]: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[tuple[int, SheetRule | None]]: ...
    def __getitem__(
        self, index: int | slice
    ) -> tuple[int, SheetRule | None] | Sequence[tuple[int, SheetRule | None]]:
        if isinstance(index, slice):
            return [*self._first, *self._second][index]
        if index < 0:
            index += len(self)
        if 0 <= index < len(self._first):
            return self._first[index]
        return self._second[index - len(self._first)]


def column_sums(cells: Sequence[SheetCell], section: str) -> dict[str, int]:
    """The sum of a section's deal cells per player."""
    sums: dict[str, int] = {}
    for cell in cells:
        if cell.section == section:
            sums[cell.player] = sums.get(cell.player, 0) + cell.points
    return sums
