"""A Three Bugs session's house rules: the dummy variant and the three value tables.

The source's tables of values are lost; the defaults are the spec's restoration
(T(n) = 10·(n−3), U(n) = H(n) = 100·(n−3)). A table that plays other values sets them
when it starts a session, and :func:`complete_options` writes every value into the
session, so a session is always scored with the values it was created with.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.errors import RuleViolation
from rules.fields import as_object, check_int, check_keys, get_bool
from rules.ledger import JSON

LEVELS: Final[tuple[int, ...]] = tuple(range(4, 14))
"""The contract levels, 4..13 tricks."""
LEVEL_KEYS: Final[tuple[str, ...]] = tuple(str(level) for level in LEVELS)
"""The keys of every value table: ``"4"`` .. ``"13"``."""

TABLE_KEYS: Final[tuple[str, ...]] = ("trick_values", "undertrick_values", "honour_units")
"""The options that are value tables keyed by level."""
OPTION_KEYS: Final[tuple[str, ...]] = ("dummy", *TABLE_KEYS)
"""Every option a Three Bugs session knows."""

DEFAULT_TABLES: Final[Mapping[str, Mapping[str, int]]] = {
    "trick_values": {str(n): 10 * (n - 3) for n in LEVELS},
    "undertrick_values": {str(n): 100 * (n - 3) for n in LEVELS},
    "honour_units": {str(n): 100 * (n - 3) for n in LEVELS},
}
"""The spec's restored tables (three-bugs.md, "Values per contract level")."""

PLAYERS_WITHOUT_DUMMY: Final = 4
"""Seated players in the ordinary game."""
PLAYERS_WITH_DUMMY: Final = 3
"""Seated players in the three-handed variant (the dummy is no player)."""


@dataclass(frozen=True, slots=True)
class ValueTables:
    """The three tables, each indexed directly by the contract level (0..3 unused)."""

    trick: tuple[int, ...]
    """T(n): what one trick is worth below the line in a contract of level n."""
    undertrick: tuple[int, ...]
    """U(n): what one undertrick is worth above the line."""
    honour: tuple[int, ...]
    """H(n): the honour unit of a suit contract."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """A session's options, checked and typed."""

    dummy: bool
    """True for the three-handed variant with a dummy."""
    tables: ValueTables
    """The value tables the session is scored with."""


def complete_options(options: Mapping[str, JSON], players: Sequence[str]) -> dict[str, JSON]:
    """The options with every default filled in; refuses unknown keys, bad tables and a
    number of players the variant does not allow."""
    rules = house_rules(options, players)
    completed: dict[str, JSON] = {"dummy": rules.dummy}
    for key, table in zip(
        TABLE_KEYS, (rules.tables.trick, rules.tables.undertrick, rules.tables.honour), strict=True
    ):
        completed[key] = {str(level): table[level] for level in LEVELS}
    return completed


def house_rules(options: Mapping[str, JSON], players: Sequence[str]) -> HouseRules:
    """The checked options as :class:`HouseRules` (defaults for what is missing)."""
    options = as_object(options, deal=None, field="options")
    check_keys(options, allowed=OPTION_KEYS, deal=None, prefix="options")
    dummy = get_bool(options, "dummy", deal=None, default=False, prefix="options")
    expected = PLAYERS_WITH_DUMMY if dummy else PLAYERS_WITHOUT_DUMMY
    if len(players) != expected:
        raise RuleViolation(
            "Three Bugs {variant} is played by exactly {expected} players, not {given}",
            field="players",
            variant="with a dummy" if dummy else "without a dummy",
            expected=expected,
            given=len(players),
        )
    trick, undertrick, honour = (_table(options, key) for key in TABLE_KEYS)
    return HouseRules(dummy, ValueTables(trick, undertrick, honour))


def _table(options: Mapping[str, JSON], key: str) -> tuple[int, ...]:
    field = f"options.{key}"
    raw = options.get(key, DEFAULT_TABLES[key])
    table = as_object(raw, deal=None, field=field)
    # Every level must be given: a table that names only some levels would silently mix
    # the house's values with the restored ones.
    check_keys(table, allowed=LEVEL_KEYS, deal=None, prefix=field)
    for level_key in LEVEL_KEYS:
        if level_key not in table:
            raise RuleViolation(
                "{table} gives no value for level {level}; it needs every level 4..13",
                field=f"{field}.{level_key}",
                table=field,
                level=level_key,
            )
    values = [0] * (LEVELS[-1] + 1)
    for level_key in LEVEL_KEYS:
        values[int(level_key)] = check_int(
            table[level_key],
            deal=None,
            field=f"{field}.{level_key}",
            name=f"{key.replace('_', ' ')} of level {level_key}",
            low=0,
            high=None,
        )
    return tuple(values)
