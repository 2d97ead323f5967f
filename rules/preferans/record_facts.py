"""Preferans's facts in a player's record (issue 29, "records"): the pools he closed,
his remizes, the misères he made and the raspasy he won, counted from the deals' facts.

These are the game contract's ``record_counts`` (one seat at one sitting) and
``record_facts`` (the counts added up over a player's sittings) for Preferans; its hooks
module hands them to the contract.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Final, Protocol

from rules.ledger import Scored
from rules.preferans.records import DealKind
from rules.preferans.results import Outcome, PreferansFacts

if TYPE_CHECKING:
    from rules.session import Session


class Fact(StrEnum):
    """Preferans's own facts in a player's record (stable words; the app translates)."""

    POOLS_CLOSED = "pools-closed"
    """Sittings at whose end his pool was closed (P ≥ T)."""
    GAMES_DECLARED = "games-declared"
    """Contracts and misères he declared (a concession included)."""
    REMIZES = "remizes"
    """His contracts that went down, and his concessions."""
    MISERES_MADE = "miseres-made"
    """Misères he made: no trick taken."""
    RASPASY_WON = "raspasy-won"
    """Raspasy in which he took the fewest tricks (a tie counts for each of them)."""


FACTS: Final = tuple(Fact)
"""The facts in the order a record shows them."""


class Tally(Protocol):
    """A player's sittings added up, as the contract hands them (its ``RecordTally``):
    only the counts are read here."""

    @property
    def counts(self) -> Mapping[str, int]:
        """The raw counts of :func:`record_counts`, added up over his sittings."""
        ...


def record_counts(_session: Session, scored: Scored, seat: str) -> dict[str, int]:
    """The counts of one seat at one sitting, keyed by the :class:`Fact` words."""
    counts = dict.fromkeys((str(fact) for fact in Fact), 0)
    last: PreferansFacts | None = None
    for deal in scored.deals:
        facts = deal.facts_as(PreferansFacts)
        last = facts
        if facts.declarer == seat and facts.kind is not DealKind.RASPASY:
            counts[Fact.GAMES_DECLARED] += 1
            if facts.outcome in (Outcome.REMIZ, Outcome.CONCEDED):
                counts[Fact.REMIZES] += 1
            if facts.outcome is Outcome.MISERE_MADE:
                counts[Fact.MISERES_MADE] += 1
        if facts.kind is DealKind.RASPASY and seat in facts.tricks:
            takers = {p: t for p, t in facts.tricks.items() if p != facts.sitting_out}
            if seat in takers and takers[seat] == min(takers.values()):
                counts[Fact.RASPASY_WON] += 1
    if last is not None and seat in last.closed:
        counts[Fact.POOLS_CLOSED] = 1
    return counts


def record_facts(tally: Tally) -> tuple[tuple[str, float], ...]:
    """The facts of a player's record at Preferans, in :data:`FACTS` order."""
    return tuple((str(fact), tally.counts.get(fact, 0)) for fact in FACTS)
