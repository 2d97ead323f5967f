"""Charts that follow the window's palette, so they read in a dark palette as in a light
one: the chart's background is the palette's base, its text and axes the palette's text."""

from __future__ import annotations

from PySide6.QtCharts import QAbstractAxis, QChart
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget


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
