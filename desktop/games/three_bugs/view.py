"""The Three Bugs view of an open sitting: the paper sheet, the deals, the entry panel and
the breakdown of the selected deal."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from db.errors import StorageError
from desktop.games.three_bugs.entry_form import ThreeBugsEntry
from desktop.games.three_bugs.models import BreakdownModel, DealsModel
from desktop.games.three_bugs.paper_sheet import ThreeBugsSheet
from desktop.widgets.storage_text import storage_text
from rules.errors import RuleViolation


class ThreeBugsView(QWidget):
    """An open Three Bugs sitting."""

    sig_rule_activated = Signal(str)
    """An entry's rule was clicked: the rule id (``three-bugs/honours``)."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("threeBugsView")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)

        self.banner = QLabel(self)
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setStyleSheet(
            "QLabel#banner { background: #eef3e2; border: 1px solid #b9c99a; padding: 4px; }"
        )
        layout.addWidget(self.banner)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        layout.addWidget(self.splitter, 1)

        left = _ResizeNotifyingSplitter(Qt.Orientation.Vertical, self.splitter)
        self.sheet_splitter = left
        self.sheet = ThreeBugsSheet()
        self.sheet_scroll = QScrollArea(left)
        self.sheet_scroll.setWidget(self.sheet)
        self.sheet_scroll.setWidgetResizable(True)
        self.sheet_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.deals_model = DealsModel(self)
        self.deals_view = QTableView(left)
        self.deals_view.setObjectName("deals")
        self.deals_view.setModel(self.deals_model)
        self.deals_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deals_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.deals_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.deals_view.verticalHeader().hide()
        self.deals_view.setTabKeyNavigation(False)
        self.deals_view.setAlternatingRowColors(True)
        deals_header = self.deals_view.horizontalHeader()
        deals_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The description gives way (elided) so the running totals stay in sight.
        deals_header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.deals_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        # One line of text a row, not the style's roomier default: more deals in sight.
        self.deals_view.verticalHeader().setDefaultSectionSize(
            self.deals_view.fontMetrics().lineSpacing() + 8
        )
        left.addWidget(self.sheet_scroll)
        left.addWidget(self.deals_view)
        left.setChildrenCollapsible(False)
        self._sheet_dragged = False
        left.splitterMoved.connect(self._sheet_split_dragged)
        left.sig_resized.connect(self._share_sheet_and_deals)

        right = QSplitter(Qt.Orientation.Vertical, self.splitter)
        self.entry = ThreeBugsEntry(controller)
        entry_scroll = QScrollArea(right)
        entry_scroll.setWidget(self.entry)
        entry_scroll.setWidgetResizable(True)
        entry_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.breakdown_title = QLabel(right)
        self.breakdown_model = BreakdownModel(self)
        self.breakdown_view = QTableView(right)
        self.breakdown_view.setObjectName("breakdown")
        self.breakdown_view.setModel(self.breakdown_model)
        self.breakdown_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.breakdown_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.breakdown_view.verticalHeader().hide()
        header = self.breakdown_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        breakdown_box = QWidget(right)
        breakdown_layout = QVBoxLayout(breakdown_box)
        breakdown_layout.setContentsMargins(0, 0, 0, 0)
        breakdown_layout.addWidget(self.breakdown_title)
        breakdown_layout.addWidget(self.breakdown_view)
        right.addWidget(entry_scroll)
        right.addWidget(breakdown_box)
        right.setSizes([470, 250])
        self.splitter.setSizes([600, 640])

        self.delete_action = QAction(self.tr("&Delete deal"), self)
        self.delete_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.delete_action.triggered.connect(self.delete_selected)
        self.deals_view.addAction(self.delete_action)

        self.deals_view.selectionModel().selectionChanged.connect(self._deal_selected)
        self.deals_view.activated.connect(lambda _index: self.focus_entry())
        self.breakdown_view.setTabKeyNavigation(False)
        self.breakdown_view.clicked.connect(self._rule_clicked)
        self.breakdown_view.activated.connect(self._rule_clicked)
        self.sheet.sig_deal_clicked.connect(self.select_deal)
        self.entry.sig_recorded.connect(self._recorded)
        self.entry.sig_edit_cancelled.connect(self._edit_cancelled)
        controller.sig_changed.connect(self._changed)
        controller.sig_problem.connect(self._say_problem)
        self._changed(None)

    # -- the game_ui interface ----------------------------------------------------------
    def focus_entry(self) -> None:
        """Put the keyboard in the entry form."""
        self.entry.kind_box.setFocus()

    # -- the sheet and the deals list share the left column ---------------------------
    DEALS_IN_SIGHT = 6
    """Deals the list keeps in sight however long the sheet grows (it scrolls instead)."""

    def _sheet_split_dragged(self) -> None:
        # The player's own split stands until the view is closed.
        self._sheet_dragged = True

    def _share_sheet_and_deals(self) -> None:
        """Give the sheet what it needs, up to its natural height, and the deals list the
        rest, but never fewer than :attr:`DEALS_IN_SIGHT` rows."""
        if self._sheet_dragged:
            return
        total = sum(self.sheet_splitter.sizes())
        if total <= 0:
            return
        frame = 2 * self.deals_view.frameWidth()
        rows = self.DEALS_IN_SIGHT * self.deals_view.verticalHeader().defaultSectionSize()
        least = self.deals_view.horizontalHeader().sizeHint().height() + rows + frame
        natural = self.sheet.sizeHint().height() + 2 * self.sheet_scroll.frameWidth()
        sheet = min(natural, max(total - least, total // 2))
        if self.sheet_splitter.sizes()[0] != sheet:
            self.sheet_splitter.setSizes([sheet, total - sheet])

    # -- refreshing ------------------------------------------------------------------------
    def _changed(self, _change: object) -> None:
        scored = self.controller.scored
        records = self.controller.session.deals
        selected = self.selected_deal()
        self.sheet.set_scored(scored)
        self._share_sheet_and_deals()
        self.deals_view.selectionModel().blockSignals(True)
        self.deals_model.set_sitting(records, scored)
        self.deals_view.selectionModel().blockSignals(False)
        if self.entry.editing and self.entry.editing > len(records):
            self.entry.reset()
        if selected and selected <= len(records) and self.entry.editing == selected:
            # Keep the edited deal highlighted without reloading the form.
            self.deals_view.selectionModel().blockSignals(True)
            self._select_row(selected - 1)
            self.deals_view.selectionModel().blockSignals(False)
            self.deals_view.viewport().update()
        self.entry.refresh()
        self._show_breakdown(self.entry.editing or len(records))
        self._update_banner()
        if records:
            self.deals_view.scrollToBottom()

    def _update_banner(self) -> None:
        scored = self.controller.scored
        standings = sorted(scored.totals.items(), key=lambda item: -item[1])
        ranked = " · ".join(
            f"{place}. {name} {points}" for place, (name, points) in enumerate(standings, start=1)
        )
        headline = ""
        if scored.deals:
            facts = scored.deals[-1].facts
            rubber = facts.get("rubber_winners")
            if scored.finished:
                headline = self.tr("The partie is complete. Final standings:")
            elif rubber:
                headline = self.tr("Rubber won by %1!").replace("%1", ", ".join(_names(rubber)))
            elif facts.get("line"):
                headline = self.tr("Game over: won by %1.").replace(
                    "%1", ", ".join(_names(facts.get("game_winners")))
                )
        rubbers = len(scored.summary.get("rubbers", []) or [])
        games = len(scored.summary.get("games", []) or [])
        counts = (
            self.tr("Deals: %1 · games: %2 · rubbers: %3 of 4")
            .replace("%1", str(len(scored.deals)))
            .replace("%2", str(games))
            .replace("%3", str(rubbers))
        )
        text = f"<b>{headline}</b> " if headline else ""
        self.banner.setText(f"{text}{ranked}<br><small>{counts}</small>")
        self.banner.setProperty("finished", bool(scored.finished))

    def banner_text(self) -> str:
        """The banner's text without markup (game over, rubber, partie, standings)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(self.banner.text())
        return doc.toPlainText()

    def _show_breakdown(self, number: int) -> None:
        deals = self.controller.scored.deals
        deal = deals[number - 1] if 0 < number <= len(deals) else None
        self.breakdown_model.set_deal(deal)
        self.sheet.set_selected_deal(number if self.entry.editing else 0)
        self.breakdown_title.setText(
            self.tr("Deal %1: where each number comes from (click a rule to read it)").replace(
                "%1", str(number)
            )
            if deal is not None
            else self.tr("No deals yet.")
        )

    # -- selection and editing ----------------------------------------------------------
    def selected_deal(self) -> int:
        """The 1-based deal selected in the list (0: none)."""
        rows = self.deals_view.selectionModel().selectedRows()
        return self.deals_model.row(rows[0].row()).number if rows else 0

    def select_deal(self, number: int) -> None:
        """Select deal ``number``: the breakdown shows it and the form loads it."""
        self._select_row(number - 1)

    def _select_row(self, row: int) -> None:
        index = self.deals_model.index(row, 0)
        self.deals_view.selectionModel().select(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.deals_view.setCurrentIndex(index)

    def _deal_selected(self) -> None:
        number = self.selected_deal()
        if not number:
            return
        self.entry.load(number, self.controller.session.deals[number - 1])
        self._show_breakdown(number)

    def _recorded(self, number: int) -> None:
        self.deals_view.clearSelection()
        self._show_breakdown(number)
        self.sheet.set_selected_deal(0)

    def _edit_cancelled(self) -> None:
        self.deals_view.selectionModel().blockSignals(True)
        self.deals_view.clearSelection()
        self.deals_view.selectionModel().blockSignals(False)
        self._show_breakdown(len(self.controller.session.deals))

    def delete_selected(self) -> bool:
        """Delete the selected deal (undoable)."""
        number = self.selected_deal() or self.entry.editing
        if not number:
            return False
        try:
            self.controller.delete_deal(number)
        except RuleViolation as refused:
            from desktop.widgets.violations import violation_text

            QMessageBox.warning(
                self, self.tr("The deal cannot be deleted"), violation_text(refused)
            )
            return False
        except StorageError as problem:
            QMessageBox.warning(self, self.tr("The deal was not deleted"), storage_text(problem))
            return False
        self.entry.reset()
        return True

    def _say_problem(self, text: str) -> None:
        """An undo or redo was not done (the controller says why)."""
        QMessageBox.warning(self, self.tr("Undo or redo was not done"), text)

    def _rule_clicked(self, index: QModelIndex) -> None:
        rule = self.breakdown_model.data(index, BreakdownModel.RULE_ROLE)
        if rule:
            self.sig_rule_activated.emit(str(rule))


def _names(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value or []]


class _ResizeNotifyingSplitter(QSplitter):
    """A splitter that says when it has been resized (its panes already laid out)."""

    sig_resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.sig_resized.emit()
