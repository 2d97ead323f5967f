"""A rummy deal's recorded cards, checked against its counts (issue 18).

``"cards": {"Anna": {"melded": [...], "in_hand": [...]}, ...}`` gives, for every player,
the cards he put on the table and the cards left in his hand; their values (ace 1,
pictures 10) must be the deal's ``melded`` and ``in_hand`` counts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from rules.cards import Card, deal_value
from rules.errors import RuleViolation
from rules.fields import as_object, check_keys
from rules.ledger import JSON
from rules.recorded_cards import CARDS_KEY, cards_object, check_holders, read_recorded_hand

PARTS: Final = ("melded", "in_hand")
"""What each player's cards are split into, as the deal's counts are."""


def check_recorded_cards(
    record: Mapping[str, JSON],
    *,
    deal: int,
    players: Sequence[str],
    packs: int,
    melded: Mapping[str, int],
    in_hand: Mapping[str, int],
) -> None:
    """Read the deal's ``cards`` if it has them and check their values against the
    counts; no card may be named more often than the ``packs`` hold it."""
    cards = cards_object(record, deal=deal)
    if cards is None:
        return
    check_holders(cards, players, deal=deal)
    seen: dict[Card, list[str]] = {}
    counts = {"melded": melded, "in_hand": in_hand}
    for player in players:
        if player not in cards:
            raise RuleViolation(
                "the cards give none for {player}; every player's are needed",
                deal=deal,
                field=CARDS_KEY,
                player=player,
            )
        field = f"{CARDS_KEY}.{player}"
        held = as_object(cards[player], deal=deal, field=field)
        check_keys(held, allowed=PARTS, required=PARTS, deal=deal, prefix=field)
        for part in PARTS:
            read = read_recorded_hand(
                held[part],
                deal=deal,
                player=player,
                field=f"{field}.{part}",
                seen=seen,
                packs=packs,
            )
            value = deal_value(read)
            if value != counts[part][player]:
                raise RuleViolation(
                    "the cards of {player} ({part}) are worth {cards}, but the deal records "
                    "{entered}",
                    deal=deal,
                    field=part,
                    player=player,
                    part=part.replace("_", " "),
                    cards=value,
                    entered=counts[part][player],
                )
