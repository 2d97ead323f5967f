"""Keys and the wheel in a deal form's fields, so that none moves a value the player did
not aim at (issue 25):

- the mouse wheel over a combo or a spin box scrolls the form, unless the player clicked
  that field (then it is the field's, as Qt gives it);
- Up and Down in a player column (a grid's column of fields, one a player) move to the
  next or previous player's field and never change a value; in a combo box outside a
  column they do nothing (its value is chosen by letter, or from its list: Alt+Down);
- a number typed past a spin box's top stays as typed (the engine then refuses it
  beside the field), never cut to its first digits (9999 in a Rummy field of 0..340 was
  cut to 999 under X11);
- a row's title letter (Alt+К, "who knocked") puts the keyboard on the row's button and
  chooses nothing (Qt's label also clicked it, a tenth of a second later);
- a letter typed in the other keyboard layout (Latin ``f`` for Cyrillic ``а``, Cyrillic
  ``ф`` for Latin ``a``) chooses as the letter of the same key would, and a combo's
  item is also chosen by its English key (``a`` for an all-pass deal in Russian).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from desktop.widgets.event_chain import chain_of

_LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_CYRILLIC = "йцукенгшщзхъфывапролджэячсмитьбюё"
_OTHER_LAYOUT = {
    **dict(zip(_LATIN, _CYRILLIC, strict=True)),
    **dict(zip(_CYRILLIC, _LATIN, strict=True)),
}

_KEYBOARD_REASONS = (
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
    Qt.FocusReason.OtherFocusReason,
)

TYPING_DIGITS = 3
"""How many digits a spin box takes at least whatever its top: enough to show any typed
count; a field whose top has more digits takes one digit more than its top has."""
_OWN_TOP = "zapisOwnTop"
_RAISED_TOP = "zapisRaisedTop"


def other_layout(char: str) -> str:
    """The character the same key types in the other layout (US and Russian ЙЦУКЕН),
    in the same case; ``""`` if the key types none there."""
    lower = char.casefold()
    other = _OTHER_LAYOUT.get(lower, "")
    return other.upper() if other and char != lower else other


def _letter_key(text: str) -> bool:
    """Whether ``text`` is a letter in this layout or the other (``,`` is ``б``)."""
    return text.isalpha() or other_layout(text).isalpha()


def grid_of(widget: QWidget) -> tuple[QGridLayout, int, int] | None:
    """The grid layout holding ``widget`` and its row and column there, if any."""
    parent = widget.parentWidget()
    top = parent.layout() if parent is not None else None
    if top is None:
        return None
    pending: list[QLayout] = [top]
    while pending:
        layout = pending.pop()
        if isinstance(layout, QGridLayout):
            index = layout.indexOf(widget)
            if index >= 0:
                position = cast("tuple[int, int, int, int]", layout.getItemPosition(index))
                return layout, position[0], position[1]
        for i in range(layout.count()):
            item = layout.itemAt(i)
            child = item.layout() if item is not None else None
            if child is not None:
                pending.append(child)
    return None


def _takes_keys(widget: QWidget | None) -> bool:
    return (
        widget is not None
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus
    )


def column_fields(widget: QWidget) -> list[QWidget]:
    """The fields of ``widget``'s grid column that take the keyboard, top to bottom
    (``[]`` outside a grid, or a column of one field: no column to move in)."""
    found = grid_of(widget)
    if found is None:
        return []
    grid, _row, column = found
    fields = []
    for row in range(grid.rowCount()):
        item = grid.itemAtPosition(row, column)
        field = item.widget() if item is not None else None
        if field is None:
            continue
        if field is widget or (_takes_keys(field) and type(field) is type(widget)):
            fields.append(field)
    return fields if len(fields) > 1 else []


class FieldKeys(QObject):
    """Watches a deal form's combos, spin boxes and check boxes (installed by the entry
    box)."""

    events = frozenset(
        {
            QEvent.Type.Shortcut,
            QEvent.Type.KeyPress,
            QEvent.Type.MouseButtonPress,
            QEvent.Type.FocusIn,
            QEvent.Type.Wheel,
        }
    )
    """The event types it reads (:mod:`desktop.widgets.event_chain`): a label's letter,
    a check box's keys, a combo's or a spin box's keys, click, focus and wheel."""

    def __init__(self, scroll: QScrollArea, parent: QObject) -> None:
        super().__init__(parent)
        self.scroll = scroll
        self._clicked: QWidget | None = None

    def watch(self, widget: QWidget) -> None:
        """Watch ``widget`` (a combo, a spin box or a check box, or a label whose letter
        reaches a button; others are let be)."""
        if isinstance(widget, QLabel) and isinstance(widget.buddy(), QAbstractButton):
            chain_of(widget).add(self)
        if isinstance(widget, QComboBox | QAbstractSpinBox):
            chain_of(widget).add(self)
            # The wheel is the form's until the field is clicked.
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif isinstance(widget, QCheckBox):
            # In a player column: Qt's own Down on a check box is Tab, so from Anna's
            # amurchik it went on to Anna's fault, not to Boris's amurchik.
            chain_of(widget).add(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QLabel) and event.type() == QEvent.Type.Shortcut:
            return self._label_letter(watched)
        if isinstance(watched, QCheckBox):
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                return self._column_key(watched, event)
            return False
        if not isinstance(watched, QComboBox | QAbstractSpinBox):
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self._clicked = watched
        elif (
            kind == QEvent.Type.FocusIn
            and isinstance(event, QFocusEvent)
            and event.reason() in _KEYBOARD_REASONS
        ):
            # Come to by the keyboard: the wheel is the form's again. (Not on leaving:
            # a combo's own list takes the keyboard while it is open.)
            self._clicked = None
        elif kind == QEvent.Type.Wheel and isinstance(event, QWheelEvent):
            if self._clicked is watched and watched.hasFocus():
                return False
            QApplication.sendEvent(self.scroll.verticalScrollBar(), event)
            return True
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(watched, event)
        return False

    @staticmethod
    def _column_key(field: QWidget, event: QKeyEvent) -> bool:
        """Up or Down (no modifier) in a player column: the keyboard to the previous or
        next player's field of the column, and nowhere past its ends; ``False`` for any
        other key or outside a column."""
        key = event.key()
        held = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key not in (Qt.Key.Key_Up, Qt.Key.Key_Down) or held:
            return False
        column = column_fields(field)
        if not column:
            return False
        target = column.index(field) + (1 if key == Qt.Key.Key_Down else -1)
        if 0 <= target < len(column):
            column[target].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    @staticmethod
    def _label_letter(label: QLabel) -> bool:
        """A row's title letter (Alt+К, "who knocked") puts the keyboard on the row's
        first button and chooses nothing: Qt's label also clicked it a tenth of a second
        later, so a knocker typed at once after the letter was replaced by the first
        player (typed under X11, issue 25: Alt+К Б 5 Tab 20 recorded Аня's knock)."""
        buddy = label.buddy()
        if not isinstance(buddy, QAbstractButton) or not buddy.isEnabled():
            return False
        buddy.setFocus(Qt.FocusReason.ShortcutFocusReason)
        label.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        return True

    def _key(self, field: QComboBox | QAbstractSpinBox, event: QKeyEvent) -> bool:
        held = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if held & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not held:
            if isinstance(field, QComboBox) and field.view().isVisible():
                return False
            if self._column_key(field, event):
                return True
            # A combo's value is never changed by an arrow; a lone spin box steps.
            return isinstance(field, QComboBox)
        text = event.text()
        if isinstance(field, QSpinBox) and text.isdigit():
            self._make_room(field, text)
            return False
        if isinstance(field, QComboBox) and len(text) == 1 and _letter_key(text):
            return self._choose_by_letter(field, event)
        return False

    @staticmethod
    def _make_room(field: QSpinBox, digit: str) -> None:
        """Raise the top of ``field`` so the number the digit makes can be shown (the
        engine refuses it beside the field if it is out of range)."""
        edit = field.lineEdit()
        text = edit.text()
        start, end = edit.selectionStart(), edit.selectionEnd()
        if start < 0:
            start = end = edit.cursorPosition()
        candidate = text[:start] + digit + text[end:]
        number = candidate.removeprefix(field.prefix()).removesuffix(field.suffix()).strip()
        # The field's own top, not the one raised for an earlier number typed in it.
        own = field.property(_OWN_TOP)
        if not isinstance(own, int) or field.maximum() != field.property(_RAISED_TOP):
            own = field.maximum()
        digits = max(TYPING_DIGITS, len(str(own)) + 1)
        if number.isdigit() and len(number) <= digits and int(number) > field.maximum():
            field.setMaximum(10 ** len(number) - 1)
            field.setProperty(_OWN_TOP, own)
            field.setProperty(_RAISED_TOP, field.maximum())

    @staticmethod
    def _choose_by_letter(field: QComboBox, event: QKeyEvent) -> bool:
        """A letter no item starts with, typed in the other layout or naming an item's
        English key, is passed on as the letter of that item."""
        typed = event.text().casefold()
        texts = [field.itemText(i).replace("&", "").casefold() for i in range(field.count())]
        if any(text.startswith(typed) for text in texts):
            return False
        other = other_layout(typed)
        index = next((i for i, t in enumerate(texts) if other and t.startswith(other)), -1)
        if index < 0:
            keys = [field.itemData(i) for i in range(field.count())]
            index = next(
                (
                    i
                    for i, data in enumerate(keys)
                    if isinstance(data, str) and data[:1].casefold() in (typed, other) and texts[i]
                ),
                -1,
            )
        if index < 0:
            return False
        if type(field) is QComboBox:
            field.setCurrentIndex(index)
            return True
        # A combo with keys of its own (a player chooser that moves on): its letter.
        letter = field.itemText(index).replace("&", "")[:1]
        QApplication.sendEvent(
            field, QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, letter)
        )
        return True
