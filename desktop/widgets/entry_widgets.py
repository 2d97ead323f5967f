"""What the Stukolka, Gin and Rummy views share: the refused-input labels, the table
models over immutable rows, the breakdown of a deal, and the sheet view's skeleton.

Every view built on :class:`DealSheetView` works the same way: the engine's verdict
(``controller.check``) guards the entry form, a refused deal is shown beside the field the
violation names and the input stays; the sheet and the breakdown are rebuilt from the
controller's ``scored`` whenever it signals a change; edits and deletions go through the
controller, so they are saved at once and undoable.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QBoxLayout,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from db.errors import StorageError
from desktop.rulebook.rule_titles import rule_title
from desktop.sitting.game_ui import LAYOUT_RESTORED
from desktop.widgets.record_model import RecordTableModel
from desktop.widgets.storage_text import storage_text
from desktop.widgets.text_fill import fill
from desktop.widgets.violations import violation_detail
from rules.errors import RuleViolation
from rules.ledger import DealScore, Entry

MINUS = "\u2212"
"""The typographic minus sign the sheets write."""


def format_points(points: int, *, signed: bool = False) -> str:
    """A number as the sheets show it: a real minus sign, ``+`` only when ``signed``."""
    if points < 0:
        return f"{MINUS}{-points}"
    if signed and points > 0:
        return f"+{points}"
    return str(points)


def field_key(field: str) -> str:
    """The record key a violation's field names (``"options.ante"`` → ``"options.ante"``,
    ``"tricks"`` → ``"tricks"``); sub-paths below a record key are cut off."""
    parts = field.split(".")
    if parts[0] == "options" and len(parts) > 1:
        return f"options.{parts[1]}"
    return parts[0]


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (a narrow column's header);
    a single word stays as it is."""
    spaces = [i for i, char in enumerate(text) if char == " "]
    if not spaces:
        return text
    middle = len(text) / 2
    cut = min(spaces, key=lambda i: abs(i - middle))
    return f"{text[:cut]}\n{text[cut + 1 :]}"


def text_field_width(edit: QLineEdit) -> int:
    """How wide ``edit`` must be to show its placeholder (or its text) whole."""
    text = edit.placeholderText() or edit.text() or "MMMM"
    margins = edit.textMargins()
    contents = edit.contentsMargins()
    # The style's frame and the line edit's own inner margin (2 px a side in Qt).
    extra = margins.left() + margins.right() + contents.left() + contents.right() + 16
    return edit.fontMetrics().horizontalAdvance(text) + extra


class ViolationLabel(QLabel):
    """A refused input's message, shown beside the field; hidden while there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet("color: #b00020;")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hide()

    def show_message(self, text: str) -> None:
        """Show ``text``."""
        self.setText(text)
        self.show()

    def clear_message(self) -> None:
        """Hide the label."""
        self.clear()
        self.hide()


class ViolationBoard:
    """Which label shows a violation of which field; the rest go to ``general``."""

    def __init__(self, general: ViolationLabel) -> None:
        self.general = general
        self._labels: dict[str, ViolationLabel] = {}

    def add(self, field: str, label: ViolationLabel) -> ViolationLabel:
        """Show violations of record key ``field`` in ``label``."""
        self._labels[field] = label
        return label

    def label_for(self, field: str) -> ViolationLabel | None:
        """The label beside ``field``, if the form has one."""
        return self._labels.get(field_key(field))

    def show(self, violation: RuleViolation) -> bool:
        """Show ``violation`` beside its field; ``False`` if it went to the general label."""
        self.clear()
        label = self.label_for(violation.field)
        if label is None:
            self.general.show_message(violation_detail(violation))
            return False
        label.show_message(violation_detail(violation))
        return True

    def shown(self) -> dict[str, str]:
        """The messages on show, by field (``""`` for the general label)."""
        out = {field: label.text() for field, label in self._labels.items() if label.text()}
        if self.general.text():
            out[""] = self.general.text()
        return out

    def clear(self) -> None:
        """Hide every message."""
        for label in self._labels.values():
            label.clear_message()
        self.general.clear_message()


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of a table row, as shown."""

    text: str
    """What the cell says."""
    value: Any = None
    """The number or object behind the text (``Qt.UserRole``), for tests and sorting."""
    number: bool = False
    """Right-aligned, as numbers are on a sheet."""
    bold: bool = False
    """Emphasised (totals, closed columns)."""
    tooltip: str = ""
    """Said on hovering."""
    muted: bool = False
    """Greyed out (a closed column, a deal nobody played)."""


def number_cell(points: int, *, signed: bool = False, bold: bool = False) -> Cell:
    """A right-aligned number cell."""
    return Cell(format_points(points, signed=signed), points, number=True, bold=bold)


@dataclass(frozen=True, slots=True)
class TableRow:
    """One immutable row of a table model."""

    cells: tuple[Cell, ...]
    """The row's cells, one per column."""
    key: Any = None
    """What the row stands for (a deal number, a rule id)."""


class RowTableModel(RecordTableModel[TableRow]):
    """A read-only table over immutable :class:`TableRow` objects, replaced as a whole.

    Subclasses compute their rows from the scored sheet and call :meth:`set_rows`.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers: tuple[str, ...] = ()
        self._labels: tuple[str, ...] = ()
        self._wordy: tuple[int, ...] = ()

    @property
    def rows(self) -> tuple[TableRow, ...]:
        """The rows on show."""
        return self._rows

    @property
    def headers(self) -> tuple[str, ...]:
        """The columns' full headers (what :meth:`column_of` looks up)."""
        return self._headers

    @property
    def labels(self) -> tuple[str, ...]:
        """What the header shows over each column: the full header, or a shorter label
        (the full header is then the header's tooltip)."""
        return self._labels

    @property
    def wordy_columns(self) -> tuple[int, ...]:
        """The columns that explain in words what the numbers beside them say; a narrow
        sheet cuts them short (their whole text is the tooltip)."""
        return self._wordy

    def set_rows(
        self,
        headers: Sequence[str],
        rows: Sequence[TableRow],
        *,
        wordy: Sequence[int] = (),
        labels: Sequence[str] | None = None,
    ) -> None:
        """Replace the headers, every row and the :attr:`wordy_columns`; ``labels``
        (one a header) are shown instead of the headers, in a narrow sheet."""
        if labels is not None and len(labels) != len(headers):
            raise ValueError("one label a header")
        self.beginResetModel()
        self._headers = tuple(headers)
        self._labels = tuple(labels) if labels is not None else self._headers
        self._rows = tuple(rows)
        self._wordy = tuple(wordy)
        self.endResetModel()

    def row_key(self, row: int) -> Any:
        """The key of row ``row``."""
        return self._rows[row].key

    def row_of_key(self, key: Any) -> int | None:
        """The row whose key is ``key``."""
        for number, row in enumerate(self._rows):
            if row.key == key:
                return number
        return None

    def text(self, row: int, column: int) -> str:
        """The shown text of a cell."""
        return self._cell(row, column).text

    def value(self, row: int, column: int) -> Any:
        """What stands behind a cell's text (``Qt.UserRole``)."""
        return self._cell(row, column).value

    def tooltip(self, row: int, column: int) -> str | None:
        """A cell's tooltip, if it has one."""
        tip = self.data(self.index(row, column), Qt.ItemDataRole.ToolTipRole)
        return str(tip) if tip else None

    def column_of(self, header: str) -> int:
        """The column under ``header``."""
        return self._headers.index(header)

    def column_count(self) -> int:
        return len(self._headers)

    def _cell(self, row: int, column: int) -> Cell:
        return _cell_of(self._rows[row], column)

    def cell_data(self, row: TableRow, column: int, role: int) -> Any:
        cell = _cell_of(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.UserRole:
            return cell.value
        if role == Qt.ItemDataRole.ToolTipRole:
            if cell.tooltip:
                return cell.tooltip
            wordy = column in self._wordy
            return cell.text if wordy and cell.text else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignRight if cell.number else Qt.AlignmentFlag.AlignLeft
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and cell.bold:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and cell.muted:
            return QBrush(QColor("#888888"))
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and not 0 <= section < len(self._headers):
            return None
        if role == Qt.ItemDataRole.ToolTipRole and horizontal:
            full = self._headers[section]
            return full if full != self._labels[section] else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if horizontal:
            return self._labels[section]
        return str(section + 1) if 0 <= section < len(self._rows) else None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def _cell_of(row: TableRow, column: int) -> Cell:
    return row.cells[column] if column < len(row.cells) else Cell("")


BREAKDOWN_REASON_COLUMN = 2
"""The breakdown's column of the reason in words."""
BREAKDOWN_RULE_COLUMN = 3
"""The breakdown's column of the rule's title."""


class BreakdownModel(RowTableModel):
    """Every entry of one deal: player, points, the reason in words, the rule's title
    in the rulebook (its id behind it, and in the tooltip).

    The row key is the entry's rule id, so that a click opens its rulebook section.
    """

    def show_deal(
        self, deal: DealScore | None, reason_words: Callable[[Entry, DealScore], str]
    ) -> None:
        """Show the entries of ``deal`` (nothing for ``None``)."""
        headers = (
            self.tr("Player"),
            self.tr("Points"),
            self.tr("Reason"),
            self.tr("Rule"),
        )
        rows = []
        for entry in deal.entries if deal is not None else ():
            assert deal is not None
            title = rule_title(entry.rule)
            rows.append(
                TableRow(
                    (
                        Cell(entry.player, entry.player),
                        number_cell(entry.points, signed=True),
                        Cell(reason_words(entry, deal), entry.reason),
                        Cell(
                            title,
                            entry.rule,
                            tooltip=fill(
                                self.tr("Open the rulebook at “%1” (%2)"), title, entry.rule
                            ),
                        ),
                    ),
                    entry.rule,
                )
            )
        self.set_rows(headers, rows)


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
    view.verticalHeader().setVisible(False)
    # One line of text a row, not the style's roomier default: more deals in sight.
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().lineSpacing() + 8)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


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


class SheetView(QTableView):
    """The sheet of deals: every column fits its contents, except that the model's wordy
    columns give way when the view is narrow, cut short with an ellipsis, so that the
    players' columns stay in sight without scrolling sideways."""

    def __init__(self, model: RowTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        show_rows_read_only(self, model)
        self.setAlternatingRowColors(True)
        # A sheet's last column is a player's like the others; stretching it misleads.
        self.horizontalHeader().setStretchLastSection(False)
        # Cut short on one line rather than wrapped: every deal stays one row high.
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        model.modelReset.connect(self.fit_columns)
        # The viewport, not the view, is what a scroll bar coming or going resizes.
        self.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def natural_width(self, column: int) -> int:
        """How wide ``column`` is when it fits its header and its cells."""
        header = self.horizontalHeader()
        return max(self.sizeHintForColumn(column), header.sectionSizeHint(column))

    def fit_columns(self) -> None:
        """Share the room the other columns leave among the wordy ones, the narrowest
        first, none wider than its contents nor narrower than ``WORDY_MIN_WIDTH``."""
        model = self.model()
        header = self.horizontalHeader()
        wordy = [c for c in getattr(model, "wordy_columns", ()) if c < header.count()]
        for column in range(header.count()):
            header.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.Fixed
                if column in wordy
                else QHeaderView.ResizeMode.ResizeToContents,
            )
        if not wordy:
            return
        others = sum(self.natural_width(c) for c in range(header.count()) if c not in wordy)
        room = self.viewport().width() - others
        naturals = sorted((self.natural_width(c), c) for c in wordy)
        for left, (natural, column) in enumerate(naturals):
            share = room // (len(naturals) - left)
            # Never narrower than its own header: a cut header says nothing.
            least = max(min(natural, WORDY_MIN_WIDTH), header.sectionSizeHint(column))
            width = max(min(natural, share), least)
            header.resizeSection(column, width)
            room -= width


CELL_PADDING = 12
"""What a table cell adds to its text's width (pixels): the style's margins, with room
to spare."""


class BreakdownView(QTableView):
    """The breakdown table; clicking (or Enter on) an entry opens its rule.

    The reason in words is what the breakdown is read for, so it gets the width it
    needs first; the rule's title (its id and whole title in the tooltip) gives way,
    wrapping, down to the width of its longest word, and only then does the reason wrap,
    its row growing to show all of it."""

    sig_rule_activated = Signal(str)
    """An entry's rule id was clicked."""

    def __init__(self, model: BreakdownModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        show_rows_read_only(self, model)
        self.horizontalHeader().setStretchLastSection(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.clicked.connect(self._emit_rule)
        self.activated.connect(self._emit_rule)
        model.modelReset.connect(self.fit_columns)
        # The viewport, not the view, is what a scroll bar coming or going resizes.
        self.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def natural_width(self, column: int) -> int:
        """How wide ``column`` is when it fits its header and its cells on one line."""
        return max(self.sizeHintForColumn(column), self.horizontalHeader().sectionSizeHint(column))

    def word_width(self, column: int) -> int:
        """How wide ``column`` must be to show its longest word on a line."""
        model = self.model()
        metrics = self.fontMetrics()
        words = [
            word
            for row in range(model.rowCount())
            for word in str(model.index(row, column).data() or "").split()
        ]
        longest = max((metrics.horizontalAdvance(word) for word in words), default=0)
        return longest + CELL_PADDING

    def fit_columns(self) -> None:
        """Player and points fit their contents; the reason gets its one-line width if
        the rule's title, wrapped down to its longest word, leaves it the room; any room
        over goes to the rule's title, then to the reason."""
        header = self.horizontalHeader()
        count = header.count()
        if count <= BREAKDOWN_RULE_COLUMN:
            return
        for section in range(count):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Fixed)
        room = self.viewport().width()
        for section in range(count):
            if section not in (BREAKDOWN_REASON_COLUMN, BREAKDOWN_RULE_COLUMN):
                width = self.natural_width(section)
                header.resizeSection(section, width)
                room -= width
        reason = self.natural_width(BREAKDOWN_REASON_COLUMN)
        rule = self.natural_width(BREAKDOWN_RULE_COLUMN)
        header_width = header.sectionSizeHint(BREAKDOWN_RULE_COLUMN)
        rule_least = min(rule, max(self.word_width(BREAKDOWN_RULE_COLUMN), header_width))
        reason_width = max(min(reason, room - rule_least), WORDY_MIN_WIDTH)
        rule_width = max(min(rule, room - reason_width), rule_least)
        reason_width = max(reason_width, room - rule_width)
        header.resizeSection(BREAKDOWN_REASON_COLUMN, reason_width)
        header.resizeSection(BREAKDOWN_RULE_COLUMN, rule_width)
        self.resizeRowsToContents()

    def _emit_rule(self, index: QModelIndex) -> None:
        model = self.model()
        if isinstance(model, RowTableModel) and index.isValid():
            self.sig_rule_activated.emit(str(model.row_key(index.row())))


class _ReturnEnters(QObject):
    """Return or Enter in any input of the form enters the deal."""

    def __init__(self, submit: Callable[[], object], parent: QObject) -> None:
        super().__init__(parent)
        self._submit = submit

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            if isinstance(watched, QComboBox) and watched.view().isVisible():
                return False
            if isinstance(watched, QAbstractSpinBox):
                watched.interpretText()
            self._submit()
            return True
        return False


class DealSheetView(QWidget):
    """The skeleton of a game's view: summary, sheet, breakdown, entry form, edit buttons.

    A subclass builds its form in :meth:`build_form`, turns it into a record in
    :meth:`form_record`, fills it from a record in :meth:`load_record`, and rebuilds its
    sheet in :meth:`refresh_sheet`.
    """

    sig_rule_activated = Signal(str)
    """An entry's rule id was clicked in the breakdown."""
    sig_deal_entered = Signal(int)
    """A deal was entered or changed through the form; carries its 1-based number."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.players: tuple[str, ...] = tuple(controller.session.players)
        self.editing: int | None = None
        self.deals_model = self.make_deals_model()
        self.breakdown_model = BreakdownModel(self)
        self._return_filter = _ReturnEnters(self.submit, self)

        self.summary_box = QWidget(self)
        self.summary_layout = QVBoxLayout(self.summary_box)
        self.summary_layout.setContentsMargins(0, 0, 0, 0)
        self.options_line = QLabel(self.summary_box)
        self.options_line.setWordWrap(True)
        self.summary_layout.addWidget(self.options_line)
        self._summary_tables: list[QTableView] = []
        self.build_summary(self.summary_layout)

        self.deals_view = SheetView(self.deals_model, self)
        self.breakdown_view = BreakdownView(self.breakdown_model, self)
        self.breakdown_view.sig_rule_activated.connect(self.sig_rule_activated)
        self.breakdown_title = QLabel(self)
        # Wrapped, or a long title in a wordy language would push the sheet aside.
        self.breakdown_title.setWordWrap(True)

        breakdown_box = QWidget(self)
        breakdown_layout = QVBoxLayout(breakdown_box)
        breakdown_layout.setContentsMargins(0, 0, 0, 0)
        breakdown_layout.addWidget(self.breakdown_title)
        breakdown_layout.addWidget(self.breakdown_view)

        side = QSplitter(Qt.Orientation.Vertical, self)
        side.addWidget(breakdown_box)
        for widget in self.build_side():
            side.addWidget(widget)
        # The main window saves and restores ``splitter`` under this game's own key.
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.deals_view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        # The sheet is what the table reads; the breakdown needs less room.
        splitter.setSizes([650, 350])
        self.splitter = splitter
        self._splitter_fitted = False

        self.form_box = QGroupBox(self)
        self.form_layout = QVBoxLayout(self.form_box)
        self.general_violation = ViolationLabel(self.form_box)
        self.violations = ViolationBoard(self.general_violation)
        self.build_form(self.form_layout)
        self.form_layout.addWidget(self.general_violation)

        self.enter_button = QPushButton(self.form_box)
        self.enter_button.clicked.connect(self.submit)
        self.cancel_button = QPushButton(self.tr("Cancel editing"), self.form_box)
        self.cancel_button.clicked.connect(self.cancel_edit)
        self.clear_button = QPushButton(self.tr("Clear the form"), self.form_box)
        self.clear_button.clicked.connect(self.clear_form)
        form_buttons = QHBoxLayout()
        form_buttons.addWidget(self.enter_button)
        form_buttons.addWidget(self.cancel_button)
        form_buttons.addWidget(self.clear_button)
        form_buttons.addStretch(1)
        self.form_layout.addLayout(form_buttons)
        self.finished_label = QLabel(self)
        self.finished_label.setStyleSheet("font-weight: bold;")
        self.finished_label.hide()

        self.edit_button = QPushButton(self.tr("Edit the selected deal"), self)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button = QPushButton(self.tr("Delete the selected deal"), self)
        self.delete_button.clicked.connect(self.delete_selected)
        self.undo_button = QPushButton(self.tr("Undo"), self)
        # Through the controller, which writes before it moves the stack (a failed write
        # leaves the stack as it was and says why in sig_problem).
        self.undo_button.clicked.connect(controller.undo)
        self.redo_button = QPushButton(self.tr("Redo"), self)
        self.redo_button.clicked.connect(controller.redo)
        # Straight to the buttons: a Python slot asking the stack would run while the
        # stack is being destroyed at exit.
        controller.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        controller.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        sheet_buttons = QHBoxLayout()
        for button in (self.edit_button, self.delete_button, self.undo_button, self.redo_button):
            sheet_buttons.addWidget(button)
        sheet_buttons.addStretch(1)
        self.sheet_violation = ViolationLabel(self)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_box)
        layout.addWidget(splitter, 1)
        layout.addLayout(sheet_buttons)
        layout.addWidget(self.sheet_violation)
        layout.addWidget(self.finished_label)
        layout.addWidget(self.form_box)

        own_buttons = (self.enter_button, self.cancel_button, self.clear_button)
        for widget in self.form_box.findChildren(QWidget):
            if isinstance(widget, QLineEdit) and isinstance(widget.parent(), QAbstractSpinBox):
                continue
            inputs = QAbstractSpinBox | QComboBox | QAbstractButton | QLineEdit
            if isinstance(widget, inputs) and widget not in own_buttons:
                widget.installEventFilter(self._return_filter)

        self.deals_view.selectionModel().currentRowChanged.connect(self._show_breakdown)
        controller.sig_changed.connect(self._on_changed)
        controller.sig_problem.connect(self.sheet_violation.show_message)
        self.refresh()
        self.clear_form()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._splitter_fitted:
            self._splitter_fitted = True
            if not self.property(LAYOUT_RESTORED):
                self.fit_splitter()

    def fit_splitter(self, *, grow_only: bool = False) -> None:
        """Give the breakdown the room a narrow sheet of numbers (rummy's few players)
        does not use, so its reasons need not wrap, and let the breakdown take what a
        wider window adds; a sheet with words keeps its share, as it will want more room
        than its first deals show. With ``grow_only`` the sheet is only widened, when
        its numbers have outgrown it."""
        sizes = self.splitter.sizes()
        total = sum(sizes)
        sheet = self.deals_view
        if total <= 0 or self.deals_model.wordy_columns:
            return
        count = self.deals_model.columnCount()
        columns = sum(sheet.natural_width(c) for c in range(count))
        # A digit a column to spare, for the totals still to grow.
        spare = count * sheet.fontMetrics().horizontalAdvance("0")
        scroll_bar = sheet.verticalScrollBar().sizeHint().width()
        wanted = min(columns + spare + 2 * sheet.frameWidth() + scroll_bar, total * 3 // 5)
        if wanted > sizes[0] or (not grow_only and wanted < sizes[0]):
            self.splitter.setStretchFactor(0, 0)
            self.splitter.setStretchFactor(1, 1)
            self.splitter.setSizes([wanted, total - wanted])

    # ---- hooks for the games -------------------------------------------------------

    def make_deals_model(self) -> RowTableModel:
        """The model of the sheet's deal rows (keys: 1-based deal numbers)."""
        return RowTableModel(self)

    def build_summary(self, layout: QBoxLayout) -> None:
        """Add the widgets shown above the sheet, under ``options_line``, to ``layout``:
        totals or balances (see :meth:`add_summary_table`), a line of words."""

    def build_side(self) -> list[QWidget]:
        """Widgets shown under the breakdown (a settlement)."""
        return []

    def build_form(self, layout: QBoxLayout) -> None:
        """Add the entry form's widgets to ``layout`` and their labels to ``violations``."""
        raise NotImplementedError

    def form_record(self) -> dict[str, Any]:
        """The deal record the form holds."""
        raise NotImplementedError

    def load_record(self, record: Mapping[str, Any]) -> None:
        """Fill the form from a stored record (for editing)."""
        raise NotImplementedError

    def reset_form(self) -> None:
        """Empty the form for the next deal (the proposed dealer, no counts)."""
        raise NotImplementedError

    def first_field(self) -> QWidget:
        """Where the keyboard goes when entry starts."""
        raise NotImplementedError

    def refresh_sheet(self) -> None:
        """Rebuild ``deals_model`` (keys: deal numbers), ``options_line`` and the summary
        from the sheet."""
        raise NotImplementedError

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        """What ``entry`` (of ``deal``) is for, in words."""
        raise NotImplementedError

    def finished_text(self) -> str:
        """What to say when the sitting is over and takes no more deals."""
        return self.tr("The game is over; no more deals can be entered.")

    # ---- building blocks for the games ---------------------------------------------

    def add_summary_table(
        self, model: RowTableModel, layout: QBoxLayout | None = None
    ) -> QTableView:
        """A table over ``model`` in the summary (or in ``layout``), kept as tall as its
        rows and as wide as its columns, at the left."""
        view = SummaryTableView(model, self)
        (layout or self.summary_layout).addWidget(
            view, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        )
        self._summary_tables.append(view)
        return view

    def field_violation(self, field: str) -> ViolationLabel:
        """A label in the form for refusals of record key ``field``."""
        return self.violations.add(field, ViolationLabel(self.form_box))

    def player_grid(self, titles: Sequence[str], fields: Mapping[int, str]) -> QGridLayout:
        """A form grid of a row a player: ``titles`` over its columns, the player's name
        in column 0 of row ``seat + 1``, and under the last player the labels for
        refusals of ``fields`` (record keys, by column)."""
        grid = QGridLayout()
        for column, title in enumerate(titles):
            grid.addWidget(QLabel(title, self.form_box), 0, column)
        for row, player in enumerate(self.players, start=1):
            grid.addWidget(QLabel(player, self.form_box), row, 0)
        below = len(self.players) + 1
        for column, field in fields.items():
            grid.addWidget(self.field_violation(field), below, column)
        grid.setColumnStretch(len(titles), 1)
        return grid

    def form_hint(self, text: str) -> QLabel:
        """A line of help under the form's inputs."""
        hint = QLabel(text, self.form_box)
        hint.setWordWrap(True)
        return hint

    # ---- the shared behaviour ------------------------------------------------------

    def focus_entry(self) -> None:
        """Put the keyboard in the deal entry form."""
        self.first_field().setFocus(Qt.FocusReason.OtherFocusReason)

    def watch_returns(self, widget: QWidget) -> None:
        """Make Return in ``widget`` (added after construction) enter the deal."""
        widget.installEventFilter(self._return_filter)

    def submit(self) -> bool:
        """Check the form with the engine and enter (or save) the deal; ``False`` if
        refused or not written (a full disk…), with the message beside the field or under
        the form and the input kept, so the same Enter works once the disk has room."""
        record = self.form_record()
        number = self.editing
        violation = self.controller.check(record, number)
        if violation is None:
            try:
                if number is None:
                    change = self.controller.add_deal(record)
                else:
                    change = self.controller.replace_deal(number, record)
            except RuleViolation as refused:
                violation = refused
            except StorageError as problem:
                self.violations.clear()
                self.general_violation.show_message(
                    fill(self.tr("The deal was not saved: %1"), storage_text(problem))
                )
                return False
        if violation is not None:
            self.violations.show(violation)
            return False
        self.violations.clear()
        self.editing = None
        self.clear_form()
        self.select_deal(change.number)
        self.sig_deal_entered.emit(change.number)
        return True

    def clear_form(self) -> None:
        """Empty the form for a new deal and leave editing."""
        self.violations.clear()
        self.editing = None
        self.reset_form()
        self._update_buttons()

    def selected_deal(self) -> int | None:
        """The 1-based number of the deal selected in the sheet."""
        index = self.deals_view.currentIndex()
        if not index.isValid():
            return None
        key = self.deals_model.row_key(index.row())
        return key if isinstance(key, int) else None

    def select_deal(self, number: int) -> None:
        """Select deal ``number`` in the sheet (and show its breakdown)."""
        row = self.deals_model.row_of_key(number)
        if row is None:
            return
        self.deals_view.selectionModel().setCurrentIndex(
            self.deals_model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.deals_view.scrollTo(self.deals_model.index(row, 0))

    def edit_selected(self) -> None:
        """Load the selected deal into the form; entering it then replaces it."""
        number = self.selected_deal()
        if number is None:
            return
        self.violations.clear()
        self.load_record(self.controller.session.deals[number - 1])
        self.editing = number
        self._update_buttons()
        self.focus_entry()

    def cancel_edit(self) -> None:
        """Leave editing without changing the deal."""
        self.clear_form()

    def delete_selected(self) -> bool:
        """Delete the selected deal (undoable); ``False`` if the engine refuses, because
        the deals after it would no longer be valid."""
        number = self.selected_deal()
        if number is None:
            return False
        self.sheet_violation.clear_message()
        try:
            self.controller.delete_deal(number)
        except RuleViolation as refused:
            self.sheet_violation.show_message(
                fill(self.tr("Deal %1 cannot be deleted: %2"), number, violation_detail(refused))
            )
            return False
        except StorageError as problem:
            self.sheet_violation.show_message(
                fill(self.tr("Deal %1 was not deleted: %2"), number, storage_text(problem))
            )
            return False
        if self.editing is not None:
            self.clear_form()
        return True

    def refresh(self) -> None:
        """Rebuild everything shown from the controller's sheet."""
        selected = self.selected_deal()
        self.refresh_sheet()
        if self._splitter_fitted:
            self.fit_splitter(grow_only=True)
        for table in self._summary_tables:
            fit_height(table)
        count = len(self.controller.scored.deals)
        if selected is not None and selected <= count:
            self.select_deal(selected)
        elif count:
            self.select_deal(count)
        else:
            self._show_breakdown(QModelIndex())
        finished = self.controller.scored.finished and self.editing is None
        self.finished_label.setText(self.finished_text() if finished else "")
        self.finished_label.setVisible(finished)
        self.form_box.setEnabled(not finished or self.editing is not None)
        self._update_buttons()

    def _on_changed(self, _change: object) -> None:
        # A change went through: an earlier failure's message is out of date.
        self.sheet_violation.clear_message()
        if self.editing is not None and self.editing > len(self.controller.session.deals):
            self.editing = None
        self.refresh()
        if self.editing is None:
            self.refresh_proposals()

    def refresh_proposals(self) -> None:
        """Update what the form proposes (the dealer) after the sheet changed; the
        input typed so far stays."""

    def _show_breakdown(self, current: QModelIndex, _previous: object = None) -> None:
        deals = self.controller.scored.deals
        number = self.deals_model.row_key(current.row()) if current.isValid() else None
        deal = deals[number - 1] if isinstance(number, int) and number <= len(deals) else None
        self.breakdown_model.show_deal(deal, self.reason_words)
        if deal is None:
            self.breakdown_title.setText(self.tr("Select a deal to see how it was scored."))
        else:
            self.breakdown_title.setText(
                fill(self.tr("Deal %1, entry by entry (click an entry for its rule):"), deal.deal)
            )
        self._update_buttons()

    def _update_buttons(self, *_args: object) -> None:
        editing = self.editing is not None
        self.form_box.setTitle(
            fill(self.tr("Edit deal %1"), self.editing)
            if editing
            else fill(self.tr("Enter deal %1"), len(self.controller.session.deals) + 1)
        )
        self.enter_button.setText(self.tr("Save the changes") if editing else self.tr("Enter"))
        self.cancel_button.setVisible(editing)
        has_selection = self.selected_deal() is not None
        self.edit_button.setEnabled(has_selection)
        self.delete_button.setEnabled(has_selection)
        self.undo_button.setEnabled(self.controller.undo_stack.canUndo())
        self.redo_button.setEnabled(self.controller.undo_stack.canRedo())
        finished = self.controller.scored.finished
        self.form_box.setEnabled(not finished or editing)
