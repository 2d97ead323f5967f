"""One open sitting in the app: its records, its scored sheet, and its undo stack.

Views never talk to storage: they read ``session`` and ``scored`` here, call the three
edit methods, and refresh on ``sig_changed``. Every edit is verified by the engine first
(a refused deal raises ``RuleViolation`` and nothing is written), then committed at once.

The controller checks deals and proposes dealers with the store's scoring
(:class:`rules.scoring.Scoring`): the form's check steps the new deal, and the store's
write and the next dealer find that sheet kept, so an Enter scores the deal once.

The store can fail to write (``StorageError``: a full disk, a lock held too long); it then
writes nothing. An edit raises it before anything is pushed on the undo stack, and
:meth:`SittingController.undo` / :meth:`SittingController.redo` write before they move
the stack, so in every case the undo stack keeps saying what the database holds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from db.follow import FollowedKind, what_changed
from db.service import DealChange, LoadedSitting, SittingId, StaleRevision, StorageError, Store
from desktop.sitting.deal_commands import DealCommand, Write
from desktop.widgets.storage_text import problem_text, storage_text
from desktop.widgets.text_fill import fill
from rules.errors import RuleViolation
from rules.ledger import Scored
from rules.scoring import Scoring
from rules.session import Session, read_entered_deal


class WrittenElsewhere(Exception):
    """An edit refused because another window or program wrote to the sitting after it was
    read here (:class:`~db.errors.StaleRevision`): nothing was written, the sitting was
    read again, and :attr:`note` says what came from elsewhere."""

    def __init__(self, note: str) -> None:
        self.note = note
        """The translated sentence naming the other write ("Deal 7 entered in another
        window.")."""
        super().__init__(note)


class SittingController(QObject):
    """The open sitting: records, sheet and undo.

    Every write names the revision the sitting was read at, so that one made on a sheet
    another window has changed since is refused, not merged (issue 26): the edits raise
    :class:`WrittenElsewhere` then, an undo or redo says so through ``sig_problem``."""

    sig_changed = Signal(object)
    """The sheet changed; carries the ``DealChange`` (``None`` after a reload)."""
    sig_problem = Signal(str)
    """An undo or redo was not done; carries the sentence to show the player."""

    def __init__(self, store: Store, sitting: SittingId, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.scoring: Scoring = store.scoring
        """The store's scoring: the form's check leaves its sheet there for the write."""
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
        return self.scoring.next_dealer(self.session)

    def check(self, record: Mapping[str, Any], number: int | None = None) -> RuleViolation | None:
        """The engine's verdict on ``record`` as deal ``number`` (``None``: a new deal)."""
        try:
            self.checked_sheet(record, number)
        except RuleViolation as violation:
            return violation
        return None

    def checked_sheet(self, record: Mapping[str, Any], number: int | None = None) -> Scored:
        """The sheet with ``record`` as deal ``number`` (``None``: a new deal), kept in
        the store's scoring for the write that may follow; raises ``RuleViolation``."""
        entered = read_entered_deal(self.session, record, number)
        return self.scoring.check_deal(self.session, entered, number)

    def add_deal(self, record: Mapping[str, Any]) -> DealChange:
        """Append and commit a deal; raises ``RuleViolation`` if the engine refuses it,
        :class:`WrittenElsewhere` if another window wrote first."""
        change = self._checked(partial(self.store.add_deal, self.sitting_id, record))
        number, sitting = change.number, self.sitting_id
        self._push(
            self.tr("Enter deal %1"),
            number,
            do=self._at_revision(partial(self.store.insert_deal, sitting, number, record)),
            undo=self._at_revision(partial(self.store.delete_deal, sitting, number)),
        )
        self._apply(change)
        return change

    def replace_deal(self, number: int, record: Mapping[str, Any]) -> DealChange:
        """Change deal ``number`` and commit; raises ``RuleViolation`` if refused."""
        before = self.session.deals[number - 1]
        change = self._checked(partial(self.store.replace_deal, self.sitting_id, number, record))
        sitting = self.sitting_id
        self._push(
            self.tr("Edit deal %1"),
            number,
            do=self._at_revision(partial(self.store.replace_deal, sitting, number, record)),
            undo=self._at_revision(partial(self.store.replace_deal, sitting, number, before)),
        )
        self._apply(change)
        return change

    def delete_deal(self, number: int) -> DealChange:
        """Delete deal ``number`` and commit; raises ``RuleViolation`` if the deals after
        it would no longer be valid."""
        before = self.session.deals[number - 1]
        change = self._checked(partial(self.store.delete_deal, self.sitting_id, number))
        sitting = self.sitting_id
        self._push(
            self.tr("Delete deal %1"),
            number,
            do=self._at_revision(partial(self.store.delete_deal, sitting, number)),
            undo=self._at_revision(partial(self.store.insert_deal, sitting, number, before)),
        )
        self._apply(change)
        return change

    def _at_revision(self, write: Callable[..., DealChange]) -> Write:
        """``write`` naming, when it runs, the revision the sheet on screen was read at."""
        return lambda: write(expected_revision=self._loaded.revision)

    def _checked(self, write: Callable[..., DealChange]) -> DealChange:
        """Run ``write`` at the sheet's revision; another window's write since: read the
        sitting again and raise :class:`WrittenElsewhere` naming it. A revision moved with
        the session as it was (a place or a note written, this window's own write not yet
        heard) is no other sheet: the write is made again at the new revision."""
        try:
            return self._at_revision(write)()
        except StaleRevision:
            if not self._caught_up():
                raise WrittenElsewhere(self._read_elsewhere()) from None
        try:
            return self._at_revision(write)()
        except StaleRevision:
            raise WrittenElsewhere(self._read_elsewhere()) from None

    def _caught_up(self) -> bool:
        """Whether the sitting read again holds the session on screen (only its revision
        moved); then it is taken, revision and all."""
        try:
            fresh = self.store.load(self.sitting_id)
        except LookupError:
            return False
        if fresh.session != self._loaded.session:
            return False
        self._loaded = fresh
        return True

    def _read_elsewhere(self) -> str:
        """Read the sitting again after a write refused on a stale revision; the sentence
        saying what came from elsewhere. The undo history is cleared, as after
        :meth:`follow`."""
        self.undo_stack.clear()
        try:
            fresh = self.store.load(self.sitting_id)
        except LookupError:
            return self.tr("This sitting was deleted in another window.")
        kind, number = what_changed(self._loaded.session.deals, fresh.session.deals)
        self._loaded = fresh
        self.sig_changed.emit(None)
        return self._elsewhere_text(kind, number)

    def _push(self, text: str, number: int, *, do: Write, undo: Write) -> None:
        """Put an edit already written on the undo stack (``text`` has ``%1`` for the deal)."""
        self.undo_stack.push(
            DealCommand(fill(text, str(number)), do, undo, self._apply, self._lost_step)
        )

    def undo(self) -> bool:
        """Undo the last edit; ``False`` (and ``sig_problem`` says why) if it was not done.

        The store is written first and the stack moved only after that succeeded, so a
        ``StorageError`` leaves the stack where it was (the same undo can be tried again
        once there is room). Any other failure (the sitting was changed or deleted in
        another window, so the engine refuses the old record) means the stack no longer
        matches the database: the sitting is read again and the undo history cleared.
        """
        stack = self.undo_stack
        if not stack.canUndo():
            return False
        command = stack.command(stack.index() - 1)
        if not isinstance(command, DealCommand):
            # The form's own step (a half-typed deal cleared): nothing is written.
            stack.undo()
            return True
        return self._step(command.write_undo, command.skip_next, stack.undo)

    def redo(self) -> bool:
        """Redo the last undone edit; the same guarantees as :meth:`undo`."""
        stack = self.undo_stack
        if not stack.canRedo():
            return False
        command = stack.command(stack.index())
        if not isinstance(command, DealCommand):
            stack.redo()
            return True
        return self._step(command.write_redo, command.skip_next, stack.redo)

    def reload(self) -> None:
        """Read the sitting again from storage (another window may have written)."""
        self._loaded = self.store.load(self.sitting_id)
        self.sig_changed.emit(None)

    def follow(self, revision: int | None) -> str | None:
        """Another window or program moved this sitting to ``revision`` (``None``: it
        deleted it): read it again and say what came from elsewhere, or ``None`` when it
        was this window's own write (the store's cache answers then; nothing is redrawn).

        The undo history is cleared after another's change: its steps were taken on a
        sheet that is no longer the one on screen."""
        if revision is None:
            return self.tr("This sitting was deleted in another window.")
        if revision == self._loaded.revision:
            return None
        fresh = self.store.load(self.sitting_id)
        if fresh.session == self._loaded.session:
            # This window's own write (or only the place or note moved): nothing to redraw.
            self._loaded = fresh
            return None
        kind, number = what_changed(self._loaded.session.deals, fresh.session.deals)
        self._loaded = fresh
        self.undo_stack.clear()
        self.sig_changed.emit(None)
        return self._elsewhere_text(kind, number)

    def _elsewhere_text(self, kind: FollowedKind, number: int | None) -> str:
        texts = {
            FollowedKind.ADDED: self.tr("Deal %1 entered in another window."),
            FollowedKind.REPLACED: self.tr("Deal %1 changed in another window."),
            FollowedKind.DELETED: self.tr("Deal %1 deleted in another window."),
            FollowedKind.INSERTED: self.tr("Deal %1 put back in another window."),
        }
        if number is None or kind not in texts:
            return self.tr("The sitting was changed in another window.")
        return fill(texts[kind], number)

    def _step(self, write: Write, skip: Callable[[], None], move: Callable[[], None]) -> bool:
        try:
            change = write()
        except StorageError as problem:
            self.sig_problem.emit(
                fill(
                    self.tr("Nothing was changed, the undo history is as it was: %1"),
                    storage_text(problem),
                )
            )
            return False
        except StaleRevision:
            note = self._read_elsewhere()
            self.sig_problem.emit(
                fill(
                    self.tr(
                        "Nothing was written: %1 The sheet shows it now, and the undo "
                        "history, taken on the sheet before, was cleared."
                    ),
                    note,
                )
            )
            return False
        except (RuleViolation, LookupError) as problem:
            self._resync(problem)
            return False
        skip()
        move()
        self._apply(change)
        return True

    def _lost_step(self, problem: Exception) -> None:
        """A command's write failed inside ``QUndoStack.undo``/``redo`` (called directly,
        not through :meth:`undo`): the stack has already moved, so it no longer says what
        the database holds. Clearing it there would delete the command Qt is still
        running, so it is done right after; meanwhile no command writes again."""
        for index in range(self.undo_stack.count()):
            command = self.undo_stack.command(index)
            if isinstance(command, DealCommand):
                command.skip_next()
        QTimer.singleShot(0, self, lambda: self._resync(problem))

    def _resync(self, problem: Exception) -> None:
        """The database is the truth: read the sitting again and forget the undo history."""
        self.undo_stack.clear()
        text = problem_text(problem)
        try:
            self.reload()
        except (StorageError, LookupError) as unreadable:
            text = f"{text}; {problem_text(unreadable)}"
        self.sig_problem.emit(
            fill(
                self.tr(
                    "The undo history no longer matched the database, so the sheet was read "
                    "again from it and the history cleared: %1"
                ),
                text,
            )
        )

    def _apply(self, change: DealChange) -> None:
        # Nothing is read back or rebuilt: the change carries the whole session and sheet
        # (the store wrote exactly these records in its transaction).
        # Every write named the revision it was made at (_at_revision) and moved it by one.
        self._loaded = replace(
            self._loaded,
            session=change.session,
            scored=change.scored,
            revision=self._loaded.revision + 1,
        )
        self.sig_changed.emit(change)
