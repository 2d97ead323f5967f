"""Draw the icon's PNGs from its SVG with Qt's own SVG renderer (issue 28):

    python tools/render_icons.py            # write resources/icons/hicolor/<n>x<n>/apps/*.png
    python tools/render_icons.py --check    # only say whether the PNGs are the SVG's

The PNGs are committed, so that neither an install nor the bundle needs the SVG plugin;
run this again after changing the SVG (``tests/desktop/test_freedesktop.py`` compares
them with a fresh rendering).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from desktop.app_identity import ICON_SIZES, icon_png, icon_svg  # noqa: E402


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn on a transparent ``size``×``size`` QImage."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing, only compare")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication([])
    stale = []
    for size in ICON_SIZES:
        image = render(icon_svg(), size)
        target = icon_png(size)
        if args.check:
            kept = QImage(str(target))
            converted = kept.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
            if kept.isNull() or converted != image:
                stale.append(target)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), b"PNG"):
            raise SystemExit(f"render_icons: cannot write {target}")
        print(f"{target.relative_to(REPO)}: {size}x{size}")
    del app
    for target in stale:
        name = target.relative_to(REPO)
        print(f"render_icons: {name} is not the SVG's rendering", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
