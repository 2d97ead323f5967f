"""A player's record at one game over his sittings (issue 16, "Records").

:func:`sitting_outcome` reads one scored sitting for one seat: his result (his total on
the sheet), whether he won it, and the game's own counts (contracts, knocks, gins…).
:func:`game_record` adds a player's outcomes of one game up, in the order he played
them, into sittings, won, average and best result, the longest winning streak and the
game's facts. Everything is read from the session records and the entries the engine
wrote, so the record is a recount of the sheets, never a second scorer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from rules.gin.hands import Outcome
from rules.gin.records import gin_record
from rules.ledger import JSON, Scored
from rules.session import Session
from rules.three_bugs.records import ContractDeal, three_bugs_deal
from rules.three_bugs.results import ThreeBugsFacts


class Fact(StrEnum):
    """A game's own fact in a player's record (stable words; the app translates them)."""

    CONTRACTS_PLAYED = "contracts-played"
    """Three Bugs: contracts he played as the soloist."""
    CONTRACTS_MADE = "contracts-made"
    """Three Bugs: of those, made or counted as made (no undertricks written)."""
    BEETLES = "beetles"
    """Three Bugs: beetle premiums (made 11, 12, 13) he wrote."""
    AVERAGE_CONTRACT = "average-contract"
    """Three Bugs: the average level of his final contracts."""
    KNOCKS = "knocks"
    """Stukolka: deals he played (knocked, or every deal of the obligatory variant);
    gin: hands he ended by knocking with deadwood (gins are counted apart)."""
    REMIZES_PAID = "remizes-paid"
    """Stukolka: remizes he paid, fault remizes included."""
    REMIZ_MONEY = "remiz-money"
    """Stukolka: the money those remizes cost him."""
    GINS = "gins"
    """Gin: hands he ended by going gin (a knock with no deadwood included)."""
    UNDERCUTS_SUFFERED = "undercuts-suffered"
    """Gin: his knocks the opponent undercut."""
    AVERAGE_PER_DEAL = "average-per-deal"
    """Rummy: his points per deal played."""


_COUNTS: Final[Mapping[str, tuple[str, ...]]] = {
    "three-bugs": ("contracts", "made", "beetles", "levels"),
    "stukolka": ("knocks", "remizes", "remiz_money"),
    "gin": ("knocks", "gins", "undercuts"),
    "rummy": (),
}
"""The raw counts each game keeps per sitting, added up into its facts."""


@dataclass(frozen=True, slots=True)
class SittingOutcome:
    """What one player did at one sitting."""

    game: str
    """The game's registry name."""
    result: int
    """His total on the sheet: points, or money in Stukolka."""
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
    """His results added up (points, or money in Stukolka)."""
    best: int | None
    """His best result, ``None`` with no sittings."""
    longest_streak: int
    """The most sittings of this game he won one after another."""
    deals: int
    """Deals recorded at his sittings of this game."""
    facts: tuple[tuple[Fact, float], ...]
    """The game's own facts in a fixed order (counts are whole numbers; averages are
    ``0`` when there is nothing to average)."""

    @property
    def average(self) -> float | None:
        """His average result, ``None`` with no sittings."""
        return self.total / self.sittings if self.sittings else None

    def fact(self, which: Fact) -> float | None:
        """The value of fact ``which``, ``None`` if this game has no such fact."""
        for name, value in self.facts:
            if name is which:
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
    counters = {
        "three-bugs": _three_bugs_counts,
        "stukolka": _stukolka_counts,
        "gin": _gin_counts,
    }
    count = counters.get(scored.game)
    return SittingOutcome(
        game=scored.game,
        result=scored.totals.get(seat, 0),
        won=winner_of(scored) == seat,
        deals=len(scored.deals),
        counts=count(session, scored, seat) if count is not None else {},
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
        facts=_facts(game, counts, total, deals),
    )


def player_records(outcomes: Sequence[SittingOutcome], order: Sequence[str]) -> list[GameRecord]:
    """A record per game the outcomes cover, games in ``order`` (the registry's) first."""
    games = {outcome.game for outcome in outcomes}
    place = {game: index for index, game in enumerate(order)}
    return [
        game_record(game, outcomes)
        for game in sorted(games, key=lambda game: (place.get(game, len(place)), game))
    ]


def _facts(
    game: str, counts: Mapping[str, int], total: int, deals: int
) -> tuple[tuple[Fact, float], ...]:
    if game == "three-bugs":
        played = counts.get("contracts", 0)
        return (
            (Fact.CONTRACTS_PLAYED, played),
            (Fact.CONTRACTS_MADE, counts.get("made", 0)),
            (Fact.BEETLES, counts.get("beetles", 0)),
            (Fact.AVERAGE_CONTRACT, counts.get("levels", 0) / played if played else 0),
        )
    if game == "stukolka":
        return (
            (Fact.KNOCKS, counts.get("knocks", 0)),
            (Fact.REMIZES_PAID, counts.get("remizes", 0)),
            (Fact.REMIZ_MONEY, counts.get("remiz_money", 0)),
        )
    if game == "gin":
        return (
            (Fact.KNOCKS, counts.get("knocks", 0)),
            (Fact.GINS, counts.get("gins", 0)),
            (Fact.UNDERCUTS_SUFFERED, counts.get("undercuts", 0)),
        )
    if game == "rummy":
        return ((Fact.AVERAGE_PER_DEAL, total / deals if deals else 0),)
    return ()


# -- the games' counts, read from the records and the entries ----------------------------

_STUKOLKA_PLAYED: Final = frozenset({"trick", "remiz", "fault-remiz"})
"""Stukolka: a player who played a deal took a trick or paid a remiz (a knocker who took
none pays one; a fault is only charged to a player who played)."""
_STUKOLKA_REMIZES: Final = frozenset({"remiz", "fault-remiz"})


def _three_bugs_counts(session: Session, scored: Scored, seat: str) -> dict[str, int]:
    counts = dict.fromkeys(_COUNTS["three-bugs"], 0)
    for record, deal in zip(session.deals, scored.deals, strict=True):
        played = three_bugs_deal(record, deal.deal)
        if not isinstance(played, ContractDeal) or played.soloist != seat:
            continue
        counts["contracts"] += 1
        counts["levels"] += played.contract.level
        mine = [entry for entry in deal.entries if entry.player == seat]
        # The engine's own verdict, not the absence of undertricks: a house table may
        # value undertricks at 0, and a zero is never written.
        if deal.facts_as(ThreeBugsFacts).made:
            counts["made"] += 1
        counts["beetles"] += sum(1 for entry in mine if entry.reason == "beetle")
    return counts


def _stukolka_counts(_session: Session, scored: Scored, seat: str) -> dict[str, int]:
    counts = dict.fromkeys(_COUNTS["stukolka"], 0)
    for deal in scored.deals:
        mine = [entry for entry in deal.entries if entry.player == seat]
        if any(entry.reason in _STUKOLKA_PLAYED for entry in mine):
            counts["knocks"] += 1
        for entry in mine:
            if entry.reason in _STUKOLKA_REMIZES:
                counts["remizes"] += 1
                counts["remiz_money"] -= entry.points
    return counts


def _gin_counts(session: Session, _scored: Scored, seat: str) -> dict[str, int]:
    counts = dict.fromkeys(_COUNTS["gin"], 0)
    for number, record in enumerate(session.deals, start=1):
        played = gin_record(record, number)
        if played.player != seat:
            continue
        # A knock with no deadwood is a gin (gin-family.md); an undercut was a knock.
        outcome = played.hand.outcome
        if outcome is Outcome.GIN:
            counts["gins"] += 1
        elif outcome in (Outcome.KNOCK, Outcome.UNDERCUT):
            counts["knocks"] += 1
            if outcome is Outcome.UNDERCUT:
                counts["undercuts"] += 1
    return counts
