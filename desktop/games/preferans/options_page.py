"""The Preferans page of the new-sitting dialog: a convention first, then every option
(preferans.md §3), each showing what the convention's preset says.

Choosing a convention refills every option from its preset; an option then changed is
marked (its title in bold, "preset: …" under it), so a table sees at a glance where it
plays its own house rule. The page does not check the options: the dialog hands them to
the engine, and its refusal comes back beside the option it names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, SignalInstance
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.widgets.options_widgets import GameOptionsPage
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from rules.ledger import JSON
from rules.preferans import ENTRY
from rules.preferans.options import MISERE, PRESETS, Convention

LEVEL_KEYS = ("6", "7", "8", "9", "10")
SPIN_LIMIT = 999_999
"""A bound only so the spin boxes have one (the engine allows up to 10⁶)."""

# The dictionaries hold what QT_TRANSLATE_NOOP returns (its source text, typed ``object``).
CONVENTION_WORDS: Mapping[str, object] = {
    "sochi": QT_TRANSLATE_NOOP("PreferansOptions", "Sochi (Сочинка)"),
    "leningrad": QT_TRANSLATE_NOOP("PreferansOptions", "Leningrad (Ленинградка, Питер)"),
    "rostov": QT_TRANSLATE_NOOP("PreferansOptions", "Rostov (Москва)"),
}

ENUM_WORDS: Mapping[str, Mapping[str, object]] = {
    "game_end": {
        "each": QT_TRANSLATE_NOOP("PreferansOptions", "when every pool is closed"),
        "total": QT_TRANSLATE_NOOP("PreferansOptions", "when the pools' sum reaches n × T"),
    },
    "consolation": {
        "all": QT_TRANSLATE_NOOP("PreferansOptions", "every defender"),
        "whisters": QT_TRANSLATE_NOOP("PreferansOptions", "the whisters only"),
        "none": QT_TRANSLATE_NOOP("PreferansOptions", "nobody"),
    },
    "whist_style": {
        "greedy": QT_TRANSLATE_NOOP("PreferansOptions", "greedy (жлобский)"),
        "gentleman": QT_TRANSLATE_NOOP("PreferansOptions", "gentleman (джентльменский)"),
    },
    "responsibility": {
        "full": QT_TRANSLATE_NOOP("PreferansOptions", "full: the value a trick"),
        "half": QT_TRANSLATE_NOOP("PreferansOptions", "half: half the value a trick"),
        "none": QT_TRANSLATE_NOOP("PreferansOptions", "none"),
    },
    "two_whisters": {
        "halves": QT_TRANSLATE_NOOP("PreferansOptions", "halves (the Kodex)"),
        "pair": QT_TRANSLATE_NOOP("PreferansOptions", "pair: a partner's surplus covers"),
        "personal": QT_TRANSLATE_NOOP("PreferansOptions", "personal quotas, always"),
        "deficit": QT_TRANSLATE_NOOP("PreferansOptions", "the deficit shared"),
    },
    "high_contract_liability": {
        "second": QT_TRANSLATE_NOOP("PreferansOptions", "the second whister"),
        "both": QT_TRANSLATE_NOOP("PreferansOptions", "both whisters"),
    },
    "lone_whister_tricks": {
        "all": QT_TRANSLATE_NOOP("PreferansOptions", "all the defence's tricks"),
        "own": QT_TRANSLATE_NOOP("PreferansOptions", "the whister's own tricks"),
        "by-light": QT_TRANSLATE_NOOP(
            "PreferansOptions", "all in the light, the whister's own in the dark"
        ),
    },
    "raspasy": {
        "gora": QT_TRANSLATE_NOOP("PreferansOptions", "on the mountain"),
        "whists": QT_TRANSLATE_NOOP("PreferansOptions", "as whists on the others"),
    },
    "raspasy_whists_basis": {
        "difference": QT_TRANSLATE_NOOP("PreferansOptions", "the difference from the fewest"),
        "tricks": QT_TRANSLATE_NOOP("PreferansOptions", "all the player's tricks"),
    },
    "raspasy_exit": {
        "whisted": QT_TRANSLATE_NOOP("PreferansOptions", "a whisted contract or a misère"),
        "played-whisted": QT_TRANSLATE_NOOP("PreferansOptions", "only a played, whisted contract"),
        "any": QT_TRANSLATE_NOOP("PreferansOptions", "any other deal"),
    },
    "overflow": {
        "help": QT_TRANSLATE_NOOP("PreferansOptions", "American help, then the write-off"),
        "write-off": QT_TRANSLATE_NOOP("PreferansOptions", "written off one's own mountain"),
    },
    "game_writes": {
        "pool": QT_TRANSLATE_NOOP("PreferansOptions", "in the pool"),
        "gora-first": QT_TRANSLATE_NOOP("PreferansOptions", "off one's own mountain first"),
    },
    "settlement_divisor": {
        "n": QT_TRANSLATE_NOOP("PreferansOptions", "÷ n, all the players"),
        "n-1": QT_TRANSLATE_NOOP("PreferansOptions", "÷ (n − 1)"),
    },
}
"""Each enum option's values in words (their order is the engine's enum's)."""

TITLES: Mapping[str, object] = {
    "pool_target": QT_TRANSLATE_NOOP("PreferansOptions", "Pulka length (each pool):"),
    "game_end": QT_TRANSLATE_NOOP("PreferansOptions", "The game ends:"),
    "values": QT_TRANSLATE_NOOP("PreferansOptions", "Values (6–10, misère):"),
    "obligations": QT_TRANSLATE_NOOP("PreferansOptions", "Whisters must take (6–10):"),
    "whist_multiplier": QT_TRANSLATE_NOOP("PreferansOptions", "Whist multiplier:"),
    "remiz_multiplier": QT_TRANSLATE_NOOP("PreferansOptions", "Mountain multiplier:"),
    "consolation": QT_TRANSLATE_NOOP("PreferansOptions", "Consolation written by:"),
    "dealer_consolation": QT_TRANSLATE_NOOP("PreferansOptions", "The dealer (4 players):"),
    "whist_style": QT_TRANSLATE_NOOP("PreferansOptions", "Whist:"),
    "responsibility": QT_TRANSLATE_NOOP("PreferansOptions", "Whister's responsibility:"),
    "two_whisters": QT_TRANSLATE_NOOP("PreferansOptions", "Two whisters answer by:"),
    "high_contract_liability": QT_TRANSLATE_NOOP(
        "PreferansOptions", "At 8–10 the odd trick is on:"
    ),
    "lone_whister_tricks": QT_TRANSLATE_NOOP("PreferansOptions", "A lone whister counts:"),
    "half_whist": QT_TRANSLATE_NOOP("PreferansOptions", "Half-whist at:"),
    "talon_prize": QT_TRANSLATE_NOOP("PreferansOptions", "Talon prize:"),
    "raspasy": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy tricks go:"),
    "raspasy_trick_value": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy: a trick costs:"),
    "raspasy_whist_value": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy: whists a trick:"),
    "raspasy_whists_basis": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy whists count:"),
    "raspasy_progression": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy progression:"),
    "raspasy_amnesty": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy amnesty:"),
    "raspasy_zero_prize": QT_TRANSLATE_NOOP("PreferansOptions", "No tricks on raspasy:"),
    "raspasy_exit": QT_TRANSLATE_NOOP("PreferansOptions", "Raspasy end at:"),
    "raspasy_dealer_talon": QT_TRANSLATE_NOOP(
        "PreferansOptions", "The dealer takes the talon (4):"
    ),
    "overflow": QT_TRANSLATE_NOOP("PreferansOptions", "Beyond a closed pool:"),
    "help_whists": QT_TRANSLATE_NOOP("PreferansOptions", "Whists a point of help:"),
    "game_writes": QT_TRANSLATE_NOOP("PreferansOptions", "A made game goes:"),
    "pool_unit": QT_TRANSLATE_NOOP("PreferansOptions", "Whists a pool point:"),
    "gora_unit": QT_TRANSLATE_NOOP("PreferansOptions", "Whists a mountain point:"),
    "settlement_divisor": QT_TRANSLATE_NOOP("PreferansOptions", "Mountain whists divided:"),
}
"""Every option's title, in the order the page shows them (the session file's)."""


def words(text: object) -> str:
    """``text`` (a source text of this page's context) in the UI language."""
    return QCoreApplication.translate("PreferansOptions", str(text))


Hear = Callable[[Callable[[], None]], None]
"""Connects a slot to every change of an option's input."""


def hearing(signal: SignalInstance) -> Hear:
    """A :data:`Hear` for ``signal`` (whatever it carries, the slot takes nothing)."""

    def hear(slot: Callable[[], None]) -> None:
        signal.connect(lambda *_args: slot())

    return hear


@dataclass
class _Field:
    """One option's input: how to read it and set it, the label marking it changed."""

    read: Callable[[], JSON]
    write: Callable[[JSON], None]
    title: QLabel
    preset_label: QLabel
    on_change: Callable[[Callable[[], None]], None]


class PreferansOptionsPage(GameOptionsPage):
    """The Preferans settings of a new sitting: the convention, then every option."""

    game = ENTRY.name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fields: dict[str, _Field] = {}
        self._refilling = False
        self.convention_combo = QComboBox(self)
        for convention in Convention:
            self.convention_combo.addItem(words(CONVENTION_WORDS[convention]), str(convention))
        self.add_row(self.tr("&Convention:"), "convention", self.convention_combo)
        inner = QWidget(self)
        self.options_form = QFormLayout(inner)
        # A long title puts its field under it rather than pushing it off the page.
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for key in TITLES:
            self._add_option(inner, key)
        self.options_scroll = QScrollArea(self)
        self.options_scroll.setWidgetResizable(True)
        # Tab goes through the options, not to the area around them (it follows them).
        self.options_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.options_scroll.setWidget(inner)
        self.form.addRow(self.options_scroll)
        self.finish(
            self.tr(
                "Choosing a convention fills in every option from its preset; an option "
                "changed from the preset is shown in bold, with the preset's value under "
                "it. The rulebook explains each one and its rulings."
            )
        )
        self.convention_combo.currentIndexChanged.connect(self.refill)
        self.refill()

    # ---- building ----------------------------------------------------------------

    def _add_option(self, parent: QWidget, key: str) -> None:
        title = QLabel(words(TITLES[key]), parent)
        preset_label = QLabel(parent)
        preset_label.setEnabled(False)
        read, write, widget, on_change = self._input_for(key, parent)
        box = QWidget(parent)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        line = QHBoxLayout()
        line.addWidget(widget)
        line.addStretch(1)
        layout.addLayout(line)
        # Under the input, not beside it: the page stays narrow enough for the dialog.
        layout.addWidget(preset_label)
        layout.addWidget(self.violations.add(f"options.{key}", ViolationLabel(box)))
        title.setBuddy(widget)
        self.options_form.addRow(title, box)
        field = _Field(read, write, title, preset_label, on_change)
        self.fields[key] = field
        on_change(partial(self._mark, key))

    def _input_for(
        self, key: str, parent: QWidget
    ) -> tuple[
        Callable[[], JSON], Callable[[JSON], None], QWidget, Callable[[Callable[[], None]], None]
    ]:
        """The widget for option ``key``: how to read it, set it, and hear it change."""
        sample = PRESETS[Convention.SOCHI][key]
        if key in ENUM_WORDS:
            combo = QComboBox(parent)
            combo.setObjectName(f"option-{key}")
            for value, text in ENUM_WORDS[key].items():
                combo.addItem(words(text), value)
            return (
                lambda: combo.currentData(),
                lambda value: combo.setCurrentIndex(max(0, combo.findData(value))),
                combo,
                hearing(combo.currentIndexChanged),
            )
        if isinstance(sample, bool):
            check = QCheckBox(self.tr("yes"), parent)
            check.setObjectName(f"option-{key}")
            return (
                lambda: check.isChecked(),
                lambda value: check.setChecked(bool(value)),
                check,
                hearing(check.toggled),
            )
        if isinstance(sample, int):
            spin = self._spin(parent, key, 1)
            return (
                lambda: spin.value(),
                lambda value: spin.setValue(int(value)),
                spin,
                hearing(spin.valueChanged),
            )
        if key in ("values", "obligations"):
            keys = [*LEVEL_KEYS, MISERE] if key == "values" else list(LEVEL_KEYS)
            return self._table(parent, key, keys)
        if key == "half_whist":
            return self._levels(parent, key, (6, 7))
        if key == "raspasy_progression":
            return self._progression(parent, key)
        if key == "raspasy_zero_prize":
            return self._zero_prize(parent, key)
        raise KeyError(key)

    def _spin(self, parent: QWidget, name: str, low: int) -> QSpinBox:
        spin = QSpinBox(parent)
        spin.setObjectName(f"option-{name}")
        spin.setRange(low, SPIN_LIMIT)
        return spin

    def _table(
        self, parent: QWidget, key: str, keys: Sequence[str]
    ) -> tuple[
        Callable[[], JSON], Callable[[JSON], None], QWidget, Callable[[Callable[[], None]], None]
    ]:
        box = QWidget(parent)
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        spins: dict[str, QSpinBox] = {}
        # Three a line: six values side by side would not fit the dialog.
        for index, name in enumerate(keys):
            row, column = divmod(index, 3)
            label = QLabel(self.tr("misère") if name == MISERE else name, box)
            grid.addWidget(label, row, 2 * column)
            spins[name] = spin = self._spin(box, f"{key}-{name}", 0)
            spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            grid.addWidget(spin, row, 2 * column + 1)
        grid.setColumnStretch(6, 1)

        def write(value: JSON) -> None:
            for name, spin in spins.items():
                spin.setValue(int(value[name]))

        def hear(slot: Callable[[], None]) -> None:
            for spin in spins.values():
                spin.valueChanged.connect(lambda _v: slot())

        return lambda: {n: s.value() for n, s in spins.items()}, write, box, hear

    def _levels(
        self, parent: QWidget, key: str, levels: Sequence[int]
    ) -> tuple[
        Callable[[], JSON], Callable[[JSON], None], QWidget, Callable[[Callable[[], None]], None]
    ]:
        box = QWidget(parent)
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        checks = {level: QCheckBox(str(level), box) for level in levels}
        for level, check in checks.items():
            check.setObjectName(f"option-{key}-{level}")
            line.addWidget(check)

        def write(value: JSON) -> None:
            for level, check in checks.items():
                check.setChecked(level in value)

        def hear(slot: Callable[[], None]) -> None:
            for check in checks.values():
                check.toggled.connect(lambda _c: slot())

        return lambda: [lv for lv, c in checks.items() if c.isChecked()], write, box, hear

    def _progression(
        self, parent: QWidget, key: str
    ) -> tuple[
        Callable[[], JSON], Callable[[JSON], None], QWidget, Callable[[Callable[[], None]], None]
    ]:
        edit = QLineEdit(parent)
        edit.setObjectName(f"option-{key}")
        edit.setPlaceholderText(self.tr("e.g. 1 2 3"))

        def read() -> JSON:
            parts = edit.text().replace(",", " ").replace("-", " ").split()
            # Anything that is not a whole number goes to the engine as typed, to be
            # refused beside this field.
            return [int(p) if p.isdigit() else p for p in parts]

        return (
            read,
            lambda value: edit.setText(" ".join(str(v) for v in value)),
            edit,
            hearing(edit.textChanged),
        )

    def _zero_prize(
        self, parent: QWidget, key: str
    ) -> tuple[
        Callable[[], JSON], Callable[[JSON], None], QWidget, Callable[[Callable[[], None]], None]
    ]:
        box = QWidget(parent)
        line = QHBoxLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        combo = QComboBox(box)
        combo.setObjectName(f"option-{key}")
        combo.addItem(self.tr("the trick's price in the pool"), "price")
        combo.addItem(self.tr("points in the pool:"), "points")
        combo.addItem(self.tr("nothing"), "none")
        spin = self._spin(box, f"{key}-points", 0)
        line.addWidget(combo)
        line.addWidget(spin)
        combo.currentIndexChanged.connect(
            lambda _i: spin.setEnabled(combo.currentData() == "points")
        )

        def read() -> JSON:
            kind = combo.currentData()
            if kind == "points":
                return spin.value()
            return None if kind == "none" else "price"

        def write(value: JSON) -> None:
            kind = "none" if value is None else "price" if value == "price" else "points"
            combo.setCurrentIndex(combo.findData(kind))
            if kind == "points":
                spin.setValue(int(value))
            spin.setEnabled(kind == "points")

        def hear(slot: Callable[[], None]) -> None:
            combo.currentIndexChanged.connect(lambda _i: slot())
            spin.valueChanged.connect(lambda _v: slot())

        return read, write, box, hear

    # ---- the preset and the marks ------------------------------------------------

    def convention(self) -> Convention:
        """The convention chosen."""
        return Convention(self.convention_combo.currentData())

    def preset(self) -> Mapping[str, JSON]:
        """The chosen convention's value of every option."""
        return PRESETS[self.convention()]

    def refill(self) -> None:
        """Fill every option from the chosen convention's preset."""
        self._refilling = True
        try:
            for key, field in self.fields.items():
                field.write(self.preset()[key])
        finally:
            self._refilling = False
        for key in self.fields:
            self._mark(key)

    def changed(self) -> list[str]:
        """The options that differ from the preset, in the page's order."""
        preset = self.preset()
        return [key for key, field in self.fields.items() if not _same(field.read(), preset[key])]

    def _mark(self, key: str) -> None:
        if self._refilling:
            return
        field = self.fields[key]
        preset = self.preset()[key]
        changed = not _same(field.read(), preset)
        font = QFont(field.title.font())
        font.setBold(changed)
        field.title.setFont(font)
        field.preset_label.setText(
            fill(self.tr("changed; the preset: %1"), self.preset_words(key, preset))
            if changed
            else fill(self.tr("the preset: %1"), self.preset_words(key, preset))
        )

    def preset_words(self, key: str, value: JSON) -> str:
        """An option's value in words, as the page shows the preset's."""
        if key in ENUM_WORDS:
            return words(ENUM_WORDS[key].get(str(value), str(value)))
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, Mapping):
            return " ".join(str(v) for v in value.values())
        if isinstance(value, list):
            return "–".join(str(v) for v in value) if value else "—"
        if value is None:
            return self.tr("nothing")
        if value == "price":
            return self.tr("the trick's price")
        return str(value)

    def options(self) -> dict[str, Any]:
        """The convention and every option that differs from its preset (the engine
        fills the rest from the preset, and snapshots them all with the sitting)."""
        chosen: dict[str, Any] = {"convention": str(self.convention())}
        for key in self.changed():
            chosen[key] = self.fields[key].read()
        return chosen


def _same(typed: JSON, preset: JSON) -> bool:
    """Whether a typed value is the preset's (tables by key, level sets unordered)."""
    if isinstance(preset, Mapping) and isinstance(typed, Mapping):
        return {str(k): v for k, v in typed.items()} == {str(k): v for k, v in preset.items()}
    # Lists compare in order: the half-whist levels are read in the preset's order, and
    # a progression's order is its meaning.
    return bool(typed == preset)
