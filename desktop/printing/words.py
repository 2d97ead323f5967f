"""The words of the printed sheet, marked for ``lupdate`` and translated in the
``Printing`` context."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.widgets.text_fill import fill

# The dictionaries hold what QT_TRANSLATE_NOOP returns (its source text, typed ``object``).
CONTEXT = "Printing"

WORDS: dict[str, object] = {
    "settling-up": QT_TRANSLATE_NOOP("Printing", "Settling up at %1 a point"),
    "settling-up-whist": QT_TRANSLATE_NOOP("Printing", "Settling up at %1 a whist"),
    "settling-up-stake": QT_TRANSLATE_NOOP("Printing", "Settling up at %1 a unit of the stake"),
    "net": QT_TRANSLATE_NOOP("Printing", "Net (+ receives, − pays)"),
    "payments": QT_TRANSLATE_NOOP("Printing", "Payments"),
    "payment": QT_TRANSLATE_NOOP("Printing", "Who pays whom"),
    "amount": QT_TRANSLATE_NOOP("Printing", "Amount"),
    "nobody-pays": QT_TRANSLATE_NOOP("Printing", "Nobody pays anybody."),
    "deal": QT_TRANSLATE_NOOP("Printing", "Deal"),
    "players": QT_TRANSLATE_NOOP("Printing", "Players"),
    "date": QT_TRANSLATE_NOOP("Printing", "Date"),
    "place": QT_TRANSLATE_NOOP("Printing", "Place"),
    "note": QT_TRANSLATE_NOOP("Printing", "Note"),
    "options": QT_TRANSLATE_NOOP("Printing", "Options"),
    "sitting": QT_TRANSLATE_NOOP("Printing", "Sitting %1"),
    "page": QT_TRANSLATE_NOOP("Printing", "Page %1 of %2"),
    "continued": QT_TRANSLATE_NOOP("Printing", "%1 (continued)"),
    "above": QT_TRANSLATE_NOOP("Printing", "Above the line"),
    "below": QT_TRANSLATE_NOOP("Printing", "Below the line"),
    "above-total": QT_TRANSLATE_NOOP("Printing", "Above, in all"),
    "below-total": QT_TRANSLATE_NOOP("Printing", "Below, in all"),
    "games-won": QT_TRANSLATE_NOOP("Printing", "Games won"),
    "rubbers-won": QT_TRANSLATE_NOOP("Printing", "Rubbers won"),
    "total": QT_TRANSLATE_NOOP("Printing", "Total"),
    "game-line": QT_TRANSLATE_NOOP("Printing", "Game %1: %2"),
    "rubber-line": QT_TRANSLATE_NOOP("Printing", "Rubber %1: %2"),
    "dealer": QT_TRANSLATE_NOOP("Printing", "Dealer"),
    "pot": QT_TRANSLATE_NOOP("Printing", "Pot"),
    "on-table": QT_TRANSLATE_NOOP("Printing", "On the table"),
    "money": QT_TRANSLATE_NOOP("Printing", "Money"),
    "balance": QT_TRANSLATE_NOOP("Printing", "Balance"),
    "how-ended": QT_TRANSLATE_NOOP("Printing", "How it ended"),
    "points": QT_TRANSLATE_NOOP("Printing", "Points"),
    "bonuses": QT_TRANSLATE_NOOP("Printing", "Bonuses"),
    "settlement": QT_TRANSLATE_NOOP("Printing", "Settlement"),
    "wins-net": QT_TRANSLATE_NOOP("Printing", "%1 wins %2"),
    "no-settlement": QT_TRANSLATE_NOOP("Printing", "not decided yet"),
    "drawn": QT_TRANSLATE_NOOP("Printing", "drawn"),
    "winner": QT_TRANSLATE_NOOP("Printing", "Winner"),
    "finished": QT_TRANSLATE_NOOP("Printing", "finished"),
    "in-play": QT_TRANSLATE_NOOP("Printing", "in play"),
    "yes": QT_TRANSLATE_NOOP("Printing", "yes"),
    "no": QT_TRANSLATE_NOOP("Printing", "no"),
    "none": QT_TRANSLATE_NOOP("Printing", "none"),
    # No-break spaces: a level and its value never part at the end of a line.
    "at-level": QT_TRANSLATE_NOOP("Printing", "%2 at %1"),
}
"""Every word of the printed sheet, in English, keyed by a short id."""


def word(key: str, *values: object) -> str:
    """The word ``key`` of :data:`WORDS` in the UI language, its ``%1``, ``%2``… filled
    with ``values`` in one pass (:func:`~desktop.widgets.text_fill.fill`)."""
    text = QCoreApplication.translate(CONTEXT, str(WORDS[key]))
    return fill(text, *values) if values else text


def option_name(key: str, words: Mapping[str, str]) -> str:
    """An option's name in words (``words``: the game's ``OPTION_WORDS``, English source
    texts translated here); an unknown key as it is."""
    source = words.get(key)
    return QCoreApplication.translate(CONTEXT, source) if source else key


def option_value(value: object, words: Mapping[str, str], key: str = "") -> str:
    """An option's value in words: yes/no, a word of the game's ``OPTION_WORDS`` (first
    as ``key=value``, the word of that option's value, then the value alone), a value
    table level by level (``10 at 4, 20 at 5``; in Russian «на 4 — 10, на 5 — 20»: issue
    25, item 14, the sheet printed "4:10 5:20"), a list as ``6, 7``."""
    if isinstance(value, bool):
        return word("yes" if value else "no")
    if value is None:
        return word("none")
    if isinstance(value, dict):
        return ", ".join(
            word("at-level", option_value(level, words), option_value(points, words))
            for level, points in value.items()
        )
    if isinstance(value, list | tuple):
        return ", ".join(option_value(item, words) for item in value)
    source = words.get(f"{key}={value}") or words.get(str(value))
    return QCoreApplication.translate(CONTEXT, source) if source else str(value)
