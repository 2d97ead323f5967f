"""Stukolka's session settings: the variant, the ante, the stake and the remiz limit.

The spec (stukolka.md, "Table") asks every amount to split into three equal shares
(rule 15: "делима без остатка на три равные части"), so each one is a positive multiple
of 3; together with whole-third trick shares this keeps every pot divisible by 3.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rules.errors import RuleViolation
from rules.fields import check_keys, get_choice, type_word
from rules.ledger import JSON

MIN_PLAYERS: Final = 3
"""Fewest players at a Stukolka table (stukolka.md, "Table" [ruling])."""
MAX_PLAYERS: Final = 7
"""Most players at a Stukolka table (stukolka.md, "Table" [ruling])."""
DEFAULT_ANTE: Final = 3
"""The dealer's payment "for the deal" when the session does not set one."""
DEFAULT_STAKE: Final = 3
"""Each player's stake in the obligatory variant when the session does not set one."""


class Variant(StrEnum):
    """Which Stukolka the table plays (stukolka.md, "Variants")."""

    ORDINARY = "ordinary"
    """With buying: only the players who knock play; the others neither pay nor win."""
    OBLIGATORY = "obligatory"
    """Обязательная: everyone plays every deal and puts in the stake."""


OPTION_KEYS: Final = ("variant", "ante", "stake", "remiz_limit")
"""Every key a Stukolka session's ``options`` may hold."""


@dataclass(frozen=True, slots=True)
class StukolkaOptions:
    """A Stukolka session's settings, checked."""

    variant: Variant
    """Ordinary (knock to play) or obligatory (everyone plays and stakes)."""
    ante: int
    """What the dealer puts in "for the deal" (rule 18); a positive multiple of 3."""
    stake: int
    """What every player puts in each deal; used (and checked) only when obligatory."""
    remiz_limit: int | None
    """The cap on a single remiz, a positive multiple of 3; ``None``: no cap."""

    def to_json(self) -> dict[str, JSON]:
        """The options as a session file writes them, every key present."""
        return {
            "variant": str(self.variant),
            "ante": self.ante,
            "stake": self.stake,
            "remiz_limit": self.remiz_limit,
        }


def read_options(options: Mapping[str, JSON], players: Sequence[str]) -> StukolkaOptions:
    """Check a session's ``options`` and the number of ``players``; defaults filled in.

    Raises :class:`RuleViolation` with deal ``None`` and field ``players`` or
    ``options.<key>``.
    """
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RuleViolation(
            "Stukolka is played by {low} to {high} players, not {count}",
            field="players",
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
            count=len(players),
        )
    check_keys(options, allowed=OPTION_KEYS, deal=None, prefix="options")
    variant = Variant(
        get_choice(
            options,
            "variant",
            [str(v) for v in Variant],
            deal=None,
            default=str(Variant.ORDINARY),
            prefix="options",
        )
    )
    ante = _multiple_of_three(options.get("ante", DEFAULT_ANTE), "ante")
    raw_stake = options.get("stake", DEFAULT_STAKE)
    if variant is Variant.OBLIGATORY:
        stake = _multiple_of_three(raw_stake, "stake")
    else:
        # The spec checks the stake only where it is used; its type is still checked so
        # that every session file carries a readable number there.
        stake = _whole_number(raw_stake, "stake")
    raw_limit = options.get("remiz_limit")
    limit = None if raw_limit is None else _multiple_of_three(raw_limit, "remiz_limit")
    return StukolkaOptions(variant, ante, stake, limit)


def _whole_number(value: JSON, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleViolation(
            "{name} must be a whole number, not {got}",
            field=f"options.{key}",
            name=key.replace("_", " "),
            got=type_word(value),
        )
    return value


def _multiple_of_three(value: JSON, key: str) -> int:
    name = key.replace("_", " ")
    field = f"options.{key}"
    number = _whole_number(value, key)
    if number <= 0 or number % 3:
        raise RuleViolation(
            "{name} {value} is not a positive multiple of 3 (allowed: 3, 6, 9, 12 …)",
            field=field,
            name=name,
            value=number,
        )
    return number
