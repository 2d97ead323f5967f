"""A Stukolka table scored deal by deal (:class:`rules.fold.Scorer`): each player's money and
the money left on the table (stukolka.md)."""

from __future__ import annotations

from typing import Final

from rules.deal_record import DealRecord
from rules.ledger import DealScore, Scored
from rules.limits import SCORE_LIMIT
from rules.stukolka.options import StukolkaOptions
from rules.stukolka.pot import PotLedger, beyond_limit
from rules.stukolka.records import stukolka_deal
from rules.stukolka.results import StukolkaSummary

NAME: Final = "stukolka"
"""The game's session-file name."""


class StukolkaScorer:
    """A Stukolka table scored deal by deal: each player's money and the money left on
    the table (:class:`rules.fold.Scorer`)."""

    __slots__ = ("_ledger", "_options", "_players", "on_table", "totals")

    def __init__(
        self, players: tuple[str, ...], options: StukolkaOptions, ledger: PotLedger
    ) -> None:
        self._players = players
        self._options = options
        # The ledger holds only the table's fixed amounts and a pool of equal entries:
        # every copy shares it.
        self._ledger = ledger
        self.totals = dict.fromkeys(players, 0)
        self.on_table = 0

    def copy(self) -> StukolkaScorer:
        """An independent copy of the money (the ledger is shared)."""
        twin = StukolkaScorer(self._players, self._options, self._ledger)
        twin.totals = dict(self.totals)
        twin.on_table = self.on_table
        return twin

    def step(self, record: DealRecord, number: int) -> DealScore:
        """Score deal ``number`` from the money on the table before it."""
        deal = stukolka_deal(record, number)
        deal_score, self.on_table = self._ledger.score_deal(deal, number, self.on_table)
        totals = self.totals
        for entry in deal_score.entries:
            totals[entry.player] += entry.points
            if abs(totals[entry.player]) > SCORE_LIMIT:
                raise beyond_limit(number, self._options.remiz_limit)
        return deal_score

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The money sheet of ``deals``: never finished (the players just get up)."""
        return Scored(
            game=NAME,
            players=self._players,
            deals=deals,
            totals=dict(self.totals),
            finished=False,
            summary=StukolkaSummary(self.on_table, self._ledger.pot(self.on_table)),
        )
