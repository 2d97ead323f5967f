"""The Preferans deal entry form, keyboard first (preferans.md §1, §4, §13).

A deal is typed as it is said at the table: "Боря, six spades; Вера whists, Аня whists;
seven, three". The keyboard starts each deal on the declarer (nobody chosen), and every
choice moves it on by itself:

- the declarer: a player's initial;
- the level: ``6``…``9``, ``0`` or ``1`` for 10;
- the strain: ``1``…``5`` up the ladder (♠ ♣ ♦ ♥ NT), or a letter in either layout;
- each defender's word: ``в``/``w`` whist, ``п``/``p`` pass, ``л``/``h`` half-whist;
- the tricks, when somebody whisted: the declarer's, Tab, the first defender's; the
  third player's are filled in (the three take 10).

So a made six with two whisters is ``Б 6 1 в в 7 Tab 3 Return`` (9 keys) and a passed-out
seven ``Б 7 1 п п Return`` (6). The kind of deal (contract, misère, raspasy, the
concession «без трёх», a correction) is a row before the declarer, one Shift+Tab away:
a misère is ``Shift+Tab м Б 0 Return`` (5), raspasy ``Shift+Tab р 0 Tab 4 Return`` (6).
The dealer is proposed by the rules (the next seat clockwise) and sits out with four.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.games.preferans.choice_row import ChoiceRow, show
from desktop.games.preferans.correction_fields import CorrectionFields
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealForm, UnreadableInput
from desktop.widgets.name_widgets import NameCombo, name_label, shorten_name_button
from desktop.widgets.short_names import short_name
from desktop.widgets.text_fill import fill

TRICKS_A_DEAL = 10
"""Every deal's ten tricks (preferans.md §4, §7.1)."""
LEVELS = ("6", "7", "8", "9", "10")
STRAINS = ("S", "C", "D", "H", "NT")
"""The ladder ♠ < ♣ < ♦ < ♥ < NT (§3), as the session file writes the strains (§13)."""
STRAIN_SIGNS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}


class PreferansForm(DealForm):
    """One Preferans deal: its kind, the declarer and his contract, the defenders'
    words, the tricks, or a correction's amounts; the dealer proposed."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        options = controller.session.options
        self.four = len(self.players) == 4
        self.by_light = options.get("lone_whister_tricks") == "by-light"
        self.talon_prize = bool(options.get("talon_prize"))
        self.dealer_talon = bool(options.get("raspasy_dealer_talon"))
        self.half_whist_levels = {str(level) for level in options.get("half_whist", [6, 7])}
        self._typed: list[str] = []
        """The players whose tricks were typed this deal, in the order typed."""
        self._filling = False
        self._quiet = False
        """While the form is filled or cleared whole: the fields' own signals leave the
        following of the kind, the declarer and the roles to one call at the end."""
        self.kind_shown: str | None = None
        """The kind whose page and rows are shown (see :meth:`_kind_changed`)."""
        self.kinds_shown = 0
        """How many times the rows were shown for a kind (the tests count them)."""

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        # No margin of its own: the page's titles stand under «Deal:» (the style's
        # 9 px moved them right and made the form 18 px wider than its pane at 1.5).
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        self._row = 0

        self.kind_row = ChoiceRow(
            self,
            "kind",
            (
                self._keyed("contract", self.tr("Contract"), self.tr("c", "key: contract"), "cи"),
                self._keyed("misere", self.tr("Misère"), self.tr("m", "key: misere"), "mм"),
                self._keyed("raspasy", self.tr("Raspasy"), self.tr("r", "key: raspasy"), "rр"),
                self._keyed(
                    "concede", self.tr("Without three"), self.tr("w", "key: concede"), "wб"
                ),
                self._keyed(
                    "correction", self.tr("Correction"), self.tr("f", "key: correction"), "fп"
                ),
            ),
            self._after_kind,
            per_line=3,
        )
        # Above the pages: a correction's fields replace the deal's, not the kind.
        kind_grid = QGridLayout()
        kind_grid.setColumnStretch(1, 1)
        self._add(kind_grid, self.tr("&Deal:"), self.kind_row.layout, "type", self.kind_row)
        layout.addLayout(kind_grid)
        self._row = 0
        self.declarer_row = ChoiceRow(
            self,
            "declarer",
            ((p, p, p[:1]) for p in self.players),
            self._after_declarer,
        )
        for player, button in self.declarer_row.buttons.items():
            shorten_name_button(button, player)
        self.declarer_title = self._add(
            grid, self.tr("De&clarer:"), self.declarer_row.layout, "declarer", self.declarer_row
        )
        self.level_row = ChoiceRow(
            self,
            "level",
            ((level, level, "10" if level == "10" else level) for level in LEVELS),
            self._after_level,
        )
        self.level_title = self._add(
            grid, self.tr("&Level:"), self.level_row.layout, "contract", self.level_row
        )
        # The digits of the ladder work in every keyboard layout; the letters are the
        # suits' initials in English and in the UI language (т or к for clubs: трефы,
        # крести).
        strain_words = (
            ("S", "1 ♠", "1sп" + self.tr("s", "key: spades")),
            ("C", "2 ♣", "2cтк" + self.tr("c", "key: clubs")),
            ("D", "3 ♦", "3dб" + self.tr("d", "key: diamonds")),
            ("H", "4 ♥", "4hч" + self.tr("h", "key: hearts")),
            ("NT", "5 " + self.tr("NT"), "5nн" + self.tr("n", "key: no trump")),
        )
        self.strain_row = ChoiceRow(self, "strain", strain_words, self._after_strain)
        self.strain_title = self._add(
            grid, self.tr("&Strain:"), self.strain_row.layout, "", self.strain_row
        )
        self.role_rows: list[ChoiceRow] = []
        self.role_titles: list[QLabel] = []
        for index in range(2):
            row = ChoiceRow(
                self,
                f"role{index + 1}",
                (
                    self._keyed("whist", self.tr("Whist"), self.tr("w", "key: whist"), "wв"),
                    self._keyed("pass", self.tr("Pass"), self.tr("p", "key: pass"), "pп"),
                    self._keyed(
                        "half-whist", self.tr("Half-whist"), self.tr("h", "key: half-whist"), "hл"
                    ),
                ),
                partial(self._after_role, index),
            )
            row.group.buttonToggled.connect(self._roles_changed)
            self.role_rows.append(row)
            self.role_titles.append(
                self._add(grid, "", row.layout, "defenders" if index else "", None)
            )
        self.open_check = QCheckBox(self.tr("In the light (the passer's cards face up)"), self)
        self.open_title = self._add(
            grid, self.tr("&Open:"), self.open_check, "open", self.open_check
        )

        # The tricks: a spin box a player, the sitting-out dealer's disabled.
        self.tricks_box = QWidget(self)
        tricks_layout = QHBoxLayout(self.tricks_box)
        tricks_layout.setContentsMargins(0, 0, 0, 0)
        self.trick_spins: dict[str, QSpinBox] = {}
        self.trick_labels: dict[str, QLabel] = {}
        for player in self.players:
            label = name_label(player, self.tricks_box)
            spin = QSpinBox(self.tricks_box)
            spin.setRange(0, TRICKS_A_DEAL)
            spin.setObjectName(f"tricks-{player}")
            # Typed (a "0" over the 0 changes no value, but it is the player's word), or
            # stepped with the arrows in the field; the form's own filling is neither.
            spin.lineEdit().textEdited.connect(lambda text, p=player: self._tricks_typed(p, text))
            spin.valueChanged.connect(
                lambda _value, p=player: (
                    self._tricks_typed(p) if self.trick_spins[p].hasFocus() else None
                )
            )
            label.setBuddy(spin)
            self.trick_spins[player] = spin
            self.trick_labels[player] = label
            tricks_layout.addWidget(label)
            tricks_layout.addWidget(spin)
            tricks_layout.addSpacing(8)
        tricks_layout.addStretch(1)
        first_spin = self.trick_spins[self.players[0]]
        self.tricks_title = self._add(
            grid, self.tr("&Tricks:"), self.tricks_box, "tricks", first_spin
        )
        self.talon_spin = QSpinBox(self)
        self.talon_spin.setRange(0, 3)
        self.talon_title = self._add(
            grid, self.tr("Talon tric&ks:"), self.talon_spin, "talon_tricks", self.talon_spin
        )

        self.dealer_combo = NameCombo(self)
        self.dealer_combo.addItems(self.players)
        self.dealer_combo.currentIndexChanged.connect(self._dealer_changed)
        self.proposed_label = QLabel(self)
        self.proposed_label.setEnabled(False)
        dealer_line = QHBoxLayout()
        dealer_line.addWidget(self.dealer_combo)
        dealer_line.addWidget(self.proposed_label)
        dealer_line.addStretch(1)
        self.dealer_title = self._add(grid, self.tr("D&ealer:"), dealer_line, "", self.dealer_combo)
        grid.addWidget(self.field_violation("dealer"), self._row, 1)
        self._row += 1

        self.pages = QStackedWidget(self)
        deal_page = QWidget(self.pages)
        deal_page.setLayout(grid)
        self.pages.addWidget(deal_page)
        self.correction = CorrectionFields(self, self.pages)
        self.pages.addWidget(self.correction)
        layout.addWidget(self.pages)
        self.hint = self.form_hint(
            self.tr(
                "The declarer's initial, the level (0: 10), the strain (1–5), each "
                "defender's word, the tricks (the third player's fill in); Shift+Tab: "
                "the kind of deal."
            )
        )
        layout.addWidget(self.hint)
        self.kind_row.group.buttonToggled.connect(self._kind_changed)
        # On a low screen the form scrolls: the field with the keyboard is kept in
        # sight (the next deal starts at the top while the last ended at the bottom).
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)
        # The declarer names the defenders and whose tricks are typed; the level, where
        # half-whist may be said.
        self.declarer_row.group.buttonToggled.connect(self._roles_changed)
        self.level_row.group.buttonToggled.connect(self._roles_changed)
        self._set_tab_order()
        self.kind_row.choose("contract")
        self._dealer_changed()
        self._keep_widths()

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or not self.isAncestorOf(new):
            return
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(new, 8, 8)

    def _keyed(self, value: str, text: str, key: str, keys: str) -> tuple[str, str, str]:
        """A choice chosen by its English letter and its Russian one (``keys``, both
        taken in any UI language: the words at the table are Russian, the layout may be
        either), and by its letter in the UI language, which the button shows:
        ``Whist (w)``, ``Вист (в)``."""
        return value, fill(self.tr("%1 (%2)"), text, key), keys + key

    def _add(
        self,
        grid: QGridLayout,
        title: str,
        item: QWidget | QLayout,
        field: str,
        buddy: ChoiceRow | QWidget | None,
    ) -> QLabel:
        """A row of the grid: its title, what it holds, the label for refusals of
        ``field`` (none for ``""``) under it."""
        label = QLabel(title, self)
        if isinstance(buddy, ChoiceRow):
            label.setBuddy(buddy.focus_button())
        elif buddy is not None:
            label.setBuddy(buddy)
        grid.addWidget(label, self._row, 0)
        if isinstance(item, QWidget):
            grid.addWidget(item, self._row, 1)
        else:
            grid.addLayout(item, self._row, 1)
        self._row += 1
        if field:
            grid.addWidget(self.field_violation(field), self._row, 1)
            self._row += 1
        return label

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            *self.kind_row.buttons.values(),
            *self.declarer_row.buttons.values(),
            *self.level_row.buttons.values(),
            *self.strain_row.buttons.values(),
            *(b for row in self.role_rows for b in row.buttons.values()),
            self.open_check,
            *self.trick_spins.values(),
            self.talon_spin,
            self.dealer_combo,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ---- who plays -----------------------------------------------------------------

    def dealer(self) -> str:
        """The dealer chosen (the rules' proposal unless the player changed it)."""
        return self.dealer_combo.currentText()

    def active(self) -> tuple[str, ...]:
        """The players who play the deal: all three, or with four all but the dealer
        (§1.3), in seat order."""
        if not self.four:
            return self.players
        return tuple(p for p in self.players if p != self.dealer())

    def defenders(self) -> tuple[str, ...]:
        """The first and second defenders, clockwise after the declarer (§1.4); empty
        while no declarer is chosen."""
        declarer = self.declarer_row.value()
        active = self.active()
        if declarer not in active:
            return ()
        start = active.index(declarer)
        return tuple(active[(start + step) % len(active)] for step in (1, 2))

    def kind(self) -> str:
        """The kind of deal chosen (a contract unless the player said otherwise)."""
        return self.kind_row.value() or "contract"

    def roles(self) -> dict[str, str]:
        """What each defender said, as chosen so far."""
        said: dict[str, str] = {}
        for defender, row in zip(self.defenders(), self.role_rows, strict=False):
            value = row.value()
            if value is not None:
                said[defender] = value
        return said

    def played(self) -> bool:
        """Whether the contract is played: somebody whisted (§4.1)."""
        return "whist" in self.roles().values()

    def trick_takers(self) -> tuple[str, ...]:
        """Whose tricks the deal records, in the order the keyboard takes them."""
        kind = self.kind()
        if kind == "contract" and self.played():
            declarer = self.declarer_row.value()
            return (declarer, *self.defenders()) if declarer else ()
        if kind == "misere":
            declarer = self.declarer_row.value()
            return (declarer,) if declarer else ()
        if kind == "raspasy":
            if self.four and self.dealer_talon:
                return self.players
            return self.active()
        return ()

    # ---- the flow of the keys ------------------------------------------------------

    def first_field(self) -> QWidget:
        if self.kind() == "correction":
            return self.correction.first_field()
        if self.kind() == "raspasy":
            takers = self.trick_takers()
            return self.trick_spins[takers[0]]
        return self.declarer_row.focus_button()

    def _after_kind(self) -> None:
        self.first_field().setFocus(Qt.FocusReason.TabFocusReason)

    def _after_declarer(self) -> None:
        if self.kind() == "misere":
            self.trick_spins[self.trick_takers()[0]].setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self.level_row.focus()

    def _after_level(self) -> None:
        self.strain_row.focus()

    def _after_strain(self) -> None:
        if self.kind() == "contract":
            self.role_rows[0].focus()
        else:
            self.dealer_combo.setFocus(Qt.FocusReason.TabFocusReason)

    def _after_role(self, index: int) -> None:
        if index == 0:
            self.role_rows[1].focus()
            return
        takers = self.trick_takers()
        if self.by_light and list(self.roles().values()).count("whist") == 1:
            self.open_check.setFocus(Qt.FocusReason.TabFocusReason)
        elif takers:
            self.trick_spins[takers[0]].setFocus(Qt.FocusReason.TabFocusReason)
        else:
            # Passed out or half-whisted: nothing more to type; Return enters it.
            self.dealer_combo.setFocus(Qt.FocusReason.TabFocusReason)

    # ---- what the fields show ------------------------------------------------------

    def _kind_changed(self, *_args: object) -> None:
        if self._quiet:
            return
        kind = self.kind()
        # The two toggles of a change of kind (the one left, the one chosen) show the
        # kind's rows once; the same kind again shows nothing again.
        if kind != self.kind_shown:
            self._show_kind(kind)
        self._roles_changed()

    def _show_kind(self, kind: str) -> None:
        """The page and the rows of ``kind``."""
        self.kind_shown = kind
        self.kinds_shown += 1
        self.pages.setCurrentIndex(1 if kind == "correction" else 0)
        # Only the page shown asks for room: a stack otherwise asks for its widest page
        # (a correction's grid of whists), and a narrow form would scroll sideways.
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            if page is None:
                continue
            policy = (
                QSizePolicy.Policy.Preferred
                if index == self.pages.currentIndex()
                else QSizePolicy.Policy.Ignored
            )
            page.setSizePolicy(policy, policy)
        declares = kind in ("contract", "misere", "concede")
        contract = kind in ("contract", "concede")
        show(self.declarer_title, declares)
        self.declarer_row.set_visible(declares)
        for widget in (self.level_title, self.strain_title):
            show(widget, contract)
        self.level_row.set_visible(contract)
        self.strain_row.set_visible(contract)
        for row, title in zip(self.role_rows, self.role_titles, strict=True):
            row.set_visible(kind == "contract")
            show(title, kind == "contract")
        # Sized once its rows are shown (so it never asks for the room of the kind left).
        self.pages.adjustSize()

    def _dealer_changed(self, *_args: object) -> None:
        if self._quiet:
            return
        active = self.active()
        for player in self.players:
            self.declarer_row.set_enabled(player, player in active)
        self._roles_changed()

    def _roles_changed(self, *_args: object) -> None:
        """Follow the declarer, the defenders' words and the kind: the defenders' names
        on their rows, half-whist only where it may be said (§5.9), the tricks of the
        players who take them."""
        if self._quiet:
            return
        kind = self.kind()
        defenders = self.defenders()
        for index, title in enumerate(self.role_titles):
            defender = defenders[index] if index < len(defenders) else None
            title.setText(self._role_title(index, defender))
            if defender is not None:
                title.setToolTip(defender)
        level = self.level_row.value()
        first_passed = self.role_rows[0].value() == "pass"
        half_allowed = level is None or level in self.half_whist_levels
        self.role_rows[0].set_enabled("half-whist", False)
        self.role_rows[1].set_enabled("half-whist", half_allowed and first_passed)
        whisters = list(self.roles().values()).count("whist")
        lone = kind == "contract" and whisters == 1
        show(self.open_check, lone and self.by_light)
        show(self.open_title, lone and self.by_light)
        takers = self.trick_takers()
        # The row stays in its place whoever takes tricks (the form keeps its height;
        # a deal without tricks only disables it).
        self.tricks_box.setEnabled(bool(takers))
        self.tricks_title.setEnabled(bool(takers))
        for player, spin in self.trick_spins.items():
            taking = player in takers
            spin.setEnabled(taking)
            self.trick_labels[player].setEnabled(taking)
            # The sitting-out dealer takes no tricks (but under raspasy_dealer_talon):
            # his field is hidden, so four players' fields never widen the form.
            shown = (kind != "misere" or taking) and (player in self.active() or taking)
            show(spin, shown)
            show(self.trick_labels[player], shown)
        talon = self.talon_prize and kind == "contract" and self.played()
        show(self.talon_spin, talon)
        show(self.talon_title, talon)
        # Tab takes the tricks in the order they are said: the declarer's, then the
        # first defender's (the second's are filled in).
        spins = [self.trick_spins[p] for p in takers]
        spins += [s for p, s in self.trick_spins.items() if p not in takers]
        for first, second in itertools.pairwise([self.open_check, *spins, self.talon_spin]):
            QWidget.setTabOrder(first, second)
        # Typed tricks of a player who no longer takes any are forgotten.
        self._typed = [p for p in self._typed if p in takers]

    def _role_title(self, index: int, defender: str | None) -> str:
        """The title of defender ``index``'s row (0: the first), naming him once the
        declarer is chosen."""
        if defender is None:
            return self.tr("First defender:") if index == 0 else self.tr("Second defender:")
        text = self.tr("%1 (first):") if index == 0 else self.tr("%1 (second):")
        return fill(text, short_name(defender))

    def _keep_widths(self) -> None:
        """The defenders' titles keep the room of the widest they can say: they change
        every deal (the declarer is cleared, the dealer goes round), and each change of
        width laid the whole form out again and repainted it (some 45 fields moved an
        Enter)."""
        for index, title in enumerate(self.role_titles):
            texts = [self._role_title(index, p) for p in (None, *self.players)]
            metrics = title.fontMetrics()
            title.setMinimumWidth(max(metrics.horizontalAdvance(text) for text in texts))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # The fields' fonts are theirs by then (Qt tells the children first).
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._keep_widths()

    def _tricks_typed(self, player: str, text: str | None = None) -> None:
        """A player's tricks were typed (``text``: as typed, before the spin box has
        read it into its value): once all but one of the takers' are, the last one's
        are the rest of the ten (§4.1, §7.1)."""
        if self._filling:
            return
        own = self.trick_spins[player]
        typed_value = own.valueFromText(text) if text is not None and text.strip() else None
        if player in self._typed:
            self._typed.remove(player)
        self._typed.append(player)
        takers = self.trick_takers()
        if len(takers) < 3:
            return
        rest = [p for p in takers if p not in self._typed]
        if len(rest) != 1:
            return
        taken = sum(
            typed_value if p == player and typed_value is not None else self.trick_spins[p].value()
            for p in takers
            if p != rest[0]
        )
        if 0 <= TRICKS_A_DEAL - taken <= TRICKS_A_DEAL:
            self._filling = True
            try:
                self.trick_spins[rest[0]].setValue(TRICKS_A_DEAL - taken)
            finally:
                self._filling = False

    # ---- the record ----------------------------------------------------------------

    def contract(self) -> str:
        """The contract as the session file writes it (``6S``, ``10NT``); refused beside
        the level while the level or the strain is not chosen."""
        level, strain = self.level_row.value(), self.strain_row.value()
        if level is None or strain is None:
            raise UnreadableInput(
                "contract", self.tr("Choose the contract: its level and its strain.")
            )
        return level + strain

    def record(self) -> dict[str, Any]:
        kind = self.kind()
        if kind == "correction":
            return self.correction.record()
        record: dict[str, Any] = {"type": kind, "dealer": self.dealer()}
        if kind in ("contract", "misere", "concede"):
            declarer = self.declarer_row.value()
            if declarer is None:
                raise UnreadableInput("declarer", self.tr("Choose the declarer."))
            record["declarer"] = declarer
        if kind in ("contract", "concede"):
            record["contract"] = self.contract()
        if kind == "contract":
            defenders = self.defenders()
            roles = self.roles()
            for defender in defenders:
                if defender not in roles:
                    raise UnreadableInput(
                        "defenders",
                        fill(self.tr("Say what %1 said: whist, pass or half-whist."), defender),
                    )
            record["defenders"] = {d: roles[d] for d in defenders}
            if self.by_light and list(roles.values()).count("whist") == 1:
                record["open"] = self.open_check.isChecked()
        takers = self.trick_takers()
        if takers:
            record["tricks"] = {p: self.trick_spins[p].value() for p in takers}
        if self.talon_prize and kind == "contract" and self.played():
            record["talon_tricks"] = self.talon_spin.value()
        return record

    def load(self, record: Mapping[str, Any]) -> None:
        kind = str(record.get("type", "contract"))
        self.kind_row.choose(kind)
        if kind == "correction":
            self.correction.load(record)
            return
        self.dealer_combo.setCurrentText(str(record.get("dealer", "")))
        self.declarer_row.choose(record.get("declarer"))
        contract = str(record.get("contract", ""))
        level = contract.rstrip("SCDHNT")
        self.level_row.choose(level or None)
        self.strain_row.choose(contract[len(level) :] or None)
        roles: Mapping[str, str] = record.get("defenders", {})
        for defender, row in zip(self.defenders(), self.role_rows, strict=False):
            row.choose(roles.get(defender))
        self.open_check.setChecked(bool(record.get("open", False)))
        tricks: Mapping[str, int] = record.get("tricks", {})
        self._filling = True
        try:
            for player, spin in self.trick_spins.items():
                spin.setValue(int(tricks.get(player, 0)))
        finally:
            self._filling = False
        self._typed = list(tricks)
        self.talon_spin.setValue(int(record.get("talon_tricks", 0)))
        self._roles_changed()

    def reset(self) -> None:
        # Cleared whole, then followed once (each row's toggles would follow it again).
        self._quiet = True
        try:
            self.kind_row.choose("contract")
            for row in (self.declarer_row, self.level_row, self.strain_row, *self.role_rows):
                row.choose(None)
            self.open_check.setChecked(False)
            self._filling = True
            try:
                for spin in self.trick_spins.values():
                    spin.setValue(0)
            finally:
                self._filling = False
            self._typed = []
            self.talon_spin.setValue(0)
            self.correction.reset()
        finally:
            self._quiet = False
        self._kind_changed()

    def follow(self) -> None:
        proposed = self.controller.proposed_dealer()
        if proposed is not None and self.editing is None:
            self.dealer_combo.setCurrentText(proposed)
            text = self.tr("(proposed; sits out)") if self.four else self.tr("(proposed)")
            self.proposed_label.setText(fill(text, proposed))
            self.proposed_label.setToolTip(self.proposed_label.text())
        elif self.editing is not None:
            self.proposed_label.setText("")
        self._dealer_changed()
