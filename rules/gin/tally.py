"""One game of gin to the target, and its settlement.

A single game is one tally; Hollywood plays three tallies at once, one per column. When a
player reaches the target the tally closes and is settled as the source settles its game:
the winner's points + the game bonus + the box bonus per hand won more than the other
player, less the loser's points (gin-family.ru.txt: 118 + 100 + 3·25 − 50 = 243).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.gin.hands import OUTCOME_RULE, Hand
from rules.gin.options import GinOptions
from rules.gin.reasons import Reason, Rule
from rules.gin.results import GameSettlement, HollywoodColumn
from rules.ledger import Column, Entry

_SPADES: Final = Rule.OKLAHOMA_SPADES.value
_SPADES_REASON: Final = Reason.SPADES.value


class Tally:
    """The running state of one game (or Hollywood column); internal to the scorer."""

    __slots__ = ("game", "hands", "players", "points", "settled", "totals")

    def __init__(self, players: Sequence[str], game: int | None) -> None:
        self.players = tuple(players)
        self.game = game
        """The Hollywood column number written on entries, ``None`` in a single game."""
        self.points = dict.fromkeys(players, 0)
        """Deal scores only: what counts towards the target."""
        self.totals = dict.fromkeys(players, 0)
        """Deal scores and bonuses: what the settlement compares."""
        self.hands = dict.fromkeys(players, 0)
        """Hands won, for the box bonus."""
        self.settled: GameSettlement | None = None
        """The game settled term by term once someone reached the target."""

    def copy(self) -> Tally:
        """An independent copy (the settlement, once made, is an immutable value)."""
        twin = Tally(self.players, self.game)
        twin.points = dict(self.points)
        twin.totals = dict(self.totals)
        twin.hands = dict(self.hands)
        twin.settled = self.settled
        return twin

    @property
    def closed(self) -> bool:
        """True once someone reached the target; a closed tally takes nothing more."""
        return self.settled is not None

    @property
    def winner(self) -> str | None:
        """Who reached the target first; ``None`` while the game is open."""
        return None if self.settled is None else self.settled.winner

    @property
    def net(self) -> int | None:
        """The settlement once closed: the winner's total less the loser's."""
        return None if self.settled is None else self.settled.net

    def write_hand(self, hand: Hand, options: GinOptions) -> list[Entry]:
        """Write a won hand, close the tally if it reached the target, and return what
        was written: the hand's score (and its spade half), then any closing bonuses."""
        winner = hand.winner
        assert winner is not None and not self.closed
        rule = OUTCOME_RULE[hand.outcome]
        entries = [Entry(winner, hand.base, Column.POINTS, hand.outcome.value, rule, self.game)]
        if hand.doubled:
            # The doubling is its own entry so that the sheet shows why the hand counts twice.
            entries.append(
                Entry(winner, hand.base, Column.POINTS, _SPADES_REASON, _SPADES, self.game)
            )
        self.hands[winner] += 1
        self.points[winner] += hand.points
        self.totals[winner] += hand.points
        if self.points[winner] >= options.target:
            entries.extend(self._close(winner, options))
        return entries

    def _close(self, winner: str, options: GinOptions) -> list[Entry]:
        loser = self.players[1] if winner == self.players[0] else self.players[0]
        margin = self.hands[winner] - self.hands[loser]
        # The box bonus goes to whoever won more hands, even the loser (session-format.md:
        # "to the one who won more").
        boxed = winner if margin > 0 else loser
        boxes = abs(margin) * options.box_bonus
        written = self._apply(
            [
                self._bonus(winner, options.game_bonus, Reason.GAME, Rule.GAME),
                self._bonus(boxed, boxes, Reason.BOX, Rule.BOX),
            ]
        )
        shutout = 0
        if options.shutout_doubles and self.points[loser] == 0:
            # Doubling the settlement is writing it once more for the winner.
            shutout = self.totals[winner] - self.totals[loser]
            written += self._apply([self._bonus(winner, shutout, Reason.SHUTOUT, Rule.SHUTOUT)])
        self.settled = GameSettlement(
            game=self.game,
            winner=winner,
            loser=loser,
            winner_points=self.points[winner],
            game_bonus=options.game_bonus,
            winner_boxes=boxes if boxed == winner else 0,
            shutout=shutout,
            loser_points=self.points[loser],
            loser_boxes=boxes if boxed == loser else 0,
            net=self.totals[winner] - self.totals[loser],
        )
        return written

    def _apply(self, bonuses: list[Entry]) -> list[Entry]:
        written = [entry for entry in bonuses if entry.points != 0]
        for entry in written:
            self.totals[entry.player] += entry.points
        return written

    def _bonus(self, player: str, points: int, reason: Reason, rule: Rule) -> Entry:
        return Entry(player, points, Column.BONUS, reason.value, rule.value, self.game)

    def column(self) -> HollywoodColumn:
        """The tally as it stands, as a Hollywood column (its points copied)."""
        return HollywoodColumn(dict(self.points), self.settled)
