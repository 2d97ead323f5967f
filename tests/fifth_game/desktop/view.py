"""The Hearts view: the one sitting view, built from the Hearts form and sheet.

The strings here are English only: a game from outside the tree brings its own
translations, and this one is a test's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealForm, DealSheet
from desktop.sitting.sitting_view import SittingView
from desktop.widgets.row_model import Cell, RowTableModel, TableRow, number_cell
from desktop.widgets.tables import SummaryBox
from rules.ledger import DealScore, Entry
from tests.fifth_game.rules.engine import PENALTIES_A_DEAL, HeartsFacts


class HeartsDealsModel(RowTableModel):
    """A row a deal: the dealer and each player's running total."""

    def show_sheet(self, controller: SittingController) -> None:
        """Rebuild the rows from the controller's sheet."""
        scored = controller.scored
        rows = []
        for deal in scored.deals:
            facts = deal.facts_as(HeartsFacts)
            running = facts.running
            cells = (
                Cell(str(deal.deal), deal.deal, number=True),
                Cell(facts.dealer),
                *(number_cell(running[p]) for p in scored.players),
            )
            rows.append(TableRow(cells, deal.deal))
        self.set_rows(["Deal", "Dealer", *scored.players], rows)


class HeartsSheet(DealSheet):
    """The running totals and, above them, who leads."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.deals_model = HeartsDealsModel(self)
        self.summary = self.summary_box = SummaryBox()

    def show(self, editing: int | None) -> None:
        assert isinstance(self.deals_model, HeartsDealsModel)
        self.deals_model.show_sheet(self.controller)
        target = self.controller.session.options["target"]
        winner = self.controller.scored.summary.winner
        self.summary_box.options_line.setText(
            f"{winner} wins." if winner else f"The game ends at {target} penalty points."
        )

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        return f"{-entry.points} penalty points taken"


class HeartsForm(DealForm):
    """The dealer and each player's penalty points."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        dealer_row = QHBoxLayout()
        self.dealer_combo = QComboBox(self)
        self.dealer_combo.addItems(self.players)
        dealer_row.addWidget(QLabel("Dealer:", self))
        dealer_row.addWidget(self.dealer_combo)
        dealer_row.addStretch(1)
        layout.addLayout(dealer_row)
        layout.addWidget(self.field_violation("dealer"))
        grid = self.player_grid(("Player", "Penalty points"), {1: "taken"})
        self.taken_spins: dict[str, QSpinBox] = {}
        for row, player in enumerate(self.players, start=1):
            spin = QSpinBox(self)
            spin.setRange(0, PENALTIES_A_DEAL)
            spin.setObjectName(f"taken-{player}")
            self.taken_spins[player] = spin
            grid.addWidget(spin, row, 1)
        layout.addLayout(grid)

    def first_field(self) -> QWidget:
        return self.taken_spins[self.players[0]]

    def record(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer_combo.currentText(),
            "taken": {p: spin.value() for p, spin in self.taken_spins.items()},
        }

    def load(self, record: Mapping[str, Any]) -> None:
        self.dealer_combo.setCurrentText(str(record["dealer"]))
        for player, spin in self.taken_spins.items():
            spin.setValue(int(record["taken"].get(player, 0)))

    def reset(self) -> None:
        for spin in self.taken_spins.values():
            spin.setValue(0)

    def follow(self) -> None:
        proposed = self.controller.proposed_dealer()
        if proposed is not None and self.editing is None:
            self.dealer_combo.setCurrentText(proposed)


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open Hearts sitting."""
    return SittingView(controller, HeartsForm(controller), HeartsSheet(controller), parent)
