"""The words of the charts and the records, marked for ``lupdate`` and translated in the
``Lookback`` context."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

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

FACTS: dict[str, object] = {
    "contracts-played": QT_TRANSLATE_NOOP("Lookback", "Contracts played"),
    "contracts-made": QT_TRANSLATE_NOOP("Lookback", "Contracts made"),
    "beetles": QT_TRANSLATE_NOOP("Lookback", "Beetles"),
    "average-contract": QT_TRANSLATE_NOOP("Lookback", "Average contract"),
    "knocks": QT_TRANSLATE_NOOP("Lookback", "Knocks"),
    "remizes-paid": QT_TRANSLATE_NOOP("Lookback", "Remizes paid"),
    "remiz-money": QT_TRANSLATE_NOOP("Lookback", "Money paid in remizes"),
    "gins": QT_TRANSLATE_NOOP("Lookback", "Gins"),
    "undercuts-suffered": QT_TRANSLATE_NOOP("Lookback", "Undercuts suffered"),
    "average-per-deal": QT_TRANSLATE_NOOP("Lookback", "Average per deal"),
}
"""The games' own facts (``rules.player_records.Fact``) in words."""


def word(key: str, *values: object) -> str:
    """The word ``key`` of :data:`WORDS` in the UI language, its ``%1``, ``%2``… filled
    with ``values`` in one pass (:func:`~desktop.widgets.text_fill.fill`)."""
    text = QCoreApplication.translate(CONTEXT, str(WORDS[key]))
    return fill(text, *values) if values else text


def fact_name(fact: str) -> str:
    """A game fact's name in words."""
    source = FACTS.get(fact)
    return QCoreApplication.translate(CONTEXT, str(source)) if source else fact
