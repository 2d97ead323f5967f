"""Settlement: what each player won or lost in money, and who pays whom (settlement.md).

A sitting with a price settles by its game's rule into **nets** — integer kopecks per
player, + receives, − pays, always summing to exactly 0 — and the nets into at most
n − 1 **transfers** found by a rule the table can check by hand. An evening of several
sittings adds each player's nets across them and then finds the transfers the same way.

The game facts read from the sheet (totals, Gin's settlement, Stukolka's money on the
table) are read through one small function each, so the sheet's summary can change shape
without the money rules changing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Final

from rules.game_hooks import Settler
from rules.ledger import JSON, Scored
from rules.money import format_kopecks, price_in_kopecks
from rules.registry import SettleBy, games

if TYPE_CHECKING:
    from rules.session import Session

__all__ = [
    "Settlement",
    "TableShare",
    "Transfer",
    "evening",
    "scored_json",
    "settle_sitting",
    "sitting_nets",
    "table_share",
    "transfers_for",
]


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment: ``payer`` gives ``payee`` ``amount`` kopecks."""

    payer: str
    """Who pays (a player whose net was negative)."""
    payee: str
    """Who receives (a player whose net was positive)."""
    amount: int
    """Kopecks, greater than 0."""

    def to_json(self) -> dict[str, JSON]:
        """As settlement.md's Output shows it: ``{"from", "to", "amount": "4.10"}``."""
        return {"from": self.payer, "to": self.payee, "amount": format_kopecks(self.amount)}


@dataclass(frozen=True, slots=True)
class Settlement:
    """A sitting's or an evening's money: the nets and the payments that settle them."""

    currency: str
    """Shown after amounts (``"₽"``); empty when none was given."""
    nets: Mapping[str, int]
    """Each player's net in kopecks (+ receives, − pays), in seat order; sums to 0."""
    transfers: tuple[Transfer, ...]
    """The payments, in the order the rule finds them; at most n − 1 of them."""

    def to_json(self) -> dict[str, JSON]:
        """The ``payments`` object of ``zapis score`` and ``zapis settle``."""
        return {
            "currency": self.currency,
            "nets": {player: format_kopecks(net) for player, net in self.nets.items()},
            "transfers": [transfer.to_json() for transfer in self.transfers],
        }


# --- the game facts, read off the sheet -------------------------------------------------


def _totals(scored: Scored) -> Mapping[str, int]:
    """Each player's total on the sheet (``S`` of settlement.md)."""
    return scored.totals


def _gin_settlement(scored: Scored) -> tuple[str, int] | None:
    """The decided game's (or Hollywood match's) winner and net in points; ``None``
    while it is not decided or when a Hollywood match came out even.

    Read by name (a ``settlement`` with ``winner`` and ``net``, as gin's
    :class:`~rules.gin.results.GinSummary` has), not by type, so any game whose entry
    settles by :attr:`SettleBy.SETTLEMENT_NET` is read the same way."""
    settlement = getattr(scored.summary, "settlement", None)
    if settlement is None:
        return None
    winner: str | None = settlement.winner
    net: int = settlement.net
    return None if winner is None else (winner, net)


def _on_table(scored: Scored) -> int:
    """The money still on the table after the last deal (Stukolka's
    :class:`~rules.stukolka.results.StukolkaSummary` ``on_table``; read by name, as
    above); a summary without one has none on the table."""
    on_table: int = getattr(scored.summary, "on_table", 0)
    return on_table


# --- nets per game ----------------------------------------------------------------------


def _pairwise(scored: Scored, kopecks: int) -> dict[str, int]:
    """Three Bugs and Rummy [Ruling]: every pair settles the difference of its totals,
    so a player's net is (n·S − ΣS) · price."""
    totals = _totals(scored)
    count = len(scored.players)
    whole = sum(totals[player] for player in scored.players)
    return {player: (count * totals[player] - whole) * kopecks for player in scored.players}


def _gin(scored: Scored, kopecks: int) -> dict[str, int]:
    """Gin: the settlement net times the price goes from the loser to the winner, once
    the game (Hollywood: the match) is decided; nothing before."""
    nets = dict.fromkeys(scored.players, 0)
    decided = _gin_settlement(scored)
    if decided is not None:
        winner, net = decided
        for player in scored.players:
            nets[player] = net * kopecks if player == winner else -net * kopecks
    return nets


@dataclass(frozen=True, slots=True)
class TableShare:
    """The money still on the table when a sitting is settled, and how it is shared
    (settlement.md, Stukolka: equally [Ruling]; the kopecks that do not divide go one
    each in seat order, the first seat first)."""

    left: int
    """Kopecks on the table."""
    share: int
    """Kopecks each player receives of it."""
    odd_to: tuple[str, ...]
    """The players who receive one kopeck more, the first seats."""


def table_share(scored: Scored, price: Decimal) -> TableShare | None:
    """How the money on the table is shared at ``price`` a unit; ``None`` for a game
    that keeps no money on the table (its summary has no ``on_table``)."""
    if getattr(scored.summary, "on_table", None) is None:
        return None
    return _table_share(scored, price_in_kopecks(price))


def _table_share(scored: Scored, kopecks: int) -> TableShare:
    left = _on_table(scored) * kopecks
    share, odd = divmod(left, len(scored.players))
    return TableShare(left, share, scored.players[:odd])


def _stukolka(scored: Scored, kopecks: int) -> dict[str, int]:
    """Stukolka: balance · price, and the money still on the table shared equally
    [Ruling]; kopecks that do not divide go one each in seat order, first seat first."""
    totals = _totals(scored)
    table = _table_share(scored, kopecks)
    return {
        player: totals[player] * kopecks + table.share + (1 if player in table.odd_to else 0)
        for player in scored.players
    }


_NETS: Final[dict[SettleBy, Settler]] = {
    SettleBy.PAIRWISE: _pairwise,
    SettleBy.SETTLEMENT_NET: _gin,
    SettleBy.BALANCES: _stukolka,
}
"""The rule for each shared way of settling (settlement.md, "Nets"); each game names its
way in its registry entry (``GameEntry.settle_by``), or brings its own rule in its hooks
(``SettleBy.GAME``, :attr:`rules.game_hooks.GameHooks.settle`), so a new game touches
nothing here."""


def sitting_nets(scored: Scored, price: Decimal) -> dict[str, int]:
    """Each player's net in kopecks for the sheet ``scored`` at ``price``, in seat order.

    The sheet as it stands: a sitting need not be finished. Raises ``ValueError`` for a
    game with no settlement rule (an unknown game, or one whose entry names none)."""
    entry = next((known for known in games() if known.name == scored.game), None)
    way = entry.settle_by if entry is not None else None
    if way is None:
        raise ValueError(f"no settlement rule for the game '{scored.game}'")
    rule = entry.game_hooks().settle if entry is not None and way is SettleBy.GAME else _NETS[way]
    if rule is None:
        raise ValueError(f"the game '{scored.game}' settles by its own rule but has none")
    nets = rule(scored, price_in_kopecks(price))
    assert sum(nets.values()) == 0, nets
    return nets


# --- payments ---------------------------------------------------------------------------


def transfers_for(nets: Mapping[str, int]) -> tuple[Transfer, ...]:
    """The payments that settle ``nets`` (kopecks, in seat order; they must sum to 0).

    settlement.md, "Payments": while someone is still owed, the player who owes the most
    pays the player owed the most the smaller of the two amounts; ties go to the earlier
    seat. Each payment clears at least one of the two, and the last clears both, so
    there are at most n − 1 of them."""
    if sum(nets.values()) != 0:
        raise ValueError(f"nets must sum to 0, not {sum(nets.values())}")
    seats = list(nets)
    left = dict(nets)
    transfers: list[Transfer] = []
    while True:
        owed = [player for player in seats if left[player] > 0]
        if not owed:
            return tuple(transfers)
        owing = [player for player in seats if left[player] < 0]
        # max/min keep the first of equals, and the lists are in seat order.
        payee = max(owed, key=lambda player: left[player])
        payer = min(owing, key=lambda player: left[player])
        amount = min(left[payee], -left[payer])
        left[payee] -= amount
        left[payer] += amount
        transfers.append(Transfer(payer, payee, amount))


# --- a sitting, an evening, and the scorer's output -------------------------------------


def settle_sitting(session: Session, scored: Scored) -> Settlement | None:
    """The sitting's money at its own price, ``None`` when it has no price."""
    if session.price is None:
        return None
    nets = sitting_nets(scored, session.price)
    return Settlement(session.currency, nets, transfers_for(nets))


def evening(nets: Sequence[Mapping[str, int]], currency: str = "") -> Settlement:
    """Several sittings settled together (settlement.md, "An evening"): each player's
    nets added across the sittings, then the payments as for one.

    ``nets`` holds each sitting's nets keyed by the person (the same key for the same
    person in every sitting). [Ruling] The seat order that breaks ties is the order in
    which the players first appear: the sittings as given, each in its seat order."""
    combined: dict[str, int] = {}
    for sitting in nets:
        for player, amount in sitting.items():
            combined[player] = combined.get(player, 0) + amount
    return Settlement(currency, combined, transfers_for(combined))


def scored_json(session: Session, scored: Scored) -> dict[str, JSON]:
    """The sheet exactly as ``zapis score`` prints it: with ``payments`` when the
    session has a price (settlement.md, "Output")."""
    out = scored.to_json()
    money = settle_sitting(session, scored)
    if money is not None:
        out["payments"] = money.to_json()
    return out
