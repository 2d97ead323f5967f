"""What a running total adds up: the tallies a sitting is charted by
(:mod:`rules.running_totals` draws them; a game's hooks, :class:`rules.game_hooks.GameHooks`,
name its own). Apart from the running totals so that the hooks can name a tally without
importing what reads the registry back."""

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
