"""Worked examples from the cards: ``zapis-hand`` blocks in the rulebook (issue 18).

A ``zapis-hand`` block holds ``{"hand": <a zapis hand request>, "expect": <its answer>}``;
the tests check every one against :func:`rules.from_cards.answer`, so the rulebook's
melds, lay-offs, honours and crowns are the ones Zapis works out. The window shows each
as a few lines of cards and counts instead of the JSON.

Pure Python, no Qt, like :mod:`desktop.rulebook.text`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from rules.cards import parse_card
from rules.gin.hands import Outcome

HAND_FENCE: Final = "zapis-hand"
"""The info string of a fenced block that holds a worked example from the cards."""


@dataclass(frozen=True, slots=True)
class HandExample:
    """A worked example from the cards: a ``zapis hand`` request and its whole answer."""

    section_id: str
    """The section the example stands in."""
    request: dict[str, Any]
    """The request, as ``zapis hand`` reads it."""
    expect: dict[str, Any]
    """The answer it must give, in full."""


class HandExampleError(ValueError):
    """A ``zapis-hand`` block that is not ``{"hand": ..., "expect": ...}`` JSON."""


def blocks(body: str, fence: str) -> list[str]:
    """The contents of the fenced blocks of ``body`` whose info string is ``fence``."""
    found: list[str] = []
    current: list[str] | None = None
    for line in body.splitlines():
        if current is None:
            if line.strip() == f"```{fence}":
                current = []
        elif line.strip() == "```":
            found.append("\n".join(current))
            current = None
        else:
            current.append(line)
    return found


def parse_hand_examples(body: str, section_id: str) -> tuple[HandExample, ...]:
    """The ``zapis-hand`` blocks of a section body, decoded."""
    examples: list[HandExample] = []
    for block in blocks(body, HAND_FENCE):
        try:
            data = json.loads(block)
        except json.JSONDecodeError as bad:
            raise HandExampleError(f"{section_id}: a hand example is not JSON: {bad}") from None
        if not isinstance(data, dict) or set(data) != {"hand", "expect"}:
            raise HandExampleError(f"{section_id}: a hand example needs 'hand' and 'expect'")
        examples.append(HandExample(section_id, data["hand"], data["expect"]))
    return tuple(examples)


_LABELS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "caption": "Zapis works this out from the cards as:",
        "melds": "melds",
        "unmatched": "left over",
        "none": "none",
        "deadwood": "deadwood",
        "discard": "discards",
        "lays_off": "lays off",
        "knocker": "knocker",
        "opponent": "opponent",
        Outcome.KNOCK: "knock: {winner} scores {points}",
        Outcome.UNDERCUT: "undercut: {winner} scores {points}",
        Outcome.GIN: "gin: {winner} scores {points}",
        "melded": "on the table {melded}, in hand {in_hand}",
        "honours": "Honours of the soloist: {count}",
        "crowns": "Crowns",
        "aces": "Three or four aces",
        "amurchik": "Amurchik",
    },
    "ru": {
        "caption": "«Запись» считает это по картам так:",
        "melds": "комплекты и секвенсы",
        "unmatched": "остались",
        "none": "нет",
        "deadwood": "очков на руке",
        "discard": "сбрасывает",
        "lays_off": "докладывает",
        "knocker": "стучит",
        "opponent": "противник",
        Outcome.KNOCK: "стук: {winner} пишет {points}",
        Outcome.UNDERCUT: "подрезка: {winner} пишет {points}",
        Outcome.GIN: "ремик: {winner} пишет {points}",
        "melded": "на столе {melded}, в руке {in_hand}",
        "honours": "Онеров у солиста: {count}",
        "crowns": "Коронки",
        "aces": "Три или четыре туза",
        "amurchik": "Амурчик",
    },
}


_RUSSIAN_RANKS: Final = {"A": "Т", "J": "В", "Q": "Д", "K": "К"}
"""Туз, валет, дама, король: how a Russian table writes the pictures."""


def _cards(texts: Sequence[str], labels: dict[str, str]) -> str:
    """Cards with their suit signs, ``A♠ 2♠ 3♠`` (``Т♠ 2♠ 3♠`` in Russian)."""
    shown = []
    for text in texts:
        card = parse_card(text)
        if card is None:
            shown.append(text)
        elif labels is _LABELS["ru"]:
            shown.append(_RUSSIAN_RANKS.get(card.rank, card.rank) + card.sign[len(card.rank) :])
        else:
            shown.append(card.sign)
    return " ".join(shown)


def _arrangement(data: dict[str, Any], labels: dict[str, str]) -> str:
    melds = " · ".join(_cards(meld, labels) for meld in data["melds"]) or labels["none"]
    unmatched = _cards(data["unmatched"], labels) or labels["none"]
    text = f"{labels['melds']} {melds}; {labels['unmatched']} {unmatched}"
    if "discard" in data:
        text = f"{labels['discard']} {_cards([data['discard']], labels)}; {text}"
    return text


def hand_example_lines(data: dict[str, Any], language: str) -> list[str]:
    """Markdown lines showing what a ``zapis-hand`` example works out."""
    labels = _LABELS[language]
    request, expect = data["hand"], data["expect"]
    lines: list[str] = []
    if "deadwood" in expect:
        lines.append(
            f"{_arrangement(expect, labels)}; {labels['deadwood']} **{expect['deadwood']}**"
        )
    elif "knocker" in expect:
        names = {"knocker": labels["knocker"], "opponent": labels["opponent"]}
        names.update(request.get("names", {}))
        outcome = expect["outcome"]
        laid = _cards([lay["card"] for lay in expect["lay_offs"]], labels) or labels["none"]
        lines.append(
            f"{names['knocker']}: {_arrangement(expect['knocker'], labels)}; "
            f"{labels['deadwood']} **{outcome['knocker_deadwood']}**"
        )
        lines.append(
            f"{names['opponent']}: {_arrangement(expect['opponent'], labels)}; "
            f"{labels['lays_off']} {laid}; {labels['deadwood']} **{outcome['opponent_deadwood']}**"
        )
        lines.append(
            labels[outcome["type"]].format(
                winner=outcome["winner"], points=f"**{outcome['points']}**"
            )
        )
    elif "melded" in expect:
        for player, melded in expect["melded"].items():
            counts = labels["melded"].format(melded=melded, in_hand=expect["in_hand"][player])
            lines.append(f"{player}: {counts}")
    else:
        if "honours" in expect:
            lines.append(labels["honours"].format(count=f"**{expect['honours']}**"))
        signs = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
        crowns = ", ".join(
            f"{c['player']} {signs[c['suit']]} {c['length']}" for c in expect["crowns"]
        )
        aces = ", ".join(f"{a['player']} {a['count']}" for a in expect["aces"])
        lines.append(f"{labels['crowns']}: {crowns or labels['none']}")
        lines.append(f"{labels['aces']}: {aces or labels['none']}")
        lines.append(f"{labels['amurchik']}: {', '.join(expect['amurchik']) or labels['none']}")
    return ["", f"*{labels['caption']}*", "", *(f"- {line}" for line in lines), ""]
