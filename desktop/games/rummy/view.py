"""The Rummy view (2–8 players): running totals, the winner, and the deal entry form of
the melded and in-hand values of every player (gin-family.md, "Rummy")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.games.rummy.from_cards import KEYS as CARD_KEYS
from desktop.games.rummy.from_cards import cards_words, pick_cards
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealForm, DealSheet
from desktop.sitting.sitting_view import SittingView
from desktop.widgets.deal_cards import DealCards
from desktop.widgets.row_model import Cell, RowTableModel, TableRow, format_points, number_cell
from desktop.widgets.tables import SummaryBox
from desktop.widgets.text_fill import fill
from rules.ledger import DealScore, Entry, Scored
from rules.rummy.engine import PACK_VALUE
from rules.rummy.reasons import Reason
from rules.rummy.results import RummyFacts


class RummyDealsModel(RowTableModel):
    """One row a deal: each player's running total (the deal's score in the tooltip)."""

    def show_sheet(self, scored: Scored) -> None:
        """Show the rows of the scored sheet (a row built once a deal: the sheet keeps
        the same deal objects from one change to the next)."""
        players = scored.players
        rows = self.rows_for(scored.deals, lambda deal: self._row(players, deal))
        self.set_rows([self.tr("Deal"), *players], rows)

    def _row(self, players: Sequence[str], deal: DealScore) -> TableRow:
        facts = deal.facts_as(RummyFacts)
        running, points = facts.running, facts.deal_points
        cells = [Cell(str(deal.deal), deal.deal, number=True)]
        for player in players:
            cells.append(
                Cell(
                    format_points(int(running[player])),
                    int(running[player]),
                    number=True,
                    tooltip=fill(
                        self.tr("This deal: %1"),
                        format_points(int(points[player]), signed=True),
                    ),
                )
            )
        return TableRow(tuple(cells), deal.deal)


class RummyTotalsModel(RowTableModel):
    """One row: every player's total, the leader's in bold."""

    def show_sheet(self, scored: Scored) -> None:
        """Rebuild the row from the totals."""
        players = scored.players
        best = max(scored.totals.values()) if scored.deals else None
        cells = tuple(
            number_cell(int(scored.totals[p]), bold=scored.totals[p] == best) for p in players
        )
        self.set_rows(players, [TableRow(cells, "totals")])


class RummySheet(DealSheet):
    """The rummy sheet: running totals a deal, every player's total and the winner."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        options = controller.session.options
        self.packs = int(options["packs"])
        self.target = int(options["target"])
        self.deals_model = RummyDealsModel(self)
        self.summary = self.summary_box = SummaryBox()
        self.totals_model = RummyTotalsModel(self)
        self.totals_view = self.summary_box.add_table(self.totals_model)
        self.winner_label = QLabel(self.summary_box)
        self.winner_label.setStyleSheet("font-weight: bold;")
        self.summary_box.box_layout.addWidget(self.winner_label)

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        assert isinstance(self.deals_model, RummyDealsModel)
        self.deals_model.show_sheet(scored)
        self.totals_model.show_sheet(scored)
        self.summary_box.options_line.setText(
            fill(
                self.tr("One pack, to %1 points.")
                if self.packs == 1
                else self.tr("Two packs, to %1 points."),
                self.target,
            )
        )
        winner = scored.summary.winner
        if winner:
            text = fill(self.tr("%1 wins with %2."), winner, scored.totals[winner])
        elif scored.deals and max(scored.totals.values()) >= self.target:
            text = self.tr("The target is reached but the lead is shared: play goes on.")
        elif scored.deals:
            best = max(scored.totals.values())
            leaders = [p for p in scored.players if scored.totals[p] == best]
            text = fill(
                self.tr("Leading: %1 with %2; the game ends at %3."),
                ", ".join(leaders),
                format_points(best),
                self.target,
            )
        else:
            text = fill(self.tr("No deal yet; the game ends at %1."), self.target)
        self.winner_label.setText(text)

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        if entry.reason == Reason.MELDED:
            text = self.tr("Cards put on the table (melds and lay-offs)")
        elif entry.reason == Reason.IN_HAND:
            text = self.tr("Cards left in hand")
        else:
            return entry.reason
        record = self.controller.session.deals[deal.deal - 1]
        behind = cards_words(record, entry.player, entry.reason)
        return f"{text}: {behind}" if behind else text


class RummyForm(DealForm):
    """A rummy deal: what each player put on the table and what he was left holding."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.packs = packs = int(controller.session.options["packs"])
        self.melded_spins: dict[str, QSpinBox] = {}
        self.in_hand_spins: dict[str, QSpinBox] = {}
        self.deal_labels: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = self.player_grid(
            (
                self.tr("Player"),
                self.tr("Put on the &table"),
                self.tr("&Left in hand"),
                self.tr("Scores"),
            ),
            {1: "melded", 2: "in_hand"},
        )
        high = PACK_VALUE * packs
        for row, player in enumerate(self.players, start=1):
            melded = QSpinBox(self)
            melded.setRange(0, high)
            melded.setObjectName(f"melded-{player}")
            in_hand = QSpinBox(self)
            in_hand.setRange(0, high)
            in_hand.setObjectName(f"in_hand-{player}")
            score = QLabel(self)
            self.melded_spins[player] = melded
            self.in_hand_spins[player] = in_hand
            self.deal_labels[player] = score
            melded.valueChanged.connect(self._update_scores)
            in_hand.valueChanged.connect(self._update_scores)
            grid.addWidget(melded, row, 1)
            grid.addWidget(in_hand, row, 2)
            grid.addWidget(score, row, 3)
        # A column's underlined letter reaches its first player's field.
        for column, spins in ((1, self.melded_spins), (2, self.in_hand_spins)):
            item = grid.itemAtPosition(0, column)
            header = item.widget() if item is not None else None
            if isinstance(header, QLabel):
                header.setBuddy(spins[self.players[0]])
        layout.addLayout(grid)
        self.deal_cards = DealCards(self, self.fields_record, CARD_KEYS, lambda: pick_cards(self))
        layout.addLayout(self.deal_cards.row)
        layout.addWidget(
            self.form_hint(
                self.tr("Values: ace 1, two to ten as marked, pictures 10. Return enters the deal.")
            )
        )
        self.deal_cards.watch()

    def _update_scores(self) -> None:
        for player in self.players:
            points = self.melded_spins[player].value() - self.in_hand_spins[player].value()
            self.deal_labels[player].setText(format_points(points, signed=True))

    def first_field(self) -> QWidget:
        return self.melded_spins[self.players[0]]

    def record(self) -> dict[str, Any]:
        return self.deal_cards.attach(self.fields_record())

    def fields_record(self) -> dict[str, Any]:
        """The record the fields hold, without the cards behind it."""
        return {
            "melded": {p: self.melded_spins[p].value() for p in self.players},
            "in_hand": {p: self.in_hand_spins[p].value() for p in self.players},
        }

    def load(self, record: Mapping[str, Any]) -> None:
        melded: Mapping[str, int] = record.get("melded", {})
        in_hand: Mapping[str, int] = record.get("in_hand", {})
        for player in self.players:
            self.melded_spins[player].setValue(int(melded.get(player, 0)))
            self.in_hand_spins[player].setValue(int(in_hand.get(player, 0)))
        self.deal_cards.load(record)

    def reset(self) -> None:
        for player in self.players:
            self.melded_spins[player].setValue(0)
            self.in_hand_spins[player].setValue(0)
        self._update_scores()
        self.deal_cards.clear()


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open rummy sitting."""
    return SittingView(controller, RummyForm(controller), RummySheet(controller), parent)
