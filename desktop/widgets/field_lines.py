"""A form's fields two to a line, each line's refusals under it across the whole form.

A tall form beside the sheet (Three Bugs') has a narrow column of fields each a few
characters wide: one field a line left most of the width empty and pushed the players'
rows below the fold, and a refusal squeezed beside its field wrapped into a strip of four
or five lines. Two fields a line and a refusal line as wide as the form fix both.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from desktop.widgets.event_chain import chain_of
from desktop.widgets.violation_labels import ViolationLabel

FIELD_COLUMNS = 5
"""Label, field, a gap, label, field; the column after them takes what width is left."""

LINE_SPACING = 4
"""The room between two lines of fields: the style's 6 pixels made the last player's row
of the Three Bugs form fall under the fold at 1366×768."""

PAIR_GAP = 6
"""The room between a line's first field (and its hint) and the second label: 12 made
the Three Bugs form wider than its pane at a scale of 1.5 in Russian."""

COLUMN_SPACING = 4
"""The room between a label and its field (the style's 6 pixels, four times a line,
made the lines wider than the form's pane at a scale of 1.5)."""

HINT_GAP = 4
"""The room between a field and its hint: the style's 6 pixels, twice a line, made the
Three Bugs form wider than its pane at a scale of 1.5."""


class WrappingHint(QLabel):
    """A field's hint that asks for its one line and wraps only when the form has less
    room: a word-wrapped ``QLabel`` asks for a guessed shape of several lines, so it
    wrapped beside a field with the whole line empty after it."""

    def sizeHint(self) -> QSize:
        wrapped = super().sizeHint()
        margins = self.contentsMargins()
        # The advance and a pixel each side: at its advance alone the text wrapped.
        line = self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin() + 2
        width = max(line + margins.left() + margins.right(), wrapped.width())
        return QSize(width, self.heightForWidth(width))


def wrapping_hint(text: str, parent: QWidget, name: str) -> QLabel:
    """A field's hint in the placeholder's colour (a proposed dealer, a range, what a
    field follows) that wraps onto more lines rather than widen the form: on one line
    each, the Three Bugs form was wider than its pane at a scale of 1.25 and 1.5 and
    scrolled sideways, cutting the hints at its edge."""
    hint = WrappingHint(text, parent)
    hint.setObjectName(name)
    hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    # Wrapped, its longest word is the least it asks.
    hint.setWordWrap(True)
    return hint


def field_box(parent: QWidget, field: QWidget, hint: QWidget | None = None) -> QWidget:
    """``field`` with its ``hint`` beside it (the defenders' tricks, a proposed dealer),
    kept at their natural width; a hint that wraps (:func:`wrapping_hint`) gives way
    first, down to its longest word, when the line has less."""
    box = QWidget(parent)
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(HINT_GAP)
    field.setParent(box)
    layout.addWidget(field)
    if hint is not None:
        hint.setParent(box)
        layout.addWidget(hint)
    layout.addStretch(1)
    return box


class FieldLines:
    """Lines of ``(label text, buddy, field box)`` pairs in ``grid``; a line's refusal
    labels share the grid row under it, spanning every column (one refusal is shown at a
    time, and a hidden one takes no room)."""

    def __init__(self, grid: QGridLayout, parent: QWidget) -> None:
        self.grid = grid
        self.parent = parent
        self._row = 0
        grid.setColumnStretch(FIELD_COLUMNS, 1)
        grid.setColumnMinimumWidth(2, PAIR_GAP)
        grid.setHorizontalSpacing(COLUMN_SPACING)
        grid.setVerticalSpacing(LINE_SPACING)

    def add(
        self,
        pairs: Sequence[tuple[str, QWidget, QWidget]],
        refusals: Sequence[ViolationLabel],
    ) -> list[QWidget]:
        """A line of one or two pairs (a lone pair's box takes the rest of the line) and
        its refusals under it; the widgets it placed, to be shown or hidden together.
        A label's underlined letter puts the keyboard on its buddy, not on the box."""
        placed: list[QWidget] = []
        for index, (text, buddy, box) in enumerate(pairs):
            label = QLabel(text, self.parent)
            label.setBuddy(buddy)
            column = 3 * index
            self.grid.addWidget(label, self._row, column)
            lone = len(pairs) == 1
            self.grid.addWidget(box, self._row, column + 1, 1, -1 if lone else 1)
            placed += [label, box]
        for refusal in refusals:
            self.grid.addWidget(refusal, self._row + 1, 0, 1, -1)
        self._row += 2
        return placed


class RefusalBeside(QObject):
    """``refusal`` beside its field in ``grid`` (row ``row``, column ``column``) while
    its text fits there on one line, else on the grid row under (``row + 1``) across
    every column. Beside a narrow field, where a wide one above it (Oklahoma's upcard
    with its terms, Gin's two long names) left the refusal a hundred pixels, the upcard's
    refusal was twelve lines high and the knock limit's four."""

    events = frozenset({QEvent.Type.Show, QEvent.Type.Resize})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(self, grid: QGridLayout, refusal: QLabel, row: int, column: int) -> None:
        super().__init__(refusal)
        self.grid = grid
        self.refusal = refusal
        self.row = row
        self.column = column
        self.beside = True
        grid.addWidget(refusal, row, column)
        chain_of(refusal).add(self)
        # The form the refusal belongs to (the grid may not be in its layout yet): one
        # event filter on it for all its refusals, not one a refusal.
        owner = refusal.parentWidget()
        if owner is not None:
            chain_of(owner).add(self)

    def fits_beside(self) -> bool:
        """Whether the refusal's text is one line in the room beside its field."""
        room = self.grid.cellRect(self.row, self.column)
        if not room.isValid():
            return True
        margins = self.refusal.contentsMargins()
        wanted = (
            self.refusal.fontMetrics().horizontalAdvance(self.refusal.text())
            + margins.left()
            + margins.right()
            + 2 * self.refusal.margin()
            + 4  # a word-wrapped label breaks a few pixels before the exact width
        )
        return wanted <= room.width()

    def place(self) -> None:
        """Beside the field or under it, as :meth:`fits_beside` says."""
        beside = self.fits_beside()
        if beside == self.beside:
            return
        self.beside = beside
        self.grid.removeWidget(self.refusal)
        if beside:
            self.grid.addWidget(self.refusal, self.row, self.column)
        else:
            self.grid.addWidget(self.refusal, self.row + 1, 0, 1, -1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.refusal and kind == QEvent.Type.Show:
            self.place()
        elif kind == QEvent.Type.Resize and not self.refusal.isHidden():
            # The grid's cells follow the owner's new size only after this event.
            QTimer.singleShot(0, self, self.place)
        return False
