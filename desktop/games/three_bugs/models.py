"""Item models of a Three Bugs sitting: the deals with running totals, and one deal's
breakdown (every entry with its reason and rule). Both sit over immutable rows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from desktop.games.three_bugs.words import deal_summary, reason_words
from desktop.rulebook.rule_titles import rule_title
from desktop.widgets.record_model import RecordTableModel
from rules.ledger import Column, DealScore, Scored

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True)
class DealRow:
    """One recorded deal as the list shows it."""

    number: int
    dealer: str
    summary: str
    running: tuple[int, ...]
    """Each player's total after this deal, in seat order."""
    event: str
    """``""``, or what the deal closed: a game, a rubber."""


def deal_rows(records: Sequence[Mapping[str, Any]], scored: Scored) -> list[DealRow]:
    """The deal list's rows: each deal described, with the running totals after it."""
    running = dict.fromkeys(scored.players, 0)
    rows = []
    for record, deal in zip(records, scored.deals, strict=False):
        for entry in deal.entries:
            running[entry.player] = running.get(entry.player, 0) + entry.points
        event = ""
        rubber = deal.facts.get("rubber_winners")
        if rubber:
            event = QCoreApplication.translate("DealsModel", "rubber: %1").replace(
                "%1", ", ".join(_names(rubber))
            )
        elif deal.facts.get("line"):
            event = QCoreApplication.translate("DealsModel", "game: %1").replace(
                "%1", ", ".join(_names(deal.facts.get("game_winners")))
            )
        rows.append(
            DealRow(
                deal.deal,
                str(record.get("dealer", "")),
                deal_summary(record),
                tuple(running[p] for p in scored.players),
                event,
            )
        )
    return rows


def _names(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value or []]


class DealsModel(RecordTableModel[DealRow]):
    """The deals: number, dealer, what happened, and each player's running total."""

    FIXED = 4

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()

    def set_sitting(self, records: Sequence[Mapping[str, Any]], scored: Scored) -> None:
        """Show ``scored`` (the records give each deal's description)."""
        # Players (the columns) and rows change inside the same reset.
        self.beginResetModel()
        self._players = tuple(scored.players)
        self._rows = tuple(deal_rows(records, scored))
        self.endResetModel()

    def column_count(self) -> int:
        return self.FIXED + len(self._players)

    def cell_data(self, row: DealRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(row.number)
            if column == 1:
                return row.dealer
            if column == 2:
                return row.summary
            if column == 3:
                return row.event
            return str(row.running[column - self.FIXED])
        if role == Qt.ItemDataRole.TextAlignmentRole and (column == 0 or column >= self.FIXED):
            return _RIGHT
        negative = column >= self.FIXED and row.running[column - self.FIXED] < 0
        if role == Qt.ItemDataRole.ForegroundRole and negative:
            return QBrush(QColor("#8b1a1a"))
        if role == Qt.ItemDataRole.UserRole:
            return row.number
        return None

    def header_data(self, section: int, role: int) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        fixed = (self.tr("No."), self.tr("Dealer"), self.tr("Deal"), self.tr("Closed"))
        if section < self.FIXED:
            return fixed[section]
        return self._players[section - self.FIXED]


@dataclass(frozen=True)
class BreakdownRow:
    """One entry of a deal, explained."""

    player: str
    points: int
    column: str
    reason: str
    rule: str


class BreakdownModel(RecordTableModel[BreakdownRow]):
    """One deal's entries: player, points, line, reason in words, rule."""

    RULE_ROLE = int(Qt.ItemDataRole.UserRole) + 1

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.deal = 0

    def set_deal(self, deal: DealScore | None) -> None:
        """Explain ``deal`` (``None``: nothing)."""
        self.beginResetModel()
        self.deal = deal.deal if deal is not None else 0
        self._rows = tuple(
            BreakdownRow(e.player, e.points, str(e.column), reason_words(e.reason, e.rule), e.rule)
            for e in (deal.entries if deal is not None else ())
        )
        self.endResetModel()

    def rows(self) -> tuple[BreakdownRow, ...]:
        """Every row shown."""
        return self._rows

    def column_count(self) -> int:
        return 5

    def line_text(self, column: str) -> str:
        """Above or below the line, in words."""
        if column == Column.ABOVE:
            return self.tr("above")
        if column == Column.BELOW:
            return self.tr("below")
        return column

    def cell_data(self, row: BreakdownRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                row.player,
                f"+{row.points}" if row.points > 0 else str(row.points),
                self.line_text(row.column),
                row.reason,
                rule_title(row.rule),
            )[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Open the rulebook at “%1” (%2)")
                .replace("%1", rule_title(row.rule))
                .replace("%2", row.rule)
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 1:
            return _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and column == 4:
            return QBrush(QColor("#1d4ed8"))
        if role == self.RULE_ROLE:
            return row.rule
        return None

    def header_data(self, section: int, role: int) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        names = (
            self.tr("Player"),
            self.tr("Points"),
            self.tr("Line"),
            self.tr("Why"),
            self.tr("Rule"),
        )
        return names[section]
