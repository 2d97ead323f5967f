"""The fields of a Preferans correction (preferans.md §4.5, §13): pool and mountain
amounts a player, the whists each writes on each other player, and a note; written
verbatim, for a penalty or a mistake found on the paper sheet."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from desktop.widgets.name_widgets import name_label
from desktop.widgets.text_fill import fill

if TYPE_CHECKING:
    from desktop.sitting.parts import DealForm

AMOUNT_LIMIT = 9999
"""A bound only so the spin boxes have one; the rules set none (§14.10)."""


def _amount_spin(parent: QWidget) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(-AMOUNT_LIMIT, AMOUNT_LIMIT)
    return spin


class CorrectionFields(QWidget):
    """A row a player: his pool and mountain amounts and the whists he writes on each
    of the others; the note under them."""

    def __init__(self, form: DealForm, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = form.players
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Player"), self), 0, 0)
        grid.addWidget(QLabel(self.tr("Pool"), self), 0, 1)
        grid.addWidget(QLabel(self.tr("Mountain"), self), 0, 2)
        for column, target in enumerate(self.players, start=3):
            grid.addWidget(QLabel(fill(self.tr("Whists → %1"), target), self), 0, column)
        self.pool_spins: dict[str, QSpinBox] = {}
        self.gora_spins: dict[str, QSpinBox] = {}
        self.whist_spins: dict[tuple[str, str], QSpinBox] = {}
        for row, player in enumerate(self.players, start=1):
            grid.addWidget(name_label(player, self), row, 0)
            self.pool_spins[player] = pool = _amount_spin(self)
            pool.setObjectName(f"correction-pool-{player}")
            grid.addWidget(pool, row, 1)
            self.gora_spins[player] = gora = _amount_spin(self)
            gora.setObjectName(f"correction-gora-{player}")
            grid.addWidget(gora, row, 2)
            for column, target in enumerate(self.players, start=3):
                if target == player:
                    continue
                spin = _amount_spin(self)
                spin.setObjectName(f"correction-whists-{player}-{target}")
                self.whist_spins[(player, target)] = spin
                grid.addWidget(spin, row, column)
        below = len(self.players) + 1
        grid.addWidget(form.field_violation("pool"), below, 1)
        grid.addWidget(form.field_violation("gora"), below, 2)
        grid.addWidget(form.field_violation("whists"), below, 3, 1, len(self.players))
        grid.setColumnStretch(len(self.players) + 3, 1)
        layout.addLayout(grid)
        self.note_edit = QLineEdit(self)
        self.note_edit.setPlaceholderText(self.tr("e.g. a penalty: Boris looked at the talon"))
        note_title = QLabel(self.tr("&Note:"), self)
        note_title.setBuddy(self.note_edit)
        layout.addWidget(note_title)
        layout.addWidget(self.note_edit)
        layout.addWidget(form.field_violation("note"))
        chain: list[QWidget] = []
        for player in self.players:
            chain += [self.pool_spins[player], self.gora_spins[player]]
            chain += [self.whist_spins[(player, t)] for t in self.players if t != player]
        chain.append(self.note_edit)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def first_field(self) -> QWidget:
        """Where the keyboard goes: the first player's pool."""
        return self.pool_spins[self.players[0]]

    def record(self) -> dict[str, Any]:
        """The correction as the session file writes it; parts with nothing in them are
        left out."""
        record: dict[str, Any] = {"type": "correction"}
        pool = {p: s.value() for p, s in self.pool_spins.items() if s.value()}
        gora = {p: s.value() for p, s in self.gora_spins.items() if s.value()}
        whists: dict[str, dict[str, int]] = {}
        for (writer, target), spin in self.whist_spins.items():
            if spin.value():
                whists.setdefault(writer, {})[target] = spin.value()
        if pool:
            record["pool"] = pool
        if gora:
            record["gora"] = gora
        if whists:
            record["whists"] = whists
        note = self.note_edit.text().strip()
        if note:
            record["note"] = note
        return record

    def load(self, record: Mapping[str, Any]) -> None:
        """Fill the fields from a stored correction."""
        self.reset()
        for player, amount in dict(record.get("pool", {})).items():
            if player in self.pool_spins:
                self.pool_spins[player].setValue(int(amount))
        for player, amount in dict(record.get("gora", {})).items():
            if player in self.gora_spins:
                self.gora_spins[player].setValue(int(amount))
        for writer, targets in dict(record.get("whists", {})).items():
            for target, amount in dict(targets).items():
                spin = self.whist_spins.get((writer, target))
                if spin is not None:
                    spin.setValue(int(amount))
        self.note_edit.setText(str(record.get("note", "")))

    def reset(self) -> None:
        """Nothing in any field."""
        for spin in (*self.pool_spins.values(), *self.gora_spins.values()):
            spin.setValue(0)
        for spin in self.whist_spins.values():
            spin.setValue(0)
        self.note_edit.clear()
