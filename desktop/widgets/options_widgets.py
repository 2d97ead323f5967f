"""What the Stukolka, Gin and Rummy pages of the new-sitting dialog share: a form whose
every field has a label under it for the engine's refusal, and a spin box for amounts.

The pages do not check the options themselves: the dialog hands ``options()`` to the
engine and gives its :class:`~rules.errors.RuleViolation` back to ``show_violation``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.widgets.violation_labels import ViolationBoard, ViolationLabel
from rules.errors import RuleViolation
from rules.registry import find_entry


def number_spin(value: int, maximum: int, parent: QWidget, *, step: int = 1) -> QSpinBox:
    """A spin box from 0 to ``maximum`` (a ceiling only so it has one), at ``value``."""
    spin = QSpinBox(parent)
    spin.setRange(0, maximum)
    spin.setSingleStep(step)
    spin.setValue(value)
    return spin


def keyboard_field(widget: QWidget) -> QWidget:
    """``widget`` if it takes the keyboard, else its first child that does (a remiz
    limit's check box in its row)."""
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return widget
    for child in widget.findChildren(QWidget):
        if child.focusPolicy() & Qt.FocusPolicy.TabFocus:
            return child
    return widget


class GameOptionsPage(QWidget):
    """A game's page of the new-sitting dialog: the form, a hint, the general message.

    A subclass builds its inputs, adds them with :meth:`add_row` (naming the option each
    sets), then calls :meth:`finish`; it gives the typed options in :meth:`options`.
    """

    sig_player_range_changed = Signal(int, int)
    """The seated players the options allow changed (never, for a fixed range)."""

    game: str = ""
    """The registry name of the page's game: its entry's player range is the page's
    (a page whose options change the range overrides :meth:`player_range`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.general_violation = ViolationLabel(self)
        self.violations = ViolationBoard(self.general_violation)
        self.form = QFormLayout()

    def add_row(self, title: str, field: str, widget: QWidget) -> None:
        """A form row: ``widget`` with the label for refusals of option ``field`` under it."""
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widget)
        layout.addWidget(self.violations.add(f"options.{field}", ViolationLabel(box)))
        if not title:
            self.form.addRow("", box)
            return
        # The label's underlined letter (given by the dialog) reaches the field itself,
        # not the box around it, which takes no keyboard.
        label = QLabel(title, self)
        label.setBuddy(keyboard_field(widget))
        self.form.addRow(label, box)

    def finish(self, hint: str | None = None) -> None:
        """Lay the page out: the form, ``hint`` under it, then the general message."""
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        if hint is not None:
            label = QLabel(hint, self)
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addWidget(self.general_violation)
        layout.addStretch(1)

    def options(self) -> dict[str, Any]:
        """The session options as typed."""
        raise NotImplementedError

    def widget(self) -> QWidget:
        """The page as a widget."""
        return self

    def player_range(self) -> tuple[int, int]:
        """How many players the game seats: ``(fewest, most)``, its registry entry's."""
        entry = find_entry(self.game)
        return entry.min_players, entry.max_players

    def clear_violations(self) -> None:
        """Hide the messages of an earlier refusal."""
        self.violations.clear()

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show a refused option beside its field; ``False`` if it names no field here."""
        if self.violations.label_for(violation.field) is None:
            self.violations.clear()
            return False
        return self.violations.show(violation)
