"""How the tables of a sitting are set up and sized: read-only row selection, summary
tables as small as their rows and columns, and the sheet whose wordy columns give way
when the window is narrow."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.widgets.cell_widths import MEASURED_ROWS, CellWidths, rows_to_measure
from desktop.widgets.row_model import RowTableModel


def text_field_width(edit: QLineEdit) -> int:
    """How wide ``edit`` must be to show its placeholder (or its text) whole."""
    text = edit.placeholderText() or edit.text() or "MMMM"
    margins = edit.textMargins()
    contents = edit.contentsMargins()
    # The style's frame and the line edit's own inner margin (2 px a side in Qt).
    extra = margins.left() + margins.right() + contents.left() + contents.right() + 16
    return edit.fontMetrics().horizontalAdvance(text) + extra


def fit_height(view: QTableView) -> None:
    """Make ``view`` exactly as tall as its header and rows (a summary table), and no
    wider than its columns: a few numbers need no box across the whole window."""
    header = view.horizontalHeader()
    header.setStretchLastSection(False)
    view.resizeRowsToContents()
    rows = sum(view.rowHeight(row) for row in range(view.model().rowCount()))
    frame = 2 * view.frameWidth()
    view.setFixedHeight(header.sizeHint().height() + rows + frame + 2)
    fit_width(view)


def fit_width(view: QTableView) -> None:
    """Make ``view`` no wider than its columns fitting their contents.

    Qt measures a column over the rows in sight only, so this is done again whenever
    the view is resized (see :class:`SummaryTableView`)."""
    header = view.horizontalHeader()
    columns = sum(
        max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(header.count())
    )
    width = columns + 2 * view.frameWidth() + 2
    if width != view.maximumWidth():
        view.setMaximumWidth(width)
        view.updateGeometry()


def show_rows_read_only(view: QTableView, model: RowTableModel) -> None:
    """Set ``view`` up over ``model`` as every table here is: one row selected at a time,
    nothing editable in place, no row numbers, columns fitting their contents."""
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Tab leaves the table for the next field, as Three Bugs' lists always did; the
    # arrow keys move between its rows.
    view.setTabKeyNavigation(False)
    view.verticalHeader().setVisible(False)
    # One line of text a row, not the style's roomier default: more deals in sight.
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().lineSpacing() + 8)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # Qt measures up to 1,000 rows to fit a column (a Python call a cell): a long sitting
    # took seconds to open. The rows in sight and some around them (the newest deals,
    # whose totals are the widest) are enough.
    for header in (view.horizontalHeader(), view.verticalHeader()):
        header.setResizeContentsPrecision(MEASURED_ROWS)


def make_table_view(model: RowTableModel, parent: QWidget | None = None) -> QTableView:
    """A read-only, row-selecting table over ``model``."""
    view = QTableView(parent)
    show_rows_read_only(view, model)
    view.setAlternatingRowColors(True)
    # A sheet's last column is a player's like the others; stretching it misleads.
    view.horizontalHeader().setStretchLastSection(False)
    return view


class SummaryTableView(QTableView):
    """A summary table (totals, balances, Hollywood's columns): as tall as its rows and
    as wide as its columns, read-only."""

    def __init__(self, model: RowTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        show_rows_read_only(self, model)
        self.setAlternatingRowColors(True)
        self.horizontalHeader().setStretchLastSection(False)
        # New rows: as tall and as wide as they now are.
        model.modelReset.connect(lambda: fit_height(self))

    def sizeHint(self) -> QSize:
        # Laid out at the left, a view is given its size hint: make that its columns.
        hint = super().sizeHint()
        return QSize(min(self.maximumWidth(), max(hint.width(), 10_000)), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Every row is in sight only now that the height is applied: measure again.
        fit_width(self)


WORDY_MIN_WIDTH = 60
"""A wordy column is cut no narrower than this (pixels), so it still says something."""


class FittedTableView(QTableView):
    """A table whose columns are fitted (:meth:`fit_columns`) again when its model is
    reset and when its viewport is resized."""

    def fit_on_changes(self, model: RowTableModel) -> None:
        """Fit the columns whenever ``model`` resets or the viewport changes size."""
        model.modelReset.connect(self.fit_columns)
        # A deal appended, changed or deleted refits too (issue 25: the columns of a
        # sheet were fitted only when it was opened, so a new deal's text was cut);
        # once per turn of the event loop, however many rows changed.
        self._fit_pending = False
        for signal in (
            model.rowsInserted,
            model.rowsRemoved,
            model.dataChanged,
            model.layoutChanged,
            model.headerDataChanged,
        ):
            signal.connect(self._fit_soon)
        # The viewport, not the view, is what a scroll bar coming or going resizes.
        self.viewport().installEventFilter(self)

    def _fit_soon(self, *_args: object) -> None:
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        if self._fit_pending:
            self._fit_pending = False
            self.fit_columns()

    def fit_if_pending(self) -> None:
        """Fit the columns now if a change asked for a fit not done yet (it is not done
        again when the event loop comes to it)."""
        self._fit_now()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.viewport_resized()
        return super().eventFilter(watched, event)

    def viewport_resized(self) -> None:
        """The viewport changed size: fit the columns to the new room, once the layout
        has settled (a window being laid out resizes a view several times, and each fit
        measures its rows)."""
        self._fit_soon()

    def natural_width(self, column: int) -> int:
        """How wide ``column`` is when it fits its header and its cells on one line."""
        header = self.horizontalHeader()
        return max(self.sizeHintForColumn(column), header.sectionSizeHint(column))

    def fit_columns(self) -> None:
        """Fit the columns to the room (each kind of table shares it its own way)."""
        self.resizeColumnsToContents()


def one_row_least(view: QTableView) -> QSize:
    """A list's least size showing its header, one row and a sideways scroll bar: Qt's
    own least height (70 px) for every list of the window made it taller than a
    1366×768 screen's work area at a scale of 1.5 (Gin's Hollywood sitting, Rummy's),
    or took from the form."""
    least = QTableView.minimumSizeHint(view)
    # With room for the sideways scroll bar, which a narrow list shows (at 1.25 Gin's
    # Hollywood list kept 10 px of its row under the bar).
    bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
    height = (
        view.horizontalHeader().sizeHint().height()
        + view.verticalHeader().defaultSectionSize()
        + bar
        + 2 * view.frameWidth()
    )
    return QSize(least.width(), min(least.height(), height))


class RowsHeader(QHeaderView):
    """A list's column titles over rows selected whole: every title is drawn as over the
    selection (bold) while any row is, so a selection moving from row to row changes
    none of them, and they are not repainted for it (Qt repaints the whole header at
    each move: at each Enter, the new deal being selected)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        # As Qt's own horizontal header of a table.
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        if not selected.isEmpty() and not deselected.isEmpty():
            # One whole row for another: every column still crosses the selection.
            return
        super().selectionChanged(selected, deselected)


class SheetView(FittedTableView):
    """The sheet of deals: every column fits its contents, except that the model's wordy
    columns give way when the view is narrow, cut short with an ellipsis, so that the
    players' columns stay in sight without scrolling sideways.

    The columns are fitted here, not by Qt's fitting to contents (which measures every
    column again at each change, asking the model for a dozen roles of each cell): each
    row's cells are measured once (:class:`~desktop.widgets.cell_widths.CellWidths`), on
    the rows in sight and some around them, and the columns are fitted once a turn of the
    event loop however many rows changed."""

    def __init__(self, model: RowTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalHeader(RowsHeader(self))
        self._rows = model
        self.cell_widths = CellWidths(self)
        self._header_widths: dict[int, int] = {}
        self._fit_when_shown = False
        self.fits = 0
        """How many times the columns were fitted since the view was made (a test counts
        those of an open and of an Enter)."""
        show_rows_read_only(self, model)
        self.setAlternatingRowColors(True)
        # A sheet's last column is a player's like the others; stretching it misleads.
        self.horizontalHeader().setStretchLastSection(False)
        # Every width is set by fit_columns.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Cut short on one line rather than wrapped: every deal stays one row high.
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._appended_from: int | None = None
        self._layout_whole = False
        self.appended_layouts = 0
        """How many of Qt's item layouts were done for rows appended alone, repainting
        those rows rather than the whole list (a test counts those of an Enter)."""
        model.rowsInserted.connect(self._note_inserted)
        for signal in (
            model.modelReset,
            model.layoutChanged,
            model.rowsRemoved,
            model.rowsMoved,
            model.columnsInserted,
            model.columnsRemoved,
            model.columnsMoved,
        ):
            signal.connect(self._note_whole_layout)
        model.modelReset.connect(self._forget_removed)
        model.rowsRemoved.connect(self._forget_removed)
        model.modelReset.connect(self._header_widths.clear)
        model.headerDataChanged.connect(self._header_widths.clear)
        self.fit_on_changes(model)

    def minimumSizeHint(self) -> QSize:
        # Its header and a row (see one_row_least): the list scrolls.
        return one_row_least(self)

    def _note_inserted(
        self, _parent: QModelIndex | QPersistentModelIndex, first: int, last: int
    ) -> None:
        if last + 1 < self._rows.rowCount():
            # In the middle: every row after them moved down.
            self._layout_whole = True
        elif self._appended_from is None or first < self._appended_from:
            self._appended_from = first

    def _note_whole_layout(self, *_args: object) -> None:
        self._layout_whole = True

    def doItemsLayout(self) -> None:
        """Qt's item layout, which follows any change of the row count: after rows
        appended at the end alone, the scroll bars are set again and the new rows
        repainted, not the whole list (Qt repaints the whole viewport, and an Enter
        painted every deal in sight and the header for one row more; a scroll to the
        new row moves the pixels already painted)."""
        appended, whole = self._appended_from, self._layout_whole
        self._appended_from, self._layout_whole = None, False
        if appended is None or whole:
            super().doItemsLayout()
            return
        self.appended_layouts += 1
        left, top_before = self.horizontalOffset(), self.verticalOffset()
        self.updateGeometries()
        viewport = self.viewport()
        if self.horizontalOffset() != left:
            viewport.update()
            return
        if self.verticalOffset() != top_before:
            # Scrolled to the end, the last row sat at the bottom; with a row more Qt
            # lines the rows up from the top again: the pixels move with them.
            viewport.scroll(0, top_before - self.verticalOffset())
        top = max(self.rowViewportPosition(appended), 0) if appended < self._rows.rowCount() else 0
        if top < viewport.height():
            viewport.update(QRect(0, top, viewport.width(), viewport.height() - top))

    def _forget_removed(self, *_args: object) -> None:
        self.cell_widths.forget_from(self._rows.rowCount())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # (Qt may say so while the view is being made, before its widths exist.)
        changed = event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange)
        if changed and "cell_widths" in self.__dict__:
            self._layout_whole = True
            self.cell_widths.clear()
            self._header_widths.clear()
            self.fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The current deal stays in sight as the list is made lower (the window laid
        # out at a scale of 1.5 showed half the deal before it, issue 25).
        if event.size().height() < event.oldSize().height() and self.currentIndex().isValid():
            QTimer.singleShot(0, self, self._keep_current_in_sight)

    def _keep_current_in_sight(self) -> None:
        current = self.currentIndex()
        if current.isValid():
            self.scrollTo(current)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._fit_when_shown:
            self._fit_when_shown = False
            # Once the layout has settled: as the view is shown its rows are not yet
            # laid out nor scrolled to the deal selected (Qt finds no row in sight).
            self._fit_soon()

    def natural_width(self, column: int) -> int:
        """How wide ``column`` is when it fits its header and its cells on one line (the
        cells of the rows in sight and some around them)."""
        naturals = self.natural_widths()
        return naturals[column] if 0 <= column < len(naturals) else 0

    def natural_widths(self) -> list[int]:
        """:meth:`natural_width` of every column."""
        count = self.horizontalHeader().count()
        rows = self._rows.rows
        measured = rows_to_measure(self, len(rows))
        cells = self.cell_widths.widest(rows, measured, count)
        return [max(cell, self._header_width(column)) for column, cell in enumerate(cells)]

    def _header_width(self, column: int) -> int:
        width = self._header_widths.get(column)
        if width is None:
            width = self._header_widths[column] = self.horizontalHeader().sectionSizeHint(column)
        return width

    def fit_columns(self) -> None:
        """Fit every column to its contents, then share the room the other columns
        leave among the wordy ones, the narrowest first, none wider than its contents nor
        narrower than ``WORDY_MIN_WIDTH``.

        A hidden view is fitted when it is shown: the rows "in sight" of a view not shown
        yet are its first ones, and a sitting opens at its last deal (their rows would be
        built only to be measured)."""
        if not self.isVisible():
            self._fit_when_shown = True
            return
        self.fits += 1
        header = self.horizontalHeader()
        naturals = self.natural_widths()
        wordy = [c for c in self._rows.wordy_columns if c < len(naturals)]
        for column, natural in enumerate(naturals):
            if column not in wordy:
                _resize(header, column, natural)
        if not wordy:
            return
        others = sum(natural for c, natural in enumerate(naturals) if c not in wordy)
        room = self.viewport().width() - others
        shares = sorted((naturals[c], c) for c in wordy)
        for left, (natural, column) in enumerate(shares):
            share = room // (len(shares) - left)
            # Never narrower than its own header: a cut header says nothing.
            least = max(min(natural, WORDY_MIN_WIDTH), self._header_width(column))
            width = max(min(natural, share), least)
            _resize(header, column, width)
            room -= width


def _resize(header: QHeaderView, column: int, width: int) -> None:
    # A section resized to its own width still relays the header out and repaints.
    if header.sectionSize(column) != width:
        header.resizeSection(column, width)


class SummaryBox(QWidget):
    """What stands above a sheet: a line saying the sitting's options, then the game's
    totals or balances (:meth:`add_table`) and lines of words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box_layout = QVBoxLayout(self)
        self.box_layout.setContentsMargins(0, 0, 0, 0)
        self.options_line = QLabel(self)
        self.options_line.setWordWrap(True)
        self.box_layout.addWidget(self.options_line)

    def add_table(self, model: RowTableModel, layout: QBoxLayout | None = None) -> QTableView:
        """A table over ``model`` (in the box, or in ``layout``), kept as tall as its rows
        and as wide as its columns, at the left."""
        view = SummaryTableView(model, self)
        (layout or self.box_layout).addWidget(
            view, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        )
        return view
