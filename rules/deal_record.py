"""What every game's deal record is once read: typed, checked, and written back unchanged.

A deal record enters Zapis at an edge (a session file, a form, the database) as JSON.
The game reads it there, once, into its own frozen dataclass (``ThreeBugsRecord``,
``StukolkaRecord``, ``GinRecord``, ``RummyRecord``, or a game from outside's own); the
session, the fold, the memo, the store and the views hold that typed record, and JSON
comes back only where it leaves: :meth:`DealRecord.to_json` gives the record exactly as
it was entered, for the session file and the database column.

A record its game refuses to read is kept as a :class:`RefusedDeal` with its refusal, so
that scoring refuses the first deal at fault in deal order, exactly as before: a deal
after the end of a game is refused for that, whatever it holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol, TypeVar, runtime_checkable

from rules.errors import RuleViolation
from rules.ledger import JSON


@runtime_checkable
class DealRecord(Protocol):
    """One deal as its game read it (each game's records are frozen dataclasses)."""

    @property
    def dealer(self) -> str | None:
        """Who dealt, in a game that records the dealer; ``None`` in one that does not
        (gin, rummy) and for a refused record."""
        ...

    def to_json(self) -> dict[str, JSON]:
        """The record as it was entered, for the session file and the database column
        (a fresh dict each call, its keys in the order entered)."""
        ...


class DealReader(Protocol):
    """How a game reads the deal records of one sitting (the registry's
    ``Game.deal_reader`` builds it from the sitting's players and options, once)."""

    def read(self, raw: Mapping[str, JSON], number: int) -> DealRecord:
        """Check deal ``number`` (1-based) and type it; raises :class:`RuleViolation`
        naming the deal and the field at fault. What depends on the deals before it (a
        deal after the end) is the scoring's to refuse."""
        ...


@dataclass(frozen=True, slots=True, eq=False)
class RefusedDeal:
    """A deal record its game refused to read, kept with the refusal so that scoring
    raises it at this deal, after every earlier deal and the game's own end (compared by
    identity: a refused record equals only itself)."""

    entered: Mapping[str, JSON]
    """The record as it was entered."""
    violation: RuleViolation
    """Why the game refused it (its deal, field and template)."""

    @property
    def dealer(self) -> None:
        """A refused record names no dealer Zapis trusts."""
        return None

    def to_json(self) -> dict[str, JSON]:
        """The record as it was entered."""
        return dict(self.entered)

    def refuse(self, number: int) -> RuleViolation:
        """The refusal, to raise, naming deal ``number`` (where the record now stands:
        an edit may have moved it); each raise starts a fresh traceback."""
        if self.violation.deal in (number, None):
            return self.violation.with_traceback(None)
        return self.violation.at_deal(number)


RecordT = TypeVar("RecordT")


def own_record(record: DealRecord, number: int, kind: type[RecordT], game: str) -> RecordT:
    """``record`` as its game's own ``kind`` of record (what the game's scorer steps);
    raises the refusal of a :class:`RefusedDeal` (as deal ``number``), and ``TypeError``
    for another game's record (``game``: the game as the message names it)."""
    if isinstance(record, kind):
        return record
    if isinstance(record, RefusedDeal):
        raise record.refuse(number)
    raise TypeError(f"a {game} deal, not {type(record).__name__}")


def read_or_refuse(reader: DealReader, raw: Mapping[str, JSON], number: int) -> DealRecord:
    """The game's typed record of ``raw``, or a :class:`RefusedDeal` holding why not."""
    try:
        return reader.read(raw, number)
    except RuleViolation as violation:
        return RefusedDeal(raw, violation)
