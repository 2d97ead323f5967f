"""Three Bugs' answers to the game contract (:class:`rules.game_hooks.GameHooks`): a
player's record counts his contracts, the chart shows the line below beside the total,
a deal's honours, crowns, aces and amurchik can be worked out from the cards, and the
scoreboard shows the games and rubbers each player has won."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rules.game_hooks import BoardLine, GameHooks, RecordTally
from rules.ledger import JSON, Scored
from rules.running_totals import Tally
from rules.three_bugs.reasons import Reason
from rules.three_bugs.records import ContractDeal, three_bugs_deal
from rules.three_bugs.results import ThreeBugsFacts

if TYPE_CHECKING:
    from rules.session import Session


class Fact(StrEnum):
    """Three Bugs' own facts in a player's record (stable words; the app translates)."""

    CONTRACTS_PLAYED = "contracts-played"
    """Contracts he played as the soloist."""
    CONTRACTS_MADE = "contracts-made"
    """Of those, made or counted as made (no undertricks written)."""
    BEETLES = "beetles"
    """Beetle premiums (made 11, 12, 13) he wrote."""
    AVERAGE_CONTRACT = "average-contract"
    """The average level of his final contracts."""


class Board(StrEnum):
    """Three Bugs' lines on the room's scoreboard (stable words; the app translates)."""

    GAMES_IN_RUBBER = "games-in-rubber"
    """Games he has won in the rubber being played (two win it)."""
    RUBBERS_WON = "rubbers-won"
    """Rubbers he has won (four make the partie)."""


def board_lines(_session: Session, scored: Scored) -> tuple[BoardLine, ...]:
    """Each player's games in the rubber being played and the rubbers he has won
    (three-bugs.md, "Game, rubber, partie"): the last deal's facts; 0 before the first.
    On the deal that wins a rubber its games still show (2); the next deal starts at 0."""
    if scored.deals:
        facts = scored.deals[-1].facts_as(ThreeBugsFacts)
        games, rubbers = dict(facts.games_won), dict(facts.rubbers_won)
    else:
        games = rubbers = dict.fromkeys(scored.players, 0)
    return (
        BoardLine(Board.GAMES_IN_RUBBER, {name: games.get(name, 0) for name in scored.players}),
        BoardLine(Board.RUBBERS_WON, {name: rubbers.get(name, 0) for name in scored.players}),
    )


_COUNTS: Final = ("contracts", "made", "beetles", "levels")
"""The raw counts kept per sitting, added up into the facts."""


def record_counts(session: Session, scored: Scored, seat: str) -> dict[str, int]:
    """The contracts ``seat`` played as the soloist, made, their levels and beetles."""
    counts = dict.fromkeys(_COUNTS, 0)
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
        counts["beetles"] += sum(1 for entry in mine if entry.reason == Reason.BEETLE)
    return counts


def record_facts(tally: RecordTally) -> tuple[tuple[str, float], ...]:
    """Contracts played and made, beetles, and the average contract (0 with none)."""
    counts = tally.counts
    played = counts.get("contracts", 0)
    return (
        (Fact.CONTRACTS_PLAYED, played),
        (Fact.CONTRACTS_MADE, counts.get("made", 0)),
        (Fact.BEETLES, counts.get("beetles", 0)),
        (Fact.AVERAGE_CONTRACT, counts.get("levels", 0) / played if played else 0),
    )


def from_cards(request: Mapping[str, JSON]) -> dict[str, JSON]:
    """A deal's premiums from the cards (:mod:`rules.three_bugs.hand_request`, imported
    only when asked: the hooks are read when a sitting opens)."""
    from rules.three_bugs.hand_request import answer_three_bugs

    return answer_three_bugs(request)


HOOKS: Final = GameHooks(
    record_counts=record_counts,
    record_facts=record_facts,
    charts=(Tally.BELOW, Tally.TOTAL),
    from_cards=from_cards,
    board=board_lines,
)
"""Three Bugs' hooks, named by its registry entry."""
