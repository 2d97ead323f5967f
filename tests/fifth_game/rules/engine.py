"""Hearts as a small penalty game, for 3 to 6 players.

Each deal records who dealt and the penalty points each player took in tricks (a heart
1, the queen of spades 13: 26 in all, every deal). A player's entry is minus what he
took, so the highest total leads, as in every game here. The game ends after the deal
in which someone's total reaches minus the target (100 by default); the highest total
then wins, a shared best going on until one player leads alone. The dealer passes to
the left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from rules.deal_record import DealRecord, own_record
from rules.engine_base import EngineBase, deal_after_the_end
from rules.errors import RuleViolation
from rules.fields import check_keys, get_int, get_player, get_player_ints
from rules.ledger import JSON, Column, DealFacts, DealScore, EntryPool, GameSummary, Scored
from tests.fifth_game.rules.reasons import RULE_IDS, Reason, Rule

if TYPE_CHECKING:
    from rules.session import Session

NAME: Final = "hearts"
"""The session-file name."""
PENALTIES_A_DEAL: Final = 26
"""Thirteen hearts at 1 and the queen of spades at 13."""
DEFAULT_TARGET: Final = 100
"""The game ends when someone has taken this many penalty points."""
TAKEN_RULE: Final = Rule.TAKEN.value
"""The one rule id a Hearts entry carries."""
_TAKEN: Final = Reason.TAKEN.value
_DEAL_KEYS: Final = ("dealer", "taken")


@dataclass(frozen=True, slots=True)
class HeartsFacts(DealFacts):
    """One Hearts deal, as the sheet shows it."""

    dealer: str
    """Who dealt."""
    running: Mapping[str, int]
    """Each player's total after the deal."""


@dataclass(frozen=True, slots=True)
class HeartsSummary(GameSummary):
    """The end of a Hearts sheet."""

    winner: str | None
    """The highest total once someone reached the target and one player leads alone."""

    def games_won_by(self, player: str) -> int:
        """1 for the winner of the game, else 0."""
        return 1 if self.winner == player else 0

    def to_json(self) -> dict[str, JSON]:
        """``{"winner": …}``."""
        return {"winner": self.winner}


@dataclass(frozen=True, slots=True)
class HeartsRecord:
    """One Hearts deal as the session holds it (a :class:`rules.deal_record.DealRecord`
    of a game from outside: its own type, its own JSON)."""

    dealer: str
    """Who dealt."""
    taken: Mapping[str, int]
    """The penalty points each player took, as entered (players who took none may be
    left out)."""

    def to_json(self) -> dict[str, JSON]:
        """``{"dealer": …, "taken": {…}}``."""
        return {"dealer": self.dealer, "taken": dict(self.taken)}


@dataclass(frozen=True, slots=True)
class HeartsReader:
    """Reads the deals of one Hearts sitting."""

    players: tuple[str, ...]
    """The seated players."""

    def read(self, raw: Mapping[str, JSON], number: int) -> HeartsRecord:
        """Deal ``number`` checked: a dealer at the table, 26 penalty points taken."""
        check_keys(raw, allowed=_DEAL_KEYS, required=_DEAL_KEYS, deal=number)
        dealer = get_player(raw, "dealer", self.players, deal=number)
        taken = get_player_ints(
            raw, "taken", self.players, deal=number, low=0, high=PENALTIES_A_DEAL
        )
        total = sum(taken.values())
        if total != PENALTIES_A_DEAL:
            raise RuleViolation(
                "the penalty points taken add up to {total}; every deal has {needed}",
                deal=number,
                field="taken",
                total=total,
                needed=PENALTIES_A_DEAL,
            )
        return HeartsRecord(dealer, taken)


def _hearts_record(record: DealRecord, number: int) -> HeartsRecord:
    return own_record(record, number, HeartsRecord, "Hearts")


class Hearts(EngineBase):
    """The Hearts engine, published as :data:`GAME`."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """``target`` filled in; 3 to 6 players."""
        if not 3 <= len(players) <= 6:
            raise RuleViolation(
                "Hearts is played by {low} to {high} players, not {got}",
                field="players",
                low=3,
                high=6,
                got=len(players),
            )
        check_keys(options, allowed=("target",), deal=None, prefix="options")
        target = get_int(
            options, "target", deal=None, low=1, high=None, default=DEFAULT_TARGET,
            prefix="options",
        )  # fmt: skip
        return {"target": target}

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> HeartsReader:
        """Reads a sitting's deals (the target does not change a deal)."""
        return HeartsReader(tuple(players))

    def score(self, session: Session) -> Scored:
        """Check every deal and write the sheet."""
        target = self.complete_options(session.options, session.players)["target"]
        assert isinstance(target, int)
        players = session.players
        running = dict.fromkeys(players, 0)
        pool = EntryPool()
        deals: list[DealScore] = []
        winner: str | None = None
        for number, raw in enumerate(session.deals, start=1):
            if winner is not None:
                raise deal_after_the_end(number, number - 1)
            record = _hearts_record(raw, number)
            dealer, taken = record.dealer, record.taken
            entries = tuple(
                pool.entry(p, -taken.get(p, 0), Column.POINTS, _TAKEN, TAKEN_RULE) for p in players
            )
            for entry in entries:
                running[entry.player] += entry.points
            deals.append(DealScore(number, entries, HeartsFacts(dealer, dict(running))))
            if min(running.values()) <= -target:
                best = max(running.values())
                leaders = [p for p in players if running[p] == best]
                winner = leaders[0] if len(leaders) == 1 else None
        return Scored(
            game=NAME,
            players=tuple(players),
            deals=tuple(deals),
            totals=running,
            finished=winner is not None,
            summary=HeartsSummary(winner),
        )

    def next_dealer(self, session: Session, scored: Scored) -> str:
        """The left neighbour of the last deal's dealer; the first seat to begin."""
        players = session.players
        if not session.deals:
            return players[0]
        dealer = _hearts_record(session.deals[-1], len(session.deals)).dealer
        return players[(players.index(dealer) + 1) % len(players)]


GAME: Final = Hearts(NAME, RULE_IDS)
"""The engine the registry finds under ``"hearts"``."""
