"""How wide a sheet's cells are, measured once a row and kept (issue 31).

Qt fits a column to its contents by asking the model for a dozen roles of every cell it
measures, a Python call each, and fits every column again at each change: an Enter
read some 7,000 cells, and opening a long sitting 37,000. Here a cell's width is its
text's width in the view's font (bold for a bold cell), with the margins Qt's item views
put around a cell's text, measured the first time its row is measured and kept while
the model shows that very row object (rows are immutable: a changed deal is a new row).
So an Enter measures the new deal's row alone, and a sitting opens measuring the rows
in sight and some around them (:data:`MEASURED_ROWS`), each once."""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil

from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QStyle, QTableView

from desktop.widgets.row_model import TableRow

MEASURED_ROWS = 60
"""How many rows a column is fitted on: those in sight, then those around them."""

TEXTS_KEPT = 20_000
"""How many measured texts are kept (the widths of a long sitting's numbers repeat;
beyond this many the kept texts are dropped and measured again as they come)."""


def rows_to_measure(view: QTableView, count: int, limit: int = MEASURED_ROWS) -> list[int]:
    """The rows a column of ``view`` (``count`` rows) is fitted on, as Qt's
    ``QTableView.sizeHintForColumn`` picks them: those in sight from the top, then
    alternately one above and one below them, ``limit`` rows in all (every row of a view
    not shown yet is "in sight", as Qt has it)."""
    if count <= 0:
        return []
    top = max(0, view.rowAt(0))
    bottom = view.rowAt(view.viewport().height())
    if not view.isVisible() or bottom < 0:
        bottom = count - 1
    bottom = min(bottom, top + limit - 1, count - 1)
    rows = list(range(top, bottom + 1))
    above, below = top, bottom
    while len(rows) < limit and (above > 0 or below < count - 1):
        if (len(rows) % 2 and above > 0) or below == count - 1:
            above -= 1
            rows.append(above)
        else:
            below += 1
            rows.append(below)
    return rows


class CellWidths:
    """The widths of a view's cells, a row at a time, kept per row object.

    :meth:`clear` when the view's font or style changes (the widths are its font's)."""

    def __init__(self, view: QTableView) -> None:
        self._view = view
        self._rows: dict[int, tuple[TableRow, tuple[int, ...]]] = {}
        self._texts: dict[tuple[str, bool], int] = {}
        self._metrics: tuple[QFontMetricsF, QFontMetricsF] | None = None
        self._extra = 0
        self.rows_measured = 0
        """How many rows were measured (not found kept) since the view was made: a test
        counts those an Enter and an open measure."""

    def clear(self) -> None:
        """Forget every width (the font or the style changed)."""
        self._rows.clear()
        self._texts.clear()
        self._metrics = None

    def clear_rows(self) -> None:
        """Forget the rows measured, keeping the texts' widths (the model was reset)."""
        self._rows.clear()

    def forget_from(self, row: int) -> None:
        """Forget the rows from ``row`` on (the model has fewer now)."""
        for number in [number for number in self._rows if number >= row]:
            del self._rows[number]

    def widest(self, rows: Sequence[TableRow], numbers: Sequence[int], columns: int) -> list[int]:
        """The widest cell of each of ``columns`` columns among the ``rows`` at
        ``numbers`` (0 for a column none of them fills)."""
        widest = [0] * columns
        for number in numbers:
            widths = self.row_widths(number, rows[number])
            for column, width in enumerate(widths[:columns]):
                if width > widest[column]:
                    widest[column] = width
        return widest

    def row_widths(self, number: int, row: TableRow) -> tuple[int, ...]:
        """The width of each cell of ``row``, shown at row ``number``."""
        kept = self._rows.get(number)
        if kept is not None and kept[0] is row:
            return kept[1]
        widths = tuple(self.text_width(cell.text, cell.bold) for cell in row.cells)
        self._rows[number] = (row, widths)
        self.rows_measured += 1
        return widths

    def text_width(self, text: str, bold: bool = False) -> int:
        """How wide a cell showing ``text`` (in bold with ``bold``) is, margins included:
        its longest line, the focus frame's margin and a pixel on each side, and the grid
        line, as Qt's item views measure a cell."""
        key = (text, bold)
        width = self._texts.get(key)
        if width is not None:
            return width
        regular, heavy = self._fonts()
        metrics = heavy if bold else regular
        lines = text.split("\n") if "\n" in text else (text,)
        # Fractional advances rounded up once, as Qt lays a cell's text out.
        width = ceil(max(metrics.horizontalAdvance(line) for line in lines)) + self._extra
        if len(self._texts) >= TEXTS_KEPT:
            self._texts.clear()
        self._texts[key] = width
        return width

    def _fonts(self) -> tuple[QFontMetricsF, QFontMetricsF]:
        if self._metrics is None:
            view = self._view
            font = QFont(view.font())
            bold = QFont(font)
            bold.setBold(True)
            self._metrics = (QFontMetricsF(font), QFontMetricsF(bold))
            style = view.style()
            margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
            self._extra = 2 * (margin + 1) + (1 if view.showGrid() else 0)
        return self._metrics
