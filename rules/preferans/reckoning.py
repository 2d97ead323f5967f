"""The settlement, расписать пулю (preferans.md §10): the mountains, the amnesty, each
mountain into whists, the pairwise netting and the nets, all exact."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from rules.preferans.options import Divisor, PreferansOptions
from rules.preferans.results import PairNet, PreferansSettlement


def divisor_of(options: PreferansOptions, seats: int) -> int:
    """``d``: the number of players, or one less (§10.3)."""
    return seats if options.settlement_divisor is Divisor.N else seats - 1


def settle(
    players: Sequence[str],
    options: PreferansOptions,
    pool: Mapping[str, Fraction],
    gora: Mapping[str, Fraction],
    whists: Mapping[str, Mapping[str, Fraction]],
) -> PreferansSettlement:
    """The sheet settled (§10), with ``n`` = every seat, the sitting-out ones included."""
    seats = len(players)
    divisor = divisor_of(options, seats)
    amnesty = min(gora[player] for player in players)
    mountain = {player: gora[player] - amnesty for player in players}
    mountain_whists = {player: mountain[player] * options.gora_unit / divisor for player in players}
    average_pool = sum((pool[player] for player in players), Fraction(0)) / seats
    pool_whists = {player: options.pool_unit * (pool[player] - average_pool) for player in players}

    def written(writer: str, target: str) -> Fraction:
        """The whists ``writer`` has on ``target``: the sheet's and the mountain's."""
        return whists[writer][target] + mountain_whists[target]

    pairs: list[PairNet] = []
    net = dict.fromkeys(players, Fraction(0))
    for first, a in enumerate(players):
        for b in players[first + 1 :]:
            difference = (
                written(a, b) - written(b, a) + options.pool_unit * (pool[a] - pool[b]) / seats
            )
            pairs.append(PairNet(a, b, difference))
            net[a] += difference
            net[b] -= difference
    assert sum(net.values()) == 0, net
    return PreferansSettlement(
        method=options.settlement_divisor,
        divisor=divisor,
        mountain_before=dict(gora),
        amnesty=amnesty,
        mountain=mountain,
        mountain_whists=mountain_whists,
        pool_whists=pool_whists,
        pairs=tuple(pairs),
        net=net,
    )
