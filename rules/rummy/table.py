"""How many sit at a rummy table (gin-family.md, "Rummy": 2 to 8 players): read by the
registry's entry without the engine."""

from typing import Final

MIN_PLAYERS: Final = 2
"""The fewest players at a rummy table."""
MAX_PLAYERS: Final = 8
"""The most players at a rummy table."""
