"""Can one 52-card pack give a Three Bugs record? Finding four hands that realise it.

The soloist's honours, the crowns, the three- or four-aces claims and the amurchiks all
describe the same four hands of 13 cards (three seated hands and the dummy's in the
three-handed variant), so together they can ask for more than a pack holds: eight aces,
a defender's crown at NT when the soloist's honours are all four aces. A record that no
pack realises is refused (:mod:`rules.three_bugs.pack_check` words the refusal).

The reading, a **[ruling]** shown in the rulebook (``three-bugs/one-pack``): the record
names every premium the seated hands hold, read from the hands of 13 as played (the
defenders' exchange is not followed). A player without a recorded crown, aces claim or
amurchik has none: no run of A K Q in one suit, at most two aces, an ace, king, queen or
jack among his dealt cards. An amurchik is judged on the 11 cards dealt (the source's
"сданные карты"), so the two talon cards the soloist hands him may be pictures: an
amurchik hand holds at most two. A crown's length is its whole run from the ace. The
dummy scores nothing, so its hand is bound by no claim.

The search is exact: the only cards that the record constrains one by one are the aces,
kings, queens and jacks (and the ten of trumps, an honour at a suit) and a crown's run;
every other card matters only through the hands' sizes, which are checked as a
transport problem at the end (Hall's condition: a low card is barred from at most one
hand, the one whose crown it would lengthen). A dynamic programme over the four suits
follows, for each way the honour cards can fall, what the claims need: the aces in each
seated hand, the soloist's honours so far, the pictures in each hand that has to hold one
or may hold only two, and (only for a hand that could overflow) its honour cards. It walks
depth first and remembers the states that led nowhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Final

from rules.three_bugs.records import TRICKS_IN_DEAL, Suit

HANDS: Final = 4
"""Hands dealt: four players, or three and the dummy (hand 3)."""
RANKS: Final = 13
"""Cards in a suit; rank 0 is the ace, 1 the king, … 12 the two."""
PICTURE_RANKS: Final = 4
"""Ace, king, queen, jack: what an amurchik hand lacks."""
TEN: Final = 4
"""The ten's rank: an honour in the trump suit."""
MOST_ACES_UNCLAIMED: Final = 2
"""A seated hand with no aces claim holds at most two aces."""
TALON_SHARE: Final = 2
"""Cards each hand gets from the talon after the deal of 11: the most pictures an
amurchik hand can hold."""

Card = tuple[Suit, int]
"""A card: its suit and its rank (0 = ace … 12 = two)."""
Hands = tuple[frozenset[Card], ...]
"""Four hands of 13 cards, in seat order (the dummy's last)."""


@dataclass(frozen=True, slots=True)
class PackQuestion:
    """What a deal record says about the hands, by hand index (seat order)."""

    seated: int
    """Players at the table: 4, or 3 (hand 3 is then the dummy's)."""
    trump: Suit | None
    """The trump suit; ``None`` at NT and in an all-pass deal."""
    soloist: int | None
    """The soloist's hand; ``None`` in an all-pass deal."""
    honours: int | None
    """The soloist's honours; ``None`` in an all-pass deal."""
    crowns: tuple[tuple[int, Suit, int], ...] = ()
    """Every crown: (hand, suit, length)."""
    aces: tuple[tuple[int, int], ...] = ()
    """Every aces claim: (hand, 3 or 4)."""
    amurchik: frozenset[int] = frozenset()
    """Hands dealt (11 cards) no ace, king, queen or jack."""


def honour_ranks(suit: Suit, trump: Suit | None) -> int:
    """How many top ranks of ``suit`` the search places one by one (with the ten in
    the trump suit)."""
    return TEN + 1 if suit is trump else PICTURE_RANKS


def is_honour(suit: Suit, rank: int, question: PackQuestion) -> bool:
    """Whether a card counts among the soloist's honours: every ace; at a suit also
    K Q J 10 of trumps."""
    return rank == 0 or (suit is question.trump and rank <= TEN)


# One way the honour cards of a suit fall: the holder of each rank, ace first.
_Placing = tuple[int, ...]
# What the walk keeps: aces per hand, soloist's honours, pictures per hand (counted only
# as far as a claim cares), honour cards per hand (only for hands whose size can bind).
_State = tuple[tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]
# What one suit's placing adds: the ace's holder, honours, pictures, honour cards.
_Move = tuple[int, int, tuple[int, ...], tuple[int, ...]]


def realise(question: PackQuestion) -> Hands | None:
    """Four hands of 13 that give exactly this record, or ``None`` if no pack can."""
    return _realise(question)


@lru_cache(maxsize=4096)
def _realise(question: PackQuestion) -> Hands | None:
    crown_of = {suit: (hand, length) for hand, suit, length in question.crowns}
    forced_low = [0] * HANDS
    barred_low = [0] * HANDS
    for hand, suit, length in question.crowns:
        top = honour_ranks(suit, question.trump)
        forced_low[hand] += max(0, length - top)
        if top <= length < RANKS:
            barred_low[hand] += 1
    room = [TRICKS_IN_DEAL - forced for forced in forced_low]
    if min(room) < 0:
        return None
    free_low = (
        HANDS * TRICKS_IN_DEAL
        - sum(honour_ranks(suit, question.trump) for suit in Suit)
        - sum(forced_low)
    )
    placings = {
        suit: _placings(honour_ranks(suit, question.trump), crown_of.get(suit), question.seated)
        for suit in Suit
    }
    most_held = [
        sum(max((placing.count(hand) for placing in placings[suit]), default=0) for suit in Suit)
        for hand in range(HANDS)
    ]
    # A hand's size can bind only when it could take more honour cards than it has room
    # for, or when the low cards barred from it could find too little room elsewhere
    # (Hall's condition for that hand needs only its own room): only such hands are
    # counted, which keeps the programme small.
    counted = tuple(
        most_held[hand] > room[hand] or barred_low[hand] > free_low - room[hand]
        for hand in range(HANDS)
    )
    search = _Search(question, crown_of, counted, room, barred_low, free_low)
    found = search.run()
    if found is None:
        return None
    return _deal(question, found, crown_of, room)


@lru_cache(maxsize=256)
def _placings(ranks: int, crown: tuple[int, int] | None, seated: int) -> tuple[_Placing, ...]:
    """Every way a suit's ``ranks`` honour cards can fall, given its crown (or its lack
    of one): a suit's identity does not matter, so the answer is shared between suits."""
    choices: list[list[int]] = []
    for rank in range(ranks):
        allowed = list(range(HANDS))
        if crown is not None:
            holder, length = crown
            if rank < length:
                allowed = [holder]
            elif rank == length:
                allowed = [hand for hand in allowed if hand != holder]
        choices.append(allowed)
    found: list[_Placing] = []
    for placing in product(*choices):
        ace, king, queen = placing[0], placing[1], placing[2]
        if crown is None and ace == king == queen and ace < seated:
            continue  # an unrecorded crown
        found.append(placing)
    return tuple(found)


@lru_cache(maxsize=1024)
def _suit_moves(
    ranks: int,
    trumps: bool,
    crown: tuple[int, int] | None,
    seated: int,
    soloist: int | None,
    picture_cap: tuple[int, ...],
    counted: tuple[bool, ...],
) -> tuple[tuple[_Move, _Placing], ...]:
    """The distinct things a suit's placings add (with one placing for each): the ace's
    holder, the soloist's honours (the ace; at a suit in trumps K Q J 10 as well), each
    hand's pictures as far as counted, each counted hand's honour cards."""
    unique: dict[_Move, _Placing] = {}
    for placing in _placings(ranks, crown, seated):
        gained = 0
        if soloist is not None:
            honours = placing if trumps else placing[:1]
            gained = honours.count(soloist)
        pictures = placing[:PICTURE_RANKS]
        holders = tuple(min(cap, pictures.count(hand)) for hand, cap in enumerate(picture_cap))
        held = tuple(placing.count(hand) if counted[hand] else 0 for hand in range(HANDS))
        unique.setdefault((placing[0], gained, holders, held), placing)
    return tuple(unique.items())


class _Search:
    """A depth-first walk over the suits, remembering the states that led nowhere."""

    def __init__(
        self,
        question: PackQuestion,
        crown_of: dict[Suit, tuple[int, int]],
        counted: tuple[bool, ...],
        room: list[int],
        barred_low: list[int],
        free_low: int,
    ) -> None:
        self.question = question
        self.claimed = dict(question.aces)
        self.ace_limit = [
            self.claimed.get(hand, MOST_ACES_UNCLAIMED) if hand < question.seated else RANKS
            for hand in range(HANDS)
        ]
        # Pictures are counted as far as a claim cares: one for a seated hand without an
        # amurchik (it must hold one), three for an amurchik hand (it may hold two).
        self.picture_cap = tuple(
            (TALON_SHARE + 1 if hand in question.amurchik else 1) if hand < question.seated else 0
            for hand in range(HANDS)
        )
        self.counted = counted
        self.room = room
        self.barred_low = barred_low
        self.free_low = free_low
        self.moves = [
            _suit_moves(
                honour_ranks(suit, question.trump),
                suit is question.trump,
                crown_of.get(suit),
                question.seated,
                question.soloist,
                self.picture_cap,
                counted,
            )
            for suit in Suit
        ]
        # The most honours the suits from each one on can still give the soloist.
        self.honours_left = [0] * (len(self.moves) + 1)
        for index in range(len(self.moves) - 1, -1, -1):
            most = max((move[1] for move, _ in self.moves[index]), default=0)
            self.honours_left[index] = self.honours_left[index + 1] + most
        self.dead: set[tuple[int, _State]] = set()

    def run(self) -> list[_Placing] | None:
        """The placing of each suit's honour cards that meets every claim, or ``None``."""
        start: _State = ((0,) * HANDS, 0, (0,) * HANDS, (0,) * HANDS)
        return self._walk(0, start)

    def _walk(self, index: int, state: _State) -> list[_Placing] | None:
        if index == len(self.moves):
            return [] if self._meets_claims(state) else None
        if (index, state) in self.dead:
            return None
        aces, honours, pictures, sizes = state
        wanted = self.question.honours
        suits_left = len(self.moves) - index
        for (ace, gained, holders, held), placing in self.moves[index]:
            if aces[ace] >= self.ace_limit[ace]:
                continue
            total = honours + gained
            if wanted is not None and not total <= wanted <= total + self.honours_left[index + 1]:
                continue
            grown = tuple(size + more for size, more in zip(sizes, held, strict=True))
            if any(size > space for size, space in zip(grown, self.room, strict=True)):
                continue
            seen = tuple(
                min(cap, mine + more)
                for cap, mine, more in zip(self.picture_cap, pictures, holders, strict=True)
            )
            if any(seen[hand] > TALON_SHARE for hand in self.question.amurchik):
                continue
            counted_aces = (*aces[:ace], aces[ace] + 1, *aces[ace + 1 :])
            # A claimed count must still be reachable with one ace per suit left.
            if any(
                count - counted_aces[hand] > suits_left - 1 for hand, count in self.claimed.items()
            ):
                continue
            rest = self._walk(index + 1, (counted_aces, total, seen, grown))
            if rest is not None:
                return [placing, *rest]
        self.dead.add((index, state))
        return None

    def _meets_claims(self, state: _State) -> bool:
        aces, honours, pictures, sizes = state
        question = self.question
        if any(aces[hand] != count for hand, count in self.claimed.items()):
            return False
        if question.honours is not None and honours != question.honours:
            return False
        if any(
            pictures[hand] == 0 for hand in range(question.seated) if hand not in question.amurchik
        ):
            return False
        # Hall's condition: the low cards barred from a hand fit in the others' room.
        for hand in range(HANDS):
            if self.counted[hand]:
                left = self.room[hand] - sizes[hand]
                if self.barred_low[hand] > self.free_low - left:
                    return False
        return True


def _deal(
    question: PackQuestion,
    chosen: list[_Placing],
    crown_of: dict[Suit, tuple[int, int]],
    room: list[int],
) -> Hands | None:
    """The whole deal: the chosen honour cards, each crown's run, then the low cards,
    the ones barred from a crown's holder first, each to the hand with most room."""
    hands: list[set[Card]] = [set() for _ in range(HANDS)]
    left = list(room)
    free: list[tuple[Card, int | None]] = []
    for suit, placing in zip(Suit, chosen, strict=True):
        for rank, hand in enumerate(placing):
            hands[hand].add((suit, rank))
            left[hand] -= 1
        holder, length = crown_of.get(suit, (None, 0))
        for rank in range(len(placing), RANKS):
            if holder is not None and rank < length:
                hands[holder].add((suit, rank))  # its room was set aside already
            else:
                free.append(((suit, rank), holder if rank == length else None))
    free.sort(key=lambda item: item[1] is None)
    for card, barred in free:
        open_hands = [hand for hand in range(HANDS) if hand != barred and left[hand] > 0]
        if not open_hands:
            return None
        hand = max(open_hands, key=lambda index: left[index])
        hands[hand].add(card)
        left[hand] -= 1
    return tuple(frozenset(hand) for hand in hands)
