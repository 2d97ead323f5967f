"""Every item of stukolka.md's "Bad input", and wrong keys and types, refused with a
RuleViolation that names the deal and the field and says what is allowed."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.session import Session, next_dealer, score, with_json_deals
from rules.stukolka.engine import GAME
from tests.rules.stukolka_strategies import stukolka

ABC = ["A", "B", "C"]
GOOD = {"dealer": "A", "knocked": ["B", "C"], "tricks": {"B": 2, "C": 1}}


def refused(players: list[str], deals: list[Any], **options: Any) -> RuleViolation:
    """The violation raised when the session file is read or scored."""
    with pytest.raises(RuleViolation) as caught:
        score(stukolka(players, deals, **options))
    return caught.value


def refused_by_score(options: dict[str, Any], players: list[str] = ABC) -> RuleViolation:
    """The violation ``score`` raises for a hand-built session, which skipped the reader."""
    session = Session("stukolka", tuple(players), options, (GOOD,))
    with pytest.raises(RuleViolation) as caught:
        GAME.score(session)
    return caught.value


@pytest.mark.parametrize("ante", [4, 0, -3, 1])
def test_an_ante_not_a_positive_multiple_of_3(ante: int) -> None:
    """stukolka.md, "Bad input" (rule 15): ante 4, 0, −3 or 1 is refused for the options,
    not a deal (the case bad-stukolka-ante)."""
    problem = refused(ABC, [GOOD], ante=ante)
    assert (problem.deal, problem.field) == (None, "options.ante")
    assert "ante" in str(problem)
    assert "multiple of 3" in str(problem)
    assert "deal" not in str(problem)
    assert refused_by_score({"ante": ante}).field == "options.ante"


@pytest.mark.parametrize("stake", [4, 0, -6])
def test_an_obligatory_stake_not_a_positive_multiple_of_3(stake: int) -> None:
    """stukolka.md, "Bad input": in the obligatory variant stake 4, 0 or −6 is refused."""
    problem = refused(ABC, [{"dealer": "A", "tricks": {"A": 3}}], variant="obligatory", stake=stake)
    assert (problem.deal, problem.field) == (None, "options.stake")
    assert "multiple of 3" in str(problem)
    assert refused_by_score({"variant": "obligatory", "stake": stake}).field == "options.stake"


@pytest.mark.parametrize("limit", [5, 0, -3])
def test_a_remiz_limit_not_a_positive_multiple_of_3(limit: int) -> None:
    """stukolka.md, "Bad input": a remiz limit of 5, 0 or −3 is refused (null means none)."""
    problem = refused(ABC, [GOOD], remiz_limit=limit)
    assert (problem.deal, problem.field) == (None, "options.remiz_limit")
    assert "remiz limit" in str(problem)
    assert refused_by_score({"remiz_limit": limit}).field == "options.remiz_limit"


@pytest.mark.parametrize("count", [2, 8])
def test_fewer_than_3_or_more_than_7_players(count: int) -> None:
    """stukolka.md, "Bad input" and "Table": 2 or 8 players are refused, naming 3 to 7."""
    players = [f"P{n}" for n in range(1, count + 1)]
    problem = refused(players, [])
    assert (problem.deal, problem.field) == (None, "players")
    assert "3 to 7" in str(problem)
    assert refused_by_score({}, players).field == "players"


def test_tricks_for_a_player_who_did_not_knock() -> None:
    """stukolka.md, "Bad input": deal 2 gives A a trick though only B and C knocked."""
    bad = {"dealer": "B", "knocked": ["B", "C"], "tricks": {"A": 1, "B": 1, "C": 1}}
    problem = refused(ABC, [GOOD, bad])
    assert (problem.deal, problem.field) == (2, "tricks")
    assert str(problem).startswith("deal 2: tricks name A, who did not knock")
    assert "B, C" in str(problem)


def test_tricks_when_nobody_knocked() -> None:
    """stukolka.md, "Bad input": nobody knocked, yet B is given a trick (even 0)."""
    problem = refused(ABC, [{"dealer": "A", "knocked": [], "tricks": {"B": 0}}])
    assert (problem.deal, problem.field) == (1, "tricks")
    assert "nobody knocked" in str(problem)


@pytest.mark.parametrize("tricks", [{"B": 1, "C": 1}, {"B": 2, "C": 2}, {}])
def test_tricks_that_do_not_sum_to_3(tricks: dict[str, int]) -> None:
    """stukolka.md, "Bad input": B and C knocked and their tricks add up to 2, 4 or 0."""
    problem = refused(ABC, [{"dealer": "A", "knocked": ["B", "C"], "tricks": tricks}])
    assert (problem.deal, problem.field) == (1, "tricks")
    assert f"add up to {sum(tricks.values())}" in str(problem)
    assert "exactly 3" in str(problem)


def test_tricks_missing_for_two_knockers() -> None:
    """stukolka.md, "Bad input": with two knockers the tricks cannot be guessed."""
    problem = refused(ABC, [{"dealer": "A", "knocked": ["B", "C"]}])
    assert (problem.deal, problem.field) == (1, "tricks")
    assert "add up to 3" in str(problem)


def test_a_lone_knockers_tricks_other_than_3() -> None:
    """stukolka.md, "One deal" 3: a lone knocker takes all three; tricks {B: 2} is refused."""
    problem = refused(ABC, [{"dealer": "A", "knocked": ["B"], "tricks": {"B": 2}}])
    assert (problem.deal, problem.field) == (1, "tricks")


def test_a_negative_trick_count() -> None:
    """stukolka.md, "Bad input": C −1 tricks (with B 4, so the sum is 3) is refused."""
    problem = refused(ABC, [{"dealer": "A", "knocked": ["B", "C"], "tricks": {"C": -1, "B": 4}}])
    assert (problem.deal, problem.field) == (1, "tricks")
    assert "-1 is outside 0..3" in str(problem)


def test_a_pass_in_the_obligatory_variant() -> None:
    """stukolka.md, "Bad input": obligatory, everyone plays; knocked [A, B] leaves C out."""
    problem = refused(
        ABC, [{"dealer": "A", "knocked": ["A", "B"], "tricks": {"A": 3}}], variant="obligatory"
    )
    assert (problem.deal, problem.field) == (1, "knocked")
    assert "every player" in str(problem)
    assert "missing: C" in str(problem)


def test_a_fault_by_a_player_who_did_not_play() -> None:
    """stukolka.md, "Bad input": A did not knock in deal 1, so he cannot have faulted."""
    problem = refused(ABC, [{**GOOD, "faults": ["A"]}])
    assert (problem.deal, problem.field) == (1, "faults")
    assert "who did not play" in str(problem)


def test_a_fault_when_nobody_played() -> None:
    """stukolka.md, "Bad input": nobody knocked, so nobody can have faulted."""
    problem = refused(ABC, [{"dealer": "A", "knocked": [], "faults": ["B"]}])
    assert (problem.deal, problem.field) == (1, "faults")
    assert "nobody played" in str(problem)


def test_an_unknown_deal_key() -> None:
    """session-format.md: unknown keys are refused, naming the allowed ones."""
    problem = refused(ABC, [{**GOOD, "bid": 3}])
    assert (problem.deal, problem.field) == (1, "bid")
    assert "dealer, faults, knocked, tricks" in str(problem)


def test_an_unknown_option_key() -> None:
    """session-format.md: unknown option keys are refused (deal None)."""
    problem = refused(ABC, [GOOD], dummy=True)
    assert (problem.deal, problem.field) == (None, "options.dummy")
    assert "ante, remiz_limit, stake, variant" in str(problem)


def test_an_unknown_variant() -> None:
    """stukolka.md, "Variants": ordinary or obligatory only."""
    problem = refused(ABC, [GOOD], variant="with-buying")
    assert (problem.deal, problem.field) == (None, "options.variant")
    assert "ordinary, obligatory" in str(problem)


@pytest.mark.parametrize("ante", ["3", 3.0, True, None, [3]])
def test_an_ante_of_the_wrong_type(ante: Any) -> None:
    """session-format.md: the ante is a whole number; text, fraction, true, null, list are
    refused."""
    problem = refused(ABC, [GOOD], ante=ante)
    assert (problem.deal, problem.field) == (None, "options.ante")
    assert "whole number" in str(problem)


def test_an_ordinary_stake_of_the_wrong_type() -> None:
    """session-format.md: unused in the ordinary variant, the stake is still a number."""
    problem = refused(ABC, [GOOD], stake="three")
    assert (problem.deal, problem.field) == (None, "options.stake")


def test_knocked_missing_in_the_ordinary_variant() -> None:
    """session-format.md: only the obligatory variant may leave knocked out."""
    problem = refused(ABC, [{"dealer": "A", "tricks": {"B": 3}}])
    assert (problem.deal, problem.field) == (1, "knocked")
    assert "missing" in str(problem)


def test_dealer_missing() -> None:
    """session-format.md: every deal names its dealer (deal 2 here does not)."""
    problem = refused(ABC, [GOOD, {"knocked": []}])
    assert (problem.deal, problem.field) == (2, "dealer")


@pytest.mark.parametrize("dealer", ["Z", 1, None, ["A"]])
def test_a_dealer_not_at_the_table(dealer: Any) -> None:
    """session-format.md: players are named as written in players (A, B, C)."""
    problem = refused(ABC, [{"dealer": dealer, "knocked": []}])
    assert (problem.deal, problem.field) == (1, "dealer")
    assert "(A, B, C)" in str(problem)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("knocked", "B"),
        ("knocked", ["B", "B"]),
        ("knocked", ["Z"]),
        ("tricks", [2, 1]),
        ("tricks", {"B": "2", "C": 1}),
        ("tricks", {"B": 2.0, "C": 1}),
        ("tricks", {"Z": 3}),
        ("faults", "B"),
        ("faults", ["B", "B"]),
        ("faults", [None]),
    ],
)
def test_a_deal_field_of_the_wrong_type(field: str, value: Any) -> None:
    """session-format.md, stukolka deals: knocked and faults are lists of distinct players,
    tricks an object of players to whole numbers."""
    problem = refused(ABC, [{**GOOD, field: value}])
    assert (problem.deal, problem.field) == (1, field)


def test_a_deal_that_is_not_an_object() -> None:
    """session-format.md: a deal is a JSON object (one handed to a session without the
    file's reader is refused when read as a deal)."""
    session = Session("stukolka", tuple(ABC), GAME.complete_options({}, ABC), ())
    with pytest.raises(RuleViolation) as caught:
        with_json_deals(session, (GOOD, [1]))  # type: ignore[list-item]
    assert (caught.value.deal, caught.value.field) == (2, "deal")


def test_next_dealer_refuses_a_last_deal_without_a_dealer_at_the_table() -> None:
    """stukolka.md, "Table" (rule 3): the rotation needs the last dealer's seat."""
    with pytest.raises(RuleViolation) as caught:
        next_dealer(stukolka(ABC, [GOOD, {"dealer": "Z", "knocked": []}]))
    assert (caught.value.deal, caught.value.field) == (2, "dealer")
