"""A toy game kept outside the source tree, registered with one call: it proves that
every layer reads a game from the registry, not from a list of its own."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from rules.deal_record import RefusedDeal
from rules.engine_base import EngineBase
from rules.fields import check_keys, get_player
from rules.ledger import JSON, Column, DealFacts, DealScore, Entry, GameSummary, Scored
from rules.registry import GameEntry, Totals, WinnerBy, register, unregister
from rules.session import Session


@dataclass(frozen=True, slots=True)
class CountFacts(DealFacts):
    """A deal of the counting game: who counted."""

    counter: str
    """The player who scored the deal."""


@dataclass(frozen=True, slots=True)
class CountSummary(GameSummary):
    """The counting game's end: the first to 3 points."""

    winner: str | None
    """Who reached 3 first."""

    def games_won_by(self, player: str) -> int:
        return 1 if player == self.winner else 0

    def to_json(self) -> dict[str, JSON]:
        return {"winner": self.winner}


@dataclass(frozen=True, slots=True)
class CountRecord:
    """A deal of the counting game as the session holds it: who counted."""

    counter: str
    """The player who scored the deal."""

    @property
    def dealer(self) -> None:
        return None

    def to_json(self) -> dict[str, JSON]:
        return {"counter": self.counter}


@dataclass(frozen=True, slots=True)
class CountReader:
    """Reads a counting deal: its own record type, not a built-in game's."""

    players: tuple[str, ...]

    def read(self, raw: Mapping[str, JSON], number: int) -> CountRecord:
        check_keys(raw, allowed=("counter",), required=("counter",), deal=number)
        return CountRecord(get_player(raw, "counter", self.players, deal=number))


class CountingGame(EngineBase):
    """A toy game: each deal names one player, who scores 1; 3 wins."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        return {}

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> CountReader:
        return CountReader(tuple(players))

    def score(self, session: Session) -> Scored:
        totals = dict.fromkeys(session.players, 0)
        deals = []
        for number, record in enumerate(session.deals, start=1):
            if isinstance(record, RefusedDeal):
                raise record.refuse(number)
            assert isinstance(record, CountRecord)
            who = record.counter
            totals[who] += 1
            entry = Entry(who, 1, Column.POINTS, "count", "counting/count")
            deals.append(DealScore(number, (entry,), CountFacts(who)))
        winner = next((p for p, t in totals.items() if t >= 3), None)
        return Scored(
            "counting",
            session.players,
            tuple(deals),
            totals,
            winner is not None,
            CountSummary(winner),
        )

    def next_dealer(self, session: Session, scored: Scored) -> None:
        return None


COUNTING = GameEntry(
    name="counting",
    title="Counting",
    engine=CountingGame("counting", frozenset({"counting/count"})),
    totals=Totals.POINTS,
    winner_by=WinnerBy.SOLE_LEADER_AT_TARGET,
    has_games=True,
    has_rubbers=False,
    min_players=2,
    max_players=3,
    proposes_dealer=False,
    views="tests.nowhere",
)


@contextmanager
def registered(entry: GameEntry) -> Iterator[GameEntry]:
    """``entry`` registered for the ``with`` block, then forgotten."""
    register(entry)
    try:
        yield entry
    finally:
        unregister(entry.name)
