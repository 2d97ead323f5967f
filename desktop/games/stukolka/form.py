"""The Stukolka deal entry form."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.sitting.controller import SittingController
from desktop.sitting.entry_keys import ToggleKeys
from desktop.sitting.parts import DealForm, UnreadableInput
from desktop.widgets.name_widgets import NameCombo
from desktop.widgets.text_fill import fill
from rules.stukolka.records import TRICKS_A_DEAL
from rules.stukolka.results import Pot, StukolkaFacts, StukolkaSummary

KNOCK_STYLE = (
    "QPushButton:checked { background: palette(highlight); color: palette(highlighted-text);"
    " font-weight: bold; }"
)
"""A knock toggle that is on must be seen at a glance."""


class StukolkaForm(DealForm):
    """A Stukolka deal: the dealer, who knocked, the tricks and the faults; above them
    the pot the deal is played for."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.obligatory = controller.session.options.get("variant") == "obligatory"
        self.knock_buttons: dict[str, QPushButton] = {}
        self.trick_spins: dict[str, QSpinBox] = {}
        self.fault_checks: dict[str, QCheckBox] = {}
        self._auto_tricks: str | None = None
        self._clearing = False
        """While the form is cleared whole: the knockers are followed once, at the end."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.dealer_combo = NameCombo(self)
        self.dealer_combo.addItems(self.players)
        self.proposed_label = QLabel(self)
        self.dealer_combo.currentIndexChanged.connect(self._update_pot)
        dealer_row = QHBoxLayout()
        dealer_title = QLabel(self.tr("&Dealer:"), self)
        dealer_title.setBuddy(self.dealer_combo)
        dealer_row.addWidget(dealer_title)
        dealer_row.addWidget(self.dealer_combo)
        dealer_row.addWidget(self.proposed_label)
        dealer_row.addStretch(1)
        layout.addLayout(dealer_row)
        layout.addWidget(self.field_violation("dealer"))
        self.pot_label = QLabel(self)
        layout.addWidget(self.pot_label)

        grid = self.player_grid(
            (
                self.tr("Player"),
                self.tr("Plays (everyone, obligatory)") if self.obligatory else self.tr("Knocked"),
                self.tr("Tricks"),
                self.tr("Fault (lead or trumping)"),
            ),
            {1: "knocked", 2: "tricks", 3: "faults"},
        )
        for row, player in enumerate(self.players, start=1):
            knock = QPushButton(self.tr("Passed"), self)
            knock.setCheckable(True)
            knock.setStyleSheet(KNOCK_STYLE)
            knock.setObjectName(f"knock-{player}")
            knock.toggled.connect(self._knockers_changed)
            self.knock_buttons[player] = knock
            grid.addWidget(knock, row, 1)
            tricks = QSpinBox(self)
            tricks.setRange(0, TRICKS_A_DEAL)
            tricks.setObjectName(f"tricks-{player}")
            self.trick_spins[player] = tricks
            grid.addWidget(tricks, row, 2)
            fault = QCheckBox(self.tr("Fault"), self)
            fault.setObjectName(f"fault-{player}")
            self.fault_checks[player] = fault
            grid.addWidget(fault, row, 3)
        layout.addLayout(grid)
        # A deal nobody played is said, not assumed from an untouched form: a second
        # Return after a deal recorded a stray "nobody knocked" deal (typed at the table,
        # issue 25). In the obligatory variant everyone plays.
        self.nobody_check = QCheckBox(self.tr("&Nobody knocked"), self)
        self.nobody_check.setObjectName("nobody-knocked")
        self.nobody_check.toggled.connect(self._nobody_toggled)
        self.nobody_check.setVisible(not self.obligatory)
        layout.addWidget(self.nobody_check)
        layout.addWidget(
            self.form_hint(
                self.tr(
                    "Type the initial of each player who knocked (or press their button; "
                    "the arrows move, Space turns it on or off), Tab to the tricks, and tick "
                    "a fault for breaking the lead or trumping rules. A lone knocker takes "
                    "all three tricks. Tick “Nobody knocked” for a deal nobody played. "
                    "Return enters the deal; Alt+D reaches the dealer."
                )
                if not self.obligatory
                else self.tr(
                    "Type each player's tricks and tick a fault for breaking the lead or "
                    "trumping rules. Return enters the deal; Alt+D reaches the dealer."
                )
            )
        )
        self.knock_keys = ToggleKeys(self.knock_buttons, self)
        # The knockers first, then their tricks and faults, the proposed dealer last:
        # two knockers are "А Б Tab 2 Tab 1 Return".
        chain: list[QWidget] = [self.knock_buttons[self.players[0]]]
        chain += [self.trick_spins[p] for p in self.players]
        chain += [self.fault_checks[p] for p in self.players]
        chain.append(self.dealer_combo)
        if not self.obligatory:
            chain.append(self.nobody_check)
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def first_field(self) -> QWidget:
        # Every deal starts at the knockers (the dealer is proposed); when everyone
        # plays (obligatory), at the first player's tricks.
        if self.obligatory:
            return self.trick_spins[self.players[0]]
        return self.knock_buttons[self.players[0]]

    def _nobody_toggled(self, nobody: bool) -> None:
        if nobody:
            for button in self.knock_buttons.values():
                button.setChecked(False)

    def _knockers_changed(self) -> None:
        if self._clearing:
            return
        knockers = [p for p, b in self.knock_buttons.items() if b.isChecked()]
        if knockers:
            self.nobody_check.setChecked(False)
        for button in self.knock_buttons.values():
            button.setText(self.tr("✔ Knocked") if button.isChecked() else self.tr("Passed"))
        for player in self.players:
            playing = player in knockers
            self.trick_spins[player].setEnabled(playing)
            self.fault_checks[player].setEnabled(playing)
            if not playing:
                self.trick_spins[player].setValue(0)
                self.fault_checks[player].setChecked(False)
        lone = knockers[0] if len(knockers) == 1 else None
        auto = self._auto_tricks
        if auto is not None and auto != lone and self.trick_spins[auto].value() == TRICKS_A_DEAL:
            # The three tricks were only filled in for a lone knocker; he is no longer one.
            self.trick_spins[auto].setValue(0)
        self._auto_tricks = lone
        if lone is not None:
            # A lone knocker takes all three tricks (stukolka.md, "One deal" 3).
            self.trick_spins[lone].setValue(TRICKS_A_DEAL)

    def record(self) -> dict[str, Any]:
        knockers = [p for p in self.players if self.knock_buttons[p].isChecked()]
        record: dict[str, Any] = {"dealer": self.dealer_combo.currentText()}
        if not self.obligatory:
            if not knockers and not self.nobody_check.isChecked():
                raise UnreadableInput(
                    "knocked",
                    self.tr(
                        "Who knocked? Type their initials, or tick “Nobody knocked” for a "
                        "deal nobody played."
                    ),
                )
            record["knocked"] = knockers
        if knockers:
            record["tricks"] = {p: self.trick_spins[p].value() for p in knockers}
        faults = [p for p in self.players if self.fault_checks[p].isChecked()]
        if faults:
            record["faults"] = faults
        return record

    def load(self, record: Mapping[str, Any]) -> None:
        self.dealer_combo.setCurrentText(str(record.get("dealer", "")))
        knocked = record.get("knocked", self.players if self.obligatory else [])
        tricks: Mapping[str, int] = record.get("tricks", {})
        faults = record.get("faults", [])
        for player in self.players:
            self.knock_buttons[player].setChecked(player in knocked)
        self.nobody_check.setChecked(not self.obligatory and not knocked)
        self._auto_tricks = None
        for player in self.players:
            self.trick_spins[player].setValue(int(tricks.get(player, 0)))
            self.fault_checks[player].setChecked(player in faults)
        self._update_pot()

    def reset(self) -> None:
        # Each knocker's button turned off would follow the knockers again (every
        # button's text, every field's state): once is enough, with the form cleared.
        self._clearing = True
        try:
            for player in self.players:
                button = self.knock_buttons[player]
                button.setChecked(self.obligatory)
                button.setEnabled(not self.obligatory)
                self.trick_spins[player].setValue(0)
                self.fault_checks[player].setChecked(False)
            self.nobody_check.setChecked(False)
        finally:
            self._clearing = False
        self._knockers_changed()

    def follow(self) -> None:
        proposed = self.controller.proposed_dealer()
        if proposed is not None and self.editing is None:
            self.dealer_combo.setCurrentText(proposed)
            self.proposed_label.setText(fill(self.tr("(the rules propose %1)"), proposed))
        self._update_pot()

    def _update_pot(self) -> None:
        # The rules made every pot: the edited deal's own, or the next deal's.
        scored = self.controller.scored
        pot: Pot = (
            scored.deals[self.editing - 1].facts_as(StukolkaFacts).pot
            if self.editing is not None
            else scored.summary_as(StukolkaSummary).next_pot
        )
        text = (
            self.tr(
                "Playing for a pot of %1 (on the table %2 + ante %3 + stakes %4); a trick takes %5."
            )
            if self.obligatory
            else self.tr("Playing for a pot of %1 (on the table %2 + ante %3); a trick takes %5.")
        )
        self.pot_label.setText(
            fill(text, pot.total, pot.carried_in, pot.ante, pot.stakes, pot.share)
        )
