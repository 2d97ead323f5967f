"""The printed sheet's tables, before any geometry: a section is a titled table of rows
under its header row (:mod:`desktop.printing.document` puts a game's sections on the
sheet; each game builds its own, its desktop package's ``PRINT_SECTIONS``).

Kept apart from the document so that a game's builder imports only these values, and the
document imports the builders through the registry: no import circle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from desktop.widgets.number_text import format_points

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

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


Drawing = Callable[["QPainter", "QRectF"], None]
"""Paints a section's picture into the box it is given (a game's builder supplies it;
:mod:`desktop.printing.render` calls it on the page)."""


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


SectionsBuilder = Callable[["Scored", "Session"], list[Section]]
"""A game's printed sections: ``PRINT_SECTIONS(scored, session)``, the game's paper sheet
as tables (its desktop package exports it)."""


def points_text(points: int) -> str:
    """A number as the sheet writes it: a true minus sign, no plus."""
    return format_points(points)


def cells(values: Mapping[str, int], players: Sequence[str], shown: set[str]) -> list[str]:
    """One cell a player, in seat order: his number for the players in ``shown``, else
    empty."""
    return [points_text(values.get(p, 0)) if p in shown else "" for p in players]
