"""One gin deal: its record read and checked, and who won how much.

A deal ends with a knock, a gin or a dead hand (gin-family.md, "Gin"); the record holds
the deadwood counts the players agreed on at the table, after any laying off.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rules.errors import RuleViolation
from rules.fields import check_keys, get_choice, get_int, get_player
from rules.gin.cards import STANDARD_KNOCK_LIMIT, Card, read_upcard
from rules.gin.options import GinOptions, Variant
from rules.gin.reasons import Rule
from rules.gin.recorded_cards import check_recorded_cards
from rules.ledger import JSON

MAX_DEADWOOD: Final = 100
"""Ten cards of 10 at most (gin-family.md, "Bad input")."""


class DealType(StrEnum):
    """How a deal ended, as the players record it."""

    KNOCK = "knock"
    """A player knocked with deadwood within the knock limit."""
    GIN = "gin"
    """A player went gin (ремик): no deadwood at all."""
    DEAD = "dead"
    """The stock ran out and nobody knocked."""


class Outcome(StrEnum):
    """What a deal came to on the sheet; a won hand's entry carries the same word as its
    ``reason`` (:class:`rules.gin.reasons.Reason`)."""

    KNOCK = "knock"
    """The knocker had less deadwood and scores the difference."""
    UNDERCUT = "undercut"
    """The defender had as little deadwood or less, and scores."""
    GIN = "gin"
    """A gin, or a knock with no deadwood, which counts as gin."""
    DEAD = "dead"
    """Nobody scores."""


OUTCOME_RULE: Final = {
    Outcome.KNOCK: Rule.KNOCK.value,
    Outcome.UNDERCUT: Rule.UNDERCUT.value,
    Outcome.GIN: Rule.GIN.value,
}
"""The rule id that explains a won hand's base score (plain strings: the scorer writes
one per hand and column, and an enum's ``.value`` costs more than the entry)."""
_TYPES: Final = tuple(DealType)

_ALLOWED: Final = {
    DealType.KNOCK: ("type", "player", "deadwood", "opponent_deadwood", "upcard", "cards"),
    DealType.GIN: ("type", "player", "deadwood", "opponent_deadwood", "upcard", "cards"),
    DealType.DEAD: ("type", "upcard", "cards"),
}
_REQUIRED: Final = {
    DealType.KNOCK: ("player", "deadwood", "opponent_deadwood"),
    DealType.GIN: ("player", "opponent_deadwood"),
    DealType.DEAD: (),
}


@dataclass(frozen=True, slots=True)
class Hand:
    """The result of one deal, before it is written into any game or column."""

    outcome: Outcome
    """Knock, undercut, gin or dead hand."""
    winner: str | None
    """Who scores: the knocker, the undercutting defender, the gin player; ``None`` for a
    dead hand."""
    base: int
    """The score before any spade doubling."""
    doubled: bool
    """True under an Oklahoma spade upcard: the winner scores ``base`` twice."""
    knock_limit: int
    """The deal's knock limit: 10, or the Oklahoma upcard's."""

    @property
    def points(self) -> int:
        """What the winner scores for the hand, doubling included."""
        return self.base * 2 if self.doubled else self.base


def read_hand(
    record: Mapping[str, JSON], *, deal: int, players: Sequence[str], options: GinOptions
) -> Hand:
    """Check one deal record and score it (gin-family.md, "Gin" and "Oklahoma").

    Raises :class:`RuleViolation` naming ``deal`` and the field at fault.
    """
    kind = DealType(get_choice(record, "type", _TYPES, deal=deal))
    check_keys(record, allowed=_ALLOWED[kind], required=_REQUIRED[kind], deal=deal)
    oklahoma = options.variant is Variant.OKLAHOMA
    # Standard gin ignores the upcard, but one that is written must still be a card, so
    # that a record is never stored with nonsense in it.
    upcard = read_upcard(record, deal=deal, required=oklahoma)
    limit, doubled = _deal_terms(upcard if oklahoma else None)
    if kind is DealType.DEAD:
        _check_cards(record, deal, players, None, None, None)
        return Hand(Outcome.DEAD, None, 0, doubled, limit)
    player = get_player(record, "player", players, deal=deal)
    opponent = players[1] if player == players[0] else players[0]
    opponent_deadwood = get_int(record, "opponent_deadwood", deal=deal, low=0, high=MAX_DEADWOOD)
    if kind is DealType.GIN:
        deadwood = get_int(record, "deadwood", deal=deal, low=0, high=MAX_DEADWOOD, default=0)
        if deadwood != 0:
            raise RuleViolation(
                "a gin has no deadwood: deadwood must be 0, not {value}",
                deal=deal,
                field="deadwood",
                value=deadwood,
            )
    else:
        deadwood = get_int(record, "deadwood", deal=deal, low=0, high=MAX_DEADWOOD)
        _check_limit(deadwood, limit, upcard if oklahoma else None, deal=deal)
    _check_cards(record, deal, players, player, deadwood, opponent_deadwood)
    if deadwood == 0:
        return Hand(Outcome.GIN, player, opponent_deadwood + options.gin_bonus, doubled, limit)
    if opponent_deadwood > deadwood:
        return Hand(Outcome.KNOCK, player, opponent_deadwood - deadwood, doubled, limit)
    undercut = deadwood - opponent_deadwood + options.undercut_bonus
    return Hand(Outcome.UNDERCUT, opponent, undercut, doubled, limit)


def _check_cards(
    record: Mapping[str, JSON],
    deal: int,
    players: Sequence[str],
    player: str | None,
    deadwood: int | None,
    opponent_deadwood: int | None,
) -> None:
    """Check the deal's recorded cards, if it has any, against its counts."""
    if "cards" not in record:
        return
    check_recorded_cards(
        record,
        deal=deal,
        players=players,
        player=player,
        deadwood=deadwood,
        opponent_deadwood=opponent_deadwood,
    )


def _deal_terms(upcard: Card | None) -> tuple[int, bool]:
    if upcard is None:
        return STANDARD_KNOCK_LIMIT, False
    return upcard.knock_limit, upcard.doubles


def _check_limit(deadwood: int, limit: int, upcard: Card | None, *, deal: int) -> None:
    if deadwood <= limit:
        return
    if upcard is None:
        raise RuleViolation(
            "deadwood {value} is above the knock limit {limit}",
            deal=deal,
            field="deadwood",
            value=deadwood,
            limit=limit,
        )
    raise RuleViolation(
        "deadwood {value} is above the knock limit {limit} set by the upcard {upcard}",
        deal=deal,
        field="deadwood",
        value=deadwood,
        limit=limit,
        upcard=str(upcard),
    )
