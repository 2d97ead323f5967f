"""The session file's Preferans deals checked and made typed records, once (§13, §14.4–10).

Every refusal is a :class:`~rules.errors.RuleViolation` naming the deal and the field.
The scoring modules read only the records of :mod:`rules.preferans.records`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.errors import RuleViolation
from rules.fields import as_object, check_int, check_keys, check_player, get_player, type_word
from rules.ledger import JSON
from rules.preferans.options import LoneWhisterTricks, PreferansOptions, RaspasyMode
from rules.preferans.records import (
    DEALER_TALON_TRICKS_MAX,
    LEVELS,
    TALON_TRICKS_MAX,
    TRICKS_IN_DEAL,
    ConcedeDeal,
    Contract,
    ContractDeal,
    CorrectionDeal,
    Deal,
    DealKind,
    MisereDeal,
    PreferansRecord,
    RaspasyDeal,
    Role,
    Strain,
)

_KEYS: Final[Mapping[DealKind, tuple[str, ...]]] = {
    DealKind.CONTRACT: (
        "type",
        "dealer",
        "declarer",
        "contract",
        "defenders",
        "tricks",
        "open",
        "talon_tricks",
    ),
    DealKind.MISERE: ("type", "dealer", "declarer", "tricks"),
    DealKind.RASPASY: ("type", "dealer", "tricks"),
    DealKind.CONCEDE: ("type", "dealer", "declarer", "contract"),
    DealKind.CORRECTION: ("type", "note", "pool", "gora", "whists"),
}
"""The keys each type of deal may have (any other is refused, naming it)."""
_REQUIRED: Final[Mapping[DealKind, tuple[str, ...]]] = {
    DealKind.CONTRACT: ("dealer", "declarer", "contract", "defenders"),
    DealKind.MISERE: ("dealer", "declarer", "tricks"),
    DealKind.RASPASY: ("dealer", "tricks"),
    DealKind.CONCEDE: ("dealer", "declarer", "contract"),
    DealKind.CORRECTION: (),
}
_CONTRACT: Final = re.compile(r"([0-9]+)(S|C|D|H|NT)")


def active_players(players: Sequence[str], dealer: str) -> tuple[str, ...]:
    """Who plays the deal: everyone with 3 players; with 4, all but the dealer (§1.3)."""
    if len(players) == 3:
        return tuple(players)
    return tuple(player for player in players if player != dealer)


def defenders_of(active: Sequence[str], declarer: str) -> tuple[str, str]:
    """The first defender (the first active player clockwise after the declarer) and the
    second (§1.4)."""
    seat = active.index(declarer)
    return active[(seat + 1) % 3], active[(seat + 2) % 3]


def read_contract(value: JSON, *, deal: int, field: str = "contract") -> Contract:
    """A contract written level + strain, ``"6S"`` .. ``"10NT"``."""
    if not isinstance(value, str):
        raise RuleViolation(
            'contract must be text such as "7H", not {got}',
            deal=deal,
            field=field,
            got=type_word(value),
        )
    match = _CONTRACT.fullmatch(value)
    if match is None:
        raise RuleViolation(
            "contract '{value}' is not a level 6..10 and a strain S, C, D, H or NT",
            deal=deal,
            field=field,
            value=value,
        )
    level = int(match.group(1))
    if level not in LEVELS:
        raise RuleViolation(
            "contract level {level} is outside 6..10", deal=deal, field=field, level=level
        )
    return Contract(level, Strain(match.group(2)))


@dataclass(frozen=True, slots=True)
class PreferansReader:
    """Reads the deal records of one sitting (:class:`rules.deal_record.DealReader`)."""

    options: PreferansOptions
    """The sitting's checked options."""
    players: tuple[str, ...]
    """The seated players, in seat order."""

    def read(self, raw: Mapping[str, JSON], number: int) -> PreferansRecord:
        """Deal ``number`` (1-based) checked and typed into the record the session
        holds (preferans.md, "Bad input")."""
        return PreferansRecord(raw, read_deal(raw, number, self.options, self.players))


def read_deal(raw: JSON, number: int, options: PreferansOptions, players: Sequence[str]) -> Deal:
    """Deal ``number``'s record checked against the options and the table (§13, §14)."""
    record = as_object(raw, deal=number, field="deal")
    kind_value = record.get("type")
    if kind_value is None:
        raise RuleViolation("type is missing", deal=number, field="type")
    if not isinstance(kind_value, str) or kind_value not in DealKind.__members__.values():
        shown = kind_value if isinstance(kind_value, str) else type_word(kind_value)
        raise RuleViolation(
            "type '{value}' is not one of {choices}",
            deal=number,
            field="type",
            value=shown,
            choices=", ".join(str(kind) for kind in DealKind),
        )
    kind = DealKind(kind_value)
    check_keys(record, allowed=_KEYS[kind], required=_REQUIRED[kind], deal=number)
    if kind is DealKind.CORRECTION:
        return _correction(record, number, players)
    dealer = get_player(record, "dealer", players, deal=number)
    active = active_players(players, dealer)
    if kind is DealKind.RASPASY:
        return _raspasy(record, number, options, players, dealer, active)
    declarer = _declarer(record, number, players, dealer, active)
    if kind is DealKind.MISERE:
        tricks = _misere_tricks(record, number, players, declarer, active, dealer)
        return MisereDeal(dealer, declarer, tricks)
    contract = read_contract(record["contract"], deal=number)
    if kind is DealKind.CONCEDE:
        return ConcedeDeal(dealer, declarer, contract)
    return _contract(record, number, options, players, dealer, declarer, contract, active)


def _sitting_out(number: int, field: str, dealer: str) -> RuleViolation:
    return RuleViolation(
        "{dealer} deals and sits out with 4 players, so cannot be in {name}",
        deal=number,
        field=field,
        name=field,
        dealer=dealer,
    )


def _declarer(
    record: Mapping[str, JSON],
    number: int,
    players: Sequence[str],
    dealer: str,
    active: Sequence[str],
) -> str:
    declarer = get_player(record, "declarer", players, deal=number)
    if declarer not in active:
        raise _sitting_out(number, "declarer", dealer)
    return declarer


def _tricks_object(
    record: Mapping[str, JSON],
    number: int,
    players: Sequence[str],
    dealer: str,
    allowed: Sequence[str],
) -> dict[str, int]:
    """``tricks`` as players → 0..10, every name one of ``allowed``."""
    value = as_object(record["tricks"], deal=number, field="tricks")
    tricks: dict[str, int] = {}
    for player, count in value.items():
        check_player(player, players, deal=number, field="tricks", name="tricks")
        if player not in allowed:
            raise _sitting_out(number, "tricks", dealer)
        tricks[player] = check_int(
            count,
            deal=number,
            field="tricks",
            name=f"tricks of {player}",
            low=0,
            high=TRICKS_IN_DEAL,
        )
    return tricks


def _complete_tricks(
    tricks: Mapping[str, int], number: int, needed: Sequence[str]
) -> dict[str, int]:
    """``tricks`` naming every one of ``needed`` and summing to 10, in seat order."""
    missing = [player for player in needed if player not in tricks]
    if missing:
        raise RuleViolation(
            "tricks must name every active player: {missing} missing",
            deal=number,
            field="tricks",
            missing=", ".join(missing),
        )
    total = sum(tricks.values())
    if total != TRICKS_IN_DEAL:
        raise RuleViolation(
            "tricks sum to {total}, not {deal_tricks}",
            deal=number,
            field="tricks",
            total=total,
            deal_tricks=TRICKS_IN_DEAL,
        )
    return {player: tricks[player] for player in needed}


def _raspasy(
    record: Mapping[str, JSON],
    number: int,
    options: PreferansOptions,
    players: Sequence[str],
    dealer: str,
    active: Sequence[str],
) -> RaspasyDeal:
    dealer_takes = (
        options.raspasy_dealer_talon and len(players) == 4 and options.raspasy is RaspasyMode.GORA
    )
    takers = tuple(players) if dealer_takes else tuple(active)
    tricks = _tricks_object(record, number, players, dealer, takers)
    if dealer_takes:
        if dealer not in tricks:
            raise RuleViolation(
                "tricks must name the dealer {dealer}, who takes the talon's tricks "
                "(raspasy_dealer_talon)",
                deal=number,
                field="tricks",
                dealer=dealer,
            )
        if tricks[dealer] > DEALER_TALON_TRICKS_MAX:
            raise RuleViolation(
                "the dealer's tricks {count} are outside 0..{high} (the talon has 2 cards)",
                deal=number,
                field="tricks",
                count=tricks[dealer],
                high=DEALER_TALON_TRICKS_MAX,
            )
    return RaspasyDeal(dealer, _complete_tricks(tricks, number, takers))


def _misere_tricks(
    record: Mapping[str, JSON],
    number: int,
    players: Sequence[str],
    declarer: str,
    active: Sequence[str],
    dealer: str,
) -> dict[str, int]:
    tricks = _tricks_object(record, number, players, dealer, active)
    if declarer not in tricks:
        raise RuleViolation(
            "tricks must give the declarer {declarer}'s tricks",
            deal=number,
            field="tricks",
            declarer=declarer,
        )
    if len(tricks) == 1:
        return tricks
    return _complete_tricks(tricks, number, active)


def _contract(
    record: Mapping[str, JSON],
    number: int,
    options: PreferansOptions,
    players: Sequence[str],
    dealer: str,
    declarer: str,
    contract: Contract,
    active: Sequence[str],
) -> ContractDeal:
    first, second = defenders_of(active, declarer)
    roles = _roles(record, number, players, dealer, declarer, (first, second))
    _check_half_whist(roles, number, options, contract, first, second)
    whisters = [player for player in (first, second) if roles[player] is Role.WHIST]
    played = bool(whisters)
    tricks: dict[str, int] | None = None
    if played:
        if "tricks" not in record:
            raise RuleViolation(
                "tricks is missing: somebody whisted, so the contract was played",
                deal=number,
                field="tricks",
            )
        given = _tricks_object(record, number, players, dealer, active)
        tricks = _complete_tricks(given, number, active)
    elif "tricks" in record:
        raise RuleViolation(
            "tricks are not recorded for a contract nobody whisted (passed out or half-whisted)",
            deal=number,
            field="tricks",
        )
    light: bool | None = None
    if "open" in record:
        light = record["open"]
        if not isinstance(light, bool):
            raise RuleViolation(
                "open must be true or false, not {got}",
                deal=number,
                field="open",
                got=type_word(light),
            )
        if len(whisters) != 1:
            raise RuleViolation(
                "open (light or dark) is given only when exactly one defender whists",
                deal=number,
                field="open",
            )
    elif len(whisters) == 1 and options.lone_whister_tricks is LoneWhisterTricks.BY_LIGHT:
        raise RuleViolation(
            "open is missing: a lone whister's tricks depend on it (lone_whister_tricks by-light)",
            deal=number,
            field="open",
        )
    talon: int | None = None
    if "talon_tricks" in record:
        if not options.talon_prize:
            raise RuleViolation(
                "talon_tricks is given only when the talon prize is played (talon_prize)",
                deal=number,
                field="talon_tricks",
            )
        if not played:
            raise RuleViolation(
                "talon_tricks is given only for a played contract",
                deal=number,
                field="talon_tricks",
            )
        talon = check_int(
            record["talon_tricks"],
            deal=number,
            field="talon_tricks",
            name="talon tricks",
            low=0,
            high=TALON_TRICKS_MAX,
        )
    return ContractDeal(dealer, declarer, contract, first, second, roles, tricks, light, talon)


def _roles(
    record: Mapping[str, JSON],
    number: int,
    players: Sequence[str],
    dealer: str,
    declarer: str,
    defenders: tuple[str, str],
) -> dict[str, Role]:
    value = as_object(record["defenders"], deal=number, field="defenders")
    roles: dict[str, Role] = {}
    for player, role in value.items():
        check_player(player, players, deal=number, field="defenders", name="defenders")
        if player == declarer:
            raise RuleViolation(
                "defenders names the declarer {declarer}",
                deal=number,
                field="defenders",
                declarer=declarer,
            )
        if player not in defenders:
            raise _sitting_out(number, "defenders", dealer)
        if not isinstance(role, str) or role not in Role.__members__.values():
            shown = role if isinstance(role, str) else type_word(role)
            raise RuleViolation(
                "defenders gives {player} the role '{value}'; the roles are {choices}",
                deal=number,
                field="defenders",
                player=player,
                value=shown,
                choices=", ".join(str(r) for r in Role),
            )
        roles[player] = Role(role)
    missing = [player for player in defenders if player not in roles]
    if missing:
        raise RuleViolation(
            "defenders must name both defenders ({defenders}): {missing} missing",
            deal=number,
            field="defenders",
            defenders=", ".join(defenders),
            missing=", ".join(missing),
        )
    return {player: roles[player] for player in defenders}


def _check_half_whist(
    roles: Mapping[str, Role],
    number: int,
    options: PreferansOptions,
    contract: Contract,
    first: str,
    second: str,
) -> None:
    if roles[first] is Role.HALF_WHIST:
        raise RuleViolation(
            "defenders: half-whist is said by the second defender, after the first "
            "passed; {first} speaks first",
            deal=number,
            field="defenders",
            first=first,
        )
    if roles[second] is not Role.HALF_WHIST:
        return
    if roles[first] is not Role.PASS:
        raise RuleViolation(
            "defenders: half-whist is said only after the other defender passed",
            deal=number,
            field="defenders",
        )
    if contract.level not in options.half_whist:
        raise RuleViolation(
            "defenders: half-whist is not allowed at {level} (half_whist: {levels})",
            deal=number,
            field="defenders",
            level=contract.level,
            levels=", ".join(str(level) for level in sorted(options.half_whist)) or "none",
        )


def _correction(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> CorrectionDeal:
    def amounts(key: str) -> dict[str, int]:
        value = as_object(record.get(key, {}), deal=number, field=key)
        out: dict[str, int] = {}
        for player, amount in value.items():
            check_player(player, players, deal=number, field=key, name=key)
            out[player] = _signed(amount, number, key, f"{key} of {player}")
        return out

    whists_value = as_object(record.get("whists", {}), deal=number, field="whists")
    whists: dict[str, dict[str, int]] = {}
    for writer, row in whists_value.items():
        check_player(writer, players, deal=number, field="whists", name="whists")
        targets = as_object(row, deal=number, field=f"whists.{writer}")
        whists[writer] = {}
        for target, amount in targets.items():
            check_player(target, players, deal=number, field="whists", name="whists")
            if target == writer:
                raise RuleViolation(
                    "{writer} cannot write whists on {writer}",
                    deal=number,
                    field="whists",
                    writer=writer,
                )
            whists[writer][target] = _signed(
                amount, number, "whists", f"whists of {writer} on {target}"
            )
    note = record.get("note", "")
    if not isinstance(note, str):
        raise RuleViolation(
            "note must be text, not {got}", deal=number, field="note", got=type_word(note)
        )
    return CorrectionDeal(amounts("pool"), amounts("gora"), whists, note)


def _signed(value: JSON, number: int, field: str, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleViolation(
            "{name} must be a whole number, not {got}",
            deal=number,
            field=field,
            name=name,
            got=type_word(value),
        )
    return value
