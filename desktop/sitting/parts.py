"""The two parts a game supplies to its sitting view: the deal entry form and the sheet.

:class:`~desktop.sitting.sitting_view.SittingView` is one class for every game; it is
built from these parts (composition), which the game builds first, complete. Neither
base class calls a subclass's method from ``__init__``: a game's part builds its widgets
in its own ``__init__`` after ``super().__init__()``, and the view calls the methods
below only once both parts exist.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any, Literal

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from desktop.sitting.controller import SittingController
from desktop.widgets.breakdown import LineWords
from desktop.widgets.name_widgets import name_label
from desktop.widgets.row_model import RowTableModel
from desktop.widgets.violation_labels import ViolationBoard, ViolationLabel
from rules.errors import RuleViolation
from rules.ledger import DealScore, Entry


class UnreadableInput(ValueError):
    """The form holds something that is not yet a record (a crown typed as ``X9``): the
    field it is in and the sentence to show beside it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(field, message)
        self.field = field
        self.message = message


GRID_ROW_SPACING = 1
"""Pixels between two players' rows of a form's grid."""


class DealForm(QWidget):
    """A game's deal entry form: its fields, and the labels for refusals beside them.

    The view owns the buttons (enter, cancel, clear), the Return key, the general
    message under the form (:attr:`general_violation`, placed by the view) and which
    deal is being edited; the form says what it holds and shows what it is given.
    """

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.players: tuple[str, ...] = tuple(controller.session.players)
        self.editing: int | None = None
        """The deal being edited (``None``: a new deal); set by the view."""
        self.general_violation = ViolationLabel()
        self.violations = ViolationBoard(self.general_violation)
        self.players_grid: QGridLayout | None = None
        """The grid of a row a player (:meth:`player_grid`), if the form has one: the
        entry box keeps it whole in sight while the keyboard is in it."""

    # ---- what the view asks ----------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The deal record the form holds; raises :class:`UnreadableInput` for a field
        that cannot be read as typed."""
        raise NotImplementedError

    def load(self, record: Mapping[str, Any]) -> None:
        """Fill the form from a stored record (for editing)."""
        raise NotImplementedError

    def reset(self) -> None:
        """Empty the form for the next deal (the proposed dealer, no counts)."""
        raise NotImplementedError

    def first_field(self) -> QWidget:
        """Where the keyboard goes when entry starts."""
        raise NotImplementedError

    def follow(self) -> None:
        """The sheet changed, or editing began or ended: update what the form proposes
        or shows from the sheet (the dealer, the pot); the input typed so far stays."""

    def show_violation(self, violation: RuleViolation) -> bool:
        """Show the engine's refusal beside its field; ``False`` if it went under the
        form."""
        return self.violations.show(violation)

    # ---- building blocks for the games ---------------------------------------------

    def field_violation(self, field: str) -> ViolationLabel:
        """A label in the form for refusals of record key ``field``."""
        return self.violations.add(field, ViolationLabel(self))

    def player_grid(self, titles: Sequence[str], fields: Mapping[int, str]) -> QGridLayout:
        """A form grid of a row a player: ``titles`` over its columns, the player's name
        in column 0 of row ``seat + 1``, and under the last player the labels for
        refusals of ``fields`` (record keys, by column), each from its column to the
        grid's right edge."""
        grid = QGridLayout()
        # Compact rows: at a scale of 1.25 Stukolka's five players took 145 px of a
        # form 154 px high under the dealer and the pot, and showed three.
        grid.setVerticalSpacing(GRID_ROW_SPACING)
        self.players_grid = grid
        for column, title in enumerate(titles):
            grid.addWidget(QLabel(title, self), 0, column)
        for row, player in enumerate(self.players, start=1):
            grid.addWidget(name_label(player, self), row, 0)
        below = len(self.players) + 1
        for column, field in fields.items():
            # From its column to the grid's right edge: a column a number wide would
            # wrap a refusal into a strip of five lines (one is shown at a time).
            grid.addWidget(self.field_violation(field), below, column, 1, -1)
        grid.setColumnStretch(len(titles), 1)
        return grid

    def form_hint(self, text: str) -> QLabel:
        """A line of help under the form's inputs."""
        hint = QLabel(text, self)
        hint.setWordWrap(True)
        return hint


class FormPlace(Enum):
    """Where the view puts a game's entry form."""

    BELOW = "below"
    """Under the sheet, across the window (a form of a few rows)."""
    BESIDE = "beside"
    """Beside the sheet, above the breakdown (a tall form: Three Bugs')."""


class DealSheet(QObject):
    """A game's sheet: a row a deal (:attr:`deals_model`, keyed by deal number), what
    stands above it (:attr:`summary`), an optional painted paper sheet above the deal
    rows, widgets under the breakdown, and the words the breakdown explains entries in.

    A game's sheet sets the attributes in its ``__init__``; :meth:`show` fills them.
    """

    sig_rule_activated = Signal(str)
    """A rule was clicked somewhere in the game's own widgets (a settlement's term)."""
    sig_deal_clicked = Signal(int)
    """A deal was clicked on the paper sheet (its 1-based number)."""

    def __init__(self, controller: SittingController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.players: tuple[str, ...] = tuple(controller.session.players)
        self.deals_model = RowTableModel(self)
        """The sheet's rows, a deal each (keys: 1-based deal numbers)."""
        self.summary: QWidget | None = None
        """What stands above the sheet (totals, balances, the standings), if anything."""
        self.paper: QWidget | None = None
        """A painted paper sheet shown above the deal rows (Three Bugs), if any."""
        self.side: tuple[QWidget, ...] = ()
        """Widgets under the breakdown (Gin's settlement)."""
        self.form_place = FormPlace.BELOW
        """Where the entry form goes."""
        self.line_words: LineWords | None = None
        """Where an entry is written, in words, for the breakdown (``None``: no column)."""
        self.settle_account: QWidget | None = None
        """The game's own account of its settlement, shown on the Settle tab above the
        nets (Preferans's steps: the mountains, the amnesty…), if it has one."""
        self.price_per: Literal["point", "whist", "stake"] = "point"
        """What the sitting's price is paid for, as the Settle tab names it: a point of
        the sheet, a whist (Preferans settles whists, preferans.md §10), or a unit of
        the stake (Stukolka's sheet counts them, settlement.md)."""

    def show(self, editing: int | None) -> None:
        """Rebuild :attr:`deals_model`, the summary and the paper from the controller's
        sheet; ``editing`` is the deal in the form (the paper marks it)."""
        raise NotImplementedError

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        """What ``entry`` (of ``deal``) is for, in words."""
        raise NotImplementedError

    def finished_text(self) -> str:
        """What to say when the sitting is over and takes no more deals."""
        return self.tr("The game is over; no more deals can be entered.")

    def mark_selected(self, number: int | None) -> None:
        """Deal ``number`` is selected in the deals list (``None``: none is); a paper
        sheet that can mark a deal's numbers marks them. Nothing by default."""

    def mark_editing(self, number: int | None) -> None:
        """Deal ``number`` is in the form for editing (``None``: none is); the paper
        sheet marks it. Nothing by default."""
