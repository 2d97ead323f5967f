"""A gin deal's recorded cards, checked against its counts (issue 18).

``"cards": {"Anna": [...], "Boris": [...]}`` gives both hands as they were laid out: the
player who knocked or went gin ten cards (or eleven, before his discard), the other ten
(a dead hand: ten or eleven each). For a knock or a gin the cards must give the counts
the record holds — the knocker's least deadwood, and the opponent's deadwood after his
lay-offs (:mod:`rules.gin.layoffs`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Final

from rules.cards import Card
from rules.errors import RuleViolation
from rules.gin.layoffs import best_response
from rules.gin.melds import best_hands
from rules.ledger import JSON
from rules.recorded_cards import (
    CARDS_KEY,
    cards_object,
    check_holders,
    check_size,
    read_recorded_hand,
)

KNOCKER_SIZES: Final = (10, 11)
"""The knocker's hand: ten cards, or eleven before the discard."""
OPPONENT_SIZES: Final = (10,)
"""The other player's hand."""


@lru_cache(maxsize=4096)
def _counts(knocker: tuple[Card, ...], opponent: tuple[Card, ...]) -> tuple[int, int]:
    """The knocker's least deadwood and the opponent's deadwood after lay-offs, the
    knocker choosing the arrangement that lets him lay off least. Cached: the app scores
    the whole sitting again after every edit, and a deal's cards do not change."""
    candidates = best_hands(knocker)
    deadwood = candidates[0].deadwood
    gin = deadwood == 0
    left = max(best_response(a.melds, opponent, gin=gin).deadwood for a in candidates)
    return deadwood, left


def check_recorded_cards(
    record: Mapping[str, JSON],
    *,
    deal: int,
    players: Sequence[str],
    player: str | None,
    deadwood: int | None,
    opponent_deadwood: int | None,
) -> None:
    """Read the deal's ``cards`` if it has them and check them against the counts
    (``player`` is who knocked or went gin, ``None`` for a dead hand)."""
    cards = cards_object(record, deal=deal)
    if cards is None:
        return
    check_holders(cards, players, deal=deal)
    seen: dict[Card, list[str]] = {}
    hands: dict[str, tuple[Card, ...]] = {}
    for name in players:
        if name not in cards:
            raise RuleViolation(
                "the cards give no hand for {player}; give both hands",
                deal=deal,
                field=CARDS_KEY,
                player=name,
            )
        field = f"{CARDS_KEY}.{name}"
        hand = read_recorded_hand(cards[name], deal=deal, player=name, field=field, seen=seen)
        sizes = OPPONENT_SIZES if player is not None and name != player else KNOCKER_SIZES
        check_size(hand, sizes, deal=deal, player=name, field=field)
        hands[name] = hand
    if player is None or deadwood is None or opponent_deadwood is None:
        return
    opponent = players[1] if player == players[0] else players[0]
    least, left = _counts(hands[player], hands[opponent])
    if least != deadwood:
        raise RuleViolation(
            "the cards of {player} leave a least deadwood of {cards}, but the deal records "
            "{entered}",
            deal=deal,
            field="deadwood",
            player=player,
            cards=least,
            entered=deadwood,
        )
    if left != opponent_deadwood:
        raise RuleViolation(
            "the cards of {player} leave {cards} after the lay-offs, but the deal "
            "records {entered}",
            deal=deal,
            field="opponent_deadwood",
            player=opponent,
            cards=left,
            entered=opponent_deadwood,
        )
