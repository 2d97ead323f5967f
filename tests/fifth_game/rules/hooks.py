"""Hearts' answers to the game contract (:class:`rules.game_hooks.GameHooks`), what a new
game supplies beyond its engine and traits:

- ``record_counts`` / ``record_facts``: a player's record counts the penalty points he
  took and the deals he took none;
- ``doubts``: one player taking all 26 points is asked about (a shot moon, which this
  table does not score, or a typo);
- ``field_names``: the field its refusals name (``taken``), which the desktop may
  translate;
- ``settle``: its own money rule (the entry settles by ``SettleBy.GAME``): each player
  receives his total less the table's average, at the price a point; the kopecks that do
  not divide go one each to the largest remainders, earlier seat first on a tie — the
  way Preferans settles its whists, which none of the shared rules does.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rules.errors import RuleViolation
from rules.game_hooks import GameHooks, RecordTally
from rules.ledger import JSON, Scored
from tests.fifth_game.rules.reasons import Reason

if TYPE_CHECKING:
    from rules.session import Session

ALL_POINTS: Final = 26
"""Thirteen hearts and the queen of spades."""


class Fact(StrEnum):
    """Hearts' own facts in a player's record."""

    PENALTIES_TAKEN = "penalties-taken"
    """Penalty points he took, in all."""
    CLEAN_DEALS = "clean-deals"
    """Deals in which he took no penalty point."""


def record_counts(_session: Session, scored: Scored, seat: str) -> dict[str, int]:
    """The penalty points ``seat`` took and the deals he took none."""
    counts = {"taken": 0, "clean": 0}
    for deal in scored.deals:
        taken = -sum(
            entry.points
            for entry in deal.entries
            if entry.player == seat and entry.reason == Reason.TAKEN
        )
        counts["taken"] += taken
        counts["clean"] += 1 if taken == 0 else 0
    return counts


def record_facts(tally: RecordTally) -> tuple[tuple[str, float], ...]:
    """Penalty points taken and clean deals."""
    return (
        (Fact.PENALTIES_TAKEN, tally.counts.get("taken", 0)),
        (Fact.CLEAN_DEALS, tally.counts.get("clean", 0)),
    )


def doubts(_session: Session, record: Mapping[str, JSON]) -> tuple[RuleViolation, ...]:
    """A player who took every penalty point."""
    taken = record.get("taken")
    if not isinstance(taken, Mapping):
        return ()
    return tuple(
        RuleViolation(
            "{player} took all {points} penalty points; this table does not score a shot moon",
            field="taken",
            player=player,
            points=ALL_POINTS,
        )
        for player, points in taken.items()
        if points == ALL_POINTS
    )


def settle(scored: Scored, kopecks: int) -> dict[str, int]:
    """Each player's total less the average, times ``kopecks``, in whole kopecks by
    largest remainders (they sum to exactly 0)."""
    players = scored.players
    count = len(players)
    whole = sum(scored.totals[p] for p in players)
    # n · (S_i − mean) · k is a whole number; the net is it divided by n.
    exact = {p: (count * scored.totals[p] - whole) * kopecks for p in players}
    nets = {p: exact[p] // count for p in players}
    short = -sum(nets.values())
    by_remainder = sorted(players, key=lambda p: (-(exact[p] % count), players.index(p)))
    for player in by_remainder[:short]:
        nets[player] += 1
    return nets


HOOKS: Final = GameHooks(
    record_counts=record_counts,
    record_facts=record_facts,
    doubts=doubts,
    settle=settle,
    field_names=frozenset({"taken"}),
)
"""Hearts' hooks; its registry entry names them."""
