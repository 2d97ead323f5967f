"""A Three Bugs deal worked out from the four hands: honours, crowns, aces, amurchik.

From the four 13-card hands (and the contract), what three-bugs.md, "Scoring a contract
deal", counts from the cards (issue 18):

- the soloist's **honours**: at a suit, A K Q J 10 of trumps and the three other aces
  (0..8); at no-trumps the four aces alone (0..4);
- every **crown**: a run of three or more of one suit from the ace down, in one hand,
  its length the number of cards from the ace down without a gap;
- **three or four aces** in one hand;
- **amurchik**: a hand whose *dealt* cards hold no ace, king, queen or jack. Each player
  is dealt 11 and gets two more from the talon (seed: "Каждому игроку сдается по 11
  карт … раздает каждому по две карты"), so when the two he received are given they are
  left out; otherwise his 13 are judged.

The result is in the session file's own fields, so it can be put in a deal record and
scored by the engine. The dummy's hand is part of the deal (its cards are real) but the
dummy scores nothing, so none of its crowns, aces or amurchik is written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.cards import RANKS, Card, Suit, read_hand
from rules.errors import RuleViolation
from rules.ledger import JSON
from rules.three_bugs.records import TRICKS_IN_DEAL, AceClaim, Contract, Crown, HandPremiums, Strain

HANDS_IN_DEAL: Final = 4
"""Four hands of 13: four players, or three and the dummy."""
FROM_TALON: Final = 2
"""Cards each player gets from the talon after the deal of 11."""
DOWN_FROM_ACE: Final = ("A", *reversed(RANKS[1:]))
"""A suit from the ace down: A K Q J 10 … 2 (the ace is high in Three Bugs)."""
SUIT_HONOURS: Final = DOWN_FROM_ACE[:5]
"""The honours of the trump suit: A K Q J 10."""
PICTURES: Final = frozenset(("A", "K", "Q", "J"))
"""The cards an amurchik hand was dealt none of."""


@dataclass(frozen=True, slots=True)
class DealtHands:
    """Four hands of one real deal, read and checked."""

    hands: Mapping[str, tuple[Card, ...]]
    """Each hand's 13 cards, by its holder, in seat order."""
    talon: Mapping[str, tuple[Card, ...]]
    """The two cards a player got from the talon, for the players it is given for."""
    dummy: str | None = None
    """The hand that is the dummy's in the three-handed variant."""


@dataclass(frozen=True, slots=True)
class HandCount:
    """What the cards say, in the terms of a deal record."""

    honours: int | None
    """The soloist's honours; ``None`` when there is no contract (an all-pass deal)."""
    premiums: HandPremiums
    """Crowns, three or four aces, amurchik."""

    def to_json(self) -> dict[str, JSON]:
        """``{"honours": h, "crowns": [...], "aces": [...], "amurchik": [...]}`` as a
        session file's deal writes them (``honours`` left out without a contract)."""
        data: dict[str, JSON] = {}
        if self.honours is not None:
            data["honours"] = self.honours
        data["crowns"] = [
            {"player": crown.player, "suit": crown.suit.value, "length": crown.length}
            for crown in self.premiums.crowns
        ]
        data["aces"] = [
            {"player": claim.player, "count": claim.count} for claim in self.premiums.aces
        ]
        data["amurchik"] = list(self.premiums.amurchik)
        return data


def read_deal(
    hands: Mapping[str, Sequence[str]],
    talon: Mapping[str, Sequence[str]] | None = None,
    dummy: str | None = None,
) -> DealtHands:
    """Read four hands written in any card notation; a deal that could not have been
    dealt is refused naming the player and the card (issue 18)."""
    if len(hands) != HANDS_IN_DEAL:
        raise RuleViolation(
            "a deal has {needed} hands of {size} (three players and the dummy count four), "
            "not {got}",
            where="hands",
            field="hands",
            needed=HANDS_IN_DEAL,
            size=TRICKS_IN_DEAL,
            got=len(hands),
        )
    if dummy is not None and dummy not in hands:
        raise RuleViolation(
            "the dummy '{dummy}' is not one of the hands", where="dummy", field="dummy", dummy=dummy
        )
    holder: dict[Card, str] = {}
    read: dict[str, tuple[Card, ...]] = {}
    for player, texts in hands.items():
        cards = read_hand(texts, where=player)
        for card in cards:
            if card in holder:
                raise RuleViolation(
                    "{card} is also in {other}'s hand; a pack holds it once",
                    where=player,
                    field="hands",
                    card=str(card),
                    other=holder[card],
                )
            holder[card] = player
        if len(cards) != TRICKS_IN_DEAL:
            raise RuleViolation(
                "{got} cards; each hand holds {size}",
                where=player,
                field="hands",
                got=len(cards),
                size=TRICKS_IN_DEAL,
            )
        read[player] = cards
    received: dict[str, tuple[Card, ...]] = {}
    for player, texts in (talon or {}).items():
        if player not in read:
            raise RuleViolation(
                "the talon names '{player}', who holds none of the hands",
                where="talon",
                field="talon",
                player=player,
            )
        cards = read_hand(texts, where=player, field="talon")
        if len(cards) != FROM_TALON:
            raise RuleViolation(
                "{got} cards from the talon; each player gets {size}",
                where=player,
                field="talon",
                got=len(cards),
                size=FROM_TALON,
            )
        for card in cards:
            if card not in read[player]:
                raise RuleViolation(
                    "the talon card {card} is not in the hand",
                    where=player,
                    field="talon",
                    card=str(card),
                )
        received[player] = cards
    return DealtHands(read, received, dummy)


def honour_cards(hand: Sequence[Card], contract: Contract) -> tuple[Card, ...]:
    """The honours in ``hand`` at ``contract``: A K Q J 10 of trumps and the other aces,
    or at no-trumps the aces alone (three-bugs.md, "Honours"); the app names them beside
    the honours' entry."""
    if contract.strain is Strain.NO_TRUMPS:
        return tuple(card for card in hand if card.rank == "A")
    trumps = Suit(contract.strain.value)
    return tuple(
        card
        for card in hand
        if card.rank == "A" or (card.suit is trumps and card.rank in SUIT_HONOURS)
    )


def honours(hand: Sequence[Card], contract: Contract) -> int:
    """How many honours ``hand`` holds at ``contract`` (:func:`honour_cards`)."""
    return len(honour_cards(hand, contract))


def crown_cards(hand: Sequence[Card], suit: Suit) -> tuple[Card, ...]:
    """The cards of ``suit`` the hand holds from the ace down without a gap."""
    held = {card.rank for card in hand if card.suit is suit}
    run: list[Card] = []
    for rank in DOWN_FROM_ACE:
        if rank not in held:
            break
        run.append(Card(rank, suit))
    return tuple(run)


def crown_length(hand: Sequence[Card], suit: Suit) -> int:
    """How many cards of ``suit`` the hand holds from the ace down without a gap."""
    return len(crown_cards(hand, suit))


def count_hands(
    dealt: DealtHands, contract: Contract | None = None, soloist: str | None = None
) -> HandCount:
    """The soloist's honours (with a contract) and every player's crowns, aces and
    amurchik, players in seat order, crowns in suit order ♠ ♣ ♦ ♥."""
    if (contract is None) != (soloist is None):
        raise RuleViolation(
            "a contract needs its soloist and a soloist a contract",
            where="soloist" if soloist is None else "contract",
            field="contract",
        )
    if soloist is not None and (soloist not in dealt.hands or soloist == dealt.dummy):
        raise RuleViolation(
            "the soloist '{soloist}' holds none of the players' hands",
            where="soloist",
            field="soloist",
            soloist=soloist,
        )
    crowns: list[Crown] = []
    aces: list[AceClaim] = []
    amurchik: list[str] = []
    for player, hand in dealt.hands.items():
        if player == dealt.dummy:
            continue
        for suit in Suit:
            length = crown_length(hand, suit)
            if length >= 3:
                crowns.append(Crown(player, suit, length))
        count = sum(1 for card in hand if card.rank == "A")
        if count >= 3:
            aces.append(AceClaim(player, count))
        received = dealt.talon.get(player, ())
        if not any(card.rank in PICTURES for card in hand if card not in received):
            amurchik.append(player)
    points = None
    if contract is not None and soloist is not None:
        points = honours(dealt.hands[soloist], contract)
    return HandCount(points, HandPremiums(tuple(crowns), tuple(aces), tuple(amurchik)))
