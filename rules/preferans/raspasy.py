"""Raspasy and its run (preferans.md §7): the price, the mountain or the whists, the zero
prize, and which deals end a run."""

from __future__ import annotations

from rules.preferans.options import (
    PreferansOptions,
    RaspasyBasis,
    RaspasyExit,
    RaspasyMode,
    ZeroPrize,
)
from rules.preferans.pool import write_pool
from rules.preferans.reasons import Reason
from rules.preferans.records import ContractDeal, CorrectionDeal, Deal, MisereDeal, RaspasyDeal
from rules.preferans.tally import Tally


def multiplier(options: PreferansOptions, run: int) -> int:
    """``μ`` of a raspasy with ``run`` raspasy deals before it in the run (§7.2): the
    progression's ``run``-th item, the last one repeating."""
    progression = options.raspasy_progression
    return progression[min(run, len(progression) - 1)]


def price(options: PreferansOptions, run: int) -> int:
    """The price per trick (§7.2): mountain points ``p`` in ``gora`` mode, whists ``w`` in
    ``whists`` mode."""
    base = (
        options.raspasy_trick_value
        if options.raspasy is RaspasyMode.GORA
        else options.raspasy_whist_value
    )
    return base * multiplier(options, run)


def score_raspasy(tally: Tally, options: PreferansOptions, deal: RaspasyDeal, run: int) -> int:
    """Write a raspasy deal that has ``run`` raspasy deals before it in its run (§7.3);
    returns its price."""
    cost = price(options, run)
    active = [player for player in deal.tricks if not _dealer_taking(deal, player, tally)]
    fewest = min(deal.tricks[player] for player in active)
    if options.raspasy is RaspasyMode.GORA:
        base = fewest if options.raspasy_amnesty else 0
        for player, tricks in deal.tricks.items():
            # The 4-player dealer's talon tricks go on his mountain as they are.
            taken = tricks if player not in active else tricks - base
            tally.add_gora(player, taken * cost, Reason.RASPASY)
    else:
        winners = [player for player in active if deal.tricks[player] == fewest]
        for winner in winners:
            for other in active:
                tricks = deal.tricks[other]
                if tricks > fewest:
                    counted = (
                        tricks - fewest
                        if options.raspasy_whists_basis is RaspasyBasis.DIFFERENCE
                        else tricks
                    )
                    tally.add_whists(winner, other, counted * cost, Reason.RASPASY)
    prize = options.raspasy_zero_prize
    if prize is not None:
        points = cost if prize is ZeroPrize.PRICE else prize
        for player in tally.players:
            if player in active and deal.tricks[player] == 0:
                write_pool(tally, options, player, points, Reason.RASPASY_ZERO, game=False)
    return cost


def _dealer_taking(deal: RaspasyDeal, player: str, tally: Tally) -> bool:
    """Whether ``player`` is the 4-player dealer taking the talon's tricks (§7.1)."""
    return len(tally.players) == 4 and player == deal.dealer


def run_after(options: PreferansOptions, deal: Deal, run: int) -> int:
    """The raspasy run after ``deal`` (§7.4): one longer after raspasy, as it was after a
    correction, and 0 after a deal that ends it under ``raspasy_exit``."""
    if isinstance(deal, RaspasyDeal):
        return run + 1
    exit_rule = options.raspasy_exit
    if exit_rule is RaspasyExit.ANY:
        return run if isinstance(deal, CorrectionDeal) else 0
    if isinstance(deal, ContractDeal):
        if deal.played:
            return 0
        if exit_rule is RaspasyExit.WHISTED and deal.half_whister is not None:
            return 0
        return run
    if isinstance(deal, MisereDeal) and exit_rule is RaspasyExit.WHISTED:
        return 0
    return run
