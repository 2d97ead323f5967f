"""A painted paper sheet above the list of deals, sharing one column of the view; a
paper that says where its totals are (``footer_rect``) keeps them pinned at the bottom
of its scroll area, as a paper sheet's bottom lines (issue 25)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QScrollArea, QSplitter, QTableView, QWidget

DEALS_IN_SIGHT = 6
"""Deals the list keeps in sight however long the paper grows (it scrolls instead)."""


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
        if callable(getattr(paper, "footer_rect", None)):
            self.pinned = PinnedFooter(paper, self.paper_scroll)
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
        natural = self.paper.sizeHint().height() + 2 * self.paper_scroll.frameWidth()
        paper = min(natural, max(total - least, total // 2))
        if self.sizes()[0] != paper:
            self.setSizes([paper, total - paper])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The panes are laid out only now: share the new height.
        self.share()


class PinnedFooter(QWidget):
    """The paper's totals drawn again over the bottom of its scroll area while the
    paper's own are out of sight (scrolled, or below the fold): the totals are always in
    sight. Scrolled to the end, it lies exactly over the paper's own.

    It shows a picture of the paper's totals taken after the paper paints (taking it in
    this widget's own paint would paint the paper into itself)."""

    def __init__(self, paper: QWidget, scroll: QScrollArea) -> None:
        super().__init__(scroll.viewport())
        self.setObjectName("pinnedTotals")
        self.setAutoFillBackground(True)
        self.paper = paper
        self.area = scroll
        self._picture = QPixmap()
        self._taking = False
        self._pending = False
        for watched in (paper, scroll.viewport()):
            watched.installEventFilter(self)
        scroll.verticalScrollBar().valueChanged.connect(lambda _value: self.place())
        self.hide()

    def footer(self) -> QRect:
        """Where the paper draws its totals (in the paper's own coordinates)."""
        rect = self.paper.footer_rect()  # type: ignore[attr-defined]
        return rect if isinstance(rect, QRect) else QRect()

    def place(self) -> None:
        """Over the viewport's bottom while the paper's own totals are not all in sight."""
        footer = self.footer()
        viewport = self.area.viewport()
        own_top = self.paper.y() + footer.top()
        pinned_top = viewport.height() - footer.height()
        if footer.isEmpty() or own_top <= pinned_top or pinned_top <= 0:
            self.hide()
            return
        self.setGeometry(0, pinned_top, viewport.width(), footer.height())
        self.show()
        self.raise_()
        self._take_soon()

    def _take_soon(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._take)

    def _take(self) -> None:
        self._pending = False
        if not self.isVisible():
            return
        self._taking = True
        try:
            self._picture = self.paper.grab(self.footer())
        finally:
            self._taking = False
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self.place()
        elif kind == QEvent.Type.Paint and watched is self.paper and not self._taking:
            # The paper changed (a deal entered): its totals here too.
            self._take_soon()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()
