"""``zapis hand FILE.json`` (issue 18, part 2), through commands.main.main: the JSON it
prints for each kind of request, and one line naming the player and card, exit 2, for
bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.session import score, session_from_json
from tests.helpers import session_dict


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], request: Any) -> tuple[int, str, str]:
    path = tmp_path / "hand.json"
    text = request if isinstance(request, str) else json.dumps(request, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    status = main(["hand", str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def answer(tmp_path: Path, capsys: pytest.CaptureFixture[str], request: Any) -> Any:
    status, out, err = run(tmp_path, capsys, request)
    assert (status, err) == (0, "")
    return json.loads(out)


def refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str], request: Any) -> str:
    status, out, err = run(tmp_path, capsys, request)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1, "one line"
    return err.strip()


def test_one_gin_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 18: {"game": "gin", "cards": [...]} → deadwood, melds, unmatched."""
    # \u0422 is the Cyrillic Т, the ace (a Latin T would be refused).
    got = answer(tmp_path, capsys, {"game": "gin", "cards": "\u0422♠ 2♠ 3♠ 4♠ 7Ч 7Б 7Т КЧ ДЧ 2Б"})
    assert got == {
        "deadwood": 22,
        "melds": [["AS", "2S", "3S", "4S"], ["7C", "7D", "7H"]],
        "unmatched": ["2D", "QH", "KH"],
    }


def test_a_knock_from_both_hands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Both arrangements, the lay-offs, the outcome and a deal record the engine scores
    the same: the source's first hand, A knocks with 6 against 19 and scores 13."""
    got = answer(
        tmp_path,
        capsys,
        {
            "game": "gin",
            "knocker": ["2S", "3S", "4S", "8D", "8C", "8H", "JH", "QH", "KH", "6C"],
            "opponent": ["5S", "6S", "7D", "7C", "7H", "10C", "JC", "QC", "KD", "9S"],
            "names": {"knocker": "A", "opponent": "B"},
        },
    )
    assert got == {
        "knocker": {
            "deadwood": 6,
            "melds": [
                ["2S", "3S", "4S"],
                ["8C", "8D", "8H"],
                ["JH", "QH", "KH"],
            ],
            "unmatched": ["6C"],
        },
        "opponent": {
            "deadwood": 30,
            "melds": [["7C", "7D", "7H"], ["10C", "JC", "QC"]],
            "unmatched": ["5S", "6S", "9S", "KD"],
        },
        "lay_offs": [{"card": "5S", "meld": 0}, {"card": "6S", "meld": 0}],
        "outcome": {
            "type": "knock",
            "winner": "A",
            "points": 13,
            "knocker_deadwood": 6,
            "opponent_deadwood": 19,
        },
        "deal": {"type": "knock", "player": "A", "deadwood": 6, "opponent_deadwood": 19},
    }
    session = session_from_json(session_dict("gin", ["A", "B"], [got["deal"]]))
    assert score(session).totals == {"A": 13, "B": 0}


def test_an_oklahoma_knock(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """gin-family.md, Oklahoma: under the 7♠ upcard the same hand counts double, 26."""
    got = answer(
        tmp_path,
        capsys,
        {
            "game": "gin",
            "options": {"variant": "oklahoma"},
            "upcard": "7П",
            "knocker": "2S 3S 4S 8D 8C 8H JH QH KH 6C",
            "opponent": "5S 6S 7D 7C 7H 10C JC QC KD 9S",
        },
    )
    assert got["outcome"]["points"] == 26 and got["outcome"]["doubled"] is True
    assert got["deal"]["upcard"] == "7S"


def test_rummy_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """gin-family.md, Rummy: values ace 1, pictures 10; the deal record's fields."""
    got = answer(
        tmp_path,
        capsys,
        {
            "game": "rummy",
            "players": {
                "A": {"melded": "KS KH KD 5C 6C 7C", "in_hand": []},
                "B": {"melded": "AH 2H 3H", "in_hand": "QC 2D"},
                "C": {"melded": [], "in_hand": "9S 9D"},
            },
        },
    )
    assert got == {"melded": {"A": 48, "B": 6, "C": 0}, "in_hand": {"A": 0, "B": 12, "C": 18}}
    session = session_from_json(session_dict("rummy", ["A", "B", "C"], [got]))
    assert score(session).totals == {"A": 48, "B": -6, "C": -18}


def test_three_bugs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 18's own request: contract 7H, soloist, four hands and the talon."""
    got = answer(
        tmp_path,
        capsys,
        {
            "game": "three-bugs",
            "contract": "7H",
            "soloist": "Anna",
            "hands": {
                "Anna": "AH KH QH JH 10H 9H AS KS QS AD 2C 3C 4C",
                "Boris": "8H 7H 6H 5H JS 10S 9S KD QD JD 5C 6C 7C",
                "Vera": "4H 3H 2H 8S 7S 6S 10D 9D 8D 8C 9C 10C JC",
                "Gleb": "5S 4S 3S 2S 7D 6D 5D 4D 3D 2D AC KC QC",
            },
            "talon": {"Vera": ["JC", "8C"]},
        },
    )
    assert got == {
        "honours": 7,
        "crowns": [
            {"player": "Anna", "suit": "S", "length": 3},
            {"player": "Anna", "suit": "H", "length": 6},
            {"player": "Gleb", "suit": "C", "length": 3},
        ],
        "aces": [{"player": "Anna", "count": 3}],
        "amurchik": ["Vera"],
    }


def test_a_russian_contract(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hands = {
        "Anna": "AH KH QH JH 10H 9H AS KS QS AD 2C 3C 4C",
        "Boris": "8H 7H 6H 5H JS 10S 9S KD QD JD 5C 6C 7C",
        "Vera": "4H 3H 2H 8S 7S 6S 10D 9D 8D 8C 9C 10C JC",
        "Gleb": "5S 4S 3S 2S 7D 6D 5D 4D 3D 2D AC KC QC",
    }
    for contract, honours in (("7Ч", 7), ("7♥", 7), ("10БК", 3), ("8П", 5)):
        got = answer(
            tmp_path,
            capsys,
            {"game": "three-bugs", "contract": contract, "soloist": "Anna", "hands": hands},
        )
        assert got["honours"] == honours, contract


THREE_BUGS = {
    "game": "three-bugs",
    "contract": "7H",
    "soloist": "Anna",
    "hands": {
        "Anna": "AH KH QH JH 10H 9H AS KS QS AD 2C 3C 4C",
        "Boris": "8H 7H 6H 5H JS 10S 9S KD QD JD 5C 6C 7C",
        "Vera": "4H 3H 2H 8S 7S 6S 10D 9D 8D 8C 9C 10C JC",
        "Gleb": "5S 4S 3S 2S 7D 6D 5D 4D 3D 2D AC KC QC",
    },
}


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        (
            {
                **THREE_BUGS,
                "hands": {
                    **THREE_BUGS["hands"],
                    "Boris": THREE_BUGS["hands"]["Boris"].replace("7C", "AH"),
                },
            },
            "Boris: AH is also in Anna's hand; a pack holds it once",
        ),
        (
            {
                **THREE_BUGS,
                "hands": {
                    **THREE_BUGS["hands"],
                    "Gleb": THREE_BUGS["hands"]["Gleb"].replace("QC", "XC"),
                },
            },
            "Gleb: 'XC' is not a card; write rank and suit, e.g. 10H, 10♥ or 10Ч "
            "(ranks A 2..10 J Q K or Т В Д К; suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т)",
        ),
        (
            {**THREE_BUGS, "hands": {**THREE_BUGS["hands"], "Vera": "4H 3H"}},
            "Vera: 2 cards; each hand holds 13",
        ),
        ({"game": "gin", "cards": "AS 2S"}, "cards: 2 cards; a hand here holds 10 or 11"),
        (
            {"game": "gin"},
            "cards: give the cards of one hand, or the knocker's and the opponent's hands",
        ),
        ({"game": "poker", "cards": []}, "game: game 'poker' is not one of gin, rummy, three-bugs"),
        (
            {"game": "rummy", "players": {"A": {"melded": "AS", "in_hand": "AS"}, "B": {}}},
            "A: AS is given twice; the pack holds it once",
        ),
        ("[1, 2", "line 1: not valid JSON: Expecting ',' delimiter (column 6)"),
    ],
)
def test_bad_input_is_one_line_naming_the_player_and_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], request_: Any, line: str
) -> None:
    assert refusal(tmp_path, capsys, request_) == line


def test_a_knock_with_a_card_the_knocker_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = refusal(
        tmp_path,
        capsys,
        {
            "game": "gin",
            "knocker": "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S",
            "opponent": "JS QS KS AH 2H 3H 4H 5H 6H 5♠",
            "names": {"opponent": "Boris"},
        },
    )
    assert line == "Boris: 5S is also in knocker's hand; a pack holds it once"


def test_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hand", str(tmp_path / "nowhere.json")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "cannot read the file" in err


def test_three_bugs_with_a_dummy_gives_its_cards_as_a_session_file_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 30: the dummy's cards under "dummy", the shape of a session file's `cards`;
    the dummy writes nothing (three-bugs.md, dummy), so Gleb's ♣ crown of four players is
    gone with Gleb as the dummy, and the answer is a record the engine takes with those
    very cards kept."""
    hands = dict(THREE_BUGS["hands"])
    dummy = hands.pop("Gleb")
    got = answer(tmp_path, capsys, {**THREE_BUGS, "hands": hands, "dummy": dummy})
    assert got["crowns"] == [
        {"player": "Anna", "suit": "S", "length": 3},
        {"player": "Anna", "suit": "H", "length": 6},
    ]
    cards = {
        "hands": {player: text.split() for player, text in hands.items()},
        "dummy": dummy.split(),
    }
    record = {
        "type": "contract",
        "dealer": "Boris",
        "soloist": "Anna",
        "bid": "7H",
        "contract": "7H",
        "tricks": 9,
        **got,
        "cards": cards,
    }
    session = session_from_json(
        session_dict("three-bugs", ["Anna", "Boris", "Vera"], [record], dummy=True)
    )
    assert score(session).deals[0].entries
    # The dummy named (the old shape) is read as its cards, and refused as no card.
    line = refusal(tmp_path, capsys, {**THREE_BUGS, "hands": hands, "dummy": "Gleb"})
    assert line.startswith("the dummy: 'Gleb' is not a card"), line
