"""Small helpers the Three Bugs tests share: build a session, score it, read the sheet."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.ledger import Scored
from rules.session import Session, score, session_from_json
from tests.helpers import deal_sums, session_dict

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
"""Four players, seats 1..4."""
TRIO = ["Anna", "Boris", "Vera"]
"""The three seated players of the dummy variant."""


def session_of(*deals: dict[str, Any], players: list[str] | None = None, **options: Any) -> Session:
    """A three-bugs session with these deals (options as keyword arguments)."""
    return session_from_json(
        session_dict("three-bugs", list(players or PLAYERS), list(deals), **options)
    )


def sheet(*deals: dict[str, Any], players: list[str] | None = None, **options: Any) -> Scored:
    """The scored sheet of a session with these deals."""
    return score(session_of(*deals, players=players, **options))


def sums(scored: Scored, deal: int = 1) -> dict[str, dict[str, int]]:
    """Per player and column, the non-zero sums of one deal's entries."""
    return deal_sums(scored, deal)


def by_rule(scored: Scored, deal: int = 1) -> dict[tuple[str, str, str], int]:
    """``(player, rule suffix, column) -> points`` summed, for one deal."""
    out: dict[tuple[str, str, str], int] = {}
    for entry in scored.deals[deal - 1].entries:
        key = (entry.player, entry.rule.removeprefix("three-bugs/"), str(entry.column))
        out[key] = out.get(key, 0) + entry.points
    return out


def refusal(
    *deals: dict[str, Any], players: list[str] | None = None, **options: Any
) -> RuleViolation:
    """The violation a session with these deals is refused with."""
    with pytest.raises(RuleViolation) as caught:
        sheet(*deals, players=players, **options)
    return caught.value


def contract(
    soloist: str,
    contract: str,
    tricks: int,
    honours: int | None = None,
    dealer: str = "Anna",
    **more: Any,
) -> dict[str, Any]:
    """A contract deal record (honours by default 4 at a suit, 2 at NT: they score
    nothing)."""
    if honours is None:
        honours = 2 if contract.endswith("NT") else 4
    return {
        "type": "contract",
        "dealer": dealer,
        "soloist": soloist,
        "contract": contract,
        "tricks": tricks,
        "honours": honours,
        **more,
    }


def all_pass(
    *tricks: int, dealer: str = "Anna", players: list[str] | None = None, **more: Any
) -> dict[str, Any]:
    """An all-pass deal record with these tricks in seat order."""
    names = players or PLAYERS
    return {
        "type": "all-pass",
        "dealer": dealer,
        "tricks": dict(zip(names, tricks, strict=True)),
        **more,
    }


def misdeal(dealer: str = "Anna") -> dict[str, Any]:
    """A misdeal record."""
    return {"type": "misdeal", "dealer": dealer}
