"""What the cards say: the request of ``zapis hand`` read and answered (issue 18).

A request is a JSON object naming its game and the cards, in any card notation
(:mod:`rules.cards`); the answer is JSON, in the session file's own fields wherever the
result is something a deal records, so that it can be fed to the engine:

- ``{"game": "gin", "cards": [...]}`` → the least-deadwood arrangement
  ``{"deadwood": n, "melds": [[...], ...], "unmatched": [...]}`` (with ``"discard"`` for
  eleven cards);
- ``{"game": "gin", "knocker": [...], "opponent": [...]}`` (optionally ``"options"``, the
  session's gin options, ``"upcard"`` and ``"names": {"knocker": .., "opponent": ..}``)
  → both arrangements, the lay-offs, the outcome and the deal record;
- ``{"game": "rummy", "players": {"Anna": {"melded": [...], "in_hand": [...]}, ...}}``
  (optionally ``"packs"``) → the deal record ``{"melded": {...}, "in_hand": {...}}``;
- ``{"game": "three-bugs", "contract": "7H", "soloist": "Anna", "hands": {...},
  "talon": {...}}`` (``contract`` and ``soloist`` left out for an all-pass deal; with
  three players ``"dummy": [...]``, the dummy's cards, as a session file's ``cards``
  give them) → ``{"honours": h, "crowns": [...], "aces": [...], "amurchik": [...]}``.

Bad input raises :class:`RuleViolation` whose one line names the player (or the field)
and the card.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from rules.cards import Card, parse_suit, read_card, read_hand, split_cards
from rules.errors import RuleViolation
from rules.fields import as_object, check_keys, get_choice, get_int, get_str, type_word
from rules.gin.cards import Card as Upcard
from rules.gin.layoffs import play_knock
from rules.gin.melds import least_deadwood
from rules.gin.options import Variant, read_gin_options
from rules.ledger import JSON
from rules.rummy.counts import deal_record, read_cards
from rules.three_bugs.hands import count_hands, read_deal
from rules.three_bugs.parsing import parse_contract
from rules.three_bugs.recorded_cards import DUMMY
from rules.three_bugs.records import Contract

GAMES: Final = ("gin", "rummy", "three-bugs")
"""The games whose deals Zapis can work out from the cards."""
GIN_HAND_SIZES: Final = (10, 11)
"""A gin hand: ten cards, or eleven before the discard."""
_GIN_ONE_KEYS: Final = ("game", "cards")
_GIN_KNOCK_KEYS: Final = ("game", "knocker", "opponent", "options", "upcard", "names")
_RUMMY_KEYS: Final = ("game", "players", "packs")
_THREE_BUGS_KEYS: Final = ("game", "contract", "soloist", "hands", "talon", "dummy")
_LOOSE_CONTRACT: Final = re.compile(r"\s*([0-9]+)\s*(NT|БК|.)\s*", re.IGNORECASE)


def answer(request: JSON) -> dict[str, JSON]:
    """The answer to one ``zapis hand`` request; :class:`RuleViolation` if it is bad."""
    data = as_object(request, deal=None, field="request")
    game = get_choice(data, "game", GAMES, deal=None)
    if game == "gin":
        if "cards" in data:
            check_keys(data, allowed=_GIN_ONE_KEYS, deal=None)
            cards = _cards(data, "cards", where="cards", sizes=GIN_HAND_SIZES)
            return least_deadwood(cards).to_json()
        if "knocker" not in data and "opponent" not in data:
            raise RuleViolation(
                "give the cards of one hand, or the knocker's and the opponent's hands",
                where="cards",
                field="cards",
            )
        return _knock(data)
    if game == "rummy":
        return _rummy(data)
    return _three_bugs(data)


def _texts(value: JSON, *, where: str, field: str) -> list[str]:
    """A hand as written: a list of card words, or one text ``"AS KS QS"``."""
    if isinstance(value, str):
        return split_cards(value)
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return [item for item in value if isinstance(item, str)]
    raise RuleViolation(
        'the cards must be a list of cards such as ["AS", "10H"] or one text "AS 10H", not {got}',
        where=where,
        field=field,
        got=type_word(value),
    )


def _cards(
    data: Mapping[str, JSON], key: str, *, where: str, sizes: Sequence[int]
) -> tuple[Card, ...]:
    if key not in data:
        raise RuleViolation("{key} is missing", where=key, field=key, key=key)
    cards = read_hand(_texts(data[key], where=where, field=key), where=where, field=key)
    if len(cards) not in sizes:
        raise RuleViolation(
            "{got} cards; a hand here holds {sizes}",
            where=where,
            field=key,
            got=len(cards),
            sizes=" or ".join(str(size) for size in sizes),
        )
    return cards


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
    knocker = _cards(data, "knocker", where=knocker_name, sizes=GIN_HAND_SIZES)
    opponent = _cards(data, "opponent", where=opponent_name, sizes=GIN_HAND_SIZES[:1])
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


def _rummy(data: Mapping[str, JSON]) -> dict[str, JSON]:
    check_keys(data, allowed=_RUMMY_KEYS, required=("players",), deal=None)
    players = as_object(data["players"], deal=None, field="players")
    packs = get_int(data, "packs", deal=None, low=1, high=2, default=0) or None
    written: dict[str, tuple[Sequence[str], Sequence[str]]] = {}
    for player, raw in players.items():
        item = as_object(raw, deal=None, field=player)
        check_keys(item, allowed=("melded", "in_hand"), deal=None, prefix=player)
        melded = _texts(item.get("melded", []), where=player, field="melded")
        in_hand = _texts(item.get("in_hand", []), where=player, field="in_hand")
        written[player] = (melded, in_hand)
    return deal_record(read_cards(written, packs))


def _three_bugs(data: Mapping[str, JSON]) -> dict[str, JSON]:
    check_keys(data, allowed=_THREE_BUGS_KEYS, required=("hands",), deal=None)
    hands_raw = as_object(data["hands"], deal=None, field="hands")
    hands = {
        player: _texts(value, where=player, field="hands") for player, value in hands_raw.items()
    }
    talon_raw = as_object(data.get("talon", {}), deal=None, field="talon")
    talon = {
        player: _texts(value, where=player, field="talon") for player, value in talon_raw.items()
    }
    # The dummy's cards under "dummy", as a session file's cards give them (issue 30):
    # its hand has no player's name, so it is read under the name refusals call it by.
    dummy = None
    if "dummy" in data:
        if DUMMY in hands:
            raise RuleViolation(
                "a hand is named '{name}', the dummy's name here; give the dummy's cards "
                'under "dummy"',
                where="hands",
                field="hands",
                name=DUMMY,
            )
        dummy = DUMMY
        hands[DUMMY] = _texts(data["dummy"], where=DUMMY, field="dummy")
    dealt = read_deal(hands, talon, dummy)
    contract = _contract(data["contract"]) if "contract" in data else None
    soloist = get_str(data, "soloist", deal=None) if "soloist" in data else None
    return count_hands(dealt, contract, soloist).to_json()


def _contract(value: JSON) -> Contract:
    """The contract in the session file's spelling (``7H``, ``10NT``) or with the strain
    in any suit notation (``7♥``, ``7Ч``, ``10БК``)."""
    if isinstance(value, str):
        match = _LOOSE_CONTRACT.fullmatch(value)
        if match is not None:
            strain = match[2].upper()
            if strain in ("NT", "БК"):
                value = f"{match[1]}NT"
            else:
                suit = parse_suit(strain)
                if suit is not None:
                    value = f"{match[1]}{suit.value}"
    return parse_contract(value, deal=None, field="contract", name="contract")
