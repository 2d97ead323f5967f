"""What every engine writes: entries on the sheet, grouped by deal, and the totals.

An entry is one number written for one player, with the stable word (``reason``) and the
rulebook section (``rule``) that explain it. The app turns both into translated words;
``rules/`` never emits prose.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

JSON = Any
"""A value read from or written to a session file or printed by ``zapis score`` (dict,
list, str, int, bool, None): the edges only; what crosses a layer is typed."""


class Column(StrEnum):
    """Where on the sheet an entry is written."""

    ABOVE = "above"
    """Three Bugs: above the line (premiums and penalties)."""
    BELOW = "below"
    """Three Bugs: below the line (tricks, counted towards the game)."""
    MONEY = "money"
    """Stukolka: money paid into or taken out of the pot."""
    POINTS = "points"
    """Gin and rummy: a deal's score."""
    BONUS = "bonus"
    """Gin: game and box bonuses."""
    POOL = "pool"
    """Preferans: the pool (пуля), points for made games."""
    GORA = "gora"
    """Preferans: the mountain (гора), penalty points."""
    WHISTS = "whists"
    """Preferans: whists written on another player (the entry's ``on``)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One number written on the sheet for one player."""

    player: str
    """The player's name as written in the session's ``players``."""
    points: int
    """Signed points (or money, in Stukolka)."""
    column: Column
    """Where the number is written."""
    reason: str
    """A stable machine word for why, e.g. ``"undertricks"``."""
    rule: str
    """The id of the rulebook section that produced it, e.g. ``"three-bugs/honours"``."""
    game: int | None = None
    """Hollywood only: the column (1, 2 or 3) the entry was written in."""

    def line(self) -> str:
        """Where a sheet export (CSV) says the entry was written: its column, with the
        Hollywood column number after a space (``points 2``) [Ruling]; a game whose entries
        say more (Preferans's whists name their target) overrides it."""
        column = str(self.column)
        return column if self.game is None else f"{column} {self.game}"

    def to_json(self) -> dict[str, JSON]:
        """The entry as ``zapis score`` prints it."""
        out: dict[str, JSON] = {
            "player": self.player,
            "points": self.points,
            "column": str(self.column),
            "reason": self.reason,
            "rule": self.rule,
        }
        if self.game is not None:
            out["game"] = self.game
        return out


class DealFacts:
    """What a game knows about one deal beyond its entries (a pot, a knock limit, a line
    drawn), for the views: each game subclasses it with a frozen dataclass of its own
    (``StukolkaFacts``, ``GinFacts``…). Not part of ``zapis score``'s output."""

    __slots__ = ()


class GameSummary(ABC):
    """What a game says about the whole sitting beyond the totals: each game subclasses
    it with a frozen dataclass (``ThreeBugsSummary``, ``GinSummary``…) whose
    :meth:`to_json` gives the keys ``zapis score`` prints beside ``totals``."""

    __slots__ = ()

    @property
    @abstractmethod
    def winner(self) -> str | None:
        """The sitting's winner once the rules have decided one; ``None`` while the
        sitting is open, for a draw, and in a game that has no winner (Stukolka)."""

    @abstractmethod
    def games_won_by(self, player: str) -> int:
        """How many games (gin games, Hollywood columns, rummy games, Three Bugs games)
        ``player`` has won in this sitting; 0 in a game without games."""

    def rubbers_won_by(self, player: str) -> int:
        """How many rubbers ``player`` has won; 0 in a game without rubbers."""
        del player
        return 0

    @abstractmethod
    def to_json(self) -> dict[str, JSON]:
        """The game's keys of ``zapis score``'s output, in the order printed."""


FactsT = TypeVar("FactsT", bound=DealFacts)
SummaryT = TypeVar("SummaryT", bound=GameSummary)


@dataclass(frozen=True, slots=True)
class DealScore:
    """The entries one deal wrote, and facts about it the views may show."""

    deal: int
    """1-based position of the deal in the session."""
    entries: tuple[Entry, ...]
    """Everything written for this deal, premiums that closed a game included."""
    facts: DealFacts
    """The game's typed facts about the deal (its ``…Facts`` class)."""

    def facts_as(self, kind: type[FactsT]) -> FactsT:
        """The facts as the game's own class ``kind``; ``TypeError`` for another game's."""
        facts = self.facts
        if not isinstance(facts, kind):
            raise TypeError(f"deal {self.deal} carries {type(facts).__name__}, not {kind.__name__}")
        return facts

    def to_json(self) -> dict[str, JSON]:
        """The deal as ``zapis score`` prints it."""
        return {"deal": self.deal, "entries": [e.to_json() for e in self.entries]}


class EntryPool:
    """Hands out one shared :class:`Entry` for each distinct entry of a sitting.

    Entries are immutable, and a long sitting writes the same entry again and again (a
    player paying the same ante, melding the same count), so rescoring builds each one
    once: that keeps a 1,000-deal rescore within one screen frame.
    """

    def __init__(self) -> None:
        self._pool: dict[tuple[str, int, Column, str, str], Entry] = {}

    def entry(self, player: str, points: int, column: Column, reason: str, rule: str) -> Entry:
        """The entry with these values, built the first time it is asked for."""
        key = (player, points, column, reason, rule)
        found = self._pool.get(key)
        if found is None:
            found = self._pool[key] = Entry(player, points, column, reason, rule)
        return found


def totals_of(players: Sequence[str], deals: Iterable[DealScore]) -> dict[str, int]:
    """Each player's sum of all his entries' points, players in seat order."""
    totals = dict.fromkeys(players, 0)
    for deal in deals:
        for entry in deal.entries:
            totals[entry.player] += entry.points
    return totals


@dataclass(frozen=True, slots=True)
class Scored:
    """A session scored: the whole sheet, recomputed from the records."""

    game: str
    """The game's registry name, e.g. ``"three-bugs"``."""
    players: tuple[str, ...]
    """Players in seat order."""
    deals: tuple[DealScore, ...]
    """One item per recorded deal, in order."""
    totals: Mapping[str, int]
    """Each player's sum of all his entries."""
    finished: bool
    """True when the partie, the game, or all three Hollywood columns are over."""
    summary: GameSummary
    """The game's typed summary (its ``…Summary`` class): games, pot, settlement,
    columns, the winner."""

    def summary_as(self, kind: type[SummaryT]) -> SummaryT:
        """The summary as the game's own class ``kind``; ``TypeError`` for another
        game's."""
        summary = self.summary
        if not isinstance(summary, kind):
            raise TypeError(f"{self.game} has {type(summary).__name__}, not {kind.__name__}")
        return summary

    def to_json(self) -> dict[str, JSON]:
        """The scored session exactly as ``zapis score`` prints it."""
        out: dict[str, JSON] = {
            "game": self.game,
            "players": list(self.players),
            "deals": [d.to_json() for d in self.deals],
            "totals": dict(self.totals),
        }
        out.update(self.summary.to_json())
        out["finished"] = self.finished
        return out
