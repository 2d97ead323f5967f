"""A gin sitting's settings: the variant, the scoring, the target and the bonus values.

Every value is a session setting with the defaults of gin-family.md; the target's default
depends on the scoring (100 for a single game, 150 for Hollywood).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rules.errors import RuleViolation
from rules.fields import check_keys, get_bool, get_choice, get_int
from rules.ledger import JSON

PLAYERS: Final = 2
"""Gin, Oklahoma and Hollywood are two-player games."""


class Variant(StrEnum):
    """Which gin is played."""

    STANDARD = "standard"
    """Gin (ремик): the knock limit is always 10."""
    OKLAHOMA = "oklahoma"
    """Oklahoma: each deal's upcard sets its knock limit; a spade doubles the deal."""


class Scoring(StrEnum):
    """How the deals are written."""

    SINGLE = "single"
    """One game to the target."""
    HOLLYWOOD = "hollywood"
    """Three columns, each a game to the target, played at once."""


DEFAULT_TARGET: Final = {Scoring.SINGLE: 100, Scoring.HOLLYWOOD: 150}
"""The target when the session does not set one (gin-family.md)."""

_BONUS_DEFAULTS: Final = {
    "gin_bonus": 25,
    "undercut_bonus": 25,
    "box_bonus": 25,
    "game_bonus": 100,
}
_KEYS: Final = ("variant", "scoring", "target", *_BONUS_DEFAULTS, "shutout_doubles")


@dataclass(frozen=True, slots=True)
class GinOptions:
    """The settings of one gin sitting, defaults filled in."""

    variant: Variant
    """Standard gin or Oklahoma."""
    scoring: Scoring
    """A single game or Hollywood's three columns."""
    target: int
    """The points that win a game (or close a Hollywood column)."""
    gin_bonus: int
    """Added to the opponent's deadwood for a gin."""
    undercut_bonus: int
    """Added to the difference for the defender who undercuts a knock."""
    box_bonus: int
    """Per hand won more than the other player, written when a game ends."""
    game_bonus: int
    """To the winner of a game, written when it ends."""
    shutout_doubles: bool
    """When the loser scored nothing, the settlement is doubled."""

    def to_json(self) -> dict[str, JSON]:
        """The options as a session file stores them, every key present."""
        return {
            "variant": str(self.variant),
            "scoring": str(self.scoring),
            "target": self.target,
            "gin_bonus": self.gin_bonus,
            "undercut_bonus": self.undercut_bonus,
            "box_bonus": self.box_bonus,
            "game_bonus": self.game_bonus,
            "shutout_doubles": self.shutout_doubles,
        }


def read_gin_options(options: Mapping[str, JSON], players: Sequence[str]) -> GinOptions:
    """The options checked against gin-family.md and the players, defaults filled in.

    Raises :class:`RuleViolation` (deal ``None``) for an unknown key, a wrong type, a value
    out of range, or a table that is not two players.
    """
    if len(players) != PLAYERS:
        raise RuleViolation(
            "gin is played by exactly {count} players, not {got}",
            field="players",
            count=PLAYERS,
            got=len(players),
        )
    check_keys(options, allowed=_KEYS, deal=None, prefix="options")
    variant = Variant(
        get_choice(
            options, "variant", list(Variant), deal=None, default="standard", prefix="options"
        )
    )
    scoring = Scoring(
        get_choice(options, "scoring", list(Scoring), deal=None, default="single", prefix="options")
    )
    target = get_int(
        options,
        "target",
        deal=None,
        low=1,
        high=None,
        default=DEFAULT_TARGET[scoring],
        prefix="options",
    )
    bonuses = {
        key: get_int(options, key, deal=None, low=0, high=None, default=value, prefix="options")
        for key, value in _BONUS_DEFAULTS.items()
    }
    shutout = get_bool(options, "shutout_doubles", deal=None, default=False, prefix="options")
    return GinOptions(
        variant=variant,
        scoring=scoring,
        target=target,
        gin_bonus=bonuses["gin_bonus"],
        undercut_bonus=bonuses["undercut_bonus"],
        box_bonus=bonuses["box_bonus"],
        game_bonus=bonuses["game_bonus"],
        shutout_doubles=shutout,
    )
