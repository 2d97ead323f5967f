"""What the painted pulka shows, as plain data: for each player the running series of
his pool, his mountain and his whists on each opponent, as they grew deal by deal
(preferans.md §2), the dealer, the closed pools and the settlement's nets.

A pure function of the scored sitting, so a test reads what the sheet draws, and the
screen and the printed page draw the same picture.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from desktop.widgets.kept_deals import first_changed_deal
from desktop.widgets.list_prefix import Prefix, taken_back
from rules.ledger import DealScore, Scored
from rules.preferans.results import PreferansFacts, PreferansSummary

_AMOUNT_TEXTS: dict[Fraction, str] = {}
"""The amounts written so far (a pulka band's numbers are written again whenever its
series moves: they are looked up, not formatted again)."""


def amount_text(amount: Fraction) -> str:
    """A sheet amount as a player writes it: ``28``, ``−3``, ``4½``, ``112/3``."""
    text = _AMOUNT_TEXTS.get(amount)
    if text is None:
        if len(_AMOUNT_TEXTS) >= 10_000:
            _AMOUNT_TEXTS.clear()
        text = _AMOUNT_TEXTS[amount] = _written_amount(amount)
    return text


def _written_amount(amount: Fraction) -> str:
    sign = "−" if amount < 0 else ""
    amount = abs(amount)
    if amount.denominator == 1:
        return f"{sign}{amount.numerator}"
    whole, _part = divmod(amount.numerator, amount.denominator)
    if amount.denominator == 2:
        return f"{sign}{whole or ''}½"
    return f"{sign}{amount.numerator}/{amount.denominator}"


def series_text(values: Sequence[Fraction]) -> str:
    """The running series as written on paper, ``2.4.6``; empty for none. (The pulka
    draws no more of it than its band shows: desktop.games.preferans.series_layout.)"""
    return ".".join(amount_text(v) for v in values)


@dataclass(frozen=True)
class PlayerArea:
    """One player's sector of the pulka."""

    player: str
    pool: Sequence[Fraction]
    """His pool after each deal that changed it."""
    gora: Sequence[Fraction]
    """His mountain after each deal that changed it."""
    whists: Mapping[str, Sequence[Fraction]]
    """On each opponent: his whists on him after each deal that changed them."""
    closed: bool
    """His pool is closed (P ≥ T)."""
    pool_deals: Sequence[int] = ()
    """The deal that wrote each number of :attr:`pool` (a click on it selects that deal)."""
    gora_deals: Sequence[int] = ()
    """The deal that wrote each number of :attr:`gora`."""
    whist_deals: Mapping[str, Sequence[int]] = field(default_factory=dict)
    """The deal that wrote each number of :attr:`whists`, by opponent."""


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
    return PulkaFold().picture(scored, target, dealer)


class PulkaFold:
    """:func:`pulka_picture` kept from one sheet to the next: the series of the deals that
    are the same objects as the last time (the sheet keeps them, rules.scoring) stay as
    they grew, and only the deals after the first changed one are written again, so an
    Enter writes one deal at any length of the sitting."""

    def __init__(self) -> None:
        self._players: tuple[str, ...] = ()
        self._deals: Sequence[DealScore] = ()
        self._series: dict[tuple[str, str, str], list[Fraction]] = {}
        self._numbers: dict[tuple[str, str, str], list[int]] = {}
        """The deal that wrote each number of the series of the same key."""
        self._shown: dict[tuple[str, str, str], Sequence[Fraction]] = {}
        self._shown_numbers: dict[tuple[str, str, str], Sequence[int]] = {}
        self._after: list[tuple[tuple[int, ...], frozenset[str]]] = []
        self.deals_written = 0
        """How many deals were written since the fold was made (a test counts them)."""

    def picture(self, scored: Scored, target: int, dealer: str | None) -> PulkaPicture:
        """The pulka of ``scored``, as :func:`pulka_picture` gives it."""
        players = tuple(scored.players)
        deals = scored.deals
        if players != self._players:
            self._players, self._deals, self._after = players, (), []
            self._series, self._shown = {}, {}
            self._numbers, self._shown_numbers = {}, {}
            for p in players:
                keys = [("pool", p, ""), ("gora", p, "")]
                keys += [("whists", p, q) for q in players if q != p]
                for key in keys:
                    self._series[key] = []
                    self._numbers[key] = []
        same = min(first_changed_deal(self._deals, deals), len(self._after))
        del self._after[same:]
        series, numbers = self._series, self._numbers
        if self._after:
            lengths, closed = self._after[-1]
        else:
            lengths, closed = (0,) * len(series), frozenset()
        # The series a deal moves (or a change took back) are handed out as new prefixes
        # of the series' lists, which are only ever appended to (a change that takes
        # numbers back gives the series new lists: a picture handed out stays as it was);
        # the others as the same prefixes as the last time.
        moved: set[tuple[str, str, str]] = set()
        for (key, values), length in zip(series.items(), lengths, strict=True):
            if len(values) > length:
                series[key] = taken_back(values, length)
                numbers[key] = taken_back(numbers[key], length)
                moved.add(key)
        zero = _ZERO
        # Each deal is read in the series' own order: the player's pool, mountain and
        # whists on each opponent (a pulka of 1,000 deals is written as it opens).
        places = [
            (key, values, numbers[key], key[0], key[1], key[2]) for key, values in series.items()
        ]
        empty: dict[str, Fraction] = {}
        for index in range(same, len(deals)):
            facts = deals[index].facts_as(PreferansFacts)
            pool, gora, whists = facts.pool, facts.gora, facts.whists
            for key, values, written_by, area, player, other in places:
                if area == "pool":
                    value = pool.get(player, zero)
                elif area == "gora":
                    value = gora.get(player, zero)
                else:
                    value = whists.get(player, empty).get(other, zero)
                if _grow(values, value):
                    written_by.append(deals[index].deal)
                    moved.add(key)
            closed = frozenset(facts.closed)
            self._after.append((tuple(len(values) for values in series.values()), closed))
        self.deals_written += len(deals) - same
        self._deals = deals
        summary = scored.summary_as(PreferansSummary)
        shown, shown_numbers = self._shown, self._shown_numbers
        for key, values in series.items():
            if key in moved or key not in shown:
                shown[key] = Prefix(values)
                shown_numbers[key] = Prefix(numbers[key])
        areas = {
            p: PlayerArea(
                p,
                shown[("pool", p, "")],
                shown[("gora", p, "")],
                {q: shown[("whists", p, q)] for q in players if q != p},
                p in closed,
                shown_numbers[("pool", p, "")],
                shown_numbers[("gora", p, "")],
                {q: shown_numbers[("whists", p, q)] for q in players if q != p},
            )
            for p in players
        }
        return PulkaPicture(
            players, areas, target, dealer, dict(summary.settlement.net), summary.finished
        )


def _grow(series: list[Fraction], value: Fraction) -> bool:
    """Write ``value`` on the series if it changed (paper gets a number only when a
    deal moves it), and say whether it did; an area that stays at 0 stays blank."""
    last = series[-1] if series else _ZERO
    # Compared by their parts, not by Fraction's ==, which asks numbers.Rational whether
    # the other is a number: a 1,000-deal pulka compares 12,000 times as it opens.
    if value.numerator == last.numerator and value.denominator == last.denominator:
        return False
    series.append(value)
    return True


_ZERO = Fraction(0)
