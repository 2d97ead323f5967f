"""What a contract, a misère and a concession write (preferans.md §5, §6).

Notation as in the spec: level ``c``, value ``v = V(c)``, obligation ``q = q(c)``, the
declarer's tricks ``t`` and the defence's ``D = 10 − t``; ``wm`` and ``rm`` the whist and
remiz multipliers.
"""

from __future__ import annotations

from fractions import Fraction

from rules.preferans.options import (
    ConsolationBy,
    HighContractLiability,
    LoneWhisterTricks,
    PreferansOptions,
    Responsibility,
    TwoWhisters,
    WhistStyle,
)
from rules.preferans.pool import write_pool
from rules.preferans.reasons import Reason
from rules.preferans.records import TRICKS_IN_DEAL, ConcedeDeal, ContractDeal, MisereDeal, Role
from rules.preferans.tally import Tally

CONCEDED_UNDERTRICKS = 3
"""«Без трёх»: the undertricks a concession gives up (§5.11)."""
_RESPONSIBILITY: dict[Responsibility, Fraction] = {
    Responsibility.FULL: Fraction(1),
    Responsibility.HALF: Fraction(1, 2),
    Responsibility.NONE: Fraction(0),
}
"""``f``: the share of ``v·rm`` a whister pays per trick short (§5.8)."""


def score_contract(tally: Tally, options: PreferansOptions, deal: ContractDeal) -> int:
    """Write a contract deal; returns its undertricks (0 when made or not played)."""
    level = deal.contract.level
    value = options.value(level)
    wm = options.whist_multiplier
    if not deal.played:
        # Passed out (§5.3) or half-whisted (§5.9): not played, counts as made.
        write_pool(tally, options, deal.declarer, value, Reason.GAME, game=True)
        half_whister = deal.half_whister
        if half_whister is not None:
            half = options.obligation(level) // 2
            tally.add_whists(half_whister, deal.declarer, half * value * wm, Reason.HALF_WHIST)
        return 0
    assert deal.tricks is not None  # a played contract has tricks (parsing)
    declarer_tricks = deal.tricks[deal.declarer]
    defence = TRICKS_IN_DEAL - declarer_tricks
    undertricks = max(0, level - declarer_tricks)
    if undertricks == 0:
        write_pool(tally, options, deal.declarer, value, Reason.GAME, game=True)
    else:
        tally.add_gora(deal.declarer, undertricks * value * options.remiz_multiplier, Reason.REMIZ)
    _trick_whists(tally, options, deal, defence, undertricks)
    if undertricks:
        _consolation(tally, options, deal, undertricks)
    _shortfall(tally, options, deal, defence)
    if options.talon_prize and deal.talon_tricks:
        _talon(tally, options, deal, deal.talon_tricks)
    return undertricks


def _trick_whists(
    tally: Tally, options: PreferansOptions, deal: ContractDeal, defence: int, undertricks: int
) -> None:
    """§5.5–5.6: whists for tricks, written on the declarer."""
    assert deal.tricks is not None
    per_trick = options.value(deal.contract.level) * options.whist_multiplier
    whisters = deal.whisters
    if len(whisters) == 2:
        for whister in whisters:
            tally.add_whists(
                whister, deal.declarer, deal.tricks[whister] * per_trick, Reason.TRICKS
            )
        return
    (whister,) = whisters
    rule = options.lone_whister_tricks
    counts_all = rule is LoneWhisterTricks.ALL or (
        rule is LoneWhisterTricks.BY_LIGHT and deal.open is True
    )
    basis = defence if counts_all else deal.tricks[whister]
    whists = basis * per_trick
    if undertricks and options.whist_style is WhistStyle.GENTLEMAN:
        # The passer's cards helped: on a remiz the whists are shared with him.
        passer = next(p for p in (deal.first_defender, deal.second_defender) if p != whister)
        tally.add_whists(whister, deal.declarer, Fraction(whists, 2), Reason.TRICKS)
        tally.add_whists(passer, deal.declarer, Fraction(whists, 2), Reason.TRICKS)
    else:
        tally.add_whists(whister, deal.declarer, whists, Reason.TRICKS)


def consolation_writers(options: PreferansOptions, deal: ContractDeal, seats: int) -> list[str]:
    """Who writes the consolation on a remiz (§5.7): the defenders named by
    ``consolation``, and with 4 players the dealer under ``dealer_consolation``."""
    if options.consolation is ConsolationBy.NONE:
        return []
    defenders = (deal.first_defender, deal.second_defender)
    writers = [
        defender
        for defender in defenders
        if options.consolation is ConsolationBy.ALL or deal.roles[defender] is Role.WHIST
    ]
    if seats == 4 and options.dealer_consolation:
        writers.append(deal.dealer)
    return writers


def _consolation(
    tally: Tally, options: PreferansOptions, deal: ContractDeal, undertricks: int
) -> None:
    amount = undertricks * options.value(deal.contract.level) * options.whist_multiplier
    for writer in consolation_writers(options, deal, len(tally.players)):
        tally.add_whists(writer, deal.declarer, amount, Reason.CONSOLATION)


def quotas(obligation: int, liability: HighContractLiability) -> tuple[int, int]:
    """The two whisters' personal quotas ``q1`` (first defender) and ``q2`` (§5.8)."""
    if liability is HighContractLiability.BOTH:
        half_up = -(-obligation // 2)
        return half_up, half_up
    first = obligation // 2
    return first, obligation - first


def shortfall_tricks(
    options: PreferansOptions, obligation: int, tricks: tuple[int, int]
) -> tuple[Fraction, Fraction]:
    """Two whisters' tricks short, first defender first, by ``two_whisters`` (§5.8): the
    penalty per trick multiplies them (``deficit`` gives fractions of a trick)."""
    first, second = tricks
    rule = options.two_whisters
    if rule is TwoWhisters.DEFICIT:
        missing = obligation - first - second
        if missing <= 0:
            return Fraction(0), Fraction(0)
        half = Fraction(obligation, 2)
        below = (max(Fraction(0), half - first), max(Fraction(0), half - second))
        share = sum(below, Fraction(0))
        return missing * below[0] / share, missing * below[1] / share
    quota = quotas(obligation, options.high_contract_liability)
    if rule is not TwoWhisters.PERSONAL and first + second >= obligation:
        return Fraction(0), Fraction(0)
    if rule is TwoWhisters.PAIR:
        surplus = (max(0, first - quota[0]), max(0, second - quota[1]))
        return (
            Fraction(max(0, quota[0] - first - surplus[1])),
            Fraction(max(0, quota[1] - second - surplus[0])),
        )
    return Fraction(max(0, quota[0] - first)), Fraction(max(0, quota[1] - second))


def _shortfall(tally: Tally, options: PreferansOptions, deal: ContractDeal, defence: int) -> None:
    """§5.8: a whister short of his obligation pays on his mountain."""
    assert deal.tricks is not None
    level = deal.contract.level
    penalty = (
        options.value(level) * options.remiz_multiplier * _RESPONSIBILITY[options.responsibility]
    )
    obligation = options.obligation(level)
    whisters = deal.whisters
    if len(whisters) == 1:
        alone = max(0, obligation - defence)
        tally.add_gora(whisters[0], alone * penalty, Reason.SHORTFALL)
        return
    first, second = whisters
    shorts = shortfall_tricks(options, obligation, (deal.tricks[first], deal.tricks[second]))
    for whister, short in zip(whisters, shorts, strict=True):
        tally.add_gora(whister, short * penalty, Reason.SHORTFALL)


def _talon(tally: Tally, options: PreferansOptions, deal: ContractDeal, talon: int) -> None:
    """§5.10: with 4 players the dealer writes the talon prize on the declarer; with 3
    each defender writes half of it."""
    amount = talon * options.value(deal.contract.level) * options.whist_multiplier
    if len(tally.players) == 4:
        tally.add_whists(deal.dealer, deal.declarer, amount, Reason.TALON)
        return
    for defender in (deal.first_defender, deal.second_defender):
        tally.add_whists(defender, deal.declarer, Fraction(amount, 2), Reason.TALON)


def score_misere(tally: Tally, options: PreferansOptions, deal: MisereDeal) -> int:
    """§6: the misère's value in the pool when no trick is taken, else tricks × value ×
    ``rm`` on the mountain; returns the tricks taken."""
    taken = deal.declarer_tricks
    if taken == 0:
        write_pool(tally, options, deal.declarer, options.misere_value, Reason.MISERE, game=True)
    else:
        tally.add_gora(
            deal.declarer, taken * options.misere_value * options.remiz_multiplier, Reason.MISERE
        )
    return taken


def score_concede(tally: Tally, options: PreferansOptions, deal: ConcedeDeal) -> int:
    """§5.11: ``3·v·rm`` on the declarer's mountain and nothing else; returns 3."""
    value = options.value(deal.contract.level)
    tally.add_gora(
        deal.declarer,
        CONCEDED_UNDERTRICKS * value * options.remiz_multiplier,
        Reason.CONCEDE,
    )
    return CONCEDED_UNDERTRICKS
