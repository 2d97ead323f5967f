"""The Rummy page of the new-sitting dialog: how many packs, and the target."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.entry_widgets import ViolationBoard, ViolationLabel
from rules.errors import RuleViolation
from rules.rummy import DEFAULT_TARGET, MAX_PLAYERS, MIN_PLAYERS

TARGET_MAX = 100_000
"""A ceiling only so the spin box has one."""


class RummyOptionsPage(QWidget):
    """The rummy settings of a new sitting."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.packs_combo = QComboBox(self)
        self.packs_combo.addItem(
            self.tr("As the table needs: one pack for 2–4 players, two for 5–8"), None
        )
        self.packs_combo.addItem(self.tr("One pack (2–4 players)"), 1)
        self.packs_combo.addItem(self.tr("Two packs (4–8 players)"), 2)
        self.target_spin = QSpinBox(self)
        self.target_spin.setRange(0, TARGET_MAX)
        self.target_spin.setValue(DEFAULT_TARGET)
        self.general_violation = ViolationLabel(self)
        self.violations = ViolationBoard(self.general_violation)
        form = QFormLayout()
        form.addRow(self.tr("Packs:"), self._with_label("options.packs", self.packs_combo))
        form.addRow(
            self.tr("Target (the game ends when someone reaches it):"),
            self._with_label("options.target", self.target_spin),
        )
        hint = QLabel(
            self.tr(
                "Each deal every player scores the cards he put on the table less the "
                "cards left in his hand; the highest total wins."
            ),
            self,
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.general_violation)
        layout.addStretch(1)

    def _with_label(self, field: str, widget: QWidget) -> QWidget:
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widget)
        layout.addWidget(self.violations.add(field, ViolationLabel(box)))
        return box

    def options(self) -> dict[str, Any]:
        """The session options as typed (``packs`` left out: the engine chooses)."""
        options: dict[str, Any] = {"target": self.target_spin.value()}
        packs = self.packs_combo.currentData()
        if packs is not None:
            options["packs"] = packs
        return options

    def player_range(self) -> tuple[int, int]:
        """Rummy seats 2 to 8 players."""
        return (MIN_PLAYERS, MAX_PLAYERS)

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show a refused option beside its field; ``False`` if it names no field here."""
        if self.violations.label_for(violation.field) is None:
            self.violations.clear()
            return False
        return self.violations.show(violation)
