"""Keys of the deal forms that the widgets do not give by themselves.

- :class:`SelectOnFocus`: a number or text field's content is selected whenever the
  field takes the keyboard, however it came there (Tab, a mnemonic, the form starting
  the next deal), so typing replaces it: the "0" of a new deal never becomes "450" when
  45 is typed.
- :func:`ask_to_record`: the question before a deal with implausible values is written.
- :class:`ChoiceKeys`: a row of radio buttons that starts unchosen each deal is chosen
  by the keyboard, not only walked: the arrow keys move *and* choose, and a letter
  chooses the first button whose text starts with it (a player's initial) and moves on
  to the next field, so "А" is all it takes to name the knocker.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeGuard

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from desktop.sitting.field_keys import other_layout
from desktop.widgets.event_chain import watch


class SelectOnFocus(QObject):
    """Select all of a spin box's or line edit's text when it takes the focus, and make
    the first key typed there replace it whatever Qt's own focus handling did with the
    cursor meanwhile."""

    events = frozenset(
        {
            QEvent.Type.FocusIn,
            QEvent.Type.KeyPress,
            QEvent.Type.MouseButtonPress,
            QEvent.Type.FocusOut,
        }
    )
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fresh: QObject | None = None
        """The field that took the keyboard and has had no key nor click since."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, QAbstractSpinBox | QLineEdit):
            return False
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            field = watched
            before = field.text()
            self._fresh = field

            def select() -> None:
                # Unless a key typed meanwhile (before the event loop came round) has
                # already replaced the text: then selecting would swallow the next key.
                if field.hasFocus() and field.text() == before:
                    field.selectAll()

            field.selectAll()
            # And again after Qt's own focus handling, which may place the cursor.
            QTimer.singleShot(0, field, select)  # not after the field is gone
        elif kind == QEvent.Type.KeyPress and watched is self._fresh:
            self._fresh = None
            # Typed fast on a loaded machine the first key came before that second
            # selection, after Qt had put the cursor before the "0": "7" made "70"
            # (typed at the table under X11, issue 25). The first printable key since
            # the field took the keyboard replaces its content, however fast it came.
            if _plain_key_press(event) and event.text().isprintable() and event.text():
                watched.selectAll()
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.FocusOut) and (
            watched is self._fresh
        ):
            self._fresh = None
        return False


_FORWARD = (Qt.Key.Key_Right, Qt.Key.Key_Down)
_BACKWARD = (Qt.Key.Key_Left, Qt.Key.Key_Up)


def _plain_key_press(event: QEvent) -> TypeGuard[QKeyEvent]:
    """A key pressed without Ctrl, Alt or Meta (those belong to menus and mnemonics)."""
    if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
        return False
    held = event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier
    )
    return not held


def _bare(text: str) -> str:
    return text.replace("&", "").casefold()


def _starting(
    buttons: Sequence[QAbstractButton], typed: str, name: Callable[[QAbstractButton], str]
) -> list[QAbstractButton]:
    """The buttons whose name starts with the letters ``typed``, or else with the letter
    the same key types in the other keyboard layout (Latin ``f`` for ``А``)."""
    for letters in (typed, "".join(other_layout(c) for c in typed)):
        found = [b for b in buttons if letters and _bare(name(b)).startswith(letters)]
        if found:
            return found
    return []


class ChoiceKeys(QObject):
    """The arrow keys choose in a row of buttons; a letter chooses by initial and, once
    only one button starts with the letters typed, calls ``move_on`` (the form puts the
    keyboard on its next field)."""

    events = frozenset({QEvent.Type.KeyPress})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(
        self,
        buttons: Sequence[QAbstractButton],
        move_on: Callable[[], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.buttons = tuple(buttons)
        self.move_on = move_on
        watch(self.buttons, self)

    def _usable(self) -> list[QAbstractButton]:
        return [b for b in self.buttons if b.isEnabled() and b.isVisible()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not _plain_key_press(event):
            return False
        usable = self._usable()
        if not isinstance(watched, QAbstractButton) or watched not in usable:
            return False
        key = event.key()
        if key in _FORWARD or key in _BACKWARD:
            step = 1 if key in _FORWARD else -1
            target = usable[(usable.index(watched) + step) % len(usable)]
            target.setChecked(True)
            target.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        typed = event.text().strip().casefold()
        if typed and (typed.isalpha() or other_layout(typed).isalpha()):
            matches = _starting(usable, typed, lambda b: b.text())
            if matches:
                matches[0].setChecked(True)
                matches[0].setFocus(Qt.FocusReason.OtherFocusReason)
                if len(matches) == 1:
                    self.move_on()
                return True
        return False


class ToggleKeys(QObject):
    """A column of on/off buttons, one a player (Stukolka's knockers), as one stop of
    the Tab order: only the first button takes Tab; the arrow keys move between them,
    Space turns the focused one on or off, and a player's initial turns his on or off
    (shared by several, it only moves to the next of them, for Space to decide)."""

    events = frozenset({QEvent.Type.KeyPress})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(self, buttons: Mapping[str, QAbstractButton], parent: QObject) -> None:
        super().__init__(parent)
        self.buttons = dict(buttons)
        watch(self.buttons.values(), self)
        for index, button in enumerate(self.buttons.values()):
            if index:
                button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not _plain_key_press(event):
            return False
        usable = [b for b in self.buttons.values() if b.isEnabled()]
        if not isinstance(watched, QAbstractButton) or watched not in usable:
            return False
        key = event.key()
        if key in _FORWARD or key in _BACKWARD:
            step = 1 if key in _FORWARD else -1
            usable[(usable.index(watched) + step) % len(usable)].setFocus(
                Qt.FocusReason.OtherFocusReason
            )
            return True
        typed = event.text().strip().casefold()
        if typed and (typed.isalpha() or other_layout(typed).isalpha()):
            names = {button: name for name, button in self.buttons.items()}
            matches = _starting(usable, typed, lambda b: names[b])
            if len(matches) == 1:
                matches[0].toggle()
                return True
            if matches:
                after = [b for b in matches if usable.index(b) > usable.index(watched)]
                (after or matches)[0].setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False


class ColumnKeys(QObject):
    """Up and Down move between the fields of one column of a form's grid (a player a
    row), where they would otherwise do nothing (line edits)."""

    events = frozenset({QEvent.Type.KeyPress})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(self, fields: Sequence[QWidget], parent: QObject) -> None:
        super().__init__(parent)
        self.fields = tuple(fields)
        watch(self.fields, self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and watched in self.fields
        ):
            step = 1 if event.key() == Qt.Key.Key_Down else -1
            index = self.fields.index(watched)
            target = index + step
            if 0 <= target < len(self.fields):
                self.fields[target].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False


def ask_to_record(parent: QWidget, doubts: list[str]) -> bool:
    """Ask whether to record a deal with implausible values (``doubts``, a sentence
    each); "Correct it" is the default, so a Return pressed by habit does not record."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("SittingView", "Record this deal?"))
    box.setText(
        QCoreApplication.translate("SittingView", "These values are unlikely at the table:")
    )
    box.setInformativeText("\n".join(doubts))
    record = box.addButton(
        QCoreApplication.translate("SittingView", "&Record as typed"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    back = box.addButton(
        QCoreApplication.translate("SittingView", "&Correct it"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(back)
    box.exec()
    return box.clickedButton() is record
