"""The new-sitting dialog: the game and its options (each game's own page), the players in
seat order with autocomplete, the first dealer, where the table sits, and the price of a
point and its currency when the table plays for money (settlement.md, "The price").

The store checks everything (``Store.create_sitting`` raises ``RuleViolation``); a refusal
is shown next to the field it names and nothing typed is lost.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games.game_ui import GAME_UIS, OptionsPage
from desktop.keys import SEAT_DOWN, SEAT_UP
from desktop.shell.screen_fit import fit_window
from desktop.widgets.mnemonics import give_mnemonics, taken_mnemonics
from desktop.widgets.number_text import decimal_string_text, typed_decimal
from desktop.widgets.tab_fields import tab_fields
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from desktop.widgets.violations import violation_detail
from rules.errors import RuleViolation
from rules.money import CURRENCY_LIMIT, read_price
from rules.names import tidy_name
from rules.registry import find_entry, first_game

if TYPE_CHECKING:
    from db.service import Store

MAX_SEATS = 8


class NewSittingDialog(QDialog):
    """Start a sitting; ``created`` holds the ``LoadedSitting`` once accepted."""

    def __init__(
        self,
        store: Store,
        parent: QWidget | None = None,
        *,
        game: str | None = None,
        players: list[str] | None = None,
        price: str = "",
        currency: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New sitting"))
        self.store = store
        self.created: Any = None
        self._pages: dict[str, OptionsPage | None] = {}
        self._shown: dict[str, QWidget] = {}
        self._page_fields: dict[str, list[QWidget]] = {}
        self._shown_once = False

        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("game")
        for name, ui in GAME_UIS.items():
            self.game_box.addItem(ui.title(), name)
        top.addRow(self.tr("&Game"), self.game_box)
        layout.addLayout(top)

        middle = QHBoxLayout()
        layout.addLayout(middle, 1)

        options_box = QGroupBox(self.tr("Options"), self)
        options_layout = QVBoxLayout(options_box)
        self.pages = QStackedWidget(options_box)
        options_layout.addWidget(self.pages)
        middle.addWidget(options_box, 3)

        players_box = QGroupBox(self.tr("Players, in seat order (clockwise)"), self)
        grid = QGridLayout(players_box)
        known = store.known_players()
        self.completer_model = QStringListModel(known, self)
        self.seat_labels: list[QLabel] = []
        self.seat_edits: list[QLineEdit] = []
        self.seat_buttons: list[tuple[QToolButton, QToolButton]] = []
        for seat in range(MAX_SEATS):
            label = QLabel(fill(self.tr("Seat %1"), seat + 1), players_box)
            edit = QLineEdit(players_box)
            edit.setObjectName(f"seat{seat + 1}")
            completer = QCompleter(self.completer_model, edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
            edit.setCompleter(completer)
            popup = completer.popup()  # made here: the filter below watches it
            if popup is not None:
                popup.installEventFilter(self)
            edit.textChanged.connect(self._players_changed)
            up = QToolButton(players_box)
            up.setText("↑")
            up.setToolTip(self.tr("Move up a seat (Alt+Up in the name)"))
            # Out of the Tab order, so "name, Tab, name" fills the seats one after
            # another; the keyboard moves a player with Alt+Up and Alt+Down instead.
            up.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            up.setObjectName(f"up{seat + 1}")
            up.clicked.connect(lambda _c=False, s=seat: self.move_seat(s, -1))
            down = QToolButton(players_box)
            down.setText("↓")
            down.setToolTip(self.tr("Move down a seat (Alt+Down in the name)"))
            down.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            edit.installEventFilter(self)
            down.setObjectName(f"down{seat + 1}")
            down.clicked.connect(lambda _c=False, s=seat: self.move_seat(s, 1))
            grid.addWidget(label, seat, 0)
            grid.addWidget(edit, seat, 1)
            grid.addWidget(up, seat, 2)
            grid.addWidget(down, seat, 3)
            self.seat_labels.append(label)
            self.seat_edits.append(edit)
            self.seat_buttons.append((up, down))
        self.players_error = ViolationLabel(players_box)
        grid.addWidget(self.players_error, MAX_SEATS, 0, 1, 4)
        self.dealer_box = QComboBox(players_box)
        self.dealer_box.setObjectName("firstDealer")
        self.dealer_seat: int | None = None
        """The seat the player chose as first dealer (``None``: not chosen, the first
        named player deals); the choice follows the seat's name as it is typed."""
        self.dealer_box.activated.connect(self._dealer_chosen)
        dealer_row = QFormLayout()
        dealer_row.addRow(self.tr("First &dealer"), self.dealer_box)
        grid.addLayout(dealer_row, MAX_SEATS + 1, 0, 1, 4)
        self.dealer_error = ViolationLabel(players_box)
        grid.addWidget(self.dealer_error, MAX_SEATS + 2, 0, 1, 4)
        grid.setRowStretch(MAX_SEATS + 3, 1)
        middle.addWidget(players_box, 2)

        details = QFormLayout()
        self.place_edit = QLineEdit(self)
        self.place_edit.setObjectName("place")
        self.note_edit = QLineEdit(self)
        self.note_edit.setObjectName("note")
        details.addRow(self.tr("&Place"), self.place_edit)
        details.addRow(self.tr("N&ote"), self.note_edit)
        money = QHBoxLayout()
        self.price_edit = QLineEdit(decimal_string_text(price), self)
        self.price_edit.setObjectName("price")
        self.price_edit.setPlaceholderText(self.tr("not for money"))
        self.price_edit.setToolTip(
            self.tr(
                "Money for one point (Stukolka: for one unit of the stake), e.g. 0.10 or 2.50; "
                "leave empty when the table does not play for money"
            )
        )
        self.currency_edit = QLineEdit(currency, self)
        self.currency_edit.setObjectName("currency")
        self.currency_edit.setMaxLength(CURRENCY_LIMIT)
        self.currency_edit.setPlaceholderText("₽")
        price_label = QLabel(self.tr("P&rice of a point"), self)
        price_label.setBuddy(self.price_edit)
        currency_label = QLabel(self.tr("C&urrency"), self)
        currency_label.setBuddy(self.currency_edit)
        money.addWidget(self.price_edit, 2)
        money.addWidget(currency_label)
        money.addWidget(self.currency_edit, 1)
        details.addRow(price_label, money)
        self.price_error = ViolationLabel(self)
        details.addRow("", self.price_error)
        layout.addLayout(details)

        self.general_error = ViolationLabel(self)
        layout.addWidget(self.general_error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        index = self.game_box.findData(game or first_game())
        self.game_box.setCurrentIndex(max(0, index))
        self._game_changed()
        for edit, name in zip(self.seat_edits, players or [], strict=False):
            edit.setText(name)
        self.resize(1000, 560)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Inside the screen's work area, whatever the scale (issue 25: it grew off the
        # screen when the game was changed).
        fit_window(self)
        if not self._shown_once:
            self._shown_once = True
            # The keyboard on the first name (issue 25): a name typed at once must not
            # choose the game by its first letter («Сергей» → Стуколка); the game is
            # Alt+G away.
            self.seat_edits[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # -- game and options ---------------------------------------------------------------
    def game(self) -> str:
        """The chosen game's session-file name."""
        return str(self.game_box.currentData())

    def page(self) -> OptionsPage | None:
        """The chosen game's options page (``None``: not part of this build)."""
        return self._pages.get(self.game())

    def _game_changed(self) -> None:
        game = self.game()
        if game not in self._pages:
            page: OptionsPage | None
            try:
                page = GAME_UIS[game].make_options_page(self.pages)
            except ImportError:
                page = None
            self._pages[game] = page
            shown = (
                page.widget()
                if page is not None
                else QLabel(
                    self.tr("This game is not part of this build of Zapis yet."), self.pages
                )
            )
            self.pages.addWidget(shown)
            if page is not None:
                page.sig_player_range_changed.connect(lambda _low, _high: self._seats_changed())
            # Built after the dialog: its letters are chosen against the dialog's own, in
            # the language shown (issue 25, item 9), and its fields taken in their order
            # before the page joins the dialog's Tab order.
            give_mnemonics(shown.findChildren(QWidget), taken_mnemonics(self, self.pages))
            self._page_fields[game] = tab_fields(shown)
            self._shown[game] = shown
        self.pages.setCurrentWidget(self._shown[game])
        self._set_tab_order(self._page_fields[game])
        if self.isVisible():
            # The new page may ask for more room: the dialog grows, but never off the
            # screen (once Qt has applied the new size).
            QTimer.singleShot(0, self, lambda: fit_window(self))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            self._pages[game] is not None
        )
        self._seats_changed()

    def _set_tab_order(self, page_fields: list[QWidget]) -> None:
        # The game's options right after the game (they were built last, so Tab reached
        # them only after Start and Cancel), then the players, the details, the buttons.
        standard = QDialogButtonBox.StandardButton
        buttons = [self.buttons.button(standard.Ok), self.buttons.button(standard.Cancel)]
        chain = [
            self.game_box,
            *page_fields,
            *self.seat_edits,
            self.dealer_box,
            self.place_edit,
            self.note_edit,
            self.price_edit,
            self.currency_edit,
            *buttons,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def player_range(self) -> tuple[int, int]:
        """How many seated players the options allow."""
        page = self.page()
        if page is None:
            entry = find_entry(self.game())
            return entry.min_players, entry.max_players
        low, high = page.player_range()
        return int(low), int(high)

    def _seats_changed(self) -> None:
        _low, high = self.player_range()
        for seat, (label, edit) in enumerate(zip(self.seat_labels, self.seat_edits, strict=True)):
            shown = seat < high
            label.setVisible(shown)
            edit.setVisible(shown)
            for button in self.seat_buttons[seat]:
                button.setVisible(shown)
        self._players_changed()

    # -- players ------------------------------------------------------------------------
    def players(self) -> list[str]:
        """The names typed, in seat order (empty seats left out)."""
        _low, high = self.player_range()
        # Tidied as the store will keep them (ends trimmed of spaces and invisible
        # characters, NFC), so the dealer box offers exactly the names to be stored.
        names = [tidy_name(edit.text()) for edit in self.seat_edits[:high]]
        return [name for name in names if name]

    def move_seat(self, seat: int, step: int) -> None:
        """Swap seat ``seat``'s player with the next (``step`` 1) or previous (-1)."""
        _low, high = self.player_range()
        other = seat + step
        if not 0 <= other < high:
            return
        first, second = self.seat_edits[seat], self.seat_edits[other]
        if self.dealer_seat in (seat, other):
            # The chosen dealer moves with his name.
            self.dealer_seat = other if self.dealer_seat == seat else seat
        text = first.text()
        first.setText(second.text())
        second.setText(text)
        second.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._return_past_completions(watched, event):
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and (SEAT_UP.pressed(event) or SEAT_DOWN.pressed(event))
            and watched in self.seat_edits
        ):
            step = -1 if SEAT_UP.pressed(event) else 1
            self.move_seat(self.seat_edits.index(watched), step)
            return True
        return super().eventFilter(watched, event)

    def _return_past_completions(self, watched: QObject, event: QEvent) -> bool:
        """Return while a seat's list of known names is open and none of them is
        chosen in it starts the sitting, as it does with the list closed: Qt's completer
        only closed the list, so a name typed whole and Return started nothing (issue 25,
        typed under X11)."""
        if not (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers()
            in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        ):
            return False
        for edit in self.seat_edits:
            completer = edit.completer()
            popup = completer.popup() if completer is not None else None
            if popup is watched and popup is not None and not popup.currentIndex().isValid():
                popup.hide()
                start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
                if start.isEnabled():
                    start.click()
                return True
        return False

    def _dealer_chosen(self, index: int) -> None:
        name = self.dealer_box.itemText(index)
        _low, high = self.player_range()
        texts = [tidy_name(edit.text()) for edit in self.seat_edits[:high]]
        self.dealer_seat = texts.index(name) if name in texts else None

    def _players_changed(self) -> None:
        names = self.players()
        _low, high = self.player_range()
        dealer = names[0] if names else ""
        if self.dealer_seat is not None and self.dealer_seat < high:
            chosen = tidy_name(self.seat_edits[self.dealer_seat].text())
            dealer = chosen if chosen else dealer
        self.dealer_box.blockSignals(True)
        self.dealer_box.clear()
        self.dealer_box.addItems(names)
        if dealer in names:
            self.dealer_box.setCurrentIndex(names.index(dealer))
        self.dealer_box.blockSignals(False)

    # -- accepting ----------------------------------------------------------------------
    def clear_violations(self) -> None:
        """Hide the messages of an earlier refusal."""
        for label in (
            self.players_error,
            self.dealer_error,
            self.price_error,
            self.general_error,
        ):
            label.clear()
            label.hide()
        page = self.page()
        if page is not None:
            page.clear_violations()

    def show_violation(self, violation: RuleViolation) -> None:
        """Show a refusal next to the field it names."""
        page = self.page()
        on_page = violation.field.startswith("options") and page is not None
        if on_page and page is not None and page.show_violation(violation):
            return
        head = violation.field.split(".")[0]
        if head == "players":
            label = self.players_error
        elif head in ("dealer", "first_dealer"):
            label = self.dealer_error
        elif head in ("price", "currency"):
            label = self.price_error
        else:
            label = self.general_error
        label.show_message(violation_detail(violation))

    def accept(self) -> None:
        """Create the sitting; on a refusal show why and keep the dialog open."""
        self.clear_violations()
        page = self.page()
        if page is None:
            return
        low, high = self.player_range()
        players = self.players()
        if not low <= len(players) <= high:
            self.players_error.setText(
                fill(
                    self.tr("This game needs %1 players; %2 are named."),
                    str(low) if low == high else f"{low}–{high}",
                    len(players),
                )
            )
            self.players_error.show()
            return
        try:
            # The price is read as the session file reads it: one validation, one message.
            price_text = self.price_text()
            self.created = self.store.create_sitting(
                self.game(),
                players,
                page.options(),
                first_dealer=self.dealer_box.currentText() or None,
                place=self.place_edit.text().strip() or None,
                note=self.note_edit.text().strip() or None,
                price=read_price(price_text) if price_text else None,
                currency=self.currency(),
            )
        except RuleViolation as violation:
            self.show_violation(violation)
            return
        except Exception as problem:  # a StorageError: said plainly, nothing is lost
            from desktop.widgets.storage_text import problem_text

            QMessageBox.critical(
                self, self.tr("The sitting was not created"), problem_text(problem)
            )
            return
        super().accept()

    def price_text(self) -> str:
        """The price as typed (a decimal comma read as a point); empty: not for money."""
        return typed_decimal(self.price_edit.text())

    def currency(self) -> str:
        """The currency as typed."""
        return self.currency_edit.text().strip()
