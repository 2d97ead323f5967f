"""A gin hand arranged into melds: the arrangements with the least deadwood.

Melds are sets of three or four cards of one rank, and runs of three or more cards of one
suit in sequence, the ace low only (gin-family.md, "Gin"; rulebook "gin/table"). Deadwood
is the count of the cards in no meld (ace 1, two to ten as marked, pictures 10).

The search is exact: every way of putting the hand's cards into disjoint melds is tried,
and all the ways that leave the least deadwood are kept, because the knocker chooses
among them the one that lets his opponent lay off least (:mod:`rules.gin.layoffs`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from typing import Final

from rules.cards import RANKS, Card, Suit, deal_value
from rules.ledger import JSON

MIN_MELD: Final = 3
"""The fewest cards of a set or a run."""


class MeldKind(StrEnum):
    """What holds a meld's cards together."""

    SET = "set"
    """Three or four cards of one rank."""
    RUN = "run"
    """Three or more cards of one suit in sequence, the ace low."""


@dataclass(frozen=True, slots=True)
class Meld:
    """One set or run; its cards in order (a run low to high, a set by suit)."""

    kind: MeldKind
    """Set or run."""
    cards: tuple[Card, ...]
    """The cards, in order."""

    def to_json(self) -> list[JSON]:
        """The cards as a session file writes them."""
        return [str(card) for card in self.cards]


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand laid out: its melds and the cards left over (the deadwood)."""

    melds: tuple[Meld, ...]
    """The melds, in the order of their lowest card."""
    unmatched: tuple[Card, ...]
    """The cards in no meld, low to high."""
    discard: Card | None = None
    """The card thrown away before laying out an eleven-card hand; ``None`` for ten."""

    @property
    def deadwood(self) -> int:
        """The count of the unmatched cards."""
        return deal_value(self.unmatched)

    def to_json(self) -> dict[str, JSON]:
        """``{"deadwood": n, "melds": [[...], ...], "unmatched": [...]}`` (issue 18), with
        ``"discard"`` for an eleven-card hand."""
        data: dict[str, JSON] = {
            "deadwood": self.deadwood,
            "melds": [meld.to_json() for meld in self.melds],
            "unmatched": [str(card) for card in self.unmatched],
        }
        if self.discard is not None:
            data["discard"] = str(self.discard)
        return data


def sort_key(card: Card) -> tuple[int, int]:
    """Low to high by rank, then by suit (♠ ♣ ♦ ♥) within a rank."""
    return (card.number, list(Suit).index(card.suit))


def is_meld(cards: Iterable[Card]) -> MeldKind | None:
    """What ``cards`` make together, a set or a run, or ``None`` if neither."""
    group = sorted(set(cards), key=sort_key)
    if len(group) < MIN_MELD:
        return None
    if len({card.rank for card in group}) == 1:
        return MeldKind.SET if len(group) <= len(Suit) else None
    if len({card.suit for card in group}) != 1:
        return None
    numbers = [card.number for card in group]
    if numbers == list(range(numbers[0], numbers[0] + len(numbers))):
        return MeldKind.RUN
    return None


def candidate_melds(cards: Iterable[Card]) -> tuple[Meld, ...]:
    """Every meld that can be made of some of ``cards``: each set of three or four of a
    rank, and each stretch of three or more of a suit in sequence."""
    hand = set(cards)
    melds: list[Meld] = []
    for rank in RANKS:
        same = sorted((card for card in hand if card.rank == rank), key=sort_key)
        for size in range(MIN_MELD, len(same) + 1):
            melds.extend(Meld(MeldKind.SET, group) for group in combinations(same, size))
    for suit in Suit:
        for low in range(len(RANKS)):
            run: list[Card] = []
            for rank in RANKS[low:]:
                card = Card(rank, suit)
                if card not in hand:
                    break
                run.append(card)
                if len(run) >= MIN_MELD:
                    melds.append(Meld(MeldKind.RUN, tuple(run)))
    return tuple(melds)


def all_arrangements(cards: Sequence[Card]) -> list[Arrangement]:
    """Every way of laying out ``cards`` in disjoint melds, whatever its deadwood (a card
    that could be melded may be left over)."""
    ordered = sorted(set(cards), key=sort_key)
    melds_with: dict[Card, list[Meld]] = {card: [] for card in ordered}
    for meld in candidate_melds(ordered):
        # Each meld is filed under its lowest card, so that the search below, which always
        # places the lowest card not yet placed, builds each arrangement exactly once.
        melds_with[min(meld.cards, key=sort_key)].append(meld)
    found: list[Arrangement] = []

    def place(index: int, left: frozenset[Card], melds: list[Meld], loose: list[Card]) -> None:
        while index < len(ordered) and ordered[index] not in left:
            index += 1
        if index == len(ordered):
            found.append(Arrangement(tuple(melds), tuple(loose)))
            return
        card = ordered[index]
        place(index + 1, left - {card}, melds, [*loose, card])
        for meld in melds_with[card]:
            if left.issuperset(meld.cards):
                place(index + 1, left.difference(meld.cards), [*melds, meld], loose)

    place(0, frozenset(ordered), [], [])
    return found


def best_arrangements(cards: Sequence[Card]) -> list[Arrangement]:
    """Every arrangement of ``cards`` (all of them, discarding none) with the least
    deadwood."""
    found = all_arrangements(cards)
    least = min(arrangement.deadwood for arrangement in found)
    return [arrangement for arrangement in found if arrangement.deadwood == least]


def best_hands(cards: Sequence[Card]) -> list[Arrangement]:
    """The least-deadwood arrangements of a gin hand: ten cards as they are; eleven cards
    (the hand before its discard) after throwing away whichever card leaves the least
    deadwood, every such discard kept.

    [Ruling] The issue asks for hands "of 10 (or 11) cards" without saying how an eleventh
    counts; an eleven-card hand is the knocker's before he discards, and he discards the
    card that serves him best.
    """
    if len(cards) != 11:
        return best_arrangements(cards)
    options: list[Arrangement] = []
    for discard in sorted(set(cards), key=sort_key, reverse=True):
        rest = [card for card in cards if card != discard]
        options.extend(
            Arrangement(arrangement.melds, arrangement.unmatched, discard)
            for arrangement in best_arrangements(rest)
        )
    least = min(arrangement.deadwood for arrangement in options)
    return [arrangement for arrangement in options if arrangement.deadwood == least]


def least_deadwood(cards: Sequence[Card]) -> Arrangement:
    """One arrangement of a gin hand with the least deadwood: the first :func:`best_hands`
    finds (of eleven cards, the one with the highest discard)."""
    return best_hands(cards)[0]
