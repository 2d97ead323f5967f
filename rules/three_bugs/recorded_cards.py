"""A Three Bugs deal's recorded cards, checked against its fields (issue 18).

``"cards": {"hands": {"Anna": [13 cards], ...}, "talon": {"Anna": [2 cards], ...},
"dummy": [13 cards]}`` gives every seated player's hand (``dummy`` in the three-handed
variant, ``talon`` optional: the two cards a player got from it). The honours, crowns,
aces and amurchik they give (:mod:`rules.three_bugs.hands`) must be the ones the record
holds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from rules.cards import Card
from rules.errors import RuleViolation
from rules.fields import as_object, check_keys
from rules.ledger import JSON
from rules.recorded_cards import (
    CARDS_KEY,
    cards_object,
    check_holders,
    check_size,
    read_recorded_hand,
)
from rules.three_bugs.hands import FROM_TALON, HANDS_IN_DEAL, DealtHands, count_hands
from rules.three_bugs.records import TRICKS_IN_DEAL, AllPass, ContractDeal, HandPremiums

KEYS: Final = ("hands", "talon", "dummy")
"""The parts of a Three Bugs deal's cards."""
DUMMY: Final = "the dummy"
"""How the dummy's hand is named in a refusal (it has no player's name)."""


def check_recorded_cards(
    record: Mapping[str, JSON], number: int, players: Sequence[str], deal: ContractDeal | AllPass
) -> None:
    """Read deal ``number``'s ``cards`` if it has them and check the honours, crowns,
    aces and amurchik they give against the record's."""
    cards = cards_object(record, deal=number)
    if cards is None:
        return
    check_keys(cards, allowed=KEYS, required=("hands",), deal=number, prefix=CARDS_KEY)
    hands_raw = as_object(cards["hands"], deal=number, field=f"{CARDS_KEY}.hands")
    check_holders(hands_raw, players, deal=number, field=f"{CARDS_KEY}.hands")
    seen: dict[Card, list[str]] = {}
    hands: dict[str, tuple[Card, ...]] = {}
    holders = list(players)
    if len(players) < HANDS_IN_DEAL or "dummy" in cards:
        holders.append(DUMMY)
    for holder in holders:
        field = f"{CARDS_KEY}.dummy" if holder == DUMMY else f"{CARDS_KEY}.hands.{holder}"
        value = cards.get("dummy") if holder == DUMMY else hands_raw.get(holder)
        if value is None:
            raise RuleViolation(
                "the cards give no hand for {player}; all four hands are needed",
                deal=number,
                field=field,
                player=holder,
            )
        hand = read_recorded_hand(value, deal=number, player=holder, field=field, seen=seen)
        check_size(hand, (TRICKS_IN_DEAL,), deal=number, player=holder, field=field)
        hands[holder] = hand
    if len(hands) != HANDS_IN_DEAL:
        raise RuleViolation(
            "the cards give {got} hands; a deal has {needed} (the dummy's only with a dummy)",
            deal=number,
            field=CARDS_KEY,
            got=len(hands),
            needed=HANDS_IN_DEAL,
        )
    talon = _talon(cards, hands, number, players)
    dealt = DealtHands(hands, talon, DUMMY if DUMMY in hands else None)
    if isinstance(deal, ContractDeal):
        counted = count_hands(dealt, deal.contract, deal.soloist)
        if counted.honours != deal.honours:
            raise RuleViolation(
                "the cards of {player} hold {cards} honours, but the deal records {entered}",
                deal=number,
                field="honours",
                player=deal.soloist,
                cards=counted.honours,
                entered=deal.honours,
            )
    else:
        counted = count_hands(dealt)
    _compare(counted.premiums, deal.premiums, number)


def _talon(
    cards: Mapping[str, JSON],
    hands: Mapping[str, tuple[Card, ...]],
    number: int,
    players: Sequence[str],
) -> dict[str, tuple[Card, ...]]:
    talon_raw = as_object(cards.get("talon", {}), deal=number, field=f"{CARDS_KEY}.talon")
    check_holders(talon_raw, players, deal=number, field=f"{CARDS_KEY}.talon")
    talon: dict[str, tuple[Card, ...]] = {}
    for player, value in talon_raw.items():
        field = f"{CARDS_KEY}.talon.{player}"
        got = read_recorded_hand(value, deal=number, player=player, field=field, seen={})
        check_size(got, (FROM_TALON,), deal=number, player=player, field=field)
        for card in got:
            if card not in hands[player]:
                raise RuleViolation(
                    "the talon card {card} of {player} is not in that player's hand",
                    deal=number,
                    field=field,
                    card=str(card),
                    player=player,
                )
        talon[player] = got
    return talon


def _compare(counted: HandPremiums, entered: HandPremiums, number: int) -> None:
    """Refuse the first of crowns, aces, amurchik where the cards and record differ."""
    # "-" stands for none: a word would need translating inside a parameter.
    crowns = (
        ", ".join(sorted(f"{c.player} {c.suit.value} {c.length}" for c in counted.crowns)) or "-",
        ", ".join(sorted(f"{c.player} {c.suit.value} {c.length}" for c in entered.crowns)) or "-",
    )
    if crowns[0] != crowns[1]:
        raise RuleViolation(
            "the cards give crowns {cards}, but the deal records {entered}",
            deal=number,
            field="crowns",
            cards=crowns[0],
            entered=crowns[1],
        )
    aces = (
        ", ".join(sorted(f"{a.player} {a.count}" for a in counted.aces)) or "-",
        ", ".join(sorted(f"{a.player} {a.count}" for a in entered.aces)) or "-",
    )
    if aces[0] != aces[1]:
        raise RuleViolation(
            "the cards give aces {cards}, but the deal records {entered}",
            deal=number,
            field="aces",
            cards=aces[0],
            entered=aces[1],
        )
    amurchik = (
        ", ".join(sorted(counted.amurchik)) or "-",
        ", ".join(sorted(entered.amurchik)) or "-",
    )
    if amurchik[0] != amurchik[1]:
        raise RuleViolation(
            "the cards give amurchik {cards}, but the deal records {entered}",
            deal=number,
            field="amurchik",
            cards=amurchik[0],
            entered=amurchik[1],
        )
