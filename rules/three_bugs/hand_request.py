"""A Three Bugs ``zapis hand`` request answered (issue 18): the game's ``from_cards``
hook.

``{"game": "three-bugs", "contract": "7H", "soloist": "Anna", "hands": {...},
"talon": {...}}`` (``contract`` and ``soloist`` left out for an all-pass deal; with
three players ``"dummy": [...]``, the dummy's cards, as a session file's ``cards`` give
them) → ``{"honours": h, "crowns": [...], "aces": [...], "amurchik": [...]}``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from rules.card_request import hand_texts
from rules.cards import parse_suit
from rules.errors import RuleViolation
from rules.fields import as_object, check_keys, get_str
from rules.ledger import JSON
from rules.three_bugs.hands import count_hands, read_deal
from rules.three_bugs.parsing import parse_contract
from rules.three_bugs.recorded_cards import DUMMY
from rules.three_bugs.records import Contract

_THREE_BUGS_KEYS: Final = ("game", "contract", "soloist", "hands", "talon", "dummy")
_LOOSE_CONTRACT: Final = re.compile(r"\s*([0-9]+)\s*(NT|БК|.)\s*", re.IGNORECASE)


def answer_three_bugs(data: Mapping[str, JSON]) -> dict[str, JSON]:
    """The honours, crowns, aces and amurchik the dealt cards hold."""
    check_keys(data, allowed=_THREE_BUGS_KEYS, required=("hands",), deal=None)
    hands_raw = as_object(data["hands"], deal=None, field="hands")
    hands = {
        player: hand_texts(value, where=player, field="hands")
        for player, value in hands_raw.items()
    }
    talon_raw = as_object(data.get("talon", {}), deal=None, field="talon")
    talon = {
        player: hand_texts(value, where=player, field="talon")
        for player, value in talon_raw.items()
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
        hands[DUMMY] = hand_texts(data["dummy"], where=DUMMY, field="dummy")
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
