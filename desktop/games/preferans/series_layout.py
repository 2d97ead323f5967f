"""A pulka band's series laid out once and kept until the series or the band changes.

A band holds a player's running series, ``2.4.6``, wrapped in its rectangle and made
smaller until it fits (never below :data:`MIN_POINTS`). A paper pulka that runs out of
room goes on writing where the player's eye is: here the series' beginning gives way,
an ellipsis stands for it, and the last numbers that fit are shown (the series whole is
in the band's tooltip, and a click on a number selects the deal that wrote it).

So what is laid out is bounded by the band's room, not by the sitting's length: the
numbers are read from the end until they could no longer fit, and the layout is searched
from the one that fitted the deal before (an Enter adds one number to a series or none),
not from the largest size down. A band whose series is the very tuple it had (the kept
pulka, :class:`desktop.games.preferans.pulka_picture.PulkaFold`, hands the same tuple for
a series no deal moved) is drawn from its kept layout without laying anything out.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QPalette,
    QTextLayout,
    QTextLine,
    QTextOption,
)

from desktop.games.preferans.pulka_picture import amount_text

MIN_POINTS = 6.0
"""The smallest size a band's text is made (smaller is not read at a table)."""
STEP = 0.5
"""How much smaller each try is."""
ELLIPSIS = "…"
"""Stands for the numbers of a series that gave way to its last ones."""
BREAK = "\u200b"
"""A zero-width space after each dot: a series wraps between its numbers, not inside."""


def largest_fitting(low: int, high: int, start: int, fits: Callable[[int], bool]) -> int | None:
    """The largest ``n`` in ``[low, high]`` for which ``fits(n)`` holds (``fits`` holding up
    to some ``n`` and failing above it), or ``None`` if it holds for none; searched from
    ``start`` outward with a doubling step, so an answer next to ``start`` (the last
    deal's) costs two tries."""
    start = min(max(start, low), high)
    if fits(start):
        good, step = start, 1
        while good < high:
            probe = min(good + step, high)
            if not fits(probe):
                return _halve(good, probe, fits)
            good, step = probe, step * 2
        return good
    bad, step = start, 1
    while bad > low:
        probe = max(bad - step, low)
        if fits(probe):
            return _halve(probe, bad, fits)
        bad, step = probe, step * 2
    return None


def _halve(good: int, bad: int, fits: Callable[[int], bool]) -> int:
    while bad - good > 1:
        middle = (good + bad) // 2
        if fits(middle):
            good = middle
        else:
            bad = middle
    return good


@dataclass(frozen=True)
class BandText:
    """A band's text as laid out and drawn."""

    layout: QTextLayout
    origin: QPointF
    """Where the layout is drawn (its lines centred in the band)."""
    rect: QRectF
    """The band."""
    starts: tuple[int, ...]
    """The first character of each number shown, in the text's order."""
    ends: tuple[int, ...]
    """The character after each number shown."""
    deals: tuple[int, ...]
    """The deal that wrote each number shown."""
    first: int
    """The place in the series of the first number shown (0: the series is whole)."""
    size: float
    """The font's size, in points."""
    overflows: bool
    """Not even the smallest size fits (drawn cut at the band's edge)."""

    def draw(self, painter: QPainter, marked: int = 0) -> None:
        """Draw the text in the painter's pen, the numbers written by deal ``marked``
        (the deal selected in the list) in the selection's colours."""
        selections = self.marks(marked)
        if self.overflows:
            painter.save()
            painter.setClipRect(self.rect, Qt.ClipOperation.IntersectClip)
            self.layout.draw(painter, self.origin, selections)
            painter.restore()
        else:
            self.layout.draw(painter, self.origin, selections)

    def marked_ranges(self, deal: int) -> list[tuple[int, int]]:
        """The characters (start, length) of the numbers shown that ``deal`` wrote."""
        if not deal or deal not in self.deals:
            return []
        return [
            (start, end - start)
            for written, start, end in zip(self.deals, self.starts, self.ends, strict=True)
            if written == deal
        ]

    def marks(self, deal: int) -> list[QTextLayout.FormatRange]:
        """The layout's formats that mark ``deal``'s numbers (drawn over the kept layout:
        nothing is laid out again)."""
        selections = []
        for start, length in self.marked_ranges(deal):
            mark = QTextLayout.FormatRange()
            mark.start, mark.length = start, length
            palette = QPalette()
            mark.format.setBackground(palette.color(QPalette.ColorRole.Highlight))
            mark.format.setForeground(palette.color(QPalette.ColorRole.HighlightedText))
            selections.append(mark)
        return selections

    def deal_at(self, point: QPointF) -> int:
        """The deal that wrote the number drawn at ``point`` (0: no number there)."""
        if not self.rect.contains(point) or not self.deals:
            return 0
        x, y = point.x() - self.origin.x(), point.y() - self.origin.y()
        for index in range(self.layout.lineCount()):
            line = self.layout.lineAt(index)
            if line.y() <= y < line.y() + line.height():
                # The line's text is centred: its ends are where its first and last
                # characters stand, not 0 and its natural width.
                left = _x_of(line, line.textStart())
                right = _x_of(line, line.textStart() + line.textLength())
                if not left - 2 <= x <= right + 2:
                    return 0
                cursor = line.xToCursor(x)
                if cursor < self.starts[0]:
                    return 0  # the label or the ellipsis
                return self.deals[bisect_right(self.starts, cursor) - 1]
        return 0


def _x_of(line: QTextLine, cursor: int) -> float:
    """Where ``cursor`` stands on ``line`` (PySide6 gives the x alone, or with the
    cursor)."""
    found: Any = line.cursorToX(cursor)
    return float(found[0] if isinstance(found, tuple) else found)


@dataclass(frozen=True)
class _Kept:
    place: tuple[object, ...]
    font: QFont
    values: Sequence[Fraction]
    deals: Sequence[int]
    text: BandText


class SeriesLayouts:
    """The bands' laid-out texts of one pulka widget, kept from paint to paint."""

    def __init__(self) -> None:
        self._kept: dict[Hashable, _Kept] = {}
        self._advances: dict[str, float] = {}
        self._advances_font: tuple[QFont, int] | None = None
        self.drawn: list[tuple[Hashable, BandText, Sequence[Fraction]]] = []
        """The bands of the last paint: each one's key, text and whole series."""
        self.layouts_made = 0
        """How many texts were laid out (a test counts them an Enter)."""
        self.numbers_read = 0
        """How many series numbers were read to lay them out (likewise)."""
        self.marked = 0
        """The deal whose numbers are drawn marked (the one selected in the deals list;
        0: none)."""

    def band(
        self,
        band: Hashable,
        rect: QRectF,
        values: Sequence[Fraction],
        deals: Sequence[int],
        base: QFont,
        device: QPaintDevice,
        *,
        label: str = "",
        suffix: str = "",
        bold: bool = False,
    ) -> BandText:
        """The text of ``band``: ``label``, the series ``values`` (written by ``deals``)
        and ``suffix``, laid out in ``rect``; the kept one if nothing changed."""
        place = (
            rect.x(),
            rect.y(),
            rect.width(),
            rect.height(),
            device.logicalDpiX(),
            label,
            suffix,
            bold,
        )
        kept = self._kept.get(band)
        # Fonts compared as fonts (QFont.key() spells the font out: ten times slower).
        if kept is not None and kept.place == place and kept.font == base:
            if kept.values is values and kept.deals is deals:
                return kept.text
            hint: BandText | None = kept.text
        else:
            hint = None
        text = _BandFit(self, rect, values, deals, base, device, label, suffix, bold).fit(hint)
        if len(self._kept) >= 256:
            self._kept.clear()
        self._kept[band] = _Kept(place, QFont(base), values, deals, text)
        return text

    def draw(
        self,
        painter: QPainter,
        band: Hashable,
        rect: QRectF,
        values: Sequence[Fraction],
        deals: Sequence[int],
        base: QFont,
        *,
        label: str = "",
        suffix: str = "",
        bold: bool = False,
    ) -> None:
        """Draw ``band`` (see :meth:`band`) in the painter's pen, and note it drawn."""
        text = self.band(
            band,
            rect,
            values,
            deals,
            base,
            painter.device(),
            label=label,
            suffix=suffix,
            bold=bold,
        )
        text.draw(painter, self.marked)
        self.drawn.append((band, text, values))

    def deal_at(self, point: QPointF) -> int:
        """The deal that wrote the number drawn at ``point`` in the last paint (0: none)."""
        for _band, text, _values in self.drawn:
            deal = text.deal_at(point)
            if deal:
                return deal
        return 0

    def advance(self, text: str, font: QFont, device: QPaintDevice) -> float:
        """``text``'s width at ``font`` (the smallest size: all that is asked of it)."""
        dpi = device.logicalDpiX()
        if self._advances_font is None or self._advances_font != (font, dpi):
            self._advances, self._advances_font = {}, (QFont(font), dpi)
        width = self._advances.get(text)
        if width is None:
            if len(self._advances) >= 10_000:
                self._advances.clear()
            width = self._advances[text] = QFontMetricsF(font, device).horizontalAdvance(text)
        return width


class _BandFit:
    """One band's fitting: the sizes tried whole, then the tails tried at the smallest."""

    def __init__(
        self,
        layouts: SeriesLayouts,
        rect: QRectF,
        values: Sequence[Fraction],
        deals: Sequence[int],
        base: QFont,
        device: QPaintDevice,
        label: str,
        suffix: str,
        bold: bool,
    ) -> None:
        self.layouts, self.rect, self.values, self.deals = layouts, rect, values, deals
        self.device, self.label, self.suffix = device, label, suffix
        self.font = QFont(base)
        self.font.setBold(bold)
        self.option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
        self.option.setWrapMode(QTextOption.WrapMode.WordWrap)
        self.tried: dict[tuple[float, int], tuple[QTextLayout, float, bool]] = {}

    def fit(self, hint: BandText | None) -> BandText:
        smallest = QFont(self.font)
        smallest.setPointSizeF(MIN_POINTS)
        tail, cut = self._tail(smallest)
        count = len(self.values)
        top = max(self.font.pointSizeF(), MIN_POINTS)
        sizes = [top - STEP * n for n in range(math.ceil((top - MIN_POINTS) / STEP))]
        sizes = [MIN_POINTS, *reversed(sizes)]
        if not cut:
            # The whole series might fit: the largest size it fits at, from the last.
            start = len(sizes) - 1
            if hint is not None:
                # From the size it had; from the smallest if it showed only its end (a
                # series grown by a deal seldom fits whole again: one try says so).
                start = min(range(len(sizes)), key=lambda n: abs(sizes[n] - hint.size))
            found = largest_fitting(
                0, len(sizes) - 1, start, lambda n: self._try(sizes[n], count)[2]
            )
            if found is not None:
                return self._text(sizes[found], count)
        # The last numbers that fit at the smallest size, after an ellipsis.
        most = min(len(tail) - 1 if cut else len(tail), count - 1)
        if most < 1:
            return self._text(MIN_POINTS, count if count <= 1 else 1)
        start = most if hint is None or hint.first == 0 else len(hint.starts)
        shown = largest_fitting(1, most, start, lambda n: self._try(MIN_POINTS, n)[2])
        return self._text(MIN_POINTS, shown or 1)

    def _tail(self, smallest: QFont) -> tuple[list[str], bool]:
        """The series' texts read from the end while they could fit at the smallest size
        (their widths together within the band's lines), and whether they were cut
        there: the most a tail can show is one fewer."""
        metrics = QFontMetricsF(smallest, self.device)
        lines = max(1, math.floor(self.rect.height() / max(metrics.height(), 1.0)))
        room = lines * self.rect.width()
        advance = self.layouts.advance
        used = advance(self.label + self.suffix, smallest, self.device)
        dot = advance(".", smallest, self.device)
        texts: list[str] = []
        cut = False
        for value in reversed(self.values):
            text = amount_text(value)
            texts.append(text)
            used += advance(text, smallest, self.device) + dot
            if used > room + dot:
                cut = True
                break
        self.layouts.numbers_read += len(texts)
        texts.reverse()
        return texts, cut

    def _compose(self, shown: int) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
        """The band's text with the last ``shown`` numbers, and where each starts and
        ends."""
        count = len(self.values)
        parts = [self.label]
        if shown < count:
            parts.append(ELLIPSIS)
        length = sum(len(part) for part in parts)
        starts, ends = [], []
        for index in range(count - shown, count):
            if index > count - shown:
                parts.append("." + BREAK)
                length += 2
            starts.append(length)
            text = amount_text(self.values[index])
            parts.append(text)
            length += len(text)
            ends.append(length)
        parts.append(self.suffix)
        return "".join(parts), tuple(starts), tuple(ends)

    def _try(self, size: float, shown: int) -> tuple[QTextLayout, float, bool]:
        """The text with the last ``shown`` numbers laid out at ``size``: the layout, its
        height, and whether it fits."""
        key = (size, shown)
        tried = self.tried.get(key)
        if tried is not None:
            return tried
        text, _starts, _ends = self._compose(shown)
        font = QFont(self.font)
        font.setPointSizeF(size)
        layout = QTextLayout(text, font, self.device)
        layout.setTextOption(self.option)
        layout.setCacheEnabled(True)
        width = self.rect.width()
        height = widest = 0.0
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            line.setPosition(QPointF(0, height))
            height += line.height()
            widest = max(widest, line.naturalTextWidth())
        layout.endLayout()
        self.layouts.layouts_made += 1
        fits = height <= self.rect.height() + 1e-6 and widest <= width + 1e-6
        self.tried[key] = tried = (layout, height, fits)
        return tried

    def _text(self, size: float, shown: int) -> BandText:
        layout, height, fits = self._try(size, shown)
        _text, starts, ends = self._compose(shown)
        count = len(self.values)
        origin = QPointF(self.rect.left(), self.rect.top() + (self.rect.height() - height) / 2)
        return BandText(
            layout,
            origin,
            QRectF(self.rect),
            starts,
            ends,
            tuple(self.deals[count - shown :]) if len(self.deals) == count else (),
            count - shown,
            size,
            not fits,
        )
