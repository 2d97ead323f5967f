"""Rummy from the cards (issue 18): the picker asks every player for the cards he put on
the table and the cards left in his hand; ``rules.from_cards`` gives their values (ace 1,
pictures 10) and the form is filled with them.

With two packs (five players or more) a card may be held twice: the grid greys a card
only when the other hands hold it as often as the packs do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication

from desktop.widgets.card_picker import CardPicker, HandSlot, signs
from desktop.widgets.text_fill import fill
from rules.cards import parse_card, split_cards
from rules.from_cards import answer
from rules.ledger import JSON
from rules.recorded_cards import CARDS_KEY
from rules.rummy.reasons import Reason
from rules.rummy.recorded_cards import PARTS

if TYPE_CHECKING:
    from desktop.games.rummy.form import RummyForm

KEYS: Final = PARTS
"""The record keys the cards decide: ``melded`` and ``in_hand``."""
_PART_OF: Final[dict[str, str]] = {Reason.MELDED: "melded", Reason.IN_HAND: "in_hand"}
"""The part of a player's cards behind each reason."""


def slot_key(player: str, part: str) -> str:
    """The picker's name for one player's put-down or kept cards."""
    return f"{part}:{player}"


def slots(players: Sequence[str]) -> list[HandSlot]:
    """Two hands a player: what he put on the table, what he kept."""
    titles = {
        "melded": QCoreApplication.translate("RummyCards", "%1, put on the table"),
        "in_hand": QCoreApplication.translate("RummyCards", "%1, left in hand"),
    }
    return [
        HandSlot(slot_key(player, part), fill(titles[part], player), player, part)
        for player in players
        for part in PARTS
    ]


def pick_cards(form: RummyForm) -> None:
    """Open the picker for ``form``'s deal; on OK fill the form from the values the
    rules give, and keep the cards with the deal."""
    players = form.players
    link = form.deal_cards

    def solve(hands: Mapping[str, list[str]], _chosen: str | None) -> dict[str, JSON]:
        request: dict[str, JSON] = {
            "game": "rummy",
            "packs": form.packs,
            "players": {
                player: {part: list(hands[slot_key(player, part)]) for part in PARTS}
                for player in players
            },
        }
        return answer(request)

    picker: CardPicker[dict[str, JSON]] = CardPicker(
        QCoreApplication.translate("RummyCards", "The deal from the cards"),
        QCoreApplication.translate(
            "RummyCards",
            "For every player type (e.g. AS KS QS; 10♥ and 10Ч are read too) or click the "
            "cards put on the table (own melds and lay-offs) and the cards left in hand.",
        ),
        slots(players),
        solve,
        packs=form.packs,
        typed=link.typed or typed_from(link.cards),
        parent=form,
    )
    picker.accepted.connect(lambda: _fill(form, picker))
    link.show_picker(picker)


def _fill(form: RummyForm, picker: CardPicker[dict[str, JSON]]) -> None:
    result = picker.result_value
    assert result is not None
    words = picker.typed()
    cards: dict[str, Any] = {
        player: {
            part: [str(parse_card(word)) for word in split_cards(words[slot_key(player, part)])]
            for part in PARTS
        }
        for player in form.players
    }
    with form.deal_cards.filling():
        form.load(result)
    form.deal_cards.filled(cards, words)


def typed_from(cards: Mapping[str, Any] | None) -> dict[str, str]:
    """The picker's text from stored cards (a deal being edited)."""
    typed: dict[str, str] = {}
    for player, held in (cards or {}).items():
        if isinstance(held, dict):
            for part in PARTS:
                typed[slot_key(player, part)] = " ".join(str(c) for c in held.get(part, []))
    return typed


def cards_words(record: Mapping[str, Any], entry_player: str, reason: str) -> str | None:
    """The cards behind a rummy entry (``melded`` or ``in-hand``), ``None`` without."""
    cards = record.get(CARDS_KEY)
    part = _PART_OF.get(reason)
    if not isinstance(cards, dict) or part is None:
        return None
    held = cards.get(entry_player)
    if not isinstance(held, dict):
        return None
    listed = held.get(part, [])
    return signs(listed) if isinstance(listed, list) and listed else None
