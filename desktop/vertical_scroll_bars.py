"""Fusion's vertical scroll bars, painted fast and looking as Fusion's own.

Fusion fills a scroll bar's groove and handle with gradients that run across the bar.
Across a vertical bar that is along x, and Qt's raster engine then works the gradient out
pixel by pixel; across a horizontal bar it is along y, one colour a scan line. Measured
offscreen on a 14×535 bar: 0.7–1.8 ms a paint standing, a fifth of that lying. So a
vertical bar is painted as Fusion paints the horizontal bar it would be on its side (the
option transposed), into an image laid on the device's own pixels (the painter's scale
and the fraction of a pixel the bar starts at, so that at a pixel ratio of 1.25 or 1.5
it is as crisp as Fusion's own drawing), and the image is drawn transposed, pixel for
pixel. It differs from Fusion's own drawing by a level or two of a channel where a
gradient rounds the other way (tests/desktop/test_vertical_scroll_bars.py).

The last few images are kept, each under everything its drawing depends on: a bar
painted again unchanged (the whole window repainted, a neighbour's update) is one copy.

Only the drawing changes: hit-testing and the sub-controls' rectangles stay the style's.
A transient bar (Fusion animates those), a painter the image cannot stand in for (not
Qt's raster engine, rotated, translucent, another composition) and a style other than
Fusion are left to the style itself.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPaintEngine, QPainter, QPalette, QTransform
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QScrollBar,
    QStyle,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QWidget,
)

MARGIN = 2
"""Device pixels of image around the bar: Fusion's outline reaches a pixel or two past
the bar's right and bottom edges (the widget's clip hides it, as it hides Fusion's own),
and drawing into a margin is cheaper than clipping at the image's edge."""

KEPT = 8
"""Images kept (the most recently drawn): a window's few vertical bars, each in a state
or two."""

TRANSPOSE = QTransform(0, 1, 1, 0, 0, 0)
"""x for y and y for x: a horizontal bar's image turned into the vertical bar's."""

_EXACT = 1e-6
"""Device coordinates closer than this to a whole pixel are on it (a scale times a
position rounds a hair off)."""


@dataclass(frozen=True)
class Placement:
    """Where a bar's rectangle falls on the device's pixels."""

    left: int
    """The device column of the bar's first pixel."""
    top: int
    """The device row of the bar's first pixel."""
    columns: int
    """Device pixels across the bar."""
    rows: int
    """Device pixels along the bar."""
    shift_x: float
    """The fraction of a pixel the bar starts right of :attr:`left`."""
    shift_y: float
    """The fraction of a pixel the bar starts below :attr:`top`."""
    scale_x: float
    """Device pixels to a logical one, across."""
    scale_y: float
    """Device pixels to a logical one, along."""

    def look(self) -> tuple[object, ...]:
        """What of the placement the bar's pixels depend on (not where it is)."""
        return (self.columns, self.rows, self.shift_x, self.shift_y, self.scale_x, self.scale_y)


def placement(rect: QRect, painter: QPainter) -> Placement | None:
    """Where ``rect`` falls on ``painter``'s device, or ``None`` when an image cannot
    stand in for drawing there (not the raster engine, a rotation or a mirror, a
    translucent painter or another composition)."""
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Raster:
        return None
    if painter.opacity() < 1 or (
        painter.compositionMode() != QPainter.CompositionMode.CompositionMode_SourceOver
    ):
        return None
    device = painter.deviceTransform()
    scale_x, scale_y = device.m11(), device.m22()
    rotated = device.type().value > QTransform.TransformationType.TxScale.value
    if rotated or scale_x <= 0 or scale_y <= 0:
        return None
    left, shift_x = _pixel(scale_x * rect.x() + device.dx())
    top, shift_y = _pixel(scale_y * rect.y() + device.dy())
    right = _pixel_end(scale_x * (rect.x() + rect.width()) + device.dx())
    bottom = _pixel_end(scale_y * (rect.y() + rect.height()) + device.dy())
    scale_x, scale_y = round(scale_x, 6), round(scale_y, 6)
    return Placement(left, top, right - left, bottom - top, shift_x, shift_y, scale_x, scale_y)


def _pixel(coordinate: float) -> tuple[int, float]:
    """The pixel ``coordinate`` falls in and how far into it (rounded: a key)."""
    whole = math.floor(coordinate + _EXACT)
    return whole, max(0.0, round(coordinate - whole, 6))


def _pixel_end(coordinate: float) -> int:
    """The first pixel wholly past ``coordinate``."""
    return math.ceil(coordinate - _EXACT)


class ScrollBarImages:
    """Vertical scroll bars drawn through transposed images of Fusion's horizontal ones,
    the last :data:`KEPT` kept."""

    def __init__(self) -> None:
        self._images: OrderedDict[tuple[object, ...], QImage] = OrderedDict()

    def draw(
        self,
        fusion: QStyle,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None,
    ) -> bool:
        """Draw ``option``'s scroll bar as ``fusion`` would, if it is a vertical one this
        way draws; ``False`` (nothing drawn) if not."""
        if not isinstance(option, QStyleOptionSlider):
            return False
        if option.orientation != Qt.Orientation.Vertical or option.rect.isEmpty():
            return False
        where = placement(option.rect, painter)
        if where is None:
            return False
        if fusion.styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, option, widget):
            return False
        ratio = painter.device().devicePixelRatioF()
        key = (*where.look(), ratio, painter.renderHints().value, *_look(option, widget))
        image = self._images.get(key)
        if image is None:
            image = _standing(fusion, option, widget, where, ratio, painter.renderHints())
            self._images[key] = image
            if len(self._images) > KEPT:
                self._images.popitem(last=False)
        else:
            self._images.move_to_end(key)
        _blit(painter, image, where)
        return True

    def clear(self) -> None:
        """Forget the kept images."""
        self._images.clear()

    def __len__(self) -> int:
        """How many images are kept."""
        return len(self._images)


def _look(option: QStyleOptionSlider, widget: QWidget | None) -> tuple[object, ...]:
    """Everything of ``option`` (and ``widget``) Fusion's drawing of a scroll bar reads."""
    palette = option.palette
    return (
        option.rect.width(),
        option.rect.height(),
        option.minimum,
        option.maximum,
        option.sliderPosition,
        option.pageStep,
        option.upsideDown,
        int(option.state.value),
        int(option.subControls.value),
        int(option.activeSubControls.value),
        palette.cacheKey(),
        palette.currentColorGroup(),
        _background(palette, widget),
        option.fontMetrics.fontDpi(),
    )


def _background(palette: QPalette, widget: QWidget | None) -> int:
    """The background Fusion judges a bar dark or light on (its handle is flat on a dark
    one): a scroll area's own base for the area's bar, else the bar's base, as Qt's
    ``QStyleHelper::backgroundColor`` takes it."""
    if isinstance(widget, QScrollBar):
        container = widget.parentWidget()
        area = container.parentWidget() if container is not None else None
        if isinstance(area, QAbstractScrollArea):
            return area.palette().color(QPalette.ColorRole.Base).rgba()
    return palette.color(QPalette.ColorRole.Base).rgba()


def _standing(
    fusion: QStyle,
    option: QStyleOptionSlider,
    widget: QWidget | None,
    where: Placement,
    ratio: float,
    hints: QPainter.RenderHint,
) -> QImage:
    """The vertical bar of ``option`` on device pixels (with :data:`MARGIN` round it),
    drawn as ``fusion`` draws the horizontal bar it is on its side."""
    lying = QStyleOptionSlider(option)
    lying.rect = QRect(0, 0, option.rect.height(), option.rect.width())
    lying.orientation = Qt.Orientation.Horizontal
    lying.state = option.state | QStyle.StateFlag.State_Horizontal
    # A horizontal bar mirrors right to left; a vertical one never does.
    lying.direction = Qt.LayoutDirection.LeftToRight
    size = (where.rows + 2 * MARGIN, where.columns + 2 * MARGIN)
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    # Fusion draws its arrows through pixmaps made at the painter's device's ratio.
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    # A widget's painter at a fractional ratio smooths pixmaps (Fusion's arrows are
    # pixmaps): so does this one when that one does.
    painter.setRenderHints(hints)
    # The lying bar's x is the device's y: along, the vertical scale and the fraction of
    # a pixel the bar starts at down the device; across, the horizontal ones.
    painter.setWorldTransform(
        QTransform(
            where.scale_y / ratio,
            0,
            0,
            where.scale_x / ratio,
            (MARGIN + where.shift_y) / ratio,
            (MARGIN + where.shift_x) / ratio,
        )
    )
    fusion.drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, lying, painter, widget)
    painter.end()
    standing = image.transformed(TRANSPOSE)
    standing.setDevicePixelRatio(1)
    return standing


def _blit(painter: QPainter, image: QImage, where: Placement) -> None:
    """Copy ``image`` (device pixels, :data:`MARGIN` round the bar) onto ``painter``'s
    device where the bar is, clipped as the painter clips."""
    painter.save()
    painter.resetTransform()
    # Undo what the device itself adds (its pixel ratio, a widget's place in its window).
    undo, _ = painter.deviceTransform().inverted()
    on_device = QTransform.fromTranslate(where.left - MARGIN, where.top - MARGIN)
    painter.setWorldTransform(on_device * undo)
    painter.drawImage(QPoint(0, 0), image)
    painter.restore()
