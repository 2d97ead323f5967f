"""The gin-family chapter's two worked examples (seeds/gin-family.ru.txt), replayed deal by
deal: the seven-deal gin game that ends with A winning 243, and the seven Oklahoma deals
written in three Hollywood columns."""

from __future__ import annotations

import pytest

from rules.errors import RuleViolation
from rules.gin.results import GameSettlement, GinSummary
from rules.ledger import Scored
from rules.session import score
from tests.helpers import deal_sums
from tests.rules.gin_strategies import dead, gin, gin_deal, knock

GAME_243 = [
    knock("A", 6, 19),
    gin_deal("B", 24),
    knock("B", 8, 9),
    knock("A", 10, 27),
    knock("B", 4, 4),
    knock("A", 7, 39),
    gin_deal("A", 6),
]
"""gin-family.ru.txt, the game in seven deals (А and Б written A and B)."""

OKLAHOMA_7 = [
    knock("A", 4, 22, "6H"),
    knock("A", 2, 8, "8D"),
    knock("A", 8, 19, "JC"),
    knock("A", 2, 1, "4D"),
    knock("B", 7, 16, "7S"),
    gin_deal("B", 17, "8H"),
    gin_deal("A", 23, "AC"),
]
"""gin-family.ru.txt, "например, в первых семи розыгрышах": the seven Oklahoma deals. The
source gives what each won; the opponent's deadwood here is chosen to give it."""


@pytest.fixture
def game_243() -> Scored:
    return score(gin(GAME_243))


@pytest.fixture
def hollywood() -> Scored:
    return score(gin(OKLAHOMA_7, variant="oklahoma", scoring="hollywood", target=150))


@pytest.mark.parametrize(
    ("deal", "sums", "running"),
    [
        (1, {"A": {"points": 13}}, {"A": 13, "B": 0}),
        (2, {"B": {"points": 49}}, {"A": 13, "B": 49}),
        (3, {"B": {"points": 1}}, {"A": 13, "B": 50}),
        (4, {"A": {"points": 17}}, {"A": 30, "B": 50}),
        (5, {"A": {"points": 25}}, {"A": 55, "B": 50}),
        (6, {"A": {"points": 32}}, {"A": 87, "B": 50}),
    ],
)
def test_game_243_deal_by_deal(
    game_243: Scored, deal: int, sums: dict[str, dict[str, int]], running: dict[str, int]
) -> None:
    """gin-family.ru.txt: 1) A knocks with 6, B has 19: +13 to A; 2) B goes gin, A has 24:
    49 to B (24 + 25); 3) B knocks with 8, A has 9: 1 to B; 4) A knocks with 10, B has 27:
    17 to A; 5) B knocks with 4, A has 4 too: A writes the 25 premium; 6) A knocks with 7,
    B has 39: 32 to A, "в записи — 87 очков"."""
    assert deal_sums(game_243, deal) == sums
    assert game_243.deals[deal - 1].facts.running == running
    assert not game_243.deals[deal - 1].facts.doubled


def test_game_243_deal_7_gin_ends_the_game_with_game_and_box_bonuses(game_243: Scored) -> None:
    """gin-family.ru.txt, deal 7: A goes gin, B has 6: 31 to A (6 + 25), A passes 100 and
    wins the game; A won five hands, B two, three more: 3 × 25 = 75; game bonus 100."""
    entries = [(e.player, e.points, e.column, e.rule) for e in game_243.deals[6].entries]
    assert entries == [
        ("A", 31, "points", "gin/gin"),
        ("A", 100, "bonus", "gin/game"),
        ("A", 75, "bonus", "gin/box"),
    ]


def test_game_243_settlement(game_243: Scored) -> None:
    """gin-family.ru.txt, "окончательный расчет": 118 (A's sheet) + 100 (game) + 75 (hands)
    − 50 (B's sheet) = 243."""
    assert game_243.finished
    assert game_243.totals == {"A": 118 + 100 + 75, "B": 50}
    assert game_243.summary.to_json() == {"settlement": {"winner": "A", "net": 243}}


def test_game_243_is_settled_term_by_term_in_the_rules(game_243: Scored) -> None:
    """gin-family.ru.txt, "окончательный расчет": the settlement the view shows is the
    engine's, term by term: 118 + 100 + 3 × 25 − 50 = 243, winner A."""
    summary = game_243.summary_as(GinSummary)
    assert summary.settled_games == (
        GameSettlement(
            game=None,
            winner="A",
            loser="B",
            winner_points=118,
            game_bonus=100,
            winner_boxes=75,
            shutout=0,
            loser_points=50,
            loser_boxes=0,
            net=243,
        ),
    )
    assert summary.winner == "A" and summary.games_won_by("A") == 1
    assert summary.games_won_by("B") == 0


def test_game_243_refuses_an_eighth_deal() -> None:
    """gin-family.md, Bad input: a deal after the game is over (A won at deal 7)."""
    with pytest.raises(RuleViolation) as caught:
        score(gin([*GAME_243, dead()]))
    assert caught.value.deal == 8
    assert str(caught.value) == "deal 8: the game ended at deal 7; no deal can follow it"


@pytest.mark.parametrize(
    ("deal", "limit", "winner", "points", "sums"),
    [
        (1, 6, "A", 18, {"A": {"1:points": 18}}),
        (2, 8, "A", 6, {"A": {"1:points": 6, "2:points": 6}}),
        (3, 10, "A", 11, {"A": {"1:points": 11, "2:points": 11, "3:points": 11}}),
        (4, 4, "B", 26, {"B": {"1:points": 26}}),
        (5, 7, "B", 18, {"B": {"1:points": 18, "2:points": 18}}),
        (6, 8, "B", 42, {"B": {"1:points": 42, "2:points": 42, "3:points": 42}}),
        (7, 1, "A", 48, {"A": {"1:points": 48, "2:points": 48, "3:points": 48}}),
    ],
)
def test_oklahoma_hollywood_deal_by_deal(
    hollywood: Scored,
    deal: int,
    limit: int,
    winner: str,
    points: int,
    sums: dict[str, dict[str, int]],
) -> None:
    """gin-family.ru.txt / gin-family.md "Hollywood" check: 6♥ A knocks with 4, wins 18
    (column 1); 8♦ A with 2, 6 (columns 1–2); J♣ A with 8, 11 (all three); 4♦ A knocks with
    2 and loses 26 (B's first win: column 1); 7♠ B knocks with 7, 9 doubled = 18 (columns
    1–2); 8♥ B gin 17 + 25 = 42 (all three); A♣ A gin 23 + 25 = 48 (all three)."""
    facts = hollywood.deals[deal - 1].facts
    assert (facts.knock_limit, facts.hand_winner, facts.hand_points) == (
        limit,
        winner,
        points,
    )
    assert deal_sums(hollywood, deal) == sums


def test_oklahoma_spade_deal_writes_the_doubling_as_its_own_entry(hollywood: Scored) -> None:
    """gin-family.ru.txt, 7♠: B wins 9, "запись удваивается": 18 in columns 1 and 2, each
    as 9 (gin/knock) + 9 (gin/oklahoma-spades)."""
    entries = [(e.game, e.points, e.reason, e.rule) for e in hollywood.deals[4].entries]
    assert entries == [
        (1, 9, "knock", "gin/knock"),
        (1, 9, "spades", "gin/oklahoma-spades"),
        (2, 9, "knock", "gin/knock"),
        (2, 9, "spades", "gin/oklahoma-spades"),
    ]
    assert hollywood.deals[4].facts.doubled


def test_oklahoma_hollywood_columns_after_seven_deals(hollywood: Scored) -> None:
    """gin-family.md, Hollywood check: columns after seven deals 1: A 83, B 86;
    2: A 65, B 60; 3: A 59, B 42 — all open, play goes on."""
    columns = hollywood.summary.to_json()["columns"]
    assert [column["points"] for column in columns] == [
        {"A": 83, "B": 86},
        {"A": 65, "B": 60},
        {"A": 59, "B": 42},
    ]
    assert all(not c["closed"] and c["winner"] is None and c["net"] is None for c in columns)
    assert [column.to_json() for column in hollywood.deals[-1].facts.columns_after] == columns
    assert hollywood.summary.to_json()["settlement"] is None
    assert not hollywood.finished
    assert hollywood.totals == {"A": 83 + 65 + 59, "B": 86 + 60 + 42}
