"""Undoable deal edits: add, replace and delete, as QUndoCommands on the sitting's stack.

Each command is created *after* its first change has been written (so a storage error
surfaces before anything lands on the undo stack); its first ``redo()``, which
``QUndoStack.push`` calls, therefore does nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtGui import QUndoCommand

from db.service import DealChange, SittingId, Store

Record = Mapping[str, Any]


class _DealCommand(QUndoCommand):
    def __init__(
        self, text: str, store: Store, sitting: SittingId, on_change: Callable[[DealChange], None]
    ) -> None:
        super().__init__(text)
        self._store = store
        self._sitting = sitting
        self._on_change = on_change
        self._first_redo = True

    def redo(self) -> None:
        if self._first_redo:
            self._first_redo = False
            return
        self._on_change(self._do())

    def undo(self) -> None:
        self._on_change(self._undo())

    def _do(self) -> DealChange:
        raise NotImplementedError

    def _undo(self) -> DealChange:
        raise NotImplementedError


class AddDealCommand(_DealCommand):
    """Deal ``number`` was appended; undo deletes it, redo appends it again."""

    def __init__(
        self,
        text: str,
        store: Store,
        sitting: SittingId,
        number: int,
        record: Record,
        on_change: Callable[[DealChange], None],
    ) -> None:
        super().__init__(text, store, sitting, on_change)
        self._number = number
        self._record = record

    def _do(self) -> DealChange:
        return self._store.insert_deal(self._sitting, self._number, self._record)

    def _undo(self) -> DealChange:
        return self._store.delete_deal(self._sitting, self._number)


class ReplaceDealCommand(_DealCommand):
    """Deal ``number`` was changed from ``before`` to ``after``."""

    def __init__(
        self,
        text: str,
        store: Store,
        sitting: SittingId,
        number: int,
        before: Record,
        after: Record,
        on_change: Callable[[DealChange], None],
    ) -> None:
        super().__init__(text, store, sitting, on_change)
        self._number = number
        self._before = before
        self._after = after

    def _do(self) -> DealChange:
        return self._store.replace_deal(self._sitting, self._number, self._after)

    def _undo(self) -> DealChange:
        return self._store.replace_deal(self._sitting, self._number, self._before)


class DeleteDealCommand(_DealCommand):
    """Deal ``number`` (which was ``before``) was deleted; undo puts it back in place."""

    def __init__(
        self,
        text: str,
        store: Store,
        sitting: SittingId,
        number: int,
        before: Record,
        on_change: Callable[[DealChange], None],
    ) -> None:
        super().__init__(text, store, sitting, on_change)
        self._number = number
        self._before = before

    def _do(self) -> DealChange:
        return self._store.delete_deal(self._sitting, self._number)

    def _undo(self) -> DealChange:
        return self._store.insert_deal(self._sitting, self._number, self._before)
