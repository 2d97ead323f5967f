"""A rummy ``zapis hand`` request answered (issue 18): the game's ``from_cards`` hook.

``{"game": "rummy", "players": {"Anna": {"melded": [...], "in_hand": [...]}, ...}}``
(optionally ``"packs"``) → the deal record ``{"melded": {...}, "in_hand": {...}}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from rules.card_request import hand_texts
from rules.fields import as_object, check_keys, get_int
from rules.ledger import JSON
from rules.rummy.counts import deal_record, read_cards

_RUMMY_KEYS: Final = ("game", "players", "packs")


def answer_rummy(data: Mapping[str, JSON]) -> dict[str, JSON]:
    """The deal record the players' cards make."""
    check_keys(data, allowed=_RUMMY_KEYS, required=("players",), deal=None)
    players = as_object(data["players"], deal=None, field="players")
    packs = get_int(data, "packs", deal=None, low=1, high=2, default=0) or None
    written: dict[str, tuple[Sequence[str], Sequence[str]]] = {}
    for player, raw in players.items():
        item = as_object(raw, deal=None, field=player)
        check_keys(item, allowed=("melded", "in_hand"), deal=None, prefix=player)
        melded = hand_texts(item.get("melded", []), where=player, field="melded")
        in_hand = hand_texts(item.get("in_hand", []), where=player, field="in_hand")
        written[player] = (melded, in_hand)
    return deal_record(read_cards(written, packs))
