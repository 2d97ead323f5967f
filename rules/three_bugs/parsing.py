"""Checking a deal record of the session file and building its typed record.

Every refusal is a :class:`~rules.errors.RuleViolation` naming the deal, the field and
what is allowed (three-bugs.md, "Bad input"); no other exception escapes, whatever junk
a field holds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.errors import RuleViolation
from rules.fields import (
    as_object,
    check_keys,
    check_player,
    get_choice,
    get_int,
    get_list,
    get_player,
    get_player_ints,
    type_word,
)
from rules.ledger import JSON
from rules.three_bugs.pack_check import check_one_pack
from rules.three_bugs.premium_parsing import parse_premiums
from rules.three_bugs.recorded_cards import check_recorded_cards
from rules.three_bugs.records import (
    TRICKS_IN_DEAL,
    AllPass,
    Contract,
    ContractDeal,
    Deal,
    DealKind,
    Fault,
    FaultKind,
    Misdeal,
    Strain,
    ThreeBugsRecord,
)

LOWEST_LEVEL: Final = 4
"""The lowest contract level [restored]."""
HIGHEST_LEVEL: Final = 13
"""The highest contract level."""

KINDS: Final[tuple[str, ...]] = tuple(kind.value for kind in DealKind)
MISDEAL_KEYS: Final = ("type", "dealer")
CONTRACT_KEYS: Final = (
    "type",
    "dealer",
    "soloist",
    "bid",
    "contract",
    "tricks",
    "honours",
    "crowns",
    "aces",
    "amurchik",
    "faults",
    "cards",
)
CONTRACT_REQUIRED: Final = ("type", "dealer", "soloist", "contract", "tricks", "honours")
ALL_PASS_KEYS: Final = (
    "type",
    "dealer",
    "tricks",
    "faults",
    "crowns",
    "aces",
    "amurchik",
    "cards",
)
ALL_PASS_REQUIRED: Final = ("type", "dealer", "tricks")
FAULT_KEYS: Final = ("player", "kind")
CONTRACT_FAULT_KINDS: Final[tuple[str, ...]] = tuple(kind.value for kind in FaultKind)
ALL_PASS_FAULT_KINDS: Final[tuple[str, ...]] = tuple(
    kind.value for kind in FaultKind if kind is not FaultKind.EXCHANGE
)

_CONTRACT_TEXT: Final = re.compile(r"([1-9][0-9]?)(S|C|D|H|NT)", re.ASCII)
_CONTRACTS: dict[str, Contract] = {}
"""Contracts already read, by their text (at most the 50 valid ones)."""


def parse_deal(record: JSON, number: int, players: Sequence[str]) -> Deal:
    """Check deal ``number`` (1-based) of a session with ``players`` and type it."""
    record = as_object(record, deal=number, field="deal")
    kind = get_choice(record, "type", KINDS, deal=number)
    if kind == DealKind.CONTRACT:
        return _contract_deal(record, number, players)
    if kind == DealKind.ALL_PASS:
        return _all_pass(record, number, players)
    check_keys(record, allowed=MISDEAL_KEYS, required=MISDEAL_KEYS, deal=number)
    return Misdeal(get_player(record, "dealer", players, deal=number))


@dataclass(frozen=True, slots=True)
class ThreeBugsReader:
    """Reads the deal records of one sitting (:class:`rules.deal_record.DealReader`)."""

    players: tuple[str, ...]
    """The seated players, in seat order."""

    def read(self, raw: Mapping[str, JSON], number: int) -> ThreeBugsRecord:
        """Deal ``number`` (1-based) checked and typed into the record the session
        holds (three-bugs.md, "Bad input")."""
        return ThreeBugsRecord(raw, parse_deal(raw, number, self.players))


def parse_contract(value: JSON, *, deal: int | None, field: str, name: str) -> Contract:
    """``value`` (e.g. ``"10NT"``) as a :class:`Contract` of level 4..13."""
    if isinstance(value, str):
        known = _CONTRACTS.get(value)
        if known is not None:
            return known
    else:
        raise RuleViolation(
            "{name} must be text such as 10NT (level 4..13 and strain S, C, D, H or NT), not {got}",
            deal=deal,
            field=field,
            name=name,
            got=type_word(value),
        )
    match = _CONTRACT_TEXT.fullmatch(value)
    if match is None:
        raise RuleViolation(
            "{name} '{value}' is not a contract: write a level 4..13 and a strain "
            "S, C, D, H or NT, e.g. 10NT",
            deal=deal,
            field=field,
            name=name,
            value=value,
        )
    level = int(match[1])
    if not LOWEST_LEVEL <= level <= HIGHEST_LEVEL:
        raise RuleViolation(
            "{name} {value}: level {level} is outside {low}..{high}",
            deal=deal,
            field=field,
            name=name,
            value=value,
            level=level,
            low=LOWEST_LEVEL,
            high=HIGHEST_LEVEL,
        )
    contract = Contract(level, Strain(match[2]))
    _CONTRACTS[value] = contract
    return contract


def _contract_deal(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> ContractDeal:
    check_keys(record, allowed=CONTRACT_KEYS, required=CONTRACT_REQUIRED, deal=number)
    dealer = get_player(record, "dealer", players, deal=number)
    soloist = get_player(record, "soloist", players, deal=number)
    contract = parse_contract(record["contract"], deal=number, field="contract", name="contract")
    bid = contract
    if "bid" in record:
        bid = parse_contract(record["bid"], deal=number, field="bid", name="winning bid")
        if contract.rank() < bid.rank():
            raise RuleViolation(
                "final contract {contract} is lower than the winning bid {bid}; "
                "it may be {bid} or any higher contract",
                deal=number,
                field="contract",
                contract=str(contract),
                bid=str(bid),
            )
    tricks = get_int(
        record, "tricks", deal=number, low=0, high=TRICKS_IN_DEAL, label="soloist tricks"
    )
    no_trumps = contract.strain is Strain.NO_TRUMPS
    honours = get_int(
        record,
        "honours",
        deal=number,
        low=0,
        high=4 if no_trumps else 8,
        label="honours at NT (aces)" if no_trumps else "honours at a suit",
    )
    premiums = parse_premiums(record, number, players)
    if "cards" not in record:
        # With the cards on the deal, they are checked field by field below: a deal that
        # agrees with its own cards comes from one pack.
        check_one_pack(number, players, premiums, contract, soloist, honours)
    faults = _faults(record, number, players, CONTRACT_FAULT_KINDS)
    soloist_faults = defender_faults = 0
    exchange_fault = False
    for fault in faults:
        if fault.player is None:
            exchange_fault = True
        elif fault.player == soloist:
            soloist_faults += 1
        else:
            defender_faults += 1
    contract_deal = ContractDeal(
        dealer,
        soloist,
        bid,
        contract,
        tricks,
        honours,
        premiums,
        faults,
        soloist_faults,
        defender_faults,
        exchange_fault,
    )
    if "cards" in record:
        check_recorded_cards(record, number, players, contract_deal)
    return contract_deal


def _all_pass(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> AllPass:
    check_keys(record, allowed=ALL_PASS_KEYS, required=ALL_PASS_REQUIRED, deal=number)
    dealer = get_player(record, "dealer", players, deal=number)
    tricks = _all_pass_tricks(record, number, players)
    premiums = parse_premiums(record, number, players)
    if "cards" not in record:
        check_one_pack(number, players, premiums)
    faults = _faults(record, number, players, ALL_PASS_FAULT_KINDS)
    offenders: tuple[str, ...] = ()
    if faults:
        at_fault = {fault.player for fault in faults}
        offenders = tuple(player for player in players if player in at_fault)
    all_pass = AllPass(dealer, tricks, faults, offenders, premiums)
    if "cards" in record:
        check_recorded_cards(record, number, players, all_pass)
    return all_pass


def _all_pass_tricks(
    record: Mapping[str, JSON], number: int, players: Sequence[str]
) -> tuple[int, ...]:
    """Every player's all-pass tricks, in seat order, summing to 13."""
    value = record.get("tricks")
    tricks: list[int] = []
    # The common case, checked cheaply; anything else takes the path that words the
    # refusal (the desktop rescores whole sittings after every edit).
    if type(value) is dict and len(value) == len(players):
        for player in players:
            count = value.get(player)
            if type(count) is not int or not 0 <= count <= TRICKS_IN_DEAL:
                break
            tricks.append(count)
    if len(tricks) != len(players):
        given = get_player_ints(
            record, "tricks", players, deal=number, low=0, high=TRICKS_IN_DEAL, label="tricks"
        )
        for player in players:
            if player not in given:
                raise RuleViolation(
                    "all-pass tricks give none for {player}; every player's tricks are needed",
                    deal=number,
                    field="tricks",
                    player=player,
                )
        tricks = [given[player] for player in players]
    total = sum(tricks)
    if total != TRICKS_IN_DEAL:
        raise RuleViolation(
            "all-pass tricks sum to {total}; they must sum to {needed}",
            deal=number,
            field="tricks",
            total=total,
            needed=TRICKS_IN_DEAL,
        )
    return tuple(tricks)


def _faults(
    record: Mapping[str, JSON], number: int, players: Sequence[str], kinds: tuple[str, ...]
) -> tuple[Fault, ...]:
    if "faults" not in record:
        return ()
    items = get_list(record, "faults", deal=number, what="{player, kind} objects")
    faults: list[Fault] = []
    exchange_seen = False
    for raw in items:
        item = as_object(raw, deal=number, field="faults")
        check_keys(item, allowed=FAULT_KEYS, required=("kind",), deal=number, prefix="faults")
        kind = FaultKind(get_choice(item, "kind", kinds, deal=number, prefix="faults"))
        if kind is FaultKind.EXCHANGE:
            if "player" in item:
                raise RuleViolation(
                    "the exchange fault names no player (it is the defenders' side's); "
                    "leave out its player",
                    deal=number,
                    field="faults.player",
                )
            if exchange_seen:
                raise RuleViolation(
                    "the exchange fault is written once per deal (its fine is once per deal)",
                    deal=number,
                    field="faults",
                )
            exchange_seen = True
            faults.append(Fault(kind, None))
            continue
        if "player" not in item:
            raise RuleViolation(
                "a {kind} fault needs the player who made it (a player at the table)",
                deal=number,
                field="faults.player",
                kind=kind.value,
            )
        player = check_player(
            item["player"], players, deal=number, field="faults.player", name="fault by"
        )
        faults.append(Fault(kind, player))
    return tuple(faults)
