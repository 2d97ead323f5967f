"""A gin ``zapis hand`` request answered (issue 18): the game's ``from_cards`` hook.

- ``{"game": "gin", "cards": [...]}`` → the least-deadwood arrangement
  ``{"deadwood": n, "melds": [[...], ...], "unmatched": [...]}`` (with ``"discard"`` for
  eleven cards);
- ``{"game": "gin", "knocker": [...], "opponent": [...]}`` (optionally ``"options"``, the
  session's gin options, ``"upcard"`` and ``"names": {"knocker": .., "opponent": ..}``)
  → both arrangements, the lay-offs, the outcome and the deal record.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from rules.card_request import hand_cards
from rules.cards import read_card
from rules.errors import RuleViolation
from rules.fields import as_object, check_keys, get_str
from rules.gin.cards import Card as Upcard
from rules.gin.melds import least_deadwood
from rules.gin.options import Variant, read_gin_options
from rules.gin.played_knock import play_knock
from rules.ledger import JSON

GIN_HAND_SIZES: Final = (10, 11)
"""A gin hand: ten cards, or eleven before the discard."""
_GIN_ONE_KEYS: Final = ("game", "cards")
_GIN_KNOCK_KEYS: Final = ("game", "knocker", "opponent", "options", "upcard", "names")


def answer_gin(data: Mapping[str, JSON]) -> dict[str, JSON]:
    """The answer to a gin request: one hand arranged, or a knock played out."""
    if "cards" in data:
        check_keys(data, allowed=_GIN_ONE_KEYS, deal=None)
        cards = hand_cards(data, "cards", where="cards", sizes=GIN_HAND_SIZES)
        return least_deadwood(cards).to_json()
    if "knocker" not in data and "opponent" not in data:
        raise RuleViolation(
            "give the cards of one hand, or the knocker's and the opponent's hands",
            where="cards",
            field="cards",
        )
    return _knock(data)


def _knock(data: Mapping[str, JSON]) -> dict[str, JSON]:
    check_keys(data, allowed=_GIN_KNOCK_KEYS, required=("knocker", "opponent"), deal=None)
    names_raw = as_object(data.get("names", {}), deal=None, field="names")
    check_keys(names_raw, allowed=("knocker", "opponent"), deal=None, prefix="names")
    knocker_name = get_str(names_raw, "knocker", deal=None, default="knocker", prefix="names")
    opponent_name = get_str(names_raw, "opponent", deal=None, default="opponent", prefix="names")
    if knocker_name == opponent_name:
        raise RuleViolation(
            "the knocker and the opponent have one name, '{name}'",
            where="names",
            field="names",
            name=knocker_name,
        )
    names = (knocker_name, opponent_name)
    options = read_gin_options(
        as_object(data.get("options", {}), deal=None, field="options"), names
    )
    upcard: Upcard | None = None
    if "upcard" in data:
        card = read_card(get_str(data, "upcard", deal=None), where="upcard", field="upcard")
        upcard = Upcard(card.rank, card.suit)
    elif options.variant is Variant.OKLAHOMA:
        raise RuleViolation(
            "upcard is missing; Oklahoma needs the first upcard for the knock limit",
            where="upcard",
            field="upcard",
        )
    knocker = hand_cards(data, "knocker", where=knocker_name, sizes=GIN_HAND_SIZES)
    opponent = hand_cards(data, "opponent", where=opponent_name, sizes=GIN_HAND_SIZES[:1])
    # The pack check is play_knock's, between the two hands only: the upcard starts the
    # discard pile and either player may hold it (issue 30).
    played = play_knock(knocker, opponent, options=options, upcard=upcard, names=names)
    hand = played.hand
    outcome: dict[str, JSON] = {
        "type": hand.outcome.value,
        "winner": hand.winner,
        "points": hand.points,
        "knocker_deadwood": played.knocker.deadwood,
        "opponent_deadwood": played.response.deadwood,
    }
    if hand.doubled:
        outcome["doubled"] = True
    return {
        "knocker": played.knocker.to_json(),
        "opponent": played.response.arrangement.to_json(),
        "lay_offs": [lay.to_json() for lay in played.response.lay_offs],
        "outcome": outcome,
        "deal": played.record,
    }
