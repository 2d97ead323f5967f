"""Hearts, the fifth game's rules: the engine is :mod:`tests.fifth_game.rules.engine`;
this package publishes its ``GAME``, as every game package in ``rules/`` does."""

from tests.fifth_game.rules.engine import GAME

__all__ = ["GAME"]
