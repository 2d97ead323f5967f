"""What a printed sheet holds, before any geometry: a title, the sitting's details, and
sections of rows, each section a table with its header row.

:func:`sheet_document` builds it from a loaded sitting with the builder of its game
(:mod:`desktop.printing.sheets`); :mod:`desktop.printing.render` lays it out on pages and
paints it. Keeping the two apart lets a test read what is printed without a PDF.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Any

from PySide6.QtCore import QDate, QLocale, QRectF
from PySide6.QtGui import QPainter

from desktop.printing.words import option_name, option_value, word
from desktop.sitting.game_ui import GAME_UIS
from rules.ledger import Scored
from rules.session import Session


class Line(Enum):
    """A line drawn across the columns under a row."""

    NONE = 0
    SINGLE = 1
    """A game won (Three Bugs) or a column closed."""
    DOUBLE = 2
    """A rubber won."""


@dataclass(frozen=True)
class Row:
    """One printed row: the first cell is its label (a deal number, "Total"…)."""

    cells: tuple[str, ...]
    """The texts, one per column of the section."""
    line: Line = Line.NONE
    """The line drawn under the row."""
    note: str = ""
    """Words written under that line (who won the game)."""
    bold: bool = False
    """A totals row."""


Drawing = Callable[[QPainter, QRectF], None]
"""Paints a section's picture into the box it is given."""


@dataclass(frozen=True)
class Section:
    """A table of the sheet; its title and header row are repeated on every page it
    runs over."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[Row, ...]
    drawing: Drawing | None = None
    """A picture drawn under the title instead of a table (a game's paper sheet as it
    looks on the screen: Preferans's pulka), given the page's painter and its box."""
    drawing_ratio: float = 0.0
    """The drawing's height as a share of the page's width."""


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
    """The printed sheet of ``source``'s sitting, as its game's paper sheet."""
    from desktop.printing.sheets import SECTIONS

    game = source.session.game
    ui = GAME_UIS.get(game)
    title = ui.title() if ui is not None else game
    build = SECTIONS.get(game)
    from desktop.printing.money_section import money_sections

    sections = list(build(source.scored, source.session)) if build is not None else []
    # A priced sitting's sheet ends with who pays whom.
    sections += money_sections(source.session, source.scored)
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
    details.append((word("options"), options_text(source.session.options)))
    return tuple(details)


def options_text(options: Mapping[str, Any]) -> str:
    """The sitting's options as ``name: value; …`` in words."""
    return "; ".join(f"{option_name(key)}: {option_value(value)}" for key, value in options.items())


def points_text(points: int) -> str:
    """A number as the sheet writes it: a true minus sign, no plus."""
    return str(points).replace("-", "\u2212")
