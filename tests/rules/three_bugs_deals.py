"""Real Three Bugs deals for the one-pack tests: 52 cards, 11 dealt to each hand and two
more from the talon, and the record (honours, crowns, aces, amurchik) such a deal gives.

Written apart from :mod:`rules.three_bugs.one_pack` on purpose: it reads a record off
the cards the way a table would, so a hand the engine builds can be checked by it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules.three_bugs.records import Suit

SUITS = tuple(Suit)
RANKS = 13
PICTURES = 4  # ace, king, queen, jack: ranks 0..3
TEN = 4

Card = tuple[Suit, int]


@dataclass(frozen=True)
class Record:
    """What a deal gives, by hand index."""

    honours: int | None
    crowns: frozenset[tuple[int, Suit, int]]
    aces: frozenset[tuple[int, int]]
    amurchik: frozenset[int]


def full_pack() -> list[Card]:
    return [(suit, rank) for suit in SUITS for rank in range(RANKS)]


def is_picture(card: Card) -> bool:
    return card[1] < PICTURES


def read_record(
    hands: list[frozenset[Card]],
    dealt: list[frozenset[Card]],
    seated: int,
    trump: Suit | None,
    soloist: int | None,
) -> Record:
    """The record a table writes for these hands of 13 (``dealt``: the 11 cards each
    hand was dealt before the talon was shared out)."""
    assert len(hands) == 4 and all(len(hand) == 13 for hand in hands)
    assert frozenset().union(*hands) == frozenset(full_pack())
    assert all(len(part) == 11 and part <= hand for part, hand in zip(dealt, hands, strict=True))
    honours = None
    if soloist is not None:
        honours = sum(
            1 for suit, rank in hands[soloist] if rank == 0 or (suit is trump and rank <= TEN)
        )
    crowns = set()
    aces = set()
    amurchik = set()
    for hand in range(seated):
        for suit in SUITS:
            run = 0
            while run < RANKS and (suit, run) in hands[hand]:
                run += 1
            if run >= 3:
                crowns.add((hand, suit, run))
        count = sum(1 for _, rank in hands[hand] if rank == 0)
        if count >= 3:
            aces.add((hand, count))
        if not any(is_picture(card) for card in dealt[hand]):
            amurchik.add(hand)
    return Record(honours, frozenset(crowns), frozenset(aces), frozenset(amurchik))


def choose_dealt(hands: list[frozenset[Card]], amurchik: frozenset[int]) -> list[frozenset[Card]]:
    """The 11 dealt cards of each hand, the two talon cards chosen as a table could have
    had them: an amurchik hand's pictures came from the talon, any other hand keeps a
    picture among its dealt cards if it has one."""
    dealt = []
    for index, hand in enumerate(hands):
        ordered = sorted(hand, key=lambda card: (card[1], SUITS.index(card[0])))
        pictures = [card for card in ordered if is_picture(card)]
        low = [card for card in ordered if not is_picture(card)]
        if index in amurchik:
            talon = (pictures + low)[:2]
        else:
            talon = (low + pictures[1:])[:2] if pictures else low[:2]
        dealt.append(frozenset(hand - set(talon)))
    return dealt


def bunched_deal(seed: int) -> tuple[list[frozenset[Card]], list[frozenset[Card]]]:
    """A deal where the pictures bunch, so crowns, three or four aces and amurchiks are
    common: each suit is cut into runs from the ace and each run goes to one hand (room
    permitting); two cards of each hand, chosen at random, came from the talon.
    Returns the hands of 13 and the 11 cards each was dealt."""
    chooser = random.Random(seed)
    pack = full_pack()
    order: list[Card] = []
    for suit in chooser.sample(SUITS, 4):
        start = 0
        while start < RANKS:
            length = chooser.randint(1, 6)
            order.extend((suit, rank) for rank in range(start, min(RANKS, start + length)))
            start += length
    assert sorted(order) == sorted(pack)
    hands: list[set[Card]] = [set() for _ in range(4)]
    target = chooser.randrange(4)
    for position, card in enumerate(order):
        if position == 0 or card[1] == 0 or chooser.random() < 0.3:
            target = chooser.randrange(4)
        while len(hands[target]) == 13:
            target = (target + 1) % 4
        hands[target].add(card)
    full = [frozenset(hand) for hand in hands]
    dealt = [frozenset(chooser.sample(sorted(hand), 11)) for hand in full]
    return full, dealt
