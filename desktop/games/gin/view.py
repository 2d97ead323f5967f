"""The Gin view (standard or Oklahoma, single or Hollywood scoring).

The sheet shows the running scores; Hollywood shows its three double columns (A | B in
each), with closed columns marked. A closed game is settled as the source writes it:
the winner's points + the game bonus + the boxes − the loser's points = the net
(gin-family.ru.txt: 118 + 100 + 75 − 50 = 243). In Oklahoma the upcard comes first in the
form, and the knock limit and any spade doubling are shown before the counts are typed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
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

from desktop.widgets.entry_widgets import (
    Cell,
    DealSheetView,
    RowTableModel,
    TableRow,
    format_points,
    make_table_view,
    number_cell,
    text_field_width,
    two_lines,
)
from desktop.widgets.text_fill import fill
from rules.cards import parse_card as parse_any_card
from rules.gin.cards import parse_card
from rules.gin.hands import MAX_DEADWOOD
from rules.ledger import Column, DealScore, Entry, Scored
from rules.session import score

SUIT_SIGNS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
"""The suits as the session file writes them, and as the sheet shows them."""
COLUMNS = (1, 2, 3)
"""Hollywood's three games."""


def card_text(card: str | None) -> str:
    """``6H`` as ``6♥``; a dash for no card."""
    if not card:
        return "—"
    return card[:-1] + SUIT_SIGNS.get(card[-1], card[-1])


@dataclass(frozen=True, slots=True)
class Settlement:
    """One closed game settled as the source writes it."""

    game: int | None
    """The Hollywood column, ``None`` for a single game."""
    winner: str
    """Who reached the target."""
    loser: str
    """The other player."""
    winner_points: int
    """The winner's deal scores in this game."""
    game_bonus: int
    """The game bonus (to the winner)."""
    winner_boxes: int
    """Box bonuses written for the winner."""
    shutout: int
    """The settlement written once more for a shutout (0 without)."""
    loser_points: int
    """The loser's deal scores in this game."""
    loser_boxes: int
    """Box bonuses written for the loser (he won more hands)."""
    net: int
    """What the engine settled: winner's everything less loser's everything."""


def settle(scored: Scored, game: int | None, winner: str, net: int) -> Settlement:
    """Split a closed game's net into the source's terms, from the sheet's entries."""
    players = scored.players
    loser = players[1] if winner == players[0] else players[0]
    terms: dict[tuple[str, str], int] = {}
    for deal in scored.deals:
        for entry in deal.entries:
            if entry.game != game:
                continue
            kind = "points" if entry.column == Column.POINTS else entry.reason
            key = (entry.player, kind)
            terms[key] = terms.get(key, 0) + entry.points
    return Settlement(
        game,
        winner,
        loser,
        terms.get((winner, "points"), 0),
        terms.get((winner, "game"), 0),
        terms.get((winner, "box"), 0),
        terms.get((winner, "shutout"), 0),
        terms.get((loser, "points"), 0),
        terms.get((loser, "box"), 0),
        net,
    )


class GinDealsModel(RowTableModel):
    """One row a deal: the upcard and its terms (Oklahoma), how the deal ended, who won
    the hand and what he scored, then the running scores (or Hollywood's columns)."""

    def show_sheet(
        self, scored: Scored, records: Sequence[Mapping[str, Any]], oklahoma: bool, hollywood: bool
    ) -> None:
        """Rebuild the rows from the scored sheet and the records."""
        players = scored.players
        headers = [self.tr("Deal")]
        if oklahoma:
            headers += [self.tr("Upcard"), self.tr("Knock limit")]
        outcome_column = len(headers)
        headers += [self.tr("How it ended"), self.tr("Hand won by"), self.tr("Hand points")]
        # Hollywood has six columns of points beside these: every header goes on two
        # lines (the game over the player), so the sheet fits a 1000 px window.
        labels = [two_lines(header) for header in headers]
        columns = scored.summary.get("columns") or []
        if hollywood:
            for game in COLUMNS:
                closed = len(columns) >= game and columns[game - 1]["closed"]
                mark = " ✔" if closed else ""
                for player in players:
                    headers.append(fill(self.tr("%1: %2"), game, player) + mark)
                    labels.append(f"{game}{mark}\n{player}")
        else:
            headers += list(players)
            labels = headers
        rows = []
        for deal, record in zip(scored.deals, records, strict=False):
            facts = deal.facts
            cells: list[Cell] = [Cell(str(deal.deal), deal.deal, number=True)]
            if oklahoma:
                limit = int(facts["knock_limit"])
                doubled = bool(facts["doubled"])
                cells.append(Cell(card_text(record.get("upcard")), record.get("upcard")))
                cells.append(
                    Cell(
                        f"{limit} ×2" if doubled else str(limit),
                        limit,
                        number=True,
                        tooltip=self.tr("A spade: the deal counts double") if doubled else "",
                    )
                )
            # Hollywood's narrow sheet says it the short way, the sentence in the tooltip.
            sentence = self.outcome_text(deal, record)
            if hollywood:
                cells.append(
                    Cell(self.short_outcome(deal, record), facts.get("outcome"), tooltip=sentence)
                )
            else:
                cells.append(Cell(sentence, facts.get("outcome")))
            winner = facts.get("hand_winner")
            cells.append(Cell(winner or "—", winner))
            cells.append(number_cell(int(facts.get("hand_points", 0))))
            if hollywood:
                after = facts.get("columns_after", [])
                written = {(e.game, e.player) for e in deal.entries}
                for game in COLUMNS:
                    column = after[game - 1]
                    for player in players:
                        if (game, player) in written:
                            points = int(column["points"][player])
                            cells.append(number_cell(points, bold=column["winner"] == player))
                        else:
                            cells.append(Cell("", None, number=True, muted=True))
            else:
                running: Mapping[str, int] = facts.get("running", {})
                cells += [number_cell(int(running.get(p, 0))) for p in players]
            rows.append(TableRow(tuple(cells), deal.deal))
        # How each deal ended, in words, gives way on a narrow sheet.
        self.set_rows(headers, rows, wordy=(outcome_column,), labels=labels)

    def short_outcome(self, deal: DealScore, record: Mapping[str, Any]) -> str:
        """How the deal ended in a word and the two deadwood counts, the knocker's
        first (``knock 5:30``, ``gin 0:40``); who won the hand is in the next column."""
        outcome = deal.facts.get("outcome")
        if outcome == "dead":
            return self.tr("dead hand")
        words = {
            "knock": self.tr("knock %1:%2"),
            "undercut": self.tr("undercut %1:%2"),
            "gin": self.tr("gin %1:%2"),
        }
        text = words.get(str(outcome), str(outcome) + " %1:%2")
        return fill(text, record.get("deadwood", 0), record.get("opponent_deadwood", ""))

    def outcome_text(self, deal: DealScore, record: Mapping[str, Any]) -> str:
        """How the deal ended, in words, with the counts."""
        outcome = deal.facts.get("outcome")
        player = str(record.get("player", ""))
        deadwood = str(record.get("deadwood", 0))
        opponent = str(record.get("opponent_deadwood", ""))
        if outcome == "dead":
            return self.tr("Dead hand")
        if outcome == "gin":
            return fill(self.tr("%1 gin; the opponent holds %2"), player, opponent)
        text = (
            self.tr("%1 knocks with %2 against %3")
            if outcome == "knock"
            else self.tr("%1 knocks with %2 against %3: undercut")
        )
        return fill(text, player, deadwood, opponent)


class GinColumnsModel(RowTableModel):
    """Hollywood: one row a column, its points, whether it is closed, who won it, net."""

    def show_sheet(self, scored: Scored) -> None:
        """Rebuild the rows from the summary's columns."""
        players = scored.players
        headers = [self.tr("Game"), *players, self.tr("State"), self.tr("Net")]
        rows = []
        for game, column in enumerate(scored.summary.get("columns") or [], start=1):
            closed = bool(column["closed"])
            state = fill(self.tr("closed: %1 won"), column["winner"]) if closed else self.tr("open")
            net = column.get("net")
            rows.append(
                TableRow(
                    (
                        Cell(str(game), game, number=True),
                        *(
                            number_cell(int(column["points"][p]), bold=column["winner"] == p)
                            for p in players
                        ),
                        Cell(state, closed, bold=closed),
                        number_cell(int(net)) if net is not None else Cell("—", None),
                    ),
                    game,
                )
            )
        self.set_rows(headers, rows)


class GinSettlementModel(RowTableModel):
    """The settlement of every closed game, term by term, keyed by each term's rule."""

    def show_settlements(
        self, settlements: Sequence[Settlement], match: Mapping[str, Any] | None
    ) -> None:
        """One block of rows per closed game, then Hollywood's match result."""
        headers = [self.tr("Game"), self.tr("Term"), self.tr("Points")]
        rows: list[TableRow] = []
        for s in settlements:
            game = self.tr("Single game") if s.game is None else str(s.game)
            terms: list[tuple[str, int, str | None]] = [
                (fill(self.tr("%1's points on the sheet"), s.winner), s.winner_points, None),
                (self.tr("game bonus"), s.game_bonus, "gin/game"),
            ]
            if s.winner_boxes:
                terms.append((self.tr("boxes (hands won more)"), s.winner_boxes, "gin/box"))
            if s.shutout:
                terms.append((self.tr("shutout: doubled"), s.shutout, "gin/shutout"))
            terms.append(
                (fill(self.tr("less %1's points on the sheet"), s.loser), -s.loser_points, None)
            )
            if s.loser_boxes:
                terms.append(
                    (
                        fill(self.tr("less %1's boxes (hands won more)"), s.loser),
                        -s.loser_boxes,
                        "gin/box",
                    )
                )
            for text, points, rule in terms:
                rows.append(
                    TableRow((Cell(game), Cell(text), number_cell(points, signed=True)), rule)
                )
            rows.append(
                TableRow(
                    (
                        Cell(game),
                        Cell(fill(self.tr("net to %1"), s.winner), bold=True),
                        number_cell(s.net, bold=True),
                    ),
                    None,
                )
            )
        if match is not None and len(settlements) > 1:
            winner = match.get("winner")
            rows.append(
                TableRow(
                    (
                        Cell(self.tr("Match")),
                        Cell(
                            fill(self.tr("the match: net to %1"), winner)
                            if winner
                            else self.tr("the match: even"),
                            bold=True,
                        ),
                        number_cell(int(match.get("net", 0)), bold=True),
                    ),
                    None,
                )
            )
        self.set_rows(headers, rows)


def formula(s: Settlement) -> str:
    """The settlement as the source writes it: ``118 + 100 + 75 − 50 = 243``."""
    parts = [str(s.winner_points), f"+ {s.game_bonus}"]
    if s.winner_boxes:
        parts.append(f"+ {s.winner_boxes}")
    if s.shutout:
        parts.append(f"+ {s.shutout}")
    parts.append(f"− {s.loser_points}")
    if s.loser_boxes:
        parts.append(f"− {s.loser_boxes}")
    return " ".join(parts) + f" = {format_points(s.net)}"


class GinView(DealSheetView):
    """The view of an open gin sitting."""

    sig_upcard_changed = Signal()
    """The upcard typed in the form changed (the knock limit shown follows it)."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        options = controller.session.options
        self.oklahoma = options.get("variant") == "oklahoma"
        self.hollywood = options.get("scoring") == "hollywood"
        super().__init__(controller, parent)

    def make_deals_model(self) -> GinDealsModel:
        return GinDealsModel(self)

    # ---- the summary ---------------------------------------------------------------

    def build_summary(self, layout: QBoxLayout) -> None:
        # The settlements stand beside Hollywood's small table of columns, not under it:
        # the sheet keeps the height.
        row = QHBoxLayout()
        self.columns_model = GinColumnsModel(self)
        self.columns_view = self.add_summary_table(self.columns_model, row)
        self.columns_view.setVisible(self.hollywood)
        self.formula_label = QLabel(self)
        self.formula_label.setStyleSheet("font-weight: bold;")
        self.formula_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.formula_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.formula_label, 1)
        layout.addLayout(row)

    def build_side(self) -> list[QWidget]:
        box = QWidget(self)
        box_layout = QVBoxLayout(box)
        box_layout.setContentsMargins(0, 0, 0, 0)
        self.settlement_title = QLabel(box)
        self.settlement_title.setWordWrap(True)
        self.settlement_model = GinSettlementModel(self)
        self.settlement_view = make_table_view(self.settlement_model, box)
        self.settlement_view.clicked.connect(self._settlement_clicked)
        box_layout.addWidget(self.settlement_title)
        box_layout.addWidget(self.settlement_view, 1)
        return [box]

    def _settlement_clicked(self, index: Any) -> None:
        rule = self.settlement_model.row_key(index.row())
        if rule:
            self.sig_rule_activated.emit(str(rule))

    def settlements(self) -> list[Settlement]:
        """Every closed game, settled."""
        scored = self.controller.scored
        if self.hollywood:
            out = []
            for game, column in enumerate(scored.summary.get("columns") or [], start=1):
                if column["closed"]:
                    out.append(settle(scored, game, column["winner"], int(column["net"])))
            return out
        settlement = scored.summary.get("settlement")
        if not settlement:
            return []
        return [settle(scored, None, settlement["winner"], int(settlement["net"]))]

    def refresh_sheet(self) -> None:
        scored = self.controller.scored
        options = self.controller.session.options
        assert isinstance(self.deals_model, GinDealsModel)
        self.deals_model.show_sheet(
            scored, self.controller.session.deals, self.oklahoma, self.hollywood
        )
        self.options_line.setText(
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
        match = scored.summary.get("settlement") if self.hollywood else None
        self.settlement_model.show_settlements(settlements, match)
        self.settlement_title.setText(
            self.tr(
                "Settlement (points + game + boxes − the loser's points = net); "
                "click a bonus for its rule:"
            )
            if settlements
            else fill(
                self.tr("No game is settled yet; a game ends at %1 points."), options["target"]
            )
        )
        self.settlement_view.setVisible(bool(settlements))
        lines = [
            (fill(self.tr("Game %1: "), s.game) if s.game else "") + formula(s) for s in settlements
        ]
        if match and len(settlements) > 1:
            winner = match.get("winner")
            lines.append(
                fill(self.tr("Match: %1 wins %2"), winner, match["net"])
                if winner
                else self.tr("Match: even")
            )
        self.formula_label.setText("\n".join(lines))

    def finished_text(self) -> str:
        if self.hollywood:
            return self.tr("All three games are closed; the match is over.")
        return self.tr("The game is over; no more deals can be entered.")

    # ---- the form ------------------------------------------------------------------

    def build_form(self, layout: QBoxLayout) -> None:
        self.upcard_edit = QLineEdit(self.form_box)
        self.upcard_edit.setPlaceholderText(self.tr("e.g. 6H, 10S, QD"))
        # As wide as its hint in the UI language, and no wider: a card is three signs.
        self.upcard_edit.setFixedWidth(text_field_width(self.upcard_edit))
        self.terms_label = QLabel(self.form_box)
        self.terms_label.setStyleSheet("font-weight: bold;")
        self.upcard_edit.textChanged.connect(self._upcard_changed)

        self.type_group = QButtonGroup(self.form_box)
        self.type_buttons, type_row = self._radio_row(
            self.type_group,
            (("knock", self.tr("Knock")), ("gin", self.tr("Gin")), ("dead", self.tr("Dead hand"))),
            "type",
            self._type_changed,
        )
        self.player_group = QButtonGroup(self.form_box)
        self.player_buttons, player_row = self._radio_row(
            self.player_group, ((p, p) for p in self.players), "player", self._update_preview
        )
        self.deadwood_spin = self._deadwood_spin()
        self.opponent_spin = self._deadwood_spin()

        rows: list[tuple[str, QWidget | QLayout, str]] = []
        if self.oklahoma:
            upcard_row = QHBoxLayout()
            upcard_row.addWidget(self.upcard_edit)
            upcard_row.addWidget(self.terms_label)
            upcard_row.addStretch(1)
            rows.append((self.tr("Upcard:"), upcard_row, "upcard"))
        else:
            self.upcard_edit.hide()
            self.terms_label.hide()
        rows += [
            (self.tr("The deal ended with:"), type_row, "type"),
            (self.tr("Who knocked or went gin:"), player_row, "player"),
            (self.tr("His deadwood:"), self.deadwood_spin, "deadwood"),
            (self.tr("The opponent's deadwood:"), self.opponent_spin, "opponent_deadwood"),
        ]
        grid = QGridLayout()
        for row, (title, item, field) in enumerate(rows):
            grid.addWidget(QLabel(title, self.form_box), row, 0)
            if isinstance(item, QLayout):
                grid.addLayout(item, row, 1)
            else:
                grid.addWidget(item, row, 1)
            grid.addWidget(self.field_violation(field), row, 2)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.preview_label = QLabel(self.form_box)
        layout.addWidget(self.preview_label)
        for spin in (self.deadwood_spin, self.opponent_spin):
            spin.valueChanged.connect(self._update_preview)

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
            button = QRadioButton(text, self.form_box)
            button.setObjectName(f"{name}-{key}")
            group.addButton(button)
            buttons[key] = button
            row.addWidget(button)
            button.toggled.connect(toggled)
        row.addStretch(1)
        return buttons, row

    def _deadwood_spin(self) -> QSpinBox:
        spin = QSpinBox(self.form_box)
        spin.setRange(0, MAX_DEADWOOD)
        # A count of up to three digits; across the whole form it would look like text.
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return spin

    def first_field(self) -> QWidget:
        return self.upcard_edit if self.oklahoma else self.type_buttons["knock"]

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
        card = parse_any_card(text)
        if card is not None:
            return str(card)
        return text.upper().replace(" ", "") or None

    def player(self) -> str | None:
        """Who knocked or went gin, if chosen."""
        for player, button in self.player_buttons.items():
            if button.isChecked():
                return player
        return None

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

    def form_record(self) -> dict[str, Any]:
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

    def load_record(self, record: Mapping[str, Any]) -> None:
        self.upcard_edit.setText(str(record.get("upcard", "")))
        self.type_buttons.get(str(record.get("type")), self.type_buttons["knock"]).setChecked(True)
        player = record.get("player")
        if player in self.player_buttons:
            self.player_buttons[player].setChecked(True)
        self.deadwood_spin.setValue(int(record.get("deadwood", 0)))
        self.opponent_spin.setValue(int(record.get("opponent_deadwood", 0)))
        self._type_changed()

    def reset_form(self) -> None:
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

    def _update_preview(self) -> None:
        if not hasattr(self, "preview_label"):
            return
        record = self.form_record()
        number = self.editing
        if self.controller.check(record, number) is not None:
            self.preview_label.setText("")
            return
        session = self.controller.session
        candidate = (
            session.with_deal(record)
            if number is None
            else session.with_deal_replaced(number, record)
        )
        deal = score(candidate).deals[len(session.deals) if number is None else number - 1]
        winner = deal.facts.get("hand_winner")
        self.preview_label.setText(
            self.tr("This deal scores nothing.")
            if winner is None
            else fill(self.tr("This deal: %1 scores %2."), winner, deal.facts.get("hand_points"))
        )

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        where = fill(self.tr(" (game %1)"), entry.game) if entry.game is not None else ""
        words = {
            "knock": self.tr("Knock: the opponent's deadwood less the knocker's"),
            "undercut": self.tr("Undercut: the difference plus the undercut bonus"),
            "gin": self.tr("Gin: the opponent's deadwood plus the gin bonus"),
            "spades": self.tr("A spade upcard: the hand counts double"),
            "game": self.tr("Game bonus: reached the target"),
            "box": self.tr("Boxes: the bonus for each hand won more"),
            "shutout": self.tr("Shutout: the settlement doubled"),
        }
        return words.get(entry.reason, entry.reason) + where
