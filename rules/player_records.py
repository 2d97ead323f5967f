"""A player's record at one game over his sittings (issue 16, "Records").

:func:`sitting_outcome` reads one scored sitting for one seat: his result (his total on
the sheet), whether he won it, and the game's own counts (contracts, knocks, gins…).
:func:`game_record` adds a player's outcomes of one game up, in the order he played
them, into sittings, won, average and best result, the longest winning streak and the
game's facts. Everything is read from the session records and the entries the engine
wrote, so the record is a recount of the sheets, never a second scorer. What a game
counts and which facts it shows are its hooks' ``record_counts`` and ``record_facts``
(:class:`rules.game_hooks.GameHooks`); this module knows no game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from rules.game_hooks import GameHooks, RecordTally
from rules.ledger import JSON, Scored
from rules.registry import UnknownGame, find_entry
from rules.session import Session

OUTCOME_FORMAT = 1
"""The version of what a :class:`SittingOutcome` holds: a store keeps outcomes between
runs with this number (``db.models.SittingOutcomes``) and counts a sitting again when it
differs, so it must move whenever an outcome's fields or any game's ``record_counts``
change what they give."""


@dataclass(frozen=True, slots=True)
class SittingOutcome:
    """What one player did at one sitting."""

    game: str
    """The game's registry name."""
    result: int
    """His total on the sheet: points, or money for a game whose totals are money."""
    won: bool
    """Whether he is the sitting's winner (see :func:`winner_of`)."""
    deals: int
    """Deals recorded in the sitting."""
    counts: Mapping[str, int] = field(default_factory=dict)
    """The game's raw counts for him (contracts, knocks…), added up into facts."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A player's record at one game."""

    game: str
    """The game's registry name."""
    sittings: int
    """Sittings of this game he sat at."""
    won: int
    """Of those, the sittings he won."""
    total: int
    """His results added up (points, or money)."""
    best: int | None
    """His best result, ``None`` with no sittings."""
    longest_streak: int
    """The most sittings of this game he won one after another."""
    deals: int
    """Deals recorded at his sittings of this game."""
    facts: tuple[tuple[str, float], ...]
    """The game's own facts in a fixed order (its ``record_facts``: each name a stable
    word of the game; counts are whole numbers, averages ``0`` when there is nothing to
    average)."""

    @property
    def average(self) -> float | None:
        """His average result, ``None`` with no sittings."""
        return self.total / self.sittings if self.sittings else None

    def fact(self, which: str) -> float | None:
        """The value of fact ``which``, ``None`` if this game has no such fact."""
        for name, value in self.facts:
            if name == which:
                return value
        return None


def winner_of(scored: Scored) -> str | None:
    """Who won the sitting: the game's own winner when it names one (rummy's winner,
    gin's settlement), else the player alone at the top of the totals — also for a
    sitting the table left unfinished [Ruling: a sitting is won by whoever was ahead when
    the table got up, as the history's leader column says]; ``None`` for no deals or a
    tie at the top."""
    summary = summary_json(scored)
    winner = summary.get("winner")
    if isinstance(winner, str):
        return winner
    settlement = summary.get("settlement")
    if isinstance(settlement, Mapping):
        settled = settlement.get("winner")
        if isinstance(settled, str):
            return settled
        if scored.finished:
            return None
    if not scored.deals or not scored.totals:
        return None
    best = max(scored.totals.values())
    leaders = [player for player, total in scored.totals.items() if total == best]
    return leaders[0] if len(leaders) == 1 else None


def summary_json(scored: Scored) -> Mapping[str, JSON]:
    """The game-specific summary keys as ``zapis score`` prints them (session-format.md:
    ``winner``, ``settlement``, ``games``…), whether the summary is kept as those keys or
    as a typed object that writes them."""
    summary: object = scored.summary
    to_json = getattr(summary, "to_json", None)
    written = to_json() if callable(to_json) else summary
    return written if isinstance(written, Mapping) else {}


def sitting_outcome(session: Session, scored: Scored, seat: str) -> SittingOutcome:
    """What the player seated as ``seat`` did in ``scored`` (the sheet of ``session``)."""
    if seat not in scored.players:
        raise ValueError(f"'{seat}' did not sit at this sitting")
    count = _hooks(scored.game).record_counts
    return SittingOutcome(
        game=scored.game,
        result=scored.totals.get(seat, 0),
        won=winner_of(scored) == seat,
        deals=len(scored.deals),
        counts=dict(count(session, scored, seat)),
    )


def game_record(game: str, outcomes: Iterable[SittingOutcome]) -> GameRecord:
    """A player's record at ``game`` from his outcomes there, oldest sitting first (the
    order decides the winning streak)."""
    played = [outcome for outcome in outcomes if outcome.game == game]
    streak = longest = 0
    for outcome in played:
        streak = streak + 1 if outcome.won else 0
        longest = max(longest, streak)
    counts: Counter[str] = Counter()
    for outcome in played:
        counts.update(outcome.counts)
    total = sum(outcome.result for outcome in played)
    deals = sum(outcome.deals for outcome in played)
    return GameRecord(
        game=game,
        sittings=len(played),
        won=sum(1 for outcome in played if outcome.won),
        total=total,
        best=max((outcome.result for outcome in played), default=None),
        longest_streak=longest,
        deals=deals,
        facts=_hooks(game).record_facts(RecordTally(counts, total, deals, len(played))),
    )


def player_records(outcomes: Sequence[SittingOutcome], order: Sequence[str]) -> list[GameRecord]:
    """A record per game the outcomes cover, games in ``order`` (the registry's) first."""
    games = {outcome.game for outcome in outcomes}
    place = {game: index for index, game in enumerate(order)}
    return [
        game_record(game, outcomes)
        for game in sorted(games, key=lambda game: (place.get(game, len(place)), game))
    ]


def _hooks(game: str) -> GameHooks:
    """The game's hooks; a game no longer registered (a plug-in unloaded) has the
    defaults: no counts, no facts."""
    try:
        return find_entry(game).game_hooks()
    except UnknownGame:
        return GameHooks()
