"""The sheets scored last, so that one Enter scores its sitting once, not five times
(issue 15), and the deals of a sheet already scored are the same objects in the next.

Entering a deal asks for the same sheet several times: the form's check, the store's
check inside its transaction, the view reading it back. :func:`rules.session.score`
looks here first. A session is found by equality; its records tuple shares every record
with the one before but the last, and a tuple compares shared items by identity, so the
look-up costs one record's comparison, not the sitting's.

Scoring is a fold over the records (design.md, practice 1; the property tests check it
for every game: scoring deals 1..k gives the same deals as scoring the whole session).
So when a sheet kept here is a prefix of the one just scored, its deals are put in the
new sheet in place of their equal copies: the views then see by identity which rows are
unchanged, without comparing them.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rules.ledger import Scored

if TYPE_CHECKING:
    from rules.session import Session

KEPT = 6
"""Sheets kept: the sitting on screen, its candidate deal, and a few besides."""


@dataclass(frozen=True, slots=True)
class _Kept:
    session: Session
    scored: Scored


class ScoreMemo:
    """The last few sessions scored, with their sheets."""

    def __init__(self, size: int = KEPT) -> None:
        self._kept: deque[_Kept] = deque(maxlen=size)
        self.deals_scored = 0
        """How many deals the engines were given to score (the tests count them)."""

    def find(self, session: Session) -> Scored | None:
        """The sheet of a session equal to ``session``, if one is kept."""
        for kept in self._kept:
            if len(kept.session.deals) == len(session.deals) and kept.session == session:
                return kept.scored
        return None

    def keep(self, session: Session, scored: Scored) -> Scored:
        """Keep ``scored`` as ``session``'s sheet; return it with the deals of the longest
        kept prefix of ``session`` in place of their equal copies."""
        longest: _Kept | None = None
        for kept in self._kept:
            count = len(kept.session.deals)
            if (
                count <= len(session.deals)
                and (longest is None or count > len(longest.session.deals))
                and kept.session.game == session.game
                and kept.session.players == session.players
                and kept.session.options == session.options
                and kept.session.deals == session.deals[:count]
                and len(kept.scored.deals) == count
            ):
                longest = kept
        if longest is not None and longest.scored.deals:
            count = len(longest.session.deals)
            scored = replace(scored, deals=(*longest.scored.deals, *scored.deals[count:]))
        self._kept.appendleft(_Kept(session, scored))
        return scored

    def clear(self) -> None:
        """Forget every kept sheet."""
        self._kept.clear()


MEMO = ScoreMemo()
"""The memo :func:`rules.session.score` uses."""
