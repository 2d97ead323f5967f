"""The Gin sheet (standard or Oklahoma, single or Hollywood scoring).

The sheet shows the running scores; Hollywood shows its three double columns (A | B in
each), with closed columns marked. A closed game is settled as the source writes it:
the winner's points + the game bonus + the boxes − the loser's points = the net
(gin-family.ru.txt: 118 + 100 + 75 − 50 = 243), beside the summary and, term by term
with each bonus's rule, under the breakdown.
"""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from desktop.games.gin.from_cards import cards_words
from desktop.games.gin.sheet_models import (
    GinColumnsModel,
    GinDealsModel,
    GinSettlementModel,
    formula,
)
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealSheet
from desktop.widgets.tables import SummaryBox, make_table_view
from desktop.widgets.text_fill import fill
from rules.gin.reasons import Reason
from rules.gin.results import GameSettlement, GinSummary
from rules.ledger import DealScore, Entry

_HAND_REASONS: Final = frozenset({Reason.KNOCK, Reason.UNDERCUT, Reason.GIN})
"""The reasons of a won hand's score, which the cards behind it explain."""


class SettlementBox(QWidget):
    """The settlements under the breakdown: a wrapped title over the table. Alone (no
    game settled), the title takes its whole height at its width from the breakdown
    above it, as far as the breakdown keeps its least height: a splitter reads no
    label's height for a width, and at a scale of 1.25 and 1.5 it squeezed «No game is
    settled yet…» to a cut line under the breakdown. Its sizes, not its least height:
    that made the window at 1.5 taller than the work area."""

    title: QLabel
    view: QWidget

    def fit(self) -> None:
        """Take the title's missing height from the widget above in the splitter."""
        splitter = self.parentWidget()
        if not isinstance(splitter, QSplitter) or self.view.isVisibleTo(self):
            return
        index = splitter.indexOf(self)
        above = splitter.widget(index - 1) if index >= 1 else None
        if above is None or self.width() <= 0:
            return
        missing = self.title.heightForWidth(self.width()) - self.height()
        sizes = splitter.sizes()
        spare = sizes[index - 1] - above.minimumSizeHint().height()
        taken = min(missing, spare)
        if taken > 0:
            sizes[index - 1] -= taken
            sizes[index] += taken
            splitter.setSizes(sizes)

    def fit_soon(self) -> None:
        """:meth:`fit` once the splitter has laid out what changed."""
        QTimer.singleShot(0, self, self.fit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_soon()


class GinSheet(DealSheet):
    """The gin sheet, its summary (Hollywood's columns, the settlements' formulas) and
    the settlement table under the breakdown."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        options = controller.session.options
        self.oklahoma = options.get("variant") == "oklahoma"
        self.hollywood = options.get("scoring") == "hollywood"
        self.deals_model = GinDealsModel(self)
        self.summary = self.summary_box = SummaryBox()
        # The settlements stand beside Hollywood's small table of columns, not under it:
        # the sheet keeps the height.
        row = QHBoxLayout()
        self.columns_model = GinColumnsModel(self)
        self.columns_view = self.summary_box.add_table(self.columns_model, row)
        self.columns_view.setVisible(self.hollywood)
        self.formula_label = QLabel(self.summary_box)
        self.formula_label.setStyleSheet("font-weight: bold;")
        self.formula_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.formula_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.formula_label, 1)
        self.summary_box.box_layout.addLayout(row)
        box = self.settlement_box = SettlementBox()
        box_layout = QVBoxLayout(box)
        box_layout.setContentsMargins(0, 0, 0, 0)
        self.settlement_title = box.title = QLabel(box)
        self.settlement_title.setWordWrap(True)
        self.settlement_model = GinSettlementModel(self)
        self.settlement_view = box.view = make_table_view(self.settlement_model, box)
        self.settlement_view.clicked.connect(self._settlement_clicked)
        box_layout.addWidget(self.settlement_title)
        box_layout.addWidget(self.settlement_view, 1)
        self.side = (box,)

    def _settlement_clicked(self, index: Any) -> None:
        rule = self.settlement_model.row_key(index.row())
        if rule:
            self.sig_rule_activated.emit(str(rule))

    def settlements(self) -> list[GameSettlement]:
        """Every closed game, settled term by term by the rules."""
        return list(self.controller.scored.summary_as(GinSummary).settled_games)

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        options = self.controller.session.options
        assert isinstance(self.deals_model, GinDealsModel)
        self.deals_model.show_sheet(
            scored, self.controller.session.deals, self.oklahoma, self.hollywood
        )
        self.summary_box.options_line.setText(
            fill(
                self.tr("%1, %2, to %3; gin %4, undercut %5, box %6, game %7."),
                self.tr("Oklahoma") if self.oklahoma else self.tr("Standard gin"),
                self.tr("Hollywood scoring") if self.hollywood else self.tr("a single game"),
                options["target"],
                options["gin_bonus"],
                options["undercut_bonus"],
                options["box_bonus"],
                options["game_bonus"],
            )
        )
        if self.hollywood:
            self.columns_model.show_sheet(scored)
        settlements = self.settlements()
        match = scored.summary_as(GinSummary).settlement if self.hollywood else None
        self.settlement_model.show_settlements(settlements, match)
        self.settlement_title.setText(
            self.tr(
                "Settlement (points + game + boxes − the loser's points = net); "
                "click a bonus for its rule:"
            )
            if settlements
            # The target stands in the options line above the list ("to 100"): said
            # again here, the sentence took two lines that a window at 1.5 lacks.
            else self.tr("No game is settled yet.")
        )
        self.settlement_view.setVisible(bool(settlements))
        self.settlement_box.fit_soon()
        lines = [
            (fill(self.tr("Game %1: "), s.game) if s.game else "") + formula(s) for s in settlements
        ]
        if match and len(settlements) > 1:
            winner = match.winner
            lines.append(
                fill(self.tr("Match: %1 wins %2"), winner, match.net)
                if winner
                else self.tr("Match: even")
            )
        self.formula_label.setText("\n".join(lines))
        # No settlement yet: no empty line under the options (a row of the sheet at 1.5).
        self.formula_label.setVisible(bool(lines))

    def finished_text(self) -> str:
        if self.hollywood:
            return self.tr("All three games are closed; the match is over.")
        return self.tr("The game is over; no more deals can be entered.")

    # ---- the form ------------------------------------------------------------------

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        where = fill(self.tr(" (game %1)"), entry.game) if entry.game is not None else ""
        words: dict[str, str] = {
            Reason.KNOCK: self.tr("Knock: the opponent's deadwood less the knocker's"),
            Reason.UNDERCUT: self.tr("Undercut: the difference plus the undercut bonus"),
            Reason.GIN: self.tr("Gin: the opponent's deadwood plus the gin bonus"),
            Reason.SPADES: self.tr("A spade upcard: the hand counts double"),
            Reason.GAME: self.tr("Game bonus: reached the target"),
            Reason.BOX: self.tr("Boxes: the bonus for each hand won more"),
            Reason.SHUTOUT: self.tr("Shutout: the settlement doubled"),
        }
        text = words.get(entry.reason, entry.reason) + where
        if entry.reason in _HAND_REASONS:
            # The cards behind the deadwood counts, for a deal entered from the cards.
            behind = cards_words(
                self.controller.session.deals[deal.deal - 1].to_json(), self.players
            )
            if behind:
                text += "\n" + behind
        return text
