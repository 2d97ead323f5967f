"""What every engine writes: entries on the sheet, grouped by deal, and the totals.

An entry is one number written for one player, with the stable word (``reason``) and the
rulebook section (``rule``) that explain it. The app turns both into translated words;
``rules/`` never emits prose.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

JSON = Any
"""A value read from or written to a session file (dict, list, str, int, bool, None)."""


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


@dataclass(frozen=True, slots=True)
class DealScore:
    """The entries one deal wrote, and facts about it the views may show."""

    deal: int
    """1-based position of the deal in the session."""
    entries: tuple[Entry, ...]
    """Everything written for this deal, premiums that closed a game included."""
    facts: Mapping[str, JSON] = field(default_factory=dict)
    """Game-specific facts for the views (a pot, a knock limit, a line drawn); not part
    of the session-file output."""

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
    summary: Mapping[str, JSON] = field(default_factory=dict)
    """Game-specific keys printed beside ``totals`` (``games``, ``on_table``…)."""

    def to_json(self) -> dict[str, JSON]:
        """The scored session exactly as ``zapis score`` prints it."""
        out: dict[str, JSON] = {
            "game": self.game,
            "players": list(self.players),
            "deals": [d.to_json() for d in self.deals],
            "totals": dict(self.totals),
        }
        out.update(self.summary)
        out["finished"] = self.finished
        return out
