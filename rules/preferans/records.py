"""The records of a Preferans deal, checked and typed (preferans.md §4, §13).

:mod:`rules.preferans.parsing` builds these from the session file's JSON, once; the
scoring modules read only these.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rules.deal_record import DealRecord, own_record
from rules.ledger import JSON

TRICKS_IN_DEAL: Final = 10
"""Tricks in every deal: 32 cards, 3 hands of 10 and a talon of 2."""
LEVELS: Final = (6, 7, 8, 9, 10)
"""The contract levels."""
TALON_TRICKS_MAX: Final = 3
"""The most tricks a table may count for the talon cards (§5.10)."""
DEALER_TALON_TRICKS_MAX: Final = 2
"""The most raspasy tricks the 4-player dealer can take with the talon (§7.1)."""


class DealKind(StrEnum):
    """What happened in a deal (the record's ``type``, §4)."""

    CONTRACT = "contract"
    """A declarer named 6–10 tricks and a strain."""
    MISERE = "misere"
    """A declarer undertook to take no trick."""
    RASPASY = "raspasy"
    """Everybody passed; each tries to take few tricks."""
    CONCEDE = "concede"
    """The declarer gave up three undertricks before play («без трёх»)."""
    CORRECTION = "correction"
    """A manual entry of pool, mountain and whists amounts."""


class Strain(StrEnum):
    """A contract's strain, low to high: ♠ ♣ ♦ ♥ NT (it orders bids only, §3)."""

    SPADES = "S"
    """♠, the lowest."""
    CLUBS = "C"
    """♣."""
    DIAMONDS = "D"
    """♦."""
    HEARTS = "H"
    """♥."""
    NO_TRUMPS = "NT"
    """No trumps (без козыря), the highest."""


class Role(StrEnum):
    """What a defender said (§4.1)."""

    WHIST = "whist"
    """Вист: he plays against the declarer."""
    PASS = "pass"
    """Пас."""
    HALF_WHIST = "half-whist"
    """Полвиста: the second defender, after the first passed, at a level in
    ``half_whist``; the contract is not played."""


@dataclass(frozen=True, slots=True)
class Contract:
    """A level and a strain, e.g. 7♥ (written ``"7H"``)."""

    level: int
    """Tricks contracted for, 6..10."""
    strain: Strain
    """The strain."""

    def __str__(self) -> str:
        return f"{self.level}{self.strain}"


@dataclass(frozen=True, slots=True)
class ContractDeal:
    """A contract deal: passed out, half-whisted or played (§4.1, §5)."""

    dealer: str
    """Who dealt (with 4 players he sits out)."""
    declarer: str
    """Who plays the contract (играющий)."""
    contract: Contract
    """What he named."""
    first_defender: str
    """The first active player clockwise after the declarer (he speaks first)."""
    second_defender: str
    """The other defender."""
    roles: Mapping[str, Role]
    """Each defender's word, keyed by defender."""
    tricks: Mapping[str, int] | None
    """The three active players' tricks when played (at least one whist); ``None`` when
    passed out or half-whisted."""
    open: bool | None = None
    """With one whister: whether he played in the light (``True``) or the dark; ``None``
    when not given."""
    talon_tricks: int | None = None
    """The tricks the table counts for the talon (0–3, ``talon_prize`` only)."""

    @property
    def whisters(self) -> tuple[str, ...]:
        """The defenders who said whist, first defender first."""
        return tuple(
            player
            for player in (self.first_defender, self.second_defender)
            if self.roles[player] is Role.WHIST
        )

    @property
    def half_whister(self) -> str | None:
        """The defender who said half-whist, if one did."""
        for player in (self.first_defender, self.second_defender):
            if self.roles[player] is Role.HALF_WHIST:
                return player
        return None

    @property
    def played(self) -> bool:
        """Whether the contract was played (somebody whisted)."""
        return bool(self.whisters)


@dataclass(frozen=True, slots=True)
class MisereDeal:
    """A misère (§6)."""

    dealer: str
    """Who dealt."""
    declarer: str
    """Who played the misère."""
    tricks: Mapping[str, int]
    """The declarer's tricks, and optionally the two defenders' (then the three sum to
    10)."""

    @property
    def declarer_tricks(self) -> int:
        """The tricks the declarer took (0: made)."""
        return self.tricks[self.declarer]


@dataclass(frozen=True, slots=True)
class RaspasyDeal:
    """Raspasy: everybody passed (§7)."""

    dealer: str
    """Who dealt."""
    tricks: Mapping[str, int]
    """Each active player's tricks (and the 4-player dealer's under
    ``raspasy_dealer_talon``); they sum to 10."""


@dataclass(frozen=True, slots=True)
class ConcedeDeal:
    """A concession, «без трёх» (§5.11)."""

    dealer: str
    """Who dealt."""
    declarer: str
    """Who gave up."""
    contract: Contract
    """The contract he gave up."""


@dataclass(frozen=True, slots=True)
class CorrectionDeal:
    """A correction, written verbatim (§4.5): no dealer."""

    pool: Mapping[str, int]
    """Pool amounts by player (any sign)."""
    gora: Mapping[str, int]
    """Mountain amounts by player (any sign)."""
    whists: Mapping[str, Mapping[str, int]]
    """Whists by writer, then target (any sign; never on oneself)."""
    note: str = ""
    """Why (free text)."""


Deal = ContractDeal | MisereDeal | RaspasyDeal | ConcedeDeal | CorrectionDeal
"""Any Preferans deal record."""


def kind_of(deal: Deal) -> DealKind:
    """The record's ``type``."""
    if isinstance(deal, ContractDeal):
        return DealKind.CONTRACT
    if isinstance(deal, MisereDeal):
        return DealKind.MISERE
    if isinstance(deal, RaspasyDeal):
        return DealKind.RASPASY
    if isinstance(deal, ConcedeDeal):
        return DealKind.CONCEDE
    return DealKind.CORRECTION


@dataclass(frozen=True, slots=True)
class PreferansRecord:
    """A Preferans deal record as the session holds it (a
    :class:`~rules.deal_record.DealRecord`): the checked deal, and the record as entered
    for the session file and the database."""

    entered: Mapping[str, JSON]
    """The record exactly as entered (read-only), written back by :meth:`to_json`."""
    deal: Deal
    """The checked deal the scoring reads."""

    @property
    def dealer(self) -> str | None:
        """Who dealt; ``None`` for a correction, which is not a deal of the cards."""
        return None if isinstance(self.deal, CorrectionDeal) else self.deal.dealer

    def to_json(self) -> dict[str, JSON]:
        """The record as entered."""
        return dict(self.entered)


def preferans_deal(record: DealRecord, number: int) -> Deal:
    """The checked deal of a Preferans ``record``; raises the refusal of a
    :class:`~rules.deal_record.RefusedDeal` (as deal ``number``), and ``TypeError`` for
    another game's record."""
    return own_record(record, number, PreferansRecord, "Preferans").deal
