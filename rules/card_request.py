"""Reading the hands of a ``zapis hand`` request (issue 18), for every game that works its
deals out from the cards: a hand is a list of card words or one text, in any notation
(:mod:`rules.cards`). Bad input raises :class:`RuleViolation` whose one line names the
player (or the field) and the card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.cards import Card, read_hand, split_cards
from rules.errors import RuleViolation
from rules.fields import type_word
from rules.ledger import JSON

__all__ = ["hand_cards", "hand_texts"]


def hand_texts(value: JSON, *, where: str, field: str) -> list[str]:
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


def hand_cards(
    data: Mapping[str, JSON], key: str, *, where: str, sizes: Sequence[int]
) -> tuple[Card, ...]:
    """The hand under ``key`` of a request, which must hold one of ``sizes`` cards."""
    if key not in data:
        raise RuleViolation("{key} is missing", where=key, field=key, key=key)
    cards = read_hand(hand_texts(data[key], where=where, field=key), where=where, field=key)
    if len(cards) not in sizes:
        raise RuleViolation(
            "{got} cards; a hand here holds {sizes}",
            where=where,
            field=key,
            got=len(cards),
            sizes=" or ".join(str(size) for size in sizes),
        )
    return cards
