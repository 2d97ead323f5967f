"""The whole sheet of a sitting: deals scored in order, games, rubbers and the partie
(three-bugs.md, "Game, rubber, partie").

After each deal each player's below-the-line points since the last line are added up;
at 1000 or more the game is over, the leader (each of equal leaders [ruling]) writes
+1000 above and a line is drawn. Two games win a rubber (+4000); four rubbers make the
partie, after which the session takes no more deals.

Each :class:`~rules.ledger.DealScore` carries a
:class:`~rules.three_bugs.results.ThreeBugsFacts` (for the desktop sheet), and the
sitting a :class:`~rules.three_bugs.results.ThreeBugsSummary` (games and rubbers won).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.deal_record import DealRecord
from rules.errors import RuleViolation
from rules.ledger import Column, DealScore, Entry, Scored
from rules.three_bugs.all_pass import score_all_pass, score_misdeal
from rules.three_bugs.contract_scoring import score_contract
from rules.three_bugs.options import ValueTables
from rules.three_bugs.reasons import Reason, Rule
from rules.three_bugs.records import ContractDeal, Deal, Misdeal, three_bugs_deal
from rules.three_bugs.results import GameWon, RubberWon, ThreeBugsFacts, ThreeBugsSummary
from rules.three_bugs.writer import DealWriter, EntryKey

GAME_NAME: Final = "three-bugs"
"""The game's session-file name."""
GAME_THRESHOLD: Final = 1000
"""Below-the-line points since the last line that end a game."""
GAME_PREMIUM: Final = 1000
"""Above the line, to each winner of a game."""
GAMES_FOR_RUBBER: Final = 2
"""Games that win a rubber."""
RUBBER_PREMIUM: Final = 4000
"""Above the line, to each winner of a rubber."""
RUBBERS_IN_PARTIE: Final = 4
"""Rubbers that make a full partie."""


class ThreeBugsScorer:
    """A Three Bugs sitting scored deal by deal (:class:`rules.fold.Scorer`): each seat's
    total, below-the-line points since the last line, games and rubbers won, the games
    and rubbers closed so far, and how far the partie has gone."""

    __slots__ = (
        "_known",
        "_misdeals",
        "_players",
        "_seat_of",
        "_tables",
        "below",
        "below_fact",
        "games",
        "games_fact",
        "games_won",
        "rubber",
        "rubber_just_won",
        "rubbers",
        "rubbers_done",
        "rubbers_fact",
        "rubbers_won",
        "totals",
    )

    def __init__(self, players: tuple[str, ...], tables: ValueTables) -> None:
        self._players = players
        self._tables = tables
        self._seat_of = {player: seat for seat, player in enumerate(players)}
        # Caches of immutable entries, shared by every copy: equal entries are one object.
        self._known: dict[EntryKey, Entry] = {}
        # A misdeal writes the same entries whenever the same player misdeals.
        self._misdeals: dict[str, tuple[tuple[Entry, ...], list[int]]] = {}
        self.below = [0] * len(players)
        self.totals = [0] * len(players)
        self.games_won = [0] * len(players)
        self.rubbers_won = [0] * len(players)
        # Facts that did not change are shared between deals rather than rebuilt; they
        # are replaced, never changed, so copies may share them too.
        self.below_fact = dict.fromkeys(players, 0)
        self.games_fact = dict.fromkeys(players, 0)
        self.rubbers_fact = dict.fromkeys(players, 0)
        self.rubber = 1
        self.rubbers_done = 0
        self.rubber_just_won = False
        self.games: tuple[GameWon, ...] = ()
        self.rubbers: tuple[RubberWon, ...] = ()

    def copy(self) -> ThreeBugsScorer:
        """An independent copy of the sitting's state (caches and facts shared)."""
        twin = ThreeBugsScorer.__new__(ThreeBugsScorer)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.below = list(self.below)
        twin.totals = list(self.totals)
        twin.games_won = list(self.games_won)
        twin.rubbers_won = list(self.rubbers_won)
        return twin

    def step(self, record: DealRecord, number: int) -> DealScore:
        """Check and score deal ``number``; refused once the partie is complete."""
        if self.rubbers_done == RUBBERS_IN_PARTIE:
            raise RuleViolation(
                "no deal may follow deal {last}: the partie is complete",
                deal=number,
                field="type",
                last=number - 1,
            )
        players = self._players
        seats = range(len(players))
        deal = three_bugs_deal(record, number)
        tricks_counted: int | None = None
        made: bool | None = None
        undertricks: int | None = None
        line = False
        game_winners: tuple[str, ...] = ()
        rubber_winners: tuple[str, ...] = ()
        deal_rubber = self.rubber

        if isinstance(deal, Misdeal):
            # Nothing below the line: no game can end on a misdeal.
            known_misdeal = self._misdeals.get(deal.dealer)
            if known_misdeal is None:
                writer = DealWriter(players, self._known, [0] * len(players))
                score_misdeal(deal, self._seat_of, writer)
                known_misdeal = self._misdeals[deal.dealer] = (writer.entries(), writer.totals)
            entries, points = known_misdeal
            for seat in seats:
                self.totals[seat] += points[seat]
        else:
            writer = DealWriter(players, self._known, self.totals)
            if isinstance(deal, ContractDeal):
                outcome = score_contract(deal, self._tables, players, self._seat_of, writer)
                tricks_counted = outcome.tricks_counted
                made = outcome.made
                undertricks = outcome.undertricks
            else:
                score_all_pass(deal, self._seat_of, writer)
            if writer.wrote_below:
                line, game_winners, rubber_winners = self._count_below(writer, number)
            entries = writer.entries()

        if self.rubber_just_won and not line:
            # The first deal of a new rubber: the last rubber's final count is not its.
            self.games_fact = dict.fromkeys(players, 0)
        self.rubber_just_won = bool(rubber_winners)
        facts = ThreeBugsFacts(
            kind=deal.kind,
            dealer=deal.dealer,
            line=line,
            game_winners=game_winners,
            rubber_winners=rubber_winners,
            below=self.below_fact,
            tricks_counted=tricks_counted,
            made=made,
            undertricks=undertricks,
            rubber=deal_rubber,
            games_won=self.games_fact,
            rubbers_won=self.rubbers_fact,
            partie_complete=self.rubbers_done == RUBBERS_IN_PARTIE,
        )
        return DealScore(number, entries, facts)

    def _count_below(
        self, writer: DealWriter, number: int
    ) -> tuple[bool, tuple[str, ...], tuple[str, ...]]:
        """Add the deal's below-the-line points; close a game (and a rubber) at the
        threshold. Returns whether a line was drawn, the game's and the rubber's
        winners."""
        players = self._players
        seats = range(len(players))
        line = False
        game_winners: tuple[str, ...] = ()
        rubber_winners: tuple[str, ...] = ()
        below = [mine + more for mine, more in zip(self.below, writer.below, strict=True)]
        top = max(below)
        if top >= GAME_THRESHOLD:
            line = True
            for seat in seats:
                if below[seat] == top:
                    writer.write(seat, GAME_PREMIUM, Column.ABOVE, Reason.GAME, Rule.GAME)
                    self.games_won[seat] += 1
                    game_winners += (players[seat],)
            self.games = (*self.games, GameWon(number, game_winners))
            below = [0] * len(players)
            for seat in seats:
                if self.games_won[seat] >= GAMES_FOR_RUBBER:
                    writer.write(seat, RUBBER_PREMIUM, Column.ABOVE, Reason.RUBBER, Rule.RUBBER)
                    self.rubbers_won[seat] += 1
                    rubber_winners += (players[seat],)
                    self.rubbers = (*self.rubbers, RubberWon(number, players[seat]))
            self.games_fact = dict(zip(players, self.games_won, strict=True))
            if rubber_winners:
                self.rubbers_done += 1
                self.rubber += 1
                self.games_won = [0] * len(players)
                self.rubbers_fact = dict(zip(players, self.rubbers_won, strict=True))
        self.below = below
        self.below_fact = dict(zip(players, below, strict=True))
        return line, game_winners, rubber_winners

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The sheet of ``deals``, the deals stepped so far."""
        players = self._players
        finished = self.rubbers_done == RUBBERS_IN_PARTIE
        return Scored(
            game=GAME_NAME,
            players=players,
            deals=deals,
            totals=dict(zip(players, self.totals, strict=True)),
            finished=finished,
            summary=ThreeBugsSummary(
                self.games, self.rubbers, _sole_leader(players, self.totals) if finished else None
            ),
        )


def _sole_leader(players: Sequence[str], totals: Sequence[int]) -> str | None:
    """The partie's winner [ruling]: the highest total, if one player alone has it."""
    best = max(totals)
    leaders = [player for player, total in zip(players, totals, strict=True) if total == best]
    return leaders[0] if len(leaders) == 1 else None


def propose_dealer(players: Sequence[str], scored: Scored, last: Deal | None) -> str | None:
    """The next dealer the rules propose: the first player for the first deal, the same
    dealer after a misdeal [ruling], else the left neighbour (next in seat order);
    ``None`` once the partie is complete. ``last``: the last deal's checked record."""
    if scored.finished:
        return None
    if last is None:
        return players[0]
    if isinstance(last, Misdeal):
        return last.dealer
    return players[(players.index(last.dealer) + 1) % len(players)]
