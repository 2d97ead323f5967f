"""Checking a deal record of the session file and building its typed record.

Every refusal is a :class:`~rules.errors.RuleViolation` naming the deal, the field and
what is allowed (three-bugs.md, "Bad input"); no other exception escapes, whatever junk
a field holds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from rules.errors import RuleViolation
from rules.fields import (
    as_object,
    check_keys,
    check_player,
    get_choice,
    get_int,
    get_player,
    get_player_ints,
    get_player_list,
    type_word,
)
from rules.ledger import JSON
from rules.three_bugs.records import (
    NO_PREMIUMS,
    AceClaim,
    AllPass,
    Contract,
    ContractDeal,
    Crown,
    Deal,
    DealKind,
    Fault,
    FaultKind,
    HandPremiums,
    Misdeal,
    Strain,
    Suit,
)

TRICKS_IN_DEAL: Final = 13
"""Tricks in every deal (52 cards, 4 hands of 13 in play)."""
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
)
CONTRACT_REQUIRED: Final = ("type", "dealer", "soloist", "contract", "tricks", "honours")
ALL_PASS_KEYS: Final = ("type", "dealer", "tricks", "faults", "crowns", "aces", "amurchik")
ALL_PASS_REQUIRED: Final = ("type", "dealer", "tricks")
CROWN_KEYS: Final = ("player", "suit", "length")
ACES_KEYS: Final = ("player", "count")
FAULT_KEYS: Final = ("player", "kind")
SUIT_NAMES: Final[tuple[str, ...]] = tuple(suit.value for suit in Suit)
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
    premiums = _premiums(record, number, players)
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
    return ContractDeal(
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


def _all_pass(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> AllPass:
    check_keys(record, allowed=ALL_PASS_KEYS, required=ALL_PASS_REQUIRED, deal=number)
    dealer = get_player(record, "dealer", players, deal=number)
    tricks = _all_pass_tricks(record, number, players)
    premiums = _premiums(record, number, players)
    faults = _faults(record, number, players, ALL_PASS_FAULT_KINDS)
    offenders: tuple[str, ...] = ()
    if faults:
        at_fault = {fault.player for fault in faults}
        offenders = tuple(player for player in players if player in at_fault)
    return AllPass(dealer, tricks, faults, offenders, premiums)


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


def _list(record: Mapping[str, JSON], key: str, number: int, what: str) -> list[JSON]:
    value = record.get(key, [])
    if not isinstance(value, list):
        raise RuleViolation(
            "{name} must be a list of {what}, not {got}",
            deal=number,
            field=key,
            name=key,
            what=what,
            got=type_word(value),
        )
    return value


def _premiums(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> HandPremiums:
    if "crowns" not in record and "aces" not in record and "amurchik" not in record:
        return NO_PREMIUMS
    crowns = _crowns(record, number, players)
    aces = _aces(record, number, players)
    amurchik = get_player_list(record, "amurchik", players, deal=number, default=())
    if not (crowns or aces or amurchik):
        return NO_PREMIUMS
    _check_aces_against_crowns(crowns, aces, number)
    holders = {crown.player for crown in crowns} | {claim.player for claim in aces}
    for player in amurchik:
        if player in holders:
            raise RuleViolation(
                "{player} cannot have an amurchik and also a crown or three or four aces: "
                "an amurchik hand holds no ace",
                deal=number,
                field="amurchik",
                player=player,
            )
    return HandPremiums(crowns, aces, amurchik)


def _crowns(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> tuple[Crown, ...]:
    items = _list(record, "crowns", number, "{player, suit, length} objects")
    crowns: list[Crown] = []
    holder_of: dict[Suit, str] = {}
    cards_of: dict[str, int] = {}
    for raw in items:
        item = as_object(raw, deal=number, field="crowns")
        check_keys(item, allowed=CROWN_KEYS, required=CROWN_KEYS, deal=number, prefix="crowns")
        player = check_player(
            item["player"], players, deal=number, field="crowns.player", name="crown holder"
        )
        suit = Suit(get_choice(item, "suit", SUIT_NAMES, deal=number, prefix="crowns"))
        length = get_int(
            item,
            "length",
            deal=number,
            low=3,
            high=TRICKS_IN_DEAL,
            label="crown length",
            prefix="crowns",
        )
        holder = holder_of.get(suit)
        if holder == player:
            raise RuleViolation(
                "{player} has two crowns in {suit}; a suit makes one crown",
                deal=number,
                field="crowns",
                player=player,
                suit=suit.value,
            )
        if holder is not None:
            raise RuleViolation(
                "the {suit} crown is claimed by both {first} and {second}; "
                "only the hand with the ace can hold it",
                deal=number,
                field="crowns",
                suit=suit.value,
                first=holder,
                second=player,
            )
        holder_of[suit] = player
        cards = cards_of.get(player, 0) + length
        if cards > TRICKS_IN_DEAL:
            raise RuleViolation(
                "the crowns of {player} hold {cards} cards; one hand holds {most}",
                deal=number,
                field="crowns",
                player=player,
                cards=cards,
                most=TRICKS_IN_DEAL,
            )
        cards_of[player] = cards
        crowns.append(Crown(player, suit, length))
    return tuple(crowns)


def _aces(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> tuple[AceClaim, ...]:
    items = _list(record, "aces", number, "{player, count} objects")
    claims: list[AceClaim] = []
    for raw in items:
        item = as_object(raw, deal=number, field="aces")
        check_keys(item, allowed=ACES_KEYS, required=ACES_KEYS, deal=number, prefix="aces")
        player = check_player(
            item["player"], players, deal=number, field="aces.player", name="aces holder"
        )
        count = get_int(
            item, "count", deal=number, low=3, high=4, label="aces count", prefix="aces"
        )
        for earlier in claims:
            if earlier.player == player:
                raise RuleViolation(
                    "aces names '{player}' twice; give his aces once (3 or 4)",
                    deal=number,
                    field="aces",
                    player=player,
                )
            raise RuleViolation(
                "{first} and {second} both claim three or more aces; "
                "only one hand can hold three or four of the four aces",
                deal=number,
                field="aces",
                first=earlier.player,
                second=player,
            )
        claims.append(AceClaim(player, count))
    return tuple(claims)


def _check_aces_against_crowns(
    crowns: tuple[Crown, ...], aces: tuple[AceClaim, ...], number: int
) -> None:
    """Every crown starts with its suit's ace, so crowns and aces claims must agree."""
    if not crowns:
        return
    crown_suits: dict[str, int] = {}
    for crown in crowns:
        crown_suits[crown.player] = crown_suits.get(crown.player, 0) + 1
    claimed = {claim.player: claim.count for claim in aces}
    for player, suits in crown_suits.items():
        if suits >= 3 and claimed.get(player, 0) < suits:
            raise RuleViolation(
                "{player} has crowns in {suits} suits, so he holds {suits} aces: "
                "aces must give him {suits} or more",
                deal=number,
                field="aces",
                player=player,
                suits=suits,
            )
    needed = sum(max(count, crown_suits.get(player, 0)) for player, count in claimed.items())
    needed += sum(suits for player, suits in crown_suits.items() if player not in claimed)
    if needed > 4:
        raise RuleViolation(
            "the crowns and aces recorded need {needed} aces (each crown starts with an ace); "
            "the pack has 4",
            deal=number,
            field="aces",
            needed=needed,
        )


def _faults(
    record: Mapping[str, JSON], number: int, players: Sequence[str], kinds: tuple[str, ...]
) -> tuple[Fault, ...]:
    if "faults" not in record:
        return ()
    items = _list(record, "faults", number, "{player, kind} objects")
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
