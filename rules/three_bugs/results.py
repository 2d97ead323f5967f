"""What Three Bugs tells the views beyond the entries: each deal's place in the games,
rubbers and partie, and the games and rubbers won (three-bugs.md, "Game, rubber,
partie"). Computed once, by :mod:`rules.three_bugs.scorer`; the views only show it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.ledger import JSON, DealFacts, GameSummary
from rules.three_bugs.records import DealKind


@dataclass(frozen=True, slots=True)
class ThreeBugsFacts(DealFacts):
    """One Three Bugs deal, as the paper sheet and the deals list show it.

    The mappings are shared between deals where they did not change (the desktop
    rescores a whole sitting after every edit): treat them as read-only.
    """

    kind: DealKind
    """The deal's type: misdeal, contract or all-pass."""
    dealer: str
    """Who dealt."""
    line: bool
    """Whether a game line is drawn after this deal."""
    game_winners: tuple[str, ...]
    """Players who won a game on this deal, seat order."""
    rubber_winners: tuple[str, ...]
    """Players who won a rubber on this deal, seat order."""
    below: Mapping[str, int]
    """Below-the-line points since the last line, after the deal (all 0 when the deal
    drew a line)."""
    tricks_counted: int | None
    """Contract deals: the soloist's tricks after the faults; ``None`` otherwise."""
    made: bool | None
    """Contract deals: whether the contract was made or counts as made; ``None``
    otherwise."""
    undertricks: int | None
    """Contract deals: undertricks charged; ``None`` otherwise."""
    rubber: int
    """The 1-based number of the rubber the deal belongs to (the deal that wins a
    rubber belongs to it)."""
    games_won: Mapping[str, int]
    """Games won in that rubber after the deal (on the deal that wins the rubber: the
    rubber's final count, before the next rubber starts at 0)."""
    rubbers_won: Mapping[str, int]
    """Rubbers won in the partie after the deal."""
    partie_complete: bool
    """Whether this deal completed the fourth rubber."""


@dataclass(frozen=True, slots=True)
class GameWon:
    """A game line drawn on the sheet."""

    deal: int
    """The deal after which it was drawn."""
    winners: tuple[str, ...]
    """Who won the game (each of equal leaders [ruling]), seat order."""

    def to_json(self) -> dict[str, JSON]:
        """``{"deal": …, "winners": […]}`` as ``zapis score`` prints it."""
        return {"deal": self.deal, "winners": list(self.winners)}


@dataclass(frozen=True, slots=True)
class RubberWon:
    """A rubber won by one player."""

    deal: int
    """The deal that won it."""
    winner: str
    """Who won it."""

    def to_json(self) -> dict[str, JSON]:
        """``{"deal": …, "winner": …}`` as ``zapis score`` prints it."""
        return {"deal": self.deal, "winner": self.winner}


@dataclass(frozen=True, slots=True)
class ThreeBugsSummary(GameSummary):
    """Every game and rubber won, and the partie's winner once it is complete."""

    games: tuple[GameWon, ...]
    """Every game line, in order."""
    rubbers: tuple[RubberWon, ...]
    """Every rubber won, in order (two winners of one deal: two items)."""
    winner: str | None
    """Once the partie is complete, the player with the highest total if he is alone
    there; ``None`` before, or for a shared top."""

    def games_won_by(self, player: str) -> int:
        """Game lines that name ``player`` among the winners."""
        return sum(1 for game in self.games if player in game.winners)

    def rubbers_won_by(self, player: str) -> int:
        """Rubbers ``player`` won."""
        return sum(1 for rubber in self.rubbers if rubber.winner == player)

    def to_json(self) -> dict[str, JSON]:
        """``games`` and ``rubbers`` (session-format.md, Three Bugs summary)."""
        return {
            "games": [game.to_json() for game in self.games],
            "rubbers": [rubber.to_json() for rubber in self.rubbers],
        }
