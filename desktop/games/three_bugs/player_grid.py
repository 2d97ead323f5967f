"""The Three Bugs form's grid of one row per player: an all-pass deal's tricks, then the
premiums (crowns, aces, amurchik) and the faults; read into a deal record and loaded
back from one.

Its words are translated in the ``ThreeBugsForm`` context, the form's own, where they
stood before the grid had a module of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from desktop.games.three_bugs.entry_fields import (
    CrownSyntaxError,
    PlayerRow,
    crowns_text,
    parse_crowns,
)
from desktop.sitting.entry_keys import ColumnKeys
from desktop.sitting.parts import UnreadableInput
from desktop.widgets.field_lines import LINE_SPACING
from desktop.widgets.text_fill import fill

PREMIUM_KEYS = ("crowns", "aces", "amurchik", "faults")
"""The record's keys the grid's premium and fault columns fill, in the record's order."""


class PlayerGrid(QFrame):
    """One row per player: all-pass tricks, crowns, aces, amurchik, faults."""

    def __init__(self, players: Sequence[str], parent: QWidget) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 0)
        # 6 px between columns, not 8: the grid of four players is then no wider than
        # the form's pane at a scale of 1.5 (416 px in Russian), with no sideways scroll.
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(LINE_SPACING)
        self.headers = [
            QLabel(QCoreApplication.translate("ThreeBugsForm", "Player"), self),
            QLabel(QCoreApplication.translate("ThreeBugsForm", "Tricks"), self),
            QLabel(QCoreApplication.translate("ThreeBugsForm", "C&rowns"), self),
            QLabel(QCoreApplication.translate("ThreeBugsForm", "&Aces"), self),
            QLabel(QCoreApplication.translate("ThreeBugsForm", "A&murchik"), self),
            QLabel(QCoreApplication.translate("ThreeBugsForm", "Fa&ult"), self),
        ]
        self.headers[2].setToolTip(
            QCoreApplication.translate(
                "ThreeBugsForm",
                "A suit and a length from the ace down, e.g. ♥4 or H4 (several: ♥4 ♠3)",
            )
        )
        for column, label in enumerate(self.headers):
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            grid.addWidget(label, 0, column, 1, 2 if column == 5 else 1)
        self.rows: dict[str, PlayerRow] = {}
        for line, player in enumerate(players, start=1):
            row = PlayerRow(player, self)
            self.rows[player] = row
            for column, widget in enumerate(
                (
                    row.name,
                    row.tricks,
                    row.crowns,
                    row.aces,
                    row.amurchik,
                    row.fault,
                    row.fault_count,
                )
            ):
                grid.addWidget(widget, line, column)
            row.tricks.valueChanged.connect(self.update_all_pass_sum)
        # A column's underlined letter reaches its first player's field; Up and Down
        # then move between the players' crowns (Alt+R, Down, Down: the third's).
        first = next(iter(self.rows.values()))
        for header, field in zip(
            self.headers[2:],
            (first.crowns, first.aces, first.amurchik, first.fault),
            strict=True,
        ):
            header.setBuddy(field)
        self.crown_keys = ColumnKeys([row.crowns for row in self.rows.values()], parent)
        self.all_pass_sum = QLabel(self)
        self.all_pass_sum.setObjectName("allPassSum")
        grid.addWidget(self.all_pass_sum, len(players) + 1, 1)
        grid.setColumnStretch(7, 1)

    def clear(self) -> None:
        """Every row back to nothing claimed."""
        for row in self.rows.values():
            row.clear()

    def show_kind(self, kind: str) -> None:
        """Show the all-pass tricks and their sum in an all-pass deal only."""
        all_pass = kind == "all-pass"
        self.headers[1].setVisible(all_pass)
        for row in self.rows.values():
            row.tricks.setVisible(all_pass)
        self.all_pass_sum.setVisible(all_pass)

    def update_all_pass_sum(self) -> None:
        """Show the sum of the all-pass tricks typed so far."""
        total = sum(row.tricks.value() for row in self.rows.values())
        self.all_pass_sum.setText(
            fill(QCoreApplication.translate("ThreeBugsForm", "sum %1 of 13"), total)
        )

    def premiums(self) -> dict[str, list[Any]]:
        """The record's crowns, aces, amurchik and players' faults (each key of
        :data:`PREMIUM_KEYS`, empty lists included); raises ``UnreadableInput`` for
        unreadable crowns."""
        crowns: list[dict[str, Any]] = []
        aces: list[dict[str, Any]] = []
        amurchik: list[str] = []
        faults: list[dict[str, Any]] = []
        for player, row in self.rows.items():
            try:
                parsed = parse_crowns(row.crowns.text())
            except CrownSyntaxError as bad:
                message = fill(
                    QCoreApplication.translate(
                        "ThreeBugsForm", "%1: crown '%2' is not a suit and a length, e.g. ♥4 or H4"
                    ),
                    player,
                    str(bad),
                )
                raise UnreadableInput("crowns", message) from None
            crowns += [{"player": player, "suit": s, "length": n} for s, n in parsed]
            if row.aces.currentData():
                aces.append({"player": player, "count": int(row.aces.currentData())})
            if row.amurchik.isChecked():
                amurchik.append(player)
            if row.fault.currentData():
                faults += [{"player": player, "kind": row.fault.currentData()}] * int(
                    row.fault_count.value()
                )
        return {"crowns": crowns, "aces": aces, "amurchik": amurchik, "faults": faults}

    def load_all_pass_tricks(self, tricks: object) -> None:
        """Put an all-pass deal's tricks (a mapping player → tricks) in the rows."""
        for player, row in self.rows.items():
            row.tricks.setValue(int(tricks.get(player, 0)) if isinstance(tricks, dict) else 0)

    def load_premiums(self, record: Mapping[str, Any]) -> None:
        """Put a past deal's crowns, aces, amurchik and players' faults in the rows (the
        exchange fault, nobody's, is the form's)."""
        by_player: dict[str, list[tuple[str, int]]] = {}
        for crown in record.get("crowns", []) or []:
            by_player.setdefault(str(crown.get("player")), []).append(
                (str(crown.get("suit")), int(crown.get("length", 0)))
            )
        for player, crowns in by_player.items():
            if player in self.rows:
                self.rows[player].crowns.setText(crowns_text(crowns))
        for ace in record.get("aces", []) or []:
            holder = self.rows.get(str(ace.get("player")))
            if holder is not None:
                holder.aces.setCurrentIndex(max(0, holder.aces.findData(int(ace.get("count", 0)))))
        for player in record.get("amurchik", []) or []:
            if player in self.rows:
                self.rows[player].amurchik.setChecked(True)
        counts: dict[tuple[str, str], int] = {}
        for fault in record.get("faults", []) or []:
            if fault.get("kind") != "exchange" and fault.get("player") in self.rows:
                key = (str(fault["player"]), str(fault.get("kind")))
                counts[key] = counts.get(key, 0) + 1
        for (player, kind_of_fault), count in counts.items():
            row = self.rows[player]
            row.fault.setCurrentIndex(max(0, row.fault.findData(kind_of_fault)))
            row.fault_count.setValue(count)
