"""The Three Bugs sheet: the painted paper sheet over the deals list, the standings
above them (games, rubbers, who won what), and the words the breakdown explains the
entries in (the reason, and whether an entry is written above or below the line)."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from desktop.games.three_bugs.from_cards import cards_words
from desktop.games.three_bugs.paper_sheet import ThreeBugsPaper
from desktop.games.three_bugs.sheet_models import ThreeBugsDealsModel
from desktop.games.three_bugs.words import reason_words
from desktop.sitting.controller import SittingController
from desktop.sitting.parts import DealSheet, FormPlace
from desktop.widgets.row_model import format_points
from desktop.widgets.short_names import shown_names
from desktop.widgets.text_fill import fill
from rules.ledger import Column, DealScore, Entry, Scored
from rules.three_bugs.results import ThreeBugsFacts, ThreeBugsSummary


class ThreeBugsSheet(DealSheet):
    """The paper sheet, the deals list and the standings banner of a Three Bugs sitting."""

    def __init__(self, controller: SittingController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.deals_model = self.three_bugs_deals = ThreeBugsDealsModel(self)
        self.paper = self.paper_sheet = ThreeBugsPaper()
        self.paper_sheet.sig_deal_clicked.connect(self.sig_deal_clicked)
        self.banner = _Banner()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        # The palette's own pair of a field and its text, so a dark palette (or a high
        # contrast one) stays readable; a fixed light green under white text was not.
        self.banner.setStyleSheet(
            "QLabel#banner { background: palette(alternate-base); color: palette(text);"
            " border: 1px solid palette(mid); padding: 4px; }"
        )
        self.summary = self.banner
        # The form of a contract deal is tall: beside the sheet, above the breakdown.
        self.form_place = FormPlace.BESIDE
        self.line_words = self.line_text

    def show(self, editing: int | None) -> None:
        scored = self.controller.scored
        self.paper_sheet.set_scored(scored)
        self.paper_sheet.set_selected_deal(editing or 0)
        self.three_bugs_deals.show_sheet(self.controller.session.deals, scored)
        self.banner.setText(self._banner_html(scored, shown_names(scored.players)))
        # Long names are shortened in the banner (it widened the window past the
        # screen, issue 32): the whole of it with the full names is its tooltip.
        whole = self._banner_html(scored, {name: name for name in scored.players})
        self.banner.setToolTip(whole if whole != self.banner.text() else "")

    def _banner_html(self, scored: Scored, names: Mapping[str, str]) -> str:
        """The banner's text, each player written as ``names`` says."""
        standings = sorted(scored.totals.items(), key=lambda item: -item[1])
        ranked = " · ".join(
            f"{place}. {escape(names[name])} {format_points(points)}"
            for place, (name, points) in enumerate(standings, start=1)
        )
        headline = ""
        summary = scored.summary_as(ThreeBugsSummary)
        if scored.deals:
            facts = scored.deals[-1].facts_as(ThreeBugsFacts)
            rubber = [escape(names[name]) for name in facts.rubber_winners]
            # Numbered: "game over" after the first game read as if the sitting had ended.
            if scored.finished:
                headline = self.tr("The partie is complete. Final standings:")
            elif rubber:
                # Two winners of one rubber are one rubber (the printed sheet's count).
                rubbers = len({won.deal for won in summary.rubbers})
                headline = fill(self.tr("Rubber %1 won by %2!"), rubbers, ", ".join(rubber))
            elif facts.line:
                winners = [escape(names[name]) for name in facts.game_winners]
                headline = fill(
                    self.tr("Game %1 won by %2."), len(summary.games), ", ".join(winners)
                )
        counts = fill(
            self.tr("Deals: %1 · games: %2 · rubbers: %3 of 4"),
            len(scored.deals),
            len(summary.games),
            len(summary.rubbers),
        )
        text = f"<b>{headline}</b> " if headline else ""
        return f"{text}{ranked}<br><small>{counts}</small>"

    def banner_text(self) -> str:
        """The banner's text without markup (game over, rubber, partie, standings)."""
        document = QTextDocument()
        document.setHtml(self.banner.text())
        return document.toPlainText()

    def mark_editing(self, number: int | None) -> None:
        self.paper_sheet.set_selected_deal(number or 0)

    def reason_words(self, entry: Entry, deal: DealScore) -> str:
        text = reason_words(entry.reason, entry.rule)
        # The cards behind honours, a crown or aces, for a deal entered from the cards.
        record = self.controller.session.deals[deal.deal - 1].to_json()
        behind = cards_words(record, entry.reason, entry.player)
        return f"{text}: {behind}" if behind else text

    def line_text(self, entry: Entry) -> str:
        """Above or below the line, in words."""
        if entry.column == Column.ABOVE:
            return self.tr("above")
        if entry.column == Column.BELOW:
            return self.tr("below")
        return str(entry.column)

    def finished_text(self) -> str:
        return self.tr("The partie is complete: no more deals.")


class _Banner(QLabel):
    """The standings banner: rich text, wrapped, told a new text at every Enter. Qt asks
    a wrapped label its height for a width a dozen times as the window is laid out
    again, and the label lays its text out at each: here once a text, font and width
    (issue 31)."""

    def __init__(self) -> None:
        super().__init__()
        self._heights: dict[int, int] = {}

    def setText(self, text: str) -> None:
        if text != self.text():
            self._heights.clear()
            super().setText(text)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        # A font, a style or the margins change the heights: measured again.
        self._heights.clear()
        super().changeEvent(event)
