"""What a chart of a sitting adds up (issue 16, "Charts"): a module of its own, so that
the game hooks (which name a game's charts) and the running totals (which add them up)
both read it and neither imports the other."""

from __future__ import annotations

from enum import StrEnum


class Tally(StrEnum):
    """What a running total adds up."""

    TOTAL = "total"
    """Every entry: the total on the sheet (money in Stukolka)."""
    BELOW = "below"
    """The entries below the line only, added up over the whole sitting (Three Bugs)
    [Ruling: the chart shows the running sum, not the count since the last line, which
    starts again at 0 after each game and would hide who has written most below]."""
    NET = "net"
    """Each player's settlement net after every deal, as the game's hooks' ``running``
    work it out (Preferans: the pool, the mountain and the whists are three units that
    no sum of entries adds up; their settlement does)."""
