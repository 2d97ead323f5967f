"""A knock played out from the cards: lay-offs, the opponent's count and the outcome.

When a player knocks, his opponent lays out his own hand and may add cards to the
knocker's sets and runs (laying off), which takes them out of his deadwood; a card laid
off on a run may let the next card of the suit follow it (chained lay-offs). Nothing is
laid off on a gin (gin-family.md, "Gin"; rulebook "gin/play").

The opponent lays out and lays off to leave himself the least deadwood; the knocker, among
his own least-deadwood arrangements, chooses the one that leaves the opponent the most,
i.e. lets him lay off least (issue 18). :mod:`rules.gin.played_knock` plays a whole knock
from both hands with these and scores it as the engine does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rules.cards import Card, Suit, deal_value
from rules.errors import RuleViolation
from rules.gin.melds import Arrangement, Meld, MeldKind, all_arrangements, sort_key
from rules.ledger import JSON


@dataclass(frozen=True, slots=True)
class LayOff:
    """One card the opponent added to one of the knocker's melds."""

    card: Card
    """The card laid off."""
    meld: int
    """Which of the knocker's melds took it (0-based, in his arrangement's order)."""

    def to_json(self) -> dict[str, JSON]:
        """``{"card": "9H", "meld": 0}``."""
        return {"card": str(self.card), "meld": self.meld}


@dataclass(frozen=True, slots=True)
class Response:
    """How the opponent lays out his hand and what he lays off."""

    arrangement: Arrangement
    """His own melds and the cards they leave over, before laying off."""
    lay_offs: tuple[LayOff, ...]
    """The leftover cards he adds to the knocker's melds, in the order laid."""

    @property
    def deadwood(self) -> int:
        """His deadwood once the lay-offs are made: the count the record holds."""
        return self.arrangement.deadwood - deal_value(lay.card for lay in self.lay_offs)


@dataclass(slots=True)
class _Growing:
    """One of the knocker's melds as lay-offs grow it."""

    meld: Meld
    """The meld as the knocker laid it."""
    low: int
    """A run's lowest number so far."""
    high: int
    """A run's highest number so far."""
    size: int
    """Its cards so far."""

    def take(self, card: Card) -> bool:
        """Add ``card`` if it fits: a run's next card at either end, a set's fourth."""
        first = self.meld.cards[0]
        if self.meld.kind is MeldKind.SET:
            if card.rank != first.rank or self.size >= len(Suit):
                return False
            self.size += 1
            return True
        if card.suit is not first.suit:
            return False
        if card.number == self.low - 1:
            self.low -= 1
        elif card.number == self.high + 1:
            self.high += 1
        else:
            return False
        self.size += 1
        return True


def lay_offs(melds: Sequence[Meld], cards: Iterable[Card]) -> tuple[LayOff, ...]:
    """Every card of ``cards`` that can be laid off on ``melds``, chains included.

    A card extends a run of its suit at either end, or makes a set of three a set of four.
    Laying off only ever adds places to lay off (a run's new end), so the cards that can be
    laid off are the fixed point reached by laying off whatever fits until nothing does; a
    card that fits a run and a set goes on the run, which may let another card follow it.
    """
    growing = [
        _Growing(meld, meld.cards[0].number, meld.cards[-1].number, len(meld.cards))
        for meld in melds
    ]
    # Runs are offered each card before sets (see above).
    order = sorted(range(len(melds)), key=lambda index: melds[index].kind is MeldKind.SET)
    left = sorted(set(cards), key=sort_key)
    laid: list[LayOff] = []
    progress = True
    while progress:
        progress = False
        for card in list(left):
            for index in order:
                if growing[index].take(card):
                    laid.append(LayOff(card, index))
                    left.remove(card)
                    progress = True
                    break
    return tuple(laid)


def best_response(melds: Sequence[Meld], opponent: Sequence[Card], *, gin: bool) -> Response:
    """The opponent's lay-out and lay-offs that leave him the least deadwood.

    Every arrangement of his hand is tried, not only his least-deadwood ones: a card kept
    out of his own meld may lay off and free another (any final lay-out is an arrangement
    of his hand whose leftover cards are laid off, so trying them all is exact).
    """
    best: Response | None = None
    for arrangement in all_arrangements(opponent):
        laid = () if gin else lay_offs(melds, arrangement.unmatched)
        response = Response(arrangement, laid)
        # Of equal counts, the one laying off fewest cards: he keeps his own melds.
        if best is None or (response.deadwood, len(laid)) < (best.deadwood, len(best.lay_offs)):
            best = response
    assert best is not None
    return best


def check_one_pack(
    knocker: Sequence[Card], opponent: Sequence[Card], names: tuple[str, str]
) -> None:
    """Refuse, at the opponent's hand, a card the knocker holds too: one pack holds each
    card once. A hand's own repeats are its reader's to refuse (:func:`rules.cards.read_hand`).
    """
    held = set(knocker)
    for card in opponent:
        if card in held:
            raise RuleViolation(
                "{card} is also in {other}'s hand; a pack holds it once",
                where=names[1],
                field="opponent",
                card=str(card),
                other=names[0],
            )
