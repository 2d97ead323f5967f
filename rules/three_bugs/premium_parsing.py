"""Checking a deal's crowns, aces and amurchik, and building its :class:`HandPremiums`.

The cards of one pack bound what the hands can claim together (three-bugs.md, "Bad
input"): a suit makes one crown, which starts with its ace; one hand at most holds three
or four aces; an amurchik hand holds no ace.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from rules.errors import RuleViolation
from rules.fields import (
    as_object,
    check_keys,
    check_player,
    get_choice,
    get_int,
    get_list,
    get_player_list,
)
from rules.ledger import JSON
from rules.three_bugs.records import (
    NO_PREMIUMS,
    TRICKS_IN_DEAL,
    AceClaim,
    Crown,
    HandPremiums,
    Suit,
)

CROWN_KEYS: Final = ("player", "suit", "length")
ACES_KEYS: Final = ("player", "count")
SUIT_NAMES: Final[tuple[str, ...]] = tuple(suit.value for suit in Suit)


def parse_premiums(record: Mapping[str, JSON], number: int, players: Sequence[str]) -> HandPremiums:
    """The hand premiums of deal ``number`` (1-based), checked against each other."""
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
    items = get_list(record, "crowns", deal=number, what="{player, suit, length} objects")
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
    items = get_list(record, "aces", deal=number, what="{player, count} objects")
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
                    "aces names '{player}' twice; give that player's aces once (3 or 4)",
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
                "{player} has crowns in {suits} suits, so holds {suits} aces: "
                "aces must give {player} {suits} or more",
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
