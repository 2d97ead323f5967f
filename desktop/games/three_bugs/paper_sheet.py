"""The Three Bugs score sheet, drawn like the paper one: a column per player, the line.

Above the line go premiums and penalties, below it the tricks that count towards the game;
a line is drawn across the columns when a game is won, a double line when a rubber is.
The numbers come from :func:`~desktop.games.three_bugs.paper_layout.sheet_cells`, a pure
function of the scored sitting (kept from one sheet to the next by a ``SheetFold``), and
the painter draws exactly those cells, so a test can read what is on the sheet.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.three_bugs.paper_layout import SheetCell, SheetFold, SheetLayout, SheetRule
from desktop.widgets.row_model import format_points
from desktop.widgets.text_fill import fill
from rules.ledger import Scored

PAPER = QColor("#fbf8ef")
INK = QColor("#1d2f6f")
NEGATIVE_INK = QColor("#8b1a1a")
RULE_INK = QColor("#b22222")
GRID = QColor("#c9c3b0")
FAINT = QColor("#6b6b6b")
SELECTED = QColor("#f1e3b5")


TILE = 256
"""How high a band of the sheet kept painted is, in pixels."""
TILES_KEPT = 8
"""How many bands are kept painted (those last in sight): more than a paper's view."""


@dataclass(frozen=True)
class _Row:
    kind: str  # "deal", "label", "rule", "footer"
    section: str
    deal: int = 0
    text: str = ""
    rule: SheetRule | None = None


class ThreeBugsPaper(QWidget):
    """The painted sheet. ``cells()`` returns the numbers it draws."""

    sig_deal_clicked = Signal(int)
    """A deal's row was clicked (1-based deal number)."""
    sig_area_changed = Signal(QRect)
    """The part of the sheet that is drawn differently from now on (the paper's own
    coordinates): the pinned names and totals are painted again when theirs is in it
    (desktop.sitting.paper_split), not at every paint of the sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = SheetLayout((), (), (), (), (), {})
        self._fold = SheetFold()
        self._base = self._row_height()
        # What every paint and size hint asks for, found once when the sheet or the font
        # changes (a paint asked for them at each row, and measured the margin's words and
        # the totals a dozen times an Enter): the line's and the double line's rows, the
        # margin's width and a column's least width.
        self._line, self._double = self._find_lines()
        self._margins: dict[bool, int] = {}
        self._least: int | None = None
        self.widths_measured = 0
        """How many times the margin's words or the totals were measured (a test counts)."""
        self.rows_painted = 0
        """How many rows the painter drew since the sheet was made (a test counts them)."""
        self._selected = 0
        self._short_now: bool | None = None
        self._tiles: dict[int, QPixmap] = {}
        """The bands of the sheet kept painted (:data:`TILE` pixels high), by number."""
        self.tiles_painted = 0
        """How many bands were painted since the sheet was made (a test counts them)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setMinimumWidth(360)
        self.setAutoFillBackground(False)
        # The paint covers the paper whole (nothing under it is painted first), and what
        # was painted stays where it is when the sheet grows a row: an Enter paints the
        # rows that changed (issue 31), not the sheet in sight.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)

    # -- data ----------------------------------------------------------------------------
    def set_scored(self, scored: Scored) -> None:
        """Draw ``scored`` (laid out by the rows that changed: see ``SheetFold``), painted
        again from the first row that changed down."""
        frame, hints, before = self._frame(), self._hints(), self._layout
        bottom = self._painted_height()
        self._layout = self._fold.layout(scored)
        self._line, self._double = self._find_lines()
        self._least = None
        self._measure()
        if self._hints() != hints:
            self.updateGeometry()
        if self._frame() != frame:
            # The columns moved, the margin's words or a name's marks changed: all of it.
            self._changed(self.rect())
            return
        top = self._row_height() + 12 + self._top(self._first_changed_row(before))
        self._changed(QRect(0, top, self.width(), max(bottom, self._painted_height()) - top))

    def _first_changed_row(self, before: SheetLayout) -> int:
        """The first row drawn differently from the sheet ``before``: the rows of the
        deals the fold kept are where they were, as they were (the totals, under every
        deal, change with nearly every Enter)."""
        above, below = self._fold.first_row_after(self._fold.kept)
        if len(before.above_deals) == len(self._layout.above_deals) == above:
            # Nothing changed above the line (nor where the line is): from below it.
            return self._line + 2 + below
        return 1 + above

    def _frame(self) -> tuple[object, ...]:
        """What every row is drawn within: the columns, the margin's words, the names in
        the header with their marks."""
        margin, top, columns = self._column_rects()
        names = tuple(self._name_label(player) for player in self._layout.players)
        rects = tuple((rect.left(), rect.width()) for rect in columns)
        return (margin, top, rects, names, self._short_margin())

    def _hints(self) -> tuple[QSize, QSize]:
        return self.sizeHint(), self.minimumSizeHint()

    def _painted_height(self) -> int:
        """Where the sheet's drawing ends (the size hint's height)."""
        return self._row_height() + 12 + self._top(self._row_count()) + 12

    def _changed(self, area: QRect) -> None:
        self._drop_tiles(area)
        self.update(area)
        self.sig_area_changed.emit(area)

    def cells(self) -> Sequence[SheetCell]:
        """Every number the sheet draws."""
        return self._layout.cells

    def layout_data(self) -> SheetLayout:
        """The whole drawn layout (rows, lines and cells)."""
        return self._layout

    def set_selected_deal(self, deal: int) -> None:
        """Highlight deal ``deal``'s rows (0: none)."""
        if deal != self._selected:
            self._selected = deal
            self._changed(self.rect())

    # -- rows ----------------------------------------------------------------------------
    # The sheet's rows, top to bottom: the label above the line, a row per deal written
    # above it (or a blank one), the line, the label below it, a row per deal written
    # below it and a row per game's or rubber's line (or a blank one), the double line and
    # five footer rows. Every row is as tall as a line of text but the line and the double
    # line, so a row is found from its number (and its number from a height) by
    # arithmetic: nothing is built or walked per deal.
    _FOOTER = ("above-total", "below-total", "games", "rubbers", "total")

    def _footer_words(self) -> tuple[str, ...]:
        return self._margin_words(self._short_margin())

    def _margin_words(self, short: bool) -> tuple[str, ...]:
        """The totals rows' words in the margin; ``short``: the games and rubbers won
        said in one word, for a sheet too narrow for the players' whole names beside
        the long words (at a scale of 1.5 «Выиграно робберов» cut «Александр» short)."""
        return (
            self.tr("Above"),
            self.tr("Below"),
            self.tr("Games", "the paper's margin: games won, short")
            if short
            else self.tr("Games won"),
            self.tr("Rubbers", "the paper's margin: rubbers won, short")
            if short
            else self.tr("Rubbers won"),
            self.tr("Total"),
        )

    def _above_count(self) -> int:
        return max(len(self._layout.above_deals), 1)

    def _below_count(self) -> int:
        # A rubber's line after a deal with nothing below the line is drawn even before
        # any deal row, above the blank row.
        return len(self._fold.below_rows) + (0 if self._layout.below_deals else 1)

    def _find_lines(self) -> tuple[int, int]:
        line = 1 + self._above_count()
        return line, line + 2 + self._below_count()

    def _line_index(self) -> int:
        return self._line

    def _double_index(self) -> int:
        return self._double

    def _row_count(self) -> int:
        return self._double_index() + 1 + len(self._FOOTER)

    def _row(self, index: int) -> _Row:
        """Row ``index`` of the sheet, made when it is asked for."""
        line, double = self._line, self._double
        layout = self._layout
        if index == 0:
            return _Row("label", "above", text=self.tr("Above the line"))
        if index < line:
            if not layout.above_deals:
                return _Row("blank", "above")
            return _Row("deal", "above", deal=layout.above_deals[index - 1])
        if index == line:
            return _Row("line", "line", text=self.tr("the line"))
        if index == line + 1:
            return _Row("label", "below", text=self.tr("Below the line"))
        if index < double:
            below = self._fold.below_rows
            if index - line - 2 >= len(below):
                return _Row("blank", "below")
            deal, rule = below[index - line - 2]
            return (
                _Row("rule", "below", deal=deal, rule=rule)
                if rule
                else _Row("deal", "below", deal=deal)
            )
        if index == double:
            return _Row("double", "footer")
        section = index - double - 1
        return _Row("footer", self._FOOTER[section], text=self._footer_words()[section])

    def _top(self, index: int) -> int:
        """Where row ``index`` starts below the header."""
        base, line, double = self._base, self._line, self._double
        top = index * base
        if index > line:
            top += self._height_of("line") - base
        if index > double:
            top += self._height_of("double") - base
        return top

    def _index_at(self, y: int) -> int:
        """The row at height ``y`` below the header (out of range: before or after)."""
        low, high = 0, self._row_count()
        while low < high:  # halving over the rows' tops: a few steps at any length
            middle = (low + high) // 2
            if self._top(middle + 1) <= y:
                low = middle + 1
            else:
                high = middle
        return low if y >= 0 else -1

    # -- geometry ------------------------------------------------------------------------
    def _row_height(self) -> int:
        return QFontMetrics(self.font()).height() + 5

    def _measure(self) -> None:
        self._base = self._row_height()

    def _height_of(self, kind: str) -> int:
        if kind == "line":
            return self._base // 2 + 10
        return 10 if kind == "double" else self._base

    def changeEvent(self, event: QEvent) -> None:
        # The rows' heights follow the font: measured again when it changes.
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._margins = {}
            self._least = None
            self._measure()
            self.updateGeometry()
            self._changed(self.rect())
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Grown taller, the rows painted stay (static contents): only the new part is
        # painted. Wider or narrower, every column moves.
        if event.size().width() != event.oldSize().width():
            self._changed(self.rect())
        super().resizeEvent(event)

    def _margin_width(self) -> int:
        return self._margin_for(self._short_margin())

    def _margin_for(self, short: bool) -> int:
        """The margin that holds the ``short`` or the long words (measured once a font
        and a language)."""
        if short not in self._margins:
            self._margins[short] = self._measured_margin(short)
        return self._margins[short]

    def _measured_margin(self, short: bool | None = None) -> int:
        """The margin that holds the ``short`` or long words (``None``: those the sheet
        says now), each measured in the font it is painted in (only the total is bold)."""
        self.widths_measured += 1
        words = self._margin_words(self._short_margin() if short is None else short)
        normal, bold = QFontMetrics(self.font()), QFontMetrics(self._bold_font())
        widths = [normal.horizontalAdvance(word) for word in words[:-1]]
        widths.append(bold.horizontalAdvance(words[-1]))
        return max(56, *(width + 16 for width in widths))

    def _name_label(self, player: str) -> str:
        """A player's name in the header, with the games won in this rubber as marks."""
        return f"{player} {'●' * self._layout.games_this_rubber.get(player, 0)}".strip()

    def _name_font(self, label: str, room: int) -> QFont:
        """The bold font for a name in the header, or the plain one where the bold is
        wider than ``room``: a whole name in plain letters before a cut one in bold."""
        bold = self._bold_font()
        # Asked as the painter elides: its measure can be a pixel wider than the advance.
        whole = QFontMetrics(bold).elidedText(label, Qt.TextElideMode.ElideRight, room) == label
        return bold if whole else self.font()

    def _short_margin(self) -> bool:
        """Whether the margin says the short words: the players' whole names come first
        (asked once a paint: its columns and each totals row asked again)."""
        if self._short_now is not None:
            return self._short_now
        return self._measured_short_margin()

    def _measured_short_margin(self) -> bool:
        players = self._layout.players
        if not players:
            return False
        metrics = QFontMetrics(self._bold_font())
        # A name is drawn 4 pixels inside each side of its column.
        names = max(metrics.horizontalAdvance(self._name_label(p)) for p in players) + 10
        room = self.width() - 8 - self._margin_for(False)
        return room < len(players) * max(names, self._least_column())

    def _bold_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def sizeHint(self) -> QSize:
        header = self._row_height() + 12
        height = header + self._top(self._row_count()) + 12
        players = max(1, len(self._layout.players))
        return QSize(self._margin_for(False) + players * 120, height)

    def minimumSizeHint(self) -> QSize:
        players = max(1, len(self._layout.players))
        least = self._margin_for(True) + players * self._least_column() + 8
        return QSize(min(least, 360), self.sizeHint().height())

    def _least_column(self) -> int:
        """The narrowest a player's column is drawn: its widest total (in bold) or a
        signed four-digit entry, with the room the numbers are drawn in. A fixed 80
        pixels cut the fourth player off a Russian sheet at a scale of 1.5."""
        if self._least is None:
            self._least = self._measured_least_column()
        return self._least

    def _measured_least_column(self) -> int:
        self.widths_measured += 1
        metrics = QFontMetrics(self._bold_font())
        point = self._fold.point
        texts = [_signed(-8888)]
        for player in self._layout.players:
            texts += [format_points(point(s, 0, player) or 0) for s in self._FOOTER]
        return max(metrics.horizontalAdvance(text) for text in texts) + 16

    def footer_rect(self, last: int = 0) -> QRect:
        """Where the totals rows (above, below, games and rubbers won, total) are drawn,
        from the double rule down, or only the ``last`` of them: the part a scrolled
        sheet keeps pinned in sight (issue 25;
        :class:`desktop.sitting.paper_split.PinnedFooter`)."""
        header = self._row_height() + 12
        first = self._row_count() - last if last else self._double_index()
        top = header + self._top(first)
        bottom = header + self._top(self._row_count()) + 12
        return QRect(0, top, self.width(), bottom - top)

    def header_rect(self) -> QRect:
        """Where the players' names are drawn, to the rule under them: the part a
        scrolled sheet keeps pinned at the top (issue 25)."""
        return QRect(0, 0, self.width(), self._row_height() + 12)

    def _column_rects(self) -> tuple[int, int, list[QRect]]:
        margin = self._margin_width()
        players = max(1, len(self._layout.players))
        width = max(self._least_column(), (self.width() - margin - 8) // players)
        header = self._row_height() + 12
        return (
            margin,
            header,
            [QRect(margin + i * width, 0, width, self.height()) for i in range(players)],
        )

    def deal_at(self, y: int) -> int:
        """The deal whose row is at height ``y`` (0: none)."""
        _, top, _ = self._column_rects()
        index = self._index_at(y - top)
        if not 0 <= index < self._row_count():
            return 0
        row = self._row(index)
        return row.deal if row.kind == "deal" else 0

    def mousePressEvent(self, event: QMouseEvent) -> None:
        deal = self.deal_at(int(event.position().y()))
        if deal:
            self.sig_deal_clicked.emit(deal)
        super().mousePressEvent(event)

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        # The sheet is painted from bands of it kept painted (a window painted again
        # whole after an Enter painted every row in sight again; issue 31): a band is
        # painted when first in sight and again once something in it changed.
        exposed = event.rect()
        width, ratio = self.width(), self.devicePixelRatioF()
        painter = QPainter(self)
        for index in range(max(exposed.top(), 0) // TILE, exposed.bottom() // TILE + 1):
            tile = self._tiles.pop(index, None)
            if tile is None or tile.deviceIndependentSize().width() != width:
                tile = self._painted_tile(index, width, ratio)
            self._tiles[index] = tile  # the last used last: the first dropped is the oldest
            painter.drawPixmap(QPointF(0, index * TILE), tile)
        painter.end()
        while len(self._tiles) > TILES_KEPT:
            del self._tiles[next(iter(self._tiles))]

    def _painted_tile(self, index: int, width: int, ratio: float) -> QPixmap:
        tile = QPixmap(math.ceil(width * ratio), math.ceil(TILE * ratio))
        tile.setDevicePixelRatio(ratio)
        painter = QPainter(tile)
        painter.setFont(self.font())
        painter.translate(0, -index * TILE)
        self.paint_part(painter, QRect(0, index * TILE, width, TILE))
        painter.end()
        self.tiles_painted += 1
        return tile

    def _drop_tiles(self, area: QRect) -> None:
        """Forget the bands painted that ``area`` crosses (they are painted again)."""
        if area.isEmpty():
            return
        first, last = area.top() // TILE, area.bottom() // TILE
        if area.bottom() >= self.height() - 1:
            last = max(self._tiles, default=first)  # and every band below it
        for index in [index for index in self._tiles if first <= index <= last]:
            del self._tiles[index]

    def paint_part(self, painter: QPainter, exposed: QRect) -> None:
        """Paint the part ``exposed`` of the sheet (in its own coordinates) with
        ``painter``: the sheet's own paint, and the pinned names and totals painting
        theirs (desktop.sitting.paper_split) without a picture taken of the sheet."""
        self._short_now = self._measured_short_margin()
        painter.save()
        painter.setClipRect(exposed)
        try:
            self._paint(painter, exposed)
        finally:
            painter.restore()
            self._short_now = None

    def _paint(self, painter: QPainter, exposed: QRect) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        margin, top, columns = self._column_rects()
        right = columns[-1].right() if columns else self.width()
        bold = self._bold_font()
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, self.font().pointSizeF() * 0.85))
        point = self._fold.point

        # Header: the players' names, with games won in this rubber as marks (when in
        # the part painted: the pinned totals' picture is painted without them).
        painter.setFont(bold)
        painter.setPen(INK)
        names = self._layout.players if exposed.top() < top else ()
        for player, rect in zip(names, columns, strict=False):
            label = self._name_label(player)
            font = self._name_font(label, rect.width() - 8)
            painter.setFont(font)
            painter.drawText(
                QRect(rect.left() + 4, 4, rect.width() - 8, top - 8),
                int(Qt.AlignmentFlag.AlignCenter),
                QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideRight, rect.width() - 8),
            )
        painter.setPen(QPen(INK, 1.5))
        painter.drawLine(QPointF(4, top - 2), QPointF(right, top - 2))

        # Only the rows in the exposed rectangle are drawn (a long sitting's sheet is
        # mostly scrolled out of sight): found by halving, not by walking the rows.
        first = max(self._index_at(exposed.top() - top), 0)
        last = min(self._index_at(exposed.bottom() - top) + 1, self._row_count())
        self.rows_painted += max(last - first, 0)
        for index in range(first, last):
            row, y = self._row(index), top + self._top(index)
            height = self._top(index + 1) - self._top(index)
            band = QRect(0, y, right, height)
            if row.kind == "deal" and row.deal == self._selected:
                painter.fillRect(band, SELECTED)
            if row.kind == "label":
                painter.setFont(small)
                painter.setPen(FAINT)
                painter.drawText(
                    band.adjusted(6, 0, 0, 0),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    row.text,
                )
            elif row.kind == "deal":
                painter.setFont(small)
                painter.setPen(FAINT)
                painter.drawText(
                    QRect(4, y, margin - 12, height),
                    int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                    str(row.deal),
                )
                painter.setFont(self.font())
                for player, rect in zip(self._layout.players, columns, strict=False):
                    points = point(row.section, row.deal, player)
                    if points is None:
                        continue
                    painter.setPen(NEGATIVE_INK if points < 0 else INK)
                    painter.drawText(
                        QRect(rect.left() + 4, y, rect.width() - 12, height),
                        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                        _signed(points) if row.section == "above" else format_points(points),
                    )
            elif row.kind == "line":
                mid = y + height // 2
                painter.setPen(QPen(RULE_INK, 3))
                painter.drawLine(QPointF(4, mid), QPointF(right, mid))
            elif row.kind == "rule" and row.rule is not None:
                self._paint_rule(painter, row.rule, QRect(0, y, right, height), margin, small)
            elif row.kind == "double":
                painter.setPen(QPen(INK, 1.2))
                painter.drawLine(QPointF(4, y + 3), QPointF(right, y + 3))
                painter.drawLine(QPointF(4, y + 7), QPointF(right, y + 7))
            elif row.kind == "footer":
                painter.setFont(bold if row.section == "total" else self.font())
                painter.setPen(INK)
                painter.drawText(
                    QRect(6, y, margin - 8, height),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    row.text,
                )
                for player, rect in zip(self._layout.players, columns, strict=False):
                    points = point(row.section, 0, player) or 0
                    painter.setPen(NEGATIVE_INK if points < 0 else INK)
                    painter.drawText(
                        QRect(rect.left() + 4, y, rect.width() - 12, height),
                        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                        format_points(points),
                    )

        # The columns' rulings, from the header down to the footer.
        y = top + self._top(self._row_count())
        painter.setPen(QPen(GRID, 1))
        for rect in columns:
            painter.drawLine(QPointF(rect.left(), 4), QPointF(rect.left(), y))
        painter.drawLine(QPointF(right, 4), QPointF(right, y))

    def _paint_rule(
        self, painter: QPainter, rule: SheetRule, band: QRect, margin: int, font: QFont
    ) -> None:
        mid = band.top() + band.height() // 2
        color = RULE_INK if rule.kind == "rubber" else INK
        painter.setPen(QPen(color, 1.5))
        painter.drawLine(QPointF(margin, band.top() + 2), QPointF(band.right(), band.top() + 2))
        if rule.kind == "rubber":
            painter.drawLine(QPointF(margin, band.top() + 5), QPointF(band.right(), band.top() + 5))
        winners = ", ".join(rule.winners)
        text = fill(
            self.tr("Rubber %1: %2") if rule.kind == "rubber" else self.tr("Game %1: %2"),
            rule.number,
            winners,
        )
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(
            QRectF(margin + 6, mid - 6, band.width() - margin - 12, band.height() / 2 + 4),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            text,
        )


def _signed(points: int) -> str:
    # The one minus sign of the interface (U+2212), as in the deals list (issue 25).
    return format_points(points, signed=True)
