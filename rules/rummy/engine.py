"""Rummy for 2–8 players, the gin-family chapter's variant (gin-family.md, "Rummy").

Each deal records, for every player, the value of the cards he put on the table and the
value of the cards left in his hand; he scores the first less the second. The game ends
after the deal in which someone reaches the target, once one player leads alone.

Each :class:`~rules.ledger.DealScore` carries a :class:`~rules.rummy.results.RummyFacts`
(the deal's scores, the running totals); the sitting a
:class:`~rules.rummy.results.RummySummary` (the winner).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from rules.engine_base import deal_after_the_end
from rules.errors import RuleViolation
from rules.fields import as_object, check_keys, get_int, get_player_ints
from rules.fold import FoldingEngine
from rules.ledger import JSON, Column, DealScore, Entry, EntryPool, Scored
from rules.recorded_cards import CARDS_KEY
from rules.rummy.reasons import RULE_IDS, Reason, Rule
from rules.rummy.recorded_cards import check_recorded_cards
from rules.rummy.results import RummyFacts, RummySummary
from rules.rummy.table import MAX_PLAYERS, MIN_PLAYERS

if TYPE_CHECKING:
    from rules.session import Session

PACK_VALUE: Final = 340
"""The value of one 52-card pack: 4 × (1 + 2 + … + 10 + 3 × 10)."""
ONE_PACK_MAX: Final = 4
"""One pack serves 2–4 players; two packs serve 4–8 (so four players may use either)."""
DEFAULT_TARGET: Final = 500
"""[ruling] The target of the rummy the source describes; it breaks off before the end."""
_KEYS: Final = ("packs", "target")
_DEAL_KEYS: Final = ("melded", "in_hand")


# Plain strings, looked up once: an enum's .value costs more than the rest of an entry.
_MELDED: Final = Rule.MELDED.value
_IN_HAND: Final = Rule.IN_HAND.value
_MELDED_REASON: Final = Reason.MELDED.value
_IN_HAND_REASON: Final = Reason.IN_HAND.value
_POINTS: Final = Column.POINTS


class RummyGame(FoldingEngine):
    """The rummy engine, published as :data:`GAME`."""

    __slots__ = ()

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """``packs`` and ``target`` filled in and checked against 2–8 players.

        ``packs`` defaults to what the table needs: 1 for 2–4 players, 2 for 5–8; one pack
        for more than four players, or two for fewer than four, is refused.
        """
        count = len(players)
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise RuleViolation(
                "rummy is played by {low} to {high} players, not {got}",
                field="players",
                low=MIN_PLAYERS,
                high=MAX_PLAYERS,
                got=count,
            )
        check_keys(options, allowed=_KEYS, deal=None, prefix="options")
        default_packs = 1 if count <= ONE_PACK_MAX else 2
        packs = get_int(
            options, "packs", deal=None, low=1, high=2, default=default_packs, prefix="options"
        )
        if (packs == 1 and count > ONE_PACK_MAX) or (packs == 2 and count < ONE_PACK_MAX):
            raise RuleViolation(
                "options.packs {packs} does not suit {got} players: one pack is for 2 to 4 "
                "players, two packs for 4 to 8",
                field="options.packs",
                packs=packs,
                got=count,
            )
        target = get_int(
            options,
            "target",
            deal=None,
            low=1,
            high=None,
            default=DEFAULT_TARGET,
            prefix="options",
        )
        return {"packs": packs, "target": target}

    def scorer(self, session: Session) -> RummyScorer:
        """The sitting before its first deal (:mod:`rules.fold`)."""
        options = self.complete_options(session.options, session.players)
        packs, target = options["packs"], options["target"]
        assert isinstance(packs, int) and isinstance(target, int)
        return RummyScorer(tuple(session.players), packs, target, EntryPool())

    def next_dealer(self, session: Session, scored: Scored) -> None:
        """Always ``None``: rummy records no dealer (session-format.md, "rummy"), so Zapis
        proposes none."""
        return None


GAME: Final = RummyGame("rummy", RULE_IDS)
"""The rummy engine the registry finds."""


class RummyScorer:
    """A rummy sitting scored deal by deal: the running totals, and whether someone has
    reached the target and who, if anyone, has won (:class:`rules.fold.Scorer`)."""

    __slots__ = ("_high", "_packs", "_players", "_pool", "_target", "reached", "running", "winner")

    def __init__(self, players: tuple[str, ...], packs: int, target: int, pool: EntryPool) -> None:
        self._players = players
        self._packs = packs
        self._target = target
        self._high = PACK_VALUE * packs
        # The pool is shared by every copy: it only hands out equal immutable entries.
        self._pool = pool
        self.running = dict.fromkeys(players, 0)
        self.reached = False
        self.winner: str | None = None

    def copy(self) -> RummyScorer:
        """An independent copy of the state (the entry pool is shared)."""
        twin = RummyScorer(self._players, self._packs, self._target, self._pool)
        twin.running = dict(self.running)
        twin.reached = self.reached
        twin.winner = self.winner
        return twin

    def step(self, raw: Mapping[str, JSON], number: int) -> DealScore:
        """Check and score deal ``number``; a deal after the game ended is refused."""
        if self.winner is not None:
            raise deal_after_the_end(number, number - 1)
        players = self._players
        record = as_object(raw, deal=number, field="deal")
        melded, in_hand = _read_counts(record, players, deal=number, high=self._high)
        if CARDS_KEY in record:
            check_recorded_cards(
                record,
                deal=number,
                players=players,
                packs=self._packs,
                melded=melded,
                in_hand=in_hand,
            )
        entries: list[Entry] = []
        pool = self._pool
        running = self.running
        for player in players:
            entries.append(pool.entry(player, melded[player], _POINTS, _MELDED_REASON, _MELDED))
            entries.append(pool.entry(player, -in_hand[player], _POINTS, _IN_HAND_REASON, _IN_HAND))
            running[player] += melded[player] - in_hand[player]
        facts = RummyFacts(
            deal_points={p: melded[p] - in_hand[p] for p in players},
            running=dict(running),
        )
        # [ruling] Once someone has reached the target, play goes on only while the
        # highest total is shared; the first deal after which one player leads alone
        # ends the game, wherever the totals then stand against the target.
        self.reached = self.reached or max(running.values()) >= self._target
        if self.reached:
            self.winner = _sole_leader(running)
        return DealScore(number, tuple(entries), facts)

    def sheet(self, deals: tuple[DealScore, ...]) -> Scored:
        """The sheet of ``deals``, the deals stepped so far."""
        return Scored(
            game="rummy",
            players=self._players,
            deals=deals,
            totals=dict(self.running),
            finished=self.winner is not None,
            summary=RummySummary(self.winner),
        )


def _read_counts(
    record: Mapping[str, JSON], players: Sequence[str], *, deal: int, high: int
) -> tuple[dict[str, int], dict[str, int]]:
    check_keys(record, allowed=(*_DEAL_KEYS, CARDS_KEY), required=_DEAL_KEYS, deal=deal)
    counts = []
    for key in _DEAL_KEYS:
        values = get_player_ints(record, key, players, deal=deal, low=0, high=high)
        for player in players:
            if player not in values:
                raise RuleViolation(
                    "{name} has no count for {player}; every player needs one",
                    deal=deal,
                    field=key,
                    name=key.replace("_", " "),
                    player=player,
                )
        counts.append(values)
    melded, in_hand = counts
    # Every card counted is a different card of the packs in play, so together they
    # cannot be worth more than the packs.
    together = sum(melded.values()) + sum(in_hand.values())
    if together > high:
        raise RuleViolation(
            "melded and in hand add up to {value}, more than the {high} the packs are worth",
            deal=deal,
            field="melded",
            value=together,
            high=high,
        )
    return melded, in_hand


def _sole_leader(running: Mapping[str, int]) -> str | None:
    best = max(running.values())
    leaders = [player for player, total in running.items() if total == best]
    return leaders[0] if len(leaders) == 1 else None
