"""Undoable deal edits (add, replace, delete) as QUndoCommands on the sitting's stack.

A deal edit is one store call to do it and one to undo it (adding deal N is undone by
deleting deal N, and so on), so one command class holds the two calls; the controller
says which they are.

Each command is created *after* its first change has been written (so a storage error
surfaces before anything lands on the undo stack); its first ``redo()``, which
``QUndoStack.push`` calls, therefore does nothing.

Undo and redo write to the store, which can fail (a full disk, a lock held too long) and
then writes nothing. So the controller writes first (:meth:`DealCommand.write_undo`,
:meth:`DealCommand.write_redo`) and moves the stack only after the write succeeded,
telling the command to skip its next ``undo()``/``redo()``: a failed write leaves the
stack's index where it was, so the stack still says what the database holds and the same
undo can be tried again once the disk has room. ``QUndoStack.undo()`` called directly (not
through the controller) still works; if its write fails there, the stack has already
moved, so the owner is told (``on_failure``) and reloads the sitting and clears the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from db.service import DealChange

Write = Callable[[], DealChange]
"""One store call that writes a change and returns what it changed."""


class DealCommand(QUndoCommand):
    """A deal edit already written: ``do`` writes it (again), ``undo`` takes it back."""

    def __init__(
        self,
        text: str,
        do: Write,
        undo: Write,
        on_change: Callable[[DealChange], None],
        on_failure: Callable[[Exception], None] | None = None,
    ) -> None:
        super().__init__(text)
        self._do = do
        self._undo = undo
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

    def _run(self, write: Write) -> None:
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
