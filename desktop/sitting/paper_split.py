"""A painted paper sheet above the list of deals, sharing one column of the view; a
paper that says where its totals are (``footer_rect``) keeps them pinned at the bottom
of its scroll area, as a paper sheet's bottom lines, and one that says where its names
are (``header_rect``) keeps them pinned at the top, as its head (issue 25)."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QScrollArea, QSplitter, QTableView, QWidget

SHORT_TOTALS_ROWS = 3
"""The totals rows kept pinned on a low paper: games won, rubbers won and the total."""

DEALS_IN_SIGHT = 6
"""Deals the list keeps in sight however long the paper grows (it scrolls instead)."""


def paper_row(paper: QWidget) -> int:
    """About the height of a row of the paper (a line of its text and a little)."""
    return paper.fontMetrics().height() + 5


class PaperSplit(QSplitter):
    """The paper (in a scroll area) over the deals list: the paper gets what it needs,
    up to its natural height, and the list the rest, never fewer than
    :data:`DEALS_IN_SIGHT` rows, until the player drags the split; the player's own split
    then stands until the view is closed."""

    def __init__(self, paper: QWidget, deals: QTableView, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.paper = paper
        self.deals = deals
        self.paper_scroll = QScrollArea(self)
        self.paper_scroll.setWidget(paper)
        self.paper_scroll.setWidgetResizable(True)
        self.paper_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.addWidget(self.paper_scroll)
        self.addWidget(deals)
        self.pinned: PinnedFooter | None = None
        self.pinned_header: PinnedHeader | None = None
        if callable(getattr(paper, "header_rect", None)):
            self.pinned_header = PinnedHeader(paper, self.paper_scroll)
        if callable(getattr(paper, "footer_rect", None)):
            self.pinned = PinnedFooter(paper, self.paper_scroll, self.pinned_header)
        self.setChildrenCollapsible(False)
        self._dragged = False
        self.splitterMoved.connect(self._was_dragged)

    def _was_dragged(self) -> None:
        self._dragged = True

    def share(self) -> None:
        """Share the column between the paper and the deals (see the class)."""
        if self._dragged:
            return
        total = sum(self.sizes())
        if total <= 0:
            return
        frame = 2 * self.deals.frameWidth()
        rows = DEALS_IN_SIGHT * self.deals.verticalHeader().defaultSectionSize()
        least = self.deals.horizontalHeader().sizeHint().height() + rows + frame
        frame = 2 * self.paper_scroll.frameWidth()
        natural = self.paper.sizeHint().height() + frame
        paper = min(natural, max(total - least, total // 2, self._pinned_least(total)))
        if self.sizes()[0] != paper:
            self.setSizes([paper, total - paper])

    def _pinned_least(self, total: int) -> int:
        """The paper's height that shows its pinned names and totals and two rows of
        deals between them, as far as the list keeps its own least height: at a scale
        of 1.5 half the column was the totals alone, the names scrolled away."""
        if self.pinned is None:
            return 0
        # The whole totals (not the short ones a low view pins: that would be circular).
        bands = [self.pinned.whole()]
        if self.pinned_header is not None:
            bands.append(self.pinned_header.band())
        rows = 2 * paper_row(self.paper)
        wanted = sum(band.height() for band in bands) + rows + 2 * self.paper_scroll.frameWidth()
        return min(wanted, total - self.deals.minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The panes are laid out only now: share the new height.
        self.share()


class PinnedBand(QWidget):
    """A band of the paper (its names, its totals) drawn again over an edge of its
    scroll area while the paper's own band is out of sight there (scrolled, or below
    the fold). Scrolled so that the paper's own is in sight, it hides.

    A paper that paints a part of itself with a given painter (``paint_part``) paints
    the band here; of any other a picture of its band is shown, taken after the paper
    paints (taking it in this widget's own paint would paint the paper into itself)."""

    def __init__(self, paper: QWidget, scroll: QScrollArea) -> None:
        super().__init__(scroll.viewport())
        self.setAutoFillBackground(True)
        self.paper = paper
        self.area = scroll
        self._picture = QPixmap()
        self._taking = False
        self._pending = False
        for watched in (paper, scroll.viewport()):
            watched.installEventFilter(self)
        # A paper that says what part of it changed is taken again when that is its
        # band's, not after each of its paints (a window repainted whole, a row entered
        # out of sight: issue 31).
        changed = getattr(paper, "sig_area_changed", None)
        self._told = changed is not None
        if changed is not None:
            changed.connect(self._area_changed)
        # A paper that paints a part of itself with a given painter has its band painted
        # so, when the band is: no picture taken (a paint of the paper's band more).
        paint_part = getattr(paper, "paint_part", None)
        self._paint_part = paint_part if callable(paint_part) else None
        scroll.verticalScrollBar().valueChanged.connect(lambda _value: self.place())
        self.hide()

    def band(self) -> QRect:
        """Where the paper draws the band (in the paper's own coordinates)."""
        raise NotImplementedError

    def _paper_rect(self, name: str) -> QRect:
        rect = getattr(self.paper, name)()
        return rect if isinstance(rect, QRect) else QRect()

    def where(self) -> QRect | None:
        """The band's place over the viewport, or ``None`` while the paper's own is in
        sight there."""
        raise NotImplementedError

    def place(self) -> None:
        """Over the viewport's edge while the paper's own band is not all in sight."""
        where = self.where()
        if where is None:
            self.hide()
            return
        self.setGeometry(where)
        self.show()
        self.raise_()
        self._take_soon()

    def _take_soon(self) -> None:
        if self._paint_part is not None:
            self._picture = QPixmap()  # painted again at the band's next paint
            self.update()
        elif not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._take)

    def _area_changed(self, area: QRect) -> None:
        if area.intersects(self.band()):
            self._take_soon()

    def _take(self) -> None:
        self._pending = False
        if not self.isVisible():
            return
        self._taking = True
        try:
            self._picture = self.paper.grab(self.band())
        finally:
            self._taking = False
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self.place()
        elif (
            kind == QEvent.Type.Paint
            and watched is self.paper
            and not self._taking
            and not self._told
        ):
            # The paper changed (a deal entered, a game's mark by a name): here too
            # (a paper that says what changed is taken when its band did).
            self._take_soon()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._paint_part is not None and self._picture.isNull():
            self._picture = self._painted_band(self._paint_part)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()

    def _painted_band(self, paint_part: Callable[[QPainter, QRect], None]) -> QPixmap:
        # Kept until the band changes: a window painted whole draws the picture again.
        band = self.band()
        ratio = self.devicePixelRatioF()
        picture = QPixmap(math.ceil(band.width() * ratio), math.ceil(band.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        painter = QPainter(picture)
        painter.translate(-band.x(), -band.y())
        paint_part(painter, band)
        painter.end()
        return picture


class PinnedHeader(PinnedBand):
    """The paper's names row over the top of its scroll area once the paper is
    scrolled down, as a paper sheet's head: whose column is whose stays in sight."""

    def __init__(self, paper: QWidget, scroll: QScrollArea) -> None:
        super().__init__(paper, scroll)
        self.setObjectName("pinnedNames")

    def band(self) -> QRect:
        return self._paper_rect("header_rect")

    def where(self) -> QRect | None:
        header = self.band()
        if header.isEmpty() or self.paper.y() + header.top() >= 0:
            return None
        return QRect(0, 0, self.area.viewport().width(), header.height())


class PinnedFooter(PinnedBand):
    """The paper's totals over the bottom of its scroll area while the paper's own are
    out of sight (scrolled, or below the fold): the totals are always in sight.
    Scrolled to the end, it lies exactly over the paper's own. The paper's share of
    the column leaves room for it under the pinned names."""

    def __init__(self, paper: QWidget, scroll: QScrollArea, header: PinnedBand | None) -> None:
        super().__init__(paper, scroll)
        self.setObjectName("pinnedTotals")
        self.header = header

    def whole(self) -> QRect:
        """Where the paper draws all its totals rows."""
        return self._paper_rect("footer_rect")

    def band(self) -> QRect:
        whole = self.whole()
        # On a low column (a scale of 1.5) the whole totals and the names filled the
        # paper's view: only the games won, the rubbers won and the total are kept
        # then (the sums above and below the line are on the paper's own, scrolled
        # to the end), so that some deals show between them.
        header = self.header.band().height() if self.header is not None else 0
        room = self.area.viewport().height() - header - whole.height()
        if room < SHORT_TOTALS_ROWS * paper_row(self.paper):
            short = self.paper.footer_rect(SHORT_TOTALS_ROWS)  # type: ignore[attr-defined]
            if isinstance(short, QRect):
                return short
        return whole

    def footer(self) -> QRect:
        """Where the paper draws its totals (in the paper's own coordinates)."""
        return self.band()

    def where(self) -> QRect | None:
        footer = self.band()
        viewport = self.area.viewport()
        own_top = self.paper.y() + footer.top()
        pinned_top = viewport.height() - footer.height()
        if footer.isEmpty() or own_top <= pinned_top or pinned_top <= 0:
            return None
        return QRect(0, pinned_top, viewport.width(), footer.height())
