"""Undoable deal edits: add, replace and delete, as QUndoCommands on the sitting's stack.

Each command is created *after* its first change has been written (so a storage error
surfaces before anything lands on the undo stack); its first ``redo()``, which
``QUndoStack.push`` calls, therefore does nothing.

Undo and redo write to the store, which can fail (a full disk, a lock held too long) and
then writes nothing. So the controller writes first (:meth:`_DealCommand.write_undo`,
:meth:`_DealCommand.write_redo`) and moves the stack only after the write succeeded,
telling the command to skip its next ``undo()``/``redo()``: a failed write leaves the
stack's index where it was, so the stack still says what the database holds and the same
undo can be tried again once the disk has room. ``QUndoStack.undo()`` called directly (not
through the controller) still works; if its write fails there, the stack has already
moved, so the owner is told (``on_failure``) and reloads the sitting and clears the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtGui import QUndoCommand

from db.service import DealChange, SittingId, Store

Record = Mapping[str, Any]


class _DealCommand(QUndoCommand):
    def __init__(
        self,
        text: str,
        store: Store,
        sitting: SittingId,
        on_change: Callable[[DealChange], None],
        on_failure: Callable[[Exception], None] | None = None,
    ) -> None:
        super().__init__(text)
        self._store = store
        self._sitting = sitting
        self._on_change = on_change
        self._on_failure = on_failure
        # The first redo (QUndoStack.push) skips: the change is already written.
        self._skip = True

    def write_undo(self) -> DealChange:
        """Undo the change in the store (raises ``StorageError``, ``RuleViolation``…);
        the stack is not moved."""
        return self._undo()

    def write_redo(self) -> DealChange:
        """Do the change again in the store; the stack is not moved."""
        return self._do()

    def skip_next(self) -> None:
        """The next ``undo()`` or ``redo()`` only moves the stack: the store has it."""
        self._skip = True

    def redo(self) -> None:
        self._run(self._do)

    def undo(self) -> None:
        self._run(self._undo)

    def _run(self, write: Callable[[], DealChange]) -> None:
        if self._skip:
            self._skip = False
            return
        try:
            change = write()
        except Exception as problem:
            # An exception must not escape a Qt virtual; the owner resynchronises.
            if self._on_failure is None:
                raise
            self._on_failure(problem)
            return
        self._on_change(change)

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
        on_failure: Callable[[Exception], None] | None = None,
    ) -> None:
        super().__init__(text, store, sitting, on_change, on_failure)
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
        on_failure: Callable[[Exception], None] | None = None,
    ) -> None:
        super().__init__(text, store, sitting, on_change, on_failure)
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
        on_failure: Callable[[Exception], None] | None = None,
    ) -> None:
        super().__init__(text, store, sitting, on_change, on_failure)
        self._number = number
        self._before = before

    def _do(self) -> DealChange:
        return self._store.delete_deal(self._sitting, self._number)

    def _undo(self) -> DealChange:
        return self._store.insert_deal(self._sitting, self._number, self._before)
