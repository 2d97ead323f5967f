"""The tabs of an open sitting: the sheet (with its form), the chart of its running
totals and the Settle panel, each following the sheet as deals are entered, edited and
undone.

Keys: Ctrl+Tab and Ctrl+Shift+Tab step through the tabs, Alt+1, Alt+2 and Alt+3 go
straight to one (the tab titles say which).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLayout, QStackedWidget, QTabBar, QVBoxLayout, QWidget

from desktop.keys import NEXT_TAB, PREVIOUS_TAB, TAB_KEYS, Key
from desktop.lookback.sitting_chart import SittingChart, tab_title
from desktop.money.settle_panel import SettlePanel
from desktop.sitting.controller import SittingController


class SittingTabs(QWidget):
    """Sheet, Chart and Settle for one sitting. The chart is drawn the first time its
    tab is shown (a sitting is mostly entered, not charted) and follows the sheet from
    then on.

    A tab bar over a stack of pages in a layout of their own rather than a QTabWidget:
    a QTabWidget does not pass its pages' changing size limits on to the layout it sits
    in, and the window could then not be made as small as a small screen once the sheet
    had fitted itself (tests/desktop/test_screens.py)."""

    SHEET, CHART, SETTLE = range(3)

    def __init__(
        self,
        sheet_page: QWidget,
        controller: SittingController,
        focus_sheet: Callable[[], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sittingTabs")
        self.bar = QTabBar(self)
        self.bar.setDocumentMode(True)
        self.bar.setExpanding(False)
        self.stack = QStackedWidget(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addWidget(self.stack, 1)
        self.currentChanged = self.bar.currentChanged
        self.controller = controller
        self.chart: SittingChart | None = None
        self._focus_sheet = focus_sheet
        self.chart_page = QWidget(self)
        # Focusable, so the keys still work with nothing else to hold the keyboard.
        self.chart_page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.settle_panel = SettlePanel(controller, self)
        for page, title in (
            (sheet_page, self.tr("Sheet") + "  (Alt+1)"),
            (self.chart_page, tab_title() + "  (Alt+2)"),
            (self.settle_panel, self.tr("Settle") + "  (Alt+3)"),
        ):
            self.stack.addWidget(page)
            self.bar.addTab(title)
        self.bar.currentChanged.connect(self.stack.setCurrentIndex)
        self.bar.currentChanged.connect(self._shown)
        self._add_keys()

    def _add_keys(self) -> None:
        bound: list[tuple[Key, Callable[[], None]]] = [
            (NEXT_TAB, lambda: self._step(1)),
            (PREVIOUS_TAB, lambda: self._step(-1)),
        ]
        bound += [(key, partial(self.setCurrentIndex, index)) for index, key in enumerate(TAB_KEYS)]
        for key, slot in bound:
            action = QAction(key.description(), self)
            action.setShortcuts(key.sequences_here())
            # Only while the keyboard is somewhere in this sitting's view.
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            # triggered(bool) would hand its "checked" to the slot; the slots take nothing.
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.addAction(action)

    def relayout_window(self) -> None:
        """Make the window's layouts ask the tabs for their size limits again, now.

        Called once the view is shown and the sheet has fitted itself, asking for less
        room than before: the window's nested layouts would keep the old limits cached
        (through the tab stack), and the window could not be made as small as a small
        screen (tests/desktop/test_screens.py)."""
        # updateGeometry drops each widget's cached limits in the layout holding it.
        widget: QWidget | None = self
        while widget is not None:
            widget.updateGeometry()
            widget = widget.parentWidget()
        parent = self.parentWidget()
        top: QLayout | None = None
        while parent is not None:
            if (layout := parent.layout()) is not None:
                _invalidate_nested(layout)
                top = layout
            parent = parent.parentWidget()
        if top is not None:
            # Now, not at the next event loop: the window's minimum size is set from it.
            top.activate()

    # ---- as a QTabWidget is asked --------------------------------------------------

    def count(self) -> int:
        """How many tabs there are."""
        return self.bar.count()

    def currentIndex(self) -> int:
        """The tab shown."""
        return self.bar.currentIndex()

    def setCurrentIndex(self, index: int) -> None:
        """Show tab ``index``."""
        self.bar.setCurrentIndex(index)

    def widget(self, index: int) -> QWidget | None:
        """The page of tab ``index``."""
        return self.stack.widget(index)

    def currentWidget(self) -> QWidget | None:
        """The page shown."""
        return self.stack.currentWidget()

    def tabText(self, index: int) -> str:
        """The title of tab ``index``."""
        return self.bar.tabText(index)

    def _step(self, by: int) -> None:
        self.setCurrentIndex((self.currentIndex() + by) % self.count())

    def _shown(self, index: int) -> None:
        # The keyboard follows to the tab shown: the form, the chart, the price.
        if index == self.SHEET:
            self._focus_sheet()
        elif index == self.SETTLE:
            self.settle_panel.price_edit.setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self.chart_page.setFocus(Qt.FocusReason.TabFocusReason)
        if index == self.CHART and self.chart is None:
            self.chart = SittingChart(self.chart_page)
            layout = QVBoxLayout(self.chart_page)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addWidget(self.chart)
            self.chart.attach(self.controller)


def _invalidate_nested(layout: QLayout) -> None:
    """Forget the sizes ``layout`` and every layout inside it have cached."""
    layout.invalidate()
    for index in range(layout.count()):
        item = layout.itemAt(index)
        inner = item.layout() if item is not None else None
        if inner is not None:
            _invalidate_nested(inner)
