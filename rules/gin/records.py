"""A gin deal record as the session holds it: read and checked once, at the edge.

:func:`rules.gin.hands.read_hand` checks the record (its cards included) and works out
the hand; the record keeps that with how the deal ended as the players recorded it, and
the record as entered for the session file and the database.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.deal_record import DealRecord, own_record
from rules.gin.cards import Card, read_upcard
from rules.gin.hands import DealType, Hand, read_hand
from rules.gin.options import GinOptions
from rules.ledger import JSON


@dataclass(frozen=True, slots=True)
class GinRecord:
    """One gin hand as recorded (a :class:`~rules.deal_record.DealRecord`)."""

    entered: Mapping[str, JSON]
    """The record exactly as entered (read-only), written back by :meth:`to_json`."""
    kind: DealType
    """How the deal ended, as recorded: a knock, a gin or a dead hand."""
    player: str | None
    """Who knocked or went gin; ``None`` for a dead hand."""
    deadwood: int
    """His deadwood as recorded (0 for a gin, and for a dead hand)."""
    opponent_deadwood: int | None
    """The other player's deadwood after his lay-offs; ``None`` for a dead hand."""
    upcard: Card | None
    """The upcard, when the record gives one (Oklahoma always does)."""
    hand: Hand
    """The hand worked out: outcome, who scores, the points, the knock limit."""

    @property
    def dealer(self) -> None:
        """Gin records no dealer (session-format.md, "gin")."""
        return None

    def to_json(self) -> dict[str, JSON]:
        """The record as entered."""
        return dict(self.entered)


@dataclass(frozen=True, slots=True)
class GinReader:
    """Reads the deal records of one match (:class:`rules.deal_record.DealReader`)."""

    players: tuple[str, ...]
    """The two players, in seat order."""
    options: GinOptions
    """The match's checked options (the variant decides the knock limit)."""

    def read(self, raw: Mapping[str, JSON], number: int) -> GinRecord:
        """Deal ``number`` (1-based) checked and typed (gin-family.md, "Bad input")."""
        hand = read_hand(raw, deal=number, players=self.players, options=self.options)
        # read_hand checked every field: what follows only types them.
        kind = DealType(raw["type"])
        dead = kind is DealType.DEAD
        player = None if dead else str(raw["player"])
        deadwood = 0 if dead else int(raw.get("deadwood", 0))
        opponent = None if dead else int(raw["opponent_deadwood"])
        upcard = read_upcard(raw, deal=number, required=False)
        return GinRecord(raw, kind, player, deadwood, opponent, upcard, hand)


def gin_record(record: DealRecord, number: int) -> GinRecord:
    """``record`` as a gin record; raises the refusal of a
    :class:`~rules.deal_record.RefusedDeal` (as deal ``number``), and ``TypeError`` for
    another game's record."""
    return own_record(record, number, GinRecord, "gin")


def reader_for(players: Sequence[str], options: GinOptions) -> GinReader:
    """The reader of a match with ``players`` under ``options``."""
    return GinReader(tuple(players), options)
