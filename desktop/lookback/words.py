"""The words of the charts and the records, marked for ``lupdate`` and translated in the
``Lookback`` context."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.games.game_ui import GAME_UIS
from desktop.widgets.text_fill import fill

# The dictionaries hold what QT_TRANSLATE_NOOP returns (its source text, typed ``object``).
CONTEXT = "Lookback"

WORDS: dict[str, object] = {
    "chart-tab": QT_TRANSLATE_NOOP("Lookback", "Chart"),
    "deal": QT_TRANSLATE_NOOP("Lookback", "Deal"),
    "points": QT_TRANSLATE_NOOP("Lookback", "Points"),
    "money": QT_TRANSLATE_NOOP("Lookback", "Money"),
    "below": QT_TRANSLATE_NOOP("Lookback", "Below the line"),
    "below-title": QT_TRANSLATE_NOOP("Lookback", "Below the line, deal by deal"),
    "net": QT_TRANSLATE_NOOP("Lookback", "Net (whists)"),
    "net-title": QT_TRANSLATE_NOOP("Lookback", "The settlement net, deal by deal"),
    "total-title": QT_TRANSLATE_NOOP("Lookback", "Running totals, deal by deal"),
    "money-title": QT_TRANSLATE_NOOP("Lookback", "Money, deal by deal"),
    "date": QT_TRANSLATE_NOOP("Lookback", "Date"),
    "results-title": QT_TRANSLATE_NOOP("Lookback", "%1 at %2, sitting by sitting"),
    "results-window": QT_TRANSLATE_NOOP("Lookback", "Zapis — %1 over time"),
    "game": QT_TRANSLATE_NOOP("Lookback", "&Game:"),
    "no-results": QT_TRANSLATE_NOOP("Lookback", "%1 has no sittings left."),
    "sittings": QT_TRANSLATE_NOOP("Lookback", "Sittings"),
    "won": QT_TRANSLATE_NOOP("Lookback", "Won"),
    "average": QT_TRANSLATE_NOOP("Lookback", "Average result"),
    "best": QT_TRANSLATE_NOOP("Lookback", "Best result"),
    "streak": QT_TRANSLATE_NOOP("Lookback", "Longest winning streak"),
    "record": QT_TRANSLATE_NOOP("Lookback", "Record"),
}
"""Every word of the charts and records, in English, keyed by a short id."""


def word(key: str, *values: object) -> str:
    """The word ``key`` of :data:`WORDS` in the UI language, its ``%1``, ``%2``… filled
    with ``values`` in one pass (:func:`~desktop.widgets.text_fill.fill`)."""
    text = QCoreApplication.translate(CONTEXT, str(WORDS[key]))
    return fill(text, *values) if values else text


def fact_name(fact: str, games: Iterable[str] = ()) -> str:
    """A game fact's name in words: the first of ``games`` whose desktop package words it
    (``FACT_WORDS``), translated; the fact's stable word when none does."""
    for game in games:
        ui = GAME_UIS.get(game)
        source = ui.fact_words().get(fact) if ui is not None else None
        if source:
            return QCoreApplication.translate(CONTEXT, source)
    return fact
