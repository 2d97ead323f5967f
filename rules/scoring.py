"""One table's scoring: the object that scores a sitting's sessions again and again and
keeps what it scored (issue 24, "one scoring object").

An Enter asks three things of the rules: is the deal valid (the form's check), its sheet
(the store writes the sitting's derived columns from it), and who deals next. A
:class:`Scoring` answers all three from one memo (:class:`rules.score_memo.ScoreMemo`),
so the check steps the new deal from the state kept after the last one, and the store's
scoring and the proposed dealer find that very sheet kept: the new deal is scored once.

Nothing here is process-wide: the store creates one (``Store.open``), the window's
controller uses the store's, and a command that scores one file needs none
(:func:`rules.session.score` scores a session whole). What it keeps goes with it.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from rules.deal_record import DealRecord
from rules.ledger import Scored
from rules.registry import find_game
from rules.score_memo import KEPT, ScoreMemo

if TYPE_CHECKING:
    from rules.session import Session


class Scoring:
    """The sheets one table scored last, and the scoring states they were reached by."""

    def __init__(self, size: int = KEPT) -> None:
        """An empty scoring keeping at most ``size`` sheets (the sitting on screen, its
        candidate deal, and a few switched between)."""
        self._memo = ScoreMemo(size)
        # A store may be used from more than one thread (a background load).
        self._lock = threading.Lock()
        self._appended: tuple[Session, DealRecord, Session] | None = None

    @property
    def deals_scored(self) -> int:
        """How many deals the engines have been given to step so far (the tests count
        them: an Enter steps one)."""
        return self._memo.deals_scored

    def score(self, session: Session) -> Scored:
        """Verify every deal of ``session`` and give its sheet: the one kept if an equal
        session was scored, else resumed from the nearest kept state (appending a deal
        steps that deal alone; editing deal *k* steps from *k*), else scored whole.

        Raises :class:`~rules.errors.RuleViolation` at the first deal at fault, or at the
        first deal after which an entry or a total goes beyond
        :data:`rules.limits.SCORE_LIMIT`; what was kept is then as it was."""
        with self._lock:
            return self._memo.score(session)

    def check_deal(self, session: Session, record: DealRecord, number: int | None = None) -> Scored:
        """The sheet of ``session`` with ``record`` as deal ``number`` (1-based; ``None``:
        a new last deal), kept for the store's write that follows; raises
        :class:`~rules.errors.RuleViolation` if the engine refuses it (then nothing is
        kept)."""
        if number is not None:
            return self.score(session.with_deal_replaced(number, record))
        # The same deal checked again (the form's preview, then its Enter) is the same
        # session: found kept by its line, not compared record by record.
        candidate = self.appended(session, record)
        scored = self.score(candidate)
        with self._lock:
            self._appended = (session, record, candidate)
        return scored

    def appended(self, session: Session, record: DealRecord) -> Session:
        """``session`` with ``record`` appended (:meth:`~rules.session.Session.with_deal`):
        the very session the last :meth:`check_deal` of that deal scored when there was
        one, so that checking it again and the store's write find its sheet kept without
        comparing a record (one record is compared, not the sitting's)."""
        with self._lock:
            checked = self._appended
        if checked is not None and checked[0] is session and checked[1] == record:
            return checked[2]
        return session.with_deal(record)

    def next_dealer(self, session: Session) -> str | None:
        """The dealer the rules propose for ``session``'s next deal, from its sheet as
        kept here (the one the last Enter scored: nothing is stepped again)."""
        return find_game(session.game).next_dealer(session, self.score(session))

    @property
    def records_compared(self) -> int:
        """How many records were compared with a kept session's to find what they share
        (the tests count them: an Enter compares none)."""
        return self._memo.records_compared

    def clear(self) -> None:
        """Forget every kept sheet (the store closed)."""
        with self._lock:
            self._memo.clear()
            self._appended = None
