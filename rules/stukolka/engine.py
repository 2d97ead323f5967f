"""Stukolka (Стуколка): the pot and remiz engine, exact to the kopeck.

Spec: stukolka.md (rules 1–18 of the Russian source). The engine keeps money: the
dealer's ante, the obligatory stakes, the thirds of the pot taken by tricks and the
remizes, with the money on the table carried from deal to deal. ``score`` re-checks the
options and every deal, so a hand-built :class:`~rules.session.Session` is refused the
same way as a file.

Modules: :mod:`rules.stukolka.options` (settings), :mod:`rules.stukolka.records` (a deal
record checked), :mod:`rules.stukolka.scorer` (the fold), :mod:`rules.stukolka.pot` (one
deal's money),
:mod:`rules.stukolka.results` (the typed facts and summary the views show).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.deal_record import RefusedDeal
from rules.fields import get_player
from rules.fold import FoldingEngine
from rules.ledger import JSON, Scored
from rules.stukolka.options import read_options
from rules.stukolka.pot import PotLedger
from rules.stukolka.reasons import RULE_IDS
from rules.stukolka.records import StukolkaReader, stukolka_deal
from rules.stukolka.scorer import NAME, StukolkaScorer

if TYPE_CHECKING:
    from rules.session import Session

__all__ = ["GAME", "RULE_IDS", "Stukolka"]


class Stukolka(FoldingEngine):
    """The Stukolka engine (the :class:`rules.registry.Game` protocol)."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """``options`` with ``variant``, ``ante``, ``stake`` and ``remiz_limit`` all
        present; refuses unknown keys, amounts that are not positive multiples of 3, and
        a table of fewer than 3 or more than 7 players (deal ``None``)."""
        return read_options(options, players).to_json()

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> StukolkaReader:
        """Reads a sitting's deals under its checked options."""
        seated = tuple(players)
        return StukolkaReader(read_options(options, seated), seated)

    def scorer(self, session: Session) -> StukolkaScorer:
        """The table before its first deal, the options checked (:mod:`rules.fold`).

        The sheet's ``summary`` is a :class:`~rules.stukolka.results.StukolkaSummary`:
        the money on the table after the last deal (so the totals plus it sum to 0) and
        the next deal's pot. ``finished`` is always false: Stukolka has no end but the
        players getting up. Each deal's facts are a
        :class:`~rules.stukolka.results.StukolkaFacts`.
        """
        players = tuple(session.players)
        options = read_options(session.options, players)
        return StukolkaScorer(players, options, PotLedger(options, players))

    def next_dealer(self, session: Session, scored: Scored) -> str:
        """The left neighbour (next in seat order) of the last deal's dealer (rule 3);
        the first seat when nothing has been dealt yet.

        Raises :class:`~rules.errors.RuleViolation` when the last deal names no dealer at
        the table, as ``score`` would.
        """
        players = session.players
        if not session.deals:
            return players[0]
        last = session.deals[-1]
        if isinstance(last, RefusedDeal):
            # Only the dealer matters here: a deal refused for its tricks still passes
            # the deal on, as ``score`` would show it refused.
            dealer = get_player(last.entered, "dealer", players, deal=len(session.deals))
        else:
            dealer = stukolka_deal(last, len(session.deals)).dealer
        return players[(players.index(dealer) + 1) % len(players)]


GAME: Final = Stukolka(NAME, RULE_IDS)
"""The engine the registry finds under ``"stukolka"``."""
