"""The Three Bugs score sheet, drawn like the paper one: a column per player, the line.

Above the line go premiums and penalties, below it the tricks that count towards the game;
a line is drawn across the columns when a game is won, a double line when a rubber is.
The numbers come from :func:`~desktop.games.three_bugs.paper_layout.sheet_cells`, a pure
function of the scored sitting, and the painter draws exactly those cells, so a test can
read what is on the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.three_bugs.paper_layout import SheetCell, SheetLayout, SheetRule, sheet_cells
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

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = SheetLayout((), (), (), (), (), {})
        self._rows: list[_Row] = []
        self._selected = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setMinimumWidth(360)
        self.setAutoFillBackground(False)

    # -- data ----------------------------------------------------------------------------
    def set_scored(self, scored: Scored) -> None:
        """Draw ``scored``."""
        self._layout = sheet_cells(scored)
        self._rows = self._build_rows()
        self.updateGeometry()
        self.update()

    def cells(self) -> tuple[SheetCell, ...]:
        """Every number the sheet draws."""
        return self._layout.cells

    def layout_data(self) -> SheetLayout:
        """The whole drawn layout (rows, lines and cells)."""
        return self._layout

    def set_selected_deal(self, deal: int) -> None:
        """Highlight deal ``deal``'s rows (0: none)."""
        self._selected = deal
        self.update()

    def _build_rows(self) -> list[_Row]:
        layout = self._layout
        rows: list[_Row] = [_Row("label", "above", text=self.tr("Above the line"))]
        rows += [_Row("deal", "above", deal=d) for d in layout.above_deals]
        if not layout.above_deals:
            rows.append(_Row("blank", "above"))
        rows.append(_Row("line", "line", text=self.tr("the line")))
        rows.append(_Row("label", "below", text=self.tr("Below the line")))
        rules_after: dict[int, list[SheetRule]] = {}
        for rule in layout.rules:
            rules_after.setdefault(rule.after_deal, []).append(rule)
        for deal in layout.below_deals:
            rows.append(_Row("deal", "below", deal=deal))
            for rule in rules_after.get(deal, []):
                rows.append(_Row("rule", "below", deal=deal, rule=rule))
        # A rubber may be closed by a deal with nothing below the line in its row set.
        for deal, rules in rules_after.items():
            if deal not in layout.below_deals:
                rows += [_Row("rule", "below", deal=deal, rule=r) for r in rules]
        if not layout.below_deals:
            rows.append(_Row("blank", "below"))
        rows.append(_Row("double", "footer"))
        rows.append(_Row("footer", "above-total", text=self.tr("Above")))
        rows.append(_Row("footer", "below-total", text=self.tr("Below")))
        rows.append(_Row("footer", "games", text=self.tr("Games won")))
        rows.append(_Row("footer", "rubbers", text=self.tr("Rubbers won")))
        rows.append(_Row("footer", "total", text=self.tr("Total")))
        return rows

    # -- geometry ------------------------------------------------------------------------
    def _row_height(self) -> int:
        return QFontMetrics(self.font()).height() + 5

    def _row_heights(self) -> list[int]:
        base = self._row_height()
        heights = []
        for row in self._rows:
            if row.kind in ("line", "double"):
                heights.append(base // 2 + 10 if row.kind == "line" else 10)
            elif row.kind == "rule":
                heights.append(base)
            else:
                heights.append(base)
        return heights

    def _margin_width(self) -> int:
        metrics = QFontMetrics(self._bold_font())
        labels = [
            self.tr("Above"),
            self.tr("Below"),
            self.tr("Games won"),
            self.tr("Rubbers won"),
            self.tr("Total"),
        ]
        return max(56, *(metrics.horizontalAdvance(t) + 16 for t in labels))

    def _bold_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def sizeHint(self) -> QSize:
        header = self._row_height() + 12
        height = header + sum(self._row_heights()) + 12
        players = max(1, len(self._layout.players))
        return QSize(self._margin_width() + players * 120, height)

    def minimumSizeHint(self) -> QSize:
        return QSize(360, self.sizeHint().height())

    def _column_rects(self) -> tuple[int, int, list[QRect]]:
        margin = self._margin_width()
        players = max(1, len(self._layout.players))
        width = max(80, (self.width() - margin - 8) // players)
        header = self._row_height() + 12
        return (
            margin,
            header,
            [QRect(margin + i * width, 0, width, self.height()) for i in range(players)],
        )

    def deal_at(self, y: int) -> int:
        """The deal whose row is at height ``y`` (0: none)."""
        _, top, _ = self._column_rects()
        for row, height in zip(self._rows, self._row_heights(), strict=True):
            if top <= y < top + height:
                return row.deal if row.kind == "deal" else 0
            top += height
        return 0

    def mousePressEvent(self, event: QMouseEvent) -> None:
        deal = self.deal_at(int(event.position().y()))
        if deal:
            self.sig_deal_clicked.emit(deal)
        super().mousePressEvent(event)

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        margin, top, columns = self._column_rects()
        right = columns[-1].right() if columns else self.width()
        bold = self._bold_font()
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, self.font().pointSizeF() * 0.85))
        cells = {(c.section, c.deal, c.player): c.points for c in self._layout.cells}

        # Header: the players' names, with games won in this rubber as marks.
        painter.setFont(bold)
        painter.setPen(INK)
        for player, rect in zip(self._layout.players, columns, strict=False):
            marks = "●" * self._layout.games_this_rubber.get(player, 0)
            label = f"{player} {marks}".strip()
            painter.drawText(
                QRect(rect.left() + 4, 4, rect.width() - 8, top - 8),
                int(Qt.AlignmentFlag.AlignCenter),
                QFontMetrics(bold).elidedText(label, Qt.TextElideMode.ElideRight, rect.width() - 8),
            )
        painter.setPen(QPen(INK, 1.5))
        painter.drawLine(QPointF(4, top - 2), QPointF(right, top - 2))

        y = top
        for row, height in zip(self._rows, self._row_heights(), strict=True):
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
                    points = cells.get((row.section, row.deal, player))
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
                    points = cells.get((row.section, 0, player), 0)
                    painter.setPen(NEGATIVE_INK if points < 0 else INK)
                    painter.drawText(
                        QRect(rect.left() + 4, y, rect.width() - 12, height),
                        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                        format_points(points),
                    )
            y += height

        # The columns' rulings, from the header down to the footer.
        painter.setPen(QPen(GRID, 1))
        for rect in columns:
            painter.drawLine(QPointF(rect.left(), 4), QPointF(rect.left(), y))
        painter.drawLine(QPointF(right, 4), QPointF(right, y))
        painter.end()

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
