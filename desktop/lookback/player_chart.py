"""A player's results over time, sitting by sitting, at one game at a time (issue 16,
"Charts"): his total at each sitting (points, or money for a game whose totals are
money) against the date it was played. Opened from the players window.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCharts import QChart, QChartView, QDateTimeAxis, QLineSeries
from PySide6.QtCore import QDateTime, QPointF, QSize, Qt
from PySide6.QtGui import QPainter, QShortcut
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.games.game_ui import GAME_UIS
from desktop.keys import CLOSE_WINDOW
from desktop.lookback.chart_style import points_axis, style_chart
from desktop.lookback.words import word
from desktop.shell.screen_fit import fit_window


def _money(game: str) -> bool:
    """Whether the game's totals are money (its registry trait); an unknown game's are
    shown as points."""
    ui = GAME_UIS.get(game)
    return ui is not None and ui.entry.money


def _game_title(game: str) -> str:
    ui = GAME_UIS.get(game)
    return ui.title() if ui is not None else game


class PlayerResultsWindow(QWidget):
    """One player's results at one game (chosen in a box), oldest sitting first."""

    def __init__(self, store: Any, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from db.errors import UnknownPlayer

        self.store = store
        self.name = name
        self.setWindowTitle(word("results-window", name))
        try:
            self.results = store.player_results(name)
        except UnknownPlayer:
            # Deleting a player's last sitting forgets him too.
            self.results = []
        games = sorted({row.game for row in self.results}, key=_registry_place)

        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        label = QLabel(word("game"), self)
        self.game_box = QComboBox(self)
        for game in games:
            self.game_box.addItem(_game_title(game), game)
        label.setBuddy(self.game_box)
        row.addWidget(label)
        row.addWidget(self.game_box, 1)
        layout.addLayout(row)
        self.view = QChartView(self)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        layout.addWidget(self.view, 1)
        self.game_box.currentIndexChanged.connect(lambda _index: self.show_game(self.game()))
        for sequence in CLOSE_WINDOW.sequences_here():
            QShortcut(sequence, self, self.close)
        fit_window(self, QSize(760, 460))  # inside the screen's free area at any scale
        if games:
            self.show_game(games[0])
        else:
            # His sittings are gone: say so rather than draw empty axes.
            empty = QChart()
            empty.setTitle(word("no-results", name))
            style_chart(empty, self)
            self.view.setChart(empty)

    def game(self) -> str:
        """The game shown."""
        return str(self.game_box.currentData() or "")

    def show_game(self, game: str) -> None:
        """Chart the player's results at ``game``."""
        index = self.game_box.findData(game)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(index)  # comes back here through the signal
            return
        rows = [row for row in self.results if row.game == game]
        chart = QChart()
        chart.setTitle(word("results-title", self.name, _game_title(game)))
        series = QLineSeries(chart)
        series.setName(self.name)
        series.setPointsVisible(True)
        series.append([QPointF(_msecs(row.created), row.result) for row in rows])
        chart.addSeries(series)
        when = QDateTimeAxis(chart)
        when.setTitleText(word("date"))
        when.setFormat("dd.MM.yy")
        if rows:
            first = QDateTime.fromMSecsSinceEpoch(_msecs(rows[0].created))
            last = QDateTime.fromMSecsSinceEpoch(_msecs(rows[-1].created))
            # A day either side, so a single sitting is not a point on the axis's edge.
            when.setRange(first.addDays(-1), last.addDays(1))
            # Ticks at least a day apart, so no date is written twice.
            days = first.daysTo(last) + 2
            when.setTickCount(max(2, min(days + 1, 8)))
        values = [row.result for row in rows] or [0]
        result = points_axis(chart, min([0, *values]), max([0, *values]))
        result.setTitleText(word("money") if _money(game) else word("points"))
        chart.addAxis(when, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(result, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(when)
        series.attachAxis(result)
        chart.legend().hide()
        style_chart(chart, self)
        old = self.view.chart()
        self.view.setChart(chart)
        if old is not None:
            old.deleteLater()

    def series_points(self) -> list[tuple[float, float]]:
        """The line's points: (milliseconds since the epoch, result)."""
        return [
            (point.x(), point.y())
            for series in self.view.chart().series()
            if isinstance(series, QLineSeries)
            for point in series.points()
        ]


def _msecs(moment: datetime) -> int:
    """A moment as the date axis counts it: milliseconds since the epoch."""
    return round(moment.timestamp() * 1000)


def _registry_place(game: str) -> tuple[int, str]:
    order: Sequence[str] = list(GAME_UIS)
    return (order.index(game) if game in order else len(order), game)
