"""What Preferans tells the views beyond the entries: each deal's outcome and the sheet
after it, and the settlement step by step (preferans.md §2, §10, §13). Computed once,
by the scorer; the views only show it.

Amounts are exact :class:`~fractions.Fraction` values until money (§10.5): whists are
thirds after ÷n, and the ``deficit`` option makes fractions on the sheet too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from math import floor

from rules.ledger import JSON, DealFacts, Entry, GameSummary
from rules.preferans.options import Divisor
from rules.preferans.records import Contract, DealKind


def exact_text(amount: Fraction) -> str:
    """An exact amount as §13 prints it: ``"28"``, ``"-392/3"``, ``"9/2"``."""
    return (
        str(amount.numerator)
        if amount.denominator == 1
        else f"{amount.numerator}/{amount.denominator}"
    )


def sheet_number(amount: Fraction) -> int | str:
    """A pool or mountain amount as §13 prints it: a JSON integer, or ``"a/b"`` where
    ``deficit`` made a fraction."""
    return amount.numerator if amount.denominator == 1 else exact_text(amount)


@dataclass(frozen=True, slots=True)
class PreferansEntry(Entry):
    """A Preferans entry: ``points`` in the pool, on the mountain, or in whists written
    ``on`` another player (§13)."""

    on: str | None = None
    """Whists only: the player the whists are written on (the target)."""
    amount: Fraction | None = None
    """The exact amount when it is not whole (only under ``two_whisters: deficit``);
    ``points`` then holds its whole part (rounded toward −∞). ``None``: ``points`` is
    exact."""

    @property
    def exact(self) -> Fraction:
        """The entry's exact amount."""
        return Fraction(self.points) if self.amount is None else self.amount

    def line(self) -> str:
        """The CSV line: ``whists on Boris`` for whists (the CSV would otherwise lose whom
        they are written on), else the column."""
        return f"{self.column} on {self.on}" if self.on is not None else str(self.column)

    def to_json(self) -> dict[str, JSON]:
        """``{"player", "points", "column", "on" (whists only), "reason", "rule"}``."""
        out: dict[str, JSON] = {
            "player": self.player,
            "points": self.points if self.amount is None else exact_text(self.amount),
            "column": str(self.column),
        }
        if self.on is not None:
            out["on"] = self.on
        out["reason"] = self.reason
        out["rule"] = self.rule
        return out


class Outcome(StrEnum):
    """How a deal ended, as the sheet and the deals list name it."""

    MADE = "made"
    """A played contract made (t ≥ c)."""
    REMIZ = "remiz"
    """A played contract down."""
    PASSED_OUT = "passed-out"
    """Both defenders passed: not played, counts as made (§5.3)."""
    HALF_WHISTED = "half-whisted"
    """Pass and half-whist: not played, counts as made (§5.9)."""
    CONCEDED = "conceded"
    """«Без трёх» (§5.11)."""
    MISERE_MADE = "misere-made"
    """A misère with no trick taken."""
    MISERE_CAUGHT = "misere-caught"
    """A misère with tricks taken."""
    RASPASY = "raspasy"
    """Raspasy."""
    CORRECTION = "correction"
    """A correction."""


@dataclass(frozen=True, slots=True)
class PreferansFacts(DealFacts):
    """One Preferans deal, as the pulka sheet and the deals list show it. The mappings
    are the sheet after the deal; treat them as read-only."""

    kind: DealKind
    """The record's type."""
    outcome: Outcome
    """How it ended."""
    dealer: str | None
    """Who dealt (``None`` for a correction)."""
    sitting_out: str | None
    """With 4 players, the dealer, who sits out; ``None`` with 3 (and for a correction)."""
    declarer: str | None
    """The declarer of a contract, misère or concession."""
    contract: Contract | None
    """The contract of a contract deal or a concession."""
    whisters: tuple[str, ...]
    """The defenders who said whist, first defender first."""
    undertricks: int
    """A remiz's undertricks (c − t), a concession's 3, a caught misère's tricks; else 0."""
    raspasy_number: int | None
    """Raspasy: its 1-based place in the run (1 = the first raspasy); ``None`` otherwise."""
    raspasy_price: int | None
    """Raspasy: the price per trick (mountain points in ``gora`` mode, whists in
    ``whists`` mode, §7.2); ``None`` otherwise."""
    run_after: int
    """Raspasy deals in the current run after this deal (0: no run going)."""
    pool: Mapping[str, Fraction]
    """Every player's pool after the deal."""
    gora: Mapping[str, Fraction]
    """Every player's mountain after the deal."""
    whists: Mapping[str, Mapping[str, Fraction]]
    """Whists after the deal, writer → target → amount (a ≠ b)."""
    closed: tuple[str, ...]
    """Players whose pool is closed (P ≥ T) after the deal, seat order."""
    finished: bool
    """Whether the game ended with this deal (§9)."""
    tricks: Mapping[str, int] = field(default_factory=dict)
    """The tricks recorded: each active player's in a played contract and in raspasy
    (the 4-player dealer's too under ``raspasy_dealer_talon``), the declarer's (and
    perhaps the defenders') in a misère; empty otherwise."""


@dataclass(frozen=True, slots=True)
class PairNet:
    """One pair's netting (§10.4): what ``a`` gets from ``b`` (negative: ``a`` pays)."""

    a: str
    """The earlier seat."""
    b: str
    """The later seat."""
    net: Fraction
    """Whists ``a`` wrote on ``b`` less the reverse, mountain whists included, plus the
    pool term ``pool_unit·(P_a − P_b)/n``."""

    def to_json(self) -> dict[str, JSON]:
        """``{"a", "b", "net"}``, the net an exact string."""
        return {"a": self.a, "b": self.b, "net": exact_text(self.net)}


@dataclass(frozen=True, slots=True)
class PreferansSettlement:
    """The settlement (расписать пулю, §10), every step kept for the Settle tab."""

    method: Divisor
    """``n`` or ``n-1``: what the mountain whists were divided by."""
    divisor: int
    """``d``: n or n − 1."""
    mountain_before: Mapping[str, Fraction]
    """``Mᵢ = Gᵢ`` before the amnesty (step 1)."""
    amnesty: Fraction
    """The smallest mountain, subtracted from every one (step 2)."""
    mountain: Mapping[str, Fraction]
    """Each mountain after the amnesty."""
    mountain_whists: Mapping[str, Fraction]
    """What each other player writes on him: ``Mᵢ·gora_unit/d`` (step 3)."""
    pool_whists: Mapping[str, Fraction]
    """His pool term ``pool_unit·(Pᵢ − avg P)`` (step 4)."""
    pairs: tuple[PairNet, ...]
    """Each pair's netting, seat order (step 4)."""
    net: Mapping[str, Fraction]
    """Each player's net in whists (+ receives); they sum to 0 exactly (step 5)."""

    def money_nets(self, kopecks_per_whist: int) -> dict[str, int]:
        """Each net × price in whole kopecks, by largest remainders so that they sum to 0
        (§10.6): each floored, the missing kopecks one each to the largest fractional
        parts, ties to the earlier seat."""
        exact = {player: net * kopecks_per_whist for player, net in self.net.items()}
        floors = {player: floor(amount) for player, amount in exact.items()}
        missing = -sum(floors.values())
        seats = list(exact)
        by_remainder = sorted(
            seats, key=lambda player: (-(exact[player] - floors[player]), seats.index(player))
        )
        for player in by_remainder[:missing]:
            floors[player] += 1
        return floors

    def leader(self) -> str | None:
        """The player alone with the highest net; ``None`` for a tie at the top."""
        best = max(self.net.values())
        leaders = [player for player, net in self.net.items() if net == best]
        return leaders[0] if len(leaders) == 1 else None

    def to_json(self) -> dict[str, JSON]:
        """The ``settlement`` object of §13, every amount an exact string."""
        return {
            "divisor": self.divisor,
            "amnesty": exact_text(self.amnesty),
            "mountain": {p: exact_text(m) for p, m in self.mountain.items()},
            "mountain_whists": {p: exact_text(m) for p, m in self.mountain_whists.items()},
            "pool_whists": {p: exact_text(m) for p, m in self.pool_whists.items()},
            "pairs": [pair.to_json() for pair in self.pairs],
            "net": {p: exact_text(m) for p, m in self.net.items()},
        }


@dataclass(frozen=True, slots=True)
class PreferansSummary(GameSummary):
    """The sheet after the last deal and its settlement (§13's summary keys)."""

    pool: Mapping[str, Fraction]
    """Every player's pool."""
    gora: Mapping[str, Fraction]
    """Every player's mountain."""
    whists: Mapping[str, Mapping[str, Fraction]]
    """Writer → target → whists (a ≠ b)."""
    finished: bool
    """Whether the game has ended (§9)."""
    settlement: PreferansSettlement
    """The settlement of the sheet as it stands (it may be computed before the end)."""

    @property
    def winner(self) -> str | None:
        """Once the game has ended, the player alone with the highest net; else ``None``."""
        if not self.finished:
            return None
        return self.settlement.leader()

    def money_nets(self, kopecks_per_whist: int) -> dict[str, int]:
        """The settlement in kopecks at a price of ``kopecks_per_whist`` (§10.6; the
        game's own money rule, its hooks' ``settle``)."""
        return self.settlement.money_nets(kopecks_per_whist)

    def games_won_by(self, player: str) -> int:
        """Preferans has no games to count: 0."""
        del player
        return 0

    def to_json(self) -> dict[str, JSON]:
        """``totals`` (the settlement net, exact strings, [ruling] 22), ``pool``,
        ``gora``, ``whists`` and ``settlement`` (with its ``winner``); ``finished`` is the
        sheet's own key."""
        return {
            "totals": {p: exact_text(net) for p, net in self.settlement.net.items()},
            "pool": {p: sheet_number(v) for p, v in self.pool.items()},
            "gora": {p: sheet_number(v) for p, v in self.gora.items()},
            "whists": {
                writer: {target: exact_text(v) for target, v in row.items()}
                for writer, row in self.whists.items()
            },
            # §13's keys, and the winner the settlement names once the game has ended
            # (null before, or for a tie), as gin's settlement does: the history and the
            # records read a game's winner there (WinnerBy.SETTLEMENT).
            "settlement": {**self.settlement.to_json(), "winner": self.winner},
        }
