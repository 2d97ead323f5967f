"""Stukolka (Стуколка): pots, knocks and remizes.

The engine is :mod:`rules.stukolka.engine`; this package publishes its ``GAME``."""

from rules.stukolka.engine import GAME

__all__ = ["GAME"]
