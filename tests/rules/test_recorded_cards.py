"""The optional ``"cards"`` of a deal in the session file (issue 18, part 3's file half):
read with the one card reader in the file's own spelling, checked against the deal's
fields, kept as entered — export, import and the database give it back identical."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from commands.main import main
from db import Store
from rules.cards import FULL_PACK, Card
from rules.errors import RuleViolation
from rules.from_cards import answer
from rules.session import read_session, score, session_from_json, write_session
from tests.helpers import session_dict
from tests.rules.card_strategies import knock_hands

KNOCKER = ["2S", "3S", "4S", "8D", "8C", "8H", "JH", "QH", "KH", "6C"]
OPPONENT = ["5S", "6S", "7D", "7C", "7H", "10C", "JC", "QC", "KD", "9S"]
KNOCK = {
    "type": "knock",
    "player": "A",
    "deadwood": 6,
    "opponent_deadwood": 19,
    "cards": {"A": KNOCKER, "B": OPPONENT},
}
HANDS = {
    "Anna": ["AH", "KH", "QH", "JH", "10H", "9H", "AS", "KS", "QS", "AD", "2C", "3C", "4C"],
    "Boris": ["8H", "7H", "6H", "5H", "JS", "10S", "9S", "KD", "QD", "JD", "5C", "6C", "7C"],
    "Vera": ["4H", "3H", "2H", "8S", "7S", "6S", "10D", "9D", "8D", "8C", "9C", "10C", "JC"],
    "Gleb": ["5S", "4S", "3S", "2S", "7D", "6D", "5D", "4D", "3D", "2D", "AC", "KC", "QC"],
}
CONTRACT = {
    "type": "contract",
    "dealer": "Boris",
    "soloist": "Anna",
    "contract": "7H",
    "tricks": 7,
    "honours": 7,
    "crowns": [
        {"player": "Anna", "suit": "S", "length": 3},
        {"player": "Anna", "suit": "H", "length": 6},
        {"player": "Gleb", "suit": "C", "length": 3},
    ],
    "aces": [{"player": "Anna", "count": 3}],
    "amurchik": ["Vera"],
    "cards": {"hands": HANDS, "talon": {"Vera": ["JC", "8C"]}},
}
RUMMY = {
    "melded": {"A": 48, "B": 6, "C": 0},
    "in_hand": {"A": 0, "B": 12, "C": 18},
    "cards": {
        "A": {"melded": ["KS", "KH", "KD", "5C", "6C", "7C"], "in_hand": []},
        "B": {"melded": ["AH", "2H", "3H"], "in_hand": ["QC", "2D"]},
        "C": {"melded": [], "in_hand": ["9S", "9D"]},
    },
}
GAMES = {
    "gin": (["A", "B"], KNOCK),
    "three-bugs": (list(HANDS), CONTRACT),
    "rummy": (["A", "B", "C"], RUMMY),
}


def with_(record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**record, **changes}


def refused(game: str, record: dict[str, Any], **options: Any) -> str:
    players = GAMES[game][0]
    with pytest.raises(RuleViolation) as caught:
        score(session_from_json(session_dict(game, players, [record], **options)))
    return str(caught.value)


@pytest.mark.parametrize("game", list(GAMES))
def test_cards_that_agree_change_nothing_on_the_sheet(game: str) -> None:
    players, record = GAMES[game]
    plain = {key: value for key, value in record.items() if key != "cards"}
    with_cards = score(session_from_json(session_dict(game, players, [record])))
    without = score(session_from_json(session_dict(game, players, [plain])))
    assert with_cards.to_json() == without.to_json()


@pytest.mark.parametrize(
    ("game", "record", "line"),
    [
        (
            "gin",
            with_(KNOCK, deadwood=8),
            "deal 1: the cards of A leave a least deadwood of 6, but the deal records 8",
        ),
        (
            "gin",
            with_(KNOCK, opponent_deadwood=30),
            "deal 1: the cards of B leave 19 after the lay-offs, but the deal records 30",
        ),
        (
            "gin",
            with_(KNOCK, cards={"A": KNOCKER, "B": [*OPPONENT[:-1], "9♠"]}),
            "deal 1: the cards of B: '9♠' is written 9S in a session file",
        ),
        (
            "gin",
            with_(KNOCK, cards={"A": KNOCKER, "B": [*OPPONENT[:-1], "6C"]}),
            "deal 1: the cards of B: 6C is also among the cards of A; the pack holds it once",
        ),
        ("gin", with_(KNOCK, cards={"A": KNOCKER}), "deal 1: the cards give no hand for B;"),
        (
            "gin",
            with_(KNOCK, cards={"A": KNOCKER, "B": OPPONENT[:9]}),
            "deal 1: the cards of B are 9; a hand here holds 10",
        ),
        (
            "three-bugs",
            with_(CONTRACT, honours=6),
            "deal 1: the cards of Anna hold 7 honours, but the deal records 6",
        ),
        (
            "three-bugs",
            with_(CONTRACT, amurchik=[]),
            "deal 1: the cards give amurchik Vera, but the deal records -",
        ),
        (
            "three-bugs",
            with_(CONTRACT, crowns=CONTRACT["crowns"][:2]),
            "deal 1: the cards give crowns Anna H 6, Anna S 3, Gleb C 3, "
            "but the deal records Anna H 6, Anna S 3",
        ),
        (
            "three-bugs",
            with_(CONTRACT, cards={"hands": {**HANDS, "Olga": []}}),
            "deal 1: cards are given for 'Olga', who is not at the table",
        ),
        (
            "rummy",
            with_(RUMMY, melded={"A": 47, "B": 6, "C": 0}),
            "deal 1: the cards of A (melded) are worth 48, but the deal records 47",
        ),
    ],
)
def test_cards_that_disagree_are_refused_naming_deal_and_field(
    game: str, record: dict[str, Any], line: str
) -> None:
    assert refused(game, record).startswith(line)


def test_a_dummy_deal_gives_the_dummy_hand_apart() -> None:
    """three-bugs.md, dummy: three players, the dummy's hand as ``dummy``."""
    hands = {name: HANDS[name] for name in ("Anna", "Boris", "Vera")}
    record = {
        "type": "all-pass",
        "dealer": "Anna",
        "tricks": {"Anna": 4, "Boris": 4, "Vera": 5},
        "crowns": CONTRACT["crowns"][:2],
        "aces": CONTRACT["aces"],
        "cards": {"hands": hands, "dummy": HANDS["Gleb"]},
    }
    players = ["Anna", "Boris", "Vera"]
    score(session_from_json(session_dict("three-bugs", players, [record], dummy=True)))
    no_dummy = with_(record, cards={"hands": hands})
    with pytest.raises(RuleViolation, match="no hand for the dummy"):
        score(session_from_json(session_dict("three-bugs", players, [no_dummy], dummy=True)))


@pytest.mark.parametrize("game", list(GAMES))
def test_the_file_round_trips_identical(game: str) -> None:
    players, record = GAMES[game]
    text = write_session(session_from_json(session_dict(game, players, [record])))
    assert write_session(read_session(text)) == text
    assert json.loads(text)["deals"][0]["cards"] == record["cards"]


def test_the_database_keeps_the_cards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Imported into a real SQLite file, exported again: byte for byte the same file,
    the cards with the deal (db/models.py keeps the record as entered)."""
    database = str(tmp_path / "z.sqlite3")
    paths = []
    for game, (players, record) in GAMES.items():
        path = tmp_path / f"{game}.json"
        path.write_text(
            write_session(session_from_json(session_dict(game, players, [record]))),
            encoding="utf-8",
        )
        paths.append(path)
    assert main(["--database", database, "import", *map(str, paths)]) == 0
    ids = capsys.readouterr().out.split()
    with Store.open(database) as store:
        assert len(store.find_sittings()) == 3
    for sitting, path in zip(ids, paths, strict=True):
        target = tmp_path / f"out-{sitting}.json"
        assert main(["--database", database, "export", sitting, str(target)]) == 0
        assert target.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


@settings(max_examples=40, deadline=None)
@given(knock_hands())
def test_any_knock_worked_out_from_the_cards_is_taken_with_its_cards(
    hands: tuple[list[Card], list[Card]],
) -> None:
    """Whatever zapis hand works out for two hands, the deal it gives, with the cards
    kept on it, is taken by the engine and scores as the same deal without them; one
    point off either count is refused on that count's field."""
    knocker, opponent = (sorted(hand, key=str) for hand in hands)
    request = {
        "game": "gin",
        "names": {"knocker": "A", "opponent": "B"},
        "knocker": [str(card) for card in knocker],
        "opponent": [str(card) for card in opponent],
    }
    try:
        record = answer(request)["deal"]
    except RuleViolation:
        return  # above the knock limit: no deal to record
    cards = {"A": request["knocker"], "B": request["opponent"]}
    with_cards = score(
        session_from_json(session_dict("gin", ["A", "B"], [{**record, "cards": cards}]))
    )
    without = score(session_from_json(session_dict("gin", ["A", "B"], [record])))
    assert with_cards.to_json() == without.to_json()
    off = {**record, "cards": cards, "opponent_deadwood": record["opponent_deadwood"] + 1}
    with pytest.raises(RuleViolation) as caught:
        score(session_from_json(session_dict("gin", ["A", "B"], [off])))
    assert caught.value.field == "opponent_deadwood"


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(["5S", "8D", "11NT"]))
def test_any_three_bugs_deal_from_the_cards_is_taken_with_its_cards(
    rng: random.Random, contract: str
) -> None:
    pack = [str(card) for card in FULL_PACK]
    rng.shuffle(pack)
    if rng.random() < 0.5:
        pack.sort(key=lambda text: (text[0] not in "AKQJ", rng.random()))
    hands = {name: pack[13 * seat : 13 * seat + 13] for seat, name in enumerate(HANDS)}
    fields = answer({"game": "three-bugs", "contract": contract, "soloist": "Vera", "hands": hands})
    record = {
        "type": "contract",
        "dealer": "Anna",
        "soloist": "Vera",
        "contract": contract,
        "tricks": 9,
        **fields,
        "cards": {"hands": hands},
    }
    score(session_from_json(session_dict("three-bugs", list(HANDS), [record])))
