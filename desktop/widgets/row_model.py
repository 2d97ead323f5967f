"""Rows of a sheet as the tables show them: immutable cells and rows, the read-only table
model over them, and how numbers are written (a real minus sign, ``+`` when signed)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, partial
from typing import Any, TypeVar

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

# Re-exported: the sheets import the number functions from here (desktop.widgets.number_text).
from desktop.widgets.kept_deals import first_changed_deal
from desktop.widgets.number_text import MINUS as MINUS
from desktop.widgets.number_text import format_points as format_points
from desktop.widgets.record_model import ModelIndex, RecordTableModel
from desktop.widgets.short_names import short_names

_ROOT = QModelIndex()
_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.UserRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole,
    )
)
"""The roles :meth:`RowTableModel.cell_data` answers."""
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_USER = int(Qt.ItemDataRole.UserRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_NO_FLAGS = Qt.ItemFlag.NoItemFlags

S = TypeVar("S")
"""The state a fold of rows carries from one row to the next."""


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (a narrow column's header);
    a single word stays as it is."""
    spaces = [i for i, char in enumerate(text) if char == " "]
    if not spaces:
        return text
    middle = len(text) / 2
    cut = min(spaces, key=lambda i: abs(i - middle))
    return f"{text[:cut]}\n{text[cut + 1 :]}"


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


_CELLS = TableRow.__dict__["cells"]
"""The slot a :class:`TableRow` keeps its cells in (a lazy row fills it when first read)."""


class LazyRow(TableRow):
    """A :class:`TableRow` whose cells are made the first time they are read (and kept):
    a model of a long sitting holds a row a deal and builds those a view shows."""

    __slots__ = ("_make",)
    _make: Callable[[], tuple[Cell, ...]] | None

    def __init__(self, make: Callable[[], tuple[Cell, ...]], key: Any = None) -> None:
        object.__setattr__(self, "_make", make)
        object.__setattr__(self, "key", key)

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The row's cells, made now if they were not yet."""
        make = self._make
        if make is not None:
            _CELLS.__set__(self, make())
            object.__setattr__(self, "_make", None)
        cells: tuple[Cell, ...] = _CELLS.__get__(self)
        return cells


class RowTableModel(RecordTableModel[TableRow]):
    """A read-only table over immutable :class:`TableRow` objects, replaced as a whole.

    Subclasses compute their rows from the scored sheet and call :meth:`set_rows`.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers: tuple[str, ...] = ()
        self._labels: tuple[str, ...] = ()
        self._wordy: tuple[int, ...] = ()
        # The rows on show, one list changed in place (an Enter appends a row to it, it
        # is not copied): the base class reads it as ``_rows``.
        self._shown: list[TableRow] = []
        self._rows = self._shown
        # What rows_for and rows_folded built, kept as lists that an Enter appends to.
        self._built_items: Sequence[Any] = ()
        self._built_rows: list[TableRow] = []
        self._folded_items: Sequence[Any] = ()
        self._folded_rows: list[TableRow] = []
        self._folded_states: list[Any] = []
        # The list of rows (one of the two above) whose rows are the ones on show, and
        # how many of its first rows are still the rows on show: set_rows takes that
        # word for it instead of comparing the rows.
        self._mirrored: list[TableRow] | None = None
        self._unchanged = 0
        self.rows_built = 0
        """How many rows :meth:`rows_for` and :meth:`rows_folded` built since the model
        was made (a test counts the rows an Enter builds)."""
        self.rows_compared = 0
        """How many rows :meth:`set_rows` compared with the rows on show since the model
        was made, to find the first that changed (a test counts them: rows built by
        :meth:`rows_for` or :meth:`rows_folded` are not compared)."""

    @property
    def rows(self) -> Sequence[TableRow]:
        """The rows on show (read only)."""
        return self._shown

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
        headers = tuple(headers)
        # A long name is shown shortened in its middle (its full text is the tooltip),
        # so that no header makes the window wider than the screen.
        shown_labels = short_names(tuple(labels) if labels is not None else headers)
        kept = self._kept_rows(rows)
        if (headers, shown_labels, tuple(wordy)) != (self._headers, self._labels, self._wordy):
            self.beginResetModel()
            self._headers, self._labels, self._wordy = headers, shown_labels, tuple(wordy)
            self._shown[:] = rows
            self.endResetModel()
        else:
            self._update_rows(rows, kept)
        self._mirrored = rows if rows is self._built_rows or rows is self._folded_rows else None
        self._unchanged = len(rows)

    def _kept_rows(self, rows: Sequence[TableRow]) -> int | None:
        """How many first rows of ``rows`` are the rows on show, when the one that built
        them says so (``None``: they are to be compared)."""
        if rows is self._mirrored:
            return min(self._unchanged, len(rows), len(self._shown))
        return None

    def _update_rows(self, new: Sequence[TableRow], kept: int | None) -> None:
        """Show ``new`` instead of the rows on show by the rows that changed: a deal
        appended is one row inserted, not a reset (a view then measures and paints that
        row alone). ``kept``: how many first rows are known to be the same (none is
        compared), ``None``: compare them."""
        old = self._shown
        old_count, new_count = len(old), len(new)
        common = min(old_count, new_count)
        if kept is None:
            first = _first_difference(old, new)
            self.rows_compared += common
        else:
            first = kept
        if new_count < old_count:
            self.beginRemoveRows(_ROOT, new_count, old_count - 1)
            del old[new_count:]
            self.endRemoveRows()
        if first < common:
            old[first:common] = new[first:common]
            last_column = max(self.column_count() - 1, 0)
            self.dataChanged.emit(self.index(first, 0), self.index(common - 1, last_column))
        if new_count > old_count:
            self.beginInsertRows(_ROOT, old_count, new_count - 1)
            old.extend(new[index] for index in range(old_count, new_count))
            self.endInsertRows()

    def _note_kept(self, rows: list[TableRow], same: int) -> None:
        """``rows`` (a builder's list) was changed from its row ``same`` on."""
        if rows is self._mirrored:
            self._unchanged = min(self._unchanged, same)

    def rows_for(
        self,
        items: Sequence[Any],
        build: Callable[[Any], TableRow],
        key: Callable[[Any], Any] | None = None,
    ) -> list[TableRow]:
        """A row for each of ``items``, built by ``build``; an item that is the same object
        as the last time keeps the row built then, so an appended deal builds one row.
        ``items`` are a sheet's deals as the scorer hands them on: where they first
        differ from the last ones is seen in one look after an Enter
        (:func:`~desktop.widgets.kept_deals.first_changed_deal`), not by comparing every
        deal. ``build`` must depend on its item alone. With ``key`` (the row's key from
        its item) the rows are built only when a view first reads them
        (:class:`LazyRow`): a long sitting opens with the rows in sight built.

        The list given is the model's own, changed in place at the next call (an Enter
        appends to it): hand it to :meth:`set_rows`, which then compares no row."""
        rows = self._built_rows
        same = min(first_changed_deal(self._built_items, items), len(rows))
        del rows[same:]
        tail = range(same, len(items))
        if key is None:
            rows.extend(build(items[index]) for index in tail)
            self.rows_built += len(tail)
        else:
            rows.extend(
                LazyRow(partial(self._built, build, items[index]), key(items[index]))
                for index in tail
            )
        self._built_items = items
        self._note_kept(rows, same)
        return rows

    def _built(self, build: Callable[[Any], TableRow], item: Any) -> tuple[Cell, ...]:
        self.rows_built += 1
        return build(item).cells

    def rows_folded(
        self,
        start: S,
        step: Callable[[S, Any, Any], S],
        make: Callable[[S, Any, Any], TableRow],
        key: Callable[[Any], Any],
        items: Sequence[Any],
        sources: Sequence[Any],
    ) -> list[TableRow]:
        """:meth:`rows_for` for rows that carry what the rows before them hold (a running
        total), built only when a view reads them (a long sitting opens with the rows in
        sight built, not every deal's): ``step(state, item, source)`` is the state after
        ``item`` from the state before it (``start`` for the first), cheap; ``make(state,
        item, source)`` builds the row of ``item`` from its ``source`` (e.g. the deal's
        record) and the state before it; ``key(item)`` is the row's key. ``items`` are a
        sheet's deals as the scorer hands them on, ``sources[i]`` what ``items[i]`` was
        scored from (``sources`` may go on beyond ``items``): the scorer keeps a deal
        object only while the records up to it are the same, so the rows and states
        before the first deal that is not the same object as the last time are kept
        (found in one look after an Enter, none compared), and an appended deal steps
        and builds one row at any length. The list given is the model's own, as
        :meth:`rows_for` gives it."""
        rows, states = self._folded_rows, self._folded_states
        same = min(first_changed_deal(self._folded_items, items), len(states), len(rows))
        del rows[same:], states[same:]
        state = states[-1] if states else start
        for index in range(same, len(items)):
            item, source = items[index], sources[index]
            rows.append(LazyRow(partial(self._make_row, make, state, item, source), key(item)))
            state = step(state, item, source)
            states.append(state)
        self._folded_items = items
        self._note_kept(rows, same)
        return rows

    def _make_row(
        self, make: Callable[[S, Any, Any], TableRow], state: S, item: Any, source: Any
    ) -> tuple[Cell, ...]:
        self.rows_built += 1
        return make(state, item, source).cells

    def row_key(self, row: int) -> Any:
        """The key of row ``row``."""
        return self._rows[row].key

    def row_of_key(self, key: Any) -> int | None:
        """The row whose key is ``key``."""
        if isinstance(key, int) and 0 < key <= len(self._rows) and self._rows[key - 1].key == key:
            return key - 1  # deal n in row n - 1, as a sheet has it: no search
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

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Qt asks a cell for a dozen roles every time it measures or paints it; the roles
        # a sheet never sets are answered before any other work (a long sitting's table
        # asks some 20,000 times as it opens).
        if role not in _ROLES:
            return None
        row = index.row()
        if row < 0 or row >= len(self._rows) or not 0 <= index.column() < len(self._headers):
            return None
        return self.cell_data(self._rows[row], index.column(), role)

    def cell_data(self, row: TableRow, column: int, role: int) -> Any:
        # Every value is made once (module constants): an Enter paints and measures some
        # thousand cells, and a Qt flag or alignment built with ``|`` is three Python
        # calls of the enum machinery each time.
        cells = row.cells
        cell = cells[column] if column < len(cells) else _EMPTY
        if role == _DISPLAY:
            return cell.text
        if role == _ALIGNMENT:
            return _RIGHT if cell.number else _LEFT
        if role == _USER:
            return cell.value
        if role == _TOOLTIP:
            if cell.tooltip:
                return cell.tooltip
            wordy = column in self._wordy
            return cell.text if wordy and cell.text else None
        if role == _FONT and cell.bold:
            return _bold_font()
        if role == _FOREGROUND and cell.muted:
            return _muted_brush()
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
        return _SELECTABLE if index.isValid() else _NO_FLAGS


def _first_difference(old: Sequence[Any], new: Sequence[Any], *, identical: bool = False) -> int:
    """The index of the first item where ``old`` and ``new`` differ (the shorter one's
    length if neither does), comparing items by identity (``identical``) or equality.

    The usual case, ``new`` being ``old`` with items after it, is one comparison of
    lists in C (identity first, item by item)."""
    common = min(len(old), len(new))
    if not identical and list(old[:common]) == list(new[:common]):
        return common
    for index in range(common):
        if old[index] is not new[index] and (identical or old[index] != new[index]):
            return index
    return common


def _cell_of(row: TableRow, column: int) -> Cell:
    return row.cells[column] if column < len(row.cells) else _EMPTY


_EMPTY = Cell("")
"""What a row shorter than the table shows in the columns it lacks."""


def _bold_font() -> QFont:
    # Made each time: the application's font is the players' text size, which changes.
    font = QFont()
    font.setBold(True)
    return font


@cache
def _muted_brush() -> QBrush:
    # Made when first asked, then shared (Qt copies what data() returns).
    return QBrush(QColor("#888888"))
