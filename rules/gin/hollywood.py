"""Hollywood scoring: which of the three columns a won hand is written into.

gin-family.md, "Hollywood scoring": a player's win is written into every open column he
has already entered, and into the lowest open column he has not entered yet; so his 1st
win goes in column 1, his 2nd in columns 1–2, his 3rd and later in all three, and a player
who never scored in a column before it closed starts in the next open one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.gin.tally import Tally

COLUMNS: Final = 3
"""Hollywood plays three games at once."""


class Entered:
    """Which columns each player has scored in; internal to the scorer."""

    __slots__ = ("_columns",)

    def __init__(self, players: Sequence[str]) -> None:
        self._columns: dict[str, set[int]] = {player: set() for player in players}

    def copy(self) -> Entered:
        """An independent copy of who has entered which column."""
        twin = Entered(())
        twin._columns = {player: set(columns) for player, columns in self._columns.items()}
        return twin

    def columns_for_win(self, player: str, tallies: Sequence[Tally]) -> list[Tally]:
        """The open columns ``player``'s win goes into, lowest first; marks them entered."""
        entered = self._columns[player]
        chosen: list[Tally] = []
        newcomer = True
        for position, tally in enumerate(tallies):
            if tally.closed:
                continue
            if position in entered:
                chosen.append(tally)
            elif newcomer:
                # Only the lowest column he has not entered yet opens to him.
                chosen.append(tally)
                entered.add(position)
                newcomer = False
        return chosen
