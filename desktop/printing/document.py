"""What a printed sheet holds, before any geometry: a title, the sitting's details, and
sections of rows, each section a table with its header row
(:mod:`desktop.printing.sections`).

:func:`sheet_document` builds it from a loaded sitting with the builder of its game (the
game's desktop package's ``PRINT_SECTIONS``); :mod:`desktop.printing.render` lays it out
on pages and paints it. Keeping the two apart lets a test read what is printed without a
PDF.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from PySide6.QtCore import QDate, QLocale

from desktop.games.game_ui import GAME_UIS
from desktop.printing.money_section import money_sections
from desktop.printing.running_sheet import running_sections
from desktop.printing.sections import Section
from desktop.printing.words import option_name, option_value, word
from rules.ledger import Scored
from rules.session import Session


@dataclass(frozen=True)
class SheetDocument:
    """Everything printed for one sitting."""

    title: str
    """The game and the sitting's number."""
    details: tuple[tuple[str, str], ...]
    """(label, text) pairs: players, date, place, note, options."""
    sections: tuple[Section, ...]


@dataclass(frozen=True)
class PrintSource:
    """The sitting to print: its records, sheet and details."""

    sitting: int
    session: Session
    scored: Scored
    created: datetime | None = None
    place: str | None = None
    note: str | None = None

    @classmethod
    def of(cls, loaded: Any) -> PrintSource:
        """From a :class:`db.LoadedSitting`."""
        return cls(
            int(loaded.id), loaded.session, loaded.scored, loaded.created, loaded.place, loaded.note
        )


def sheet_document(source: PrintSource) -> SheetDocument:
    """The printed sheet of ``source``'s sitting, as its game's paper sheet (its desktop
    package's ``PRINT_SECTIONS``; :func:`~desktop.printing.running_sheet.running_sections`
    for a game that brings none)."""
    game = source.session.game
    ui = GAME_UIS.get(game)
    title = ui.title() if ui is not None else game
    build = ui.print_sections() if ui is not None else running_sections
    sections = list(build(source.scored, source.session))
    # A priced sitting's sheet ends with who pays whom.
    per = ui.price_per() if ui is not None else "point"
    sections += money_sections(source.session, source.scored, per)
    return SheetDocument(
        title=f"{title} — {word('sitting').replace('%1', str(source.sitting))}",
        details=_details(source),
        sections=tuple(sections),
    )


def _details(source: PrintSource) -> tuple[tuple[str, str], ...]:
    details = [(word("players"), ", ".join(source.session.players))]
    if source.created is not None:
        when = source.created.astimezone()
        day = QDate(when.year, when.month, when.day)
        details.append((word("date"), QLocale().toString(day, QLocale.FormatType.LongFormat)))
    if source.place:
        details.append((word("place"), source.place))
    if source.note:
        details.append((word("note"), source.note))
    ui = GAME_UIS.get(source.session.game)
    words = ui.option_words() if ui is not None else {}
    options = source.session.options if ui is None else ui.printed_options(source.session.options)
    details.append((word("options"), options_text(options, words)))
    return tuple(details)


def options_text(options: Mapping[str, Any], words: Mapping[str, str]) -> str:
    """The sitting's options as ``name: value; …`` in words (``words``: the game's
    ``OPTION_WORDS``)."""
    return "; ".join(
        f"{option_name(key, words)}: {option_value(value, words, key)}"
        for key, value in options.items()
    )
