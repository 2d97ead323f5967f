"""The pulka being written: every player's pool, mountain and whists on each opponent
(preferans.md §2), and the entries of the deal being scored.

Every amount is an exact :class:`~fractions.Fraction`; an entry is whole under every
preset, and only ``two_whisters: deficit`` can make a fraction (§2).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import floor

from rules.ledger import Column
from rules.preferans.reasons import RULE_OF, Reason
from rules.preferans.results import PreferansEntry


def make_entry(
    player: str, amount: Fraction, column: Column, reason: Reason, on: str | None = None
) -> PreferansEntry:
    """One entry of ``amount`` (its whole part in ``points``, the exact amount kept when
    it is not whole)."""
    whole = amount.denominator == 1
    return PreferansEntry(
        player=player,
        points=amount.numerator if whole else floor(amount),
        column=column,
        reason=str(reason),
        rule=str(RULE_OF[reason]),
        on=on,
        amount=None if whole else amount,
    )


class Tally:
    """The sheet's three areas for every seat, and the entries written since
    :meth:`take_entries` was last called. Mutable; :meth:`copy` is independent."""

    __slots__ = ("_entries", "gora", "players", "pool", "whists")

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        self.pool = dict.fromkeys(self.players, Fraction(0))
        """``P``: each player's pool."""
        self.gora = dict.fromkeys(self.players, Fraction(0))
        """``G``: each player's mountain."""
        self.whists = {
            writer: {target: Fraction(0) for target in self.players if target != writer}
            for writer in self.players
        }
        """``W[a][b]``: the whists ``a`` wrote on ``b``."""
        self._entries: list[PreferansEntry] = []

    def copy(self) -> Tally:
        """An independent copy of the sheet (no entries pending)."""
        twin = Tally(self.players)
        twin.pool = dict(self.pool)
        twin.gora = dict(self.gora)
        twin.whists = {writer: dict(row) for writer, row in self.whists.items()}
        return twin

    def add_pool(self, player: str, amount: Fraction | int, reason: Reason) -> None:
        """``amount`` into ``player``'s pool (nothing is written for 0)."""
        value = Fraction(amount)
        if value:
            self.pool[player] += value
            self._entries.append(make_entry(player, value, Column.POOL, reason))

    def add_gora(self, player: str, amount: Fraction | int, reason: Reason) -> None:
        """``amount`` on ``player``'s mountain (negative: off it; nothing for 0)."""
        value = Fraction(amount)
        if value:
            self.gora[player] += value
            self._entries.append(make_entry(player, value, Column.GORA, reason))

    def add_whists(self, writer: str, target: str, amount: Fraction | int, reason: Reason) -> None:
        """``writer`` writes ``amount`` whists on ``target`` (nothing for 0)."""
        value = Fraction(amount)
        if value:
            self.whists[writer][target] += value
            self._entries.append(make_entry(writer, value, Column.WHISTS, reason, on=target))

    def take_entries(self) -> tuple[PreferansEntry, ...]:
        """The entries written since the last call, in the order written."""
        entries = tuple(self._entries)
        self._entries.clear()
        return entries
