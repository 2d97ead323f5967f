"""Preferans options (preferans.md §3, §13, §14.2–3): the three presets against §3's table,
every option completed and kept, each option's effect not covered by the rule tests, and
every refused option."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.preferans import options as options_module
from rules.preferans.engine import GAME
from rules.preferans.options import OPTION_KEYS, PRESETS, Convention, read_options
from tests.helpers import deal_sums
from tests.rules.preferans_support import ABV, ABVG, contract, entries, play, raspasy, summary

F = Fraction
SAME = {
    "pool_target": 20,
    "values": {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10},
    "obligations": {"6": 4, "7": 2, "8": 1, "9": 1, "10": 1},
    "consolation": "all",
    "dealer_consolation": True,
    "two_whisters": "halves",
    "lone_whister_tricks": "all",
    "half_whist": [6, 7],
    "talon_prize": False,
    "raspasy_dealer_talon": False,
    "overflow": "help",
    "gora_unit": 10,
    "settlement_divisor": "n",
}
"""§3's rows that are the same in all three conventions."""
TABLE: dict[str, dict[str, Any]] = {
    "sochi": {
        **SAME,
        "game_end": "each",
        "whist_multiplier": 1,
        "remiz_multiplier": 1,
        "whist_style": "greedy",
        "responsibility": "full",
        "high_contract_liability": "second",
        "raspasy": "gora",
        "raspasy_trick_value": 1,
        "raspasy_progression": [1, 2, 3],
        "raspasy_amnesty": False,
        "raspasy_zero_prize": "price",
        "raspasy_exit": "whisted",
        "help_whists": 10,
        "game_writes": "pool",
        "pool_unit": 10,
    },
    "leningrad": {
        **SAME,
        "game_end": "total",
        "whist_multiplier": 2,
        "remiz_multiplier": 2,
        "whist_style": "gentleman",
        "responsibility": "half",
        "high_contract_liability": "both",
        "raspasy": "gora",
        "raspasy_trick_value": 2,
        "raspasy_progression": [1, 2, 3],
        "raspasy_amnesty": False,
        "raspasy_zero_prize": "price",
        "raspasy_exit": "played-whisted",
        "help_whists": 20,
        "game_writes": "pool",
        "pool_unit": 20,
    },
    "rostov": {
        **SAME,
        "game_end": "each",
        "whist_multiplier": 1,
        "remiz_multiplier": 1,
        "whist_style": "gentleman",
        "responsibility": "half",
        "high_contract_liability": "second",
        "raspasy": "whists",
        "raspasy_whist_value": 5,
        "raspasy_whists_basis": "difference",
        "raspasy_progression": [1],
        "raspasy_zero_prize": 1,
        "raspasy_exit": "whisted",
        "help_whists": 10,
        "game_writes": "gora-first",
        "pool_unit": 10,
    },
}
"""§3's table, column by column, as the spec prints it (its "—" cells left out)."""


@pytest.mark.parametrize("convention", ["sochi", "leningrad", "rostov"])
def test_each_preset_is_the_spec_table(convention: str) -> None:
    """§3: every value the table gives for the convention is the preset's."""
    completed = GAME.complete_options({"convention": convention}, ABV)
    for key, value in TABLE[convention].items():
        assert completed[key] == value, (convention, key)
    assert completed["convention"] == convention


def test_sochi_is_the_default() -> None:
    """§3, §13: no convention is Сочи."""
    assert GAME.complete_options({}, ABV) == GAME.complete_options({"convention": "sochi"}, ABV)


def test_completed_options_name_every_option_and_keep_an_override() -> None:
    """§3: any option key overrides that one value of the preset; the completed options
    name every option."""
    completed = GAME.complete_options({"convention": "leningrad", "pool_unit": 30}, ABV)
    assert tuple(completed) == OPTION_KEYS
    assert completed["pool_unit"] == 30 and completed["whist_multiplier"] == 2
    assert GAME.complete_options(completed, ABV) == completed


def test_a_stored_sitting_keeps_its_numbers_when_a_preset_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The convention is snapshotted: completed options read the same after the preset
    itself changes."""
    stored = GAME.complete_options({"convention": "leningrad"}, ABV)
    changed = {**PRESETS[Convention.LENINGRAD], "pool_unit": 99, "whist_multiplier": 3}
    monkeypatch.setitem(options_module.PRESETS, Convention.LENINGRAD, changed)  # type: ignore[arg-type]
    assert read_options(stored, ABV).pool_unit == 20
    assert read_options({"convention": "leningrad"}, ABV).pool_unit == 99


# --- each option's effect ---------------------------------------------------------------


def test_values_and_multipliers() -> None:
    """§3 ``values``, ``whist_multiplier``, ``remiz_multiplier``: 6 valued 3, down one,
    wm 3 and rm 5: G 15; consolation 9 from each defender; trick whists D 5 × 9 = 45."""
    scored = play(
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 5, "Boris": 4, "Vera": 1},
                dealer="Vera",
            )
        ],
        values={"6": 3, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 12},
        whist_multiplier=3,
        remiz_multiplier=5,
    )
    assert deal_sums(scored, 1) == {
        "Anna": {"gora": 15},
        "Boris": {"whists": 45 + 9},
        "Vera": {"whists": 9},
    }


def test_help_whists() -> None:
    """§3 ``help_whists``: 7 whists per pool point given."""
    scored = play(
        [contract("Boris", "10S", {"Anna": "pass", "Vera": "pass"})],
        pool_target=6,
        help_whists=7,
    )
    assert ("Boris", "whists", F(28), "Vera", "help") in entries(scored, 1)


def test_units_in_the_settlement() -> None:
    """§10.3–10.4 ``gora_unit`` and ``pool_unit``: Boris's misère caught once (G 10):
    each other writes 10·gu/3 on him; a made 6 by Anna adds pu·(P − avg P)."""
    deals = [
        {"type": "misere", "dealer": "Anna", "declarer": "Boris", "tricks": {"Boris": 1}},
        contract("Anna", "6S", {"Boris": "pass", "Vera": "pass"}, dealer="Boris"),
    ]
    plain = summary(play(deals)).settlement.net
    assert plain == {
        "Anna": F(100, 3) + F(40, 3),
        "Boris": F(-200, 3) - F(20, 3),
        "Vera": F(100, 3) - F(20, 3),
    }
    scaled = summary(play(deals, gora_unit=30, pool_unit=1)).settlement.net
    assert scaled == {
        "Anna": F(100) + F(4, 3),
        "Boris": F(-200) - F(2, 3),
        "Vera": F(100) - F(2, 3),
    }


def test_raspasy_values_and_progression() -> None:
    """§7.2: price = raspasy_trick_value · μ, μ from the progression (the last repeats);
    raspasy_whist_value likewise in whists mode."""
    deals = [
        raspasy({"Anna": 1, "Boris": 4, "Vera": 5}, dealer=d) for d in ("Anna", "Boris", "Vera")
    ]
    scored = play(deals, raspasy_trick_value=3, raspasy_progression=[2, 5])
    assert [deal_sums(scored, n)["Anna"]["gora"] for n in (1, 2, 3)] == [6, 15, 15]
    rostov = play(deals, convention="rostov", raspasy_whist_value=2, raspasy_progression=[1, 3])
    assert [deal_sums(rostov, n)["Anna"]["whists"] for n in (1, 2, 3)] == [14, 42, 42]


def test_half_whist_levels() -> None:
    """§3 ``half_whist``: [6] allows it at 6 only."""
    deal = contract("Vera", "7D", {"Anna": "pass", "Boris": "half-whist"})
    with pytest.raises(RuleViolation, match="deal 1: defenders: half-whist is not allowed at 7"):
        play([deal], half_whist=[6])
    assert deal_sums(play([deal]), 1) == {"Vera": {"pool": 4}, "Boris": {"whists": 4}}


# --- refused options ----------------------------------------------------------------------

VALUES = {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10}


@pytest.mark.parametrize(
    ("options", "players", "field"),
    [
        ({"optoins": 1}, ABV, "options.optoins"),
        ({"convention": "odessa"}, ABV, "options.convention"),
        ({"pool_target": 0}, ABV, "options.pool_target"),
        ({"pool_target": "20"}, ABV, "options.pool_target"),
        ({"values": {**VALUES, "6": 0}}, ABV, "options.values.6"),
        ({"values": {"6": 2}}, ABV, "options.values.7"),
        ({"values": {**VALUES, "11": 2}}, ABV, "options.values.11"),
        ({"obligations": {"6": 6, "7": 2, "8": 1, "9": 1, "10": 1}}, ABV, "options.obligations.6"),
        ({"obligations": {"6": 4, "7": 2, "8": 1, "9": 1, "10": 2}}, ABV, "options.obligations.10"),
        ({"obligations": {"6": 4, "7": -1, "8": 1, "9": 1, "10": 1}}, ABV, "options.obligations.7"),
        ({"half_whist": [6, 8]}, ABV, "options.half_whist"),
        ({"half_whist": [6, 6]}, ABV, "options.half_whist"),
        ({"half_whist": "6"}, ABV, "options.half_whist"),
        ({"raspasy_progression": []}, ABV, "options.raspasy_progression"),
        ({"raspasy_progression": [1, 0]}, ABV, "options.raspasy_progression"),
        ({"whist_multiplier": 0}, ABV, "options.whist_multiplier"),
        ({"remiz_multiplier": True}, ABV, "options.remiz_multiplier"),
        ({"help_whists": -10}, ABV, "options.help_whists"),
        ({"pool_unit": 1.5}, ABV, "options.pool_unit"),
        ({"gora_unit": 0}, ABV, "options.gora_unit"),
        ({"raspasy_trick_value": 0}, ABV, "options.raspasy_trick_value"),
        ({"whist_style": "polite"}, ABV, "options.whist_style"),
        ({"settlement_divisor": "n-2"}, ABV, "options.settlement_divisor"),
        ({"talon_prize": "yes"}, ABV, "options.talon_prize"),
        ({"raspasy_zero_prize": "two"}, ABV, "options.raspasy_zero_prize"),
        ({"raspasy_zero_prize": -1}, ABV, "options.raspasy_zero_prize"),
        ({"raspasy": "whists"}, ABV, "options.raspasy_zero_prize"),
        ({"raspasy_dealer_talon": True}, ABV, "options.raspasy_dealer_talon"),
        (
            {"raspasy_dealer_talon": True, "raspasy": "whists", "raspasy_zero_prize": 1},
            ABVG,
            "options.raspasy_dealer_talon",
        ),
        (
            {"raspasy_dealer_talon": True, "raspasy_amnesty": True},
            ABVG,
            "options.raspasy_dealer_talon",
        ),
        ({"responsibility": "half", "values": {**VALUES, "7": 3}}, ABV, "options.responsibility"),
        ({"whist_style": "gentleman", "values": {**VALUES, "9": 7}}, ABV, "options.whist_style"),
        ({"talon_prize": True, "values": {**VALUES, "6": 1}}, ABV, "options.talon_prize"),
        ({}, ["A", "B"], "players"),
        ({}, ["A", "B", "C", "D", "E"], "players"),
    ],
)
def test_a_bad_option_is_refused_naming_it(
    options: dict[str, Any], players: list[str], field: str
) -> None:
    """§14.2–3: one line, deal ``None``, the option named."""
    with pytest.raises(RuleViolation) as refused:
        GAME.complete_options(options, players)
    assert refused.value.deal is None
    assert refused.value.field == field
    assert "\n" not in str(refused.value)


def test_odd_halves_are_allowed_where_no_half_is_taken() -> None:
    """§14.3: the talon prize with 4 players writes it whole; half responsibility with rm 2
    makes every v·rm even."""
    GAME.complete_options({"talon_prize": True, "values": {**VALUES, "6": 1}}, ABVG)
    GAME.complete_options(
        {"responsibility": "half", "remiz_multiplier": 2, "values": {**VALUES, "7": 3}}, ABV
    )
