"""The games Zapis knows: each game's engine and its traits, one entry per game.

Every layer learns what it needs about a game here, never from a list of its own: the
store whether a total is money, the players window whether a game has games or rubbers,
the app the game's English title and where its widgets live, the rulebook where its text
is. A game is looked up by its session-file name with :func:`find_entry` (the traits) or
:func:`find_game` (the engine); :func:`games` lists them in registry order.

The built-in games are the packages named in :data:`BUILT_IN`, each publishing its
:class:`GameEntry` as ``ENTRY``. A game from anywhere else joins with one call,
``register(GameEntry(...))``, and is then known to every layer.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final, Protocol

from rules.deal_record import DealReader
from rules.game_hooks import GameHooks, HooksAt
from rules.ledger import JSON, Scored

if TYPE_CHECKING:
    from rules.session import Session


class Game(Protocol):
    """What every game engine offers."""

    @property
    def name(self) -> str:
        """The session-file name, e.g. ``"three-bugs"``."""
        ...

    @property
    def rule_ids(self) -> frozenset[str]:
        """Every rule id the engine can put on an entry; the rulebook covers each one."""
        ...

    def complete_options(
        self, options: Mapping[str, JSON], players: Sequence[str]
    ) -> dict[str, JSON]:
        """The options with every default filled in, checked against the players.

        Raises :class:`~rules.errors.RuleViolation` (deal ``None``) for a bad option or a
        wrong number of players.
        """
        ...

    def deal_reader(self, players: Sequence[str], options: Mapping[str, JSON]) -> DealReader:
        """What reads the deal records of a sitting with ``players`` and completed
        ``options`` into the game's typed records (:mod:`rules.deal_record`)."""
        ...

    def score(self, session: Session) -> Scored:
        """Verify every deal and write the sheet; raises ``RuleViolation`` on the first
        deal at fault."""
        ...

    def next_dealer(self, session: Session, scored: Scored) -> str | None:
        """The dealer the rules propose for the next deal, ``None`` when none is to be
        dealt (the session is over or the game has no dealer). ``scored``: the session's
        sheet, as the caller scored it (a :class:`rules.scoring.Scoring` keeps it from
        the last Enter), so that proposing a dealer scores nothing again."""
        ...


class Totals(StrEnum):
    """What the numbers on a game's sheet count."""

    POINTS = "points"
    """Points: Three Bugs, gin, rummy."""
    MONEY = "money"
    """Money, exact to the kopeck: Stukolka. Never added to points."""


class WinnerBy(StrEnum):
    """How a game's rules decide who won a sitting (the summary's ``winner``)."""

    PARTIE = "partie"
    """Once the partie is complete, the sole highest total (Three Bugs)."""
    SETTLEMENT = "settlement"
    """The settlement names him: a single game's, or a Hollywood match's (gin)."""
    SOLE_LEADER_AT_TARGET = "sole-leader-at-target"
    """The first to lead alone once someone reached the target (rummy)."""
    NOBODY = "nobody"
    """No winner: the game is money deal after deal until the players get up
    (Stukolka)."""


class SettleBy(StrEnum):
    """How a game's sheet becomes money (settlement.md, "Nets"); rules/settlement.py
    holds one rule for each."""

    PAIRWISE = "pairwise"
    """Every pair settles the difference of its totals: (n·S − ΣS) · price (Three Bugs
    and rummy, [Ruling])."""
    SETTLEMENT_NET = "settlement-net"
    """The game's settlement net (the summary's ``settlement``: a decided game's or
    Hollywood match's winner and net) goes from the loser to the winner (gin)."""
    BALANCES = "balances"
    """Each balance is money already, and the money still on the table (the summary's
    ``on_table``) is shared equally, odd kopecks by seat (Stukolka, [Ruling])."""
    GAME = "game"
    """The game's own rule, its hooks' ``settle`` (:class:`rules.game_hooks.GameHooks`):
    a game whose money none of the shared rules makes (Preferans' whists settled by
    largest remainders) brings it, and rules/settlement.py is not edited."""


@dataclass(frozen=True, slots=True)
class EngineAt:
    """A built-in engine named by where it lives, imported the first time a sitting of
    its game is scored: the app lists the games (their titles, their traits) at start-up
    without importing four engines (issue 15, "usable" within 2× a bare window)."""

    module: str
    """The module whose ``GAME`` is the engine, e.g. ``"rules.rummy.engine"``."""

    def load(self, name: str) -> Game:
        """The engine itself (imported once; Python keeps the module), which must be the
        engine of the game ``name``."""
        engine: Game = importlib.import_module(self.module).GAME
        if engine.name != name:
            raise ValueError(f"game '{name}' has the engine of '{engine.name}'")
        return engine


_PLAIN: Final = GameHooks()
"""The hooks of a game that names none: every default."""


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game as the registry holds it: its engine, its traits and its hooks.

    This is the game contract's rules half: every layer learns what it needs about a game
    from its entry and never tests the game's name. The traits are plain values; what
    takes a computation (record facts, charts, solving from the cards, doubts, its own
    money rule) is a hook of :attr:`hooks` (:class:`rules.game_hooks.GameHooks`). The
    desktop half is the package :attr:`views` names, which exports ``VIEW``,
    ``OPTIONS_PAGE`` and ``PRINT_SECTIONS`` (and may export ``FACT_WORDS``); see
    :mod:`desktop.games.game_ui` and docs/architecture.md, "What a game supplies".
    """

    name: str
    """The session-file name, e.g. ``"three-bugs"``; also the rulebook file's name."""
    title: str
    """The game's name in English, e.g. ``"Three Bugs"``; the app translates it."""
    engine: Game | EngineAt
    """The scoring engine, or where it lives (:func:`find_game` gives the engine)."""
    totals: Totals
    """Whether the sheet counts points or money."""
    winner_by: WinnerBy
    """How the rules decide the sitting's winner."""
    has_games: bool
    """Whether a sitting has games to win (counted by ``games_won_by``)."""
    has_rubbers: bool
    """Whether games make rubbers (counted by ``rubbers_won_by``)."""
    min_players: int
    """The fewest seated players any options allow."""
    max_players: int
    """The most seated players any options allow."""
    proposes_dealer: bool
    """Whether the engine proposes the next dealer (games that record one)."""
    views: str
    """The importable package holding the game's desktop widgets (by convention
    ``desktop.games.<module>``; it exports ``VIEW``, ``OPTIONS_PAGE`` and
    ``PRINT_SECTIONS``, optionally ``FACT_WORDS``). Only named here, never imported:
    ``rules/`` imports no Qt."""
    rulebook: str = "resources.rulebook"
    """The importable package holding the rulebook text, ``<language>/<name>.md``."""
    settle_by: SettleBy | None = None
    """How a priced sitting settles in money; ``None``: the game has no settlement rule,
    and a price given to one of its sittings is refused when settled. ``SettleBy.GAME``:
    by the hooks' own ``settle``."""
    hooks: GameHooks | HooksAt = _PLAIN
    """The game's rules-level hooks, or where they live (:meth:`game_hooks` gives them);
    the defaults suit a plain points game."""

    def __post_init__(self) -> None:
        if not isinstance(self.engine, EngineAt) and self.engine.name != self.name:
            raise ValueError(f"game '{self.name}' has the engine of '{self.engine.name}'")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(
                f"game '{self.name}': players {self.min_players}–{self.max_players} is no range"
            )
        own_rule = self.settle_by is SettleBy.GAME and isinstance(self.hooks, GameHooks)
        if own_rule and isinstance(self.hooks, GameHooks) and self.hooks.settle is None:
            raise ValueError(f"game '{self.name}' settles by its own rule but has none")

    def game_hooks(self) -> GameHooks:
        """The game's hooks (imported on first use when named by :class:`HooksAt`)."""
        hooks = self.hooks
        return hooks.load() if isinstance(hooks, HooksAt) else hooks

    @property
    def money(self) -> bool:
        """Whether the totals are money (Stukolka), not points."""
        return self.totals is Totals.MONEY


BUILT_IN: Final = (
    "rules.three_bugs",
    "rules.stukolka",
    "rules.gin",
    "rules.rummy",
    "rules.preferans",
)
"""The packages of the games built into Zapis, in the order the app lists them; each
publishes its :class:`GameEntry` as ``ENTRY``."""

_ENTRIES: dict[str, GameEntry] = {}


class UnknownGame(ValueError):
    """A game name Zapis does not know."""


def _entries() -> dict[str, GameEntry]:
    if not _ENTRIES:
        # The built-in packages import this module for GameEntry, so they are read on the
        # first lookup, not when this module loads.
        built = [importlib.import_module(package).ENTRY for package in BUILT_IN]
        _ENTRIES.update((entry.name, entry) for entry in built)
    return _ENTRIES


def register(entry: GameEntry) -> GameEntry:
    """Make ``entry`` known to every layer, after the games already known; returns it.

    Raises ``ValueError`` when another game already has its name.
    """
    known = _entries()
    if entry.name in known and known[entry.name] is not entry:
        raise ValueError(f"a game named '{entry.name}' is already registered")
    known[entry.name] = entry
    return entry


def unregister(name: str) -> None:
    """Forget the game ``name`` (a plug-in unloaded, a test done); unknown names are
    refused with :class:`UnknownGame`."""
    find_entry(name)
    del _entries()[name]


def games() -> tuple[GameEntry, ...]:
    """Every known game, in registry order (the built-in ones first)."""
    return tuple(_entries().values())


def first_game() -> str:
    """The name of the game offered first (the new-sitting dialog's and the rulebook's
    default): the first in registry order, the first of :data:`BUILT_IN`."""
    return games()[0].name


def find_entry(name: str) -> GameEntry:
    """The registry entry of ``name``; :class:`UnknownGame` names the known games."""
    entry = _entries().get(name)
    if entry is None:
        known = ", ".join(_entries())
        raise UnknownGame(f"unknown game '{name}'; known games: {known}")
    return entry


def find_game(name: str) -> Game:
    """The engine of ``name``; :class:`UnknownGame` for a name that is not a game."""
    engine = find_entry(name).engine
    return engine.load(name) if isinstance(engine, EngineAt) else engine
