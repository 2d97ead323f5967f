"""The Preferans fold: the pulka deal by deal (design.md, practice 1; :mod:`rules.fold`).

The state after a deal is the sheet (pool, mountain, whists), the raspasy run, and the
deal at which the game ended, if it has.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from rules.deal_record import DealRecord
from rules.engine_base import deal_after_the_end
from rules.ledger import DealScore, Scored
from rules.preferans.contract_scoring import score_concede, score_contract, score_misere
from rules.preferans.options import GameEnd, PreferansOptions
from rules.preferans.raspasy import run_after, score_raspasy
from rules.preferans.reasons import Reason
from rules.preferans.reckoning import settle
from rules.preferans.records import (
    ConcedeDeal,
    ContractDeal,
    CorrectionDeal,
    Deal,
    MisereDeal,
    RaspasyDeal,
    kind_of,
    preferans_deal,
)
from rules.preferans.results import Outcome, PreferansFacts, PreferansSummary
from rules.preferans.tally import Tally

NAME = "preferans"
"""The game's session-file name."""


def game_over(options: PreferansOptions, pool: Mapping[str, Fraction]) -> bool:
    """§9: every pool closed (``each``), or the pools' sum at least n·T (``total``)."""
    target = options.pool_target
    if options.game_end is GameEnd.EACH:
        return all(points >= target for points in pool.values())
    return sum(pool.values(), Fraction(0)) >= len(pool) * target


class PreferansScorer:
    """A pulka scored deal by deal (:class:`rules.fold.Scorer`)."""

    __slots__ = ("ended_at", "options", "players", "run", "tally")

    def __init__(self, players: tuple[str, ...], options: PreferansOptions) -> None:
        self.players = players
        self.options = options
        self.tally = Tally(players)
        self.run = 0
        """Raspasy deals in the current run (§7.4)."""
        self.ended_at: int | None = None
        """The deal that ended the game (§9), once it has."""

    def copy(self) -> PreferansScorer:
        """An independent copy of the state."""
        twin = PreferansScorer(self.players, self.options)
        twin.tally = self.tally.copy()
        twin.run = self.run
        twin.ended_at = self.ended_at
        return twin

    def step(self, record: DealRecord, number: int) -> DealScore:
        """Score deal ``number`` (its typed record) from the sheet the deals before it
        left."""
        if self.ended_at is not None:
            raise deal_after_the_end(number, self.ended_at)
        return self.step_deal(preferans_deal(record, number), number)

    def step_deal(self, deal: Deal, number: int) -> DealScore:
        """Score an already typed deal ``number`` (the desktop's forms build these)."""
        if self.ended_at is not None:
            raise deal_after_the_end(number, self.ended_at)
        tally = self.tally
        options = self.options
        raspasy_number: int | None = None
        raspasy_price: int | None = None
        undertricks = 0
        dealer: str | None = None
        declarer: str | None = None
        contract = None
        whisters: tuple[str, ...] = ()
        if isinstance(deal, ContractDeal):
            dealer, declarer, contract, whisters = (
                deal.dealer,
                deal.declarer,
                deal.contract,
                deal.whisters,
            )
            undertricks = score_contract(tally, options, deal)
            if deal.played:
                outcome = Outcome.REMIZ if undertricks else Outcome.MADE
            elif deal.half_whister is not None:
                outcome = Outcome.HALF_WHISTED
            else:
                outcome = Outcome.PASSED_OUT
        elif isinstance(deal, MisereDeal):
            dealer, declarer = deal.dealer, deal.declarer
            undertricks = score_misere(tally, options, deal)
            outcome = Outcome.MISERE_CAUGHT if undertricks else Outcome.MISERE_MADE
        elif isinstance(deal, RaspasyDeal):
            dealer = deal.dealer
            raspasy_number = self.run + 1
            raspasy_price = score_raspasy(tally, options, deal, self.run)
            outcome = Outcome.RASPASY
        elif isinstance(deal, ConcedeDeal):
            dealer, declarer, contract = deal.dealer, deal.declarer, deal.contract
            undertricks = score_concede(tally, options, deal)
            outcome = Outcome.CONCEDED
        else:
            _correct(tally, deal)
            outcome = Outcome.CORRECTION
        self.run = run_after(options, deal, self.run)
        finished = game_over(options, tally.pool)
        if finished:
            self.ended_at = number
        target = options.pool_target
        facts = PreferansFacts(
            kind=kind_of(deal),
            outcome=outcome,
            dealer=dealer,
            sitting_out=dealer if dealer is not None and len(self.players) == 4 else None,
            declarer=declarer,
            contract=contract,
            whisters=whisters,
            undertricks=undertricks,
            raspasy_number=raspasy_number,
            raspasy_price=raspasy_price,
            run_after=self.run,
            pool=dict(tally.pool),
            gora=dict(tally.gora),
            whists={writer: dict(row) for writer, row in tally.whists.items()},
            closed=tuple(p for p in self.players if tally.pool[p] >= target),
            finished=finished,
            tricks=_tricks_of(deal),
        )
        return DealScore(number, tally.take_entries(), facts)

    def summary(self) -> PreferansSummary:
        """The sheet as it stands and its settlement."""
        tally = self.tally
        whists = {writer: dict(row) for writer, row in tally.whists.items()}
        return PreferansSummary(
            pool=dict(tally.pool),
            gora=dict(tally.gora),
            whists=whists,
            finished=self.ended_at is not None,
            settlement=settle(self.players, self.options, tally.pool, tally.gora, whists),
        )

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The sheet of ``deals``. ``totals`` are each player's settlement net rounded to
        whole whists (the exact nets, as ``zapis score`` prints them, are the summary's
        ``settlement.net``: [ruling] 22)."""
        summary = self.summary()
        return Scored(
            game=NAME,
            players=self.players,
            deals=deals,
            totals={player: round(net) for player, net in summary.settlement.net.items()},
            finished=summary.finished,
            summary=summary,
        )


def _tricks_of(deal: Deal) -> Mapping[str, int]:
    """The tricks a record gives, as the facts carry them."""
    if isinstance(deal, ContractDeal):
        return deal.tricks or {}
    if isinstance(deal, MisereDeal | RaspasyDeal):
        return deal.tricks
    return {}


def _correct(tally: Tally, deal: CorrectionDeal) -> None:
    """§4.5: written verbatim, outside §8."""
    for player, amount in deal.pool.items():
        tally.add_pool(player, amount, Reason.CORRECTION)
    for player, amount in deal.gora.items():
        tally.add_gora(player, amount, Reason.CORRECTION)
    for writer, row in deal.whists.items():
        for target, amount in row.items():
            tally.add_whists(writer, target, amount, Reason.CORRECTION)
