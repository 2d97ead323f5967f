"""The Gin page of the new-sitting dialog: standard or Oklahoma, single or Hollywood
scoring, the target and the bonus values (gin-family.md)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.entry_widgets import ViolationBoard, ViolationLabel
from rules.errors import RuleViolation
from rules.gin_options import DEFAULT_TARGET, PLAYERS, Scoring

BONUS_DEFAULTS = {"gin_bonus": 25, "undercut_bonus": 25, "box_bonus": 25, "game_bonus": 100}
"""The source's bonus values, the engine's defaults (gin-family.md, "Gin")."""
POINTS_MAX = 100_000
"""A ceiling only so the spin boxes have one."""


def points_spin(value: int, parent: QWidget, *, low: int = 0) -> QSpinBox:
    """A spin box for a number of points."""
    spin = QSpinBox(parent)
    spin.setRange(low, POINTS_MAX)
    spin.setValue(value)
    return spin


class GinOptionsPage(QWidget):
    """The gin settings of a new sitting."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant_combo = QComboBox(self)
        self.variant_combo.addItem(self.tr("Standard gin: knock with 10 or less"), "standard")
        self.variant_combo.addItem(
            self.tr("Oklahoma: the upcard sets the knock limit, a spade doubles"), "oklahoma"
        )
        self.scoring_combo = QComboBox(self)
        self.scoring_combo.addItem(self.tr("A single game"), "single")
        self.scoring_combo.addItem(self.tr("Hollywood: three games at once"), "hollywood")
        self.target_spin = points_spin(DEFAULT_TARGET[Scoring.SINGLE], self, low=0)
        self._target_touched = False
        self.target_spin.valueChanged.connect(self._target_edited)
        self.scoring_combo.currentIndexChanged.connect(self._scoring_changed)
        self.bonus_spins = {key: points_spin(value, self) for key, value in BONUS_DEFAULTS.items()}
        self.shutout_check = QCheckBox(
            self.tr("A shutout (the loser scored nothing) doubles the settlement"), self
        )

        self.general_violation = ViolationLabel(self)
        self.violations = ViolationBoard(self.general_violation)
        form = QFormLayout()
        form.addRow(self.tr("Game:"), self._with_label("options.variant", self.variant_combo))
        form.addRow(self.tr("Scoring:"), self._with_label("options.scoring", self.scoring_combo))
        form.addRow(
            self.tr("Target (points that win a game):"),
            self._with_label("options.target", self.target_spin),
        )
        titles = {
            "gin_bonus": self.tr("Gin bonus:"),
            "undercut_bonus": self.tr("Undercut bonus:"),
            "box_bonus": self.tr("Box bonus (each hand won more):"),
            "game_bonus": self.tr("Game bonus:"),
        }
        for key, spin in self.bonus_spins.items():
            form.addRow(titles[key], self._with_label(f"options.{key}", spin))
        form.addRow("", self._with_label("options.shutout_doubles", self.shutout_check))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general_violation)
        layout.addStretch(1)

    def _with_label(self, field: str, widget: QWidget) -> QWidget:
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widget)
        layout.addWidget(self.violations.add(field, ViolationLabel(box)))
        return box

    def _target_edited(self) -> None:
        self._target_touched = True

    def _scoring_changed(self) -> None:
        if self._target_touched:
            return
        # Until the table sets its own target, follow the scoring's usual one.
        self.target_spin.blockSignals(True)
        self.target_spin.setValue(DEFAULT_TARGET[Scoring(self.scoring_combo.currentData())])
        self.target_spin.blockSignals(False)

    def options(self) -> dict[str, Any]:
        """The session options as typed."""
        options: dict[str, Any] = {
            "variant": self.variant_combo.currentData(),
            "scoring": self.scoring_combo.currentData(),
            "target": self.target_spin.value(),
        }
        options.update({key: spin.value() for key, spin in self.bonus_spins.items()})
        options["shutout_doubles"] = self.shutout_check.isChecked()
        return options

    def player_range(self) -> tuple[int, int]:
        """Gin is for two."""
        return (PLAYERS, PLAYERS)

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show a refused option beside its field; ``False`` if it names no field here."""
        if self.violations.label_for(violation.field) is None:
            self.violations.clear()
            return False
        return self.violations.show(violation)
