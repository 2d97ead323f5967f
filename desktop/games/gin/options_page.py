"""The Gin page of the new-sitting dialog: standard or Oklahoma, single or Hollywood
scoring, the target and the bonus values (gin-family.md)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from desktop.widgets.options_widgets import GameOptionsPage, number_spin
from rules.gin import ENTRY
from rules.gin.options import DEFAULT_TARGET, Scoring

BONUS_DEFAULTS = {"gin_bonus": 25, "undercut_bonus": 25, "box_bonus": 25, "game_bonus": 100}
"""The source's bonus values, the engine's defaults (gin-family.md, "Gin")."""
POINTS_MAX = 100_000
"""A ceiling only so the spin boxes have one."""


class GinOptionsPage(GameOptionsPage):
    """The gin settings of a new sitting."""

    game = ENTRY.name

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
        self.target_spin = number_spin(DEFAULT_TARGET[Scoring.SINGLE], POINTS_MAX, self)
        self._target_touched = False
        self.target_spin.valueChanged.connect(self._target_edited)
        self.scoring_combo.currentIndexChanged.connect(self._scoring_changed)
        self.bonus_spins = {
            key: number_spin(value, POINTS_MAX, self) for key, value in BONUS_DEFAULTS.items()
        }
        self.shutout_check = QCheckBox(
            self.tr("A shutout (the loser scored nothing) doubles the settlement"), self
        )

        # The variant: the dialog's "Game: Gin" is just above.
        self.add_row(self.tr("Variant:"), "variant", self.variant_combo)
        self.add_row(self.tr("Scoring:"), "scoring", self.scoring_combo)
        self.add_row(self.tr("Target (points that win a game):"), "target", self.target_spin)
        titles = {
            "gin_bonus": self.tr("Gin bonus:"),
            "undercut_bonus": self.tr("Undercut bonus:"),
            "box_bonus": self.tr("Box bonus (each hand won more):"),
            "game_bonus": self.tr("Game bonus:"),
        }
        for key, spin in self.bonus_spins.items():
            self.add_row(titles[key], key, spin)
        self.add_row("", "shutout_doubles", self.shutout_check)
        self.finish()

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
