"""A refusal beside a field goes once the form no longer holds what it refused (issue 25,
typed at the table: a refusal stayed in sight after the field was put right, until the
next Return, and the typist could not tell whether the form was right now).

While a refusal is on show beside a field, every change of the form's inputs checks the
form again, as Return would, but says nothing new: the refusal stays while the same words
would be said beside the same field, and goes otherwise. A new problem is said at Return,
not while the player is still typing. The line under the form (a full disk, a deal
written elsewhere) is left to the next Return: it is not about a field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox

from desktop.sitting.parts import UnreadableInput
from desktop.widgets.violation_labels import as_sentence
from desktop.widgets.violations import violation_detail

if TYPE_CHECKING:
    from desktop.sitting.sitting_view import SittingView


class RefusalFollow(QObject):
    """Watches ``view``'s form inputs; clears a refusal the form has put right."""

    def __init__(self, view: SittingView) -> None:
        super().__init__(view)
        self.view = view
        self.checks = 0
        """Times the form was checked again (the tests count them)."""
        # Once the change's other slots have run (a knocker's toggle fills in tricks).
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._check)
        for widget in view.form_inputs:
            if isinstance(widget, QLineEdit):
                widget.textChanged.connect(self._changed)
            elif isinstance(widget, QSpinBox):
                widget.valueChanged.connect(self._changed)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._changed)
            elif isinstance(widget, QAbstractButton):
                widget.toggled.connect(self._changed)

    def _changed(self, *_args: object) -> None:
        if any(field for field in self.view.form.violations.shown()):
            self._timer.start()

    def _check(self) -> None:
        violations = self.view.form.violations
        shown = {field: text for field, text in violations.shown().items() if field}
        if not shown:
            return
        self.checks += 1
        still: tuple[str, str] | None
        try:
            record = self.view.form.record()
        except UnreadableInput as unreadable:
            still = (unreadable.field, unreadable.message)
        else:
            violation = self.view.controller.check(record, self.view.editing)
            still = (
                None
                if violation is None
                else (violations.key_of(violation), violation_detail(violation))
            )
        for field, text in shown.items():
            if still is None or still[0] != field or as_sentence(still[1]) != text:
                violations.clear_field(field)
