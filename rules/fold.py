"""Scoring as a fold: a sitting's sheet is its deals scored one after another, each from
the state the deals before it left (design.md, practice 1).

Every engine scores through a :class:`Scorer`: an object that holds the running state of
one sitting (totals, the pot, the open games…) and scores one more deal at a time. The
whole sheet is the fold of the scorer over the records, and that is all an engine's
``score`` does (:func:`fold_records`). Because the state after deal *k* is a value the
scorer can copy, :mod:`rules.score_memo` keeps copies of it, and appending a deal to a
sitting scores that deal alone, and editing deal *k* scores from *k* (issue 15).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol, Self, runtime_checkable

from rules.deal_record import DealRecord
from rules.engine_base import EngineBase
from rules.ledger import DealScore, Scored

if TYPE_CHECKING:
    from rules.session import Session


class Scorer(Protocol):
    """One sitting being scored, deal by deal. Mutable: :meth:`step` changes it."""

    def step(self, record: DealRecord, number: int) -> DealScore:
        """Check deal ``number`` (1-based, the next one; its game's typed record) and
        score it from the state the deals before left; raises
        :class:`~rules.errors.RuleViolation` for a deal at fault, a
        :class:`~rules.deal_record.RefusedDeal` included (the state is then not to be
        used again)."""
        ...

    def copy(self) -> Self:
        """An independent copy of the state, so that stepping one does not change the
        other; costs the size of the state (a few values a player), never the deals'."""
        ...

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The sheet of the deals stepped so far (``deals``: each step's result, in
        order): totals, the summary and whether the sitting is over, from the state."""
        ...


@runtime_checkable
class Folding(Protocol):
    """An engine that scores by folding (every built-in game): the memo resumes it."""

    def scorer(self, session: Session) -> Scorer:
        """The state before the first deal, the options checked (``RuleViolation``)."""
        ...


def fold_records(scorer: Scorer, records: Iterable[DealRecord]) -> Scored:
    """The whole sheet: ``scorer`` stepped over every record, then its :meth:`sheet`."""
    deals = tuple(scorer.step(record, number) for number, record in enumerate(records, start=1))
    return scorer.sheet(deals)


class FoldingEngine(EngineBase, ABC):
    """An engine that scores by folding: it gives the state before the first deal, and
    its ``score`` is that state stepped over every record (every built-in game)."""

    __slots__ = ()

    @abstractmethod
    def scorer(self, session: Session) -> Scorer:
        """The state before the first deal, the options checked (``RuleViolation``)."""

    def score(self, session: Session) -> Scored:
        """Check every deal and write the sheet; raises ``RuleViolation`` at the first
        deal at fault (a deal after the game is over included)."""
        return fold_records(self.scorer(session), session.deals)
