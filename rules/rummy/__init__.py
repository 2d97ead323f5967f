"""Rummy for 2–8 players.

The engine is :mod:`rules.rummy.engine`; this package publishes its ``GAME``."""

from rules.rummy.engine import GAME

__all__ = ["GAME"]
