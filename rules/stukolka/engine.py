"""Stukolka (Стуколка): the pot and remiz engine, exact to the kopeck.

Spec: stukolka.md (rules 1–18 of the Russian source). The engine keeps money: the
dealer's ante, the obligatory stakes, the thirds of the pot taken by tricks and the
remizes, with the money on the table carried from deal to deal. ``score`` re-checks the
options and every deal, so a hand-built :class:`~rules.session.Session` is refused the
same way as a file.

Modules: :mod:`rules.stukolka.options` (settings), :mod:`rules.stukolka.deal` (a deal
record checked), :mod:`rules.stukolka.pot` (one deal's money),
:mod:`rules.stukolka.results` (the typed facts and summary the views show).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.fields import as_object, get_player
from rules.fold import FoldingEngine
from rules.ledger import JSON, DealScore, Scored
from rules.limits import SCORE_LIMIT
from rules.stukolka.deal import read_deal
from rules.stukolka.options import StukolkaOptions, read_options
from rules.stukolka.pot import PotLedger, beyond_limit
from rules.stukolka.reasons import RULE_IDS
from rules.stukolka.results import StukolkaSummary

if TYPE_CHECKING:
    from rules.session import Session

__all__ = ["GAME", "RULE_IDS", "Stukolka"]

NAME: Final = "stukolka"
"""The game's session-file name."""


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
        number = len(session.deals)
        record = as_object(session.deals[-1], deal=number, field="deal")
        dealer = get_player(record, "dealer", players, deal=number)
        return players[(players.index(dealer) + 1) % len(players)]


class StukolkaScorer:
    """A Stukolka table scored deal by deal: each player's money and the money left on
    the table (:class:`rules.fold.Scorer`)."""

    __slots__ = ("_ledger", "_options", "_players", "on_table", "totals")

    def __init__(
        self, players: tuple[str, ...], options: StukolkaOptions, ledger: PotLedger
    ) -> None:
        self._players = players
        self._options = options
        # The ledger holds only the table's fixed amounts and a pool of equal entries:
        # every copy shares it.
        self._ledger = ledger
        self.totals = dict.fromkeys(players, 0)
        self.on_table = 0

    def copy(self) -> StukolkaScorer:
        """An independent copy of the money (the ledger is shared)."""
        twin = StukolkaScorer(self._players, self._options, self._ledger)
        twin.totals = dict(self.totals)
        twin.on_table = self.on_table
        return twin

    def step(self, raw: Mapping[str, JSON], number: int) -> DealScore:
        """Check and score deal ``number`` from the money on the table before it."""
        record = as_object(raw, deal=number, field="deal")
        deal = read_deal(record, number, self._options, self._players)
        deal_score, self.on_table = self._ledger.score_deal(deal, number, self.on_table)
        totals = self.totals
        for entry in deal_score.entries:
            totals[entry.player] += entry.points
            if abs(totals[entry.player]) > SCORE_LIMIT:
                raise beyond_limit(number, self._options.remiz_limit)
        return deal_score

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The money sheet of ``deals``: never finished (the players just get up)."""
        return Scored(
            game=NAME,
            players=self._players,
            deals=deals,
            totals=dict(self.totals),
            finished=False,
            summary=StukolkaSummary(self.on_table, self._ledger.pot(self.on_table)),
        )


GAME: Final = Stukolka(NAME, RULE_IDS)
"""The engine the registry finds under ``"stukolka"``."""
