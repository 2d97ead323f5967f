"""Rummy's answers to the game contract (:class:`rules.game_hooks.GameHooks`): a
player's record gives his points per deal, a deal can be worked out from the cards, and
a hand left holding more than its cards can count is doubted before it is written."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rules.errors import RuleViolation
from rules.game_hooks import GameHooks, RecordTally
from rules.ledger import JSON

if TYPE_CHECKING:
    from rules.session import Session


class Fact(StrEnum):
    """Rummy's own facts in a player's record (stable words; the app translates)."""

    AVERAGE_PER_DEAL = "average-per-deal"
    """His points per deal played."""


CARDS_LEFT_TWO: Final = 13
"""Cards a player holds at two (gin-family.md, "Rummy for 2–8")."""
CARDS_LEFT_MORE: Final = 7
"""Cards a player holds at three or more."""
CARD_MOST: Final = 10
"""The most a card counts (pictures 10)."""


def record_facts(tally: RecordTally) -> tuple[tuple[str, float], ...]:
    """His points per deal (0 with no deals)."""
    return ((Fact.AVERAGE_PER_DEAL, tally.total / tally.deals if tally.deals else 0),)


def doubts(session: Session, record: Mapping[str, JSON]) -> tuple[RuleViolation, ...]:
    """A hand left holding more than its cards can count: 13 cards each for two players,
    7 each for more, pictures 10 at most, so above 130 or 70 a typo (45 typed after a 0
    left in the field: 450) is likelier than the hand. The engine accepts it (the packs'
    value is the only limit it enforces); the players are asked first."""
    cards = CARDS_LEFT_TWO if len(session.players) == 2 else CARDS_LEFT_MORE
    most = cards * CARD_MOST
    in_hand = record.get("in_hand")
    if not isinstance(in_hand, Mapping):
        return ()
    return tuple(
        RuleViolation(
            "{player} left {value} in hand; {cards} cards count {most} at most.",
            field="in_hand",
            player=player,
            value=value,
            cards=cards,
            most=most,
        )
        for player, value in in_hand.items()
        if isinstance(value, int) and value > most
    )


def from_cards(request: Mapping[str, JSON]) -> dict[str, JSON]:
    """A deal's counts from the players' cards (:mod:`rules.rummy.hand_request`, imported
    only when asked)."""
    from rules.rummy.hand_request import answer_rummy

    return answer_rummy(request)


HOOKS: Final = GameHooks(record_facts=record_facts, doubts=doubts, from_cards=from_cards)
"""Rummy's hooks, named by its registry entry."""
