"""The main window on the screen it opens on: never larger than the screen's free area
(the taskbar left out, the title bar and frame counted), whatever the scale.

At a scale of 1.25 a 1366×768 laptop offers about 1093×582 logical pixels under a
taskbar; the window's first size of 1240×760 would not fit, and a geometry saved on a
larger monitor would not either. :func:`fitted_geometry` is the arithmetic (pure, so a
test can try every screen); :func:`fit_window` applies it to a window.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle, QWidget

FIRST_SIZE = QSize(1240, 760)
"""The window's size on a first start, screen permitting."""


def frame_margins(window: QWidget) -> QMargins:
    """What the window manager adds around the window: measured once the window has a
    frame, else the style's title bar height and frame width as an estimate."""
    frame, inner = window.frameGeometry(), window.geometry()
    if window.isVisible() and frame != inner:
        return QMargins(
            inner.left() - frame.left(),
            inner.top() - frame.top(),
            frame.right() - inner.right(),
            frame.bottom() - inner.bottom(),
        )
    style = window.style()
    border = style.pixelMetric(QStyle.PixelMetric.PM_MdiSubWindowFrameWidth) or 4
    title = style.pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight) or 30
    return QMargins(border, title + border, border, border)


def fitted_geometry(available: QRect, frame: QMargins, wanted: QSize) -> QRect:
    """The window's own geometry (inside its frame): ``wanted`` shrunk so that the
    window with its frame fits in ``available``, and placed inside it (centred)."""
    room = available.size().shrunkBy(frame)
    size = wanted.boundedTo(room)
    left = available.left() + frame.left() + (room.width() - size.width()) // 2
    top = available.top() + frame.top() + (room.height() - size.height()) // 2
    return QRect(left, top, size.width(), size.height())


def free_area(window: QWidget) -> QRect | None:
    """The free area (the taskbar left out) of the screen ``window`` is on, in logical
    pixels; ``None`` without a screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_window(window: QWidget, wanted: QSize | None = None) -> None:
    """Size ``window`` to ``wanted`` (its present size if ``None``) or less, so that it
    fits in its screen's free area with its title bar."""
    available = free_area(window)
    if available is None:
        return
    target = wanted if wanted is not None else window.size()
    frame = frame_margins(window)
    inside = available.marginsRemoved(frame)
    current = window.geometry()
    if wanted is None and inside.contains(current):
        return
    window.setGeometry(fitted_geometry(available, frame, target))


def shortened(available: QRect, frame: QRect, inner: QRect) -> QRect | None:
    """The window's own geometry (``inner``, inside its ``frame``) shortened and raised
    to lie between ``available``'s top and bottom, its width and place across kept; or
    ``None`` if it lies there already. A window that grew under the panel as a view
    was laid out is brought back (under Xvfb at a scale of 1.5, a frame 512 px high in
    a free area of 485)."""
    if available.top() <= frame.top() and frame.bottom() <= available.bottom():
        return None
    above, below = inner.top() - frame.top(), frame.bottom() - inner.bottom()
    height = min(inner.height(), available.height() - above - below)
    return QRect(inner.left(), available.top() + above, inner.width(), height)
