"""House rules: the value tables and the dummy option (three-bugs.md, "Values per
contract level" [restored]; session-format.md, "three-bugs" options)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.session import new_session, read_session, write_session
from rules.three_bugs import GAME
from tests.rules.three_bugs_support import PLAYERS, by_rule, contract, sheet, sums

LEVELS = [str(n) for n in range(4, 14)]


def flat(value: int) -> dict[str, int]:
    """A value table giving every level the same value."""
    return dict.fromkeys(LEVELS, value)


def test_complete_options_fills_the_restored_tables() -> None:
    """Spec table: T(n) = 10·(n−3), U(n) = H(n) = 100·(n−3), dummy false."""
    options = GAME.complete_options({}, PLAYERS)
    assert options["dummy"] is False
    assert options["trick_values"] == {
        "4": 10,
        "5": 20,
        "6": 30,
        "7": 40,
        "8": 50,
        "9": 60,
        "10": 70,
        "11": 80,
        "12": 90,
        "13": 100,
    }
    assert options["undertrick_values"] == {str(n): 100 * (n - 3) for n in range(4, 14)}
    assert options["honour_units"] == {str(n): 100 * (n - 3) for n in range(4, 14)}


def test_a_session_keeps_the_values_it_was_created_with() -> None:
    """Spec: "the session keeps the values it was scored with": the written file holds
    every table, so a later change of defaults cannot change an old sheet."""
    text = write_session(new_session("three-bugs", PLAYERS))
    assert '"trick_values"' in text and '"honour_units"' in text
    assert read_session(text).options == GAME.complete_options({}, PLAYERS)


def test_custom_trick_and_undertrick_values() -> None:
    """Spec: a table that plays other values can change them. Trick value 100 and
    undertrick value 1000 at every level: 10NT by Boris with 8 → 800 below, −2000."""
    scored = sheet(
        contract("Boris", "10NT", 8), trick_values=flat(100), undertrick_values=flat(1000)
    )
    assert sums(scored)["Boris"] == {"below": 800, "above": -2000}
    assert sums(scored)["Anna"] == {"below": 500, "above": 2000}


def test_custom_honour_units() -> None:
    """Spec: H(n) is a house table too: unit 50 at every level, 5 honours at 9S → 250."""
    scored = sheet(contract("Vera", "9S", 9, honours=5), honour_units=flat(50))
    assert sums(scored)["Vera"] == {"below": 540, "above": 250}


def test_aces_at_no_trumps_stay_two_hundred_with_custom_units() -> None:
    """Spec: at NT the aces are 200 each, not honour units: 4 aces at 9NT → 800."""
    deal = contract("Vera", "9NT", 9, honours=4, aces=[{"player": "Vera", "count": 4}])
    scored = sheet(deal, honour_units=flat(50))
    assert by_rule(scored)[("Vera", "honours", "above")] == 800


def test_defender_fault_fine_follows_the_undertrick_table() -> None:
    """Spec: −2·U(n): undertrick value 250 at every level → each defender −500."""
    deal = contract("Boris", "7H", 7, faults=[{"player": "Anna", "kind": "revoke"}])
    assert sums(sheet(deal, undertrick_values=flat(250)))["Anna"]["above"] == -500


def test_zero_values_are_allowed_and_write_nothing() -> None:
    """Brief: values are non-negative whole numbers; 0 tricks value → nothing below."""
    scored = sheet(contract("Boris", "7H", 7), trick_values=flat(0))
    assert sums(scored) == {}


BAD_OPTIONS: list[tuple[str, dict[str, Any], str, str]] = [
    (
        "unknown-option",
        {"stake": 3},
        "options.stake",
        "options: unknown field 'options.stake'; allowed: dummy, honour_units, trick_values, "
        "undertrick_values",
    ),
    (
        "dummy-not-bool",
        {"dummy": "yes"},
        "options.dummy",
        "options: options.dummy must be true or false, not text",
    ),
    (
        "table-not-object",
        {"trick_values": [10, 20]},
        "options.trick_values",
        "options: options.trick_values must be a JSON object, not a list",
    ),
    (
        "table-missing-level",
        {"trick_values": {k: 10 for k in LEVELS if k != "7"}},
        "options.trick_values.7",
        "options: options.trick_values gives no value for level 7; it needs every level 4..13",
    ),
    (
        "table-unknown-level",
        {"undertrick_values": {**flat(100), "14": 100}},
        "options.undertrick_values.14",
        "options: unknown field 'options.undertrick_values.14'; allowed: 10, 11, 12, 13, 4, 5, "
        "6, 7, 8, 9",
    ),
    (
        "table-negative",
        {"honour_units": {**flat(100), "9": -5}},
        "options.honour_units.9",
        "options: honour units of level 9 -5 is below 0",
    ),
    (
        "table-fraction",
        {"trick_values": {**flat(10), "4": 2.5}},
        "options.trick_values.4",
        "options: trick values of level 4 must be a whole number, not a fraction",
    ),
    ("options-not-object", "dummy", "options", "options: options must be a JSON object, not text"),  # type: ignore[list-item]
]


@pytest.mark.parametrize(
    ("options", "field", "message"),
    [case[1:] for case in BAD_OPTIONS],
    ids=[case[0] for case in BAD_OPTIONS],
)
def test_bad_options_are_refused(options: Any, field: str, message: str) -> None:
    """Brief: validate the tables (all 10 keys, non-negative whole numbers) and refuse
    unknown option keys, naming the field and what is allowed."""
    with pytest.raises(RuleViolation) as caught:
        GAME.complete_options(options, PLAYERS)
    assert caught.value.deal is None
    assert caught.value.field == field
    assert str(caught.value) == message
