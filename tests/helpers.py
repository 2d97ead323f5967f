"""Small helpers the test modules share."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any

from rules.ledger import Scored


def deal_sums(scored: Scored, deal: int) -> dict[str, dict[str, int | str]]:
    """The sum of deal ``deal``'s entries per player and column, zero sums left out
    (the conformance cases' ``sums``; Hollywood columns as ``"<game>:<column>"``). An
    entry's exact ``amount``, where it has one (a Preferans fraction under ``deficit``),
    is added instead of its whole ``points``; a sum that is not whole reads ``"a/b"``."""
    sums: dict[str, dict[str, Fraction]] = {}
    for entry in scored.deals[deal - 1].entries:
        column = str(entry.column) if entry.game is None else f"{entry.game}:{entry.column}"
        player = sums.setdefault(entry.player, {})
        exact = getattr(entry, "amount", None)
        points = Fraction(entry.points) if exact is None else exact
        player[column] = player.get(column, Fraction(0)) + points
    return {
        player: {
            column: points.numerator if points.denominator == 1 else str(points)
            for column, points in columns.items()
            if points != 0
        }
        for player, columns in sums.items()
        if any(columns.values())
    }


def session_dict(game: str, players: list[str], deals: list[Any], **options: Any) -> dict[str, Any]:
    """A session file's JSON object."""
    return {
        "format": "zapis-session",
        "version": 1,
        "game": game,
        "players": players,
        "options": dict(options),
        "deals": deals,
    }


def subset_matches(expected: Mapping[str, Any], actual: Mapping[str, Any]) -> bool:
    """True when every key of ``expected`` is in ``actual`` with an equal value."""
    return all(key in actual and actual[key] == value for key, value in expected.items())


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another program holds the database's write lock for the block."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        holder.execute("ROLLBACK")
        holder.close()
