"""Preferans (Преферанс): the engine (spec: preferans.md).

``score`` re-checks the options and every deal, so a hand-built
:class:`~rules.session.Session` is refused the same way as a file.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.fold import FoldingEngine
from rules.ledger import JSON, Scored
from rules.preferans.options import read_options
from rules.preferans.parsing import PreferansReader
from rules.preferans.reasons import RULE_IDS
from rules.preferans.sheet import NAME, PreferansScorer

if TYPE_CHECKING:
    from rules.session import Session

__all__ = ["GAME", "Preferans"]


class Preferans(FoldingEngine):
    """The Preferans engine (the :class:`rules.registry.Game` protocol)."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """``options`` with every option of §3 filled in from its convention's preset
        (so a stored sitting keeps its numbers if a preset changes), checked (§14.2–3)."""
        return read_options(options, players).to_json()

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> PreferansReader:
        """Reads a sitting's deals under its checked options."""
        seated = tuple(players)
        return PreferansReader(read_options(options, seated), seated)

    def scorer(self, session: Session) -> PreferansScorer:
        """The empty pulka, the options checked (:mod:`rules.fold`). The sheet's summary
        is a :class:`~rules.preferans.results.PreferansSummary`; each deal's facts a
        :class:`~rules.preferans.results.PreferansFacts`."""
        players = tuple(session.players)
        return PreferansScorer(players, read_options(session.options, players))

    def next_dealer(self, session: Session, scored: Scored) -> str | None:
        """The next seat clockwise after the last deal's dealer (§1.2; a correction has
        none, so the deal before it counts), the first seat before any deal, ``None``
        once the game has ended (§9; ``scored``, the session's sheet, says so)."""
        if scored.finished:
            return None
        players = session.players
        for record in reversed(session.deals):
            dealer = record.dealer
            if dealer is not None and dealer in players:
                return players[(players.index(dealer) + 1) % len(players)]
        return players[0]


GAME: Final = Preferans(NAME, RULE_IDS)
"""The engine the registry finds under ``"preferans"``."""
