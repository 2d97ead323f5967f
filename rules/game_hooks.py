"""The rules-level hooks of a game: what every layer asks a game beyond its engine.

python-chess puts everything variant-specific on the variant, so nothing outside it
branches on a name; Zapis puts it here. A game's registry entry
(:class:`rules.registry.GameEntry`) carries its :class:`GameHooks` (or :class:`HooksAt`,
the module publishing them as ``HOOKS``, imported the first time a hook is asked for), and
the cross-game modules call the hooks instead of testing the game's name:

- ``record_counts`` and ``record_facts``: a player's record
  (:func:`rules.player_records.sitting_outcome`, :func:`~rules.player_records.game_record`);
  default: no counts, no facts;
- ``charts``: the running totals a sitting is charted by (the desktop's sitting chart);
  default: the total only;
- ``running``: the game's own running nets, charted as ``Tally.NET``
  (:func:`rules.running_totals.running_totals`); default: none;
- ``from_cards``: solving a deal from the cards (:func:`rules.from_cards.answer`);
  default: the game's deals are not solved;
- ``doubts``: what the engine accepts but asks about (:func:`rules.doubts.deal_doubts`);
  default: nothing;
- ``settle``: the game's own money rule, used by :func:`rules.settlement.sitting_nets`
  when the entry settles by ``SettleBy.GAME``; default: none;
- ``field_names`` and ``value_words``: the words of its refusals the desktop translates
  (``desktop/widgets/violations.py``); default: the shared ones only;
- ``board``: the game's own lines on the room's scoreboard beside the standings (games
  and rubbers won, what is on the table, Hollywood's columns); default: none.

Every hook is a plain function of typed values, so a game from outside the tree (the
tests' Hearts) supplies them the same way as a built-in one.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from rules.chart_tally import Tally
from rules.errors import RuleViolation
from rules.ledger import JSON, Scored

if TYPE_CHECKING:
    from rules.session import Session

__all__ = [
    "BoardLine",
    "BoardLiner",
    "Counter",
    "Doubter",
    "FactsOf",
    "GameHooks",
    "HooksAt",
    "RecordTally",
    "Runner",
    "Settler",
    "Solver",
]


@dataclass(frozen=True, slots=True)
class RecordTally:
    """A player's sittings of one game added up, as a game's ``record_facts`` reads them."""

    counts: Mapping[str, int]
    """The game's raw counts (its ``record_counts``) added up over the sittings."""
    total: int
    """His results added up (points, or money)."""
    deals: int
    """Deals recorded at his sittings of the game."""
    sittings: int
    """Sittings of the game he sat at."""


Counter = Callable[["Session", Scored, str], Mapping[str, int]]
"""``record_counts(session, scored, seat)``: the raw counts of one seat at one sitting
(contracts played, knocks…), added up across sittings into :class:`RecordTally`."""
FactsOf = Callable[[RecordTally], tuple[tuple[str, float], ...]]
"""``record_facts(tally)``: the game's own facts in a player's record, in a fixed order;
each name a stable word (a ``StrEnum`` member of the game) that the desktop translates."""
Solver = Callable[[Mapping[str, JSON]], dict[str, JSON]]
"""``from_cards(request)``: the answer to a ``zapis hand`` request of the game (the
request's ``game`` already read); raises :class:`~rules.errors.RuleViolation`."""
Doubter = Callable[["Session", Mapping[str, JSON]], tuple[RuleViolation, ...]]
"""``doubts(session, record)``: the values of a deal the engine accepts but doubts (a
rummy hand above what its cards can count), each as a message template with the field it
names — "may I?" beside ``verify``'s "do it" (PokerKit). Empty: nothing to ask."""
Runner = Callable[["Session", Scored], Mapping[str, Sequence[Fraction | int]]]
"""``running(session, scored)``: each player's settlement net after every deal, one
value a deal (the chart's ``Tally.NET``; Preferans settles the sheet after each deal)."""
Settler = Callable[[Scored, int], dict[str, int]]
"""``settle(scored, kopecks)``: each player's net in kopecks at ``kopecks`` a point (seat
order; they must sum to exactly 0), for a game whose entry settles by
``SettleBy.GAME`` (Preferans' whists settled by largest remainders)."""


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One of a game's own lines on the room's scoreboard: a number for each player, or
    one for the table."""

    word: str
    """What the line counts: a stable word (a ``StrEnum`` member of the game) that the
    game's desktop package puts in words."""
    players: Mapping[str, int] = field(default_factory=dict)
    """Each player's number on the line, in seat order; empty for a line of the table."""
    table: int | None = None
    """The table's number (the money on the table); ``None`` for a line of the players."""
    number: int | None = None
    """Which one of its kind the line is, from 1 (Hollywood's second column: 2)."""
    winner: str | None = None
    """Who won what the line counts, once decided (a closed column's winner)."""


BoardLiner = Callable[["Session", Scored], tuple[BoardLine, ...]]
"""``board(session, scored)``: the game's own lines on the scoreboard, in the order shown
(empty: none for this sitting, a single gin game for one)."""


def _no_counts(_session: Session, _scored: Scored, _seat: str) -> Mapping[str, int]:
    return {}


def _no_facts(_tally: RecordTally) -> tuple[tuple[str, float], ...]:
    return ()


def _no_doubts(_session: Session, _record: Mapping[str, JSON]) -> tuple[RuleViolation, ...]:
    return ()


@dataclass(frozen=True, slots=True)
class GameHooks:
    """What a game answers beyond scoring; every hook has a default a plain points game
    needs no more than."""

    record_counts: Counter = _no_counts
    """The seat's raw counts at one sitting (see :data:`Counter`)."""
    record_facts: FactsOf = _no_facts
    """The facts of a player's record at the game (see :data:`FactsOf`)."""
    charts: tuple[Tally, ...] = (Tally.TOTAL,)
    """The running totals a sitting is charted by, in the order the chart offers them
    (Three Bugs: the line below, then the total)."""
    from_cards: Solver | None = None
    """How a deal is worked out from the cards; ``None``: the game's deals are not."""
    doubts: Doubter = _no_doubts
    """The values of a deal worth asking about before it is written."""
    settle: Settler | None = None
    """The game's own money rule (entry ``settle_by=SettleBy.GAME``); ``None`` when it
    settles by one of the shared rules, or not at all."""
    running: Runner | None = None
    """The game's own running numbers for ``Tally.NET`` (see :data:`Runner`); ``None``:
    the game charts no net."""
    field_names: frozenset[str] = frozenset()
    """The field names its refusals put in ``{name}``, ``{key}``, ``{table}`` and the
    lists of ``{choices}`` (``_`` read as a space), beyond those every game shares: the
    desktop translates these and no other text there (a player's name never is). The
    game's desktop package marks each for ``lupdate`` with
    ``QT_TRANSLATE_NOOP("RuleViolationName", …)``."""
    board: BoardLiner | None = None
    """The game's own lines on the room's scoreboard (see :data:`BoardLiner`); ``None``:
    the standings alone, with the games won where the game has games."""
    value_words: frozenset[str] = frozenset()
    """The words its refusals put in ``{got}``, ``{variant}``, ``{kind}``, ``{what}`` and
    ``{problem}`` (a variant, a deal type), beyond the shared ones; marked by the
    desktop package with ``QT_TRANSLATE_NOOP("RuleViolationWord", …)``."""


@dataclass(frozen=True, slots=True)
class HooksAt:
    """A built-in game's hooks named by where they live (the module's ``HOOKS``),
    imported on first use, so listing the games at start-up imports none of them."""

    module: str
    """The module whose ``HOOKS`` is the game's :class:`GameHooks`."""

    def load(self) -> GameHooks:
        """The hooks themselves (Python keeps the module once imported)."""
        hooks = importlib.import_module(self.module).HOOKS
        if not isinstance(hooks, GameHooks):
            raise TypeError(f"{self.module}.HOOKS is not a GameHooks")
        return hooks
