"""A form's link to the cards behind its deal: "From the cards…", and what happens to the
cards when a field they gave is changed by hand (issue 18).

The form's fields are filled from what ``rules/`` worked out from the cards; the cards go
with the deal's record as ``"cards"`` (saved, exported and imported with it). While the
fields the cards gave (:attr:`DealCards.keys`) still hold what the cards gave, the
record carries the cards.

[Ruling] A field the cards gave, changed by hand, drops the cards rather than refusing
the deal: the numbers on the sheet are what the players agree on, a hand correction
means they overrule the cards (a card picked wrong), and refusing would make them pick
all the cards again to correct one count. The form says so at once, beside the action
("the cards were dropped: …"), before the deal is entered, and "From the cards…" offers
the dropped cards again, as typed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.sitting.parts import UnreadableInput
from desktop.widgets.card_picker import CardPicker
from rules.recorded_cards import CARDS_KEY


class DealCards(QObject):
    """The cards behind the deal in a form, and the form's "From the cards…" button.

    ``fields`` reads the form's record without the cards; ``keys`` are the record keys
    the cards decide; ``open_picker`` shows the picker and fills the form (it calls
    :meth:`filled` when it did).
    """

    def __init__(
        self,
        form: QWidget,
        fields: Callable[[], dict[str, Any]],
        keys: Sequence[str],
        open_picker: Callable[[], None],
    ) -> None:
        super().__init__(form)
        self._form = form
        self._fields = fields
        self.keys = tuple(keys)
        self.cards: dict[str, Any] | None = None
        """The cards the deal carries, in the session file's shape; ``None``: none."""
        self.typed: dict[str, str] = {}
        """What was typed in the picker last (offered again when it reopens)."""
        self._given: dict[str, Any] | None = None
        self._quiet = False
        self.picker: CardPicker[Any] | None = None
        """The picker last opened (tests reach it here)."""
        self.button = QPushButton(self.tr("From the cards…"), form)
        self.button.setObjectName("fromCards")
        self.button.setToolTip(
            self.tr("Type or click every hand; the fields are filled from what the cards hold")
        )
        self.button.clicked.connect(open_picker)
        self.note = QLabel(form)
        self.note.setObjectName("cardsNote")
        self.note.setWordWrap(True)
        self.row = QHBoxLayout()
        self.row.addWidget(self.button)
        self.row.addWidget(self.note, 1)

    def watch(self) -> None:
        """Listen to every input of the form (call once its fields are built): a field
        changed by hand drops the cards."""
        for spin in self._form.findChildren(QSpinBox):
            spin.valueChanged.connect(self._check)
        for edit in self._form.findChildren(QLineEdit):
            if not isinstance(edit.parent(), QSpinBox):
                edit.textChanged.connect(self._check)
        for box in self._form.findChildren(QComboBox):
            box.currentIndexChanged.connect(self._check)
        for button in self._form.findChildren(QAbstractButton):
            if button is not self.button:
                button.toggled.connect(self._check)

    def show_picker(self, picker: CardPicker[Any]) -> None:
        """Open ``picker`` over the form (window-modal). Cancelled, what was typed in it
        is kept for the next time it opens."""
        if self.picker is not None:
            self.picker.deleteLater()
        self.picker = picker
        picker.rejected.connect(lambda: self._keep_typed(picker))
        picker.open()

    def _keep_typed(self, picker: CardPicker[Any]) -> None:
        self.typed = picker.typed()

    def _given_now(self) -> dict[str, Any] | None:
        try:
            fields = self._fields()
        except UnreadableInput:
            return None
        return {key: fields.get(key) for key in self.keys}

    def filling(self) -> _Quiet:
        """A context in which the form's fields are set from the cards (not by hand)."""
        return _Quiet(self)

    def filled(self, cards: dict[str, Any], typed: Mapping[str, str]) -> None:
        """The form was just filled from ``cards``: the deal now carries them."""
        self.cards = cards
        self.typed = dict(typed)
        self._given = self._given_now()
        self.note.setText(self.tr("From the cards: the fields hold what the cards give."))

    def _check(self, *_args: object) -> None:
        if self._quiet or self.cards is None:
            return
        if self._given_now() != self._given:
            self.cards = None
            self._given = None
            self.note.setText(
                self.tr(
                    "The cards were dropped: a field they gave was changed by hand. "
                    "“From the cards…” offers them again."
                )
            )

    def attach(self, record: dict[str, Any]) -> dict[str, Any]:
        """``record`` with the cards, while the fields still hold what they gave."""
        if self.cards is not None:
            record[CARDS_KEY] = self.cards
        return record

    def load(self, record: Mapping[str, Any]) -> None:
        """A stored deal is in the form (the form has loaded its fields): its cards, if
        it has any, stay with it."""
        cards = record.get(CARDS_KEY)
        self.typed = {}
        if isinstance(cards, dict):
            self.cards = cards
            self._given = self._given_now()
            self.note.setText(self.tr("From the cards: the fields hold what the cards give."))
        else:
            self.clear()

    def clear(self) -> None:
        """An empty form (the next deal, or cleared): no cards, nothing typed."""
        self.typed = {}
        self.cards = None
        self._given = None
        self.note.setText("")


class _Quiet:
    def __init__(self, link: DealCards) -> None:
        self._link = link

    def __enter__(self) -> None:
        self._link._quiet = True

    def __exit__(self, *_exc: object) -> None:
        self._link._quiet = False
