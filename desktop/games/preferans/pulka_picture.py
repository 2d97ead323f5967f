"""What the painted pulka shows, as plain data: for each player the running series of
his pool, his mountain and his whists on each opponent, as they grew deal by deal
(preferans.md §2), the dealer, the closed pools and the settlement's nets.

A pure function of the scored sitting, so a test reads what the sheet draws, and the
screen and the printed page draw the same picture.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.ledger import Scored
from rules.preferans.results import PreferansFacts, PreferansSummary


def amount_text(amount: Fraction) -> str:
    """A sheet amount as a player writes it: ``28``, ``−3``, ``4½``, ``112/3``."""
    sign = "−" if amount < 0 else ""
    amount = abs(amount)
    if amount.denominator == 1:
        return f"{sign}{amount.numerator}"
    whole, _part = divmod(amount.numerator, amount.denominator)
    if amount.denominator == 2:
        return f"{sign}{whole or ''}½"
    return f"{sign}{amount.numerator}/{amount.denominator}"


def series_text(values: Sequence[Fraction]) -> str:
    """The running series as written on paper, ``2.4.6``; empty for none."""
    return ".".join(amount_text(v) for v in values)


@dataclass(frozen=True)
class PlayerArea:
    """One player's sector of the pulka."""

    player: str
    pool: tuple[Fraction, ...]
    """His pool after each deal that changed it."""
    gora: tuple[Fraction, ...]
    """His mountain after each deal that changed it."""
    whists: Mapping[str, tuple[Fraction, ...]]
    """On each opponent: his whists on him after each deal that changed them."""
    closed: bool
    """His pool is closed (P ≥ T)."""


@dataclass(frozen=True)
class PulkaPicture:
    """The whole pulka: the sectors in seat order, and what stands in the middle and
    under it."""

    players: tuple[str, ...]
    areas: Mapping[str, PlayerArea]
    target: int
    """The pulka's length, written in the centre."""
    dealer: str | None
    """Who deals now (his sector is marked); with 4 players he sits out."""
    nets: Mapping[str, Fraction]
    """The settlement's nets in whists, as the sheet stands."""
    finished: bool


def pulka_picture(scored: Scored, target: int, dealer: str | None) -> PulkaPicture:
    """The pulka of ``scored``: ``target`` is the pool length, ``dealer`` who deals the
    next deal (``None`` once the game is over)."""
    players = scored.players
    pool: dict[str, list[Fraction]] = {p: [] for p in players}
    gora: dict[str, list[Fraction]] = {p: [] for p in players}
    whists: dict[str, dict[str, list[Fraction]]] = {
        p: {q: [] for q in players if q != p} for p in players
    }
    closed: set[str] = set()
    for deal in scored.deals:
        facts = deal.facts_as(PreferansFacts)
        for player in players:
            _grow(pool[player], facts.pool.get(player, Fraction(0)))
            _grow(gora[player], facts.gora.get(player, Fraction(0)))
            row = facts.whists.get(player, {})
            for target_player in whists[player]:
                _grow(whists[player][target_player], row.get(target_player, Fraction(0)))
        closed = set(facts.closed)
    summary = scored.summary_as(PreferansSummary)
    areas = {
        p: PlayerArea(
            p,
            tuple(pool[p]),
            tuple(gora[p]),
            {q: tuple(v) for q, v in whists[p].items()},
            p in closed,
        )
        for p in players
    }
    return PulkaPicture(
        players, areas, target, dealer, dict(summary.settlement.net), summary.finished
    )


def _grow(series: list[Fraction], value: Fraction) -> None:
    """Write ``value`` on the series if it changed (paper gets a number only when a
    deal moves it); an area that stays at 0 stays blank."""
    last = series[-1] if series else Fraction(0)
    if value != last:
        series.append(value)
