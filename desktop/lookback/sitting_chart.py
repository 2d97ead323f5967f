"""A sitting's running totals per player, deal by deal (issue 16, "Charts"): one chart per
tally the game's hooks name (``charts``: the line below and the total in Three Bugs), in
money or points as its registry entry says.

The main window shows it in a tab beside the sheet: make one with a parent and call
:meth:`SittingChart.attach` with the sitting's controller; it redraws whenever the
sheet changes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.lookback.chart_style import points_axis, style_chart
from desktop.lookback.words import word
from rules.ledger import Scored
from rules.registry import find_entry
from rules.running_totals import Tally, running_totals


def tab_title() -> str:
    """The title of the chart's tab beside the sheet."""
    return word("chart-tab")


class SittingChart(QWidget):
    """One chart per tally of the sitting's game, stacked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sittingChart")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.views: dict[Tally, QChartView] = {}
        self._controller: Any = None

    def attach(self, controller: Any) -> None:
        """Chart ``controller``'s sitting now and after every change to it."""
        self._controller = controller
        controller.sig_changed.connect(self._changed)
        self.set_scored(controller.scored)

    def _changed(self, _change: object = None) -> None:
        if self._controller is not None:
            self.set_scored(self._controller.scored)

    def set_scored(self, scored: Scored) -> None:
        """Draw ``scored``'s running totals (the charts are built anew)."""
        for view in self.views.values():
            self._layout.removeWidget(view)
            view.deleteLater()
        self.views = {}
        for tally in find_entry(scored.game).game_hooks().charts:
            if tally is Tally.NET and self._controller is None:
                # A settlement reads the sitting's options: only an attached chart has them.
                continue
            view = QChartView(self._chart(scored, tally), self)
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._layout.addWidget(view, 1)
            self.views[tally] = view

    def _chart(self, scored: Scored, tally: Tally) -> QChart:
        chart = QChart()
        entry = find_entry(scored.game)
        if tally is Tally.BELOW:
            chart.setTitle(word("below-title"))
            unit = word("below")
        elif tally is Tally.NET:
            chart.setTitle(word("net-title"))
            unit = word("net")
        elif entry.money:
            chart.setTitle(word("money-title"))
            unit = word("money")
        else:
            chart.setTitle(word("total-title"))
            unit = word("points")
        session = self._controller.session if self._controller is not None else None
        totals = running_totals(scored, tally, session)
        low, high = 0.0, 0.0
        for player, values in totals.by_player.items():
            series = QLineSeries(chart)
            series.setName(player)
            # Every line starts at 0 before the first deal.
            series.append([QPointF(0, 0)] + [QPointF(n, v) for n, v in enumerate(values, 1)])
            chart.addSeries(series)
            low, high = min([low, *values]), max([high, *values])
        deals = QValueAxis(chart)
        deals.setTitleText(word("deal"))
        deals.setLabelFormat("%d")
        deals.setRange(0, max(1, len(scored.deals)))
        deals.setTickCount(min(11, max(2, len(scored.deals) + 1)))
        points = points_axis(chart, low, high)
        points.setTitleText(unit)
        chart.addAxis(deals, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(points, Qt.AlignmentFlag.AlignLeft)
        for line in chart.series():
            line.attachAxis(deals)
            line.attachAxis(points)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        style_chart(chart, self)
        return chart

    def series_points(self, tally: Tally) -> dict[str, list[tuple[float, float]]]:
        """Each player's line as (deal, running total) points."""
        chart = self.views[tally].chart()
        return {
            series.name(): [(point.x(), point.y()) for point in series.points()]
            for series in chart.series()
            if isinstance(series, QLineSeries)
        }
