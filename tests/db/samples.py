"""Small valid records for the storage tests, built from the session-format spec's shapes
(spec/session-format.md) and checked by the engines themselves when stored."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.session import Session, new_session, read_deal, with_json_deals

if TYPE_CHECKING:
    from db.service import SittingId, Store

FOUR = ["Anna", "Boris", "Vera", "Gleb"]
"""The spec's four players."""


def rummy_deal(**scores: tuple[int, int]) -> dict[str, Any]:
    """A rummy deal: ``name=(melded, in_hand)`` for every player (spec: rummy deals)."""
    return {
        "melded": {name: melded for name, (melded, _) in scores.items()},
        "in_hand": {name: in_hand for name, (_, in_hand) in scores.items()},
    }


NUMBERED_PLAYERS = ("Anna", "Boris")
"""The players of :func:`numbered_sitting`."""
NUMBERED_TARGET = 1_000_000
"""Its target, never reached."""


def numbered_deal(number: int) -> dict[str, Any]:
    """A rummy deal whose numbers say which it is (Anna's melded = its number, below 300)."""
    return rummy_deal(Anna=(number % 300, 1), Boris=(0, number % 7))


def numbered_sitting(store: Store, deals: int) -> SittingId:
    """A two-handed rummy sitting (a target never reached) of ``deals`` numbered deals,
    0 first."""
    base = new_session("rummy", NUMBERED_PLAYERS, {"target": NUMBERED_TARGET})
    return store.import_session(with_json_deals(base, [numbered_deal(n) for n in range(deals)]))


def misdeal(dealer: str) -> dict[str, Any]:
    """A three-bugs misdeal (spec: three-bugs deals)."""
    return {"type": "misdeal", "dealer": dealer}


def grand_slam(dealer: str, soloist: str) -> dict[str, Any]:
    """A three-bugs 13NT made with all 13 tricks: 13 × 100 = 1300 below the line, which
    ends a game (three-bugs.md, "Game, rubber, partie": 1000 or more below)."""
    return {
        "type": "contract",
        "dealer": dealer,
        "soloist": soloist,
        "contract": "13NT",
        "tricks": 13,
        "honours": 0,
    }


STUKOLKA_DEALS: list[dict[str, Any]] = [
    {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}},
    {"dealer": "B", "knocked": ["A", "C", "D"], "tricks": {"A": 3}},
    {"dealer": "C", "knocked": ["A", "B"], "tricks": {"A": 1, "B": 2}},
]
"""The stukolka spec example's three deals (cases/stukolka-spec-example.json)."""


def stukolka_session() -> Session:
    """The stukolka spec example as a session."""
    session = new_session("stukolka", ["A", "B", "C", "D"], {"variant": "ordinary", "ante": 3})
    for deal in STUKOLKA_DEALS:
        session = session.with_deal(read_deal(session, deal))
    return session
