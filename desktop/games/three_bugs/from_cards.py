"""Three Bugs from the cards (issue 18): the picker asks for the four hands (three and the
dummy's in the three-handed variant) and, optionally, the two cards each player got from
the talon; ``rules.from_cards`` works out the soloist's honours at the form's contract,
the crowns, three or four aces and amurchik, and the form is filled with them.

The contract, the soloist, the tricks and the faults are the form's: the cards do not
say what was bid or played. [Ruling] A misdeal has nothing the cards could give (it
records no honours or premiums), so the action is off while the form holds one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication

from desktop.widgets.card_picker import CardPicker, HandSlot, signs
from desktop.widgets.text_fill import fill
from rules.cards import Card, Suit, parse_card, parse_session_card, split_cards
from rules.errors import RuleViolation
from rules.from_cards import answer
from rules.ledger import JSON
from rules.recorded_cards import CARDS_KEY
from rules.three_bugs.hands import crown_cards, honour_cards
from rules.three_bugs.parsing import parse_contract
from rules.three_bugs.reasons import Reason
from rules.three_bugs.recorded_cards import DUMMY

if TYPE_CHECKING:
    from desktop.games.three_bugs.form import ThreeBugsForm

KEYS: Final = ("type", "soloist", "contract", "honours", "crowns", "aces", "amurchik")
"""The record keys the cards decide, or that decide what the cards give (the honours are
counted at the contract, for the soloist)."""
FROM_CARDS: Final = ("honours", "crowns", "aces", "amurchik")
"""The record keys the cards fill."""


def hand_key(holder: str) -> str:
    """The picker's name for a holder's hand."""
    return f"hand:{holder}"


def talon_key(player: str) -> str:
    """The picker's name for the cards a player got from the talon."""
    return f"talon:{player}"


def holders(players: Sequence[str]) -> list[str]:
    """Who holds a hand: the players, and the dummy when three play."""
    return [*players, DUMMY] if len(players) < 4 else list(players)


def slots(players: Sequence[str]) -> list[HandSlot]:
    """A hand a holder, then each player's talon cards (from his own hand)."""
    hands = [
        HandSlot(
            hand_key(h),
            QCoreApplication.translate("ThreeBugsCards", "The dummy") if h == DUMMY else h,
            h,
            "hands",
        )
        for h in holders(players)
    ]
    talons = [
        HandSlot(
            talon_key(p),
            fill(QCoreApplication.translate("ThreeBugsCards", "%1, from the talon"), p),
            p,
            "talon",
            within=hand_key(p),
        )
        for p in players
    ]
    return hands + talons


def pick_cards(form: ThreeBugsForm) -> None:
    """Open the picker for ``form``'s deal; on OK fill the honours and premiums from
    what the rules count, and keep the cards with the deal."""
    players = form.players
    link = form.deal_cards

    def solve(hands: Mapping[str, list[str]], _chosen: str | None) -> dict[str, JSON]:
        request: dict[str, JSON] = {
            "game": "three-bugs",
            "hands": {p: list(hands[hand_key(p)]) for p in players},
            "talon": {p: list(hands[talon_key(p)]) for p in players if hands[talon_key(p)]},
        }
        if len(players) < 4:
            request["dummy"] = list(hands[hand_key(DUMMY)])
        fields = form.fields_record()
        if fields["type"] == "contract" and "soloist" in fields:
            request["contract"] = fields["contract"]
            request["soloist"] = fields["soloist"]
        return answer(request)

    def locate(refusal: RuleViolation, _chosen: str | None) -> str | None:
        if refusal.where not in holders(players):
            return None
        if refusal.field == "talon":
            return talon_key(refusal.where)
        return hand_key(refusal.where)

    picker: CardPicker[dict[str, JSON]] = CardPicker(
        QCoreApplication.translate("ThreeBugsCards", "The deal from the cards"),
        QCoreApplication.translate(
            "ThreeBugsCards",
            "Type each hand of 13 as it was dealt and taken up (e.g. AS KS QS…; 10♥ and "
            "10Ч are read too) or click its cards; below, the two cards each player got "
            "from the talon, if any (amurchik is judged without them). The honours "
            "are counted at the form's contract, for its soloist.",
        ),
        slots(players),
        solve,
        typed=link.typed or typed_from(link.cards),
        locate=locate,
        parent=form,
    )
    picker.accepted.connect(lambda: _fill(form, picker))
    link.show_picker(picker)


def _fill(form: ThreeBugsForm, picker: CardPicker[dict[str, JSON]]) -> None:
    result = picker.result_value
    assert result is not None
    words = picker.typed()

    def read(key: str) -> list[str]:
        return [str(parse_card(word)) for word in split_cards(words[key])]

    players = form.players
    cards: dict[str, Any] = {"hands": {p: read(hand_key(p)) for p in players}}
    talon = {p: read(talon_key(p)) for p in players if split_cards(words[talon_key(p)])}
    if talon:
        cards["talon"] = talon
    if len(players) < 4:
        cards["dummy"] = read(hand_key(DUMMY))
    record = form.fields_record()
    for key in FROM_CARDS:
        record.pop(key, None)
    record.update(result)
    with form.deal_cards.filling():
        form.load(record)
    form.deal_cards.filled(cards, words)


def typed_from(cards: Mapping[str, Any] | None) -> dict[str, str]:
    """The picker's text from stored cards (a deal being edited)."""
    if not cards:
        return {}
    typed: dict[str, str] = {}
    for player, hand in (cards.get("hands") or {}).items():
        typed[hand_key(player)] = " ".join(map(str, hand))
    for player, got in (cards.get("talon") or {}).items():
        typed[talon_key(player)] = " ".join(map(str, got))
    if cards.get("dummy"):
        typed[hand_key(DUMMY)] = " ".join(map(str, cards["dummy"]))
    return typed


def _hand(cards: Mapping[str, Any], player: str) -> tuple[Card, ...]:
    hand = (cards.get("hands") or {}).get(player) or []
    return tuple(c for c in map(parse_session_card, map(str, hand)) if c is not None)


def cards_words(record: Mapping[str, Any], reason: str, player: str) -> str | None:
    """The cards behind an honours, crown or aces entry, ``None`` without cards."""
    cards = record.get(CARDS_KEY)
    if not isinstance(cards, dict):
        return None
    if reason == Reason.HONOURS and "contract" in record and record.get("soloist"):
        soloist = str(record["soloist"])
        contract = parse_contract(record["contract"], deal=None, field="contract", name="")
        held = honour_cards(_hand(cards, soloist), contract)
        return fill(
            QCoreApplication.translate("ThreeBugsCards", "%1 holds %2"),
            soloist,
            signs([str(c) for c in held]) or "—",
        )
    if reason == Reason.CROWN:
        crowns = [c for c in record.get("crowns", []) if isinstance(c, dict)]
        own = [c for c in crowns if c.get("player") == player] or crowns
        parts = [
            fill(
                QCoreApplication.translate("ThreeBugsCards", "%1 holds %2"),
                crown["player"],
                signs(
                    [
                        str(c)
                        for c in crown_cards(_hand(cards, crown["player"]), Suit(crown["suit"]))
                    ]
                ),
            )
            for crown in own
        ]
        return "; ".join(parts) or None
    if reason == Reason.ACES:
        claims = [a for a in record.get("aces", []) if isinstance(a, dict)]
        own = [a for a in claims if a.get("player") == player] or claims
        parts = [
            fill(
                QCoreApplication.translate("ThreeBugsCards", "%1 holds %2"),
                claim["player"],
                signs([str(c) for c in _hand(cards, claim["player"]) if c.rank == "A"]),
            )
            for claim in own
        ]
        return "; ".join(parts) or None
    return None
