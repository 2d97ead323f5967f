"""The Stukolka view: the money sheet, deal by deal, and the deal entry form.

Stukolka keeps money, not points (stukolka.md): the sheet shows each deal's pot, the
thirds taken by tricks and who took them, and the remizes that go onto the table; above
it stand every player's balance and the money on the table, whose sum is always 0.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.sitting.controller import SittingController
from desktop.sitting.entry_keys import ToggleKeys
from desktop.sitting.parts import DealForm, DealSheet
from desktop.sitting.sitting_view import SittingView
from desktop.widgets.row_model import (
    Cell,
    RowTableModel,
    TableRow,
    format_points,
    number_cell,
    two_lines,
)
from desktop.widgets.tables import SummaryBox
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Entry, Scored
from rules.stukolka.deal import TRICKS_A_DEAL
from rules.stukolka.reasons import Reason
from rules.stukolka.results import Pot, StukolkaFacts, StukolkaSummary

THIRDS_COLUMN = 4
"""The sheet's column of who took the thirds, in words."""
REMIZES_COLUMN = 5
"""The sheet's column of the remizes paid, in words."""
KNOCK_STYLE = (
    "QPushButton:checked { background: palette(highlight); color: palette(highlighted-text);"
    " font-weight: bold; }"
)
"""A knock toggle that is on must be seen at a glance."""


class StukolkaDealsModel(RowTableModel):
    """One row a deal: dealer, pot, a third, who took the thirds, the remizes, the money
    left on the table, and what each player paid or took in the deal."""

    def show_sheet(self, scored: Scored) -> None:
        """Show the rows of the scored sheet."""
        players = scored.players
        headers = [
            self.tr("Deal"),
            self.tr("Dealer"),
            self.tr("Pot"),
            self.tr("A third"),
            self.tr("Thirds taken"),
            self.tr("Remizes"),
            self.tr("On the table"),
            *players,
        ]
        # A row a deal, built when first shown and kept while the sheet keeps the deal.
        rows = self.rows_for(scored.deals, lambda deal: self._row(players, deal), _deal_number)
        # Headers of two words go on two lines, so a narrow sheet need not cut them.
        labels = [two_lines(h) for h in headers[: -len(players)]] + list(players)
        self.set_rows(headers, rows, wordy=(THIRDS_COLUMN, REMIZES_COLUMN), labels=labels)

    def _row(self, players: Sequence[str], deal: DealScore) -> TableRow:
        facts = deal.facts_as(StukolkaFacts)
        money = dict.fromkeys(players, 0)
        for entry in deal.entries:
            money[entry.player] += entry.points
        remizes = facts.remizes
        return TableRow(
            (
                Cell(str(deal.deal), deal.deal, number=True),
                Cell(facts.dealer, facts.dealer),
                number_cell(facts.pot.total),
                number_cell(facts.pot.share),
                Cell(self.thirds_text(facts), muted=not facts.played),
                Cell(self.remizes_text(remizes), sum(remizes.values())),
                number_cell(facts.on_table, bold=True),
                *(number_cell(money[p], signed=True) for p in players),
            ),
            deal.deal,
        )

    def thirds_text(self, facts: StukolkaFacts) -> str:
        """Who took the thirds, e.g. ``B 2 × 3 = 6, C 1 × 3 = 3``."""
        if not facts.played:
            return self.tr("nobody knocked: the pot stays on the table")
        share = facts.pot.share
        parts = [
            fill(self.tr("%1 %2 × %3 = %4"), player, taken, share, taken * share)
            for player, taken in facts.tricks.items()
            if taken
        ]
        return ", ".join(parts)

    def remizes_text(self, remizes: Mapping[str, int]) -> str:
        """The remizes paid onto the table, e.g. ``C 3, D 3``; a dash for none."""
        if not remizes:
            return "—"
        return ", ".join(f"{player} {amount}" for player, amount in remizes.items())


def _deal_number(deal: DealScore) -> int:
    return deal.deal


class StukolkaBalanceModel(RowTableModel):
    """One row: every player's balance, the money on the table, and their sum (0)."""

    def show_sheet(self, scored: Scored) -> None:
        """Rebuild the row from the scored sheet."""
        on_table = scored.summary_as(StukolkaSummary).on_table
        balances = [scored.totals[p] for p in scored.players]
        headers = [*scored.players, self.tr("On the table"), self.tr("Sum")]
        cells = (
            *(number_cell(b, signed=True, bold=True) for b in balances),
            number_cell(on_table, bold=True),
            number_cell(sum(balances) + on_table),
        )
        self.set_rows(headers, [TableRow(cells, "balances")])


class StukolkaSheet(DealSheet):
    """The money sheet: a row a deal, every balance and the money on the table."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.obligatory = controller.session.options.get("variant") == "obligatory"
        self.deals_model = StukolkaDealsModel(self)
        self.summary = self.summary_box = SummaryBox()
        self.balance_model = StukolkaBalanceModel(self)
        self.balance_view = self.summary_box.add_table(self.balance_model)
        self.balance_line = QLabel(self.summary_box)
        self.summary_box.box_layout.addWidget(self.balance_line)

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        assert isinstance(self.deals_model, StukolkaDealsModel)
        self.deals_model.show_sheet(scored)
        self.balance_model.show_sheet(scored)
        on_table = scored.summary_as(StukolkaSummary).on_table
        balances = [scored.totals[p] for p in scored.players]
        terms = " ".join(
            (format_points(b) if i == 0 else f"{'−' if b < 0 else '+'} {abs(b)}")
            for i, b in enumerate([*balances, on_table])
        )
        self.balance_line.setText(
            fill(
                self.tr("Balances + money on the table: %1 = %2"),
                terms,
                format_points(sum(balances) + on_table),
            )
        )
        options = self.controller.session.options
        limit = options.get("remiz_limit")
        self.summary_box.options_line.setText(
            fill(
                self.tr("Obligatory Stukolka: ante %1, stake %2, %3.")
                if self.obligatory
                else self.tr("Ordinary Stukolka: ante %1, %3."),
                options["ante"],
                options["stake"],
                self.tr("no remiz limit")
                if limit is None
                else fill(self.tr("a remiz at most %1"), limit),
            )
        )

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        facts = deal.facts_as(StukolkaFacts)
        if entry.reason == Reason.ANTE:
            return self.tr("Ante: the dealer pays for the deal")
        if entry.reason == Reason.STAKE:
            return self.tr("Stake: everyone pays in (obligatory variant)")
        if entry.reason == Reason.TRICK:
            taken = facts.tricks.get(entry.player, 0)
            # Short enough to stay on one line in the breakdown beside the rule's title.
            return fill(self.tr("Tricks: %1 × a third (%2)"), taken, facts.pot.share)
        if entry.reason == Reason.REMIZ:
            return self.tr("Remiz: knocked and took no trick; it goes onto the table")
        if entry.reason == Reason.FAULT_REMIZ:
            return self.tr("Remiz for breaking the lead or trumping rules; it goes onto the table")
        return entry.reason


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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.dealer_combo = QComboBox(self)
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
        layout.addWidget(
            self.form_hint(
                self.tr(
                    "Type the initial of each player who knocked (or press their button; "
                    "the arrows move, Space turns it on or off), Tab to the tricks, and tick "
                    "a fault for breaking the lead or trumping rules. A lone knocker takes "
                    "all three tricks. Return enters the deal; Alt+D reaches the dealer."
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
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def first_field(self) -> QWidget:
        # Every deal starts at the knockers (the dealer is proposed); when everyone
        # plays (obligatory), at the first player's tricks.
        if self.obligatory:
            return self.trick_spins[self.players[0]]
        return self.knock_buttons[self.players[0]]

    def _knockers_changed(self) -> None:
        knockers = [p for p, b in self.knock_buttons.items() if b.isChecked()]
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
        self._auto_tricks = None
        for player in self.players:
            self.trick_spins[player].setValue(int(tricks.get(player, 0)))
            self.fault_checks[player].setChecked(player in faults)
        self._update_pot()

    def reset(self) -> None:
        for player in self.players:
            button = self.knock_buttons[player]
            button.setChecked(self.obligatory)
            button.setEnabled(not self.obligatory)
            self.trick_spins[player].setValue(0)
            self.fault_checks[player].setChecked(False)
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


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open Stukolka sitting."""
    return SittingView(controller, StukolkaForm(controller), StukolkaSheet(controller), parent)
