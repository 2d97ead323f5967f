"""Each Preferans rule with its numbers and the section of preferans.md it comes from."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from rules.preferans.options import read_options
from rules.preferans.reckoning import settle
from rules.preferans.records import DealKind
from rules.preferans.results import Outcome
from rules.registry import find_game
from rules.session import next_dealer, score, session_from_json
from tests.conftest import CASES
from tests.helpers import deal_sums
from tests.rules.preferans_support import (
    ABV,
    ABVG,
    contract,
    correction,
    entries,
    facts,
    misere,
    play,
    raspasy,
    sitting,
    summary,
)

F = Fraction


# --- §5.1–5.4: values, made, passed out, remiz -----------------------------------------


@pytest.mark.parametrize(("level", "value"), [(6, 2), (7, 4), (8, 6), (9, 8), (10, 10)])
def test_a_made_contract_writes_its_value_in_the_pool(level: int, value: int) -> None:
    """§5.1–5.2: 6 → 2 … 10 → 10; overtricks earn nothing (Vera takes every trick)."""
    scored = play(
        [
            contract("Vera", f"{level}H", {"Anna": "pass", "Boris": "pass"}),
            contract(
                "Vera",
                f"{level}S",
                {"Anna": "whist", "Boris": "whist"},
                {"Vera": 10, "Anna": 0, "Boris": 0},
                dealer="Boris",
            ),
        ],
        obligations={"6": 0, "7": 0, "8": 0, "9": 0, "10": 0},
    )
    assert deal_sums(scored, 1) == {"Vera": {"pool": value}}
    assert deal_sums(scored, 2) == {"Vera": {"pool": value}}
    assert facts(scored, 1).outcome is Outcome.PASSED_OUT
    assert facts(scored, 2).outcome is Outcome.MADE


def test_leningrad_does_not_double_the_pool() -> None:
    """§5.1: Leningrad doubles whists and mountain, not the values written in the pool."""
    scored = play(
        [contract("Vera", "7H", {"Anna": "pass", "Boris": "pass"})], convention="leningrad"
    )
    assert deal_sums(scored, 1) == {"Vera": {"pool": 4}}


@pytest.mark.parametrize(
    ("convention", "per_trick"), [("sochi", 2), ("leningrad", 4), ("rostov", 2)]
)
def test_a_remiz_writes_undertricks_times_value_times_rm(convention: str, per_trick: int) -> None:
    """§5.4: u·v·rm on the declarer's mountain: 6 down two is 4 (Сочи, Ростов) or 8
    (Ленинград, rm 2: 4/8/12/16/20 a trick)."""
    scored = play(
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "whist", "Vera": "whist"},
                {"Anna": 4, "Boris": 3, "Vera": 3},
                dealer="Vera",
            )
        ],
        convention=convention,
    )
    remiz = [e for e in entries(scored, 1) if e[4] == "remiz"]
    assert remiz == [("Anna", "gora", F(2 * per_trick), None, "remiz")]
    assert facts(scored, 1).undertricks == 2


# --- §5.5–5.6: whists for tricks ------------------------------------------------------


def test_two_whisters_each_write_their_own_tricks() -> None:
    """§5.5 (and §11 deal 1): Vera's 3 tricks × 2 = 6 on Boris; Anna's 0 write nothing."""
    scored = play(
        [
            contract(
                "Boris",
                "6S",
                {"Vera": "whist", "Anna": "whist"},
                {"Boris": 7, "Vera": 3, "Anna": 0},
            )
        ]
    )
    tricks = [e for e in entries(scored, 1) if e[4] == "tricks"]
    assert tricks == [("Vera", "whists", F(6), "Boris", "tricks")]


@pytest.mark.parametrize(
    ("rule", "light", "whists"),
    [("all", None, 12), ("own", None, 8), ("by-light", True, 12), ("by-light", False, 8)],
)
def test_a_lone_whisters_basis(rule: str, light: bool | None, whists: int) -> None:
    """§5.6 and [ruling] 8: 7♥ made, the whister Anna 2 tricks, the passer Boris 1 (q = 0
    here, so no shortfall): ``all`` counts D = 3 (× 4 = 12), ``own`` 2 (8); ``by-light``
    as ``all`` in the light, as ``own`` in the dark."""
    extra = {} if light is None else {"open": light}
    scored = play(
        [
            contract(
                "Vera",
                "7H",
                {"Anna": "whist", "Boris": "pass"},
                {"Vera": 7, "Anna": 2, "Boris": 1},
                dealer="Boris",
                **extra,
            )
        ],
        lone_whister_tricks=rule,
        obligations={"6": 4, "7": 0, "8": 1, "9": 1, "10": 1},
    )
    assert deal_sums(scored, 1) == {"Vera": {"pool": 4}, "Anna": {"whists": whists}}


def test_greedy_keeps_and_gentleman_shares_on_a_remiz() -> None:
    """§5.6, §11 deal 2: greedy, Anna writes D 5 × 4 = 20 (+8 consolation); gentleman,
    Anna and Boris write 10 each (+8 consolation each: 18 and 18)."""
    deal = contract(
        "Vera",
        "7H",
        {"Anna": "whist", "Boris": "pass"},
        {"Vera": 5, "Anna": 4, "Boris": 1},
        dealer="Boris",
    )
    greedy = play([deal])
    assert deal_sums(greedy, 1) == {
        "Vera": {"gora": 8},
        "Anna": {"whists": 28},
        "Boris": {"whists": 8},
    }
    gentleman = play([deal], whist_style="gentleman")
    assert deal_sums(gentleman, 1) == {
        "Vera": {"gora": 8},
        "Anna": {"whists": 18},
        "Boris": {"whists": 18},
    }


def test_gentleman_scores_a_made_contract_as_greedy() -> None:
    """§5.6: "A made contract is scored the same way in both styles"."""
    deal = contract(
        "Anna",
        "6C",
        {"Boris": "whist", "Vera": "pass"},
        {"Anna": 6, "Boris": 3, "Vera": 1},
        dealer="Vera",
    )
    assert deal_sums(play([deal]), 1) == deal_sums(play([deal], whist_style="gentleman"), 1)
    assert deal_sums(play([deal]), 1) == {"Anna": {"pool": 2}, "Boris": {"whists": 8}}


# --- §5.7: consolation ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("consolation", "dealer_consolation", "writers"),
    [
        ("all", True, {"Boris", "Vera", "Gleb"}),
        ("all", False, {"Boris", "Vera"}),
        ("whisters", True, {"Boris", "Gleb"}),
        ("whisters", False, {"Boris"}),
        ("none", True, set()),
    ],
)
def test_who_writes_the_consolation(
    consolation: str, dealer_consolation: bool, writers: set[str]
) -> None:
    """§5.7 and [ruling] 7: u·v·wm each (6 down one: 2), by ``consolation``; the 4-player
    dealer too under ``dealer_consolation``, never under ``none``."""
    scored = play(
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 5, "Boris": 4, "Vera": 1},
                dealer="Gleb",
            )
        ],
        ABVG,
        consolation=consolation,
        dealer_consolation=dealer_consolation,
    )
    found = {e[0] for e in entries(scored, 1) if e[4] == "consolation"}
    assert found == writers
    assert all(e[2] == 2 and e[3] == "Anna" for e in entries(scored, 1) if e[4] == "consolation")


def test_no_consolation_on_a_made_contract() -> None:
    """§5.7: remiz only."""
    scored = play(
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 6, "Boris": 4, "Vera": 0},
                dealer="Vera",
            )
        ]
    )
    assert not [e for e in entries(scored, 1) if e[4] == "consolation"]


# --- §5.8: the whist shortfall --------------------------------------------------------


@pytest.mark.parametrize(("responsibility", "gora"), [("full", 4), ("half", 2), ("none", 0)])
def test_a_lone_whisters_shortfall_by_responsibility(responsibility: str, gora: int) -> None:
    """§5.8 and §11 deal 3: 6♣, D = 2 against q = 4: 2 short × v·rm·f = 4, 2 or 0; he
    still writes his trick whists (4)."""
    scored = play(
        [
            contract(
                "Anna",
                "6C",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 8, "Boris": 1, "Vera": 1},
                dealer="Vera",
            )
        ],
        responsibility=responsibility,
    )
    expected: dict[str, dict[str, int]] = {"Anna": {"pool": 2}, "Boris": {"whists": 4}}
    if gora:
        expected["Boris"]["gora"] = gora
    assert deal_sums(scored, 1) == expected


@pytest.mark.parametrize(
    ("rule", "tricks", "anna", "vera"),
    [
        # §11 deal 1: 3 + 0 at 6 under halves charges the second 2 tricks ([ruling] 4).
        ("halves", (3, 0), 4, 0),
        # pair: Vera's surplus of 1 covers Anna: 1 trick.
        ("pair", (3, 0), 2, 0),
        # personal: the same quotas, charged only when short of them.
        ("personal", (3, 0), 4, 0),
        # deficit: s = 1, d = (0, 2): all on Anna.
        ("deficit", (3, 0), 2, 0),
        # both under quota: 1 + 1 at 6, pair equals halves.
        ("halves", (1, 1), 2, 2),
        ("pair", (1, 1), 2, 2),
        ("deficit", (1, 1), 2, 2),
    ],
)
def test_two_whisters_shortfall(rule: str, tricks: tuple[int, int], anna: int, vera: int) -> None:
    """§5.8 at 6 (q = 4, quotas 2 + 2, pen = 2): Vera first defender, Anna second."""
    vera_tricks, anna_tricks = tricks
    scored = play(
        [
            contract(
                "Boris",
                "6S",
                {"Vera": "whist", "Anna": "whist"},
                {"Boris": 10 - vera_tricks - anna_tricks, "Vera": vera_tricks, "Anna": anna_tricks},
            )
        ],
        two_whisters=rule,
    )
    short = {e[0]: e[2] for e in entries(scored, 1) if e[4] == "shortfall"}
    assert short.get("Anna", 0) == anna and short.get("Vera", 0) == vera


def test_personal_charges_even_when_the_pair_took_enough() -> None:
    """§5.8 ``personal``: 4 + 1 at 6 — the pair took 5 ≥ 4, but Anna is 1 short of her 2."""
    deal = contract(
        "Boris", "6S", {"Vera": "whist", "Anna": "whist"}, {"Boris": 5, "Vera": 4, "Anna": 1}
    )
    assert not [e for e in entries(play([deal]), 1) if e[4] == "shortfall"]
    personal = play([deal], two_whisters="personal")
    assert [e[:3] for e in entries(personal, 1) if e[4] == "shortfall"] == [("Anna", "gora", F(2))]


def test_deficit_makes_an_exact_fraction() -> None:
    """§5.8 ``deficit``: each whister pays s·pen·dk/(d1 + d2), dk = max(0, q/2 − tk).
    8♠ (q = 1, pen 6), tricks 0 + 0: s = 1, d = (1/2, 1/2): 3 each. A 7 valued 3 with
    q = 3 (a table's options), 1 + 0: s = 2, d = (1/2, 3/2), pen 3: 3/2 and 9/2, printed
    as exact strings."""
    scored = play(
        [
            contract(
                "Boris",
                "8S",
                {"Vera": "whist", "Anna": "whist"},
                {"Boris": 10, "Vera": 0, "Anna": 0},
            )
        ],
        two_whisters="deficit",
    )
    assert {e[0]: e[2] for e in entries(scored, 1) if e[4] == "shortfall"} == {"Vera": 3, "Anna": 3}
    thirds = play(
        [
            contract(
                "Boris",
                "7S",
                {"Vera": "whist", "Anna": "whist"},
                {"Boris": 9, "Vera": 1, "Anna": 0},
            )
        ],
        two_whisters="deficit",
        obligations={"6": 4, "7": 3, "8": 1, "9": 1, "10": 1},
        values={"6": 2, "7": 3, "8": 6, "9": 8, "10": 10, "misere": 10},
    )
    # s = 2, d = (1/2, 3/2): pen 3 → Vera 2·3·(1/2)/2 = 3/2, Anna 2·3·(3/2)/2 = 9/2.
    short = {e[0]: e[2] for e in entries(thirds, 1) if e[4] == "shortfall"}
    assert short == {"Vera": F(3, 2), "Anna": F(9, 2)}
    out = [e.to_json() for e in thirds.deals[0].entries if e.reason == "shortfall"]
    assert [e["points"] for e in out] == ["3/2", "9/2"]
    assert summary(thirds).to_json()["gora"] == {"Anna": "9/2", "Boris": 0, "Vera": "3/2"}


@pytest.mark.parametrize(("liability", "vera", "anna"), [("second", 0, 6), ("both", 6, 6)])
def test_high_contract_liability(liability: str, vera: int, anna: int) -> None:
    """§5.8 and [ruling] 24: 8♠, q = 1, both whisters 0: quotas 0 + 1 under ``second`` (the
    second whister answers), 1 + 1 under ``both``; pen = 6."""
    scored = play(
        [
            contract(
                "Boris",
                "8S",
                {"Vera": "whist", "Anna": "whist"},
                {"Boris": 10, "Vera": 0, "Anna": 0},
            )
        ],
        high_contract_liability=liability,
    )
    short = {e[0]: e[2] for e in entries(scored, 1) if e[4] == "shortfall"}
    assert short.get("Vera", 0) == vera and short.get("Anna", 0) == anna


def test_no_shortfall_on_a_remiz_under_the_default_obligations() -> None:
    """§5.8: on a remiz the defence has at least 11 − c ≥ q tricks."""
    for level in range(6, 11):
        scored = play(
            [
                contract(
                    "Boris",
                    f"{level}S",
                    {"Vera": "whist", "Anna": "pass"},
                    {"Boris": level - 1, "Vera": 11 - level, "Anna": 0},
                )
            ]
        )
        assert not [e for e in entries(scored, 1) if e[4] == "shortfall"]


def test_the_whister_at_ten() -> None:
    """§12, Сочи: a lone whister, tricks 10 and 0: made, G whister +10 (q = 1, full);
    with obligations.10 = 0 nothing is written on him."""
    deal = contract(
        "Anna",
        "10NT",
        {"Boris": "whist", "Vera": "pass"},
        {"Anna": 10, "Boris": 0, "Vera": 0},
        dealer="Vera",
    )
    assert deal_sums(play([deal]), 1) == {"Anna": {"pool": 10}, "Boris": {"gora": 10}}
    free = play([deal], obligations={"6": 4, "7": 2, "8": 1, "9": 1, "10": 0})
    assert deal_sums(free, 1) == {"Anna": {"pool": 10}}


# --- §5.9: half-whist -------------------------------------------------------------------


@pytest.mark.parametrize(("level", "whists"), [(6, 4), (7, 4)])
def test_half_whist(level: int, whists: int) -> None:
    """§5.9 and [ruling] 6: the contract counts as made; the half-whister writes ⌊q/2⌋·v·wm:
    2 × 2 at 6, 1 × 4 at 7."""
    scored = play([contract("Vera", f"{level}D", {"Anna": "pass", "Boris": "half-whist"})])
    value = {6: 2, 7: 4}[level]
    assert deal_sums(scored, 1) == {"Vera": {"pool": value}, "Boris": {"whists": whists}}
    assert facts(scored, 1).outcome is Outcome.HALF_WHISTED


def test_half_whist_in_leningrad_doubles_the_whists() -> None:
    """§5.9 with wm = 2: 2 × 2 × 2 = 8 at 6."""
    scored = play(
        [contract("Vera", "6D", {"Anna": "pass", "Boris": "half-whist"})], convention="leningrad"
    )
    assert deal_sums(scored, 1) == {"Vera": {"pool": 2}, "Boris": {"whists": 8}}


# --- §5.10: the talon prize -------------------------------------------------------------


def test_the_talon_prize_with_four_and_with_three() -> None:
    """§5.10 and [ruling] 21: 7♥ made, talon_tricks 2: with 4 players the dealer writes
    2·4 = 8; with 3 each defender writes half, 4."""
    four = play(
        [
            contract(
                "Anna",
                "7H",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 7, "Boris": 2, "Vera": 1},
                dealer="Gleb",
                talon_tricks=2,
            )
        ],
        ABVG,
        talon_prize=True,
    )
    assert [e for e in entries(four, 1) if e[4] == "talon"] == [
        ("Gleb", "whists", F(8), "Anna", "talon")
    ]
    three = play(
        [
            contract(
                "Anna",
                "7H",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 7, "Boris": 2, "Vera": 1},
                dealer="Vera",
                talon_tricks=2,
            )
        ],
        talon_prize=True,
    )
    assert [e for e in entries(three, 1) if e[4] == "talon"] == [
        ("Boris", "whists", F(4), "Anna", "talon"),
        ("Vera", "whists", F(4), "Anna", "talon"),
    ]


def test_the_talon_prize_on_a_remiz_too() -> None:
    """§5.10: "made or not" [ruling]."""
    scored = play(
        [
            contract(
                "Anna",
                "6H",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 5, "Boris": 4, "Vera": 1},
                dealer="Gleb",
                talon_tricks=1,
            )
        ],
        ABVG,
        talon_prize=True,
    )
    assert [e for e in entries(scored, 1) if e[4] == "talon"] == [
        ("Gleb", "whists", F(2), "Anna", "talon")
    ]


# --- §5.11: concession ------------------------------------------------------------------


def test_a_concession_writes_three_undertricks_only() -> None:
    """§5.11 and [ruling] 26: Leningrad at 6: 3·2·2 = 12 on the mountain, no whists."""
    scored = play(
        [{"type": "concede", "dealer": "Gleb", "declarer": "Anna", "contract": "6S"}],
        ABVG,
        convention="leningrad",
    )
    assert deal_sums(scored, 1) == {"Anna": {"gora": 12}}
    assert facts(scored, 1).outcome is Outcome.CONCEDED


# --- §6: misère ----------------------------------------------------------------------


def test_misere_made_and_caught() -> None:
    """§6.2–6.3: 0 tricks → 10 in the pool; 2 tricks → 2·10·rm on the mountain (20, or 40
    in Leningrad); no whists, no consolation."""
    assert deal_sums(play([misere("Boris", 0)]), 1) == {"Boris": {"pool": 10}}
    assert deal_sums(play([misere("Boris", 2)]), 1) == {"Boris": {"gora": 20}}
    assert deal_sums(play([misere("Boris", 2)], convention="leningrad"), 1) == {
        "Boris": {"gora": 40}
    }
    full = play(
        [
            {
                "type": "misere",
                "dealer": "Anna",
                "declarer": "Boris",
                "tricks": {"Boris": 1, "Anna": 4, "Vera": 5},
            }
        ]
    )
    assert deal_sums(full, 1) == {"Boris": {"gora": 10}}
    assert facts(full, 1).outcome is Outcome.MISERE_CAUGHT


# --- §7: raspasy --------------------------------------------------------------------------


def test_raspasy_gora_mode_with_the_progression() -> None:
    """§7.2–7.3 and §11 deals 4–5: p = 1, then 2: G Boris +4, Vera +6, P Anna +1 (zero
    prize); then G Anna +6, Boris +4, Vera +10; the third and later: p = 3."""
    scored = play(
        [
            raspasy({"Anna": 0, "Boris": 4, "Vera": 6}),
            raspasy({"Anna": 3, "Boris": 2, "Vera": 5}, dealer="Boris"),
            raspasy({"Anna": 3, "Boris": 2, "Vera": 5}, dealer="Vera"),
            raspasy({"Anna": 3, "Boris": 2, "Vera": 5}),
        ]
    )
    assert deal_sums(scored, 1) == {"Boris": {"gora": 4}, "Vera": {"gora": 6}, "Anna": {"pool": 1}}
    assert deal_sums(scored, 2) == {"Anna": {"gora": 6}, "Boris": {"gora": 4}, "Vera": {"gora": 10}}
    assert deal_sums(scored, 3)["Vera"] == {"gora": 15}
    assert deal_sums(scored, 4)["Vera"] == {"gora": 15}
    assert [facts(scored, n).raspasy_price for n in (1, 2, 3, 4)] == [1, 2, 3, 3]
    assert [facts(scored, n).raspasy_number for n in (1, 2, 3, 4)] == [1, 2, 3, 4]


def test_raspasy_amnesty() -> None:
    """§7.3 and [ruling] 10: with raspasy_amnesty the fewest tricks (2) come off first."""
    scored = play([raspasy({"Anna": 2, "Boris": 3, "Vera": 5})], raspasy_amnesty=True)
    assert deal_sums(scored, 1) == {"Boris": {"gora": 1}, "Vera": {"gora": 3}}


def test_raspasy_zero_prize_options() -> None:
    """§7.3 and [ruling] 11: the zero prize is the price (2 at the second raspasy), a fixed
    number, or nothing; several in seat order."""
    deals = [
        raspasy({"Anna": 5, "Boris": 3, "Vera": 2}),
        raspasy({"Anna": 0, "Boris": 0, "Vera": 10}, dealer="Boris"),
    ]
    assert deal_sums(play(deals), 2) == {
        "Anna": {"pool": 2},
        "Boris": {"pool": 2},
        "Vera": {"gora": 20},
    }
    assert deal_sums(play(deals, raspasy_zero_prize=5), 2) == {
        "Anna": {"pool": 5},
        "Boris": {"pool": 5},
        "Vera": {"gora": 20},
    }
    assert deal_sums(play(deals, raspasy_zero_prize=None), 2) == {"Vera": {"gora": 20}}
    prizes = [e[0] for e in entries(play(deals), 2) if e[4] == "raspasy-zero"]
    assert prizes == ["Anna", "Boris"]


def test_raspasy_whists_mode() -> None:
    """§7.3 and §12 Ростов: w = 5; A 0, B 4, V 6: Anna writes 20 on Boris and 30 on Vera,
    P Anna +1; A 2, B 4, V 4: 10 on each (difference), 20 each under ``tricks``; a tie
    at the minimum: each of them writes."""
    first = play([raspasy({"Anna": 0, "Boris": 4, "Vera": 6})], convention="rostov")
    assert entries(first, 1) == [
        ("Anna", "whists", F(20), "Boris", "raspasy"),
        ("Anna", "whists", F(30), "Vera", "raspasy"),
        ("Anna", "pool", F(1), None, "raspasy-zero"),
    ]
    second = [raspasy({"Anna": 2, "Boris": 4, "Vera": 4})]
    assert deal_sums(play(second, convention="rostov"), 1) == {"Anna": {"whists": 20}}
    assert deal_sums(play(second, convention="rostov", raspasy_whists_basis="tricks"), 1) == {
        "Anna": {"whists": 40}
    }
    tie = play([raspasy({"Anna": 2, "Boris": 2, "Vera": 6})], convention="rostov")
    assert entries(tie, 1) == [
        ("Anna", "whists", F(20), "Vera", "raspasy"),
        ("Boris", "whists", F(20), "Vera", "raspasy"),
    ]


def test_the_four_player_dealer_at_raspasy() -> None:
    """§7.1, §7.3: with 4 players the dealer takes no tricks and writes nothing; under
    raspasy_dealer_talon he takes the talon's (0..2) on his mountain, and no zero prize."""
    plain = play([raspasy({"Boris": 0, "Vera": 3, "Gleb": 7})], ABVG, convention="leningrad")
    assert deal_sums(plain, 1) == {"Vera": {"gora": 6}, "Gleb": {"gora": 14}, "Boris": {"pool": 2}}
    talon = play(
        [raspasy({"Anna": 2, "Boris": 0, "Vera": 3, "Gleb": 5})], ABVG, raspasy_dealer_talon=True
    )
    assert deal_sums(talon, 1) == {
        "Anna": {"gora": 2},
        "Vera": {"gora": 3},
        "Gleb": {"gora": 5},
        "Boris": {"pool": 1},
    }
    nothing = play(
        [raspasy({"Anna": 0, "Boris": 2, "Vera": 3, "Gleb": 5})], ABVG, raspasy_dealer_talon=True
    )
    assert "Anna" not in deal_sums(nothing, 1)


@pytest.mark.parametrize(
    ("exit_rule", "between", "price"),
    [
        (
            "whisted",
            contract(
                "Vera", "6S", {"Anna": "whist", "Boris": "pass"}, {"Vera": 6, "Anna": 3, "Boris": 1}
            ),
            1,
        ),
        ("whisted", contract("Vera", "6S", {"Anna": "pass", "Boris": "half-whist"}), 1),
        ("whisted", misere("Vera", 0), 1),
        ("whisted", contract("Vera", "6S", {"Anna": "pass", "Boris": "pass"}), 2),
        ("whisted", {"type": "concede", "dealer": "Anna", "declarer": "Vera", "contract": "6S"}, 2),
        ("whisted", correction(note="n", pool={"Anna": 0}), 2),
        (
            "played-whisted",
            contract(
                "Vera", "6S", {"Anna": "whist", "Boris": "pass"}, {"Vera": 6, "Anna": 3, "Boris": 1}
            ),
            1,
        ),
        ("played-whisted", misere("Vera", 0), 2),
        ("played-whisted", contract("Vera", "6S", {"Anna": "pass", "Boris": "half-whist"}), 2),
        ("played-whisted", contract("Vera", "6S", {"Anna": "pass", "Boris": "pass"}), 2),
        ("any", contract("Vera", "6S", {"Anna": "pass", "Boris": "pass"}), 1),
        ("any", {"type": "concede", "dealer": "Anna", "declarer": "Vera", "contract": "6S"}, 1),
        ("any", correction(gora={"Anna": 1}), 2),
    ],
)
def test_what_ends_a_raspasy_run(exit_rule: str, between: dict, price: int) -> None:
    """§7.4 and [ruling] 12: the second raspasy costs 2 a trick if the deal between left
    the run running, 1 if it ended it."""
    scored = play(
        [
            raspasy({"Anna": 2, "Boris": 3, "Vera": 5}),
            between,
            raspasy({"Anna": 2, "Boris": 3, "Vera": 5}),
        ],
        raspasy_exit=exit_rule,
    )
    assert facts(scored, 3).raspasy_price == price


# --- §8: writing to the pool ---------------------------------------------------------


def test_help_goes_to_the_largest_open_pool_then_the_write_off() -> None:
    """§8.3 and §11 deals 6 and 8: Boris's misère overflows 6: Anna (3, the larger) gets 3
    and 30 whists, Vera 3 and 30; Vera's passed-out 7 overflows 3 with nobody below 6:
    G Vera −3."""
    session_deals = [
        contract("Anna", "6C", {"Boris": "pass", "Vera": "pass"}),
        raspasy({"Anna": 0, "Boris": 4, "Vera": 6}),
        contract("Boris", "6C", {"Anna": "pass", "Vera": "pass"}),
        misere("Boris", 0, dealer="Vera"),
    ]
    scored = play(session_deals, pool_target=6)
    assert entries(scored, 4) == [
        ("Boris", "pool", F(4), None, "misere"),
        ("Anna", "pool", F(3), None, "help"),
        ("Boris", "whists", F(30), "Anna", "help"),
        ("Vera", "pool", F(3), None, "help"),
        ("Boris", "whists", F(30), "Vera", "help"),
    ]


def test_help_ties_go_clockwise_from_the_giver() -> None:
    """§8.3 and [ruling] 14: Anna and Vera both at 0: after Boris comes Vera."""
    scored = play([contract("Boris", "10S", {"Anna": "pass", "Vera": "pass"})], pool_target=6)
    assert entries(scored, 1) == [
        ("Boris", "pool", F(6), None, "game"),
        ("Vera", "pool", F(4), None, "help"),
        ("Boris", "whists", F(40), "Vera", "help"),
    ]


def test_write_off_takes_the_mountain_below_zero() -> None:
    """§8.3 and [ruling] 15: under ``write-off`` the overflow comes off one's own mountain,
    even below 0."""
    scored = play(
        [contract("Boris", "10S", {"Anna": "pass", "Vera": "pass"})],
        pool_target=6,
        overflow="write-off",
    )
    assert deal_sums(scored, 1) == {"Boris": {"pool": 6, "gora": -4}}
    assert summary(scored).gora["Boris"] == -4


def test_total_game_end_has_no_cap() -> None:
    """§8.2: under ``total`` the pool has no cap and nothing overflows."""
    scored = play(
        [contract("Boris", "10S", {"Anna": "pass", "Vera": "pass"})],
        pool_target=6,
        game_end="total",
    )
    assert deal_sums(scored, 1) == {"Boris": {"pool": 10}}


def test_the_sitting_out_dealer_receives_help() -> None:
    """§8.3: "The sitting-out dealer can receive help"."""
    scored = play(
        [contract("Anna", "10S", {"Boris": "pass", "Vera": "pass"}, dealer="Gleb")],
        ABVG,
        pool_target=6,
        pool_unit=10,
    )
    # Clockwise from Anna: Boris, Vera, Gleb all at 0; Boris first.
    assert [e[0] for e in entries(scored, 1) if e[1] == "pool"] == ["Anna", "Boris"]
    scored = play(
        [
            contract("Anna", "6S", {"Boris": "pass", "Vera": "pass"}, dealer="Gleb"),
            contract("Boris", "6S", {"Vera": "pass", "Gleb": "pass"}, dealer="Anna"),
            contract("Vera", "6S", {"Gleb": "pass", "Anna": "pass"}, dealer="Boris"),
            contract("Anna", "10S", {"Boris": "pass", "Vera": "pass"}, dealer="Gleb"),
        ],
        ABVG,
        pool_target=6,
    )
    # Anna 2 + 10: 4 to her pool, 6 over: Boris and Vera at 2, Gleb 0 → Boris 4, Vera 2.
    assert [(e[0], e[2]) for e in entries(scored, 4) if e[1] == "pool"] == [
        ("Anna", 4),
        ("Boris", 4),
        ("Vera", 2),
    ]


def test_gora_first() -> None:
    """§8.1 and §12 Ростов: Anna has G 5 and makes an 8 (value 6): G −5, P +1; a raspasy
    zero prize is not a game and goes straight in the pool."""
    scored = play(
        [
            correction(gora={"Anna": 5}),
            contract("Anna", "8H", {"Boris": "pass", "Vera": "pass"}, dealer="Vera"),
            correction(gora={"Anna": 5}),
            raspasy({"Anna": 0, "Boris": 4, "Vera": 6}),
        ],
        convention="rostov",
    )
    assert entries(scored, 2) == [
        ("Anna", "gora", F(-5), None, "gora-first"),
        ("Anna", "pool", F(1), None, "game"),
    ]
    assert ("Anna", "pool", F(1), None, "raspasy-zero") in entries(scored, 4)
    assert summary(scored).gora["Anna"] == 5


# --- §4.5: correction --------------------------------------------------------------------


def test_a_correction_is_written_verbatim() -> None:
    """§4.5 and [ruling] 27: no §8 (a pool past T stays), any sign."""
    scored = play(
        [
            correction(
                note="penalty",
                pool={"Boris": -2, "Anna": 30},
                gora={"Boris": 4},
                whists={"Boris": {"Anna": 10}},
            )
        ],
        pool_target=6,
    )
    assert entries(scored, 1) == [
        ("Boris", "pool", F(-2), None, "correction"),
        ("Anna", "pool", F(30), None, "correction"),
        ("Boris", "gora", F(4), None, "correction"),
        ("Boris", "whists", F(10), "Anna", "correction"),
    ]
    assert facts(scored, 1).kind is DealKind.CORRECTION and facts(scored, 1).dealer is None


# --- §9: the end ---------------------------------------------------------------------


def test_each_ends_when_every_pool_is_closed() -> None:
    """§9.1 and §11: after deal 8 every pool is 6 and the game ends."""
    scored = play(
        [
            contract("Anna", "10S", {"Boris": "pass", "Vera": "pass"}),
            contract("Boris", "10S", {"Anna": "pass", "Vera": "pass"}),
        ],
        pool_target=6,
    )
    # Anna 6, help 4 to Boris; Boris 2 → 6, then 6 over: Vera 6. All closed.
    assert scored.finished and summary(scored).finished
    assert facts(scored, 2).finished and not facts(scored, 1).finished
    assert facts(scored, 1).closed == ("Anna",)


def test_total_ends_when_the_pools_sum_reaches_n_t() -> None:
    """§9.2: ΣP ≥ n·T (3 × 6 = 18): 10 + 6 = 16 is not the end, + 2 is."""
    deals = [
        contract("Anna", "10S", {"Boris": "pass", "Vera": "pass"}),
        contract("Anna", "8S", {"Boris": "pass", "Vera": "pass"}),
    ]
    assert not play(deals, pool_target=6, game_end="total").finished
    deals.append(contract("Boris", "6S", {"Anna": "pass", "Vera": "pass"}, dealer="Boris"))
    assert play(deals, pool_target=6, game_end="total").finished


def test_next_dealer_goes_clockwise_and_stops_at_the_end() -> None:
    """§1.2: the next seat clockwise (a correction has no dealer: the one before counts);
    §9: none once the game has ended."""
    assert next_dealer(sitting([])) == "Anna"
    assert (
        next_dealer(sitting([raspasy({"Anna": 2, "Boris": 3, "Vera": 5}, dealer="Vera")])) == "Anna"
    )
    deals = [raspasy({"Anna": 2, "Boris": 3, "Vera": 5}, dealer="Anna"), correction(note="x")]
    assert next_dealer(sitting(deals)) == "Boris"
    ended = [
        contract("Anna", "10S", {"Boris": "pass", "Vera": "pass"}),
        contract("Boris", "10S", {"Anna": "pass", "Vera": "pass"}),
    ]
    assert next_dealer(sitting(ended, pool_target=6)) is None


# --- §10: the settlement -------------------------------------------------------------


def test_the_textbook_settlement() -> None:
    """§10 and §11's textbook check (minigames.mail.ru): G А 42, Б 96, В 132 and the whists
    given: amnesty 42, then 180 and 300 mountain whists, nets А +558, Б −83, В −475."""
    players = ["А", "Б", "В"]
    options = read_options({}, players)
    gora = {"А": F(42), "Б": F(96), "В": F(132)}
    whists = {
        "А": {"Б": F(170), "В": F(60)},
        "Б": {"А": F(64), "В": F(178)},
        "В": {"А": F(88), "Б": F(95)},
    }
    pool = dict.fromkeys(players, F(20))
    result = settle(players, options, pool, gora, whists)
    assert result.amnesty == 42
    assert result.mountain == {"А": 0, "Б": 54, "В": 90}
    assert result.mountain_whists == {"А": 0, "Б": 180, "В": 300}
    assert [(p.a, p.b, p.net) for p in result.pairs] == [
        ("А", "Б", 350 - 64),
        ("А", "В", 360 - 88),
        ("Б", "В", 478 - 275),
    ]
    assert result.net == {"А": 558, "Б": -83, "В": -475}


def test_the_spec_settlement_step_by_step() -> None:
    """§11: M 10, 12, 21; amnesty 10; 20/3 and 110/3; pairs 82/3 to Boris, 194/3 to Anna,
    66 to Boris; nets +112/3, +280/3, −392/3; money at 0.50: +18.67, +46.67, −65.34."""
    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    scored = score(session_from_json(case["session"]))
    result = summary(scored).settlement
    assert result.mountain_before == {"Anna": 10, "Boris": 12, "Vera": 21}
    assert result.amnesty == 10
    assert result.mountain_whists == {"Anna": 0, "Boris": F(20, 3), "Vera": F(110, 3)}
    assert [p.net for p in result.pairs] == [F(-82, 3), F(194, 3), F(66)]
    assert result.net == {"Anna": F(112, 3), "Boris": F(280, 3), "Vera": F(-392, 3)}
    assert result.money_nets(50) == {"Anna": 1867, "Boris": 4667, "Vera": -6534}
    assert scored.totals == {"Anna": 37, "Boris": 93, "Vera": -131}
    assert summary(scored).winner == "Boris"


def test_the_divisor_n_minus_1() -> None:
    """§10.3, §11: ÷(n − 1) makes a mountain point cost a full gora_unit: +59, +105, −164."""
    import json

    from tests.test_cases import CASES

    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    case["session"]["options"]["settlement_divisor"] = "n-1"
    from rules.session import score, session_from_json

    result = summary(score(session_from_json(case["session"]))).settlement
    assert result.divisor == 2
    assert result.net == {"Anna": 59, "Boris": 105, "Vera": -164}


def test_the_leningrad_pool_term() -> None:
    """§10.4 and §12 Ленинград: pool term 20·(P − 0.5): Boris +30, the others −10; nets
    −2, +204, −56, −146."""
    scored = play(
        [
            contract(
                "Anna",
                "6S",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 5, "Boris": 4, "Vera": 1},
                dealer="Gleb",
            ),
            raspasy({"Boris": 0, "Vera": 3, "Gleb": 7}, dealer="Anna"),
            raspasy({"Anna": 2, "Vera": 4, "Gleb": 4}, dealer="Boris"),
        ],
        ABVG,
        convention="leningrad",
    )
    result = summary(scored).settlement
    assert result.pool_whists == {"Anna": -10, "Boris": 30, "Vera": -10, "Gleb": -10}
    assert result.net == {"Anna": -2, "Boris": 204, "Vera": -56, "Gleb": -146}


def test_money_by_largest_remainders() -> None:
    """§10.6: floored, the missing kopecks one each to the largest fractional parts, ties
    to the earlier seat: thirds at 1 kopeck a whist."""
    scored = play([misere("Boris", 1)])
    # M Boris 10: each other writes 100/3 on him; nets +100/3, −200/3, +100/3.
    result = summary(scored).settlement
    assert result.net == {"Anna": F(100, 3), "Boris": F(-200, 3), "Vera": F(100, 3)}
    assert result.money_nets(1) == {"Anna": 34, "Boris": -67, "Vera": 33}


def test_the_engine_is_registered_and_knows_its_rule_ids() -> None:
    """§13: the rule ids are ``preferans/<reason>``."""
    game = find_game("preferans")
    assert game.rule_ids == {
        f"preferans/{reason}"
        for reason in (
            "game",
            "remiz",
            "tricks",
            "consolation",
            "half-whist",
            "shortfall",
            "misere",
            "raspasy",
            "raspasy-zero",
            "talon",
            "help",
            "write-off",
            "gora-first",
            "concede",
            "correction",
        )
    }


def test_facts_name_the_sitting_out_dealer() -> None:
    """§1.3: with 4 players the dealer sits out."""
    scored = play([raspasy({"Boris": 0, "Vera": 3, "Gleb": 7}, dealer="Anna")], ABVG)
    assert facts(scored, 1).sitting_out == "Anna"
    assert facts(scored, 1).tricks == {"Boris": 0, "Vera": 3, "Gleb": 7}
    assert facts(play([raspasy({"Anna": 2, "Boris": 3, "Vera": 5})]), 1).sitting_out is None
    assert ABV == ["Anna", "Boris", "Vera"]


def test_the_winner_is_the_settlements() -> None:
    """WinnerBy.SETTLEMENT: once the game has ended the settlement names the player alone
    with the highest net (§11: Boris, +280/3), as the records read it; before the end
    none, and the records take the leader of the totals (the nets, rounded)."""
    from rules.player_records import winner_of

    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    scored = score(session_from_json(case["session"]))
    assert summary(scored).winner == "Boris"
    assert scored.to_json()["settlement"]["winner"] == "Boris"
    assert winner_of(scored) == "Boris"
    early = score(session_from_json(case["session"]).prefix(2))
    assert summary(early).winner is None and early.to_json()["settlement"]["winner"] is None
    assert winner_of(early) == max(early.totals, key=lambda p: early.totals[p])


def test_the_hooks_give_the_records_and_the_money() -> None:
    """The game contract: a player's record at Preferans comes from its hooks (§11: Boris
    won, closed his pool, declared 2 games and made his misère), and a priced sitting
    settles by its own rule (§10.6: +18.67, +46.67, −65.34 at 0.50)."""
    from decimal import Decimal

    from rules.player_records import game_record, sitting_outcome
    from rules.settlement import sitting_nets

    case = json.loads((CASES / "preferans-spec-example.json").read_text(encoding="utf-8"))
    session = session_from_json(case["session"])
    scored = score(session)
    outcome = sitting_outcome(session, scored, "Boris")
    assert outcome.won and outcome.result == 93
    assert outcome.counts["pools-closed"] == 1
    assert outcome.counts["games-declared"] == 2
    assert outcome.counts["miseres-made"] == 1
    record = game_record("preferans", [outcome])
    assert dict(record.facts)["miseres-made"] == 1
    assert sitting_nets(scored, Decimal("0.50")) == {"Anna": 1867, "Boris": 4667, "Vera": -6534}
