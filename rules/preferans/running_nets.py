"""Each player's settlement net in whists after every deal (issue 29, "charts: whists
over the deals"): the sheet as it stood after deal k, settled as if the pulka stopped
there (preferans.md §10). What a chart of a Preferans sitting draws: the pool, the
mountain and the whists are three units that do not add up, their settlement does."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from rules.ledger import JSON, Scored
from rules.preferans.options import read_options
from rules.preferans.reckoning import settle
from rules.preferans.results import PreferansFacts


def running_nets(scored: Scored, options: Mapping[str, JSON]) -> dict[str, tuple[Fraction, ...]]:
    """For each player (seat order) his net in whists after deal 1, 2, …; the last is
    the summary's settlement net. ``options`` are the sitting's (checked again here)."""
    players = scored.players
    checked = read_options(options, players)
    nets: dict[str, list[Fraction]] = {player: [] for player in players}
    for deal in scored.deals:
        facts = deal.facts_as(PreferansFacts)
        settled = settle(players, checked, facts.pool, facts.gora, facts.whists)
        for player in players:
            nets[player].append(settled.net[player])
    return {player: tuple(values) for player, values in nets.items()}
