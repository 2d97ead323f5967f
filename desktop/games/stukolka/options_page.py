"""The Stukolka page of the new-sitting dialog: the variant, the ante, the stake and the
remiz limit.

Every amount must split into three equal shares (stukolka.md, rule 15), so the spin
boxes step by 3; a typed amount that does not is left as typed and refused by the
engine, whose message :meth:`StukolkaOptionsPage.show_violation` puts beside it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

from desktop.widgets.options_widgets import GameOptionsPage, number_spin
from rules.stukolka import ENTRY
from rules.stukolka.options import DEFAULT_ANTE, DEFAULT_STAKE

AMOUNT_STEP = 3
"""Every amount is a multiple of 3 (rule 15)."""
AMOUNT_MAX = 999_999
"""A ceiling only so the spin boxes have one; the rules set none."""


class StukolkaOptionsPage(GameOptionsPage):
    """The Stukolka settings of a new sitting."""

    game = ENTRY.name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant_combo = QComboBox(self)
        self.variant_combo.addItem(self.tr("Ordinary: only those who knock play"), "ordinary")
        self.variant_combo.addItem(
            self.tr("Obligatory: everyone plays and stakes every deal"), "obligatory"
        )
        self.ante_spin = number_spin(DEFAULT_ANTE, AMOUNT_MAX, self, step=AMOUNT_STEP)
        self.stake_spin = number_spin(DEFAULT_STAKE, AMOUNT_MAX, self, step=AMOUNT_STEP)
        self.limit_check = QCheckBox(self.tr("Cap a single remiz at"), self)
        self.limit_spin = number_spin(DEFAULT_ANTE * 10, AMOUNT_MAX, self, step=AMOUNT_STEP)
        self.limit_spin.setEnabled(False)
        self.limit_check.toggled.connect(self.limit_spin.setEnabled)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)

        self.add_row(self.tr("Variant:"), "variant", self.variant_combo)
        self.add_row(self.tr("Ante (the dealer pays it for the deal):"), "ante", self.ante_spin)
        self.add_row(self.tr("Stake (every player, obligatory variant):"), "stake", self.stake_spin)
        limit_row = QWidget(self)
        limit_layout = QHBoxLayout(limit_row)
        limit_layout.setContentsMargins(0, 0, 0, 0)
        limit_layout.addWidget(self.limit_check)
        limit_layout.addWidget(self.limit_spin)
        self.add_row(self.tr("Remiz limit:"), "remiz_limit", limit_row)
        self.finish(
            self.tr(
                "Amounts are multiples of 3, so that every pot splits into three equal "
                "thirds, one for each trick. Without a limit a remiz is the whole pot."
            )
        )
        self._variant_changed()

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
