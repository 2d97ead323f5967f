"""A knock worked out from both hands: lay-offs, the knocker's choice, the outcome
(issue 18, part 1; gin-family.md "Gin" and "Oklahoma" for the points).

The opponent lays off on the knocker's melds, chains included, and none on a gin; the
knocker picks, among his least-deadwood arrangements, the one that lets the opponent lay
off least. The points are the gin engine's (rules/gin/hands.py), so a knock worked out
from the cards scores exactly as the counts typed into the sheet.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, read_hand
from rules.errors import RuleViolation
from rules.gin.cards import parse_card
from rules.gin.hands import Outcome
from rules.gin.layoffs import best_response, lay_offs
from rules.gin.melds import best_hands, least_deadwood
from rules.gin.options import read_gin_options
from rules.gin.played_knock import play_knock
from rules.session import score, session_from_json
from tests.rules.card_strategies import brute_opponent_deadwood, knock_hands, two_hands

PLAIN = read_gin_options({}, ["knocker", "opponent"])
OKLAHOMA = read_gin_options({"variant": "oklahoma"}, ["knocker", "opponent"])


def hand(text: str) -> tuple[Card, ...]:
    return read_hand(text.split(), where="test")


def test_chained_lay_offs_on_a_run() -> None:
    """8♥ goes on 5♥6♥7♥ and lets 9♥ follow, then 10♥; 4♥ goes at the low end."""
    melds = least_deadwood(hand("5H 6H 7H 9C 9D 9S 2C 3C 4C AD")).melds
    laid = lay_offs(melds, hand("10H 9H 8H 4H KS"))
    assert sorted(str(lay.card) for lay in laid) == ["10H", "4H", "8H", "9H"]
    assert {lay.meld for lay in laid} == {1}


def test_the_fourth_card_of_a_set_lays_off_but_not_a_fifth() -> None:
    melds = least_deadwood(hand("9C 9D 9S 2C 3C 4C 5H 6H 7H AD")).melds
    assert [str(lay.card) for lay in lay_offs(melds, hand("9H"))] == ["9H"]
    four = least_deadwood(hand("9C 9D 9S 9H 2C 3C 4C 7H 8H AD")).melds
    assert lay_offs(four, hand("10S")) == ()


def test_a_knock_scored_as_the_engine_scores_it() -> None:
    """The source's first hand in cards: A knocks with 6, B has 19 after laying off;
    A scores 19 − 6 = 13 (gin-family.md; rulebook gin/knock).

    Knocker: 2♠3♠4♠, 8♦8♣8♥, J♥Q♥K♥, 6♣ over (6). Opponent: 7♦7♣7♥, 10♣J♣Q♣, lays off
    5♠ then 6♠ on the spades, keeps K♦ 9♠ (19).
    """
    knocker = hand("2S 3S 4S 8D 8C 8H JH QH KH 6C")
    opponent = hand("5S 6S 7D 7C 7H 10C JC QC KD 9S")
    played = play_knock(knocker, opponent, options=PLAIN, names=("A", "B"))
    assert played.knocker.deadwood == 6
    assert played.response.arrangement.deadwood == 5 + 6 + 10 + 9
    assert [str(lay.card) for lay in played.response.lay_offs] == ["5S", "6S"]
    assert played.response.deadwood == 19
    assert played.hand.outcome is Outcome.KNOCK
    assert (played.hand.winner, played.hand.points) == ("A", 13)
    assert played.record == {"type": "knock", "player": "A", "deadwood": 6, "opponent_deadwood": 19}


def test_no_lay_offs_on_gin() -> None:
    """gin-family.md: gin scores the opponent's deadwood + 25; nothing is laid off, not
    even the 5♥ that would go on A♥-4♥."""
    knocker = hand("AH 2H 3H 4H 9S 9D 9C JD JS JC")
    opponent = hand("5H 6S 7S 8S KD KC 2D 4D AS 3C")
    played = play_knock(knocker, opponent, options=PLAIN)
    assert played.response.lay_offs == ()
    assert played.response.deadwood == 5 + 10 + 10 + 2 + 4 + 1 + 3
    assert played.hand.outcome is Outcome.GIN
    assert played.hand.points == 35 + 25
    assert played.record["type"] == "gin"


def test_an_undercut_after_lay_offs() -> None:
    """Knocker 8 (8♣ over); the opponent lays off 4♠ and J♥, keeps his own Q-set and
    5♥-7♥ run, and 3♦ 5♣ = 8: equal counts are an undercut, 25 to the opponent
    (gin-family.md: k − o + 25)."""
    knocker = hand("AS 2S 3S 8H 9H 10H KC KD KS 8C")
    opponent = hand("4S JH QC QD QS 5H 6H 7H 3D 5C")
    played = play_knock(knocker, opponent, options=PLAIN)
    assert played.knocker.deadwood == 8
    assert sorted(str(lay.card) for lay in played.response.lay_offs) == ["4S", "JH"]
    assert played.response.deadwood == 8
    assert played.hand.outcome is Outcome.UNDERCUT
    assert (played.hand.winner, played.hand.points) == ("opponent", 25)


def test_the_knocker_picks_the_arrangement_that_lets_least_be_laid_off() -> None:
    """Eleven cards: J♠Q♠K♠ run or K♠K♥K♦ set, either leaving 10 after the discard.
    On the run the opponent would lay off 10♠ then 9♠ (19); on the set only K♣ (10). The
    knocker lays down the set: the opponent keeps 63 − 10 = 53, the knock scores 43."""
    knocker = hand("JS QS KS KH KD 2C 3C 4C 7H 7D 7C")
    opponent = hand("10S 9S KC 2D 4H 6D 8D QD AH 3H")
    options = best_hands(knocker)
    kinds = {tuple(len(meld.cards) for meld in a.melds) for a in options}
    assert len(options) > 1 and len(kinds) == 1
    counts = sorted(best_response(a.melds, opponent, gin=False).deadwood for a in options)
    assert counts[0] == 44 and counts[-1] == 53
    played = play_knock(knocker, opponent, options=PLAIN)
    assert [str(lay.card) for lay in played.response.lay_offs] == ["KC"]
    assert played.response.deadwood == 53
    assert played.hand.points == 53 - 10


def test_a_knock_above_the_limit_is_refused_naming_the_knocker() -> None:
    with pytest.raises(RuleViolation) as refused:
        play_knock(
            hand("AS 2S 3S 8H 9H 10H KC KD QS QD"),
            hand("4S JH 3D 5C QC 2H 6D 7C 9C 10D"),
            options=PLAIN,
        )
    assert str(refused.value) == (
        "knocker: the knocker's least deadwood is 40, above the knock limit 10: "
        "no knock is possible"
    )


def test_oklahoma_limit_and_spade_doubling() -> None:
    """gin-family.md, Oklahoma: a 7♠ upcard sets the limit 7 and doubles the hand:
    2 × (19 − 6) = 26; under a 3♥ the knock with 6 is refused."""
    knocker = hand("2S 3S 4S 8D 8C 8H JH QH KH 6C")
    opponent = hand("5S 6S 7D 7C 7H 10C JC QC KD 9S")
    played = play_knock(knocker, opponent, options=OKLAHOMA, upcard=parse_card("7S"))
    assert played.hand.doubled and played.hand.knock_limit == 7
    assert played.hand.points == 26
    assert played.record["upcard"] == "7S"
    with pytest.raises(RuleViolation, match="above the knock limit 3"):
        play_knock(knocker, opponent, options=OKLAHOMA, upcard=parse_card("3H"))


@settings(max_examples=60, deadline=None)
@given(st.one_of(two_hands(), knock_hands(), knock_hands(11)))
def test_the_opponent_count_is_the_brute_force_count(hands: tuple[list[Card], list[Card]]) -> None:
    """For each of the knocker's least-deadwood arrangements, the opponent's count after
    lay-offs is the least any legal lay-off and lay-out leaves; the knocker's pick is the
    arrangement that leaves the most; the record scores as the engine scores it."""
    knocker, opponent = hands
    options = best_hands(knocker)
    counts = []
    for arrangement in options:
        melds = [meld.cards for meld in arrangement.melds]
        gin = arrangement.deadwood == 0
        response = best_response(arrangement.melds, opponent, gin=gin)
        expected = (
            least_deadwood(opponent).deadwood if gin else brute_opponent_deadwood(melds, opponent)
        )
        assert response.deadwood == expected
        counts.append(response.deadwood)
    if options[0].deadwood > 10:
        with pytest.raises(RuleViolation):
            play_knock(knocker, opponent, options=PLAIN)
        return
    played = play_knock(knocker, opponent, options=PLAIN)
    assert played.response.deadwood == max(counts)
    session = session_from_json(
        {
            "format": "zapis-session",
            "version": 1,
            "game": "gin",
            "players": ["knocker", "opponent"],
            # A target out of reach: only the hand's own score is written.
            "options": {"target": 100_000},
            "deals": [played.record],
        }
    )
    totals = score(session).totals
    assert totals[played.hand.winner or "knocker"] == played.hand.points
