"""A rummy sitting scored deal by deal (:class:`rules.fold.Scorer`): melded less in hand for
every player, the running totals, and the winner once the target is reached and one
player leads alone (gin-family.md, "Rummy")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from rules.deal_record import DealRecord
from rules.engine_base import deal_after_the_end
from rules.ledger import Column, DealScore, Entry, EntryPool, Scored
from rules.rummy.reasons import Reason, Rule
from rules.rummy.records import PACK_VALUE, rummy_record
from rules.rummy.results import RummyFacts, RummySummary

# Plain strings, looked up once: an enum's .value costs more than the rest of an entry.
_MELDED: Final = Rule.MELDED.value
_IN_HAND: Final = Rule.IN_HAND.value
_MELDED_REASON: Final = Reason.MELDED.value
_IN_HAND_REASON: Final = Reason.IN_HAND.value
_POINTS: Final = Column.POINTS


class RummyScorer:
    """A rummy sitting scored deal by deal: the running totals, and whether someone has
    reached the target and who, if anyone, has won (:class:`rules.fold.Scorer`)."""

    __slots__ = ("_high", "_packs", "_players", "_pool", "_target", "reached", "running", "winner")

    def __init__(self, players: tuple[str, ...], packs: int, target: int, pool: EntryPool) -> None:
        self._players = players
        self._packs = packs
        self._target = target
        self._high = PACK_VALUE * packs
        # The pool is shared by every copy: it only hands out equal immutable entries.
        self._pool = pool
        self.running = dict.fromkeys(players, 0)
        self.reached = False
        self.winner: str | None = None

    def copy(self) -> RummyScorer:
        """An independent copy of the state (the entry pool is shared)."""
        twin = RummyScorer(self._players, self._packs, self._target, self._pool)
        twin.running = dict(self.running)
        twin.reached = self.reached
        twin.winner = self.winner
        return twin

    def step(self, record: DealRecord, number: int) -> DealScore:
        """Check and score deal ``number``; a deal after the game ended is refused."""
        if self.winner is not None:
            raise deal_after_the_end(number, number - 1)
        players = self._players
        deal = rummy_record(record, number)
        melded, in_hand = deal.melded, deal.in_hand
        entries: list[Entry] = []
        pool = self._pool
        running = self.running
        for player in players:
            entries.append(pool.entry(player, melded[player], _POINTS, _MELDED_REASON, _MELDED))
            entries.append(pool.entry(player, -in_hand[player], _POINTS, _IN_HAND_REASON, _IN_HAND))
            running[player] += melded[player] - in_hand[player]
        facts = RummyFacts(
            deal_points={p: melded[p] - in_hand[p] for p in players},
            running=dict(running),
        )
        # [ruling] Once someone has reached the target, play goes on only while the
        # highest total is shared; the first deal after which one player leads alone
        # ends the game, wherever the totals then stand against the target.
        self.reached = self.reached or max(running.values()) >= self._target
        if self.reached:
            self.winner = _sole_leader(running)
        return DealScore(number, tuple(entries), facts)

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The sheet of ``deals``, the deals stepped so far."""
        return Scored(
            game="rummy",
            players=self._players,
            deals=deals,
            totals=dict(self.running),
            finished=self.winner is not None,
            summary=RummySummary(self.winner),
        )


def _sole_leader(running: Mapping[str, int]) -> str | None:
    best = max(running.values())
    leaders = [player for player, total in running.items() if total == best]
    return leaders[0] if len(leaders) == 1 else None
