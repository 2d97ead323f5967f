"""A player's record at each game (issue 16, "Records"), checked on the specs' worked
examples where every number can be counted by hand."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.gin.hooks import Fact as GinFact
from rules.player_records import (
    SittingOutcome,
    game_record,
    player_records,
    sitting_outcome,
    winner_of,
)
from rules.rummy.hooks import Fact as RummyFact
from rules.session import Session, read_session, score
from rules.stukolka.hooks import Fact as StukolkaFact
from rules.three_bugs.hooks import Fact as ThreeBugsFact
from tests.conftest import CASES
from tests.rules.gin_strategies import gin_files, rummy_files
from tests.rules.stukolka_strategies import session_files
from tests.rules.three_bugs_strategies import sessions as three_bugs_sessions

PROPERTY = settings(max_examples=60, deadline=None)


def _session(name: str) -> Session:
    case = json.loads((CASES / name).read_text(encoding="utf-8"))
    return read_session(json.dumps(case["session"]))


def _record(session: Session, seat: str) -> Any:
    return game_record(session.game, [sitting_outcome(session, score(session), seat)])


def test_stukolka_knocks_and_remizes() -> None:
    """stukolka.md's example: A played deals 2 and 3, B 1 and 3, C 1 and 2, D deal 2;
    C and D each paid a remiz of 3 in deal 2. Balances A +3, B +5, C −5, D −3: B wins."""
    session = _session("stukolka-spec-example.json")
    expected = {"A": (2, 0, 0, 3), "B": (2, 0, 0, 5), "C": (2, 1, 3, -5), "D": (1, 1, 3, -3)}
    for seat, (knocks, remizes, money, result) in expected.items():
        record = _record(session, seat)
        assert record.fact(StukolkaFact.KNOCKS) == knocks
        assert record.fact(StukolkaFact.REMIZES_PAID) == remizes
        assert record.fact(StukolkaFact.REMIZ_MONEY) == money
        assert record.best == result == record.total
        assert record.won == (seat == "B")
        assert record.fact(GinFact.GINS) is None


def test_gin_knocks_gins_and_undercuts() -> None:
    """gin-family.md's seven deals: A knocks in deals 1, 4, 6 and goes gin in 7; B goes
    gin in 2, knocks in 3 and 5, and is undercut in 5 (4 against 4). A wins (243)."""
    session = _session("gin-source-example.json")
    a, b = _record(session, "A"), _record(session, "B")
    got = (a.fact(GinFact.KNOCKS), a.fact(GinFact.GINS), a.fact(GinFact.UNDERCUTS_SUFFERED))
    assert got == (3, 1, 0)
    got = (b.fact(GinFact.KNOCKS), b.fact(GinFact.GINS), b.fact(GinFact.UNDERCUTS_SUFFERED))
    assert got == (2, 1, 1)
    assert (a.won, b.won) == (1, 0)
    assert (a.best, b.best) == (293, 50)


def test_three_bugs_contracts() -> None:
    """10NT down two: Boris played one contract, of level 10, and did not make it."""
    session = _session("three-bugs-10nt-down-two.json")
    boris = _record(session, "Boris")
    assert boris.fact(ThreeBugsFact.CONTRACTS_PLAYED) == 1
    assert boris.fact(ThreeBugsFact.CONTRACTS_MADE) == 0
    assert boris.fact(ThreeBugsFact.AVERAGE_CONTRACT) == 10
    assert boris.fact(ThreeBugsFact.BEETLES) == 0
    assert _record(session, "Anna").fact(ThreeBugsFact.CONTRACTS_PLAYED) == 0


def test_a_contract_down_is_not_made_when_the_house_values_undertricks_at_nothing() -> None:
    """4S with no trick taken fails (three-bugs.md, "Contract deals": made when the
    tricks counted reach the level), even when a house table values undertricks at 0 and
    so no undertrick entry is written."""
    players = ["Anna", "Boris", "Vera", "Gleb"]
    session = read_session(
        json.dumps(
            {
                "format": "zapis-session",
                "version": 1,
                "game": "three-bugs",
                "players": players,
                "options": {"undertrick_values": {str(level): 0 for level in range(4, 14)}},
                "deals": [
                    {
                        "type": "contract",
                        "dealer": "Anna",
                        "soloist": "Boris",
                        "bid": "4S",
                        "contract": "4S",
                        "tricks": 0,
                        "honours": 0,
                    }
                ],
            }
        )
    )
    boris = _record(session, "Boris")
    assert (
        boris.fact(ThreeBugsFact.CONTRACTS_PLAYED),
        boris.fact(ThreeBugsFact.CONTRACTS_MADE),
    ) == (1, 0)


def test_a_made_twelve_is_a_beetle() -> None:
    """three-bugs.md, beetles: a made 12 writes +4000 above; it is one beetle, and the
    contract was made (12H with 12 tricks, 4 honours: no honours written)."""
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "three-bugs",
        "players": ["Anna", "Boris", "Vera", "Gleb"],
        "deals": [
            {
                "type": "contract",
                "dealer": "Anna",
                "soloist": "Vera",
                "contract": "12H",
                "tricks": 12,
                "honours": 4,
            }
        ],
    }
    vera = _record(read_session(json.dumps(data)), "Vera")
    assert (vera.fact(ThreeBugsFact.CONTRACTS_MADE), vera.fact(ThreeBugsFact.BEETLES)) == (1, 1)
    assert vera.fact(ThreeBugsFact.AVERAGE_CONTRACT) == 12


def test_rummy_average_per_deal() -> None:
    """Two deals of 35 and −20 points: 15 in all, 7.5 a deal."""
    deal = {"melded": {"Anna": 40, "Boris": 10}, "in_hand": {"Anna": 5, "Boris": 30}}
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "rummy",
        "players": ["Anna", "Boris"],
        "deals": [deal, {"melded": {"Anna": 0, "Boris": 0}, "in_hand": {"Anna": 20, "Boris": 0}}],
    }
    anna = _record(read_session(json.dumps(data)), "Anna")
    assert anna.total == 15
    assert anna.fact(RummyFact.AVERAGE_PER_DEAL) == 7.5


def test_streak_average_and_best_over_sittings() -> None:
    """Won, won, lost, won, won, won: the longest streak is 3; results average 2."""
    results = [(5, True), (1, True), (-4, False), (2, True), (3, True), (5, True)]
    outcomes = [SittingOutcome("rummy", result, won, 1) for result, won in results]
    record = game_record("rummy", outcomes)
    assert (record.sittings, record.won, record.longest_streak) == (6, 5, 3)
    assert (record.average, record.best, record.total) == (2, 5, 12)


def test_records_come_in_registry_order() -> None:
    outcomes = [SittingOutcome("rummy", 1, False, 1), SittingOutcome("gin", 2, True, 1)]
    games = [record.game for record in player_records(outcomes, ["three-bugs", "gin", "rummy"])]
    assert games == ["gin", "rummy"]


@PROPERTY
@given(st.one_of(session_files(), gin_files(), rummy_files()))
def test_one_winner_at_most_and_results_are_totals(data: dict[str, Any]) -> None:
    session = read_session(json.dumps(data))
    scored = score(session)
    outcomes = [sitting_outcome(session, scored, seat) for seat in session.players]
    assert sum(outcome.won for outcome in outcomes) <= 1
    assert [o.result for o in outcomes] == [scored.totals[p] for p in session.players]
    winner = winner_of(scored)
    assert (
        winner is None
        or scored.totals[winner] == max(scored.totals.values())
        or (scored.game == "gin")
    )


def _three_bugs_recount(session: Session, seat: str) -> tuple[int, int, int, int]:
    """Contracts, made, beetles and levels counted from the records alone with the
    spec's formulas (three-bugs.md: each soloist's fault moves 3 of his tricks; a
    defender's fault makes the contract count as made; a made 11–13 is a beetle)."""
    contracts = made = beetles = levels = 0
    for record in (deal.to_json() for deal in session.deals):
        if record.get("type") != "contract" or record.get("soloist") != seat:
            continue
        level = int(str(record["contract"]).rstrip("SCDHNT"))
        faults = record.get("faults", [])
        mine = sum(1 for f in faults if f.get("player") == seat)
        theirs = sum(1 for f in faults if f.get("player") not in (None, seat))
        tricks = max(0, int(record["tricks"]) - 3 * mine)
        done = theirs > 0 or tricks >= level
        contracts += 1
        levels += level
        made += done
        beetles += done and level >= 11
    return contracts, made, beetles, levels


@PROPERTY
@given(three_bugs_sessions())
def test_three_bugs_counts_equal_a_recount_from_the_records(session: Session) -> None:
    scored = score(session)
    for seat in session.players:
        record = game_record("three-bugs", [sitting_outcome(session, scored, seat)])
        contracts, made, beetles, levels = _three_bugs_recount(session, seat)
        assert record.fact(ThreeBugsFact.CONTRACTS_PLAYED) == contracts
        assert record.fact(ThreeBugsFact.CONTRACTS_MADE) == made
        assert record.fact(ThreeBugsFact.BEETLES) == beetles
        assert record.fact(ThreeBugsFact.AVERAGE_CONTRACT) == (
            levels / contracts if contracts else 0
        )


@PROPERTY
@given(session_files())
def test_stukolka_counts_equal_a_recount_from_the_records(data: dict[str, Any]) -> None:
    """stukolka.md: a knocker who took no trick, or a player at fault, pays one remiz;
    in the obligatory variant everyone plays every deal; a lone knocker takes all three."""
    session = read_session(json.dumps(data))
    scored = score(session)
    obligatory = session.options["variant"] == "obligatory"
    for seat in session.players:
        record = game_record("stukolka", [sitting_outcome(session, scored, seat)])
        knocks = remizes = 0
        for deal in (record.to_json() for record in session.deals):
            knockers = session.players if obligatory else deal.get("knocked", [])
            played = seat in knockers
            knocks += played
            # A lone knocker takes all three tricks (stukolka.md, "One deal", 3).
            alone = list(knockers) == [seat]
            tricks = deal.get("tricks", {}).get(seat, 3 if alone else 0)
            remizes += played and (tricks == 0 or seat in deal.get("faults", []))
        assert record.fact(StukolkaFact.KNOCKS) == knocks
        assert record.fact(StukolkaFact.REMIZES_PAID) == remizes
