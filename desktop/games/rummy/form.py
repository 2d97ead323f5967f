"""The Rummy deal entry form."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.games.rummy.from_cards import KEYS as CARD_KEYS
from desktop.games.rummy.from_cards import pick_cards
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealForm
from desktop.widgets.deal_cards import DealCards
from desktop.widgets.row_model import format_points
from rules.rummy.records import PACK_VALUE


class RummyForm(DealForm):
    """A rummy deal: what each player put on the table and what he was left holding."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.packs = packs = int(controller.session.options["packs"])
        self.melded_spins: dict[str, QSpinBox] = {}
        self.in_hand_spins: dict[str, QSpinBox] = {}
        self.deal_labels: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = self.player_grid(
            (
                self.tr("Player"),
                self.tr("Put on the &table"),
                self.tr("&Left in hand"),
                self.tr("Scores"),
            ),
            {1: "melded", 2: "in_hand"},
        )
        high = PACK_VALUE * packs
        for row, player in enumerate(self.players, start=1):
            melded = QSpinBox(self)
            melded.setRange(0, high)
            melded.setObjectName(f"melded-{player}")
            in_hand = QSpinBox(self)
            in_hand.setRange(0, high)
            in_hand.setObjectName(f"in_hand-{player}")
            score = QLabel(self)
            self.melded_spins[player] = melded
            self.in_hand_spins[player] = in_hand
            self.deal_labels[player] = score
            melded.valueChanged.connect(self._update_scores)
            in_hand.valueChanged.connect(self._update_scores)
            grid.addWidget(melded, row, 1)
            grid.addWidget(in_hand, row, 2)
            grid.addWidget(score, row, 3)
        # A column's underlined letter reaches its first player's field.
        for column, spins in ((1, self.melded_spins), (2, self.in_hand_spins)):
            item = grid.itemAtPosition(0, column)
            header = item.widget() if item is not None else None
            if isinstance(header, QLabel):
                header.setBuddy(spins[self.players[0]])
        # The two number columns as wide as each other (the wider title's width): each
        # field took its own title's width, a narrow «Выложено» beside a wide «Осталось
        # на руке».
        widths = [self._column_width(grid, column) for column in (1, 2)]
        for column in (1, 2):
            grid.setColumnMinimumWidth(column, max(widths))
        layout.addLayout(grid)
        self.deal_cards = DealCards(self, self.fields_record, CARD_KEYS, lambda: pick_cards(self))
        layout.addLayout(self.deal_cards.row)
        layout.addWidget(
            self.form_hint(
                self.tr("Values: ace 1, two to ten as marked, pictures 10. Return enters the deal.")
            )
        )
        self.deal_cards.watch()

    def _column_width(self, grid: QGridLayout, column: int) -> int:
        """The widest of ``column``'s title and its players' fields."""
        widgets: list[QWidget] = []
        for row in range(len(self.players) + 1):
            item = grid.itemAtPosition(row, column)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widgets.append(widget)
        return max((widget.sizeHint().width() for widget in widgets), default=0)

    def _update_scores(self) -> None:
        for player in self.players:
            points = self.melded_spins[player].value() - self.in_hand_spins[player].value()
            self.deal_labels[player].setText(format_points(points, signed=True))

    def first_field(self) -> QWidget:
        return self.melded_spins[self.players[0]]

    def record(self) -> dict[str, Any]:
        return self.deal_cards.attach(self.fields_record())

    def fields_record(self) -> dict[str, Any]:
        """The record the fields hold, without the cards behind it."""
        return {
            "melded": {p: self.melded_spins[p].value() for p in self.players},
            "in_hand": {p: self.in_hand_spins[p].value() for p in self.players},
        }

    def load(self, record: Mapping[str, Any]) -> None:
        melded: Mapping[str, int] = record.get("melded", {})
        in_hand: Mapping[str, int] = record.get("in_hand", {})
        for player in self.players:
            self.melded_spins[player].setValue(int(melded.get(player, 0)))
            self.in_hand_spins[player].setValue(int(in_hand.get(player, 0)))
        self.deal_cards.load(record)

    def reset(self) -> None:
        for player in self.players:
            self.melded_spins[player].setValue(0)
            self.in_hand_spins[player].setValue(0)
        self._update_scores()
        self.deal_cards.clear()
