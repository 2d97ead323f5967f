"""The pieces an open sitting's view is laid out from: the entry box (the game's form in a
scroll area, Enter, Cancel and Clear under it), the row of buttons under the sheet, and
the share of the width a sheet of numbers is given.

Kept apart from :mod:`desktop.sitting.sitting_view`, which wires them to the flow of
entering, editing and deleting deals. The strings keep the ``SittingView`` translation
context they had when they were built there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from desktop.keys import Key
from desktop.sitting.controller import SittingController
from desktop.sitting.field_keys import FieldKeys
from desktop.sitting.parts import DealForm
from desktop.widgets.event_chain import Concern, chain_of
from desktop.widgets.row_model import RowTableModel
from desktop.widgets.spin_box_line import is_spin_box_line
from desktop.widgets.tables import WORDY_MIN_WIDTH, SheetView
from desktop.widgets.violation_labels import ViolationLabel


def stacked(parent: QWidget, *widgets: QWidget) -> QWidget:
    """A widget holding ``widgets`` one over the other, with no margins."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    return box


def shortcut(
    text: str, key: Key, owner: QWidget, slot: Callable[[], object], place: QWidget
) -> QAction:
    """An action of ``owner`` for ``key`` (:mod:`desktop.keys`), calling ``slot`` while
    the focus is in ``place``."""
    action = QAction(text, owner)
    action.setShortcuts(key.sequences_here())
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    place.addAction(action)
    return action


class EntryBox(QGroupBox):
    """The game's form with its line for a general refusal, in a scroll area, and the
    Enter, Cancel editing and Clear buttons under it (the view connects them)."""

    def __init__(self, form: DealForm, parent: QWidget) -> None:
        super().__init__(parent)
        self._form = form
        self.setObjectName("form")
        layout = QVBoxLayout(self)
        # The fields scroll, the buttons under them do not: on a low screen (720 px, or
        # a large font) the Record button stays in sight however tall the form is.
        self.fields_scroll = QScrollArea(self)
        self.fields_scroll.setObjectName("formScroll")
        self.fields_scroll.setWidgetResizable(True)
        self.fields_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # A line of fields at least (it scrolls), not Qt's 70 px for a scroll area: at a
        # scale of 1.5 that made Gin's Hollywood window taller than a 1366×768 work area.
        self.fields_scroll.setMinimumHeight(2 * self.fontMetrics().height())
        self.fields = QWidget(self.fields_scroll)
        fields_layout = QVBoxLayout(self.fields)
        fields_layout.setContentsMargins(0, 0, 0, 0)
        fields_layout.addWidget(form)
        fields_layout.addWidget(form.general_violation)
        self.fields_scroll.setWidget(self.fields)
        layout.addWidget(self.fields_scroll, 1)
        self.field_keys = FieldKeys(self.fields_scroll, self)
        # Every focus move into the form (Tab, a mnemonic, an arrow, the next deal's
        # start) brings its field into sight: at a large scale the form scrolls.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        # And again when the form's view changes size with the keyboard in it: the first
        # deal's field was brought into a view the window's first layout then resized (at
        # 1.25 the last player's row stayed under the fold).
        self.fields_scroll.viewport().installEventFilter(self)
        self.enter_button = QPushButton(self)
        self.enter_button.setObjectName("enter")
        self.cancel_button = QPushButton(
            QCoreApplication.translate("SittingView", "Cancel editing"), self
        )
        self.clear_button = QPushButton(
            QCoreApplication.translate("SittingView", "Clear the form"), self
        )
        buttons = QHBoxLayout()
        for button in self.buttons():
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.fields_scroll.viewport() and event.type() == QEvent.Type.Resize:
            # Once the scroll area has set its bars' ranges for the new size.
            QTimer.singleShot(0, self, self._focused_into_view)
        return super().eventFilter(watched, event)

    def _focused_into_view(self) -> None:
        focused = QApplication.focusWidget()
        if focused is not None and self.fields.isAncestorOf(focused):
            self.bring_into_view(focused)

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.fields.isAncestorOf(new):
            self.bring_into_view(new)

    def bring_into_view(self, widget: QWidget) -> None:
        """Scroll the form so that ``widget`` is in sight (with a margin); a field of
        the players' grid brings the whole grid, its titles to its last player, when
        the form's view is tall enough for it."""
        # The whole widget, not Qt's ensureWidgetVisible: that shows a text field's
        # cursor only, and left a spin box at the form's right edge half cut off.
        centre = widget.mapTo(self.fields, widget.rect().center())
        self.fields_scroll.ensureVisible(
            centre.x(), centre.y(), widget.width() // 2 + 16, widget.height() // 2 + 24
        )
        self._keep_grid_in_view(centre, widget.height())
        # A widget wider than the view (a long refusal at a large scale) is shown from
        # its start, where its words begin, not from its end.
        left = widget.mapTo(self.fields, QPoint(0, 0)).x()
        bar = self.fields_scroll.horizontalScrollBar()
        if widget.width() > self.fields_scroll.viewport().width() and bar.value() > left:
            bar.setValue(max(0, left - 16))

    def _keep_grid_in_view(self, centre: QPoint, widget_height: int) -> None:
        grid = self._form.players_grid
        if grid is None:
            return
        # From the titles to the last player's row (the refusals under them are shown
        # one at a time, beside their field).
        players = len(self._form.players)
        area = grid.cellRect(0, 0).united(grid.cellRect(players, 0))
        area.setLeft(grid.geometry().left())
        area.setRight(grid.geometry().right())
        area.moveTopLeft(self._form.mapTo(self.fields, area.topLeft()))
        height = self.fields_scroll.viewport().height()
        if not area.contains(centre):
            return
        bar = self.fields_scroll.verticalScrollBar()
        if area.height() > height:
            # Too tall for the view (a scale of 1.5): the column titles over the field
            # when both fit, not a title row cut in half by the field's margin.
            if centre.y() + widget_height // 2 < area.top() + height:
                bar.setValue(area.top())
            return
        # Every player's row in sight, not the field alone with a margin around it: the
        # table reads the players' rows together.
        if bar.value() > area.top():
            bar.setValue(area.top())
        elif bar.value() + height < area.bottom() + 1:
            bar.setValue(area.bottom() + 1 - height)

    def show_refusals(self) -> None:
        """Scroll the form to the first refusal on show, so that a Return that is
        refused is never refused out of sight."""
        shown = [
            label
            for label in self.fields.findChildren(ViolationLabel)
            if label.isVisibleTo(self.fields) and label.text()
        ]
        if shown:
            first = min(shown, key=lambda label: label.mapTo(self.fields, QPoint(0, 0)).y())
            self.bring_into_view(first)

    def buttons(self) -> tuple[QPushButton, QPushButton, QPushButton]:
        """Enter, Cancel editing and Clear, in their order."""
        return (self.enter_button, self.cancel_button, self.clear_button)

    def watch_inputs(self, return_keys: Concern, select_on_focus: Concern) -> None:
        """Return in any input of the form (not in the box's own buttons) enters the deal;
        a number or a line selects its text when the focus comes in. Each joins the
        field's one event filter (:mod:`desktop.widgets.event_chain`)."""
        own_buttons = self.buttons()
        for widget in self.findChildren(QWidget):
            if is_spin_box_line(widget):
                continue
            inputs = QAbstractSpinBox | QComboBox | QAbstractButton | QLineEdit
            if isinstance(widget, inputs) and widget not in own_buttons:
                chain_of(widget).add(return_keys)
            if isinstance(widget, QAbstractSpinBox | QLineEdit):
                chain_of(widget).add(select_on_focus)
            # Last, so it sees a key first (a letter of the other layout is re-typed
            # as the letter the field's own keys understand).
            self.field_keys.watch(widget)

    def whole_height(self) -> int:
        """The height that shows every field and the buttons without scrolling."""
        return self.fields.sizeHint().height() + self.enter_button.sizeHint().height() + 48


class SheetButtons(QHBoxLayout):
    """Edit, Delete, Undo and Redo under the sheet, and the F6 hint at the right; the
    buttons belong to ``owner`` (the view connects Edit and Delete)."""

    def __init__(self, controller: SittingController, owner: QWidget) -> None:
        super().__init__()
        self.edit_button = QPushButton(
            QCoreApplication.translate("SittingView", "Edit the selected deal"), owner
        )
        self.delete_button = QPushButton(
            QCoreApplication.translate("SittingView", "Delete the selected deal"), owner
        )
        self.undo_button = QPushButton(QCoreApplication.translate("SittingView", "Undo"), owner)
        # Through the controller, which writes before it moves the stack (a failed write
        # leaves the stack as it was and says why in sig_problem).
        self.undo_button.clicked.connect(controller.undo)
        self.redo_button = QPushButton(QCoreApplication.translate("SittingView", "Redo"), owner)
        self.redo_button.clicked.connect(controller.redo)
        # Straight to the buttons: a Python slot asking the stack would run while the
        # stack is being destroyed at exit.
        controller.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        controller.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        for button in self.buttons():
            self.addWidget(button)
        self.addStretch(1)
        self.keys_hint = QLabel(
            QCoreApplication.translate("SittingView", "F6: the deals list ⇄ the form"), owner
        )
        self.keys_hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.addWidget(self.keys_hint)

    def buttons(self) -> tuple[QPushButton, QPushButton, QPushButton, QPushButton]:
        """Edit, Delete, Undo and Redo, in their order."""
        return (self.edit_button, self.delete_button, self.undo_button, self.redo_button)


def sheet_splitter(
    left: QWidget,
    entry: EntryBox | None,
    breakdown: QWidget,
    extra: Iterable[QWidget],
    parent: QWidget,
) -> QSplitter:
    """``left`` (the sheet) beside a column of the ``entry`` box (when it stands beside the
    sheet), the ``breakdown`` and the game's ``extra`` widgets, at their first sizes."""
    side = QSplitter(Qt.Orientation.Vertical, parent)
    if entry is not None:
        side.addWidget(entry)
    side.addWidget(breakdown)
    for widget in extra:
        side.addWidget(widget)
    splitter = QSplitter(Qt.Orientation.Horizontal, parent)
    splitter.addWidget(left)
    splitter.addWidget(side)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 2)
    if entry is not None:
        # The whole form when the window has the room (it scrolls when not); the
        # breakdown takes what is left, a few entries at least.
        side.setSizes([entry.whole_height(), 180])
        splitter.setSizes([600, 640])
    else:
        # The sheet is what the table reads; the breakdown needs less room.
        splitter.setSizes([650, 350])
    return splitter


BREAKDOWN_LEAST = 120
"""The height the breakdown keeps under a form beside the sheet: its header and a few
entries."""


def fit_entry_height(splitter: QSplitter, entry: EntryBox, *, closed: bool = False) -> None:
    """Give ``entry`` (when it stands beside the sheet, over the breakdown in
    ``splitter``'s second part) its whole height if the breakdown keeps
    :data:`BREAKDOWN_LEAST` (or a quarter of a low column), else all but that: the
    splitter's first sizes are only shares, and a share left a tall form's last players
    under the fold. A ``closed`` form (the game is over) keeps its least height and the
    breakdown, all the table still reads there, takes the rest."""
    side = splitter.widget(1)
    if not isinstance(side, QSplitter) or side.indexOf(entry) != 0:
        return
    sizes = side.sizes()
    pair = sizes[0] + sizes[1]
    if pair <= 0:
        return
    # Between the form and the breakdown only: widgets under them keep their room. On
    # a low screen (a scale of 1.5) the form is what the table types into: the
    # breakdown then keeps a quarter.
    breakdown = max(pair - entry.whole_height(), min(BREAKDOWN_LEAST, pair // 4))
    if closed:
        # At a scale of 1.5 a finished pulka's breakdown showed one entry under a form
        # nobody can type in.
        breakdown = max(breakdown, pair - entry.minimumSizeHint().height())
    side.setSizes([pair - breakdown, breakdown, *sizes[2:]])


def fit_sheet_share(
    splitter: QSplitter, sheet: SheetView, model: RowTableModel, *, grow_only: bool = False
) -> None:
    """Give the breakdown (``splitter``'s second part) the room a narrow ``sheet`` of
    numbers (rummy's few players) does not use, so its reasons need not wrap, and let it
    take what a wider window adds; a sheet with words keeps its share, as it will want
    more room than its first deals show. With ``grow_only`` the sheet is only widened,
    when its numbers have outgrown it."""
    sizes = splitter.sizes()
    total = sum(sizes)
    if total <= 0:
        return
    if model.wordy_columns:
        return
    count = model.columnCount()
    header = sheet.horizontalHeader()
    # After a deal the columns have already fitted their contents (the header sized
    # them): read their widths rather than measure every column's rows again.
    columns = sum(
        header.sectionSize(c) if grow_only else sheet.natural_width(c) for c in range(count)
    )
    # A digit a column to spare, for the totals still to grow.
    spare = count * sheet.fontMetrics().horizontalAdvance("0")
    scroll_bar = sheet.verticalScrollBar().sizeHint().width()
    wanted = min(columns + spare + 2 * sheet.frameWidth() + scroll_bar, total * 3 // 5)
    if wanted > sizes[0] or (not grow_only and wanted < sizes[0]):
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([wanted, total - wanted])


def fit_wordy_sheet(splitter: QSplitter, sheet: SheetView, model: RowTableModel) -> None:
    """Widen a sheet with words (it keeps its share otherwise) until its numbers and its
    wordy columns at their least fit, the breakdown keeping a quarter: at a scale of 1.5
    Stukolka's sixth player was off the list's right edge. Called once the view has its
    size (a share taken before the window's last resize would grow with the window);
    a sheet of numbers only is :func:`fit_sheet_share`'s."""
    if not model.wordy_columns or sum(splitter.sizes()) <= 0:
        return
    sizes = splitter.sizes()
    total = sum(sizes)
    header = sheet.horizontalHeader()
    wordy = set(model.wordy_columns)

    columns = sum(
        max(min(sheet.natural_width(c), WORDY_MIN_WIDTH), header.sectionSizeHint(c))
        if c in wordy
        else sheet.natural_width(c)
        for c in range(model.columnCount())
    )
    # The vertical bar's full extent (its size hint is narrower than what it takes).
    scroll_bar = sheet.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, sheet)
    outside = max(sheet.width() - sheet.viewport().width(), 2 * sheet.frameWidth() + scroll_bar)
    wanted = min(columns + outside + 2, total * 3 // 4)
    if wanted > sizes[0]:
        splitter.setSizes([wanted, total - wanted, *sizes[2:]])
