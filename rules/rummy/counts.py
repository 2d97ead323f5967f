"""A rummy deal's counts worked out from the cards (issue 18).

Each player scores the value of the cards he put on the table (his own combinations and
the cards he added to anyone's) less the value of the cards left in his hand
(gin-family.md, "Rummy"); the values are the gin family's, ace 1, pictures 10.

[Ruling] The cards a player put down are not checked to form combinations of their own:
the cards he added to other players' combinations are among them, and those need the
other players' cards to make a set or a run.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.cards import Card, deal_value, read_card, too_many
from rules.ledger import JSON
from rules.rummy.engine import GAME


@dataclass(frozen=True, slots=True)
class PlayerCards:
    """The cards one player put on the table and the cards left in his hand."""

    melded: tuple[Card, ...]
    """Every card he put down, in his combinations or added to anyone's."""
    in_hand: tuple[Card, ...]
    """The cards in his hand when the deal ended."""


def read_cards(
    players: Mapping[str, tuple[Sequence[str], Sequence[str]]], packs: int | None = None
) -> dict[str, PlayerCards]:
    """Each player's (melded, in hand) cards, read in any notation; a card that more of
    the packs in play would be needed for is refused naming the player and the card.

    ``packs`` defaults as the rummy options do: one for 2–4 players, two for 5–8.
    """
    options: dict[str, JSON] = {} if packs is None else {"packs": packs}
    completed = GAME.complete_options(options, list(players))
    in_play = completed["packs"]
    assert isinstance(in_play, int)
    seen: dict[Card, int] = {}
    result: dict[str, PlayerCards] = {}
    for player, (melded, in_hand) in players.items():
        parts: list[tuple[Card, ...]] = []
        for field, texts in (("melded", melded), ("in_hand", in_hand)):
            cards = tuple(read_card(text, where=player, field=field) for text in texts)
            for card in cards:
                seen[card] = seen.get(card, 0) + 1
                if seen[card] > in_play:
                    raise too_many(card, seen[card], in_play, where=player, field=field)
            parts.append(cards)
        result[player] = PlayerCards(parts[0], parts[1])
    return result


def deal_record(cards: Mapping[str, PlayerCards]) -> dict[str, JSON]:
    """The deal as a session file records it: ``{"melded": {...}, "in_hand": {...}}``."""
    return {
        "melded": {player: deal_value(held.melded) for player, held in cards.items()},
        "in_hand": {player: deal_value(held.in_hand) for player, held in cards.items()},
    }
