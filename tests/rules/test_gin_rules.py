"""Each gin rule with its numbers (gin-family.md: "Gin", "Oklahoma", "Hollywood scoring")."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.gin.engine import GAME, RULE_IDS
from rules.gin.results import GinSummary
from rules.ledger import Scored
from rules.session import new_session, score
from tests.helpers import deal_sums
from tests.rules.gin_strategies import dead, gin, gin_deal, knock


def entries_of(scored: Scored, deal: int) -> list[tuple[Any, ...]]:
    return [
        (e.player, e.points, str(e.column), e.reason, e.rule, e.game)
        for e in scored.deals[deal - 1].entries
    ]


def test_knock_scores_the_difference() -> None:
    """gin-family.md, Gin: A knocks with 5, B has 12: A scores 12 − 5 = 7."""
    scored = score(gin([knock("A", 5, 12)]))
    assert entries_of(scored, 1) == [("A", 7, "points", "knock", "gin/knock", None)]
    assert scored.deals[0].facts.outcome == "knock"
    assert scored.deals[0].facts.knock_limit == 10


def test_undercut_scores_the_difference_and_the_bonus_for_the_defender() -> None:
    """gin-family.md, Gin: A knocks with 8, B has 5 (o ≤ k): B scores 8 − 5 + 25 = 28."""
    scored = score(gin([knock("A", 8, 5)]))
    assert entries_of(scored, 1) == [("B", 28, "points", "undercut", "gin/undercut", None)]
    assert scored.deals[0].facts.hand_winner == "B"


def test_equal_counts_are_an_undercut_worth_the_bonus_alone() -> None:
    """gin-family.md, Gin ("equal counts: 25"); with undercut_bonus 10, A knocking with 4
    against B's 4 gives B 10."""
    assert deal_sums(score(gin([knock("A", 4, 4)])), 1) == {"B": {"points": 25}}
    assert deal_sums(score(gin([knock("A", 4, 4)], undercut_bonus=10)), 1) == {"B": {"points": 10}}


def test_gin_scores_the_opponents_deadwood_and_the_gin_bonus() -> None:
    """gin-family.md, Gin: B goes gin, A has 30: B scores 30 + 25 = 55; with gin_bonus 20,
    50."""
    scored = score(gin([gin_deal("B", 30)]))
    assert entries_of(scored, 1) == [("B", 55, "points", "gin", "gin/gin", None)]
    assert deal_sums(score(gin([gin_deal("B", 30)], gin_bonus=20)), 1) == {"B": {"points": 50}}


@pytest.mark.parametrize(("opponent", "points"), [(12, 37), (0, 25)])
def test_a_knock_with_no_deadwood_is_gin(opponent: int, points: int) -> None:
    """gin-family.md, Gin ("A knock with 0 deadwood is gin"): A knocks with 0, B has 12:
    12 + 25 = 37 as gin, never an undercut even when B has 0 too (0 + 25)."""
    scored = score(gin([knock("A", 0, opponent)]))
    assert entries_of(scored, 1) == [("A", points, "points", "gin", "gin/gin", None)]


def test_dead_hand_scores_nothing() -> None:
    """gin-family.md, Gin: a dead hand, nobody scores."""
    scored = score(gin([dead()]))
    assert scored.deals[0].entries == ()
    facts = scored.deals[0].facts
    assert (facts.outcome, facts.hand_winner, facts.hand_points) == ("dead", None, 0)
    assert scored.totals == {"A": 0, "B": 0}


@pytest.mark.parametrize(
    ("upcard", "limit"),
    [
        ("AH", 1),
        ("2C", 2),
        ("3D", 3),
        ("4H", 4),
        ("5C", 5),
        ("6D", 6),
        ("7H", 7),
        ("8C", 8),
        ("9D", 9),
        ("10H", 10),
        ("JC", 10),
        ("QD", 10),
        ("KH", 10),
    ],
)
def test_oklahoma_upcard_sets_the_knock_limit(upcard: str, limit: int) -> None:
    """gin-family.md, Oklahoma: ten or a picture → 10, an ace → 1, any other card its
    number (the source: "десятка или фигура — до десяти, семерка — до семи, тройка — до
    трех"). A knock at the limit is allowed."""
    scored = score(gin([knock("A", limit, 40, upcard)], variant="oklahoma"))
    assert scored.deals[0].facts.knock_limit == limit
    assert deal_sums(scored, 1) == {"A": {"points": 40 - limit}}


def test_spade_upcard_doubles_a_gin_with_its_bonus() -> None:
    """gin-family.md, Oklahoma: a spade doubles every score of the deal, bonuses included:
    gin under K♠ against 10 is (10 + 25) × 2 = 70, written 35 + 35."""
    scored = score(gin([gin_deal("A", 10, "KS")], variant="oklahoma"))
    assert entries_of(scored, 1) == [
        ("A", 35, "points", "gin", "gin/gin", None),
        ("A", 35, "points", "spades", "gin/oklahoma-spades", None),
    ]
    assert scored.deals[0].facts.doubled is True
    assert scored.deals[0].facts.hand_points == 70


def test_spade_upcard_doubles_an_undercut() -> None:
    """gin-family.md, Oklahoma: under 9♠ A knocks with 9, B has 7: B's undercut
    (9 − 7 + 25 = 27) doubles to 54."""
    scored = score(gin([knock("A", 9, 7, "9S")], variant="oklahoma"))
    assert deal_sums(scored, 1) == {"B": {"points": 54}}


def test_standard_gin_ignores_the_upcard() -> None:
    """session-format.md, gin: upcard "ignored otherwise": in standard gin 3♠ neither
    lowers the knock limit below 10 nor doubles: A knocks with 9, B has 20: 11."""
    scored = score(gin([knock("A", 9, 20, "3S")]))
    assert deal_sums(scored, 1) == {"A": {"points": 11}}
    facts = scored.deals[0].facts
    assert (facts.knock_limit, facts.doubled) == (10, False)


def test_the_game_ends_when_a_player_reaches_the_target_exactly() -> None:
    """gin-family.md, Game: the first to reach the target ends it; target 30, A wins 30
    by gin (5 + 25): game over, 100 game + 25 box (1 hand to 0)."""
    scored = score(gin([gin_deal("A", 5)], target=30))
    assert scored.finished
    assert entries_of(scored, 1) == [
        ("A", 30, "points", "gin", "gin/gin", None),
        ("A", 100, "bonus", "game", "gin/game", None),
        ("A", 25, "bonus", "box", "gin/box", None),
    ]
    assert scored.summary.to_json() == {"settlement": {"winner": "A", "net": 155}}


def test_no_settlement_before_the_game_is_over() -> None:
    """session-format.md, gin summary: settlement is null while the game goes on; 99 of
    100 does not end it."""
    scored = score(gin([knock("A", 1, 100)]))
    assert scored.totals == {"A": 99, "B": 0}
    assert not scored.finished
    assert scored.summary.to_json() == {"settlement": None}


def test_box_bonus_goes_to_whoever_won_more_hands_even_the_loser() -> None:
    """session-format.md ("25 for each hand won more than the other player, to the one who
    won more"): target 50; B wins three knocks of 1 (9 against 10), A one gin of 55
    (30 + 25) and the game. Box 2 × 25 = 50 to B. Net: 55 + 100 − (3 + 50) = 102."""
    deals = [knock("B", 9, 10), knock("B", 9, 10), knock("B", 9, 10), gin_deal("A", 30)]
    scored = score(gin(deals, target=50))
    assert deal_sums(scored, 4) == {"A": {"points": 55, "bonus": 100}, "B": {"bonus": 50}}
    assert scored.totals == {"A": 155, "B": 53}
    assert scored.summary.to_json() == {"settlement": {"winner": "A", "net": 102}}


def test_no_box_entry_when_both_won_as_many_hands() -> None:
    """gin-family.md, Settlement: no hand won more, no box bonus; target 20: B knocks 1
    against 6 (5), A goes gin against 0 (25): A 25 + 100 − 5 = 120."""
    scored = score(gin([knock("B", 1, 6), gin_deal("A", 0)], target=20))
    assert [e.reason for e in scored.deals[1].entries] == ["gin", "game"]
    assert scored.summary.to_json() == {"settlement": {"winner": "A", "net": 120}}


def test_bonus_values_are_settings() -> None:
    """gin-family.md ("All bonus values and the target are session settings"): game bonus
    50, box bonus 10, target 40: A gin against 20 (45) wins: 45 + 50 + 10 = 105."""
    scored = score(gin([gin_deal("A", 20)], target=40, game_bonus=50, box_bonus=10))
    assert deal_sums(scored, 1) == {"A": {"points": 45, "bonus": 60}}
    assert scored.summary.to_json() == {"settlement": {"winner": "A", "net": 105}}


def test_zero_bonuses_write_no_entries() -> None:
    """gin-family.md, bonus settings: with game and box bonuses 0 the closing deal writes
    only its score (a zero entry explains nothing)."""
    scored = score(gin([gin_deal("A", 80)], game_bonus=0, box_bonus=0))
    assert [e.reason for e in scored.deals[0].entries] == ["gin"]
    assert scored.summary.to_json() == {"settlement": {"winner": "A", "net": 105}}


def test_shutout_doubles_the_settlement_when_on() -> None:
    """gin-family.md, Shutout [ruling, off by default]: A wins two gins of 55 (30 + 25),
    B scored nothing: 110 + 100 + 2 × 25 = 260; doubled 520, the second 260 written as a
    gin/shutout bonus."""
    deals = [gin_deal("A", 30), gin_deal("A", 30)]
    off = score(gin(deals))
    assert off.summary.to_json() == {"settlement": {"winner": "A", "net": 260}}
    on = score(gin(deals, shutout_doubles=True))
    assert entries_of(on, 2)[-1] == ("A", 260, "bonus", "shutout", "gin/shutout", None)
    assert on.summary.to_json() == {"settlement": {"winner": "A", "net": 520}}


def test_no_shutout_when_the_loser_scored() -> None:
    """gin-family.md, Shutout: B scored 1, so no doubling: 110 + 100 + 25 − 1 = 234."""
    deals = [knock("B", 8, 9), gin_deal("A", 30), gin_deal("A", 30)]
    scored = score(gin(deals, shutout_doubles=True))
    assert "shutout" not in [e.reason for e in scored.deals[2].entries]
    assert scored.summary.to_json() == {"settlement": {"winner": "A", "net": 234}}


def test_complete_options_fills_every_default_and_resolves_the_target() -> None:
    """session-format.md, gin options: target 100 for single, 150 for Hollywood."""
    single = GAME.complete_options({}, ["A", "B"])
    assert single == {
        "variant": "standard",
        "scoring": "single",
        "target": 100,
        "gin_bonus": 25,
        "undercut_bonus": 25,
        "box_bonus": 25,
        "game_bonus": 100,
        "shutout_doubles": False,
    }
    assert GAME.complete_options({"scoring": "hollywood"}, ["A", "B"])["target"] == 150
    assert (
        GAME.complete_options({"scoring": "hollywood", "target": 200}, ["A", "B"])["target"] == 200
    )
    assert GAME.complete_options(single, ["A", "B"]) == single


def test_gin_proposes_no_dealer() -> None:
    """session-format.md, gin: records have no dealer, so none is proposed."""
    fresh = new_session("gin", ["A", "B"])
    assert GAME.next_dealer(fresh, score(fresh)) is None


def test_rule_ids_are_exactly_the_rulebook_sections() -> None:
    """The rule ids agreed with the rulebook."""
    expected = {
        "gin/knock",
        "gin/undercut",
        "gin/gin",
        "gin/oklahoma-spades",
        "gin/game",
        "gin/box",
        "gin/shutout",
    }
    assert expected == RULE_IDS == GAME.rule_ids


# Hollywood: target 30. Deal 1: A's gin (15 + 25 = 40) closes column 1 before B ever
# scored in it. B's first win (knock 1 against 6: 5) therefore starts in column 2; A's
# next win (knock 1 against 3: 2) finds column 1 closed and also starts in column 2; B's
# second win (knock 1 against 4: 3) goes in column 2 and opens column 3; B's gin against
# 10 (35) closes columns 2 and 3 together.
HOLLYWOOD = [
    gin_deal("A", 15),
    knock("B", 1, 6),
    knock("A", 1, 3),
    knock("B", 1, 4),
    gin_deal("B", 10),
]


def hollywood(deals: list[Any], **options: Any) -> Scored:
    return score(gin(deals, scoring="hollywood", target=30, **options))


def test_hollywood_column_closes_and_settles_when_reached() -> None:
    """gin-family.md, Hollywood: column 1 closes at A's 40 ≥ 30 and is settled like a game:
    40 + 100 + 25 (one hand to none) − 0 = 165."""
    scored = hollywood(HOLLYWOOD[:1])
    assert entries_of(scored, 1) == [
        ("A", 40, "points", "gin", "gin/gin", 1),
        ("A", 100, "bonus", "game", "gin/game", 1),
        ("A", 25, "bonus", "box", "gin/box", 1),
    ]
    first = scored.summary.to_json()["columns"][0]
    assert first == {"points": {"A": 40, "B": 0}, "closed": True, "winner": "A", "net": 165}
    assert not scored.finished
    assert scored.summary.to_json()["settlement"] is None


def test_hollywood_a_player_shut_out_of_a_closed_column_starts_in_the_next() -> None:
    """gin-family.md, Hollywood: "a player who never scored in a column before it closed
    starts in the next open one": B's first win (5) goes in column 2; A's win (2) skips
    closed column 1 and starts in column 2; B's second win (3) goes in columns 2 and 3."""
    scored = hollywood(HOLLYWOOD[:4])
    assert deal_sums(scored, 2) == {"B": {"2:points": 5}}
    assert deal_sums(scored, 3) == {"A": {"2:points": 2}}
    assert deal_sums(scored, 4) == {"B": {"2:points": 3, "3:points": 3}}
    assert [c["points"] for c in scored.summary.to_json()["columns"]] == [
        {"A": 40, "B": 0},
        {"A": 2, "B": 8},
        {"A": 0, "B": 3},
    ]


def test_hollywood_two_columns_close_in_one_deal_and_the_match_is_settled() -> None:
    """gin-family.md, Hollywood: B's gin of 35 closes column 2 (B 43, A 2; hands 3 to 1:
    43 + 100 + 50 − 2 = 191) and column 3 (B 38, A 0; hands 2 to 0: 38 + 100 + 50 = 188).
    Match (session-format.md): A +165 − 191 − 188 = −214, so B wins 214."""
    scored = hollywood(HOLLYWOOD)
    assert deal_sums(scored, 5) == {
        "B": {"2:points": 35, "2:bonus": 150, "3:points": 35, "3:bonus": 150}
    }
    assert [(c["winner"], c["net"]) for c in scored.summary.to_json()["columns"]] == [
        ("A", 165),
        ("B", 191),
        ("B", 188),
    ]
    assert scored.finished
    assert scored.summary.to_json()["settlement"] == {"winner": "B", "net": 214}
    # Column 2 term by term (gin-family.md, "each column is settled like a game"): B's
    # 43 + 100 + 2 × 25 boxes − A's 2 = 191.
    summary = scored.summary_as(GinSummary)
    second = summary.settled_games[1]
    assert (second.game, second.winner, second.loser) == (2, "B", "A")
    assert (second.winner_points, second.game_bonus, second.winner_boxes) == (43, 100, 50)
    assert (second.shutout, second.loser_points, second.loser_boxes, second.net) == (0, 2, 0, 191)
    assert [summary.games_won_by(p) for p in ("A", "B")] == [1, 2]
    assert summary.winner == "B"


def test_hollywood_refuses_a_deal_after_all_columns_close() -> None:
    """gin-family.md, Bad input: a deal after all three Hollywood columns are over."""
    with pytest.raises(RuleViolation, match="deal 6: the game ended at deal 5"):
        hollywood([*HOLLYWOOD, dead()])


def test_hollywood_shutout_doubles_each_column_whose_loser_scored_nothing() -> None:
    """gin-family.md, Shutout per column ("each column is settled like a game"): column 1
    (B scored 0) 165 → 330, column 3 (A scored 0) 188 → 376, column 2 stays 191:
    A +330 − 191 − 376 = −237, B wins 237."""
    scored = hollywood(HOLLYWOOD, shutout_doubles=True)
    assert [c["net"] for c in scored.summary.to_json()["columns"]] == [330, 191, 376]
    assert scored.summary.to_json()["settlement"] == {"winner": "B", "net": 237}
    shutouts = [game.shutout for game in scored.summary_as(GinSummary).settled_games]
    assert shutouts == [165, 0, 188]


def test_hollywood_match_that_comes_out_even_has_no_winner() -> None:
    """session-format.md, Hollywood settlement: {"winner": null, "net": 0} when the sum
    is 0. Target 10, all bonuses 0: A's gin against 10 closes column 1 (net 10), B's gin
    against 20 column 2 (net 20), A's gin against 10 column 3 (net 10): 10 − 20 + 10 = 0."""
    deals = [gin_deal("A", 10), gin_deal("B", 20), gin_deal("A", 10)]
    zero = {"gin_bonus": 0, "game_bonus": 0, "box_bonus": 0}
    scored = score(gin(deals, scoring="hollywood", target=10, **zero))
    assert [(c["winner"], c["net"]) for c in scored.summary.to_json()["columns"]] == [
        ("A", 10),
        ("B", 20),
        ("A", 10),
    ]
    assert scored.summary.to_json()["settlement"] == {"winner": None, "net": 0}
    assert scored.summary.winner is None


def test_hollywood_fourth_and_later_wins_go_in_every_open_column() -> None:
    """gin-family.md, Hollywood: "his 3rd and later in all three": A's four knocks of 1."""
    scored = score(gin([knock("A", 5, 6)] * 4, scoring="hollywood"))
    assert [c["points"]["A"] for c in scored.summary.to_json()["columns"]] == [4, 3, 2]
