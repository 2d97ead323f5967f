"""The Three Bugs engine as the registry sees it (:class:`rules.registry.Game`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.fold import FoldingEngine
from rules.ledger import JSON, Scored
from rules.three_bugs.options import complete_options, house_rules
from rules.three_bugs.parsing import ThreeBugsReader
from rules.three_bugs.reasons import RULE_IDS
from rules.three_bugs.records import three_bugs_deal
from rules.three_bugs.scorer import (
    GAME_NAME,
    ThreeBugsScorer,
    propose_dealer,
)

if TYPE_CHECKING:
    from rules.session import Session


class ThreeBugs(FoldingEngine):
    """Three Bugs (Три жучка): 4 players each for himself, or 3 with a dummy."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """``dummy`` and the three value tables, every default filled in."""
        return complete_options(options, players)

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> ThreeBugsReader:
        """Reads a sitting's deals (every option reads a deal the same)."""
        del options
        return ThreeBugsReader(tuple(players))

    def scorer(self, session: Session) -> ThreeBugsScorer:
        """The sitting before its first deal (:mod:`rules.fold`)."""
        players = tuple(session.players)
        return ThreeBugsScorer(players, house_rules(session.options, players).tables)

    def next_dealer(self, session: Session, scored: Scored) -> str | None:
        """The proposed next dealer, or ``None`` when the partie is complete (``scored``:
        the session's sheet, which says so; this costs one deal's reading)."""
        count = len(session.deals)
        last = three_bugs_deal(session.deals[-1], count) if count else None
        return propose_dealer(session.players, scored, last)


GAME: Final = ThreeBugs(GAME_NAME, RULE_IDS)
"""The engine the registry finds under ``"three-bugs"``."""
