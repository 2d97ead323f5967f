"""The card picker: the hands of one deal, typed ("AS KS QS…", any notation of
:mod:`rules.cards`) or clicked on a 4×13 grid a hand (issue 18).

The picker knows nothing of any game. A game's adapter (``desktop/games/<game>/
from_cards.py``) gives it the hands (:class:`HandSlot`) and a ``solve`` function that
asks ``rules/`` what the cards give; a refusal (:class:`RuleViolation`) is shown beside
the hand it names, in the UI language, and what was typed stays. A card another hand
already holds (as often as the packs in play hold it) is greyed on the grid and cannot
be clicked; a talon's grid offers only the cards of the hand it came into.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Generic, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from desktop.widgets.violations import violation_line
from rules.cards import FULL_PACK, RANKS, Card, Suit, parse_card, split_cards
from rules.errors import RuleViolation

Result = TypeVar("Result")

GRID_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The grid's rows: black and red suits alternating, so that a row is told at a glance."""
RED = "#b00020"
"""Hearts and diamonds on the grid."""
BUTTON_STYLE = (
    "QToolButton { color: COLOUR; background: white; border: 1px solid #9a9a9a;"
    " border-radius: 3px; padding: 3px; }"
    " QToolButton:checked { color: white; background: #2f6fb5; border-color: #1d4f86; }"
    " QToolButton:disabled { color: #c4c4c4; background: #ececec; border-color: #dadada; }"
)
"""A card: its suit's colour on white; in this hand: white on blue; held by another hand:
faint grey, so that what can still be clicked stands out."""


@dataclass(frozen=True, slots=True)
class HandSlot:
    """One hand the picker asks for."""

    key: str
    """How the adapter names it (``"Anna"``, ``"talon.Anna"``, ``"Anna.melded"``)."""
    title: str
    """What the picker shows beside it, translated."""
    where: str
    """Whom a refusal of these cards names (``RuleViolation.where``): the player."""
    field: str
    """The request field a refusal of these cards names (``hands``, ``talon``…)."""
    within: str | None = None
    """The key of the hand these cards must come from (a talon's: its player's hand);
    such a slot does not take cards from the others."""


def signs(cards: Sequence[object]) -> str:
    """Cards written in the session file's spelling (``10H``), shown with their suit
    signs (``10♥``), space apart."""
    shown = []
    for text in cards:
        card = parse_card(str(text))
        shown.append(card.sign if card is not None else str(text))
    return " ".join(shown)


def slot_words(text: str) -> list[str]:
    """The card words typed in a slot."""
    return split_cards(text)


def typed_cards(text: str) -> list[Card]:
    """The cards among the words typed (a word that is no card is left for the rules to
    refuse on OK)."""
    return [card for card in map(parse_card, slot_words(text)) if card is not None]


class CardGrid(QWidget):
    """4×13 buttons, a card each; checked: in this hand; disabled: held elsewhere."""

    def __init__(self, on_click: Callable[[Card], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(2)
        self.buttons: dict[Card, QToolButton] = {}
        for row, suit in enumerate(GRID_SUITS):
            for column, rank in enumerate(RANKS):
                card = Card(rank, suit)
                button = QToolButton(self)
                button.setText(card.sign)
                button.setCheckable(True)
                button.setObjectName(f"card-{card}")
                button.setMinimumWidth(36)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                colour = RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else "black"
                button.setStyleSheet(BUTTON_STYLE.replace("COLOUR", colour))
                button.clicked.connect(lambda _checked=False, c=card: on_click(c))
                grid.addWidget(button, row, column)
                self.buttons[card] = button

    def show_state(self, held: set[Card], offered: set[Card]) -> None:
        """Check the ``held`` cards; only ``offered`` (and held) ones can be clicked."""
        for card, button in self.buttons.items():
            button.setChecked(card in held)
            button.setEnabled(card in held or card in offered)


class _FocusWatch(QObject):
    """Selects a slot when its text field gets the keyboard."""

    def __init__(self, select: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._select = select

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self._select()
        return False


class CardPicker(QDialog, Generic[Result]):
    """The hands of a deal; OK asks ``solve`` and closes only if the rules accept."""

    def __init__(
        self,
        title: str,
        intro: str,
        slots: Sequence[HandSlot],
        solve: Callable[[Mapping[str, list[str]], str | None], Result],
        *,
        packs: int = 1,
        chooser: tuple[str, Sequence[str], str | None] | None = None,
        typed: Mapping[str, str] | None = None,
        locate: Callable[[RuleViolation, str | None], str | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.slots = {slot.key: slot for slot in slots}
        self._solve = solve
        self._locate = locate
        self.packs = packs
        self.result_value: Result | None = None
        layout = QVBoxLayout(self)
        intro_label = QLabel(intro, self)
        intro_label.setWordWrap(True)
        layout.addWidget(intro_label)
        self.chooser: QComboBox | None = None
        if chooser is not None:
            label, choices, current = chooser
            row = QHBoxLayout()
            row.addWidget(QLabel(label, self))
            self.chooser = QComboBox(self)
            self.chooser.setObjectName("chooser")
            self.chooser.addItems(list(choices))
            if current is not None and current in choices:
                self.chooser.setCurrentText(current)
            row.addWidget(self.chooser)
            row.addStretch(1)
            layout.addLayout(row)
        fields = QGridLayout()
        self.edits: dict[str, QLineEdit] = {}
        self.radios: dict[str, QRadioButton] = {}
        self.counts: dict[str, QLabel] = {}
        self.refusals: dict[str, ViolationLabel] = {}
        self.grids = QStackedWidget(self)
        self._grid_of: dict[str, CardGrid] = {}
        for row_number, slot in enumerate(slots):
            radio = QRadioButton(slot.title, self)
            # Tab goes from hand to hand; the keyboard in a hand's field selects it.
            radio.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            edit = QLineEdit(self)
            edit.setObjectName(f"hand-{slot.key}")
            edit.setPlaceholderText(self.tr("e.g. AS KS QS 10H 2C"))
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("10♠ " * 14))
            edit.installEventFilter(_FocusWatch(partial(self.select, slot.key), edit))
            edit.textChanged.connect(self._refresh)
            # Typing in a hand shows its grid too (a field may take keys unfocused).
            edit.textEdited.connect(partial(self._typed_in, slot.key))
            radio.toggled.connect(partial(self._radio_toggled, slot.key))
            count = QLabel(self)
            refusal = ViolationLabel(self)
            refusal.setObjectName(f"refusal-{slot.key}")
            grid = CardGrid(partial(self.toggle, slot.key), self.grids)
            self.grids.addWidget(grid)
            # The refusal goes under its hand, as wide as the field: it names a card.
            fields.addWidget(radio, 2 * row_number, 0)
            fields.addWidget(edit, 2 * row_number, 1)
            fields.addWidget(count, 2 * row_number, 2)
            fields.addWidget(refusal, 2 * row_number + 1, 1, 1, 2)
            self.edits[slot.key] = edit
            self.radios[slot.key] = radio
            self.counts[slot.key] = count
            self.refusals[slot.key] = refusal
            self._grid_of[slot.key] = grid
        fields.setColumnStretch(1, 1)
        fields.setVerticalSpacing(2)
        layout.addLayout(fields)
        layout.addWidget(self.grids)
        self.general = ViolationLabel(self)
        self.general.setObjectName("refusal-general")
        layout.addWidget(self.general)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.current = slots[0].key
        for key, text in (typed or {}).items():
            if key in self.edits:
                self.edits[key].setText(text)
        self.radios[self.current].setChecked(True)
        self._refresh()

    # ---- the hands ---------------------------------------------------------------

    def select(self, key: str) -> None:
        """Show hand ``key``'s grid: clicks go to it."""
        self.current = key
        if not self.radios[key].isChecked():
            self.radios[key].setChecked(True)
        self.grids.setCurrentWidget(self._grid_of[key])
        self._refresh()

    def _typed_in(self, key: str, _text: str) -> None:
        if key != self.current:
            self.select(key)

    def _radio_toggled(self, key: str, on: bool) -> None:
        if on:
            self.select(key)

    def grid(self, key: str) -> CardGrid:
        """Hand ``key``'s grid."""
        return self._grid_of[key]

    def held(self, key: str) -> list[Card]:
        """The cards typed in hand ``key`` that are cards."""
        return typed_cards(self.edits[key].text())

    def offered(self, key: str) -> set[Card]:
        """The cards hand ``key`` may still take: a talon's from its hand, else those the
        other hands do not already hold as often as the packs do."""
        slot = self.slots[key]
        if slot.within is not None:
            return set(self.held(slot.within))
        counts: dict[Card, int] = {}
        for other, other_slot in self.slots.items():
            if other != key and other_slot.within is None:
                for card in self.held(other):
                    counts[card] = counts.get(card, 0) + 1
        return {card for card in FULL_PACK if counts.get(card, 0) < self.packs}

    def toggle(self, key: str, card: Card) -> None:
        """A click on ``card`` in hand ``key``'s grid: add it, or take it out."""
        edit = self.edits[key]
        words = slot_words(edit.text())
        kept = [word for word in words if parse_card(word) != card]
        if len(kept) == len(words):
            kept.append(str(card))
        edit.setText(" ".join(kept))

    def _refresh(self) -> None:
        for key, grid in self._grid_of.items():
            held = set(self.held(key))
            grid.show_state(held, self.offered(key))
            typed = len(slot_words(self.edits[key].text()))
            self.counts[key].setText(fill(self.tr("%1 cards"), typed))

    # ---- OK ----------------------------------------------------------------------

    def typed(self) -> dict[str, str]:
        """What is typed in each hand, as typed."""
        return {key: edit.text() for key, edit in self.edits.items()}

    def chosen(self) -> str | None:
        """The chooser's choice (gin: who knocked), if the picker has one."""
        return self.chooser.currentText() if self.chooser is not None else None

    def accept(self) -> None:
        """Ask the rules; on a refusal show it beside the hand it names and stay open."""
        for label in (*self.refusals.values(), self.general):
            label.clear_message()
        words = {key: slot_words(edit.text()) for key, edit in self.edits.items()}
        try:
            self.result_value = self._solve(words, self.chosen())
        except RuleViolation as refusal:
            self.show_refusal(refusal)
            return
        super().accept()

    def show_refusal(self, refusal: RuleViolation) -> None:
        """Show ``refusal`` beside the hand it names (the adapter's ``locate``, else the
        slot whose player and field it names), else under the hands."""
        located = self._locate(refusal, self.chosen()) if self._locate is not None else None
        if located is None:
            located = next(
                (
                    key
                    for key, slot in self.slots.items()
                    if refusal.where == slot.where and refusal.field == slot.field
                ),
                None,
            )
        if located not in self.slots:
            self.general.show_message(violation_line(refusal))
            return
        self.refusals[located].show_message(violation_line(refusal))
        self.select(located)
        self.edits[located].setFocus()
