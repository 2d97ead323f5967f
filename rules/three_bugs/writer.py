"""Collecting one deal's entries in the sheet's order: by seat, then by rule.

The scoring modules write rule by rule, in :data:`~rules.three_bugs.reasons.RULE_ORDER`;
each seat keeps its own list, so reading the seats one after another gives the order
within each seat for free.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain

from rules.ledger import Column, Entry
from rules.three_bugs.reasons import Reason, Rule

EntryKey = tuple[int, int, Column, Reason, Rule]
"""Seat, points, column, reason, rule: what makes two entries equal."""


class DealWriter:
    """The entries of one deal, and what they add to each seat's columns."""

    __slots__ = ("_by_seat", "below", "known", "players", "totals", "wrote_below")

    players: Sequence[str]
    """Players in seat order."""
    known: dict[EntryKey, Entry]
    """Entries already made while scoring this session: equal entries are shared, as
    they are immutable (a sitting writes the same misdeal or honours line many times)."""
    below: list[int]
    """Each seat's below-the-line points written in this deal."""
    wrote_below: bool
    """True once anything was written below the line in this deal."""
    totals: list[int]
    """Each seat's running total of the sitting, which every write adds to."""

    def __init__(
        self, players: Sequence[str], known: dict[EntryKey, Entry], totals: list[int]
    ) -> None:
        self.players = players
        self.known = known
        self.totals = totals
        self.below = [0] * len(players)
        self.wrote_below = False
        self._by_seat: list[list[Entry]] = [[] for _ in players]

    def write(self, seat: int, points: int, column: Column, reason: Reason, rule: Rule) -> None:
        """Write ``points`` for the player in ``seat``; a zero is not written at all."""
        if not points:
            return
        key = (seat, points, column, reason, rule)
        entry = self.known.get(key)
        if entry is None:
            entry = self.known[key] = Entry(self.players[seat], points, column, reason, rule)
        self._by_seat[seat].append(entry)
        self.totals[seat] += points
        if column is Column.BELOW:
            self.below[seat] += points
            self.wrote_below = True

    def entries(self) -> tuple[Entry, ...]:
        """Every entry of the deal, by seat and then in the order written (rule order)."""
        return tuple(chain.from_iterable(self._by_seat))
