"""The Rummy page of the new-sitting dialog: how many packs, and the target."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QWidget

from desktop.widgets.options_widgets import GameOptionsPage, number_spin
from rules.rummy import ENTRY
from rules.rummy.engine import DEFAULT_TARGET

TARGET_MAX = 100_000
"""A ceiling only so the spin box has one."""


class RummyOptionsPage(GameOptionsPage):
    """The rummy settings of a new sitting."""

    game = ENTRY.name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.packs_combo = QComboBox(self)
        self.packs_combo.addItem(
            self.tr("As the table needs: one pack for 2–4 players, two for 5–8"), None
        )
        self.packs_combo.addItem(self.tr("One pack (2–4 players)"), 1)
        self.packs_combo.addItem(self.tr("Two packs (4–8 players)"), 2)
        self.target_spin = number_spin(DEFAULT_TARGET, TARGET_MAX, self)
        self.add_row(self.tr("Packs:"), "packs", self.packs_combo)
        self.add_row(
            self.tr("Target (the game ends when someone reaches it):"), "target", self.target_spin
        )
        self.finish(
            self.tr(
                "Each deal every player scores the cards put on the table less the cards "
                "left in hand; the highest total wins."
            )
        )

    def options(self) -> dict[str, Any]:
        """The session options as typed (``packs`` left out: the engine chooses)."""
        options: dict[str, Any] = {"target": self.target_spin.value()}
        packs = self.packs_combo.currentData()
        if packs is not None:
            options["packs"] = packs
        return options
