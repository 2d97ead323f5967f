"""The classic pulka, painted as players draw it on paper (preferans.md §2).

A rectangle with a circle in the middle holding the pulka's length; rays from the circle
cut it into a sector a player, and two rectangles drawn around the centre cut every
sector into three bands: the **mountain** (гора) nearest the centre, the **pool**
(пуля) in the middle, the **whists** (висты) along the edge, split into a part for each
opponent, each part beside that opponent's sector. With three players the rays go to
the two bottom corners and up to the middle of the top edge (the bottom sector and two
L-shaped ones); with four, to the four corners. Every band holds its running series of
numbers, ``2.4.6``, as the player writes it on paper; one longer than its band shows its
last numbers after an ellipsis (:mod:`desktop.games.preferans.series_layout`).

The dealer's sector is tinted and says so; a closed pool is boxed and ticked; the
settlement's nets stand under the sheet. :func:`paint_pulka` draws on any device, so
the printed page is the same drawing as the screen.
"""

from __future__ import annotations

import html
import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from desktop.games.preferans.pulka_picture import PulkaPicture, amount_text
from desktop.games.preferans.series_layout import MIN_POINTS, SeriesLayouts
from desktop.widgets.number_text import decimal_text
from desktop.widgets.text_fill import fill

PAPER = QColor("#fbf8ef")
INK = QColor("#1d2f6f")
RULE_INK = QColor("#b22222")
GRID = QColor("#8c8574")
FAINT = QColor("#6b6b6b")
DEALER_TINT = QColor("#f1e3b5")
CLOSED_INK = QColor("#1b6e20")
MOUNTAIN_SCALE = 0.40
"""The mountain's rectangle, as a share of the sheet around the centre."""
POOL_SCALE = 0.70
"""The pool's rectangle."""
CENTRE_RADIUS = 0.07
"""The circle's radius, as a share of the sheet's smaller side."""
NETS_LINES = 2
"""Lines of text under the sheet for the settlement."""


@dataclass(frozen=True)
class Sector:
    """One player's sector: the part of the rectangle's edge it owns, from the ray
    shared with the sector before it (clockwise) to the ray shared with the next."""

    player: str
    edge: tuple[QPointF, ...]
    """Corner points along the rectangle's edge, clockwise on the screen."""


def sectors(players: Sequence[str], sheet: QRectF) -> list[Sector]:
    """The players' sectors, seat order clockwise from the bottom."""
    bl, br = sheet.bottomLeft(), sheet.bottomRight()
    tl, tr = sheet.topLeft(), sheet.topRight()
    edges: tuple[tuple[QPointF, ...], ...]
    if len(players) == 3:
        tm = QPointF(sheet.center().x(), sheet.top())
        edges = ((br, bl), (bl, tl, tm), (tm, tr, br))
    else:
        edges = ((br, bl), (bl, tl), (tl, tr), (tr, br))
    return [Sector(p, e) for p, e in zip(players, edges, strict=False)]


def scaled(point: QPointF, centre: QPointF, scale: float) -> QPointF:
    """``point`` moved towards ``centre`` to ``scale`` of its distance."""
    return centre + (point - centre) * scale


def band_rects(
    edge: Sequence[QPointF], centre: QPointF, inner: float, outer: float
) -> list[QRectF]:
    """The rectangles a band of a sector offers for text: one for each side of its edge,
    between the inner and the outer rectangle, as wide as the band is halfway out (the
    rays narrow it towards the centre; centred text stays clear of them)."""
    rects = []
    middle = (inner + outer) / 2
    for start, end in itertools.pairwise(edge):
        a_mid, b_mid = scaled(start, centre, middle), scaled(end, centre, middle)
        a_in, a_out = scaled(start, centre, inner), scaled(start, centre, outer)
        if abs(start.y() - end.y()) < 1e-6:
            # A horizontal side: the band runs from the inner line out to the outer one.
            left, right = sorted((a_mid.x(), b_mid.x()))
            top, bottom = sorted((a_in.y(), a_out.y()))
        else:
            top, bottom = sorted((a_mid.y(), b_mid.y()))
            left, right = sorted((a_in.x(), a_out.x()))
        rects.append(QRectF(QPointF(left, top), QPointF(right, bottom)))
    return rects


def mountain_inner(edge: Sequence[QPointF], centre: QPointF, radius: float) -> float:
    """Where a sector's mountain band starts: just outside the circle, as a share of
    the distance to the sector's nearest side."""
    nearest = min(
        abs(start.y() - centre.y())
        if abs(start.y() - end.y()) < 1e-6
        else abs(start.x() - centre.x())
        for start, end in itertools.pairwise(edge)
    )
    return min(MOUNTAIN_SCALE - 0.05, (radius + 2) / max(nearest, 1.0))


def whist_parts(sector: Sector, order: Sequence[str], centre: QPointF) -> list[tuple[str, QRectF]]:
    """The whists band split into a part for each opponent, each beside his sector:
    the part nearest the sector before goes to that sector's player, the part nearest
    the next to his, with four players the middle one to the player opposite."""
    seat = order.index(sector.player)
    n = len(order)
    neighbours = [order[(seat - 1) % n]]
    if n == 4:
        neighbours.append(order[(seat + 2) % n])
    neighbours.append(order[(seat + 1) % n])
    rects = band_rects(sector.edge, centre, POOL_SCALE, 1.0)
    if len(rects) == len(neighbours):
        return list(zip(neighbours, rects, strict=True))
    # One side for several opponents: cut it into equal parts along the side.
    (rect,) = rects
    parts = []
    count = len(neighbours)
    horizontal = rect.width() >= rect.height()
    for index, player in enumerate(neighbours):
        # The edge runs right to left along the bottom, left to right along the top.
        runs_back = (
            sector.edge[0].x() > sector.edge[-1].x()
            if horizontal
            else (sector.edge[0].y() > sector.edge[-1].y())
        )
        place = count - 1 - index if runs_back else index
        if horizontal:
            width = rect.width() / count
            parts.append(
                (player, QRectF(rect.left() + place * width, rect.top(), width, rect.height()))
            )
        else:
            height = rect.height() / count
            parts.append(
                (player, QRectF(rect.left(), rect.top() + place * height, rect.width(), height))
            )
    return parts


def _largest(rects: Sequence[QRectF]) -> QRectF:
    return max(rects, key=lambda r: r.width() * r.height())


def breakable(text: str) -> str:
    """``text`` with a break allowed after each dot, so a long series wraps."""
    return text.replace(".", ".\u200b")


_FITTED: dict[tuple[float, float, float, float, tuple[object, ...], int], tuple[str, float]] = {}
"""The last text fitted in a place (its size, font and resolution) and the size it took."""


def fit_text(
    painter: QPainter, rect: QRectF, text: str, base: QFont, *, bold: bool = False
) -> None:
    """Draw ``text`` wrapped in ``rect``, the font made smaller until it fits (never
    below 6 points). For the short texts: the names, the centre, the settlement line; the
    series are laid out by :class:`SeriesLayouts`, no more of each than its band shows."""
    font = QFont(base)
    font.setBold(bold)
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    size = font.pointSizeF()
    shown = breakable(text)
    device = painter.device()
    place = (rect.x(), rect.y(), rect.width(), rect.height(), _font_key(font), device.logicalDpiX())
    before = _FITTED.get(place)
    if before is not None and text.startswith(before[0]):
        # The same text, or one grown: it needs no larger a font than it had, so the
        # search starts there, not at every size from the largest down at every paint.
        size = min(size, before[1])
    while size > 6:
        font.setPointSizeF(size)
        bound = QFontMetricsF(font, device).boundingRect(rect, flags, shown)
        if bound.height() <= rect.height() and bound.width() <= rect.width():
            break
        size -= 0.5
    if len(_FITTED) >= 512:
        _FITTED.clear()
    _FITTED[place] = (text, size)
    font.setPointSizeF(max(size, 6))
    painter.setFont(font)
    painter.drawText(rect, flags, shown)


def _font_key(font: QFont) -> tuple[object, ...]:
    """What tells fonts apart for :func:`fit_text`'s memory (QFont.key() spells the font
    out, ten times slower, at every text of every paint)."""
    return (
        font.family(),
        font.pointSizeF(),
        font.pixelSize(),
        font.weight(),
        font.italic(),
        font.stretch(),
        font.styleStrategy(),
    )


def paint_pulka(
    painter: QPainter,
    area: QRectF,
    picture: PulkaPicture,
    base_font: QFont,
    *,
    nets_words: Callable[[PulkaPicture], str] | None = None,
    paper: QColor = PAPER,
    layouts: SeriesLayouts | None = None,
) -> QRectF:
    """Draw the pulka in ``area``; the sheet's rectangle (without the nets under it).

    The series are laid out by ``layouts`` (a widget keeps its own from paint to paint, so
    a band no deal moved is drawn as it was laid out; the page gets a fresh one)."""
    if layouts is None:
        layouts = SeriesLayouts()
    layouts.drawn = []
    metrics = QFontMetricsF(
        base_font, painter.device()
    )  # the device's resolution: a page is not a screen
    nets_height = metrics.lineSpacing() * NETS_LINES + 6
    sheet = QRectF(
        area.left() + 1, area.top() + 1, area.width() - 2, area.height() - nets_height - 2
    )
    centre = sheet.center()
    order = picture.players
    # Lines as thick on a 300-dpi page as on the screen.
    thick = max(1.0, painter.device().logicalDpiX() / 96)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(area, paper)
    all_sectors = sectors(order, sheet)

    # The dealer's sector, tinted from the edge to the centre.
    for sector in all_sectors:
        if sector.player == picture.dealer:
            from PySide6.QtGui import QPolygonF

            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DEALER_TINT)
            painter.drawPolygon(QPolygonF([centre, *sector.edge]))

    # The lines: the outer rectangle, the pool's and the mountain's, the rays.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GRID, 1.2 * thick))
    for scale in (1.0, POOL_SCALE, MOUNTAIN_SCALE):
        corner = scaled(sheet.topLeft(), centre, scale)
        painter.drawRect(QRectF(corner, scaled(sheet.bottomRight(), centre, scale)))
    for sector in all_sectors:
        painter.drawLine(centre, sector.edge[0])
    # The whists band's splits between opponents on one side.
    for sector in all_sectors:
        parts = whist_parts(sector, order, centre)
        if len(band_rects(sector.edge, centre, POOL_SCALE, 1.0)) == 1:
            for (_p, rect), _next in itertools.pairwise(parts):
                if rect.width() >= rect.height():
                    x = rect.right() if _next[1].left() >= rect.left() else rect.left()
                    painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
                else:
                    y = rect.bottom() if _next[1].top() >= rect.top() else rect.top()
                    painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))

    small = QFont(base_font)
    radius = min(sheet.width(), sheet.height()) * CENTRE_RADIUS
    painter.setPen(QPen(RULE_INK, 1.5 * thick))
    painter.setBrush(paper)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(RULE_INK)
    circle = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    fit_text(painter, circle.adjusted(4, 4, -4, -4), str(picture.target), small, bold=True)

    short_names = shortest_names(order)
    smallest = QFont(small)
    smallest.setPointSizeF(MIN_POINTS)
    # Whole pixels, as a laid-out line's height is.
    smallest_line = math.ceil(QFontMetricsF(smallest, painter.device()).height())
    for sector in all_sectors:
        player_area = picture.areas[sector.player]
        # The mountain band: the name, then the mountain's series.
        inner = mountain_inner(sector.edge, centre, radius)
        mountain_rect = _largest(band_rects(sector.edge, centre, inner, MOUNTAIN_SCALE))
        mountain_rect = mountain_rect.adjusted(2, 2, -2, -2)
        name = sector.player
        if sector.player == picture.dealer:
            deals = QCoreApplication.translate("PulkaSheet", "deals")
            name = f"{name} · {deals}"
        line = metrics.lineSpacing()
        if mountain_rect.height() < 2.4 * line and mountain_rect.width() > 6 * line:
            # A low, wide band (the bottom seat's, under the circle, on a short pulka at
            # a scale of 1.25 or 1.5): the name beside the mountain, not over it, so that
            # both have the band's height (over it, each had half: the name drawn tiny and
            # "4.10" shown as "…10", issue 25).
            bold = QFont(small)
            bold.setBold(True)
            wanted = QFontMetricsF(bold, painter.device()).horizontalAdvance(name) + line / 2
            name_width = min(wanted, mountain_rect.width() / 2)
            name_rect = QRectF(
                mountain_rect.left(), mountain_rect.top(), name_width, mountain_rect.height()
            )
            gora_rect = mountain_rect.adjusted(name_width, 0, 0, 0)
        else:
            name_height = min(line * 1.2, mountain_rect.height() / 2)
            two_lines = 2 * smallest_line + 1
            if mountain_rect.height() - name_height < two_lines:
                # A narrow band (a side seat's at a scale of 1.5): the series gets two
                # lines at the smallest size and the name what is left, so that "8.14.24.21"
                # wraps whole as on paper instead of showing "…24.21" (issue 25), as long
                # as the name keeps what it needs at the smallest size ("Vera · deals"
                # wraps: it keeps its height, and the series its end).
                bold = QFont(smallest)
                bold.setBold(True)
                width = mountain_rect.width()
                flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
                needed = (
                    QFontMetricsF(bold, painter.device())
                    .boundingRect(QRectF(0, 0, width, 10 * line), flags, breakable(name))
                    .height()
                )
                name_height = max(min(needed, name_height), mountain_rect.height() - two_lines)
            name_rect = QRectF(
                mountain_rect.left(), mountain_rect.top(), mountain_rect.width(), name_height
            )
            gora_rect = mountain_rect.adjusted(0, name_height, 0, 0)
        painter.setPen(INK)
        fit_text(painter, name_rect, name, small, bold=True)
        painter.setPen(RULE_INK)
        layouts.draw(
            painter,
            ("gora", sector.player, ""),
            gora_rect,
            player_area.gora,
            player_area.gora_deals,
            small,
        )

        pool_rect = _largest(band_rects(sector.edge, centre, MOUNTAIN_SCALE, POOL_SCALE))
        pool_rect = pool_rect.adjusted(3, 3, -3, -3)
        # Closed: in green, ticked (a box would cross the neighbours' bands).
        painter.setPen(CLOSED_INK if player_area.closed else INK)
        layouts.draw(
            painter,
            ("pool", sector.player, ""),
            pool_rect,
            player_area.pool,
            player_area.pool_deals,
            small,
            suffix=" ✓" if player_area.closed else "",
            bold=player_area.closed,
        )

        painter.setPen(INK)
        for opponent, rect in whist_parts(sector, order, centre):
            whists = player_area.whists.get(opponent, ())
            if not whists:
                continue
            layouts.draw(
                painter,
                ("whists", sector.player, opponent),
                rect.adjusted(3, 3, -3, -3),
                whists,
                player_area.whist_deals.get(opponent, ()),
                small,
                label=f"{short_names[opponent]}: ",
            )

    # The settlement under the sheet.
    nets_rect = QRectF(area.left() + 4, sheet.bottom() + 4, area.width() - 8, nets_height - 4)
    painter.setPen(INK)
    text = nets_words(picture) if nets_words is not None else default_nets(picture)
    fit_text(painter, nets_rect, text, small)
    painter.restore()
    return sheet


def shortest_names(players: Sequence[str]) -> dict[str, str]:
    """Each player's shortest beginning that no other player's name shares (``В``, or
    ``Ва`` and ``Ве`` for Вася and Вера): how the whists parts name the opponent."""
    names = {}
    for player in players:
        others = [p for p in players if p != player]
        length = 1
        while length < len(player) and any(o.startswith(player[:length]) for o in others):
            length += 1
        names[player] = player[:length]
    return names


def default_nets(picture: PulkaPicture) -> str:
    """The nets under the sheet: ``Settlement (whists): Anna +37⅓ …``."""
    parts = []
    for player in picture.players:
        net = picture.nets.get(player)
        if net is None:
            continue
        sign = "+" if net > 0 else ""
        hundredths = "" if net.denominator == 1 else f" ({decimal_text(net, 2, signed=True)})"
        parts.append(f"{player} {sign}{amount_text(net)}{hundredths}")
    title = (
        QCoreApplication.translate("PulkaSheet", "Settlement (whists):")
        if picture.finished
        else QCoreApplication.translate("PulkaSheet", "Settlement so far (whists):")
    )
    return f"{title} " + " · ".join(parts)


class PulkaSheet(QWidget):
    """The painted pulka of an open sitting.

    Its series are laid out once and kept (:class:`SeriesLayouts`): an Enter lays out
    the bands its deal moved, each no more than its room shows, however long the sitting.
    A series longer than its band shows its last numbers after an ellipsis; the band's
    tooltip holds the series, and a click on a number selects the deal that wrote it; the
    numbers of the deal selected in the list are marked."""

    sig_deal_clicked = Signal(int)
    """A number of a series was clicked: the deal that wrote it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture: PulkaPicture | None = None
        self.layouts = SeriesLayouts()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 160)
        self.setObjectName("pulka")

    def set_picture(self, picture: PulkaPicture) -> None:
        """Draw ``picture``."""
        self.picture = picture
        self.update()

    def set_selected_deal(self, deal: int) -> None:
        """Mark the numbers deal ``deal`` wrote (0: none), as the deals list selects it:
        the kept layouts are drawn with the deal's numbers marked, none laid out again."""
        if deal != self.layouts.marked:
            self.layouts.marked = deal
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, 400)

    def deal_at(self, point: QPointF) -> int:
        """The deal that wrote the number painted at ``point`` (0: none)."""
        return self.layouts.deal_at(point)

    def tooltip_at(self, point: QPointF) -> str:
        """The series of the band at ``point`` when the band shows only its end (empty
        when the band shows it whole, or there is no band there)."""
        for band, text, values in self.layouts.drawn:
            if text.rect.contains(point) and text.first > 0:
                return series_tooltip(band, values)
        return ""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        deal = self.deal_at(event.position())
        if deal:
            self.sig_deal_clicked.emit(deal)
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        if self.picture is None:
            return
        painter = QPainter(self)
        try:
            paint_pulka(
                painter, QRectF(self.rect()), self.picture, self.font(), layouts=self.layouts
            )
        finally:
            painter.end()


TOOLTIP_CHARACTERS = 1_500
"""The most of a series a tooltip shows (its end): a longer one would not fit a screen; the
deals list holds every deal's numbers."""


def series_tooltip(band: object, values: Sequence[Fraction]) -> str:
    """The tooltip of a band that shows only the end of its series: whose band it is and
    the series (its last :data:`TOOLTIP_CHARACTERS` if longer, with how many numbers it
    has in all)."""
    area, player, opponent = band if isinstance(band, tuple) else ("", "", "")
    if area == "pool":
        title = fill(QCoreApplication.translate("PulkaSheet", "%1's pool"), player)
    elif area == "gora":
        title = fill(QCoreApplication.translate("PulkaSheet", "%1's mountain"), player)
    else:
        title = fill(
            QCoreApplication.translate("PulkaSheet", "%1's whists on %2"), player, opponent
        )
    texts: list[str] = []
    length = 0
    for value in reversed(values):
        text = amount_text(value)
        length += len(text) + 1
        if length > TOOLTIP_CHARACTERS and texts:
            break
        texts.append(text)
    texts.reverse()
    series = breakable(".".join(texts))
    if len(texts) < len(values):
        note = fill(
            QCoreApplication.translate(
                "PulkaSheet",
                "The last %1 of its %2 numbers (a click on a number selects its deal in the "
                "deals list, which holds every deal's):",
            ),
            len(texts),
            len(values),
        )
        series = f"{html.escape(note, quote=False)}<br>…{series}"
    return f"<p><b>{html.escape(title, quote=False)}</b><br>{series}</p>"
