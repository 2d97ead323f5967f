"""The Gin deal entry form: in Oklahoma the upcard first (its knock limit and any spade
doubling are shown before the counts are typed), then how the deal ended, who knocked or
went gin, and the two deadwood counts; under them, what the deal will score."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.gin.from_cards import KEYS as CARD_KEYS
from desktop.games.gin.from_cards import pick_cards
from desktop.sitting.controller import SittingController
from desktop.sitting.entry_keys import ChoiceKeys
from desktop.sitting.field_keys import other_layout
from desktop.sitting.parts import DealForm
from desktop.widgets.deal_cards import DealCards
from desktop.widgets.event_chain import chain_of
from desktop.widgets.field_lines import RefusalBeside
from desktop.widgets.name_widgets import shorten_name_button
from desktop.widgets.tables import text_field_width
from desktop.widgets.text_fill import fill
from rules.cards import Card
from rules.cards import parse_card as parse_any_card
from rules.errors import RuleViolation
from rules.gin.cards import parse_card
from rules.gin.hands import MAX_DEADWOOD
from rules.gin.results import GinFacts


def typed_card(text: str) -> Card | None:
    """The card ``text`` names in any notation of the table, or typed on the same keys
    in the other keyboard layout: the hint's "6H" typed with the Russian layout on is
    «6р», "10S" «10ы», and «6Ч» typed with the US one "6x" (issue 25: such an upcard
    stayed "not a card yet", and the knocker's initial and deadwood typed after it
    landed in it)."""
    card = parse_any_card(text)
    if card is not None:
        return card
    return parse_any_card("".join(other_layout(char) or char for char in text))


class _UpcardTab(QObject):
    """Tab in the upcard goes on to the knocker's row (``knocker``), past how the deal
    ended: a knock ends most deals."""

    events = frozenset({QEvent.Type.KeyPress})
    """The event types it reads (:mod:`desktop.widgets.event_chain`)."""

    def __init__(self, knocker: Callable[[], QWidget], parent: QObject) -> None:
        super().__init__(parent)
        self.knocker = knocker

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Tab
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.knocker().setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False


class GinForm(DealForm):
    """One gin deal."""

    sig_upcard_changed = Signal()
    """The upcard typed in the form changed (the knock limit shown follows it)."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        options = controller.session.options
        self.oklahoma = options.get("variant") == "oklahoma"
        self.hollywood = options.get("scoring") == "hollywood"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # First, as every input's change updates it.
        self.preview_label = QLabel(self)
        self._quiet = False
        """While :meth:`load` or :meth:`reset` sets field after field: one preview at
        the end, not one check of the engine per field."""
        self.upcard_edit = QLineEdit(self)
        self.upcard_edit.setPlaceholderText(self.tr("e.g. 6H, 10S, QD"))
        # As wide as its hint in the UI language, and no wider: a card is three signs.
        self.upcard_edit.setFixedWidth(text_field_width(self.upcard_edit))
        self.terms_label = QLabel(self)
        self.terms_label.setStyleSheet("font-weight: bold;")
        self.upcard_edit.textChanged.connect(self._upcard_changed)
        # A whole card typed (its suit comes last) moves on to the knocker, as does Tab:
        # a knock ends most deals, so the outcome row is only reached by Shift+Tab or
        # its letter (issue 25: an Oklahoma knock in 8 keys with its upcard).
        self.upcard_edit.textEdited.connect(self._upcard_typed)
        chain_of(self.upcard_edit).add(_UpcardTab(self.first_player_button, self))

        self.type_group = QButtonGroup(self)
        self.type_buttons, type_row = self._radio_row(
            self.type_group,
            (("knock", self.tr("Knock")), ("gin", self.tr("Gin")), ("dead", self.tr("Dead hand"))),
            "type",
            self._type_changed,
        )
        self.player_group = QButtonGroup(self)
        self.player_buttons, player_row = self._radio_row(
            self.player_group, ((p, p) for p in self.players), "player", self._update_preview
        )
        for player, button in self.player_buttons.items():
            shorten_name_button(button, player)
        self.deadwood_spin = self._deadwood_spin()
        self.opponent_spin = self._deadwood_spin()

        # Each row: its title (the underlined letter puts the keyboard on the row's
        # field, none a menu's letter), what it holds, the field its refusals name.
        rows: list[tuple[str, QWidget | QLayout, QWidget, str]] = []
        if self.oklahoma:
            upcard_row = QHBoxLayout()
            upcard_row.addWidget(self.upcard_edit)
            upcard_row.addWidget(self.terms_label)
            upcard_row.addStretch(1)
            rows.append((self.tr("&Upcard:"), upcard_row, self.upcard_edit, "upcard"))
        else:
            self.upcard_edit.hide()
            self.terms_label.hide()
        first_type = self.type_buttons["knock"]
        first_player = self.player_buttons[self.players[0]]
        rows += [
            (self.tr("The deal e&nded with:"), type_row, first_type, "type"),
            (self.tr("&Who knocked or went gin:"), player_row, first_player, "player"),
            (self.tr("The &knocker's deadwood:"), self.deadwood_spin, self.deadwood_spin,
             "deadwood"),
            (self.tr("The &opponent's deadwood:"), self.opponent_spin, self.opponent_spin,
             "opponent_deadwood"),
        ]  # fmt: skip
        grid = QGridLayout()
        # A row's refusal beside its field, or on the (else empty) grid row under it.
        self.refusal_places: list[RefusalBeside] = []
        for line, (title, item, buddy, field) in enumerate(rows):
            row = 2 * line
            label = QLabel(title, self)
            label.setBuddy(buddy)
            grid.addWidget(label, row, 0)
            if isinstance(item, QLayout):
                grid.addLayout(item, row, 1)
            else:
                grid.addWidget(item, row, 1)
            place = RefusalBeside(grid, self.field_violation(field), row, 2)
            self.refusal_places.append(place)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.deal_cards = DealCards(self, self.fields_record, CARD_KEYS, lambda: pick_cards(self))
        layout.addLayout(self.deal_cards.row)
        layout.addWidget(self.preview_label)
        for spin in (self.deadwood_spin, self.opponent_spin):
            spin.valueChanged.connect(self._update_preview)
        self.deal_cards.watch()
        # The keyboard chooses in the rows: the arrows move and choose, an initial
        # chooses and moves on (the knocker's initial to his deadwood).
        self.type_keys = ChoiceKeys(list(self.type_buttons.values()), self._after_type, self)
        self.player_keys = ChoiceKeys(list(self.player_buttons.values()), self._after_player, self)

    def _after_type(self) -> None:
        if self.kind() != "dead":
            self.first_player_button().setFocus(Qt.FocusReason.TabFocusReason)

    def _after_player(self) -> None:
        target = self.deadwood_spin if self.deadwood_spin.isEnabled() else self.opponent_spin
        target.setFocus(Qt.FocusReason.TabFocusReason)

    def first_player_button(self) -> QRadioButton:
        """The knocker's row's button the keyboard goes to: the chosen one, else the
        first (an unchosen row is never entered on a button remembered from before)."""
        chosen = self.player_group.checkedButton()
        if isinstance(chosen, QRadioButton):
            return chosen
        return self.player_buttons[self.players[0]]

    def _radio_row(
        self,
        group: QButtonGroup,
        choices: Iterable[tuple[str, str]],
        name: str,
        toggled: Callable[[], None],
    ) -> tuple[dict[str, QRadioButton], QHBoxLayout]:
        """One radio button a ``(key, text)`` choice, in ``group``, side by side."""
        buttons: dict[str, QRadioButton] = {}
        row = QHBoxLayout()
        for key, text in choices:
            button = QRadioButton(text, self)
            button.setObjectName(f"{name}-{key}")
            group.addButton(button)
            buttons[key] = button
            row.addWidget(button)
            button.toggled.connect(toggled)
        row.addStretch(1)
        return buttons, row

    def _deadwood_spin(self) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(0, MAX_DEADWOOD)
        # A count of up to three digits; across the whole form it would look like text.
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return spin

    def first_field(self) -> QWidget:
        # In Oklahoma the upcard first, as it sets the knock limit; else the knocker
        # (a deal ends with a knock unless Shift+Tab or Alt+N says otherwise; a knock
        # with no deadwood is gin, gin-family.md), so a knock is "A 5 Tab 20 Return".
        return self.upcard_edit if self.oklahoma else self.first_player_button()

    def kind(self) -> str:
        """The deal type chosen: ``knock``, ``gin`` or ``dead``."""
        for kind, button in self.type_buttons.items():
            if button.isChecked():
                return kind
        return "knock"

    def upcard(self) -> str | None:
        """The upcard as the session file writes it (``6H``), ``None`` while empty.

        Any notation of the table is read as the player means it (lower case, suit signs,
        Russian ranks and suits: :func:`rules.cards.parse_card`); anything else is passed
        on as typed, for the engine to refuse beside the field.
        """
        text = self.upcard_edit.text().strip()
        card = typed_card(text)
        if card is not None:
            return str(card)
        return text.upper().replace(" ", "") or None

    def player(self) -> str | None:
        """Who knocked or went gin, if chosen."""
        for player, button in self.player_buttons.items():
            if button.isChecked():
                return player
        return None

    def _upcard_typed(self, text: str) -> None:
        if typed_card(text) is not None and self.upcard_edit.hasFocus():
            self.first_player_button().setFocus(Qt.FocusReason.TabFocusReason)

    def _upcard_changed(self) -> None:
        card = parse_card(self.upcard() or "")
        if card is None:
            self.terms_label.setText(
                self.tr("Type the upcard first: it sets the knock limit.")
                if not self.upcard_edit.text().strip()
                else self.tr("Not a card yet: rank and suit, e.g. 6H.")
            )
        else:
            text = (
                self.tr("Knock limit %1; a spade: the deal counts double!")
                if card.doubles
                else self.tr("Knock limit %1; not doubled.")
            )
            self.terms_label.setText(fill(text, card.knock_limit))
        self.sig_upcard_changed.emit()
        self._update_preview()

    def _type_changed(self) -> None:
        kind = self.kind()
        for button in self.player_buttons.values():
            button.setEnabled(kind != "dead")
        self.deadwood_spin.setEnabled(kind == "knock")
        self.opponent_spin.setEnabled(kind != "dead")
        if kind == "gin":
            self.deadwood_spin.setValue(0)
        self._update_preview()

    def record(self) -> dict[str, Any]:
        return self.deal_cards.attach(self.fields_record())

    def fields_record(self) -> dict[str, Any]:
        """The record the fields hold, without the cards behind it."""
        kind = self.kind()
        record: dict[str, Any] = {"type": kind}
        if kind != "dead":
            player = self.player()
            if player is not None:
                record["player"] = player
            if kind == "knock":
                record["deadwood"] = self.deadwood_spin.value()
            record["opponent_deadwood"] = self.opponent_spin.value()
        upcard = self.upcard()
        if self.oklahoma and upcard is not None:
            record["upcard"] = upcard
        return record

    def load(self, record: Mapping[str, Any]) -> None:
        self._quiet = True
        try:
            self._load_fields(record)
        finally:
            self._quiet = False
        self._update_preview()

    def _load_fields(self, record: Mapping[str, Any]) -> None:
        self.upcard_edit.setText(str(record.get("upcard", "")))
        self.type_buttons.get(str(record.get("type")), self.type_buttons["knock"]).setChecked(True)
        player = record.get("player")
        if player in self.player_buttons:
            self.player_buttons[player].setChecked(True)
        self.deadwood_spin.setValue(int(record.get("deadwood", 0)))
        self.opponent_spin.setValue(int(record.get("opponent_deadwood", 0)))
        self._type_changed()
        self.deal_cards.load(record)

    def reset(self) -> None:
        self._quiet = True
        try:
            self._clear_fields()
        finally:
            self._quiet = False
        self._update_preview()

    def _clear_fields(self) -> None:
        self.upcard_edit.clear()
        self.player_group.setExclusive(False)
        for button in self.player_buttons.values():
            button.setChecked(False)
        self.player_group.setExclusive(True)
        self.type_buttons["knock"].setChecked(True)
        self.deadwood_spin.setValue(0)
        self.opponent_spin.setValue(0)
        self._upcard_changed()
        self._type_changed()
        self.deal_cards.clear()

    def _update_preview(self) -> None:
        if self._quiet:
            return
        record = self.record()
        number = self.editing
        try:
            # The store's scoring keeps this sheet: the Enter that follows steps nothing.
            scored = self.controller.checked_sheet(record, number)
        except RuleViolation:
            self.preview_label.setText("")
            return
        deal = scored.deals[len(self.controller.session.deals) if number is None else number - 1]
        facts = deal.facts_as(GinFacts)
        winner = facts.hand_winner
        self.preview_label.setText(
            self.tr("This deal scores nothing.")
            if winner is None
            else fill(self.tr("This deal: %1 scores %2."), winner, facts.hand_points)
        )
