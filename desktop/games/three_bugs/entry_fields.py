"""The fields of the Three Bugs form that read more than a number: the strain chooser
that takes a letter, a Russian initial, a suit symbol or 1..5; the crowns typed as a
suit and a length (``♥4 S3``); one player's row of the per-player grid; and the player
and level choosers that move the keyboard on."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from desktop.games.three_bugs.words import FAULT_KINDS, STRAINS, SUIT_SYMBOLS, strain_text
from desktop.games.three_bugs.words import tr as tb_tr
from desktop.sitting.field_keys import other_layout
from desktop.widgets.name_widgets import NameCombo, name_label
from rules.cards import parse_suit

_STRAIN_EXTRA: dict[str, str] = {
    # Beyond the suits every card field reads (rules.cards.parse_suit: S C D H, the
    # symbols, П Т Б Ч): no trumps (N, Н for "без козырей"), К for "крести", and 1..5
    # low to high.
    "N": "NT", "Н": "NT", "К": "C",
    "1": "S", "2": "C", "3": "D", "4": "H", "5": "NT",
}  # fmt: skip


def _in_either_layout(text: str, read: Callable[[str], str | None]) -> str | None:
    """What ``read`` makes of a key's ``text``, or else of the text the same key types
    in the other keyboard layout: the hint's "7h" typed with the Russian layout on is
    «7р» (typed at the table, issue 25: «р» named no strain, the level took the tricks
    typed after it, 77, and every later field was off by one). A letter that names a
    strain as typed keeps that meaning (Т is clubs, not the N key's no trumps)."""
    found = read(text)
    if found is not None:
        return found
    other = other_layout(text.strip())
    return read(other) if other else None


def _strain_as_typed(text: str) -> str | None:
    suit = parse_suit(text) if text.strip() else None
    if suit is not None:
        return str(suit)
    return _STRAIN_EXTRA.get(text.strip().upper())


def _crown_suit_as_typed(text: str) -> str | None:
    suit = parse_suit(text) if text.strip() else None
    if suit is not None:
        return str(suit)
    return "C" if text.strip().upper() == "К" else None


def strain_key(text: str) -> str | None:
    """The strain a key names (``S C D H NT``) in either keyboard layout, or ``None``."""
    return _in_either_layout(text, _strain_as_typed)


def crown_suit(text: str) -> str | None:
    """The suit a crown's letter names (``S C D H``) in either keyboard layout, or
    ``None``."""
    return _in_either_layout(text, _crown_suit_as_typed)


_CROWN_TOKEN = re.compile(r"^(?:([^\d\s])(\d+)|(\d+)([^\d\s]))$")


class CrownSyntaxError(ValueError):
    """The crowns field could not be read."""


def parse_crowns(text: str) -> list[tuple[str, int]]:
    """``"♥4 S3"`` → ``[("H", 4), ("S", 3)]``; a suit and a length in either order."""
    crowns: list[tuple[str, int]] = []
    for token in re.split(r"[\s,;]+", text.strip()):
        if not token:
            continue
        match = _CROWN_TOKEN.match(token)
        if not match:
            raise CrownSyntaxError(token)
        letter = (match.group(1) or match.group(4)).upper()
        length = int(match.group(2) or match.group(3))
        suit = crown_suit(letter)
        if suit is None:
            raise CrownSyntaxError(token)
        crowns.append((suit, length))
    return crowns


def crowns_text(crowns: list[tuple[str, int]]) -> str:
    """The crowns as the field shows them: ``♥4 ♠3``."""
    return " ".join(f"{SUIT_SYMBOLS[suit]}{length}" for suit, length in crowns)


class StrainBox(QComboBox):
    """A strain chooser that takes a letter, a Russian initial, a symbol or 1..5."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for strain in STRAINS:
            self.addItem(strain_text(strain), strain)

    def strain(self) -> str:
        """The chosen strain (``S C D H NT``)."""
        return str(self.currentData())

    def set_strain(self, strain: str) -> None:
        """Choose ``strain``."""
        self.setCurrentIndex(max(0, STRAINS.index(strain) if strain in STRAINS else 0))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        strain = strain_key(event.text())
        if strain is not None:
            self.set_strain(strain)
            event.accept()
            return
        super().keyPressEvent(event)


class PlayerRow:
    """One player's widgets in the per-player grid."""

    def __init__(self, player: str, parent: QWidget) -> None:
        self.player = player
        self.name = name_label(player, parent)
        self.tricks = QSpinBox(parent)
        self.tricks.setRange(0, 13)
        self.tricks.setObjectName(f"allpass_tricks:{player}")
        self.crowns = QLineEdit(parent)
        self.crowns.setObjectName(f"crowns:{player}")
        self.crowns.setPlaceholderText("♥4 ♠3")
        self.crowns.setMaximumWidth(110)
        self.aces = QComboBox(parent)
        self.aces.setObjectName(f"aces:{player}")
        self.aces.addItem("—", 0)
        self.aces.addItem("3", 3)
        self.aces.addItem("4", 4)
        self.amurchik = QCheckBox(parent)
        self.amurchik.setObjectName(f"amurchik:{player}")
        self.fault = QComboBox(parent)
        self.fault.setObjectName(f"fault:{player}")
        self.fault.addItem("—", "")
        for kind, source in FAULT_KINDS.items():
            self.fault.addItem(tb_tr(source), kind)
        self.fault_count = QSpinBox(parent)
        self.fault_count.setObjectName(f"fault_count:{player}")
        self.fault_count.setRange(1, 9)
        self.fault_count.setPrefix("×")
        self.fault_count.setEnabled(False)
        self.fault.currentIndexChanged.connect(
            lambda _i: self.fault_count.setEnabled(bool(self.fault.currentData()))
        )

    def clear(self) -> None:
        """Back to nothing claimed."""
        self.tricks.setValue(0)
        self.crowns.clear()
        self.aces.setCurrentIndex(0)
        self.amurchik.setChecked(False)
        self.fault.setCurrentIndex(0)
        self.fault_count.setValue(1)


class PlayerBox(NameCombo):
    """A player chooser that starts unchosen (``—``) and is chosen by typing: the
    letters typed since the field took the keyboard choose the first player whose name
    starts with them, and once only one name does, the keyboard moves on to the next
    field (``А`` for Аня alone; ``Ан`` when Аня sits with Артём)."""

    def __init__(self, players: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItems(list(players))
        self.setPlaceholderText("—")
        self.setCurrentIndex(-1)
        self._typed = ""
        self.move_on: Callable[[QWidget], None] | None = None
        """Moves the keyboard past this field once a name is chosen (set by the form);
        ``None``: the keyboard stays (the dealer)."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._typed = ""
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        typed = event.text()
        if (
            typed.strip()
            and typed.isalpha()
            and not event.modifiers()
            & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            names = [self.itemText(i) for i in range(self.count())]
            prefix = (self._typed + typed).casefold()
            matches = [i for i, name in enumerate(names) if name.casefold().startswith(prefix)]
            if not matches:
                # A new start: the letter alone.
                prefix = typed.casefold()
                matches = [i for i, n in enumerate(names) if n.casefold().startswith(prefix)]
            if matches:
                self._typed = prefix
                self.setCurrentIndex(matches[0])
                if self.move_on is not None and len(matches) == 1:
                    self.move_on(self)
            event.accept()
            return
        super().keyPressEvent(event)


class LevelSpin(QSpinBox):
    """A contract's level that also takes the strain: ``7`` then ``h`` (or ``ч``, ``♥``)
    sets 7♥ and moves the keyboard past the strain field, so a contract is typed as the
    table says it."""

    def __init__(self, strain: StrainBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.strain_box = strain
        self.move_on: Callable[[QWidget], None] | None = None
        """Moves the keyboard past the strain field (set by the form)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        strain = strain_key(text) if text and not text.isdigit() else None
        if strain is not None:
            self.interpretText()
            self.strain_box.set_strain(strain)
            event.accept()
            if self.move_on is not None:
                # Past the strain field, which now holds the strain.
                self.move_on(self.strain_box)
            return
        super().keyPressEvent(event)
