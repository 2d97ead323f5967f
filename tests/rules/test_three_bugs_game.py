"""Games, rubbers and the partie; the dealer the app proposes (three-bugs.md, "Game,
rubber, partie", "Table"; seed "гейм", "роббер")."""

from __future__ import annotations

from typing import Any

from rules.session import next_dealer, score
from rules.three_bugs import GAME, Rule
from tests.rules.three_bugs_support import (
    PLAYERS,
    all_pass,
    by_rule,
    contract,
    misdeal,
    refusal,
    session_of,
    sheet,
    sums,
)


def grand_slam(soloist: str) -> dict[str, Any]:
    """13NT made with 13 tricks: 1300 below, a game at once (and a жук, +6000)."""
    return contract(soloist, "13NT", 13)


def tie_deals() -> list[dict[str, Any]]:
    """Anna and Boris reach 1040 below on the same deal: 10NT by Anna with 10 (700, the
    others 210 each), the same by Boris, then 4S by Vera with 0 (the others +130)."""
    return [contract("Anna", "10NT", 10), contract("Boris", "10NT", 10), contract("Vera", "4S", 0)]


def test_game_at_one_thousand_below() -> None:
    """Spec "Game": 10NT by Boris with 8 (560; the others 350), then 9H by Boris with 10
    (600; the others 180): Boris has 1160 ≥ 1000 and wins the game, +1000 above on the
    deal that ended it; a line is drawn and everyone's count starts at 0."""
    scored = sheet(contract("Boris", "10NT", 8), contract("Boris", "9H", 10))
    first, second = scored.deals
    assert first.facts.line is False
    assert first.facts.below == {"Anna": 350, "Boris": 560, "Vera": 350, "Gleb": 350}
    assert second.facts.line is True
    assert second.facts.game_winners == ("Boris",)
    assert second.facts.below == dict.fromkeys(PLAYERS, 0)
    assert second.facts.games_won == {"Anna": 0, "Boris": 1, "Vera": 0, "Gleb": 0}
    assert by_rule(scored, 2)[("Boris", "game", "above")] == 1000
    assert scored.summary.to_json()["games"] == [{"deal": 2, "winners": ["Boris"]}]
    assert scored.summary.to_json()["rubbers"] == []


def test_below_count_restarts_after_a_line() -> None:
    """Spec: "A line is drawn: everyone's below-line count starts again at 0": after
    Boris's game, Anna's 530 do not carry over; 7S by Anna with 7 → 280 below."""
    scored = sheet(
        contract("Boris", "10NT", 8), contract("Boris", "9H", 10), contract("Anna", "7S", 7)
    )
    assert scored.deals[2].facts.below == {"Anna": 280, "Boris": 240, "Vera": 240, "Gleb": 240}


def test_equal_leaders_each_win_a_game() -> None:
    """Spec [ruling for the tie]: Anna and Boris both at 1040 when the game ends → each
    writes +1000 above; Gleb, at 550, nothing."""
    scored = sheet(*tie_deals())
    assert scored.deals[2].facts.game_winners == ("Anna", "Boris")
    rules = by_rule(scored, 3)
    assert rules[("Anna", "game", "above")] == 1000
    assert rules[("Boris", "game", "above")] == 1000
    assert ("Gleb", "game", "above") not in rules
    assert scored.summary.to_json()["games"] == [{"deal": 3, "winners": ["Anna", "Boris"]}]


def test_the_leader_wins_when_several_pass_one_thousand() -> None:
    """Spec: "the player with the most below-line points wins it": 7H by Boris with 6
    (240; the others 280) three times → the defenders at 840, Boris 720; 13NT by Anna
    with 6 (600; the others 700): Boris 1420, Vera and Gleb 1540, Anna 1440 — Vera and
    Gleb lead with 1540 and win; Anna and Boris, over 1000 too, do not."""
    deals = [contract("Boris", "7H", 6)] * 3 + [contract("Anna", "13NT", 6)]
    scored = sheet(*deals)
    assert scored.deals[3].facts.game_winners == ("Vera", "Gleb")


def test_two_games_win_a_rubber() -> None:
    """Spec "Rubber", seed "роббер": Anna wins two games → +4000 above on that deal; the
    game count starts again for the next rubber."""
    scored = sheet(grand_slam("Anna"), grand_slam("Anna"), contract("Boris", "7H", 7))
    rules = by_rule(scored, 2)
    assert rules[("Anna", "game", "above")] == 1000
    assert rules[("Anna", "rubber", "above")] == 4000
    assert scored.summary.to_json()["rubbers"] == [{"deal": 2, "winner": "Anna"}]
    second, third = scored.deals[1:]
    assert second.facts.rubber_winners == ("Anna",)
    assert second.facts.rubber == 1
    assert second.facts.games_won["Anna"] == 2
    assert third.facts.rubber == 2
    assert third.facts.games_won == dict.fromkeys(PLAYERS, 0)
    assert third.facts.rubbers_won == {"Anna": 1, "Boris": 0, "Vera": 0, "Gleb": 0}
    # the rubber premium comes after the game premium, after the deal's own entries
    anna = [e.rule for e in scored.deals[1].entries if e.player == "Anna"]
    assert anna[-2:] == [Rule.GAME, Rule.RUBBER]


def test_two_players_win_the_rubber_on_the_same_deal() -> None:
    """Spec: "two players reaching two games on the same deal each write it": Anna and
    Boris each have a game, then tie for the next → both +1000 and +4000; the summary
    has one item per winner."""
    scored = sheet(grand_slam("Anna"), grand_slam("Boris"), *tie_deals())
    last = len(scored.deals)
    rules = by_rule(scored, last)
    for winner in ("Anna", "Boris"):
        assert rules[(winner, "game", "above")] == 1000
        assert rules[(winner, "rubber", "above")] == 4000
    assert scored.summary.to_json()["rubbers"] == [
        {"deal": last, "winner": "Anna"},
        {"deal": last, "winner": "Boris"},
    ]
    assert scored.deals[-1].facts.rubber_winners == ("Anna", "Boris")
    summary = scored.summary
    assert [summary.rubbers_won_by(p) for p in ("Anna", "Boris", "Vera")] == [1, 1, 0]
    assert [summary.games_won_by(p) for p in ("Anna", "Boris", "Vera")] == [2, 2, 0]
    assert summary.winner is None  # the partie goes on


def test_a_partie_is_four_rubbers_and_then_complete() -> None:
    """Spec "Partie": four rubbers make a full partie; the session is then complete.
    Eight grand slams by Anna: a game each, a rubber every second one."""
    scored = sheet(*[grand_slam("Anna")] * 8)
    assert scored.finished is True
    assert [r["deal"] for r in scored.summary.to_json()["rubbers"]] == [2, 4, 6, 8]
    assert [d.facts.rubber for d in scored.deals] == [1, 1, 2, 2, 3, 3, 4, 4]
    assert scored.deals[-1].facts.partie_complete is True
    # 8 × (1300 below + 6000 жук + 1000 game) + 4 × 4000 rubber
    assert scored.totals["Anna"] == 8 * 8300 + 4 * 4000
    # The partie's winner is its sole highest total (the history's leader) [ruling].
    assert scored.summary.winner == "Anna"
    assert (scored.summary.games_won_by("Anna"), scored.summary.rubbers_won_by("Anna")) == (8, 4)


def test_no_deal_after_the_partie() -> None:
    """Spec "Bad input": a deal after the partie is complete is refused, naming the deal."""
    problem = refusal(*[grand_slam("Anna")] * 8, misdeal("Anna"))
    assert problem.deal == 9
    assert str(problem) == "deal 9: no deal may follow deal 8: the partie is complete"


def test_misdeals_and_all_passes_never_end_a_game() -> None:
    """Spec: a game is counted on below-the-line points, which only contract tricks give."""
    scored = sheet(*[misdeal(p) for p in PLAYERS], all_pass(0, 0, 6, 7))
    assert not any(d.facts.line for d in scored.deals)
    assert scored.summary.to_json()["games"] == []


def test_first_dealer_is_seat_one() -> None:
    """Brief: the first deal's proposed dealer is the first player."""
    assert next_dealer(session_of()) == "Anna"


def test_dealer_passes_to_the_left() -> None:
    """Spec "Table": the dealer passes to the left (next in seat order), wrapping round."""
    assert next_dealer(session_of(all_pass(2, 3, 4, 4, dealer="Vera"))) == "Gleb"
    assert next_dealer(session_of(contract("Anna", "7H", 7, dealer="Gleb"))) == "Anna"


def test_same_dealer_after_a_misdeal() -> None:
    """Spec "Table" [ruling]: after a misdeal the same dealer deals again."""
    assert next_dealer(session_of(misdeal("Boris"))) == "Boris"


def test_the_proposal_follows_the_recorded_dealer() -> None:
    """Spec: "the user may override it" — the next proposal starts from whoever dealt."""
    assert (
        next_dealer(
            session_of(misdeal("Anna"), misdeal("Vera"), all_pass(2, 3, 4, 4, dealer="Vera"))
        )
        == "Gleb"
    )


def test_no_dealer_once_the_partie_is_complete() -> None:
    """Game protocol: next_dealer is None when no deal is to be dealt."""
    over = session_of(*[grand_slam("Anna")] * 8)
    assert GAME.next_dealer(over, score(over)) is None


def test_game_premium_belongs_to_the_deal_that_ended_the_game() -> None:
    """session-format.md: entries that close a game or rubber belong to the deal that
    ended it: deal 1 writes no game, deal 2 does."""
    scored = sheet(contract("Boris", "10NT", 8), contract("Boris", "9H", 10))
    assert sums(scored, 1)["Boris"] == {"below": 560, "above": -1400}
    assert sums(scored, 2)["Boris"] == {"below": 600, "above": 1000}


def test_a_partie_with_a_shared_top_has_no_winner() -> None:
    """Rulebook, "The partie" [Ruling]: the highest result wins; shared, nobody does.
    Grand slams by Anna and Boris in turn (A B A, B A B, A B A, B A B): each wins two
    rubbers and six games, and their totals are equal, so the summary names no winner."""
    scored = sheet(*[grand_slam(player) for player in ["Anna", "Boris"] * 6])
    assert scored.finished
    assert scored.totals["Anna"] == scored.totals["Boris"]
    summary = scored.summary
    assert [summary.rubbers_won_by(p) for p in ("Anna", "Boris")] == [2, 2]
    assert [summary.games_won_by(p) for p in ("Anna", "Boris")] == [6, 6]
    assert summary.winner is None
