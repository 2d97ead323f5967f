"""The Gin sheet's tables: the deals (Oklahoma's upcard, how each deal ended, the running
scores or Hollywood's three double columns), Hollywood's columns, and the settlement of
every closed game as the rules settled it, term by term (gin-family.ru.txt: 118 + 100 + 75
− 50 = 243).
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop.widgets.row_model import (
    Cell,
    RowTableModel,
    TableRow,
    format_points,
    number_cell,
    two_lines,
)
from desktop.widgets.text_fill import fill
from rules.deal_record import DealRecord
from rules.gin.hands import Outcome
from rules.gin.reasons import Rule
from rules.gin.records import GinRecord, gin_record
from rules.gin.results import GameSettlement, GinFacts, GinSummary, Settlement
from rules.ledger import DealScore, Scored

SUIT_SIGNS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
"""The suits as the session file writes them, and as the sheet shows them."""
COLUMNS = (1, 2, 3)
"""Hollywood's three games."""


def card_text(card: str | None) -> str:
    """``6H`` as ``6♥``; a dash for no card."""
    if not card:
        return "—"
    return card[:-1] + SUIT_SIGNS.get(card[-1], card[-1])


def _no_state(state: None, _deal: object, _record: object) -> None:
    return state


def _deal_number(deal: DealScore) -> int:
    return deal.deal


class GinDealsModel(RowTableModel):
    """One row a deal: the upcard and its terms (Oklahoma), how the deal ended, who won
    the hand and what he scored, then the running scores (or Hollywood's columns)."""

    def show_sheet(
        self, scored: Scored, records: Sequence[DealRecord], oklahoma: bool, hollywood: bool
    ) -> None:
        """Show the rows of the scored sheet and the records."""
        players = scored.players
        headers = [self.tr("Deal")]
        if oklahoma:
            headers += [self.tr("Upcard"), self.tr("Knock limit")]
        outcome_column = len(headers)
        headers += [self.tr("How it ended"), self.tr("Hand won by"), self.tr("Hand points")]
        # Hollywood has six columns of points beside these: every header goes on two
        # lines (the game over the player), so the sheet fits a 1000 px window.
        labels = [two_lines(header) for header in headers]
        columns = scored.summary_as(GinSummary).columns or ()
        if hollywood:
            for game in COLUMNS:
                closed = len(columns) >= game and columns[game - 1].closed
                mark = " ✔" if closed else ""
                for player in players:
                    headers.append(fill(self.tr("%1: %2"), game, player) + mark)
                    labels.append(f"{game}{mark}\n{player}")
        else:
            headers += list(players)
            labels = headers
        # A row a deal, built when first shown and kept while the sheet keeps the deal
        # and its record.
        rows = self.rows_folded(
            None,
            _no_state,
            lambda _state, deal, read: self._row(players, deal, read, oklahoma, hollywood),
            _deal_number,
            scored.deals,
            records,
        )
        # How each deal ended, in words, gives way on a narrow sheet.
        self.set_rows(headers, rows, wordy=(outcome_column,), labels=labels)

    def _row(
        self,
        players: Sequence[str],
        deal: DealScore,
        read: DealRecord,
        oklahoma: bool,
        hollywood: bool,
    ) -> TableRow:
        record = gin_record(read, deal.deal)
        facts = deal.facts_as(GinFacts)
        cells: list[Cell] = [Cell(str(deal.deal), deal.deal, number=True)]
        if oklahoma:
            limit = facts.knock_limit
            doubled = facts.doubled
            upcard = None if record.upcard is None else str(record.upcard)
            cells.append(Cell(card_text(upcard), upcard))
            cells.append(
                Cell(
                    f"{limit} ×2" if doubled else str(limit),
                    limit,
                    number=True,
                    tooltip=self.tr("A spade: the deal counts double") if doubled else "",
                )
            )
        # Hollywood's narrow sheet says it the short way, the sentence in the tooltip.
        sentence = self.outcome_text(deal, record)
        if hollywood:
            cells.append(
                Cell(self.short_outcome(deal, record), str(facts.outcome), tooltip=sentence)
            )
        else:
            cells.append(Cell(sentence, str(facts.outcome)))
        winner = facts.hand_winner
        cells.append(Cell(winner or "—", winner))
        cells.append(number_cell(facts.hand_points))
        if hollywood:
            after = facts.columns_after
            written = {(e.game, e.player) for e in deal.entries}
            for game in COLUMNS:
                column = after[game - 1]
                for player in players:
                    if (game, player) in written:
                        points = column.points[player]
                        cells.append(number_cell(points, bold=column.winner == player))
                    else:
                        cells.append(Cell("", None, number=True, muted=True))
        else:
            running = facts.running
            cells += [number_cell(running.get(p, 0)) for p in players]
        return TableRow(tuple(cells), deal.deal)

    def short_outcome(self, deal: DealScore, record: GinRecord) -> str:
        """How the deal ended in a word and the two deadwood counts, the knocker's
        first (``knock 5:30``, ``gin 0:40``); who won the hand is in the next column."""
        outcome = deal.facts_as(GinFacts).outcome
        if outcome is Outcome.DEAD:
            return self.tr("dead hand")
        words = {
            Outcome.KNOCK: self.tr("knock %1:%2"),
            Outcome.UNDERCUT: self.tr("undercut %1:%2"),
            Outcome.GIN: self.tr("gin %1:%2"),
        }
        text = words.get(outcome, str(outcome) + " %1:%2")
        return fill(text, record.deadwood, _count(record.opponent_deadwood))

    def outcome_text(self, deal: DealScore, record: GinRecord) -> str:
        """How the deal ended, in words, with the counts."""
        outcome = deal.facts_as(GinFacts).outcome
        player = record.player or ""
        deadwood = str(record.deadwood)
        opponent = _count(record.opponent_deadwood)
        if outcome is Outcome.DEAD:
            return self.tr("Dead hand")
        if outcome is Outcome.GIN:
            return fill(self.tr("%1 gin; the opponent holds %2"), player, opponent)
        text = (
            self.tr("%1 knocks with %2 against %3")
            if outcome is Outcome.KNOCK
            else self.tr("%1 knocks with %2 against %3: undercut")
        )
        return fill(text, player, deadwood, opponent)


def _count(deadwood: int | None) -> str:
    """A deadwood count as the sheet writes it; nothing for none."""
    return "" if deadwood is None else str(deadwood)


class GinColumnsModel(RowTableModel):
    """Hollywood: one row a column, its points, whether it is closed, who won it, net."""

    def show_sheet(self, scored: Scored) -> None:
        """Rebuild the rows from the summary's columns."""
        players = scored.players
        headers = [self.tr("Game"), *players, self.tr("State"), self.tr("Net")]
        rows = []
        for game, column in enumerate(scored.summary_as(GinSummary).columns or (), start=1):
            closed = column.closed
            state = fill(self.tr("closed: %1 won"), column.winner) if closed else self.tr("open")
            net = column.net
            rows.append(
                TableRow(
                    (
                        Cell(str(game), game, number=True),
                        *(number_cell(column.points[p], bold=column.winner == p) for p in players),
                        Cell(state, closed, bold=closed),
                        number_cell(int(net)) if net is not None else Cell("—", None),
                    ),
                    game,
                )
            )
        self.set_rows(headers, rows)


class GinSettlementModel(RowTableModel):
    """The settlement of every closed game, term by term, keyed by each term's rule."""

    def show_settlements(
        self, settlements: Sequence[GameSettlement], match: Settlement | None
    ) -> None:
        """One block of rows per closed game, then Hollywood's match result."""
        headers = [self.tr("Game"), self.tr("Term"), self.tr("Points")]
        rows: list[TableRow] = []
        for s in settlements:
            game = self.tr("Single game") if s.game is None else str(s.game)
            terms: list[tuple[str, int, str | None]] = [
                (fill(self.tr("%1's points on the sheet"), s.winner), s.winner_points, None),
                (self.tr("game bonus"), s.game_bonus, Rule.GAME),
            ]
            if s.winner_boxes:
                terms.append((self.tr("boxes (hands won more)"), s.winner_boxes, Rule.BOX))
            if s.shutout:
                terms.append((self.tr("shutout: doubled"), s.shutout, Rule.SHUTOUT))
            terms.append(
                (fill(self.tr("less %1's points on the sheet"), s.loser), -s.loser_points, None)
            )
            if s.loser_boxes:
                terms.append(
                    (
                        fill(self.tr("less %1's boxes (hands won more)"), s.loser),
                        -s.loser_boxes,
                        Rule.BOX,
                    )
                )
            for text, points, rule in terms:
                rows.append(
                    TableRow((Cell(game), Cell(text), number_cell(points, signed=True)), rule)
                )
            rows.append(
                TableRow(
                    (
                        Cell(game),
                        Cell(fill(self.tr("net to %1"), s.winner), bold=True),
                        number_cell(s.net, bold=True),
                    ),
                    None,
                )
            )
        if match is not None and len(settlements) > 1:
            winner = match.winner
            rows.append(
                TableRow(
                    (
                        Cell(self.tr("Match")),
                        Cell(
                            fill(self.tr("the match: net to %1"), winner)
                            if winner
                            else self.tr("the match: even"),
                            bold=True,
                        ),
                        number_cell(match.net, bold=True),
                    ),
                    None,
                )
            )
        self.set_rows(headers, rows)


def formula(s: GameSettlement) -> str:
    """The settlement as the source writes it: ``118 + 100 + 75 − 50 = 243``."""
    parts = [format_points(s.winner_points), f"+ {format_points(s.game_bonus)}"]
    if s.winner_boxes:
        parts.append(f"+ {format_points(s.winner_boxes)}")
    if s.shutout:
        parts.append(f"+ {format_points(s.shutout)}")
    parts.append(f"− {format_points(s.loser_points)}")
    if s.loser_boxes:
        parts.append(f"− {format_points(s.loser_boxes)}")
    return " ".join(parts) + f" = {format_points(s.net)}"
