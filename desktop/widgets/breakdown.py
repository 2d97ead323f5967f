"""The breakdown of a deal, the same in every game: a row an entry (player, points, the
reason in words, the rule's title) and the table that opens an entry's rule on a click."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QWidget

from desktop.rulebook.rule_titles import rule_title
from desktop.widgets.cell_widths import MEASURED_ROWS, CellWidths, rows_to_measure
from desktop.widgets.record_model import ModelIndex
from desktop.widgets.row_model import Cell, RowTableModel, TableRow, number_cell
from desktop.widgets.tables import (
    FittedTableView,
    one_row_least,
    show_rows_read_only,
)
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Entry

_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_VCENTER = int(Qt.AlignmentFlag.AlignVCenter)
_TOP = int(Qt.AlignmentFlag.AlignTop)

LineWords = Callable[[Entry], str]
"""Where an entry is written on a paper sheet, in words (Three Bugs: above or below the
line); a game whose sheet has no such places gives none, and the column is left out."""


class BreakdownModel(RowTableModel):
    """Every entry of one deal: player, points, where it is written (for a game that
    says, e.g. above or below the line), the reason in words, and the rule's title in
    the rulebook (its id behind it, and in the tooltip).

    The row key is the entry's rule id, so that a click opens its rulebook section. The
    reason is always the last column but one and the rule's title the last.
    """

    sig_deal_shown = Signal()
    """A deal's entries (or none) were put in the rows (:meth:`show_deal`)."""

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = super().data(index, role)
        if role == _ALIGNMENT and value is not None:
            # At the top of a row grown for a wrapped reason, where its words begin (the
            # player's name beside the reason's first line, not its middle).
            return (int(value) & ~_VCENTER) | _TOP
        return value

    @property
    def reason_column(self) -> int:
        """The column of the reason in words."""
        return max(self.column_count() - 2, 0)

    @property
    def rule_column(self) -> int:
        """The column of the rule's title."""
        return max(self.column_count() - 1, 0)

    def show_deal(
        self,
        deal: DealScore | None,
        reason_words: Callable[[Entry, DealScore], str],
        line_words: LineWords | None = None,
    ) -> None:
        """Show the entries of ``deal`` (nothing for ``None``)."""
        headers = [self.tr("Player"), self.tr("Points")]
        if line_words is not None:
            headers.append(self.tr("Line"))
        headers += [self.tr("Reason"), self.tr("Rule")]
        rows = []
        for entry in deal.entries if deal is not None else ():
            assert deal is not None
            title = rule_title(entry.rule)
            cells = [Cell(entry.player, entry.player), number_cell(entry.points, signed=True)]
            if line_words is not None:
                cells.append(Cell(line_words(entry), str(entry.column)))
            cells += [
                Cell(reason_words(entry, deal), entry.reason),
                Cell(
                    title,
                    entry.rule,
                    tooltip=fill(self.tr("Open the rulebook at “%1” (%2)"), title, entry.rule),
                ),
            ]
            rows.append(TableRow(tuple(cells), entry.rule))
        self.set_rows(headers, rows)
        self.sig_deal_shown.emit()


CELL_PADDING = 12
"""What a table cell adds to its text's width (pixels): the style's margins, with room
to spare."""


class BreakdownView(FittedTableView):
    """The breakdown table; clicking (or Enter on) an entry opens its rule.

    The reason in words is what the breakdown is read for, so it gets the width it
    needs first; the rule's title (its id and whole title in the tooltip) gives way,
    wrapping, down to the width of its longest word, and only then does the reason wrap,
    its row growing to show all of it (the title then keeps up to a third of the room,
    and the reason gives way down to its own longest word in a narrow pane)."""

    sig_rule_activated = Signal(str)
    """An entry's rule id was clicked."""

    def __init__(self, model: BreakdownModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        show_rows_read_only(self, model)
        self.horizontalHeader().setStretchLastSection(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        # A reason wrapped over more lines than a low pane shows is read by scrolling it
        # a pixel at a time (a row at a time showed its middle lines, never its start).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # Rows are measured by the fit, at the columns' new widths (_fit_to), and only
        # there: a header sizing its rows to their contents measured each of them again
        # at every change, before the fit and at the widths it was about to leave (an
        # Enter of a rummy deal measured 18 rows, each cell read through Python for a
        # dozen roles, where 8 are shown; issue 31).
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.clicked.connect(self._emit_rule)
        self.activated.connect(self._emit_rule)
        # Measured from the rows' texts, as the deals list's are (Qt's sizeHintForColumn
        # gives the same widths but asks every cell for eight roles through Python: a
        # third of the cells an Enter read).
        self.cell_widths = CellWidths(self)
        self.fits = 0
        """How many times the columns were fitted since the view was made (a test counts
        those of an Enter: at most one)."""
        self._fitted_for = -1
        """The viewport's width the columns were last fitted for."""
        model.modelReset.connect(self.cell_widths.clear_rows)
        self.fit_on_changes(model)
        # A deal's entries are fitted as they are shown, before they are painted: fitted
        # a turn of the event loop later, they were painted first and again once fitted.
        model.sig_deal_shown.connect(self.fit_if_pending)

    def minimumSizeHint(self) -> QSize:
        # Its header and an entry (see one_row_least): beside the form on a low screen
        # Qt's own 70 px took from the form.
        return one_row_least(self)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # (Qt may say so while the view is being made, before its widths exist.)
        changed = event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange)
        if changed and "cell_widths" in self.__dict__:
            self.cell_widths.clear()
        if changed and "_fit_pending" in self.__dict__:
            # Its rows measured again too: the header no longer sizes them on its own.
            self._fit_soon()

    def natural_width(self, column: int) -> int:
        """How wide ``column`` is when it fits its header and its cells on one line (the
        rows Qt would measure: those in sight and some around them)."""
        rows = self._model.rows
        if not 0 <= column < self.horizontalHeader().count():
            return 0
        measured = rows_to_measure(self, len(rows))
        cells = self.cell_widths.widest(rows, measured, column + 1)[column]
        return max(cells, self.horizontalHeader().sectionSizeHint(column))

    def word_width(self, column: int) -> int:
        """How wide ``column`` must be to show its longest word on a line."""
        metrics = self.fontMetrics()
        words = [
            word
            for row in self._model.rows
            if column < len(row.cells)
            for word in row.cells[column].text.split()
        ]
        longest = max((metrics.horizontalAdvance(word) for word in words), default=0)
        return longest + CELL_PADDING

    def viewport_resized(self) -> None:
        # The fit already chose the width the viewport has once its scroll bar came or
        # went (fit_columns): a viewport as wide as that is fitted.
        if self.viewport().width() != self._fitted_for:
            super().viewport_resized()

    def fit_columns(self) -> None:
        """Player and points fit their contents; the reason gets its one-line width if
        the rule's title, wrapped down to its longest word, leaves it the room; any room
        over goes to the rule's title, then to the reason.

        Fitted for the width the viewport has with the vertical scroll bar the fitted
        rows need, shown or not: a bar coming or going with the entries' count narrowed
        or widened the viewport after the first paint, and the columns were fitted and
        painted a second time."""
        header = self.horizontalHeader()
        count = header.count()
        reason_column, rule_column = self._model.reason_column, self._model.rule_column
        if count <= rule_column or reason_column < 2:
            return
        self.fits += 1
        for section in range(count):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Fixed)
        room = self.viewport().width()
        self._fit_to(room)
        room_then = self._room_with_needed_bar()
        if room_then is not None and room_then != room:
            room = room_then
            self._fit_to(room)
        self._fitted_for = room

    def _room_with_needed_bar(self) -> int | None:
        """How wide the viewport is with the vertical scroll bar the rows as now fitted
        need (``None``: Qt decides no bar by the rows' height here)."""
        if self.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAsNeeded:
            return None
        most = self.maximumViewportSize()
        horizontal = self.horizontalScrollBar()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        high = most.height() - (bar if horizontal.isVisibleTo(self) else 0)
        needed = self.verticalHeader().length() > high
        return most.width() - bar if needed else most.width()

    def _fit_to(self, room: int) -> None:
        header = self.horizontalHeader()
        count = header.count()
        reason_column, rule_column = self._model.reason_column, self._model.rule_column
        for section in range(count):
            if section not in (reason_column, rule_column):
                width = self.natural_width(section)
                header.resizeSection(section, width)
                room -= width
        reason = self.natural_width(reason_column)
        rule = self.natural_width(rule_column)
        header_width = header.sectionSizeHint(rule_column)
        rule_least = min(rule, max(self.word_width(rule_column), header_width))
        # Down to its longest word when the pane is narrow (a side column at a scale of
        # 1.5): wrapped in the viewport rather than a fixed least width that ran past its
        # edge, the rule's title and the reason's end reached only by scrolling sideways.
        if reason > room - rule_least:
            # The reason wraps however narrow the rule's title is: the title then gets up
            # to a third of the room, not its longest word alone (six lines of "The game:
            # made and passed out" beside two of the reason at a scale of 1.5).
            rule_least = max(rule_least, min(rule, room // 3))
        reason_width = min(reason, room - rule_least)
        if reason_width < reason:
            # (Its words measured only when it wraps.)
            reason_width = max(reason_width, min(self.word_width(reason_column), reason))
        rule_width = max(min(rule, room - reason_width), rule_least)
        reason_width = max(reason_width, room - rule_width)
        header.resizeSection(reason_column, reason_width)
        header.resizeSection(rule_column, rule_width)
        self._measure_rows(wraps=reason_width < reason or rule_width < rule)

    def _measure_rows(self, *, wraps: bool) -> None:
        """Each row as high as its contents at the columns' widths. When no cell wraps
        (every column as wide as its widest cell, every row's width measured) the rows
        are one line, all as high as the first: it is measured alone, not every cell of
        every row through Python (issue 31)."""
        rows = self._model.rows
        count = len(rows)
        broken = any("\n" in cell.text for row in rows for cell in row.cells)
        if wraps or broken or count > MEASURED_ROWS:
            self.resizeRowsToContents()
            return
        if not count:
            return
        self.resizeRowToContents(0)
        height = self.rowHeight(0)
        header = self.verticalHeader()
        for row in range(1, count):
            header.resizeSection(row, height)

    def _emit_rule(self, index: QModelIndex) -> None:
        model = self.model()
        if isinstance(model, RowTableModel) and index.isValid():
            self.sig_rule_activated.emit(str(model.row_key(index.row())))
