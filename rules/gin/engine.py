"""Gin (ремик), Oklahoma and Hollywood scoring, for two players (gin-family.md).

The engine reads each deal (:mod:`rules.gin.hands`), writes the won hand into the game or
the Hollywood columns it belongs to (:mod:`rules.gin.hollywood`), and closes and settles
each game as the source does (:mod:`rules.gin.tally`). The deals are read once into
:mod:`rules.gin.records` and folded by :mod:`rules.gin.scorer`.

Each :class:`~rules.ledger.DealScore` carries a :class:`~rules.gin.results.GinFacts`,
and the sitting a :class:`~rules.gin.results.GinSummary` (settlements term by term,
Hollywood's columns and match).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.fold import FoldingEngine
from rules.gin.options import read_gin_options
from rules.gin.reasons import RULE_IDS
from rules.gin.records import GinReader, reader_for
from rules.gin.scorer import GinScorer
from rules.ledger import JSON, Scored

if TYPE_CHECKING:
    from rules.session import Session


class GinGame(FoldingEngine):
    """The gin engine, published as :data:`GAME`."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """Every option filled in (the target resolved from the scoring); two players."""
        return read_gin_options(options, players).to_json()

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> GinReader:
        """Reads a match's hands under its checked options."""
        return reader_for(players, read_gin_options(options, players))

    def scorer(self, session: Session) -> GinScorer:
        """The match before its first hand, the options checked (:mod:`rules.fold`)."""
        options = read_gin_options(session.options, session.players)
        return GinScorer(tuple(session.players), options)

    def next_dealer(self, session: Session, scored: Scored) -> None:
        """Always ``None``: gin records no dealer (session-format.md, "gin"), so Zapis
        proposes none."""
        return None


GAME: Final = GinGame("gin", RULE_IDS)
"""The gin engine the registry finds."""
