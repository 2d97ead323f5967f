"""Laying a :class:`~desktop.printing.document.SheetDocument` out on pages and painting
it with QPainter onto a QPdfWriter or a QPrinter.

The layout is computed first (:func:`paginate`, the whole document in the device's
units), then painted, so the footer can say "page 2 of 5" and a test can count pages. A
section that runs over a page starts the next one with its title and header row again.
A cell's text is never cut: what its column cannot hold on one line wraps onto more
(issue 25, item 14: a PDF printed "Сда…" and "Борис стучит, п…"). Tables with the same
header row (Three Bugs' above and below the line) share their columns' widths.
Text is set in DejaVu Sans, which has Cyrillic; Qt embeds the font it uses in a PDF.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from desktop.printing.document import SheetDocument
from desktop.printing.sections import Drawing, Line, Row, Section
from desktop.printing.words import word

FONT_FAMILY = "DejaVu Sans"
"""The printed sheet's typeface (fonts-dejavu-core: Latin and Cyrillic)."""
MARGIN_MM = 15.0
"""Each page margin."""
RESOLUTION = 300
"""Dots per inch of a PDF written by :func:`write_pdf`."""
INK = QColor("#000000")
GRID = QColor("#909090")


class PageSize(StrEnum):
    """The paper sizes offered (``--page-size``)."""

    A4 = "A4"
    LETTER = "Letter"

    def qt(self) -> QPageSize:
        """The Qt page size."""
        return QPageSize(
            QPageSize.PageSizeId.A4 if self is PageSize.A4 else QPageSize.PageSizeId.Letter
        )


@dataclass(frozen=True)
class TextItem:
    """A text drawn in a box."""

    rect: QRectF
    text: str
    style: str
    """``"title"``, ``"body"``, ``"bold"``, ``"small"``."""
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    wrap: bool = False
    """A paragraph, wrapped by the painter into its box (a cell's text comes in lines
    already broken to its column)."""


@dataclass(frozen=True)
class LineItem:
    """A straight line."""

    start: QPointF
    end: QPointF
    width: float
    colour: QColor = field(default_factory=lambda: QColor(INK))


@dataclass(frozen=True)
class DrawingItem:
    """A section's picture, painted into its box."""

    rect: QRectF
    drawing: Drawing


Page = list[TextItem | LineItem | DrawingItem]


class _Fonts:
    def __init__(self, device: QPagedPaintDevice) -> None:
        self.title = self._font(13, bold=True)
        self.body = self._font(9)
        self.bold = self._font(9, bold=True)
        self.small = self._font(7.5, italic=True)
        self.metrics = {
            name: QFontMetricsF(font, device)
            for name, font in (
                ("title", self.title),
                ("body", self.body),
                ("bold", self.bold),
                ("small", self.small),
            )
        }

    @staticmethod
    def _font(points: float, *, bold: bool = False, italic: bool = False) -> QFont:
        font = QFont(FONT_FAMILY)
        font.setPointSizeF(points)
        font.setBold(bold)
        font.setItalic(italic)
        return font

    def font(self, style: str) -> QFont:
        font: QFont = getattr(self, style)
        return font


class _Layout:
    """Places the document's items page after page."""

    def __init__(self, document: SheetDocument, device: QPagedPaintDevice) -> None:
        self.document = document
        self.fonts = _Fonts(device)
        self.width = float(device.width())
        body = self.fonts.metrics["body"]
        self.footer_height = body.height() * 2
        self.bottom = float(device.height()) - self.footer_height
        self.row_height = body.height() * 1.45
        self.pad = body.horizontalAdvance("0") * 0.8
        self.pages: list[Page] = []
        self.y = 0.0
        # Tables with one header row are one table cut in parts (above and below the
        # line): their columns are measured over all their rows together.
        self.alike: dict[tuple[str, ...], Section] = {}
        for section in document.sections:
            if section.drawing is None:
                known = self.alike.get(section.headers)
                self.alike[section.headers] = (
                    section if known is None else replace(known, rows=known.rows + section.rows)
                )

    # -- pages --------------------------------------------------------------------------
    def run(self) -> list[Page]:
        self.pages = [[]]
        self._front_matter()
        for section in self.document.sections:
            self._section(section)
        self._footers()
        return self.pages

    def _new_page(self) -> None:
        self.pages.append([])
        small = self.fonts.metrics["small"]
        self._text(QRectF(0, 0, self.width, small.height()), self.document.title, "small")
        self.y = small.height() * 2

    def _text(
        self,
        rect: QRectF,
        text: str,
        style: str,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> None:
        self.pages[-1].append(TextItem(rect, text, style, align))

    def _line(
        self, x1: float, y1: float, x2: float, y2: float, width: float, colour: QColor = INK
    ) -> None:
        self.pages[-1].append(LineItem(QPointF(x1, y1), QPointF(x2, y2), width, QColor(colour)))

    def _front_matter(self) -> None:
        title = self.fonts.metrics["title"]
        self._text(QRectF(0, 0, self.width, title.height()), self.document.title, "title")
        self.y = title.height() * 1.5
        body = self.fonts.metrics["body"]
        for label, text in self.document.details:
            self._paragraph(f"{label}: {text}")
        self.y += body.height()

    def _paragraph(self, line: str) -> None:
        """``line`` in the body font, wrapped to the page's width (anywhere, when a word
        alone is wider than the page)."""
        body = self.fonts.metrics["body"]
        # A word alone wider than the page may break between any two letters (a
        # zero-width space lets it); the other words still break only between words.
        line = re.sub(
            r"\S+",
            lambda word: (
                "\u200b".join(word.group())
                if body.horizontalAdvance(word.group()) > self.width
                else word.group()
            ),
            line,
        )
        bounds = body.boundingRect(
            QRectF(0, 0, self.width, 1e7), int(Qt.TextFlag.TextWordWrap), line
        )
        if self.y + bounds.height() > self.bottom:
            self._new_page()
        self.pages[-1].append(
            TextItem(
                QRectF(0, self.y, self.width, bounds.height()),
                line,
                "body",
                Qt.AlignmentFlag.AlignLeft,
                wrap=True,
            )
        )
        self.y += bounds.height() + body.height() * 0.2

    def _footers(self) -> None:
        total = len(self.pages)
        body = self.fonts.metrics["body"]
        for number, page in enumerate(self.pages, start=1):
            text = word("page", number, total)
            rect = QRectF(
                0, self.bottom + self.footer_height - body.height(), self.width, body.height()
            )
            page.append(TextItem(rect, text, "small", Qt.AlignmentFlag.AlignRight))

    # -- tables -------------------------------------------------------------------------
    def _headers(self, section: Section) -> tuple[tuple[str, ...], list[str]]:
        """The header row to print and the legend under the title: the headers as they
        are when every column fits the page with its whole header, else numbers with a
        legend naming each column in full (issue 32: a long name squeezed another
        player's column off the sheet, and names sharing a long start printed alike).
        Rows too wide for the page wrap; their header row keeps its names when these
        wrap between words."""
        headers = section.headers
        bold = self.fonts.metrics["bold"]
        needed = self._body_widths(section)
        needed[0] = max(needed[0], bold.horizontalAdvance(headers[0]) + 2 * self.pad)
        for column, text in enumerate(headers[1:], start=1):
            needed[column] = max(needed[column], bold.horizontalAdvance(text) + 2 * self.pad)
        if sum(needed) <= self.width or len(headers) < 2:
            return headers, []
        body = self._body_widths(section)
        # A column whose rows are wider than its title keeps the title: a number there
        # saves nothing (Gin's column of how each hand ended).
        numbers: dict[int, str] = {}
        for column, text in enumerate(headers[1:], start=1):
            if bold.horizontalAdvance(text) + 2 * self.pad > body[column]:
                numbers[column] = str(len(numbers) + 1)
        numbered = tuple(numbers.get(column, text) for column, text in enumerate(headers))
        for column, text in enumerate(numbered):
            body[column] = max(body[column], bold.horizontalAdvance(text) + 2 * self.pad)
        if sum(body) > self.width and sum(self._word_widths(section, headers)) <= self.width:
            # The rows themselves are wider than the page: their text wraps, and so do
            # the names in the header row, between their words. Numbers only when a
            # name's words would have to break between letters.
            return headers, []
        legend = [f"{numbers[column]} — {headers[column]}" for column in numbers]
        return numbered, legend

    def _body_widths(self, section: Section) -> list[float]:
        count = len(section.headers)
        widths = [0.0] * count
        for row in section.rows:
            metrics = self.fonts.metrics["bold" if row.bold else "body"]
            for column, text in enumerate(row.cells[:count]):
                widths[column] = max(widths[column], metrics.horizontalAdvance(text) + 2 * self.pad)
        return widths

    def _widths(self, section: Section, headers: tuple[str, ...] | None = None) -> list[float]:
        count = len(section.headers)
        shown = headers or section.headers
        widths = self._body_widths(section)
        bold = self.fonts.metrics["bold"]
        for column, text in enumerate(shown[:count]):
            widths[column] = max(widths[column], bold.horizontalAdvance(text) + 2 * self.pad)
        # The label column keeps its width; the others share what is left of the page.
        rest = sum(widths[1:])
        room = self.width - widths[0]
        if rest < room and count > 1:
            extra = (room - rest) / (count - 1)
            return [widths[0]] + [w + extra for w in widths[1:]]
        if sum(widths) <= self.width:
            return widths
        # Too wide: each column keeps at least its longest word (a number whole) and the
        # rest of the page goes to the columns in proportion to what their text lacks;
        # their text wraps. Columns whose words alone overflow the page shrink together
        # and their words break between letters.
        least = self._word_widths(section, shown)
        if sum(least) >= self.width:
            scale = self.width / sum(least)
            return [w * scale for w in least]
        lacking = [max(w - m, 0.0) for w, m in zip(widths, least, strict=True)]
        share = (self.width - sum(least)) / sum(lacking)
        return [m + lack * share for m, lack in zip(least, lacking, strict=True)]

    def _word_widths(self, section: Section, headers: tuple[str, ...]) -> list[float]:
        """Each column's longest word (with its padding): the narrowest it can wrap to."""
        count = len(section.headers)
        widths = [0.0] * count
        lines = [Row(headers, bold=True), *section.rows]
        for row in lines:
            metrics = self.fonts.metrics["bold" if row.bold else "body"]
            for column, text in enumerate(row.cells[:count]):
                longest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0.0)
                widths[column] = max(widths[column], longest + 2 * self.pad)
        return widths

    def _section(self, section: Section) -> None:
        if section.drawing is not None:
            self._drawing(section, section.drawing)
            return
        whole = self.alike.get(section.headers, section)
        headers, legend = self._headers(whole)
        section = replace(section, headers=headers)
        whole = replace(whole, headers=headers)
        widths = self._widths(whole)
        title_height = self.fonts.metrics["bold"].height() * 1.6
        if self.y + title_height + 2 * self.row_height > self.bottom:
            self._new_page()
        self._section_head(section.title, whole, widths, legend)
        top = self.y
        for row in section.rows:
            height = self._row_height(row, widths)
            if self.y + height > self.bottom:
                self._grid(widths, top)
                self._new_page()
                self._section_head(word("continued", section.title), whole, widths)
                top = self.y
            self._row(row, widths)
        self._grid(widths, top)
        self.y += self.row_height

    def _drawing(self, section: Section, drawing: Drawing) -> None:
        """A picture under its title, on one page: a new one if it does not fit."""
        bold = self.fonts.metrics["bold"]
        height = min(self.width * section.drawing_ratio, self.bottom - bold.height() * 4)
        if self.y + bold.height() * 1.6 + height > self.bottom:
            self._new_page()
        self._text(QRectF(0, self.y, self.width, bold.height()), section.title, "bold")
        self.y += bold.height() * 1.6
        self.pages[-1].append(DrawingItem(QRectF(0, self.y, self.width, height), drawing))
        self.y += height + self.row_height

    def _section_head(
        self, title: str, section: Section, widths: list[float], legend: list[str] | None = None
    ) -> None:
        bold = self.fonts.metrics["bold"]
        self._text(QRectF(0, self.y, self.width, bold.height()), title, "bold")
        self.y += bold.height() * 1.6
        for line in legend or ():
            self._paragraph(line)
        numeric = {
            column
            for row in section.rows
            for column, text in enumerate(row.cells)
            if column and _is_number(text)
        }
        self._row(Row(section.headers, bold=True), widths, numeric)
        self._line(0, self.y, sum(widths), self.y, 2.0)

    def _lines(self, text: str, style: str, width: float) -> list[str]:
        """``text`` broken into the lines a column ``width`` wide holds: between words,
        and inside a word only when it alone is wider than the column."""
        metrics = self.fonts.metrics[style]
        room = width - 2 * self.pad
        lines: list[str] = []
        current = ""
        for piece in text.split(" "):
            trial = f"{current} {piece}" if current else piece
            # (A hair of slack: the column was measured on the whole text at once.)
            if metrics.horizontalAdvance(trial) <= room + 0.5 or not trial:
                current = trial
                continue
            if current:
                lines.append(current)
            current = ""
            for letter in piece:
                if current and metrics.horizontalAdvance(current + letter) > room + 0.5:
                    lines.append(current)
                    current = ""
                current += letter
        lines.append(current)
        return lines

    def _cell_lines(self, row: Row, widths: list[float]) -> list[list[str]]:
        style = "bold" if row.bold else "body"
        return [
            self._lines(text, style, width) for text, width in zip(row.cells, widths, strict=False)
        ]

    def _note_lines(self, note: str, widths: list[float]) -> list[str]:
        return self._lines(note, "small", sum(widths) + self.pad)

    def _row_height(self, row: Row, widths: list[float]) -> float:
        tallest = max((len(lines) for lines in self._cell_lines(row, widths)), default=1)
        height = self.row_height + (tallest - 1) * self.fonts.metrics["body"].lineSpacing()
        if row.note:
            small = self.fonts.metrics["small"]
            height += small.height() * 1.2 * len(self._note_lines(row.note, widths)) + 10
        return height

    def _row(self, row: Row, widths: list[float], numeric: set[int] | None = None) -> None:
        """Draw ``row``: numbers to the right, words to the left, each cell's text
        wrapped to its column; a header row (``numeric`` given) puts each title where
        its column's numbers go."""
        x = 0.0
        style = "bold" if row.bold else "body"
        spacing = self.fonts.metrics[style].lineSpacing()
        tallest = 1
        for column, (lines, width) in enumerate(
            zip(self._cell_lines(row, widths), widths, strict=False)
        ):
            text = row.cells[column]
            # The first column labels the row (a deal's number, "Total"): always left.
            to_right = column > 0 and (
                column in numeric if numeric is not None else _is_number(text)
            )
            align = Qt.AlignmentFlag.AlignRight if to_right else Qt.AlignmentFlag.AlignLeft
            for number, line in enumerate(lines):
                top = self.y + number * spacing
                rect = QRectF(x + self.pad, top, width - 2 * self.pad, self.row_height)
                self._text(rect, line, style, align)
            tallest = max(tallest, len(lines))
            x += width
        self.y += self.row_height + (tallest - 1) * spacing
        right = sum(widths)
        if row.line is Line.SINGLE:
            self._line(0, self.y, right, self.y, 2.5)
        elif row.line is Line.DOUBLE:
            self._line(0, self.y - 4, right, self.y - 4, 2.5)
            self._line(0, self.y + 4, right, self.y + 4, 2.5)
        else:
            self._line(0, self.y, right, self.y, 0.5, GRID)
        if row.note:
            small = self.fonts.metrics["small"]
            # Below a double line's lower stroke, clear of the next row.
            self.y += 8
            for line in self._note_lines(row.note, widths):
                self._text(QRectF(self.pad, self.y, right, small.height()), line, "small")
                self.y += small.height() * 1.2
            self.y += 2

    def _grid(self, widths: list[float], top: float) -> None:
        x = 0.0
        for width in widths[:-1]:
            x += width
            self._line(x, top, x, self.y, 0.8, GRID)


def _is_number(text: str) -> bool:
    """A cell holding a number as :mod:`desktop.widgets.number_text` writes it: a true
    minus sign or a plus allowed, its thousands grouped (``1 400`` with a narrow no-break
    space, ``1,400``) and decimals (``0,50``, ``2.5``). Grouped numbers were once taken for
    words and printed to the left, beside the ungrouped ones printed to the right."""
    return _NUMBER.fullmatch(text) is not None


_NUMBER = re.compile(r"[\u2212+-]?(?:\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+|\d+)(?:[.,]\d+)?")


def paginate(document: SheetDocument, device: QPagedPaintDevice) -> list[Page]:
    """Every page's items, laid out for ``device``'s page."""
    return _Layout(document, device).run()


def paint(document: SheetDocument, device: QPagedPaintDevice) -> int:
    """Paint ``document`` onto ``device`` (a QPdfWriter or a QPrinter), page after page;
    the number of pages."""
    pages = paginate(document, device)
    fonts = _Fonts(device)
    painter = QPainter(device)
    try:
        for number, page in enumerate(pages):
            if number:
                device.newPage()
            for item in page:
                if isinstance(item, TextItem):
                    painter.setFont(fonts.font(item.style))
                    painter.setPen(INK)
                    flags = int(item.align) | int(Qt.AlignmentFlag.AlignVCenter)
                    if item.wrap:
                        flags |= int(Qt.TextFlag.TextWordWrap)
                    painter.drawText(item.rect, flags, item.text)
                elif isinstance(item, DrawingItem):
                    painter.save()
                    item.drawing(painter, item.rect)
                    painter.restore()
                else:
                    painter.setPen(QPen(item.colour, item.width))
                    painter.drawLine(item.start, item.end)
    finally:
        painter.end()
    return len(pages)


def prepare(device: QPagedPaintDevice, size: PageSize) -> None:
    """Set ``device``'s paper and margins."""
    device.setPageLayout(
        QPageLayout(
            size.qt(),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )


def pdf_bytes(document: SheetDocument, size: PageSize = PageSize.A4) -> tuple[bytes, int]:
    """``document`` as the bytes of a PDF file, and its number of pages."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setTitle(document.title)
    writer.setCreator("Zapis")
    prepare(writer, size)
    pages = paint(document, writer)
    del writer  # the PDF is finished (its trailer written) when the writer goes
    return bytes(buffer.data().data()), pages


def write_pdf(document: SheetDocument, path: Path, size: PageSize = PageSize.A4) -> int:
    """Write ``document`` as a PDF file, whole or not at all; the number of pages.
    Raises ``OSError`` when the file cannot be written."""
    from commands.safe_write import write_atomically

    data, pages = pdf_bytes(document, size)
    write_atomically(path, data)
    return pages
