"""The printed sheet any game can have: each player's running total deal by deal, the
totals and, when the game's summary names one, the winner. Rummy prints it as its own;
a game whose desktop package exports no ``PRINT_SECTIONS`` is printed with it."""

from __future__ import annotations

from desktop.printing.sections import Row, Section, cells
from desktop.printing.words import word
from rules.ledger import Scored
from rules.player_records import summary_json
from rules.session import Session


def running_sections(scored: Scored, _session: Session) -> list[Section]:
    """The running totals deal by deal, the totals, and the winner (or "in play") when
    the summary has a ``winner``."""
    players = list(scored.players)
    running = dict.fromkeys(players, 0)
    rows: list[Row] = []
    for deal in scored.deals:
        for entry in deal.entries:
            running[entry.player] += entry.points
        rows.append(Row((str(deal.deal), *cells(running, players, set(players)))))
    rows.append(Row((word("total"), *cells(scored.totals, players, set(players))), bold=True))
    summary = summary_json(scored)
    if "winner" in summary:
        winner = summary["winner"]
        rows.append(
            Row(
                (
                    word("winner"),
                    str(winner) if winner else word("in-play"),
                    *[""] * (len(players) - 1),
                )
            )
        )
    return [Section(word("points"), (word("deal"), *players), tuple(rows))]
