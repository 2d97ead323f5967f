"""What Stukolka tells the views beyond the entries: each deal's pot, and the money on the
table at the end (stukolka.md). Computed once, by :mod:`rules.stukolka.pot`; the views
only show it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.ledger import JSON, DealFacts, GameSummary
from rules.stukolka.records import TRICKS_A_DEAL


@dataclass(frozen=True, slots=True)
class Pot:
    """What one deal is played for (rule 18), and what one trick takes of it (rule 16)."""

    carried_in: int
    """Money on the table before the deal (remizes and unplayed pots carried over)."""
    ante: int
    """The dealer's payment "for the deal"."""
    stakes: int
    """The obligatory stakes, every player's together (0 in the ordinary variant)."""

    @property
    def total(self) -> int:
        """The pot ``P``: carried in + ante + stakes."""
        return self.carried_in + self.ante + self.stakes

    @property
    def share(self) -> int:
        """``P/3``, what one trick takes; every amount is a multiple of 3 (rule 15), so
        the pot splits into whole thirds."""
        return self.total // TRICKS_A_DEAL


@dataclass(frozen=True, slots=True)
class StukolkaFacts(DealFacts):
    """One Stukolka deal's money, as the sheet shows it."""

    dealer: str
    """Who dealt, and so paid the ante."""
    pot: Pot
    """The pot played for, and what it was made of."""
    played: bool
    """Whether anybody played the tricks (false: nobody knocked, the pot stays)."""
    knockers: tuple[str, ...]
    """Who played, in seat order (everyone in the obligatory variant)."""
    tricks: Mapping[str, int]
    """Each knocker's tricks, 0 included; empty when nobody played."""
    faults: tuple[str, ...]
    """Who broke the lead or trumping rules, in seat order."""
    remizes: Mapping[str, int]
    """Each remiz paid, player → amount (at most one a player), seat order."""
    on_table: int
    """Money on the table after the deal, carried into the next."""


@dataclass(frozen=True, slots=True)
class StukolkaSummary(GameSummary):
    """The money at the end of the sheet: the totals plus ``on_table`` sum to 0."""

    on_table: int
    """Money on the table after the last deal."""
    next_pot: Pot
    """The pot the next deal will be played for (the dealer's ante and the stakes added
    to what lies on the table)."""

    @property
    def winner(self) -> None:
        """Stukolka has no winner: it ends when the players get up."""
        return None

    def games_won_by(self, player: str) -> int:
        """Stukolka has no games: deal after deal for money."""
        del player
        return 0

    def to_json(self) -> dict[str, JSON]:
        """``{"on_table": …}`` (session-format.md, Stukolka summary)."""
        return {"on_table": self.on_table}
