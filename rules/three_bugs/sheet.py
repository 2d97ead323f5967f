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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from rules.errors import RuleViolation
from rules.ledger import Column, DealScore, Entry, Scored
from rules.three_bugs.all_pass import score_all_pass, score_misdeal
from rules.three_bugs.contract_scoring import score_contract
from rules.three_bugs.options import house_rules
from rules.three_bugs.parsing import parse_deal
from rules.three_bugs.records import ContractDeal, Deal, Misdeal
from rules.three_bugs.results import GameWon, RubberWon, ThreeBugsFacts, ThreeBugsSummary
from rules.three_bugs.rule_ids import Reason, Rule
from rules.three_bugs.writer import DealWriter, EntryKey

if TYPE_CHECKING:
    from rules.session import Session

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


@dataclass(frozen=True, slots=True)
class Sitting:
    """A scored session together with its checked deal records."""

    scored: Scored
    """The sheet."""
    records: tuple[Deal, ...]
    """Each deal's checked record, in order."""


def score_sitting(session: Session) -> Sitting:
    """Check every deal and write the whole sheet; raises ``RuleViolation`` at the first
    deal at fault (or for the options)."""
    players = session.players
    tables = house_rules(session.options, players).tables
    seat_of = {player: seat for seat, player in enumerate(players)}
    seats = range(len(players))
    known: dict[EntryKey, Entry] = {}
    # A misdeal writes the same entries whenever the same player misdeals.
    misdeals: dict[str, tuple[tuple[Entry, ...], list[int]]] = {}
    below = [0] * len(players)
    totals = [0] * len(players)
    games_won = [0] * len(players)
    rubbers_won = [0] * len(players)
    # Facts that did not change are shared between deals rather than rebuilt (the
    # desktop rescores a whole sitting after every edit); treat them as read-only.
    below_fact = dict.fromkeys(players, 0)
    games_fact = dict.fromkeys(players, 0)
    rubbers_fact = dict.fromkeys(players, 0)
    rubber = 1
    rubbers_done = 0
    rubber_just_won = False
    games: list[GameWon] = []
    rubbers: list[RubberWon] = []
    deals: list[DealScore] = []
    records: list[Deal] = []
    for number, raw in enumerate(session.deals, start=1):
        if rubbers_done == RUBBERS_IN_PARTIE:
            raise RuleViolation(
                "no deal may follow deal {last}: the partie is complete",
                deal=number,
                field="type",
                last=number - 1,
            )
        deal = parse_deal(raw, number, players)
        records.append(deal)
        tricks_counted: int | None = None
        made: bool | None = None
        undertricks: int | None = None
        line = False
        game_winners: tuple[str, ...] = ()
        rubber_winners: tuple[str, ...] = ()
        deal_rubber = rubber

        if isinstance(deal, Misdeal):
            # Nothing below the line: no game can end on a misdeal.
            known_misdeal = misdeals.get(deal.dealer)
            if known_misdeal is None:
                writer = DealWriter(players, known, [0] * len(players))
                score_misdeal(deal, seat_of, writer)
                known_misdeal = misdeals[deal.dealer] = (writer.entries(), writer.totals)
            entries, points = known_misdeal
            for seat in seats:
                totals[seat] += points[seat]
        else:
            writer = DealWriter(players, known, totals)
            if isinstance(deal, ContractDeal):
                outcome = score_contract(deal, tables, players, seat_of, writer)
                tricks_counted = outcome.tricks_counted
                made = outcome.made
                undertricks = outcome.undertricks
            else:
                score_all_pass(deal, seat_of, writer)
            if writer.wrote_below:
                below = [mine + more for mine, more in zip(below, writer.below, strict=True)]
                top = max(below)
                if top >= GAME_THRESHOLD:
                    line = True
                    for seat in seats:
                        if below[seat] == top:
                            writer.write(seat, GAME_PREMIUM, Column.ABOVE, Reason.GAME, Rule.GAME)
                            games_won[seat] += 1
                            game_winners += (players[seat],)
                    games.append(GameWon(number, game_winners))
                    below = [0] * len(players)
                    for seat in seats:
                        if games_won[seat] >= GAMES_FOR_RUBBER:
                            writer.write(
                                seat, RUBBER_PREMIUM, Column.ABOVE, Reason.RUBBER, Rule.RUBBER
                            )
                            rubbers_won[seat] += 1
                            rubber_winners += (players[seat],)
                            rubbers.append(RubberWon(number, players[seat]))
                    games_fact = dict(zip(players, games_won, strict=True))
                    if rubber_winners:
                        rubbers_done += 1
                        rubber += 1
                        games_won = [0] * len(players)
                        rubbers_fact = dict(zip(players, rubbers_won, strict=True))
                below_fact = dict(zip(players, below, strict=True))
            entries = writer.entries()

        if rubber_just_won and not line:
            # The first deal of a new rubber: the last rubber's final count is not its.
            games_fact = dict.fromkeys(players, 0)
        rubber_just_won = bool(rubber_winners)
        facts = ThreeBugsFacts(
            kind=deal.kind,
            dealer=deal.dealer,
            line=line,
            game_winners=game_winners,
            rubber_winners=rubber_winners,
            below=below_fact,
            tricks_counted=tricks_counted,
            made=made,
            undertricks=undertricks,
            rubber=deal_rubber,
            games_won=games_fact,
            rubbers_won=rubbers_fact,
            partie_complete=rubbers_done == RUBBERS_IN_PARTIE,
        )
        deals.append(DealScore(number, entries, facts))
    finished = rubbers_done == RUBBERS_IN_PARTIE
    scored = Scored(
        game=GAME_NAME,
        players=tuple(players),
        deals=tuple(deals),
        totals=dict(zip(players, totals, strict=True)),
        finished=finished,
        summary=ThreeBugsSummary(
            tuple(games), tuple(rubbers), _sole_leader(players, totals) if finished else None
        ),
    )
    return Sitting(scored, tuple(records))


def _sole_leader(players: Sequence[str], totals: Sequence[int]) -> str | None:
    """The partie's winner [ruling]: the highest total, if one player alone has it."""
    best = max(totals)
    leaders = [player for player, total in zip(players, totals, strict=True) if total == best]
    return leaders[0] if len(leaders) == 1 else None


def propose_dealer(players: Sequence[str], sitting: Sitting) -> str | None:
    """The next dealer the rules propose: the first player for the first deal, the same
    dealer after a misdeal [ruling], else the left neighbour (next in seat order);
    ``None`` once the partie is complete."""
    if sitting.scored.finished:
        return None
    if not sitting.records:
        return players[0]
    last = sitting.records[-1]
    if isinstance(last, Misdeal):
        return last.dealer
    return players[(players.index(last.dealer) + 1) % len(players)]
