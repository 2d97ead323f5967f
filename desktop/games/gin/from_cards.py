"""Gin, Oklahoma and Hollywood from the cards (issue 18): the picker asks for both
hands and who knocked or went gin; ``rules.from_cards`` works out the knock (the least
deadwood, the lay-offs, the outcome) and the form is filled with the deal it gives.

[Ruling] Only a knock or a gin is worked out from the cards: a dead hand scores nothing,
so there is no count for the cards to give. Oklahoma's upcard is read from the form
(typed there first, as at the table); the picker refuses cards without it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication

from desktop.widgets.card_picker import CardPicker, HandSlot, signs
from desktop.widgets.text_fill import fill
from rules.cards import parse_card, split_cards
from rules.errors import RuleViolation
from rules.from_cards import answer
from rules.ledger import JSON
from rules.recorded_cards import CARDS_KEY

if TYPE_CHECKING:
    from desktop.games.gin.form import GinForm

KEYS: Final = ("type", "player", "deadwood", "opponent_deadwood")
"""The record keys the cards decide."""


def _other(players: Sequence[str], player: str) -> str:
    return players[1] if player == players[0] else players[0]


def _request(form: GinForm, hands: Mapping[str, Sequence[str]], knocker: str) -> dict[str, JSON]:
    opponent = _other(form.players, knocker)
    request: dict[str, JSON] = {
        "game": "gin",
        "knocker": list(hands[knocker]),
        "opponent": list(hands[opponent]),
        "names": {"knocker": knocker, "opponent": opponent},
        "options": dict(form.controller.session.options),
    }
    upcard = form.upcard() if form.oklahoma else None
    if upcard is not None:
        request["upcard"] = upcard
    return request


def pick_cards(form: GinForm) -> None:
    """Open the picker for ``form``'s deal; on OK fill the form from what the rules
    worked out, and keep the cards with the deal."""
    players = form.players
    link = form.deal_cards
    typed = link.typed or typed_from(link.cards)

    def solve(hands: Mapping[str, list[str]], knocker: str | None) -> dict[str, JSON]:
        return answer(_request(form, hands, knocker or players[0]))

    def locate(refusal: RuleViolation, knocker: str | None) -> str | None:
        chosen = knocker or players[0]
        if refusal.field == "knocker":
            return chosen
        if refusal.field == "opponent":
            return _other(players, chosen)
        return None

    picker: CardPicker[dict[str, JSON]] = CardPicker(
        QCoreApplication.translate("GinCards", "The deal from the cards"),
        QCoreApplication.translate(
            "GinCards",
            "Type each hand as it was laid out (e.g. AS 2S 3S 7H 7D 7C…; 10♥ and 10Ч "
            "are read too) or click its cards on the grid: the knocker ten cards, or "
            "eleven before the discard; the opponent ten.",
        ),
        [HandSlot(player, player, player, "") for player in players],
        solve,
        chooser=(
            QCoreApplication.translate("GinCards", "Who knocked or went gin:"),
            players,
            form.player() or players[0],
        ),
        typed=typed,
        locate=locate,
        parent=form,
    )
    picker.accepted.connect(lambda: _fill(form, picker))
    link.show_picker(picker)


def _fill(form: GinForm, picker: CardPicker[dict[str, JSON]]) -> None:
    """The rules accepted the cards: fill the form with the deal they give."""
    result = picker.result_value
    assert result is not None
    words = picker.typed()
    cards: dict[str, Any] = {
        player: [str(parse_card(word)) for word in split_cards(words[player])]
        for player in form.players
    }
    deal = result["deal"]
    assert isinstance(deal, dict)
    record = form.fields_record()
    for key in (*KEYS, "upcard"):
        record.pop(key, None)
    record.update(deal)
    with form.deal_cards.filling():
        form.load(record)
    form.deal_cards.filled(cards, words)


def typed_from(cards: Mapping[str, Any] | None) -> dict[str, str]:
    """The picker's text from stored cards (a deal being edited)."""
    if not cards:
        return {}
    return {
        player: " ".join(str(card) for card in hand)
        for player, hand in cards.items()
        if isinstance(hand, list)
    }


def cards_words(record: Mapping[str, Any], players: Sequence[str]) -> str | None:
    """The cards behind a knock or gin, for its breakdown entry: each player's melds and
    deadwood, and the opponent's lay-offs; ``None`` for a deal without cards."""
    cards = record.get(CARDS_KEY)
    knocker = record.get("player")
    if not isinstance(cards, dict) or knocker not in players:
        return None
    opponent = _other(players, str(knocker))
    request: dict[str, JSON] = {
        "game": "gin",
        "knocker": cards.get(knocker, []),
        "opponent": cards.get(opponent, []),
        "names": {"knocker": knocker, "opponent": opponent},
    }
    if "upcard" in record:
        request["upcard"] = record["upcard"]
    try:
        worked = answer(request)
    except RuleViolation:
        return None  # the engine checked the cards on entry; an old record may differ
    knocker_side = worked["knocker"]
    opponent_side = worked["opponent"]
    lay_offs = worked["lay_offs"]
    outcome = worked["outcome"]
    assert isinstance(knocker_side, dict) and isinstance(opponent_side, dict)
    assert isinstance(lay_offs, list) and isinstance(outcome, dict)
    laid = [str(lay["card"]) for lay in lay_offs if isinstance(lay, dict)]
    lines = [
        _side_words(str(knocker), knocker_side, [], outcome["knocker_deadwood"]),
        _side_words(opponent, opponent_side, laid, outcome["opponent_deadwood"]),
    ]
    return "\n".join(lines)


def _side_words(player: str, side: Mapping[str, JSON], laid: list[str], count: JSON) -> str:
    melds = side.get("melds", [])
    unmatched = side.get("unmatched", [])
    assert isinstance(melds, list) and isinstance(unmatched, list)
    meld_text = " · ".join(signs(meld) for meld in melds if isinstance(meld, list)) or "—"
    left = [str(card) for card in unmatched if str(card) not in laid]
    text = fill(
        QCoreApplication.translate("GinCards", "%1: melds %2; deadwood %3 (%4)"),
        player,
        meld_text,
        signs(left) or "—",
        count,
    )
    if laid:
        text += fill(QCoreApplication.translate("GinCards", "; laid off %1"), signs(laid))
    return text
