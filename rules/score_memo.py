"""The sheets scored last, and the scoring states they were reached by, so that appending
a deal scores that deal alone and editing deal *k* scores from *k* (issue 15).

Entering a deal asks for the same sheet several times: the form's check, the store's
check inside its transaction, the proposed next dealer. A table's
:class:`rules.scoring.Scoring` owns one of these and looks here first (nothing here is
process-wide). A session is found by equality; its records tuple shares every record
with the one before but the last, and a tuple compares shared items by identity, so the
look-up costs one record's comparison, not the sitting's.

Scoring is a fold (:mod:`rules.fold`): the sheet of deals 1..n is the state after deal
*k* stepped over deals *k*+1..n. So with each kept sheet this keeps the scorer's state
after its last deal and, every :data:`EVERY` deals, a copy of the state there. A session
that shares its first *p* records with a kept one resumes from the state nearest before
*p* and steps only the rest; the deals up to *p* are the kept sheet's own objects, so the
views see by identity which rows are unchanged. An engine that does not fold (a game
registered from outside with ``score`` alone) is scored whole, as before.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rules.deal_record import DealRecord
from rules.errors import RuleViolation
from rules.fold import Folding, Scorer
from rules.ledger import DealScore, Scored
from rules.limits import SCORE_LIMIT
from rules.registry import find_game
from rules.session_line import shared_count

if TYPE_CHECKING:
    from rules.session import Session

KEPT = 6
"""Sheets kept: the sitting on screen, its candidate deal, and a few besides."""
EVERY = 64
"""A state is kept every this many deals: an edit of deal *k* steps at most this many
deals before *k* again, and a sitting of n deals keeps n / EVERY copies of its state."""
RECENT = 4
"""The states after the last few deals are kept too: undoing an Enter steps nothing."""


@dataclass(frozen=True, slots=True)
class _Mark:
    """The scoring state after ``count`` deals, with each player's running total (the
    bound on totals is checked deal by deal as the fold goes)."""

    count: int
    scorer: Scorer
    totals: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class _Kept:
    session: Session
    scored: Scored
    marks: tuple[_Mark, ...] = ()
    """The states after deals EVERY, 2·EVERY, … (``marks[i]`` after (i + 1)·EVERY), as
    far as the session goes (a folding engine only)."""
    recent: tuple[_Mark, ...] = ()
    """The states after the last few deals before the end, in order."""
    end: _Mark | None = None
    """The state after the last deal (a folding engine only). Never stepped again: a
    session that goes on from here steps a copy."""


class ScoreMemo:
    """The last few sessions scored, with their sheets and scoring states."""

    def __init__(self, size: int = KEPT) -> None:
        self._kept: deque[_Kept] = deque(maxlen=size)
        self.deals_scored = 0
        """How many deals the engines were given to score (the tests count them)."""
        self.records_compared = 0
        """How many records were compared with a kept session's to find what it shares
        (a test counts them: an Enter compares none, at any length)."""

    def find(self, session: Session) -> Scored | None:
        """The sheet of a session equal to ``session``, if one is kept. A session of
        the same :class:`~rules.session.Line` and length is equal without a look at its
        records; another is compared record by record."""
        count = len(session.deals)
        for kept in self._kept:
            if kept.session.line is session.line and len(kept.session.deals) == count:
                return kept.scored
        for kept in self._kept:
            other = kept.session
            # Compared from the end first: a candidate deal differs from its siblings (the
            # form checked as it was filled in) in its last record alone.
            if len(other.deals) != count or (count and other.deals[-1] != session.deals[-1]):
                continue
            self.records_compared += count
            if other == session:
                return kept.scored
        return None

    def score(self, session: Session) -> Scored:
        """``session``'s sheet: kept, resumed from the nearest kept state, or scored
        whole. Raises :class:`RuleViolation` at the first deal at fault, or at the first
        deal after which an entry or a total goes beyond :data:`SCORE_LIMIT`."""
        found = self.find(session)
        if found is not None:
            return found
        game = find_game(session.game)
        if not isinstance(game, Folding):
            self.deals_scored += len(session.deals)
            scored = game.score(session)
            check_bounds(scored)
            return self._keep_whole(session, scored)
        kept, shared, start = self._nearest(session)
        if start is None:
            start = _Mark(0, game.scorer(session), {})
        return self._resume(session, kept, shared, start)

    def _resume(self, session: Session, kept: _Kept | None, shared: int, start: _Mark) -> Scored:
        """Step ``start``'s copy over the rest of ``session``; deals up to ``shared`` are
        ``kept``'s (the same records give the same deals: a fold)."""
        scorer = start.scorer.copy()
        running = dict(start.totals)
        records = session.deals
        kept_deals: tuple[DealScore, ...] = kept.scored.deals if kept is not None else ()
        # What is kept from before ``start`` is shared, not copied, when it is all of it
        # (an Enter): the work of an append stays one deal's.
        regular = kept.marks if kept is not None else ()
        if len(regular) > start.count // EVERY:
            regular = regular[: start.count // EVERY]
        recent = tuple(
            mark
            for mark in (kept.recent if kept is not None else ())
            if start.count - RECENT < mark.count < start.count
        )
        if start.count:
            recent += (start,)
        new_deals: list[DealScore] = []
        new_marks: list[_Mark] = []
        for number in range(start.count + 1, len(records) + 1):
            self.deals_scored += 1
            deal = scorer.step(records[number - 1], number)
            _check_deal_bounds(deal, running)
            new_deals.append(kept_deals[number - 1] if number <= shared else deal)
            if number % EVERY == 0:
                new_marks.append(_Mark(number, scorer.copy(), dict(running)))
        before = kept_deals if start.count == len(kept_deals) else kept_deals[: start.count]
        scored = scorer.sheet(before + tuple(new_deals))
        end = _Mark(len(records), scorer, running)
        marks = regular + tuple(new_marks) if new_marks else regular
        self._kept.appendleft(_Kept(session, scored, marks, recent, end))
        return scored

    def _nearest(self, session: Session) -> tuple[_Kept | None, int, _Mark | None]:
        """The kept session of the same sitting to resume ``session`` from: the one whose
        kept state lies furthest in (fewest deals to step), with how many first records
        it shares with ``session`` and that state."""
        best: _Kept | None = None
        best_shared = 0
        best_start: _Mark | None = None
        # The sessions of the session's own line first: what they share is known, and
        # the one the session grew from usually leaves nothing further in to look for.
        for kept in sorted(self._kept, key=lambda kept: kept.session.line is not session.line):
            if best_start is not None and best_start.count >= len(session.deals) - 1:
                break  # one deal or none left to step: no other can save more
            if kept.end is None or not _same_table(kept.session, session):
                continue
            if best_start is not None and len(kept.session.deals) <= best_start.count:
                continue  # it cannot resume from further in
            shared = self._shared(kept.session, session)
            start = _start_mark(kept, shared)
            if start is not None and (best_start is None or start.count > best_start.count):
                best, best_shared, best_start = kept, shared, start
        return best, best_shared, best_start

    def _keep_whole(self, session: Session, scored: Scored) -> Scored:
        """Keep a sheet scored whole; its deals before the first changed one are the
        kept sheet's objects (the views compare rows by identity)."""
        for kept in self._kept:
            if not _same_table(kept.session, session):
                continue
            shared = min(self._shared(kept.session, session), len(kept.scored.deals))
            if shared:
                scored = replace(
                    scored, deals=(*kept.scored.deals[:shared], *scored.deals[shared:])
                )
                break
        self._kept.appendleft(_Kept(session, scored))
        return scored

    def _shared(self, kept: Session, session: Session) -> int:
        """How many first records ``kept`` and ``session`` have equal: known for two of
        one line, else compared (and counted)."""
        known = shared_count(kept.line, len(kept.deals), session.line, len(session.deals))
        if known is not None:
            # The lines say the records up to a fork; those after it (one or two, as a
            # form is checked again) are compared, so the count is exact.
            common = min(len(kept.deals), len(session.deals))
            if known == common:
                return known
            self.records_compared += common - known
            after = _shared_prefix(kept.deals[known:common], session.deals[known:common])
            return known + after
        self.records_compared += min(len(kept.deals), len(session.deals))
        return _shared_prefix(kept.deals, session.deals)

    def clear(self) -> None:
        """Forget every kept sheet."""
        self._kept.clear()


def _same_table(one: Session, other: Session) -> bool:
    """Whether two sessions score their records the same way (price and currency only
    settle money afterwards)."""
    return one.game == other.game and one.players == other.players and one.options == other.options


def _shared_prefix(kept: Sequence[DealRecord], records: Sequence[DealRecord]) -> int:
    """How many first records the two have equal."""
    count = min(len(kept), len(records))
    # The usual cases at C speed: one is the other plus deals at the end.
    if kept[:count] == records[:count]:
        return count
    low, high = 0, count
    # Equal prefixes are monotone (a longer one contains the shorter), so halve.
    while low < high:
        middle = (low + high + 1) // 2
        if kept[:middle] == records[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _start_mark(kept: _Kept, shared: int) -> _Mark | None:
    """The kept state nearest before (or at) ``shared`` deals."""
    if kept.end is not None and kept.end.count <= shared:
        return kept.end
    for mark in reversed(kept.recent):
        if mark.count <= shared:
            return mark
    index = min(shared // EVERY, len(kept.marks))
    return kept.marks[index - 1] if index else None


def _check_deal_bounds(deal: DealScore, running: dict[str, int]) -> None:
    """Add the deal's entries to ``running``; refuse the deal if one goes beyond."""
    for entry in deal.entries:
        total = running[entry.player] = running.get(entry.player, 0) + entry.points
        if abs(entry.points) > SCORE_LIMIT or abs(total) > SCORE_LIMIT:
            raise _beyond(deal.deal, entry.player)


def _beyond(number: int, player: str) -> RuleViolation:
    return RuleViolation(
        "{player}'s total would go beyond ±{limit}, more than Zapis can keep",
        deal=number,
        field="deal",
        player=player,
        limit=SCORE_LIMIT,
    )


def check_bounds(scored: Scored) -> None:
    """Raise :class:`RuleViolation` at the first deal whose entries take a player's total
    (or one entry) beyond :data:`rules.limits.SCORE_LIMIT`."""
    running: dict[str, int] = {}
    for deal in scored.deals:
        _check_deal_bounds(deal, running)
