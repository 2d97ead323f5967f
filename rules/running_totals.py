"""Each player's running totals deal by deal, the numbers a chart of a sitting draws
(issue 16, "Charts").

A running total after deal ``k`` is the sum of the player's entries in deals ``1..k``
(of one sheet column, or of all of them); after the last deal it is his total on the
sheet. Read from the entries alone, so every game is charted the same way; which
tallies a game's sitting is charted by is its hooks' ``charts``
(:class:`rules.game_hooks.GameHooks`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.chart_tally import Tally as Tally
from rules.ledger import Column, Scored

if TYPE_CHECKING:
    from rules.session import Session


@dataclass(frozen=True, slots=True)
class RunningTotals:
    """One chart's numbers: for each player his running total after each deal."""

    tally: Tally
    """What is added up."""
    by_player: Mapping[str, tuple[float, ...]]
    """Player (seat order) → his running total after deal 1, 2, …; one value a deal
    (whole for every tally but :attr:`Tally.NET`, which may hold thirds)."""


def running_totals(
    scored: Scored, tally: Tally = Tally.TOTAL, session: Session | None = None
) -> RunningTotals:
    """Each player's running ``tally`` after every deal of ``scored`` (the sheet of
    ``session``, which :attr:`Tally.NET` needs: a settlement reads the options)."""
    if tally is Tally.NET:
        return _game_running(scored, session)
    running = dict.fromkeys(scored.players, 0)
    series: dict[str, list[int]] = {player: [] for player in scored.players}
    for deal in scored.deals:
        for entry in deal.entries:
            if tally is Tally.TOTAL or entry.column is Column.BELOW:
                running[entry.player] += entry.points
        for player, total in running.items():
            series[player].append(total)
    return RunningTotals(tally, {player: tuple(values) for player, values in series.items()})


def _game_running(scored: Scored, session: Session | None) -> RunningTotals:
    """:attr:`Tally.NET` by the game's own ``running`` hook."""
    # Imported here: the registry is not needed for the tallies of the entries.
    from rules.registry import find_entry

    running = find_entry(scored.game).game_hooks().running
    if running is None or session is None:
        raise ValueError(f"game '{scored.game}' has no running nets to chart")
    values = running(session, scored)
    return RunningTotals(
        Tally.NET, {player: tuple(float(v) for v in values[player]) for player in scored.players}
    )
