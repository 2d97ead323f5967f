"""The records of a Three Bugs deal, checked and typed.

:mod:`rules.three_bugs.parsing` builds these from the session file's JSON; the scoring
modules read only these.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Final

from rules import cards
from rules.deal_record import DealRecord, own_record
from rules.ledger import JSON

TRICKS_IN_DEAL: Final = 13
"""Tricks in every deal (52 cards, 4 hands of 13 in play)."""


class DealKind(StrEnum):
    """What happened in a deal (the record's ``type``)."""

    MISDEAL = "misdeal"
    """The dealer misdealt; the same dealer deals again."""
    CONTRACT = "contract"
    """A soloist played a contract against the others."""
    ALL_PASS = "all-pass"
    """Nobody bid; everyone played to take as few tricks as possible."""


class Strain(StrEnum):
    """A contract's strain, low to high: ♠ ♣ ♦ ♥ NT."""

    SPADES = "S"
    """♠, the lowest."""
    CLUBS = "C"
    """♣."""
    DIAMONDS = "D"
    """♦."""
    HEARTS = "H"
    """♥."""
    NO_TRUMPS = "NT"
    """No trumps (БК), the highest."""


STRAIN_RANK: Final[dict[Strain, int]] = {strain: rank for rank, strain in enumerate(Strain)}
"""Each strain's place in the auction, 0 for ♠ up to 4 for NT."""


Suit = cards.Suit
"""A suit, as a crown names it: the one suit of :mod:`rules.cards`."""


class FaultKind(StrEnum):
    """A broken rule of play, as a deal's ``faults`` names it."""

    REVOKE = "revoke"
    """Did not follow suit when able."""
    NO_TRUMP = "no-trump"
    """Did not trump when bound to."""
    MISSED_TURN = "missed-turn"
    """Missed a turn."""
    EXCHANGE = "exchange"
    """The defenders exchanged more cards than allowed (names no player)."""


@dataclass(frozen=True, slots=True)
class Contract:
    """A number of tricks and a strain, e.g. 10NT."""

    level: int
    """Tricks contracted for, 4..13."""
    strain: Strain
    """The strain."""

    def rank(self) -> tuple[int, int]:
        """The contract's place in the auction: higher level, or equal level and higher
        strain, is higher."""
        return (self.level, STRAIN_RANK[self.strain])

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}"


@dataclass(frozen=True, slots=True)
class Crown:
    """A run of cards of one suit from the ace down, in one hand."""

    player: str
    """Who held it."""
    suit: Suit
    """Its suit."""
    length: int
    """Cards in the run, 3..13."""


@dataclass(frozen=True, slots=True)
class AceClaim:
    """Three or four aces in one hand."""

    player: str
    """Who held them."""
    count: int
    """3 or 4."""


@dataclass(frozen=True, slots=True)
class HandPremiums:
    """What the cards in the players' hands earn, whoever played the deal."""

    crowns: tuple[Crown, ...] = ()
    """Every crown, in the order recorded."""
    aces: tuple[AceClaim, ...] = ()
    """At most one claim of three or four aces."""
    amurchik: tuple[str, ...] = ()
    """Players dealt no ace, king, queen or jack."""


NO_PREMIUMS: Final = HandPremiums()
"""A deal where no hand earned anything."""


@dataclass(frozen=True, slots=True)
class Fault:
    """One broken rule of play."""

    kind: FaultKind
    """What was broken."""
    player: str | None
    """Who broke it; ``None`` for the exchange fault (the defenders' side)."""


@dataclass(frozen=True, slots=True)
class Misdeal:
    """A misdeal."""

    kind: ClassVar[DealKind] = DealKind.MISDEAL
    dealer: str
    """The player who misdealt."""


@dataclass(frozen=True, slots=True)
class ContractDeal:
    """A contract played by a soloist against the others."""

    kind: ClassVar[DealKind] = DealKind.CONTRACT
    dealer: str
    """Who dealt."""
    soloist: str
    """The highest bidder, who played alone."""
    bid: Contract
    """The winning bid (the final contract when the record gives none)."""
    contract: Contract
    """The final contract, not lower than the bid."""
    tricks: int
    """Tricks the soloist took in play, 0..13, before any fault is applied."""
    honours: int
    """Honours the soloist held: 0..8 at a suit, aces 0..4 at NT."""
    premiums: HandPremiums
    """Crowns, aces, amurchik."""
    faults: tuple[Fault, ...]
    """Every fault recorded, in the record's order."""
    soloist_faults: int
    """Faults by the soloist: each moves 3 of his tricks to the defenders."""
    defender_faults: int
    """Faults by the defenders: the contract counts as made, each a fine."""
    exchange_fault: bool
    """The defenders exchanged too many cards."""


@dataclass(frozen=True, slots=True)
class AllPass:
    """An all-pass deal."""

    kind: ClassVar[DealKind] = DealKind.ALL_PASS
    dealer: str
    """Who dealt."""
    tricks: tuple[int, ...]
    """Each seated player's tricks, in seat order; they sum to 13."""
    faults: tuple[Fault, ...]
    """Every fault recorded, in the record's order."""
    offenders: tuple[str, ...]
    """Players who broke a rule during the play (each once), in seat order."""
    premiums: HandPremiums
    """Crowns, aces, amurchik."""


Deal = Misdeal | ContractDeal | AllPass
"""Any checked deal record."""


@dataclass(frozen=True, slots=True)
class ThreeBugsRecord:
    """A Three Bugs deal record as the session holds it (a
    :class:`~rules.deal_record.DealRecord`): the checked deal, and the record as entered
    for the session file and the database."""

    entered: Mapping[str, JSON]
    """The record exactly as entered (read-only), written back by :meth:`to_json`."""
    deal: Deal
    """The checked deal the scoring reads."""

    @property
    def kind(self) -> DealKind:
        """What happened: a misdeal, a contract or an all-pass."""
        return self.deal.kind

    @property
    def dealer(self) -> str:
        """Who dealt."""
        return self.deal.dealer

    def to_json(self) -> dict[str, JSON]:
        """The record as entered."""
        return dict(self.entered)


def three_bugs_deal(record: DealRecord, number: int) -> Deal:
    """The checked deal of a Three Bugs ``record``; raises the refusal of a
    :class:`~rules.deal_record.RefusedDeal` (as deal ``number``), and ``TypeError`` for
    another game's record."""
    return own_record(record, number, ThreeBugsRecord, "Three Bugs").deal
