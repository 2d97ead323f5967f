"""What an Enter repaints of the deals list, counted rather than timed (issue 31): the
new deal's row and the row it takes the selection from, not every deal in sight (Qt's
item layout after a row more repainted the whole list), and not the column titles when
no column changed width (Qt repainted them as the selection moved to the new deal). What
the screen shows is the list as a whole repaint would draw it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage, QPaintEvent, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from tests.desktop.test_fit_work import GAMES, _sitting


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


class _Paints(QObject):
    """The regions painted of the widgets watched, as rectangles."""

    def __init__(self, *widgets: QWidget) -> None:
        super().__init__()
        self.painted: dict[QObject, list[tuple[int, int, int, int]]] = {w: [] for w in widgets}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched in self.painted:
            assert isinstance(event, QPaintEvent)
            region: Any = event.region()  # (iterable over its rectangles; stubs say not)
            rects = [(r.x(), r.y(), r.width(), r.height()) for r in region]
            self.painted[watched] += rects
        return False

    def area(self, widget: QWidget) -> int:
        return sum(w * h for _x, _y, w, h in self.painted[widget])


@pytest.fixture(params=GAMES)
def opened(request: Any, main_window: Any, store: Any) -> tuple[Any, list[dict[str, Any]]]:
    session, coming = _sitting(request.param)
    main_window.resize(1280, 900)
    sitting = store.import_sessions([session])[0]
    assert main_window.open_sitting(sitting)
    _settle()
    return main_window, coming


def _on_screen(window: Any, widget: QWidget) -> QImage:
    """What the window's backing store holds where ``widget`` is (what is on screen)."""
    screen = window.windowHandle().screen()
    origin = widget.mapTo(window, widget.rect().topLeft())
    grabbed: QPixmap = screen.grabWindow(
        window.winId(), origin.x(), origin.y(), widget.width(), widget.height()
    )
    return grabbed.toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_an_enter_repaints_the_new_row_not_the_list(opened: Any) -> None:
    window, coming = opened
    view = window.view
    deals = view.deals_view
    viewport, titles = deals.viewport(), deals.horizontalHeader().viewport()
    row = deals.verticalHeader().defaultSectionSize()
    for record in coming:
        view.form.load(record)
        _settle()
        header = deals.horizontalHeader()
        widths = [header.sectionSize(c) for c in range(header.count())]
        layouts = deals.appended_layouts
        paints = _Paints(viewport, titles)
        assert view.submit()
        _settle()
        assert deals.appended_layouts > layouts
        # The new row and the one before it (deselected), each a row high, and a few
        # cells of rows whose text changed: never the whole list in sight.
        assert 0 < paints.area(viewport) <= 3 * row * viewport.width()
        assert paints.area(viewport) < viewport.width() * viewport.height() / 2
        if widths == [header.sectionSize(c) for c in range(header.count())]:
            assert paints.painted[titles] == []
        # What the screen shows is what a whole repaint draws.
        for painted in (viewport, titles):
            shown = _on_screen(window, painted)
            painted.repaint()
            assert _on_screen(window, painted) == shown
