"""What the history shows of a scored sitting, read generically from ``Scored``: who leads
or won, and what a player won in it. The keys are those of the session-format spec's
game-specific summaries, so no game's internals are needed here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.ledger import JSON, Scored


def leader_of(scored: Scored) -> str | None:
    """The winner if the sitting is over, else the current leader; ``None`` for no deals
    or a tie.

    Rummy names its ``winner``; gin its ``settlement`` winner; otherwise (and while those
    are still open) the player with the highest total, if he is alone there.
    """
    summary = scored.summary
    winner = summary.get("winner")
    if isinstance(winner, str):
        return winner
    settlement = summary.get("settlement")
    if isinstance(settlement, Mapping):
        settled = settlement.get("winner")
        if isinstance(settled, str):
            return settled
        if scored.finished:
            return None
    if not scored.deals or not scored.totals:
        return None
    best = max(scored.totals.values())
    leaders = [player for player, total in scored.totals.items() if total == best]
    return leaders[0] if len(leaders) == 1 else None


@dataclass(frozen=True, slots=True)
class Winnings:
    """What one player won in one sitting."""

    games: int
    """Three-bugs games, gin games or Hollywood columns, rummy games."""
    rubbers: int
    """Three-bugs rubbers."""
    total: int
    """His total on the sheet."""


def winnings_of(scored: Scored, seat_name: str) -> Winnings:
    """What the player seated as ``seat_name`` won in ``scored``."""
    summary = scored.summary
    games = 0
    for game in _items(summary.get("games")):
        winners = game.get("winners")
        if isinstance(winners, list) and seat_name in winners:
            games += 1
    columns = _items(summary.get("columns"))
    if columns:
        games += sum(1 for column in columns if column.get("winner") == seat_name)
    else:
        settlement = summary.get("settlement")
        if (
            scored.finished
            and isinstance(settlement, Mapping)
            and settlement.get("winner") == seat_name
        ):
            games += 1
    if summary.get("winner") == seat_name:
        games += 1
    rubbers = sum(
        1 for rubber in _items(summary.get("rubbers")) if rubber.get("winner") == seat_name
    )
    return Winnings(games, rubbers, scored.totals.get(seat_name, 0))


def _items(value: JSON) -> list[Mapping[str, JSON]]:
    if not isinstance(value, list):
        return []
    return [item for item in value if isinstance(item, Mapping)]
