"""Charts that follow the window's palette, so they read in a dark palette as in a light
one: the chart's background is the palette's base, its text and axes the palette's text;
and a value axis whose labels are written as the sheets write numbers (a true minus)."""

from __future__ import annotations

from PySide6.QtCharts import QAbstractAxis, QCategoryAxis, QChart, QValueAxis
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from desktop.widgets.number_text import format_points


def style_chart(chart: QChart, widget: QWidget) -> None:
    """Colour ``chart`` from ``widget``'s palette."""
    palette = widget.palette()
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    # The theme picks series colours that stand out on a background of its lightness.
    chart.setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
    chart.setBackgroundBrush(palette.brush(QPalette.ColorRole.Base))
    text = palette.color(QPalette.ColorRole.Text)
    chart.setTitleBrush(text)
    chart.legend().setLabelColor(text)
    for axis in chart.axes():
        style_axis(axis, widget)


def style_axis(axis: QAbstractAxis, widget: QWidget) -> None:
    """Colour ``axis`` from ``widget``'s palette."""
    palette = widget.palette()
    text = palette.color(QPalette.ColorRole.Text)
    axis.setLabelsColor(text)
    axis.setTitleBrush(text)
    axis.setLinePenColor(palette.color(QPalette.ColorRole.Mid))
    axis.setGridLineColor(palette.color(QPalette.ColorRole.Mid))


def points_axis(chart: QChart, low: float, high: float) -> QCategoryAxis:
    """A vertical axis from ``low`` to ``high`` on Qt's nice round ticks, labelled as the
    sheets write whole numbers: ``−1000``, not printf's ``-1000`` (issue 25)."""
    nice = QValueAxis()
    nice.setRange(low, high if high > low else low + 1)
    nice.applyNiceNumbers()
    start, end, ticks = nice.min(), nice.max(), max(2, nice.tickCount())
    axis = QCategoryAxis(chart)
    axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    axis.setRange(start, end)
    axis.setStartValue(start)
    step = (end - start) / (ticks - 1)
    written: set[str] = set()
    for tick in range(ticks):
        value = start + tick * step
        label = format_points(round(value))
        # A category's label is its key: a small range's ticks that round alike (0.2,
        # 0.4 → 0) are labelled once.
        if label not in written:
            written.add(label)
            axis.append(label, value)
    return axis
