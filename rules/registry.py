"""The games Zapis knows, and the one shape every game engine has.

A game is looked up by its session-file name with :func:`find_game`. Each engine lives in
its own module of ``rules/`` and publishes a ``GAME`` object; a game whose module is not
there yet is known by name but refused clearly, never scored by a stand-in.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

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

    def score(self, session: Session) -> Scored:
        """Verify every deal and write the sheet; raises ``RuleViolation`` on the first
        deal at fault."""
        ...

    def next_dealer(self, session: Session) -> str | None:
        """The dealer the rules propose for the next deal, ``None`` when none is to be
        dealt (the session is over or the game has no dealer)."""
        ...


GAME_MODULES: dict[str, str] = {
    "three-bugs": "rules.three_bugs",
    "stukolka": "rules.stukolka",
    "gin": "rules.gin",
    "rummy": "rules.rummy",
}
"""Session-file game name → the module that publishes its ``GAME``."""


def register_game(name: str, module: str) -> None:
    """Make ``name`` a game whose engine ``module`` publishes as ``GAME``: how a game
    that is not one of the four above joins (its module may live anywhere importable).

    Raises ``ValueError`` if ``name`` is already a game, so that no game is replaced
    by accident.
    """
    if name in GAME_MODULES:
        raise ValueError(f"the game '{name}' is already registered")
    GAME_MODULES[name] = module


def unregister_game(name: str) -> None:
    """Forget a game added by :func:`register_game` (a test's own game, after the test);
    a name that is not registered is ignored."""
    GAME_MODULES.pop(name, None)


class UnknownGame(ValueError):
    """A game name Zapis does not know."""


class GameNotBuilt(ValueError):
    """A game Zapis knows by name whose engine is not part of this build."""


def find_game(name: str) -> Game:
    """The engine for ``name``.

    Raises :class:`UnknownGame` for a name that is not a game, and :class:`GameNotBuilt`
    for a known game whose engine this build lacks.
    """
    module_name = GAME_MODULES.get(name)
    if module_name is None:
        raise UnknownGame(f"unknown game '{name}'; known games: {', '.join(GAME_MODULES)}")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as missing:
        if missing.name != module_name:
            raise
        raise GameNotBuilt(
            f"the game '{name}' is not built into this version of Zapis yet"
        ) from None
    game: Game = module.GAME
    return game


def built_games() -> list[Game]:
    """Every game whose engine is part of this build, in registry order."""
    games: list[Game] = []
    for name in GAME_MODULES:
        try:
            games.append(find_game(name))
        except GameNotBuilt:
            continue
    return games
