"""Junk never escapes as a traceback (HELPERS.md standard 5): any JSON given to
``zapis hand``, or as a deal's ``cards``, is answered or refused with a RuleViolation."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.from_cards import answer
from rules.session import score, session_from_json
from tests.helpers import session_dict

WORDS = st.sampled_from(
    ["AS", "10H", "ТТ", "7♥", "Q", "", "KH", "2C", "JS", "5D", "Anna", "Boris", "A", "B", "X"]
)
KEYS = st.sampled_from(
    [
        "game",
        "cards",
        "knocker",
        "opponent",
        "names",
        "options",
        "upcard",
        "players",
        "packs",
        "contract",
        "soloist",
        "hands",
        "talon",
        "dummy",
        "melded",
        "in_hand",
        "Anna",
        "Boris",
        "A",
        "B",
        "knocker",
        "x",
    ]
)
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 200)
    | WORDS
    | st.sampled_from(["gin", "rummy", "three-bugs", "7H", "10NT"]),
    lambda children: st.lists(children, max_size=14) | st.dictionaries(KEYS, children, max_size=6),
    max_leaves=40,
)


@settings(max_examples=300, deadline=None)
@given(JSON, st.sampled_from(["gin", "rummy", "three-bugs"]))
def test_any_request_is_answered_or_refused(request: Any, game: str) -> None:
    if isinstance(request, dict) and "game" not in request:
        request = {**request, "game": game}
    try:
        answer(request)
    except RuleViolation as violation:
        assert "\n" not in violation.text()


@settings(max_examples=200, deadline=None)
@given(JSON, st.sampled_from(["gin", "rummy", "three-bugs"]))
def test_any_cards_on_a_deal_are_taken_or_refused(cards: Any, game: str) -> None:
    players, record = {
        "gin": (
            ["A", "B"],
            {"type": "knock", "player": "A", "deadwood": 6, "opponent_deadwood": 19},
        ),
        "rummy": (["A", "B"], {"melded": {"A": 3, "B": 0}, "in_hand": {"A": 0, "B": 5}}),
        "three-bugs": (
            ["Anna", "Boris", "Vera", "Gleb"],
            {
                "type": "all-pass",
                "dealer": "Anna",
                "tricks": {"Anna": 4, "Boris": 3, "Vera": 3, "Gleb": 3},
            },
        ),
    }[game]
    try:
        score(session_from_json(session_dict(game, players, [{**record, "cards": cards}])))
    except RuleViolation as violation:
        assert violation.deal == 1
