"""What the history shows of a scored sitting: who leads or won, and what a player won in
it. Read from the game's typed summary (:class:`~rules.ledger.GameSummary`), so no
game's internals, and no list of games, are needed here."""

from __future__ import annotations

from dataclasses import dataclass

from rules.ledger import Scored


def leader_of(scored: Scored) -> str | None:
    """The winner if the sitting is over, else the current leader; ``None`` for no deals,
    a tie, or a finished sitting the rules gave no winner (an even Hollywood match).

    The winner is the one the game's rules name
    (:attr:`~rules.ledger.GameSummary.winner`); while the sitting is open, the player with
    the highest total, if he is alone there.
    """
    winner = scored.summary.winner
    if winner is not None or scored.finished:
        return winner
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
    return Winnings(
        summary.games_won_by(seat_name),
        summary.rubbers_won_by(seat_name),
        scored.totals.get(seat_name, 0),
    )
