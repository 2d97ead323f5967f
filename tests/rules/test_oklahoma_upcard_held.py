"""Issue 30, defect 1: the Oklahoma upcard starts the discard pile and either player may
take it in play, so a hand that holds it is accepted alike by ``zapis hand`` and by a
session file's ``cards`` (knock, gin, undercut; held by the knocker or the opponent).
The one pack check stays between the two hands, and names the hand that repeats a card.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.cards import parse_card
from rules.errors import RuleViolation
from rules.session import score, session_from_json
from tests.helpers import session_dict

OKLAHOMA = {"variant": "oklahoma"}
NAMES = {"knocker": "Anna", "opponent": "Boris"}

# (knocker, opponent, upcard, outcome, points, record's counts). The points follow
# gin-family.md: knock = difference, gin = 25 + count, undercut = 25 + difference,
# all doubled by a spade upcard (the 2♥ gin is not doubled).
KNOCK = ("5H 6H 7H 8S 8C 8D 2S 2C 2D AS", "8H 9H KD KS KC QD JD 4C 5C 9S")
GIN = ("5H 6H 7H 8S 8C 8D 2S 2C 2D 2H", "9H 10H KD KS KC QD JD 4C 5C 9S")
UNDERCUT = ("5H 6H 7H 8S 8C 8D 2S 2C 2D 4S", "9S 10S JS QS KC KD KH AD AC 2H")
K1 = {"deadwood": 1, "opponent_deadwood": 38}
U4 = {"deadwood": 4, "opponent_deadwood": 2}
HELD = [
    # The issue's own deal: 9♠ in the opponent's hand; (38 − 1) × 2 = 74.
    pytest.param(*KNOCK, "9S", "knock", 74, K1, id="knock-opponent"),
    pytest.param(*KNOCK, "AS", "knock", 74, K1, id="knock-knocker"),
    # (25 + 57) × 2 = 164; under 2♥ (the knocker's), 82 undoubled.
    pytest.param(*GIN, "9S", "gin", 164, {"opponent_deadwood": 57}, id="gin-opponent"),
    pytest.param(*GIN, "2H", "gin", 82, {"opponent_deadwood": 57}, id="gin-knocker"),
    # Boris lays 2♥ off on the 2s and keeps A A = 2 against 4: (4 − 2 + 25) × 2 = 54.
    pytest.param(*UNDERCUT, "9S", "undercut", 54, U4, id="undercut-opponent"),
    pytest.param(*UNDERCUT, "4S", "undercut", 54, U4, id="undercut-knocker"),
]  # fmt: skip


def hand_command(tmp_path: Path, capsys: pytest.CaptureFixture[str], request: Any) -> Any:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    status = main(["hand", str(path)])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    return json.loads(out)


@pytest.mark.parametrize(("knocker", "opponent", "upcard", "outcome", "points", "counts"), HELD)
def test_zapis_hand_takes_an_upcard_either_player_holds(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    knocker: str,
    opponent: str,
    upcard: str,
    outcome: str,
    points: int,
    counts: dict[str, int],
) -> None:
    got = hand_command(
        tmp_path,
        capsys,
        {
            "game": "gin",
            "knocker": knocker,
            "opponent": opponent,
            "upcard": upcard,
            "options": OKLAHOMA,
            "names": NAMES,
        },
    )
    assert got["outcome"]["type"] == outcome and got["outcome"]["points"] == points
    kind = "gin" if outcome == "gin" else "knock"
    assert got["deal"] == {"type": kind, "player": "Anna", **counts, "upcard": upcard}


@pytest.mark.parametrize(("knocker", "opponent", "upcard", "outcome", "points", "counts"), HELD)
def test_a_session_files_cards_take_it_too(
    knocker: str,
    opponent: str,
    upcard: str,
    outcome: str,
    points: int,
    counts: dict[str, int],
) -> None:
    kind = "gin" if outcome == "gin" else "knock"
    cards = {
        "Anna": [str(parse_card(word)) for word in knocker.split()],
        "Boris": [str(parse_card(word)) for word in opponent.split()],
    }
    record = {"type": kind, "player": "Anna", **counts, "upcard": upcard, "cards": cards}
    # A target above every deal here: the sheet is the deal's points, no game bonus.
    session = session_dict("gin", ["Anna", "Boris"], [record], **OKLAHOMA, target=500)
    sheet = score(session_from_json(session))
    winner = "Boris" if outcome == "undercut" else "Anna"
    assert sheet.totals == {"Anna": 0, "Boris": 0, winner: points}


def test_a_card_in_both_hands_is_refused_at_the_hand_that_repeats_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The pack check between the two hands stays, with or without an upcard, and its
    line names the opponent's hand (where the repeat is) and the knocker's."""
    path = tmp_path / "hand.json"
    knocker, opponent = KNOCK
    path.write_text(
        json.dumps(
            {
                "game": "gin",
                "knocker": knocker,
                "opponent": opponent.replace("4C", "AS"),
                "upcard": "9S",
                "options": OKLAHOMA,
                "names": NAMES,
            }
        ),
        encoding="utf-8",
    )
    assert main(["hand", str(path)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "Boris: AS is also in Anna's hand; a pack holds it once\n")


def test_the_rules_refuse_the_repeat_wherever_they_are_called() -> None:
    from rules.gin.options import read_gin_options
    from rules.gin.played_knock import play_knock

    knocker, opponent = (tuple(map(parse_card, hand.split())) for hand in KNOCK)
    options = read_gin_options({}, ("A", "B"))
    with pytest.raises(RuleViolation) as caught:
        play_knock(knocker, (*opponent[:-1], knocker[0]), options=options, names=("A", "B"))
    assert (caught.value.where, caught.value.field) == ("B", "opponent")
    assert str(caught.value) == "B: 5H is also in A's hand; a pack holds it once"
