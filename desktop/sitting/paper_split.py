"""A painted paper sheet above the list of deals, sharing one column of the view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
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
