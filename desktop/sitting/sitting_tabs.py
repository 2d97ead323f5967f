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
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from desktop.lookback.sitting_chart import SittingChart, tab_title
from desktop.money.settle_panel import SettlePanel
from desktop.sitting.controller import SittingController


class SittingTabs(QTabWidget):
    """Sheet, Chart and Settle for one sitting. The chart is drawn the first time its
    tab is shown (a sitting is mostly entered, not charted) and follows the sheet from
    then on."""

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
        self.setDocumentMode(True)
        self.controller = controller
        self.chart: SittingChart | None = None
        self._focus_sheet = focus_sheet
        self.chart_page = QWidget(self)
        # Focusable, so the keys still work with nothing else to hold the keyboard.
        self.chart_page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.settle_panel = SettlePanel(controller, self)
        self.addTab(sheet_page, "")
        self.addTab(self.chart_page, "")
        self.addTab(self.settle_panel, "")
        self.setTabText(self.SHEET, self.tr("Sheet") + "  (Alt+1)")
        self.setTabText(self.CHART, tab_title() + "  (Alt+2)")
        self.setTabText(self.SETTLE, self.tr("Settle") + "  (Alt+3)")
        self.currentChanged.connect(self._shown)
        self._add_keys()

    def _add_keys(self) -> None:
        keys: list[tuple[QKeySequence, Callable[[], None]]] = [
            (QKeySequence(QKeySequence.StandardKey.NextChild), lambda: self._step(1)),
            (QKeySequence("Ctrl+Tab"), lambda: self._step(1)),
            (QKeySequence(QKeySequence.StandardKey.PreviousChild), lambda: self._step(-1)),
            (QKeySequence("Ctrl+Shift+Tab"), lambda: self._step(-1)),
        ]
        for index in range(3):
            keys.append((QKeySequence(f"Alt+{index + 1}"), partial(self.setCurrentIndex, index)))
        seen: set[str] = set()
        for sequence, slot in keys:
            text = sequence.toString()
            if not text or text in seen:
                continue
            seen.add(text)
            action = QAction(self)
            action.setShortcut(sequence)
            # Only while the keyboard is somewhere in this sitting's view.
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            # triggered(bool) would hand its "checked" to the slot; the slots take nothing.
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.addAction(action)

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
