"""The cards a deal record may carry: ``"cards": {...}`` in the session file (issue 18).

A deal entered from the cards keeps them, so that the numbers on the sheet can be traced
back to what was held. The cards are optional; when present they are read with the one
card reader (:mod:`rules.cards`), in the session file's own spelling only (``10H``, as the
upcard is), and each game checks that they give the numbers the record holds — a record
whose cards and counts disagree is refused naming the deal and the field.

This module reads the cards; the games compare them (``rules/<game>/recorded_cards.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from rules.cards import Card, parse_card, parse_session_card
from rules.errors import RuleViolation
from rules.fields import as_object, type_word
from rules.ledger import JSON

CARDS_KEY: Final = "cards"
"""The record's optional key for the cards behind it."""


def cards_object(record: Mapping[str, JSON], *, deal: int) -> Mapping[str, JSON] | None:
    """The record's ``cards`` object, ``None`` when it has none."""
    if CARDS_KEY not in record:
        return None
    return as_object(record[CARDS_KEY], deal=deal, field=CARDS_KEY)


def check_holders(
    cards: Mapping[str, JSON], allowed: Sequence[str], *, deal: int, field: str = CARDS_KEY
) -> None:
    """Refuse a holder of cards who is not one of ``allowed``."""
    for name in cards:
        if name not in allowed:
            raise RuleViolation(
                "cards are given for '{name}', who is not at the table; allowed: {allowed}",
                deal=deal,
                field=field,
                name=name,
                allowed=", ".join(allowed),
            )


def read_recorded_hand(
    value: JSON,
    *,
    deal: int,
    player: str,
    field: str,
    seen: dict[Card, list[str]],
    packs: int = 1,
) -> tuple[Card, ...]:
    """One holder's cards as the record writes them: a list of cards in the session
    file's spelling, none held more often than the ``packs`` hold it (``seen`` collects
    who holds which card across the whole deal)."""
    if not isinstance(value, list):
        raise RuleViolation(
            'the cards of {player} must be a list such as ["AS", "10H"], not {got}',
            deal=deal,
            field=field,
            player=player,
            got=type_word(value),
        )
    cards: list[Card] = []
    for item in value:
        text = item if isinstance(item, str) else str(item)
        card = parse_session_card(text) if isinstance(item, str) else None
        if card is None:
            loose = parse_card(text) if isinstance(item, str) else None
            if loose is not None:
                raise RuleViolation(
                    "the cards of {player}: '{card}' is written {spelling} in a session file",
                    deal=deal,
                    field=field,
                    player=player,
                    card=text,
                    spelling=str(loose),
                )
            raise RuleViolation(
                "the cards of {player}: '{card}' is not a card; write rank and suit, e.g. 10H "
                "(ranks A 2..10 J Q K; suits S C D H)",
                deal=deal,
                field=field,
                player=player,
                card=text,
            )
        holders = seen.setdefault(card, [])
        if len(holders) >= packs:
            if packs == 1:
                raise RuleViolation(
                    "the cards of {player}: {card} is also among the cards of {other}; "
                    "the pack holds it once",
                    deal=deal,
                    field=field,
                    player=player,
                    card=str(card),
                    other=holders[-1],
                )
            raise RuleViolation(
                "the cards of {player}: {card} is given more than {packs} times; "
                "{packs} packs hold it {packs} times",
                deal=deal,
                field=field,
                player=player,
                card=str(card),
                packs=packs,
            )
        holders.append(player)
        cards.append(card)
    return tuple(cards)


def check_size(
    cards: Sequence[Card], sizes: Sequence[int], *, deal: int, player: str, field: str
) -> None:
    """Refuse a hand whose number of cards is not one of ``sizes``."""
    if len(cards) not in sizes:
        raise RuleViolation(
            "the cards of {player} are {got}; a hand here holds {sizes}",
            deal=deal,
            field=field,
            player=player,
            got=len(cards),
            sizes=" or ".join(str(size) for size in sizes),
        )
