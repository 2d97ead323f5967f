"""The one view of an open sitting, for every game, built from the parts the game supplies.

Every game works the same way here: the engine's verdict (``controller.check``) guards
the entry form, a refused deal is shown beside the field the violation names and the
input stays; the sheet, the summary and the breakdown are rebuilt from the controller's
``scored`` whenever it signals a change; a click on a deal selects it and shows its
breakdown, Edit (or Enter, or a double click, on the deal) loads it into the form, and
edits, deletions, undo and redo go through the controller, so they are saved at once and
undoable; a refusal or a failed write is said in one line under the sheet, never in a box.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from db.errors import StorageError
from desktop import keys
from desktop.sitting.controller import SittingController, WrittenElsewhere
from desktop.sitting.entry_keys import SelectOnFocus, ask_to_record
from desktop.sitting.form_draft import (
    ClearedDraft,
    Draft,
    draft_text,
    forget_typing,
    form_inputs,
    put_draft,
    read_draft,
    take_draft,
)
from desktop.sitting.game_view import GameView
from desktop.sitting.paper_split import PaperSplit
from desktop.sitting.parts import DealForm, DealSheet, FormPlace, UnreadableInput
from desktop.sitting.refusal_follow import RefusalFollow
from desktop.sitting.return_enters import ReturnEnters
from desktop.sitting.sitting_layout import (
    EntryBox,
    SheetButtons,
    fit_entry_height,
    fit_sheet_share,
    fit_wordy_sheet,
    sheet_splitter,
    shortcut,
    stacked,
)
from desktop.sitting.sitting_tabs import SittingTabs
from desktop.widgets.breakdown import BreakdownModel, BreakdownView
from desktop.widgets.deal_detail import DealDetail
from desktop.widgets.steady_widgets import set_button_text
from desktop.widgets.storage_text import storage_text
from desktop.widgets.tables import SheetView
from desktop.widgets.text_fill import fill
from desktop.widgets.violation_labels import ViolationLabel
from desktop.widgets.violations import violation_detail
from rules.doubts import deal_doubts
from rules.errors import RuleViolation
from rules.recorded_cards import CARDS_KEY


class SittingView(QWidget):
    """An open sitting: summary, sheet, breakdown, entry form and the edit buttons; the
    :class:`~desktop.sitting.game_view.GameView` the main window talks to."""

    sig_rule_activated = Signal(str)
    """An entry's rule id was clicked (in the breakdown or in the game's own widgets)."""
    sig_deal_entered = Signal(int)
    """A deal was entered or changed through the form; carries its 1-based number."""
    sig_edit_cancelled = Signal()
    """Editing a past deal was given up (Cancel or Escape)."""

    def __init__(
        self,
        controller: SittingController,
        form: DealForm,
        sheet: DealSheet,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.form = form
        self.form_inputs = form_inputs(form)
        """The form's inputs in its order (:func:`form_draft.form_inputs`), found once: a
        form makes its fields when it is built (tests/desktop/test_form_inputs_kept.py)."""
        self.sheet = sheet
        # The view owns its parts from now on (and deletes them with itself).
        sheet.setParent(self)
        self.editing: int | None = None
        self._parked_draft: Draft | None = None
        """A new deal half typed, waiting while a past deal is edited."""
        self.breakdown_model = BreakdownModel(self)
        self.deals_model = sheet.deals_model
        self._return_filter = ReturnEnters(self.submit, self)

        self.deals_view = SheetView(self.deals_model, self)
        self.deals_view.setObjectName("deals")
        self.deals_view.activated.connect(lambda _index: self.edit_selected())
        self.breakdown_view = BreakdownView(self.breakdown_model, self)
        self.breakdown_view.setObjectName("breakdown")
        self.breakdown_view.sig_rule_activated.connect(self.sig_rule_activated)
        sheet.sig_rule_activated.connect(self.sig_rule_activated)
        sheet.sig_deal_clicked.connect(self.select_deal)
        self.breakdown_title = QLabel(self)
        # Wrapped, or a long title in a wordy language would push the sheet aside.
        self.breakdown_title.setWordWrap(True)
        breakdown_box = stacked(self, self.breakdown_title, self.breakdown_view)

        self.form_box = EntryBox(form, self)
        self.form_scroll = self.form_box.fields_scroll
        self.general_violation: ViolationLabel = form.general_violation
        self.enter_button, self.cancel_button, self.clear_button = self.form_box.buttons()
        self.enter_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self.cancel_edit)
        self.clear_button.clicked.connect(self.clear_typed)

        self.breakdowns_shown = 0
        """How many times the breakdown was said since the view was made (a test counts
        those of an Enter: one)."""
        self._entering = False
        self._selection_kept: tuple[int | None] | None = None
        self.paper_split: PaperSplit | None = None
        left: QWidget = self.deals_view
        if sheet.paper is not None:
            self.paper_split = PaperSplit(sheet.paper, self.deals_view, self)
            left = self.paper_split
        # The current deal's whole text under the list, which cuts it short when narrow.
        self.deal_detail = DealDetail(self.deals_view, self.deals_model, self)
        left = stacked(self, left, self.deal_detail)
        beside = self.form_box if sheet.form_place is FormPlace.BESIDE else None
        # The main window saves and restores ``splitter`` under this game's own key.
        self.splitter = sheet_splitter(left, beside, breakdown_box, sheet.side, self)
        self._splitter_fitted = False
        self._layout_restored = False
        self._form_closed = False
        """Whether the form was last closed (the game over): the breakdown then has its
        room."""

        sheet_buttons = SheetButtons(controller, self)
        self.edit_button, self.delete_button, self.undo_button, self.redo_button = (
            sheet_buttons.buttons()
        )
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.keys_hint = sheet_buttons.keys_hint
        self.sheet_violation = ViolationLabel(self)
        self.sheet_violation.setObjectName("sheetViolation")
        self.finished_label = QLabel(self)
        self.finished_label.setStyleSheet("font-weight: bold;")
        self.finished_label.hide()

        # The sheet, its buttons and the form make the first of the sitting's tabs.
        sheet_page = QWidget(self)
        layout = QVBoxLayout(sheet_page)
        if sheet.summary is not None:
            layout.addWidget(sheet.summary)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(sheet_buttons)
        layout.addWidget(self.sheet_violation)
        layout.addWidget(self.finished_label)
        if sheet.form_place is FormPlace.BELOW:
            layout.addWidget(self.form_box)
        self.tabs = SittingTabs(sheet_page, controller, self.focus_entry, self)
        if sheet.settle_account is not None:
            self.tabs.settle_panel.add_account(sheet.settle_account)
        self.tabs.settle_panel.price_per(sheet.price_per)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.tabs)

        self._select_filter = SelectOnFocus(self)
        self.form_box.watch_inputs(self._return_filter, self._select_filter)
        self.refusal_follow = RefusalFollow(self)
        """Clears a refusal beside a field once the form has put it right."""
        self._add_keys()
        self.deals_view.selectionModel().currentRowChanged.connect(self._show_breakdown)
        controller.sig_changed.connect(self._on_changed)
        controller.sig_problem.connect(self.sheet_violation.show_message)
        self.refresh()
        self.clear_form()

    def _add_keys(self) -> None:
        self.delete_action = shortcut(
            self.tr("&Delete deal"), keys.DELETE_DEAL, self, self.delete_selected, self.deals_view
        )
        self.cancel_action = shortcut(
            self.tr("Cancel editing"), keys.CANCEL_EDIT, self, self.cancel_edit, self.form_box
        )
        # One key between the two places a player works in: the deals (to select, edit
        # or delete one) and the form.
        text = self.tr("Go to the deals list or back to the form")
        self.switch_action = shortcut(text, keys.SWITCH_PLACE, self, self.switch_place, self)

    # ---- what the main window asks (GameView) ----------------------------------------

    def widget(self) -> QWidget:
        """The view as a widget, to be placed in the window."""
        return self

    def focus_entry(self) -> None:
        """Put the keyboard in the deal entry form; in the deals list, at the last deal,
        once the game is over (the form is closed then: the keyboard was nowhere, typed
        at the table in issue 25, and Tab went to "All sittings")."""
        if not self.form_box.isEnabled():
            self._focus_deals()
            return
        self.form.first_field().setFocus(Qt.FocusReason.OtherFocusReason)

    def _focus_deals(self) -> None:
        rows = self.deals_model.rowCount()
        if rows and not self.deals_view.currentIndex().isValid():
            self.deals_view.setCurrentIndex(self.deals_model.index(rows - 1, 0))
        self.deals_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def switch_place(self) -> None:
        """F6: from the form to the deals list (the last deal current, so the arrows and
        Enter work at once), from anywhere else back to the form."""
        if not self.form_box.isAncestorOf(self.focusWidget()):
            self.focus_entry()
            return
        self._focus_deals()

    def restore_layout(self, state: QByteArray) -> bool:
        """Restore the player's splitter from ``state``; ``False`` if it did not take."""
        restored = not state.isEmpty() and self.splitter.restoreState(state)
        # The first show then keeps the player's layout instead of its own first guess.
        self._layout_restored = self._layout_restored or restored
        return restored

    def saved_layout(self) -> QByteArray:
        """The splitter's state, to be restored in the next sitting of this game."""
        return self.splitter.saveState()

    # ---- the layout --------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.sheet.form_place is FormPlace.BELOW:
            # A form below the sheet never takes more than half the view: on a low
            # screen its fields scroll, and the sheet keeps rows to read.
            self.form_scroll.setMaximumHeight(max(80, self.height() // 2 - 60))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._splitter_fitted:
            self._splitter_fitted = True
            if not self._layout_restored:
                self.fit_splitter()
                fit_entry_height(self.splitter, self.form_box, closed=self._form_closed)
                # Again once the window's layouts have settled: at a large scale the
                # first sizes are not yet the last (a sixth player stayed cut off).
                QTimer.singleShot(0, self, self._fit_wordy_sheet)
        # The window's layouts learn the room the tabs now need (see SittingTabs).
        self.tabs.relayout_window()

    def _fit_wordy_sheet(self) -> None:
        if self.paper_split is None:
            fit_wordy_sheet(self.splitter, self.deals_view, self.deals_model)

    def fit_splitter(self, *, grow_only: bool = False) -> None:
        """Fit the sheet's share of the width to its numbers (see :func:`fit_sheet_share`);
        a paper sheet keeps its share."""
        if self.paper_split is None:
            fit_sheet_share(self.splitter, self.deals_view, self.deals_model, grow_only=grow_only)

    # ---- the flow ------------------------------------------------------------------------

    def submit(self) -> bool:
        """Check the form with the engine and enter (or save) the deal; ``False`` if
        refused or not written (a full disk…), with the message beside the field or under
        the form and the input kept, so the same Enter works once the disk has room."""
        violations = self.form.violations
        try:
            record = self.form.record()
        except UnreadableInput as unreadable:
            violations.show_text(unreadable.field, unreadable.message)
            self.form_box.show_refusals()
            return False
        number = self.editing
        violation = self.controller.check(record, number)
        if violation is None:
            # The engine's "may I?": values it accepts but doubts (rules.doubts).
            doubts = [violation_detail(d) for d in deal_doubts(self.controller.session, record)]
            if doubts and not self.confirm_doubts(doubts):
                return False
            # The sheet's selection and the breakdown are said once, for the deal entered,
            # after the write (the change's own refresh would say the deal selected
            # before it, then this the new one: two breakdowns measured and fitted).
            self._entering, self._selection_kept = True, None
            written = False
            try:
                if number is None:
                    change = self.controller.add_deal(record)
                else:
                    change = self.controller.replace_deal(number, record)
                written = True
            except RuleViolation as refused:
                violation = refused
            except StorageError as problem:
                violations.clear()
                self.general_violation.show_message(
                    fill(self.tr("The deal was not saved: %1"), storage_text(problem))
                )
                return False
            except WrittenElsewhere as elsewhere:
                # The sheet was read again under the form; what was typed stays in it.
                violations.clear()
                self.general_violation.show_message(
                    fill(
                        self.tr(
                            "Nothing was written: %1 The sheet shows it now; what you "
                            "typed is still in the form: check it and press Enter again."
                        ),
                        elsewhere.note,
                    )
                )
                self.form_box.show_refusals()
                return False
            finally:
                self._entering = False
                if not written and self._selection_kept is not None:
                    # Nothing written, but the sheet was read again (written elsewhere):
                    # the selection and the form's following its refresh left to this
                    # are done now.
                    self._reselect(self._selection_kept[0])
                    self.form.follow()
        if violation is not None:
            self.form.show_violation(violation)
            self.form_box.show_refusals()
            return False
        violations.clear()
        self.clear_form()
        if number is not None:
            self._unpark_draft()
        self._select_and_show(change.number)
        # The next deal starts where every deal starts.
        self.focus_entry()
        self.sig_deal_entered.emit(change.number)
        return True

    def confirm_doubts(self, doubts: list[str]) -> bool:
        """Whether to record a deal with implausible values (tests replace this)."""
        return ask_to_record(self, doubts)

    def clear_form(self) -> None:
        """Empty the form for a new deal and leave editing."""
        self.form.violations.clear()
        self._set_editing(None)
        self.form.reset()
        forget_typing(self.form)
        self.form.follow()
        # What the form holds with nothing typed (the dealer it proposes changes).
        self._blank_draft = self._taken_draft()
        self._update_buttons()

    def _set_editing(self, number: int | None) -> None:
        self.editing = number
        self.form.editing = number
        self.sheet.mark_editing(number)

    def selected_deal(self) -> int | None:
        """The 1-based number of the deal selected in the sheet (``None``: none is)."""
        index = self.deals_view.currentIndex()
        if not index.isValid():
            return None
        key = self.deals_model.row_key(index.row())
        return key if isinstance(key, int) else None

    def select_deal(self, number: int) -> None:
        """Select deal ``number`` in the sheet (and show its breakdown)."""
        row = self.deals_model.row_of_key(number)
        if row is None:
            return
        self.deals_view.selectionModel().setCurrentIndex(
            self.deals_model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.deals_view.scrollTo(self.deals_model.index(row, 0))

    def edit_selected(self) -> None:
        """Load the selected deal into the form; entering it then replaces it."""
        number = self.selected_deal()
        if number is None:
            return
        if self.has_draft():
            # The new deal half typed waits while a past one is edited (issue 25).
            self._parked_draft = self._taken_draft()
        self.form.violations.clear()
        self._set_editing(number)
        self.form.load(self.controller.session.deals[number - 1].to_json())
        self.form.follow()
        self._update_buttons()
        self.focus_entry()

    def cancel_edit(self) -> None:
        """Leave editing without changing the deal; out of editing, clear a half-typed
        deal so that Ctrl+Z brings it back (Escape, issue 25)."""
        was_editing = self.editing is not None
        if not was_editing and self.has_draft():
            self.clear_draft()
            return
        self.clear_form()
        if was_editing:
            self._unpark_draft()
        self.focus_entry()
        if was_editing:
            self.sig_edit_cancelled.emit()

    def clear_typed(self) -> None:
        """The Clear button: a half-typed new deal is cleared undoably."""
        if self.has_draft():
            self.clear_draft()
        else:
            self.clear_form()

    def _taken_draft(self) -> Draft:
        """What the form's inputs hold now (:func:`form_draft.take_draft`)."""
        return take_draft(self.form, self.form_inputs)

    def _put_in_form(self, draft: Draft) -> bool:
        """Put ``draft`` in the form's inputs (:func:`form_draft.put_draft`)."""
        return put_draft(self.form, draft, self.form_inputs)

    def has_draft(self) -> bool:
        """Whether the form holds a new deal typed (in part or whole), not entered."""
        return self.editing is None and self._taken_draft() != self._blank_draft

    def clear_draft(self) -> None:
        """Clear the half-typed deal as a step of the undo stack: Ctrl+Z puts it back."""
        # Ctrl+Z puts the keyboard back where it was typing, not at the first field
        # (typed at the table, issue 25: the typist went on in the wrong field).
        typing = self.focusWidget()
        where = typing if typing is not None and self.form.isAncestorOf(typing) else None
        self.controller.undo_stack.push(
            ClearedDraft(
                self.tr("Clear the typed deal"),
                self._taken_draft(),
                lambda draft: self._put_draft(draft, where),
                self._clear_for_draft,
            )
        )

    def _clear_for_draft(self) -> None:
        self.clear_form()
        self.focus_entry()

    def _put_draft(self, draft: Draft, where: QWidget | None = None) -> None:
        self.clear_form()
        self._put_in_form(draft)
        if where is not None and where.isVisibleTo(self) and where.isEnabled():
            where.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.focus_entry()

    def _unpark_draft(self) -> None:
        """Editing is over: the new deal half typed before it comes back."""
        parked, self._parked_draft = self._parked_draft, None
        if parked is not None and not self._put_in_form(parked):
            self.clear_form()

    def kept_draft(self) -> str:
        """The half-typed deal as the settings keep it (``""``: none); while a past
        deal is edited, the new one that waits."""
        if self.editing is not None:
            return draft_text(self._parked_draft) if self._parked_draft is not None else ""
        return draft_text(self._taken_draft()) if self.has_draft() else ""

    def put_back_draft(self, text: str) -> bool:
        """Put a kept half-typed deal back in the form; ``False`` if it does not fit."""
        draft = read_draft(text)
        if draft is None or self.editing is not None:
            return False
        self.clear_form()
        if not self._put_in_form(draft):
            self.clear_form()
            return False
        return True

    def delete_selected(self) -> bool:
        """Delete the selected deal (undoable); ``False`` if the engine refuses, because
        the deals after it would no longer be valid, or the write failed (said under the
        sheet)."""
        number = self.selected_deal()
        if number is None:
            return False
        self.sheet_violation.clear_message()
        try:
            self.controller.delete_deal(number)
        except RuleViolation as refused:
            self.sheet_violation.show_message(
                fill(self.tr("Deal %1 cannot be deleted: %2"), number, violation_detail(refused))
            )
            return False
        except StorageError as problem:
            self.sheet_violation.show_message(
                fill(self.tr("Deal %1 was not deleted: %2"), number, storage_text(problem))
            )
            return False
        except WrittenElsewhere as elsewhere:
            self.sheet_violation.show_message(
                fill(
                    self.tr(
                        "Deal %1 was not deleted: %2 The sheet shows it now; select the "
                        "deal to delete again."
                    ),
                    number,
                    elsewhere.note,
                )
            )
            return False
        if self.editing is not None:
            self.clear_form()
            self._unpark_draft()
        return True

    def refresh(self) -> None:
        """Rebuild everything shown from the controller's sheet."""
        selected = self.selected_deal()
        self.sheet.show(self.editing)
        if self.paper_split is not None:
            self.paper_split.share()
        if self._splitter_fitted:
            self.fit_splitter(grow_only=True)
        if self._entering:
            # submit selects the deal entered and says its breakdown once it is written.
            self._selection_kept = (selected,)
            self._update_buttons()
            return
        self._reselect(selected)

    def _reselect(self, selected: int | None) -> None:
        """Select ``selected`` again if the sheet still has it, else the last deal, and
        say its breakdown."""
        count = len(self.controller.scored.deals)
        if selected is not None and selected <= count:
            self._select_and_show(selected)
        elif count:
            self._select_and_show(count)
        else:
            self._show_breakdown(QModelIndex())

    def _select_and_show(self, number: int) -> None:
        """Select deal ``number`` and say its breakdown: once, by the selection's own
        signal when the selection moves, else here, even when the selected row stays
        where it was (the rows are updated in place, so its deal may have changed with no
        new selection)."""
        shown = self.breakdowns_shown
        self.select_deal(number)
        if self.breakdowns_shown == shown:
            current = self.deals_view.currentIndex()
            self._show_breakdown(current if current.isValid() else QModelIndex())

    def _on_changed(self, _change: object) -> None:
        # A change went through: an earlier failure's message is out of date.
        self.sheet_violation.clear_message()
        if self.editing is not None and self.editing > len(self.controller.session.deals):
            self._set_editing(None)
        self.refresh()
        if not self._entering:
            # (The form's own Enter clears the form and has it follow once written.)
            self.form.follow()

    def _show_breakdown(self, current: QModelIndex, _previous: object = None) -> None:
        self.breakdowns_shown += 1
        deals = self.controller.scored.deals
        number = self.deals_model.row_key(current.row()) if current.isValid() else None
        deal = deals[number - 1] if isinstance(number, int) and number <= len(deals) else None
        self.sheet.mark_selected(deal.deal if deal is not None else None)
        self.breakdown_model.show_deal(deal, self.sheet.reason_words, self.sheet.line_words)
        if deal is None:
            self.breakdown_title.setText(self.tr("Select a deal to see how it was scored."))
        else:
            title = fill(
                self.tr("Deal %1, entry by entry (click an entry for its rule):"), deal.deal
            )
            if CARDS_KEY in self.controller.session.deals[deal.deal - 1].to_json():
                title += " " + self.tr("Entered from the cards.")
            self.breakdown_title.setText(title)
        self._update_buttons()

    def _update_buttons(self, *_args: object) -> None:
        editing = self.editing is not None
        self.form_box.setTitle(
            fill(self.tr("Edit deal %1"), self.editing)
            if editing
            else fill(self.tr("Enter deal %1"), len(self.controller.session.deals) + 1)
        )
        set_button_text(
            self.enter_button, self.tr("Save the changes") if editing else self.tr("Enter")
        )
        self.cancel_button.setVisible(editing)
        has_selection = self.selected_deal() is not None
        self.edit_button.setEnabled(has_selection)
        self.delete_button.setEnabled(has_selection)
        self.undo_button.setEnabled(self.controller.undo_stack.canUndo())
        self.redo_button.setEnabled(self.controller.undo_stack.canRedo())
        finished = self.controller.scored.finished and not editing
        self.finished_label.setText(self.sheet.finished_text() if finished else "")
        self.finished_label.setVisible(finished)
        # A form disabled under the keyboard leaves it nowhere: the list takes it.
        typing = self.form_box.isAncestorOf(self.focusWidget())
        self.form_box.setEnabled(not finished)
        if finished and typing:
            self._focus_deals()
        if finished != self._form_closed:
            self._form_closed = finished
            # A closed form's fields (greyed, a line and a half of them in the least
            # height) go out of sight: its title and buttons say it is closed.
            self.form_box.fields_scroll.setVisible(not finished)
            if self._splitter_fitted and not self._layout_restored:
                fit_entry_height(self.splitter, self.form_box, closed=finished)


def as_game_view(view: SittingView) -> GameView:
    """``view`` as the main window sees it (mypy checks here that it is one)."""
    return view
