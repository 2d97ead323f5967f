"""One Stukolka deal as the players entered it: read and checked, nothing scored yet.

A deal record (session-format.md, "stukolka")::

    {"dealer": "Anna", "knocked": ["Anna", "Boris"], "tricks": {"Anna": 2, "Boris": 1},
     "faults": ["Boris"]}

Every item of stukolka.md's "Bad input" that concerns a deal is refused here, naming the
deal (1-based) and the field, and saying what is allowed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.deal_record import DealRecord, own_record
from rules.errors import RuleViolation
from rules.fields import check_keys, get_player, get_player_ints, get_player_list
from rules.ledger import JSON
from rules.stukolka.options import StukolkaOptions, Variant

TRICKS_A_DEAL: Final = 3
"""Every Stukolka deal is three tricks (rule 16: "состоит из трех взяток")."""
DEAL_KEYS: Final = ("dealer", "knocked", "tricks", "faults")
"""Every key a Stukolka deal record may hold."""
_ORDINARY_REQUIRED: Final = ("dealer", "knocked")
_OBLIGATORY_REQUIRED: Final = ("dealer",)


@dataclass(frozen=True, slots=True)
class StukolkaDeal:
    """A checked deal. Player collections are in seat order, whatever order was entered."""

    dealer: str
    """Who dealt, and so paid the ante (rule 18)."""
    knockers: tuple[str, ...]
    """Who played the three tricks: the knockers, or everyone when obligatory."""
    tricks: Mapping[str, int]
    """Each knocker's tricks (0 included); they sum to 3, or the map is empty when
    nobody knocked."""
    faults: tuple[str, ...]
    """Players who broke the lead or trumping rules (rules 8, 12); each of them played."""


@dataclass(frozen=True, slots=True)
class StukolkaRecord:
    """A Stukolka deal record as the session holds it (a
    :class:`~rules.deal_record.DealRecord`): the checked deal, and the record as entered
    for the session file and the database."""

    entered: Mapping[str, JSON]
    """The record exactly as entered (read-only), written back by :meth:`to_json`."""
    deal: StukolkaDeal
    """The checked deal, players in seat order."""

    @property
    def dealer(self) -> str:
        """Who dealt."""
        return self.deal.dealer

    def to_json(self) -> dict[str, JSON]:
        """The record as entered."""
        return dict(self.entered)


@dataclass(frozen=True, slots=True)
class StukolkaReader:
    """Reads the deal records of one sitting (:class:`rules.deal_record.DealReader`)."""

    options: StukolkaOptions
    """The sitting's checked options (the variant decides who must knock)."""
    players: tuple[str, ...]
    """The seated players, in seat order."""

    def read(self, raw: Mapping[str, JSON], number: int) -> StukolkaRecord:
        """Deal ``number`` (1-based) checked and typed (stukolka.md, "Bad input")."""
        return StukolkaRecord(raw, read_deal(raw, number, self.options, self.players))


def stukolka_deal(record: DealRecord, number: int) -> StukolkaDeal:
    """The checked deal of a Stukolka ``record``; raises the refusal of a
    :class:`~rules.deal_record.RefusedDeal` (as deal ``number``), and ``TypeError`` for
    another game's record."""
    return own_record(record, number, StukolkaRecord, "Stukolka").deal


def read_deal(
    record: Mapping[str, JSON],
    number: int,
    options: StukolkaOptions,
    players: Sequence[str],
) -> StukolkaDeal:
    """Check deal ``number`` (1-based) of a session and return it in seat order.

    Raises :class:`RuleViolation` naming deal ``number`` and the field at fault.
    """
    obligatory = options.variant is Variant.OBLIGATORY
    check_keys(
        record,
        allowed=DEAL_KEYS,
        required=_OBLIGATORY_REQUIRED if obligatory else _ORDINARY_REQUIRED,
        deal=number,
    )
    dealer = get_player(record, "dealer", players, deal=number)
    knockers = _knockers(record, number, players, obligatory=obligatory)
    tricks = _tricks(record, number, players, knockers)
    faults = _faults(record, number, players, knockers)
    return StukolkaDeal(dealer, knockers, tricks, faults)


def _knockers(
    record: Mapping[str, JSON], number: int, players: Sequence[str], *, obligatory: bool
) -> tuple[str, ...]:
    if "knocked" not in record:
        # Only the obligatory variant may leave it out (check_keys demanded it otherwise).
        return tuple(players)
    knocked = get_player_list(record, "knocked", players, deal=number)
    if obligatory and len(knocked) != len(players):
        missing = [player for player in players if player not in knocked]
        raise RuleViolation(
            "knocked must list every player in the obligatory variant, where everyone "
            "plays (or be left out); missing: {missing}",
            deal=number,
            field="knocked",
            missing=", ".join(missing),
        )
    if len(knocked) <= 1:
        return knocked
    return tuple(player for player in players if player in knocked)


def _tricks(
    record: Mapping[str, JSON], number: int, players: Sequence[str], knockers: tuple[str, ...]
) -> dict[str, int]:
    if "tricks" not in record:
        if not knockers:
            return {}
        if len(knockers) == 1:
            # A lone knocker takes all three tricks (stukolka.md, "One deal" 3).
            return {knockers[0]: TRICKS_A_DEAL}
        raise RuleViolation(
            "tricks are missing: the knockers' tricks must add up to {tricks}",
            deal=number,
            field="tricks",
            tricks=TRICKS_A_DEAL,
        )
    entered = get_player_ints(record, "tricks", players, deal=number, low=0, high=TRICKS_A_DEAL)
    for player in entered:
        if player in knockers:
            continue
        if not knockers:
            raise RuleViolation(
                "tricks name {player}, but nobody knocked, so no tricks were played; "
                "leave tricks out or empty",
                deal=number,
                field="tricks",
                player=player,
            )
        raise RuleViolation(
            "tricks name {player}, who did not knock; only knockers take tricks ({knockers})",
            deal=number,
            field="tricks",
            player=player,
            knockers=", ".join(knockers),
        )
    if not knockers:
        return {}
    total = sum(entered.values())
    if total != TRICKS_A_DEAL:
        raise RuleViolation(
            "tricks add up to {total}; the knockers take exactly {tricks} tricks a deal",
            deal=number,
            field="tricks",
            total=total,
            tricks=TRICKS_A_DEAL,
        )
    return {player: entered.get(player, 0) for player in knockers}


def _faults(
    record: Mapping[str, JSON], number: int, players: Sequence[str], knockers: tuple[str, ...]
) -> tuple[str, ...]:
    if "faults" not in record:
        return ()
    faults = get_player_list(record, "faults", players, deal=number, default=())
    for player in faults:
        if player in knockers:
            continue
        if not knockers:
            raise RuleViolation(
                "faults name {player}, but nobody played this deal; leave faults out or empty",
                deal=number,
                field="faults",
                player=player,
            )
        raise RuleViolation(
            "faults name {player}, who did not play this deal; only players who played "
            "can break the lead or trumping rules ({knockers})",
            deal=number,
            field="faults",
            player=player,
            knockers=", ".join(knockers),
        )
    if len(faults) <= 1:
        return faults
    return tuple(player for player in players if player in faults)
