"""What gin tells the views beyond the entries: each deal's outcome, each closed game's
settlement term by term, Hollywood's columns and the match (gin-family.md,
session-format.md "gin"). Computed once, by :mod:`rules.gin.tally` and
:mod:`rules.gin.engine`; the views only show it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.gin.hands import Outcome
from rules.ledger import JSON, DealFacts, GameSummary


@dataclass(frozen=True, slots=True)
class GameSettlement:
    """One closed game (or Hollywood column) settled as the source writes it:
    ``winner_points + game_bonus + winner_boxes + shutout − loser_points − loser_boxes =
    net`` (gin-family.ru.txt: 118 + 100 + 75 − 50 = 243)."""

    game: int | None
    """The Hollywood column (1–3), ``None`` for a single game."""
    winner: str
    """Who reached the target."""
    loser: str
    """The other player."""
    winner_points: int
    """The winner's deal scores in this game (spade doubling included)."""
    game_bonus: int
    """The game bonus written for the winner."""
    winner_boxes: int
    """Box bonuses written for the winner (0 when he did not win more hands)."""
    shutout: int
    """The settlement written once more for a shutout (0 without)."""
    loser_points: int
    """The loser's deal scores in this game."""
    loser_boxes: int
    """Box bonuses written for the loser (he won more hands), else 0."""
    net: int
    """The winner's everything less the loser's everything."""


@dataclass(frozen=True, slots=True)
class HollywoodColumn:
    """One of Hollywood's three columns, as it stands."""

    points: Mapping[str, int]
    """Each player's deal scores in the column (what counts towards the target)."""
    settlement: GameSettlement | None
    """The column settled once closed; ``None`` while it is open."""

    @property
    def closed(self) -> bool:
        """Whether someone reached the target in this column."""
        return self.settlement is not None

    @property
    def winner(self) -> str | None:
        """Who won the column, ``None`` while it is open."""
        return None if self.settlement is None else self.settlement.winner

    @property
    def net(self) -> int | None:
        """The column's net, ``None`` while it is open."""
        return None if self.settlement is None else self.settlement.net

    def to_json(self) -> dict[str, JSON]:
        """The column as the Hollywood summary prints it (session-format.md)."""
        return {
            "points": dict(self.points),
            "closed": self.closed,
            "winner": self.winner,
            "net": self.net,
        }


@dataclass(frozen=True, slots=True)
class Settlement:
    """What one player owes the other at the end: a single game's net, or Hollywood's
    match (each player's won columns less his lost ones)."""

    winner: str | None
    """Who is owed; ``None`` only for a Hollywood match that came out even."""
    net: int
    """How much (0 for an even match)."""

    def to_json(self) -> dict[str, JSON]:
        """``{"winner": …, "net": …}`` as ``zapis score`` prints it."""
        return {"winner": self.winner, "net": self.net}


@dataclass(frozen=True, slots=True)
class GinFacts(DealFacts):
    """One gin deal, as the sheet shows it."""

    outcome: Outcome
    """How the hand came out on the sheet: knock, undercut, gin or dead."""
    knock_limit: int
    """The deal's knock limit (10 in standard gin, else the upcard's)."""
    doubled: bool
    """Whether an Oklahoma spade upcard doubled the deal."""
    hand_winner: str | None
    """Who scored the hand, ``None`` for a dead hand."""
    hand_points: int
    """What he scored in each column written, doubling included (0 for a dead hand)."""
    running: Mapping[str, int]
    """Each player's total of all entries so far, bonuses included."""
    columns_after: tuple[HollywoodColumn, ...] = ()
    """Hollywood only: the three columns after this deal (empty in a single game)."""


@dataclass(frozen=True, slots=True)
class GinSummary(GameSummary):
    """The end of a gin sheet: the single game's settlement, or Hollywood's columns and
    match."""

    settlement: Settlement | None
    """The single game's settlement, or the match's once all three columns are closed;
    ``None`` while that is still open."""
    columns: tuple[HollywoodColumn, ...] | None = None
    """Hollywood's three columns; ``None`` in a single game (and then not printed)."""
    single_game: GameSettlement | None = None
    """A single game's settlement term by term once closed; ``None`` in Hollywood."""

    @property
    def hollywood(self) -> bool:
        """Whether the sitting is scored Hollywood style."""
        return self.columns is not None

    @property
    def settled_games(self) -> tuple[GameSettlement, ...]:
        """Every closed game (or column, lowest first) settled term by term."""
        if self.columns is None:
            return () if self.single_game is None else (self.single_game,)
        return tuple(column.settlement for column in self.columns if column.settlement)

    @property
    def winner(self) -> str | None:
        """Whoever the settlement names; ``None`` while open or for an even match."""
        return None if self.settlement is None else self.settlement.winner

    def games_won_by(self, player: str) -> int:
        """Hollywood columns won, or 1 for a single game won."""
        return sum(1 for game in self.settled_games if game.winner == player)

    def to_json(self) -> dict[str, JSON]:
        """``settlement`` (and Hollywood's ``columns``) as session-format.md prints
        them."""
        settlement = None if self.settlement is None else self.settlement.to_json()
        if self.columns is None:
            return {"settlement": settlement}
        return {
            "settlement": settlement,
            "columns": [column.to_json() for column in self.columns],
        }
