"""Hypothesis strategies for hands of cards, and the brute-force references they are
checked against (written the slow, obvious way, sharing nothing with the search)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations

from hypothesis import strategies as st

from rules.cards import FULL_PACK, RANKS, Card, Suit, deal_value
from rules.gin.melds import is_meld


@st.composite
def crowded_cards(draw: st.DrawFn, size: int) -> list[Card]:
    """``size`` distinct cards, usually from a narrow window of ranks so that sets and
    runs overlap (the hard cases), sometimes from the whole pack."""
    if draw(st.booleans()):
        pack = list(FULL_PACK)
    else:
        low = draw(st.integers(0, len(RANKS) - 5))
        width = draw(st.integers(4, 6))
        ranks = RANKS[low : low + width]
        suits = draw(st.sets(st.sampled_from(list(Suit)), min_size=2)) or set(Suit)
        pack = [card for card in FULL_PACK if card.rank in ranks and card.suit in suits]
        if len(pack) < size:
            pack = list(FULL_PACK)
    return draw(st.lists(st.sampled_from(pack), min_size=size, max_size=size, unique=True))


@st.composite
def two_hands(draw: st.DrawFn, first: int = 10, second: int = 10) -> tuple[list[Card], list[Card]]:
    """Two disjoint hands, from a crowded window of ranks as above."""
    both = draw(crowded_cards(first + second))
    return both[:first], both[first:]


@cache
def can_partition(cards: frozenset[Card]) -> bool:
    """Whether ``cards`` split wholly into melds: try every meld holding its least card."""
    if not cards:
        return True
    card = min(cards)
    # A meld shares its rank or its suit with every card in it.
    others = sorted(c for c in cards - {card} if c.rank == card.rank or c.suit == card.suit)
    for size in range(2, len(others) + 1):
        for rest in combinations(others, size):
            group = (card, *rest)
            if is_meld(group) and can_partition(cards - set(group)):
                return True
    return False


def brute_least_deadwood(cards: Sequence[Card]) -> int:
    """The least deadwood by trying every subset of the hand as the melded part."""
    hand = frozenset(cards)
    total = deal_value(hand)
    best = total
    for size in range(3, len(hand) + 1):
        for melded in combinations(sorted(hand), size):
            if total - deal_value(melded) < best and can_partition(frozenset(melded)):
                best = total - deal_value(melded)
    return best


@cache
def _least(cards: frozenset[Card]) -> int:
    return brute_least_deadwood(sorted(cards))


def set_partitions(items: Sequence[Card]) -> Iterator[list[list[Card]]]:
    """Every partition of ``items`` into blocks (Bell-many)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for partition in set_partitions(rest):
        yield [[first], *partition]
        for index in range(len(partition)):
            yield [*partition[:index], [first, *partition[index]], *partition[index + 1 :]]


def brute_arrangements(
    cards: Sequence[Card],
) -> set[tuple[frozenset[frozenset[Card]], frozenset[Card]]]:
    """Every arrangement as (melds, unmatched), from every partition of the hand whose
    blocks are melds or single leftover cards."""
    found = set()
    for partition in set_partitions(list(cards)):
        melds = [frozenset(block) for block in partition if len(block) > 1]
        if all(is_meld(block) for block in melds):
            loose = frozenset(block[0] for block in partition if len(block) == 1)
            # A single card cannot be a meld; leftover blocks of one are the deadwood, and
            # a meld of three or more is never also counted as loose cards.
            found.add((frozenset(melds), loose))
    return found


def can_lay_off(melds: Sequence[Sequence[Card]], cards: Sequence[Card]) -> bool:
    """Whether all of ``cards`` can go on ``melds`` at once: some way of giving each card
    to a meld leaves every meld, with the cards it was given, still a meld."""
    given: list[list[Card]] = [[] for _ in melds]

    def assign(index: int) -> bool:
        if index == len(cards):
            return all(
                not extra or is_meld([*meld, *extra])
                for meld, extra in zip(melds, given, strict=True)
            )
        card = cards[index]
        for target, meld in enumerate(melds):
            if meld[0].rank == card.rank or meld[0].suit == card.suit:
                given[target].append(card)
                if assign(index + 1):
                    return True
                given[target].pop()
        return False

    return assign(0)


def brute_opponent_deadwood(melds: Sequence[Sequence[Card]], opponent: Sequence[Card]) -> int:
    """The opponent's least deadwood after laying off: every subset of his hand that can
    be laid off on ``melds`` is tried, the rest arranged as well as it can be."""
    best = brute_least_deadwood(opponent)
    for size in range(1, len(opponent) + 1):
        for laid in combinations(sorted(opponent), size):
            rest = [card for card in opponent if card not in laid]
            if can_lay_off(melds, laid):
                best = min(best, _least(frozenset(rest)))
    return best


@st.composite
def knock_hands(draw: st.DrawFn, size: int = 10) -> tuple[list[Card], list[Card]]:
    """A knocker's hand built from two or three melds and low cards (so that he can
    usually knock), and an opponent's ten drawn mostly near those melds (so that lay-offs
    and chains are common)."""
    used: set[Card] = set()
    knocker: list[Card] = []
    for _ in range(draw(st.integers(2, 3))):
        if draw(st.booleans()):
            suit = draw(st.sampled_from(list(Suit)))
            low = draw(st.integers(0, len(RANKS) - 3))
            length = draw(st.integers(3, min(5, len(RANKS) - low)))
            meld = [Card(rank, suit) for rank in RANKS[low : low + length]]
        else:
            rank = draw(st.sampled_from(RANKS))
            suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=3, max_size=4, unique=True))
            meld = [Card(rank, suit) for suit in suits]
        meld = [card for card in meld if card not in used][: size - len(knocker)]
        used.update(meld)
        knocker.extend(meld)
    low_cards = [card for card in FULL_PACK if card.number <= 4 and card not in used]
    if len(low_cards) < size - len(knocker):
        low_cards = [card for card in FULL_PACK if card not in used]
    filler = draw(
        st.lists(
            st.sampled_from(low_cards),
            unique=True,
            min_size=size - len(knocker),
            max_size=size - len(knocker),
        )
    )
    used.update(filler)
    knocker.extend(filler)
    near = {c.rank for c in knocker} | {
        RANKS[n] for c in knocker for n in (c.number - 2, c.number) if 0 <= n < len(RANKS)
    }
    pool = [card for card in FULL_PACK if card not in used and card.rank in near]
    if len(pool) < 10:
        pool = [card for card in FULL_PACK if card not in used]
    opponent = draw(st.lists(st.sampled_from(pool), min_size=10, max_size=10, unique=True))
    return knocker, opponent
