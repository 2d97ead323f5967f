"""A row of radio buttons the Preferans form is typed into: each choice has its own keys.

The shared :class:`~desktop.sitting.entry_keys.ChoiceKeys` chooses by a button's first
letter. Preferans needs more: a level is a digit (``6``…``9``, ``0`` or ``1`` for 10), a
strain a digit of the ladder (``1`` ♠ … ``5`` NT) or a letter in either layout, a role a
letter in either layout (``в``/``w`` whist). So every choice carries the keys that
choose it, and a row that starts unchosen each deal is chosen by one key, which then
moves the keyboard on to the next field. The arrows move *and* choose, as in the shared
rows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QRadioButton, QVBoxLayout, QWidget

from desktop.widgets.event_chain import watch

_FORWARD = (Qt.Key.Key_Right, Qt.Key.Key_Down)
_BACKWARD = (Qt.Key.Key_Left, Qt.Key.Key_Up)


def show(widget: QWidget, visible: bool) -> None:
    """Show or hide ``widget``, telling it only when that changes it: each widget shown
    again invalidates the layouts up to the window (an Enter once told some thirty
    fields of the Preferans form their visibility three times)."""
    # A widget never told (shown or hidden with its parent) is told, as Qt itself does.
    told = widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
    if not told or widget.isHidden() == visible:
        widget.setVisible(visible)


class ChoiceRow(QObject):
    """Radio buttons side by side, one a choice, each chosen by its keys.

    ``choices`` are ``(value, text, keys)``: the value the form records, the button's
    text, and the characters (case-folded) that choose it. After a key chose, the row
    calls ``move_on``.
    """

    events = frozenset({QEvent.Type.KeyPress})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(
        self,
        parent: QWidget,
        name: str,
        choices: Iterable[tuple[str, str, str]],
        move_on: Callable[[], None],
        *,
        per_line: int = 0,
    ) -> None:
        super().__init__(parent)
        self.move_on = move_on
        self.group = QButtonGroup(self)
        # Several lines of ``per_line`` buttons (0: one line), so a row of long words
        # fits a narrow form.
        self.layout = QVBoxLayout()
        self.layout.setContentsMargins(0, 0, 0, 0)
        self.layout.setSpacing(2)
        line = QHBoxLayout()
        self.layout.addLayout(line)
        self.buttons: dict[str, QRadioButton] = {}
        self._keys: dict[str, str] = {}
        for value, text, keys in choices:
            if per_line and len(self.buttons) and not len(self.buttons) % per_line:
                line.addStretch(1)
                line = QHBoxLayout()
                self.layout.addLayout(line)
            button = QRadioButton(text, parent)
            button.setObjectName(f"{name}-{value}")
            self.group.addButton(button)
            self.buttons[value] = button
            line.addWidget(button)
            for key in keys.casefold():
                self._keys.setdefault(key, value)
        line.addStretch(1)
        watch(self.buttons.values(), self)
        self.last_line = line
        """The row's last line, where a form may add a field of its own."""

    # ---- what the form asks ----------------------------------------------------------

    def value(self) -> str | None:
        """The chosen value, ``None`` while nothing is chosen."""
        for value, button in self.buttons.items():
            if button.isChecked():
                return value
        return None

    def choose(self, value: str | None) -> None:
        """Choose ``value`` (``None``: nothing, as every deal starts)."""
        if value is None or value not in self.buttons:
            self.group.setExclusive(False)
            for button in self.buttons.values():
                button.setChecked(False)
            self.group.setExclusive(True)
            return
        self.buttons[value].setChecked(True)

    def focus_button(self) -> QRadioButton:
        """The button the keyboard goes to: the chosen one, else the first usable (an
        unchosen row is never entered on a button remembered from an earlier deal)."""
        usable = self._usable()
        for button in usable:
            if button.isChecked():
                return button
        return usable[0] if usable else next(iter(self.buttons.values()))

    def focus(self) -> None:
        """Put the keyboard in the row."""
        self.focus_button().setFocus(Qt.FocusReason.TabFocusReason)

    def set_enabled(self, value: str, enabled: bool) -> None:
        """Let ``value`` be chosen or not (a sitting-out dealer cannot declare)."""
        button = self.buttons[value]
        if not enabled and button.isChecked():
            self.choose(None)
        button.setEnabled(enabled)

    def set_visible(self, visible: bool) -> None:
        """Show or hide the whole row."""
        for button in self.buttons.values():
            show(button, visible)

    def _usable(self) -> list[QRadioButton]:
        return [b for b in self.buttons.values() if b.isEnabled() and not b.isHidden()]

    # ---- the keys --------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        held = event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        usable = self._usable()
        if held or watched not in usable:
            return False
        key = event.key()
        if key in _FORWARD or key in _BACKWARD:
            step = 1 if key in _FORWARD else -1
            current = usable.index(watched)
            target = usable[(current + step) % len(usable)]
            target.setChecked(True)
            target.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        typed = event.text().casefold()
        value = self._keys.get(typed) if typed else None
        if value is not None and self.buttons[value] in usable:
            self.buttons[value].setChecked(True)
            self.move_on()
            return True
        return False
