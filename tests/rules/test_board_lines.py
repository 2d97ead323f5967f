"""The games' own lines on the room's scoreboard (issue 26), from their hooks
(rules/game_hooks.py ``board``): Three Bugs' games in the rubber and rubbers won
(three-bugs.md, "Game, rubber, partie"), Stukolka's money on the table and the next pot
(stukolka.md, "One deal", its worked example), Hollywood's columns (gin-family.md,
"Hollywood scoring", its source check)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from rules.game_hooks import BoardLine
from rules.registry import find_entry
from rules.session import Session, score, session_from_json
from tests.conftest import CASES
from tests.rules.test_three_bugs_game import grand_slam
from tests.rules.three_bugs_support import contract, session_of


def _lines(session: Session) -> tuple[BoardLine, ...]:
    board = find_entry(session.game).game_hooks().board
    assert board is not None, session.game
    return board(session, score(session))


def _case(name: str) -> Session:
    data: Any = json.loads((CASES / f"{name}.json").read_text(encoding="utf-8"))
    return session_from_json(data["session"])


def _first(session: Session, deals: int) -> Session:
    return replace(session, deals=session.deals[:deals])


def test_three_bugs_games_in_the_rubber_and_rubbers_won() -> None:
    """Before any deal: 0 and 0. Anna's 13NT (1300 below): a game. Her second: two games,
    the rubber (+4000), still shown 2 on that deal; Boris's 7H next: a new rubber, games
    back to 0, Anna's rubber kept."""
    players = ("Anna", "Boris", "Vera", "Gleb")
    lines = _lines(session_of())
    assert [line.word for line in lines] == ["games-in-rubber", "rubbers-won"]
    assert [dict(line.players) for line in lines] == [dict.fromkeys(players, 0)] * 2
    one = _lines(session_of(grand_slam("Anna")))
    assert dict(one[0].players) == {"Anna": 1, "Boris": 0, "Vera": 0, "Gleb": 0}
    assert dict(one[1].players) == dict.fromkeys(players, 0)
    two = _lines(session_of(grand_slam("Anna"), grand_slam("Anna")))
    assert (two[0].players["Anna"], two[1].players["Anna"]) == (2, 1)
    three = _lines(session_of(grand_slam("Anna"), grand_slam("Anna"), contract("Boris", "7H", 7)))
    assert dict(three[0].players) == dict.fromkeys(players, 0)
    assert dict(three[1].players) == {"Anna": 1, "Boris": 0, "Vera": 0, "Gleb": 0}
    assert all(line.table is None for line in three)


def test_stukolka_what_is_on_the_table() -> None:
    """The spec's example (ante 3): after deal 2, C's and D's remizes (3 each) lie on
    the table: 6, and deal 3 is played for 6 + C's ante 3 = 9; after deal 3, 0 on the
    table and the next pot is D's ante alone, 3."""
    session = _case("stukolka-spec-example")
    after_two = _lines(_first(session, 2))
    assert [(line.word, line.table) for line in after_two] == [("on-table", 6), ("next-pot", 9)]
    after_three = _lines(session)
    assert [(line.word, line.table) for line in after_three] == [("on-table", 0), ("next-pot", 3)]
    assert all(not line.players for line in after_three)


def test_hollywood_columns() -> None:
    """The source's seven Oklahoma deals: columns 1: A 83, B 86; 2: A 65, B 60; 3: A 59,
    B 42, none closed; a single game has no column lines."""
    lines = _lines(_case("oklahoma-hollywood-source-example"))
    assert [(line.word, line.number, dict(line.players), line.winner) for line in lines] == [
        ("column", 1, {"A": 83, "B": 86}, None),
        ("column", 2, {"A": 65, "B": 60}, None),
        ("column", 3, {"A": 59, "B": 42}, None),
    ]
    single = _case("gin-source-example")
    assert _lines(single) == ()


def test_a_closed_column_names_its_winner() -> None:
    """After the source's seven deals, A's gin against 50 (50 + 25 = 75, upcard a heart,
    not doubled) goes into every column (his 4th win and later: all three): column 1,
    83 + 75 = 158, reaches the target 150 and closes, won by A; columns 2 (140) and 3
    (134) stay open."""
    data: Any = json.loads((CASES / "oklahoma-hollywood-source-example.json").read_text())
    big = {"type": "gin", "player": "A", "opponent_deadwood": 50, "upcard": "6H"}
    session = data["session"]
    closing = session_from_json({**session, "deals": [*session["deals"], big]})
    lines = _lines(closing)
    assert [(line.players["A"], line.winner) for line in lines] == [
        (158, "A"),
        (140, None),
        (134, None),
    ]
