"""The Three Bugs deal entry form: keyboard first, Enter records the deal.

A whole contract deal goes in without the mouse: Tab between the fields, type a player's
initial, the level, a strain letter (S C D H N, or the Russian П Т Б Ч Н, or the suit
symbol), the tricks, and Enter. The engine's own check decides; its message appears next
to the field it names, in the UI language, and what was typed stays.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.three_bugs.entry_fields import LevelSpin, PlayerBox, StrainBox
from desktop.games.three_bugs.from_cards import KEYS as CARD_KEYS
from desktop.games.three_bugs.from_cards import pick_cards
from desktop.games.three_bugs.player_grid import PlayerGrid
from desktop.games.three_bugs.words import DEAL_KINDS, split_contract
from desktop.games.three_bugs.words import tr as tb_tr
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealForm, UnreadableInput
from desktop.widgets.deal_cards import DealCards
from desktop.widgets.field_lines import LINE_SPACING, FieldLines, field_box, wrapping_hint
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationBoard
from desktop.widgets.violations import field_group
from rules.errors import RuleViolation

UNCHOSEN = -1
"""The honours field's value while no count has been typed for this deal."""
NOT_GIVEN = "—"
"""What the honours field shows while unchosen."""


class ThreeBugsForm(DealForm):
    """The form for one deal: a new one, or a past one being edited."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._bid_touched = False
        self._kind_shown: str | None = None
        """The kind whose fields are shown (``None`` before the first)."""
        # A refusal of the tricks goes beside the all-pass grid in an all-pass deal.
        self.violations = ViolationBoard(self.general_violation, self._label_key)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(LINE_SPACING)

        # Two fields a line and each line's refusals under it across the form: at
        # 1366×768 the four players' rows and the exchange fault then fit beside the
        # sheet without scrolling, and a refusal reads in one or two lines.
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(grid)
        lines = FieldLines(grid, self)

        self.kind_box = QComboBox(self)
        self.kind_box.setObjectName("kind")
        for kind, source in DEAL_KINDS.items():
            self.kind_box.addItem(tb_tr(source), kind)
        self.kind_box.currentIndexChanged.connect(self._kind_changed)
        self.dealer_box = PlayerBox(self.players, self)
        self.dealer_box.setObjectName("dealer")
        self.dealer_hint = wrapping_hint("", self, "dealerHint")
        lines.add(
            [
                (self.tr("&Deal"), self.kind_box, field_box(self, self.kind_box)),
                (
                    self.tr("Dea&ler"),
                    self.dealer_box,
                    field_box(self, self.dealer_box, self.dealer_hint),
                ),
            ],
            [self.field_violation("type"), self.field_violation("dealer")],
        )

        self.soloist_box = PlayerBox(self.players, self)
        self.soloist_box.setObjectName("soloist")
        self.soloist_box.move_on = self.focus_after
        self.level_spin, self.strain_box, contract_row = self._level_and_strain("contract")
        self.level_spin.setToolTip(
            self.tr("The level and the strain: 7h, 7ч or 7♥ (N or Н: no trumps).")
        )
        self._contract_refusals = [self.field_violation("soloist")]
        self._contract_refusals.append(self.field_violation("contract"))
        self._contract_widgets = lines.add(
            [
                (self.tr("S&oloist"), self.soloist_box, field_box(self, self.soloist_box)),
                (self.tr("&Contract"), self.level_spin, field_box(self, contract_row)),
            ],
            self._contract_refusals[-2:],
        )

        self.tricks_spin = QSpinBox(self)
        self.tricks_spin.setObjectName("tricks")
        self.tricks_spin.setRange(0, 13)
        self.defenders_label = wrapping_hint("", self, "defendersTricks")
        self.defenders_label.setForegroundRole(QPalette.ColorRole.WindowText)
        self.honours_spin = QSpinBox(self)
        self.honours_spin.setObjectName("honours")
        # No count of honours is the natural one: 0 would give the defenders all eight
        # (thousands of points), an even split would hide a held 6. So the field starts
        # unchosen ("—", below the real range) and a deal is refused until one is typed.
        self.honours_spin.setSpecialValueText(NOT_GIVEN)
        self.honours_spin.setRange(UNCHOSEN, 8)
        self.honours_range = wrapping_hint("", self, "honoursRange")
        self._contract_refusals += [self.field_violation("tricks"), self.field_violation("honours")]
        self._contract_widgets += lines.add(
            [
                (
                    self.tr("&Tricks"),
                    self.tricks_spin,
                    field_box(self, self.tricks_spin, self.defenders_label),
                ),
                (
                    self.tr("Ho&nours"),
                    self.honours_spin,
                    field_box(self, self.honours_spin, self.honours_range),
                ),
            ],
            self._contract_refusals[-2:],
        )

        self.bid_level, self.bid_strain, bid_row = self._level_and_strain("bid")
        self.bid_hint = wrapping_hint(
            self.tr("(follows the contract until changed)"), self, "bidHint"
        )
        self._contract_refusals.append(self.field_violation("bid"))
        self._contract_widgets += lines.add(
            [(self.tr("&Bid"), self.bid_level, field_box(self, bid_row, self.bid_hint))],
            self._contract_refusals[-1:],
        )

        # One row per player: all-pass tricks, crowns, aces, amurchik, faults.
        self.grid_frame = PlayerGrid(self.players, self)
        self.rows = self.grid_frame.rows
        outer.addWidget(self.grid_frame)
        for group in ("crowns", "aces", "amurchik", "faults", "all-pass-tricks"):
            outer.addWidget(self.field_violation(group))

        self.exchange_check = QCheckBox(self.tr("E&xchange fault"), self)
        self.exchange_check.setObjectName("exchange")
        # What the fault is, in words that wrap: as one check box's text it was the
        # form's widest line (550 px in Russian), so at a scale of 1.25 and 1.5 the form
        # scrolled sideways and cut the hints at its edge.
        self.exchange_words = wrapping_hint(
            self.tr("(the defenders exchanged too many cards)"), self, "exchangeHint"
        )
        self.deal_cards = DealCards(self, self.fields_record, CARD_KEYS, lambda: pick_cards(self))
        # On the cards' line: a line of its own pushed the players' last row out of sight.
        self.deal_cards.row.insertWidget(0, self.exchange_check)
        self.deal_cards.row.insertWidget(1, self.exchange_words)
        outer.addLayout(self.deal_cards.row)

        outer.addStretch(1)

        self._set_tab_order()
        self.level_spin.valueChanged.connect(self._contract_changed)
        self.strain_box.currentIndexChanged.connect(self._contract_changed)
        self.bid_level.valueChanged.connect(self._bid_edited)
        self.bid_strain.currentIndexChanged.connect(self._bid_edited)
        self.tricks_spin.valueChanged.connect(self._update_defenders)
        self.soloist_box.currentIndexChanged.connect(self._update_defenders)
        self.deal_cards.watch()

    # -- building helpers ---------------------------------------------------------------
    def _set_tab_order(self) -> None:
        # The order a player fills a deal in, whatever order the widgets were built in.
        # What every deal needs comes first (a contract in eight keys: Tab, the
        # soloist's initial, "7h", the tricks, Tab, the honours, Return); the winning bid
        # (it follows the contract) after them; an all-pass deal's tricks one player
        # after another, then the premiums; the dealer, whom the rules propose, last
        # (Alt+L reaches him at once).
        chain: list[QWidget] = [
            self.kind_box,
            self.soloist_box,
            self.level_spin,
            self.strain_box,
            self.tricks_spin,
            self.honours_spin,
            self.bid_level,
            self.bid_strain,
        ]
        chain += [row.tricks for row in self.rows.values()]
        for row in self.rows.values():
            chain += [row.crowns, row.aces, row.amurchik, row.fault, row.fault_count]
        chain += [self.exchange_check, self.dealer_box]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        self._chain = chain

    def focus_after(self, widget: QWidget) -> None:
        """Put the keyboard on the field after ``widget`` in the form's order that is
        shown and enabled (a soloist chosen by his initial, a contract typed as 7h)."""
        index = self._chain.index(widget)
        for following in self._chain[index + 1 :]:
            if following.isVisibleTo(self) and following.isEnabled():
                following.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def _level_and_strain(self, name: str) -> tuple[LevelSpin, StrainBox, QWidget]:
        """A level (4..13) and a strain side by side: the contract's or the bid's."""
        strain = StrainBox(self)
        strain.setObjectName(f"{name}_strain")
        level = LevelSpin(strain, self)
        level.setObjectName(f"{name}_level")
        level.setRange(4, 13)
        level.setValue(6)
        level.move_on = self.focus_after
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(level)
        layout.addWidget(strain)
        return level, strain, row

    # -- state ----------------------------------------------------------------------------
    def kind(self) -> str:
        """The deal kind chosen: ``contract``, ``all-pass`` or ``misdeal``."""
        return str(self.kind_box.currentData())

    def first_field(self) -> QWidget:
        return self.kind_box

    def _label_key(self, violation: RuleViolation) -> str:
        group = field_group(violation)
        if group == "tricks" and self.kind() == "all-pass":
            return "all-pass-tricks"
        return group

    def reset(self) -> None:
        """An empty form for the next deal."""
        self._bid_touched = False
        self.kind_box.setCurrentIndex(0)
        self.soloist_box.setCurrentIndex(-1)
        self.level_spin.setValue(6)
        self.strain_box.set_strain("S")
        self._sync_bid()
        self.tricks_spin.setValue(0)
        self.honours_spin.setValue(UNCHOSEN)
        self.grid_frame.clear()
        self.exchange_check.setChecked(False)
        self._kind_changed()
        self.deal_cards.clear()

    def follow(self) -> None:
        """The dealer the rules propose, for a new deal."""
        proposed = self.controller.proposed_dealer()
        if self.editing is None:
            if proposed in self.players:
                self.dealer_box.setCurrentIndex(self.players.index(proposed))
            self.dealer_hint.setText(self.tr("proposed by the rules") if proposed else "")
        else:
            self.dealer_hint.setText("")
        self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self.kind()
        contract = kind == "contract"
        if not contract:
            # Hidden with their fields, as the fields' own refusals were.
            for refusal in self._contract_refusals:
                refusal.clear_message()
        if kind != self._kind_shown:
            # The fields of the kind shown are shown once (a reset and the form's
            # following the sheet ask again for the same kind, three times an Enter).
            self._kind_shown = kind
            with self._laid_out_once():
                for widget in self._contract_widgets:
                    widget.setVisible(contract)
                self.grid_frame.setVisible(kind != "misdeal")
                self.exchange_check.setVisible(contract)
                self.exchange_words.setVisible(contract)
                self.grid_frame.show_kind(kind)
        self.deal_cards.button.setEnabled(kind != "misdeal")
        self._update_defenders()
        self.grid_frame.update_all_pass_sum()

    @contextmanager
    def _laid_out_once(self) -> Iterator[None]:
        """The form and its players' grid laid out once for every field shown or hidden
        inside: Qt lays out a shown widget's parents at once, for each one, so a misdeal
        followed by a contract's fields laid the form and the window out a dozen times an
        Enter (issue 31)."""
        layouts = [layout for layout in (self.layout(), self.grid_frame.layout()) if layout]
        for layout in layouts:
            layout.setEnabled(False)
        try:
            yield
        finally:
            for layout in layouts:
                layout.setEnabled(True)
            # Laid out now, as a shown field's parents were (code after reads places).
            for layout in layouts:
                layout.activate()

    def _contract_changed(self) -> None:
        self._contract_changed_range()
        if not self._bid_touched:
            self._sync_bid()

    def _sync_bid(self) -> None:
        for widget in (self.bid_level, self.bid_strain):
            widget.blockSignals(True)
        self.bid_level.setValue(self.level_spin.value())
        self.bid_strain.set_strain(self.strain_box.strain())
        for widget in (self.bid_level, self.bid_strain):
            widget.blockSignals(False)
        self._contract_changed_range()

    def _contract_changed_range(self) -> None:
        nt = self.strain_box.strain() == "NT"
        self.honours_spin.setRange(UNCHOSEN, 4 if nt else 8)
        self.honours_range.setText(self.tr("0..4, even 2") if nt else self.tr("0..8, even 4"))

    def _bid_edited(self) -> None:
        self._bid_touched = True
        self.bid_hint.setText("")

    def _update_defenders(self) -> None:
        self.defenders_label.setText(fill(self.tr("defenders: %1"), 13 - self.tricks_spin.value()))

    # -- the record ---------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The deal as a session record, with the cards behind it if it has them."""
        record = self.deal_cards.attach(self.fields_record())
        # Never assumed: a contract without them is refused beside the field (0 honours
        # would give the defenders all eight; the first player is nobody's soloist).
        if record["type"] == "contract":
            if "soloist" not in record:
                raise UnreadableInput("soloist", self.tr("Soloist not given: type an initial."))
            if "honours" not in record:
                raise UnreadableInput(
                    "honours",
                    self.tr("Honours not given: type the soloist's honours (an even split too)."),
                )
        return record

    def fields_record(self) -> dict[str, Any]:
        """The deal as the fields hold it, an unchosen soloist or honours left out (the
        card picker asks for it before they are known); raises ``UnreadableInput`` for
        unreadable crowns."""
        kind = self.kind()
        record: dict[str, Any] = {"type": kind, "dealer": self.dealer_box.currentText()}
        if kind == "misdeal":
            return record
        if kind == "contract":
            contract = f"{self.level_spin.value()}{self.strain_box.strain()}"
            bid = f"{self.bid_level.value()}{self.bid_strain.strain()}"
            if self.soloist_box.currentIndex() >= 0:
                record["soloist"] = self.soloist_box.currentText()
            if bid != contract:
                record["bid"] = bid
            record["contract"] = contract
            record["tricks"] = self.tricks_spin.value()
            if self.honours_spin.value() != UNCHOSEN:
                record["honours"] = self.honours_spin.value()
        else:
            record["tricks"] = {p: row.tricks.value() for p, row in self.rows.items()}
        premiums = self.grid_frame.premiums()
        if kind == "contract" and self.exchange_check.isChecked():
            premiums["faults"].append({"kind": "exchange"})
        for key, value in premiums.items():
            if value:
                record[key] = value
        return record

    def load(self, record: Mapping[str, Any]) -> None:
        """Put a past deal in the form for editing."""
        self.reset()
        kind = str(record.get("type", "contract"))
        self.kind_box.setCurrentIndex(max(0, self.kind_box.findData(kind)))
        dealer = str(record.get("dealer", ""))
        if dealer in self.players:
            self.dealer_box.setCurrentIndex(self.players.index(dealer))
        if kind == "contract":
            soloist = str(record.get("soloist", ""))
            if soloist in self.players:
                self.soloist_box.setCurrentIndex(self.players.index(soloist))
            level, strain = split_contract(str(record.get("contract", "6S")))
            self.level_spin.setValue(level)
            self.strain_box.set_strain(strain)
            bid = record.get("bid")
            if bid and bid != record.get("contract"):
                bid_level, bid_strain = split_contract(str(bid))
                self.bid_level.setValue(bid_level)
                self.bid_strain.set_strain(bid_strain)
            else:
                self._bid_touched = False
                self._sync_bid()
            self.tricks_spin.setValue(int(record.get("tricks", 0)))
            self.honours_spin.setValue(int(record.get("honours", UNCHOSEN)))
        elif kind == "all-pass":
            self.grid_frame.load_all_pass_tricks(record.get("tricks", {}))
        self.grid_frame.load_premiums(record)
        faults = record.get("faults", []) or []
        self.exchange_check.setChecked(any(f.get("kind") == "exchange" for f in faults))
        self._kind_changed()
        self.deal_cards.load(record)
