"""Hearts' printed sheet, its desktop package's ``PRINT_SECTIONS``: deal by deal the
dealer, the penalty points each player took and his running total; then the totals and
the winner. English only, as the rest of this test game."""

from __future__ import annotations

from desktop.printing.sections import Row, Section, cells, points_text
from rules.ledger import Scored
from rules.session import Session
from tests.fifth_game.rules.engine import HeartsFacts, HeartsSummary


def print_sections(scored: Scored, _session: Session) -> list[Section]:
    """One table: a row a deal, then the totals and the winner."""
    players = list(scored.players)
    rows: list[Row] = []
    for deal in scored.deals:
        facts = deal.facts_as(HeartsFacts)
        taken = {entry.player: -entry.points for entry in deal.entries}
        shown = [f"{taken.get(p, 0)} → {points_text(facts.running[p])}" for p in players]
        rows.append(Row((str(deal.deal), facts.dealer, *shown)))
    rows.append(Row(("Total", "", *cells(scored.totals, players, set(players))), bold=True))
    winner = scored.summary_as(HeartsSummary).winner
    rows.append(Row(("Winner", winner or "in play", *[""] * len(players))))
    return [Section("Penalty points (taken → total)", ("Deal", "Dealer", *players), tuple(rows))]
