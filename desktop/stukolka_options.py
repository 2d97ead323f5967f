"""The Stukolka page of the new-sitting dialog: the variant, the ante, the stake and the
remiz limit.

Every amount must split into three equal shares (stukolka.md, rule 15), so the spin
boxes step by 3; a typed amount that does not is left as typed and refused by the
engine, whose message :meth:`StukolkaOptionsPage.show_violation` puts beside it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.entry_widgets import ViolationBoard, ViolationLabel
from rules.errors import RuleViolation
from rules.stukolka_options import DEFAULT_ANTE, DEFAULT_STAKE, MAX_PLAYERS, MIN_PLAYERS

AMOUNT_STEP = 3
"""Every amount is a multiple of 3 (rule 15)."""
AMOUNT_MAX = 999_999
"""A ceiling only so the spin boxes have one; the rules set none."""


def amount_spin(value: int, parent: QWidget) -> QSpinBox:
    """A spin box for an amount of money, stepping by 3."""
    spin = QSpinBox(parent)
    spin.setRange(0, AMOUNT_MAX)
    spin.setSingleStep(AMOUNT_STEP)
    spin.setValue(value)
    return spin


class StukolkaOptionsPage(QWidget):
    """The Stukolka settings of a new sitting."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant_combo = QComboBox(self)
        self.variant_combo.addItem(self.tr("Ordinary: only those who knock play"), "ordinary")
        self.variant_combo.addItem(
            self.tr("Obligatory: everyone plays and stakes every deal"), "obligatory"
        )
        self.ante_spin = amount_spin(DEFAULT_ANTE, self)
        self.stake_spin = amount_spin(DEFAULT_STAKE, self)
        self.limit_check = QCheckBox(self.tr("Cap a single remiz at"), self)
        self.limit_spin = amount_spin(DEFAULT_ANTE * 10, self)
        self.limit_spin.setEnabled(False)
        self.limit_check.toggled.connect(self.limit_spin.setEnabled)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)

        self.general_violation = ViolationLabel(self)
        self.violations = ViolationBoard(self.general_violation)
        form = QFormLayout()
        form.addRow(self.tr("Variant:"), self._with_label("options.variant", self.variant_combo))
        form.addRow(
            self.tr("Ante (the dealer pays it for the deal):"),
            self._with_label("options.ante", self.ante_spin),
        )
        form.addRow(
            self.tr("Stake (every player, obligatory variant):"),
            self._with_label("options.stake", self.stake_spin),
        )
        limit_row = QWidget(self)
        limit_layout = QHBoxLayout(limit_row)
        limit_layout.setContentsMargins(0, 0, 0, 0)
        limit_layout.addWidget(self.limit_check)
        limit_layout.addWidget(self.limit_spin)
        form.addRow(self.tr("Remiz limit:"), self._with_label("options.remiz_limit", limit_row))
        hint = QLabel(
            self.tr(
                "Amounts are multiples of 3, so that every pot splits into three equal "
                "thirds, one for each trick. Without a limit a remiz is the whole pot."
            ),
            self,
        )
        hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.general_violation)
        layout.addStretch(1)
        self._variant_changed()

    def _with_label(self, field: str, widget: QWidget) -> QWidget:
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widget)
        layout.addWidget(self.violations.add(field, ViolationLabel(box)))
        return box

    def _variant_changed(self) -> None:
        self.stake_spin.setEnabled(self.variant_combo.currentData() == "obligatory")

    def options(self) -> dict[str, Any]:
        """The session options as typed."""
        return {
            "variant": self.variant_combo.currentData(),
            "ante": self.ante_spin.value(),
            "stake": self.stake_spin.value(),
            "remiz_limit": self.limit_spin.value() if self.limit_check.isChecked() else None,
        }

    def player_range(self) -> tuple[int, int]:
        """Stukolka seats 3 to 7 players."""
        return (MIN_PLAYERS, MAX_PLAYERS)

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show a refused option beside its field; ``False`` if it names no field here."""
        if self.violations.label_for(violation.field) is None:
            self.violations.clear()
            return False
        return self.violations.show(violation)
