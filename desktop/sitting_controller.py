"""One open sitting in the app: its records, its scored sheet, and its undo stack.

Views never talk to storage: they read ``session`` and ``scored`` here, call the three
edit methods, and refresh on ``sig_changed``. Every edit is verified by the engine first
(a refused deal raises ``RuleViolation`` and nothing is written), then committed at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from db.service import DealChange, LoadedSitting, SittingId, Store
from desktop.deal_commands import AddDealCommand, DeleteDealCommand, ReplaceDealCommand
from rules.errors import RuleViolation
from rules.ledger import Scored
from rules.session import Session, next_dealer, verify_deal


class SittingController(QObject):
    """The open sitting: records, sheet and undo."""

    sig_changed = Signal(object)
    """The sheet changed; carries the ``DealChange`` (``None`` after a reload)."""

    def __init__(self, store: Store, sitting: SittingId, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.sitting_id = sitting
        self.undo_stack = QUndoStack(self)
        self._loaded: LoadedSitting = store.load(sitting)

    @property
    def loaded(self) -> LoadedSitting:
        """The sitting as last loaded from storage."""
        return self._loaded

    @property
    def session(self) -> Session:
        """The records as entered."""
        return self._loaded.session

    @property
    def scored(self) -> Scored:
        """The sheet recomputed from the records."""
        return self._loaded.scored

    def proposed_dealer(self) -> str | None:
        """The dealer the rules propose for the next deal (the first dealer chosen when
        the sitting was created, for its first deal)."""
        if not self.session.deals and self._loaded.first_dealer in self.session.players:
            return self._loaded.first_dealer
        return next_dealer(self.session)

    def check(self, record: Mapping[str, Any], number: int | None = None) -> RuleViolation | None:
        """The engine's verdict on ``record`` as deal ``number`` (``None``: a new deal)."""
        try:
            verify_deal(self.session, record, number)
        except RuleViolation as violation:
            return violation
        return None

    def add_deal(self, record: Mapping[str, Any]) -> DealChange:
        """Append and commit a deal; raises ``RuleViolation`` if the engine refuses it."""
        change = self.store.add_deal(self.sitting_id, record)
        self.undo_stack.push(
            AddDealCommand(
                self.tr("Enter deal %1").replace("%1", str(change.number)),
                self.store,
                self.sitting_id,
                change.number,
                record,
                self._apply,
            )
        )
        self._apply(change)
        return change

    def replace_deal(self, number: int, record: Mapping[str, Any]) -> DealChange:
        """Change deal ``number`` and commit; raises ``RuleViolation`` if refused."""
        before = self.session.deals[number - 1]
        change = self.store.replace_deal(self.sitting_id, number, record)
        self.undo_stack.push(
            ReplaceDealCommand(
                self.tr("Edit deal %1").replace("%1", str(number)),
                self.store,
                self.sitting_id,
                number,
                before,
                record,
                self._apply,
            )
        )
        self._apply(change)
        return change

    def delete_deal(self, number: int) -> DealChange:
        """Delete deal ``number`` and commit; raises ``RuleViolation`` if the deals after
        it would no longer be valid."""
        before = self.session.deals[number - 1]
        change = self.store.delete_deal(self.sitting_id, number)
        self.undo_stack.push(
            DeleteDealCommand(
                self.tr("Delete deal %1").replace("%1", str(number)),
                self.store,
                self.sitting_id,
                number,
                before,
                self._apply,
            )
        )
        self._apply(change)
        return change

    def reload(self) -> None:
        """Read the sitting again from storage (another window may have written)."""
        self._loaded = self.store.load(self.sitting_id)
        self.sig_changed.emit(None)

    def _apply(self, change: DealChange) -> None:
        self._loaded = self.store.load(self.sitting_id)
        self.sig_changed.emit(change)
