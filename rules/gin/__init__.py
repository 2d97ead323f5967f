"""Gin, Oklahoma and Hollywood gin.

The engine is :mod:`rules.gin.engine`; this package publishes its ``GAME``."""

from rules.gin.engine import GAME

__all__ = ["GAME"]
