"""The Hearts page of the new-sitting dialog: the target."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from desktop.widgets.options_widgets import GameOptionsPage, number_spin
from tests.fifth_game.rules import ENTRY
from tests.fifth_game.rules.engine import DEFAULT_TARGET


class HeartsOptionsPage(GameOptionsPage):
    """The Hearts settings of a new sitting."""

    game = ENTRY.name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.target_spin = number_spin(DEFAULT_TARGET, 1000, self)
        self.add_row("Target:", "target", self.target_spin)
        self.finish("Each deal, every player takes penalty points; the highest total wins.")

    def options(self) -> dict[str, Any]:
        """The session options as typed."""
        return {"target": self.target_spin.value()}
