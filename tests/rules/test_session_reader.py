"""The session file reader's refusals (session-format.md, "Input"): each gives one clear
line, exit 2 and nothing on stdout through ``zapis score``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.errors import RuleViolation
from rules.session import read_session

GOOD_HEADER: dict[str, Any] = {
    "format": "zapis-session",
    "version": 1,
    "game": "rummy",
    "players": ["Anna", "Boris"],
    "deals": [],
}


def refuse(text: str) -> str:
    with pytest.raises(RuleViolation) as caught:
        read_session(text)
    return caught.value.text()


def with_(**changes: Any) -> str:
    data = dict(GOOD_HEADER)
    for key, value in changes.items():
        if value is ...:
            data.pop(key)
        else:
            data[key] = value
    return json.dumps(data)


def test_not_json_names_the_line() -> None:
    assert refuse('{\n "format": "zapis-session",\n oops\n}').startswith("line 3: not valid JSON")


def test_not_an_object() -> None:
    assert refuse("[1, 2]").startswith("format: not a Zapis session file")


def test_wrong_format() -> None:
    message = refuse(with_(format="something-else"))
    assert message.startswith("format:")
    assert "zapis-session" in message


def test_unknown_version() -> None:
    assert refuse(with_(version=2)) == "format: unknown version 2; this Zapis reads version 1"


def test_unknown_top_level_key() -> None:
    message = refuse(with_(colour="red"))
    assert message.startswith("session: unknown field 'colour'")


@pytest.mark.parametrize("missing", ["game", "players", "deals"])
def test_missing_field(missing: str) -> None:
    assert refuse(with_(**{missing: ...})) == f"{missing}: {missing} is missing"


def test_duplicate_player_names_fold_case() -> None:
    assert refuse(with_(players=["Анна", "АННА"])) == "players: player name 'АННА' is given twice"


def test_empty_player_name() -> None:
    assert refuse(with_(players=["Anna", "  "])) == "players: player 2 has an empty name"


def test_unknown_game() -> None:
    message = refuse(with_(game="poker"))
    assert message.startswith("game: unknown game 'poker'")
    assert "three-bugs" in message


def test_a_deal_must_be_an_object() -> None:
    assert refuse(with_(deals=[5])).startswith("deal 1: deal must be a JSON object")


def test_refusal_through_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(with_(version=7), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "format: unknown version 7; this Zapis reads version 1\n"


def test_refusal_in_a_real_process(tmp_path: Path) -> None:
    """The installed entry point's code path, with its real exit status and streams."""
    path = tmp_path / "bad.json"
    path.write_text("not json at all", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "commands.main", "score", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("line 1: not valid JSON")
    assert "Traceback" not in done.stderr


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(tmp_path / "nowhere.json")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "cannot read the file" in err
