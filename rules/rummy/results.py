"""What rummy tells the views beyond the entries: each deal's scores and the running
totals, and the game's winner once one player leads alone past the target."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.ledger import JSON, DealFacts, GameSummary


@dataclass(frozen=True, slots=True)
class RummyFacts(DealFacts):
    """One rummy deal, as the sheet shows it."""

    deal_points: Mapping[str, int]
    """Each player's score for the deal: melded less in hand."""
    running: Mapping[str, int]
    """Each player's total after the deal."""


@dataclass(frozen=True, slots=True)
class RummySummary(GameSummary):
    """The end of a rummy sheet."""

    winner: str | None
    """Who won the game: the first to lead alone once someone reached the target;
    ``None`` while the game goes on."""

    def games_won_by(self, player: str) -> int:
        """1 for the winner of the game, else 0."""
        return 1 if self.winner == player else 0

    def to_json(self) -> dict[str, JSON]:
        """``{"winner": …}`` (session-format.md, rummy summary)."""
        return {"winner": self.winner}
