"""Who Zapis is to the desktop (issue 28): the application id, the window's class and its
icon. Light on purpose: the window's start imports it before its first paint."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

APP_ID: Final = "io.github.zapis.Zapis"
"""The application id: the .desktop file's and the AppStream component's name, the icon's
name, and what the window tells the desktop (``QGuiApplication.setDesktopFileName``)."""
WM_CLASS: Final = "Zapis"
"""The application name, which Qt's xcb plugin sets as the window's WM_CLASS class: the
.desktop entry's ``StartupWMClass``."""
ICON_SIZES: Final = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The PNG sizes in the hicolor layout, rendered from the SVG (``tools/render_icons.py``)."""
ICONS: Final = Path(__file__).resolve().parents[1] / "resources" / "icons"
"""The SVG icon and ``hicolor/<n>x<n>/apps/<id>.png``."""


def icon_svg() -> Path:
    """The packaged SVG the PNGs are drawn from."""
    return ICONS / f"{APP_ID}.svg"


def icon_png(size: int) -> Path:
    """The packaged PNG of the icon at ``size`` pixels."""
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def window_icon() -> QIcon:
    """The window's icon from the packaged PNGs (every size, so no SVG plugin is needed)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_png(size)))
    return icon
