"""Stukolka's printed sheet (issue 16, "Print and PDF"), its desktop package's
``PRINT_SECTIONS``: deal by deal the dealer, the pot, each player's money and what is
left on the table; then each balance. The pot, the dealer and the money on the table are
the deal's facts (:class:`~rules.stukolka.results.StukolkaFacts`), not worked out again."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.printing.sections import Row, Section, cells, points_text
from desktop.printing.words import word
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.ledger import Scored
from rules.session import Session
from rules.stukolka.options import Variant
from rules.stukolka.results import StukolkaFacts, StukolkaSummary

OPTION_WORDS: dict[str, str] = {
    "variant": QT_TRANSLATE_NOOP("Printing", "variant"),
    "ante": QT_TRANSLATE_NOOP("Printing", "ante"),
    "stake": QT_TRANSLATE_NOOP("Printing", "stake"),
    "remiz_limit": QT_TRANSLATE_NOOP("Printing", "remiz limit"),
    "ordinary": QT_TRANSLATE_NOOP("Printing", "ordinary"),
    "obligatory": QT_TRANSLATE_NOOP("Printing", "obligatory"),
}
"""The options' names (the session file's keys) and word values on the printed sheet,
in English (translated in the ``Printing`` context)."""


def printed_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options the sitting plays by: the stake only in the obligatory variant, where
    everyone puts it in (stukolka.md, "Variants"; the ordinary game has none, though
    the session file keeps its default)."""
    obligatory = options.get("variant") == Variant.OBLIGATORY
    return {key: value for key, value in options.items() if key != "stake" or obligatory}


def print_sections(scored: Scored, _session: Session) -> list[Section]:
    """Deals, pot and money."""
    players = list(scored.players)
    rows: list[Row] = []
    for deal in scored.deals:
        facts = deal.facts_as(StukolkaFacts)
        values: dict[str, int] = {}
        for entry in deal.entries:
            values[entry.player] = values.get(entry.player, 0) + entry.points
        money = cells(values, players, set(values))
        rows.append(
            Row(
                (
                    str(deal.deal),
                    facts.dealer,
                    points_text(facts.pot.total),
                    *money,
                    points_text(facts.on_table),
                )
            )
        )
    on_table = scored.summary_as(StukolkaSummary).on_table
    rows.append(
        Row(
            (
                word("balance"),
                "",
                "",
                *cells(scored.totals, players, set(players)),
                points_text(on_table),
            ),
            bold=True,
        )
    )
    headers = (word("deal"), word("dealer"), word("pot"), *players, word("on-table"))
    return [Section(word("money"), headers, tuple(rows))]
