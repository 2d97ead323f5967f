"""Every bad Preferans input of preferans.md §14, refused in one line naming the deal and
the field, by the engine and by ``zapis score`` (exit 2, nothing on stdout)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from rules.errors import RuleViolation
from tests.rules.preferans_support import ABV, ABVG, contract, misere, play, raspasy

SPEC_DEALS = [
    contract("Boris", "6S", {"Vera": "whist", "Anna": "whist"}, {"Boris": 7, "Vera": 3, "Anna": 0}),
    contract(
        "Vera",
        "7H",
        {"Anna": "whist", "Boris": "pass"},
        {"Vera": 5, "Anna": 4, "Boris": 1},
        dealer="Boris",
    ),
    contract(
        "Anna",
        "6C",
        {"Boris": "whist", "Vera": "pass"},
        {"Anna": 8, "Boris": 1, "Vera": 1},
        dealer="Vera",
    ),
    raspasy({"Anna": 0, "Boris": 4, "Vera": 6}),
    raspasy({"Anna": 3, "Boris": 2, "Vera": 5}, dealer="Boris"),
    misere("Boris", 0, dealer="Vera"),
    contract("Vera", "6D", {"Anna": "pass", "Boris": "half-whist"}),
    contract("Vera", "7S", {"Anna": "pass", "Boris": "pass"}, dealer="Boris"),
]
"""§11's eight deals: every pool is 6 after the last."""
PLAYED = {"Anna": 2, "Boris": 6, "Vera": 2}

BAD_DEALS: list[tuple[str, list[dict[str, Any]], dict[str, Any], list[str] | None, int, str]] = [
    # §14.4
    ("unknown type", [{"type": "misdeal", "dealer": "Anna"}], {}, None, 1, "type"),
    ("no type", [{"dealer": "Anna"}], {}, None, 1, "type"),
    (
        "unknown key",
        [dict(raspasy({"Anna": 2, "Boris": 4, "Vera": 4}), bonus=1)],
        {},
        None,
        1,
        "bonus",
    ),
    (
        "dealer not a player",
        [raspasy({"Anna": 2, "Boris": 4, "Vera": 4}, dealer="Olga")],
        {},
        None,
        1,
        "dealer",
    ),
    ("declarer not a player", [misere("Olga", 0)], {}, None, 1, "declarer"),
    (
        "tricks key not a player",
        [raspasy({"Anna": 2, "Boris": 4, "Olga": 4})],
        {},
        None,
        1,
        "tricks",
    ),
    ("dealer declares", [misere("Gleb", 0, dealer="Gleb")], {}, ABVG, 1, "declarer"),
    (
        "dealer defends",
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "whist", "Gleb": "pass"},
                {"Anna": 6, "Boris": 4, "Vera": 0},
                dealer="Gleb",
            )
        ],
        {},
        ABVG,
        1,
        "defenders",
    ),
    (
        "dealer takes tricks",
        [raspasy({"Anna": 2, "Boris": 4, "Gleb": 4}, dealer="Gleb")],
        {},
        ABVG,
        1,
        "tricks",
    ),
    (
        "level 5",
        [contract("Anna", "5S", {"Boris": "pass", "Vera": "pass"})],
        {},
        None,
        1,
        "contract",
    ),
    (
        "strain X",
        [contract("Anna", "6X", {"Boris": "pass", "Vera": "pass"})],
        {},
        None,
        1,
        "contract",
    ),
    (
        "contract a number",
        [contract("Anna", 6, {"Boris": "pass", "Vera": "pass"})],
        {},
        None,
        1,
        "contract",
    ),  # type: ignore[arg-type]
    # §14.5
    ("one defender", [contract("Anna", "6S", {"Boris": "pass"})], {}, None, 1, "defenders"),
    (
        "declarer defends",
        [contract("Anna", "6S", {"Anna": "pass", "Boris": "pass"})],
        {},
        None,
        1,
        "defenders",
    ),
    (
        "unknown role",
        [contract("Anna", "6S", {"Boris": "double", "Vera": "pass"})],
        {},
        None,
        1,
        "defenders",
    ),
    (
        "half-whist at 8",
        [contract("Anna", "8S", {"Boris": "pass", "Vera": "half-whist"})],
        {},
        None,
        1,
        "defenders",
    ),
    (
        "half-whist with a whist",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "half-whist"}, PLAYED)],
        {},
        None,
        1,
        "defenders",
    ),
    (
        "half-whist by the first",
        [contract("Anna", "6S", {"Boris": "half-whist", "Vera": "pass"})],
        {},
        None,
        1,
        "defenders",
    ),
    # §14.6
    (
        "played without tricks",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "pass"})],
        {},
        None,
        1,
        "tricks",
    ),
    (
        "tricks when passed out",
        [
            contract(
                "Anna", "6S", {"Boris": "pass", "Vera": "pass"}, {"Anna": 6, "Boris": 2, "Vera": 2}
            )
        ],
        {},
        None,
        1,
        "tricks",
    ),
    (
        "tricks when half-whisted",
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "pass", "Vera": "half-whist"},
                {"Anna": 6, "Boris": 2, "Vera": 2},
            )
        ],
        {},
        None,
        1,
        "tricks",
    ),
    ("tricks above 10", [raspasy({"Anna": 11, "Boris": 0, "Vera": 0})], {}, None, 1, "tricks"),
    ("a player missing", [raspasy({"Anna": 5, "Boris": 5})], {}, None, 1, "tricks"),
    (
        "tricks sum to 9",
        [
            contract(
                "Anna", "6S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 6, "Boris": 2, "Vera": 1}
            )
        ],
        {},
        None,
        1,
        "tricks",
    ),
    (
        "dealer missing under dealer_talon",
        [raspasy({"Anna": 2, "Boris": 4, "Vera": 4}, dealer="Gleb")],
        {"raspasy_dealer_talon": True},
        ABVG,
        1,
        "tricks",
    ),
    (
        "dealer above 2 under dealer_talon",
        [raspasy({"Anna": 2, "Boris": 3, "Vera": 2, "Gleb": 3}, dealer="Gleb")],
        {"raspasy_dealer_talon": True},
        ABVG,
        1,
        "tricks",
    ),
    # §14.7
    (
        "misère without tricks",
        [{"type": "misere", "dealer": "Anna", "declarer": "Boris"}],
        {},
        None,
        1,
        "tricks",
    ),
    (
        "misère without the declarer's tricks",
        [{"type": "misere", "dealer": "Anna", "declarer": "Boris", "tricks": {"Anna": 5}}],
        {},
        None,
        1,
        "tricks",
    ),
    ("misère with defenders", [dict(misere("Boris", 0), defenders={})], {}, None, 1, "defenders"),
    ("misère with open", [dict(misere("Boris", 0), open=True)], {}, None, 1, "open"),
    (
        "misère with talon_tricks",
        [dict(misere("Boris", 0), talon_tricks=1)],
        {"talon_prize": True},
        None,
        1,
        "talon_tricks",
    ),
    (
        "raspasy with a declarer",
        [dict(raspasy({"Anna": 2, "Boris": 4, "Vera": 4}), declarer="Anna")],
        {},
        None,
        1,
        "declarer",
    ),
    (
        "raspasy with a contract",
        [dict(raspasy({"Anna": 2, "Boris": 4, "Vera": 4}), contract="6S")],
        {},
        None,
        1,
        "contract",
    ),
    (
        "concession with tricks",
        [
            {
                "type": "concede",
                "dealer": "Anna",
                "declarer": "Boris",
                "contract": "6S",
                "tricks": {"Boris": 0},
            }
        ],
        {},
        None,
        1,
        "tricks",
    ),
    (
        "concession with a bad contract",
        [{"type": "concede", "dealer": "Anna", "declarer": "Boris", "contract": "6"}],
        {},
        None,
        1,
        "contract",
    ),
    # §14.8
    (
        "open not a boolean",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "pass"}, PLAYED, open="yes")],
        {},
        None,
        1,
        "open",
    ),
    (
        "open with two whisters",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "whist"}, PLAYED, open=True)],
        {},
        None,
        1,
        "open",
    ),
    (
        "open when passed out",
        [contract("Anna", "6S", {"Boris": "pass", "Vera": "pass"}, open=False)],
        {},
        None,
        1,
        "open",
    ),
    (
        "open missing by-light",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "pass"}, PLAYED)],
        {"lone_whister_tricks": "by-light"},
        None,
        1,
        "open",
    ),
    (
        "talon_tricks above 3",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "pass"}, PLAYED, talon_tricks=4)],
        {"talon_prize": True},
        None,
        1,
        "talon tricks",
    ),
    (
        "talon_tricks without the prize",
        [contract("Anna", "6S", {"Boris": "whist", "Vera": "pass"}, PLAYED, talon_tricks=1)],
        {},
        None,
        1,
        "talon_tricks",
    ),
    (
        "talon_tricks not played",
        [contract("Anna", "6S", {"Boris": "pass", "Vera": "pass"}, talon_tricks=1)],
        {"talon_prize": True},
        None,
        1,
        "talon_tricks",
    ),
    # §14.9
    (
        "a deal after the end",
        [*SPEC_DEALS, raspasy({"Anna": 2, "Boris": 4, "Vera": 4})],
        {"pool_target": 6},
        None,
        9,
        "ended",
    ),
    (
        "a correction after the end",
        [*SPEC_DEALS, {"type": "correction"}],
        {"pool_target": 6},
        None,
        9,
        "ended",
    ),
    # §14.10
    ("correction with a dealer", [{"type": "correction", "dealer": "Anna"}], {}, None, 1, "dealer"),
    ("correction unknown key", [{"type": "correction", "points": {}}], {}, None, 1, "points"),
    ("correction not a player", [{"type": "correction", "pool": {"Olga": 1}}], {}, None, 1, "pool"),
    (
        "correction amount a fraction",
        [{"type": "correction", "gora": {"Anna": 1.5}}],
        {},
        None,
        1,
        "gora",
    ),
    (
        "correction whists on oneself",
        [{"type": "correction", "whists": {"Anna": {"Anna": 5}}}],
        {},
        None,
        1,
        "whists",
    ),
    (
        "correction whists target",
        [{"type": "correction", "whists": {"Anna": {"Olga": 5}}}],
        {},
        None,
        1,
        "whists",
    ),
    ("correction note", [{"type": "correction", "note": 5}], {}, None, 1, "note"),
]


@pytest.mark.parametrize(
    ("deals", "options", "players", "number", "word"),
    [
        pytest.param(deals, options, players, number, word, id=name)
        for name, deals, options, players, number, word in BAD_DEALS
    ],
)
def test_a_bad_deal_is_refused_naming_the_deal_and_the_field(
    deals: list[dict[str, Any]],
    options: dict[str, Any],
    players: list[str] | None,
    number: int,
    word: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """§14.4–10: the engine raises RuleViolation at the deal, naming the field; ``zapis
    score`` prints that one line and exits 2."""
    with pytest.raises(RuleViolation) as refused:
        play(deals, players, **options)
    message = str(refused.value)
    assert message.startswith(f"deal {number}: "), message
    assert word in message, message
    assert "\n" not in message
    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "preferans",
                "players": players or ABV,
                "options": options,
                "deals": deals,
            }
        ),
        encoding="utf-8",
    )
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == message + "\n"


@pytest.mark.parametrize(
    ("text", "line"),
    [
        # §14.1: a key given twice anywhere: in a deal's tricks …
        (
            '{"format": "zapis-session", "version": 1, "game": "preferans", "players": '
            '["A", "B", "C"], "deals": [{"type": "raspasy", "dealer": "A", "tricks": '
            '{"A": 2, "B": 4, "B": 4, "C": 4}}]}',
            "deal 1: duplicate key 'B' in tricks: a field may be given once",
        ),
        # … in the options …
        (
            '{"format": "zapis-session", "version": 1, "game": "preferans", "players": '
            '["A", "B", "C"], "options": {"convention": "sochi", "convention": "rostov"}, '
            '"deals": []}',
            "options: duplicate key 'convention' in options: a field may be given once",
        ),
        # … or at the top, in any game.
        (
            '{"format": "zapis-session", "version": 1, "game": "gin", "game": "preferans", '
            '"players": ["A", "B", "C"], "deals": []}',
            "session: duplicate key 'game' in session: a field may be given once",
        ),
    ],
)
def test_a_key_given_twice_is_refused(
    text: str, line: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """§14.1: the JSON decoder would keep the last value silently."""
    path = tmp_path / "twice.json"
    path.write_text(text, encoding="utf-8")
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == line + "\n"


@pytest.mark.parametrize(
    ("extra", "word"),
    [
        ({"optoins": {}}, "optoins"),
        ({"price": "1."}, "price"),
        ({"price": "²"}, "price"),
        ({"price": "0.001"}, "price"),
        ({"currency": "roubles-and-kopecks"}, "currency"),
        ({"options": []}, "options"),
        ({"deals": {}}, "deals"),
        ({"players": ["A", "B", "A"]}, "players"),
        ({"players": ["A", "", "C"]}, "players"),
        ({"version": 2}, "version"),
        ({"format": "other"}, "format"),
    ],
)
def test_a_bad_file_is_refused(
    extra: dict[str, Any], word: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """§14.1: header faults, one line naming the field."""
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "preferans",
        "players": ABV,
        "deals": [],
    }
    data.update(extra)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and word in err, err
