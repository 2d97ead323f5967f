"""A gin match scored hand by hand (:class:`rules.fold.Scorer`): the games or the Hollywood
columns a won hand is written into, the running totals, and the match's end and
settlements (gin-family.md)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.deal_record import DealRecord
from rules.engine_base import deal_after_the_end
from rules.gin.hollywood import COLUMNS, Entered
from rules.gin.options import GinOptions, Scoring
from rules.gin.records import gin_record
from rules.gin.results import GinFacts, GinSummary, Settlement
from rules.gin.tally import Tally
from rules.ledger import DealScore, Entry, Scored


class GinScorer:
    """A gin match scored hand by hand: the open game (or Hollywood's three columns),
    who has entered which column, the running totals (:class:`rules.fold.Scorer`)."""

    __slots__ = ("_hollywood", "_options", "_players", "ended_at", "entered", "running", "tallies")

    def __init__(self, players: tuple[str, ...], options: GinOptions) -> None:
        self._players = players
        self._options = options
        self._hollywood = options.scoring is Scoring.HOLLYWOOD
        self.tallies = (
            [Tally(players, game) for game in range(1, COLUMNS + 1)]
            if self._hollywood
            else [Tally(players, None)]
        )
        self.entered = Entered(players)
        self.running = dict.fromkeys(players, 0)
        self.ended_at: int | None = None

    def copy(self) -> GinScorer:
        """An independent copy of the match's state."""
        twin = GinScorer(self._players, self._options)
        twin.tallies = [tally.copy() for tally in self.tallies]
        twin.entered = self.entered.copy()
        twin.running = dict(self.running)
        twin.ended_at = self.ended_at
        return twin

    def step(self, record: DealRecord, number: int) -> DealScore:
        """Check and score hand ``number``; a hand after the match is over is refused."""
        if self.ended_at is not None:
            raise deal_after_the_end(number, self.ended_at)
        options, tallies = self._options, self.tallies
        hollywood = self._hollywood
        hand = gin_record(record, number).hand
        entries: list[Entry] = []
        if hand.winner is not None:
            columns = self.entered.columns_for_win(hand.winner, tallies) if hollywood else tallies
            for tally in columns:
                entries.extend(tally.write_hand(hand, options))
        running = self.running
        for entry in entries:
            running[entry.player] += entry.points
        facts = GinFacts(
            outcome=hand.outcome,
            knock_limit=hand.knock_limit,
            doubled=hand.doubled,
            hand_winner=hand.winner,
            hand_points=hand.points,
            running=dict(running),
            columns_after=tuple(tally.column() for tally in tallies) if hollywood else (),
        )
        if all(tally.closed for tally in tallies):
            self.ended_at = number
        return DealScore(number, tuple(entries), facts)

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The sheet of ``deals``, the hands stepped so far."""
        finished = self.ended_at is not None
        return Scored(
            game="gin",
            players=self._players,
            deals=deals,
            totals=dict(self.running),
            finished=finished,
            summary=_summary(
                self.tallies, self._players, hollywood=self._hollywood, finished=finished
            ),
        )


def _summary(
    tallies: Sequence[Tally], players: Sequence[str], *, hollywood: bool, finished: bool
) -> GinSummary:
    if not hollywood:
        single = tallies[0].settled
        settlement = None if single is None else Settlement(single.winner, single.net)
        return GinSummary(settlement, single_game=single)
    return GinSummary(
        _match_settlement(tallies, players) if finished else None,
        columns=tuple(tally.column() for tally in tallies),
    )


def _match_settlement(tallies: Sequence[Tally], players: Sequence[str]) -> Settlement:
    """Each player adds the nets of the columns he won and subtracts those he lost
    (session-format.md, gin summary); the winner is the one whose sum is positive."""
    first = players[0]
    balance = 0
    for tally in tallies:
        assert tally.net is not None
        balance += tally.net if tally.winner == first else -tally.net
    if balance == 0:
        return Settlement(None, 0)
    return Settlement(first if balance > 0 else players[1], abs(balance))
