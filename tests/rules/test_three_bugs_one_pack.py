"""Records that no 52-card pack can give are refused, naming the deal and the fields
(three-bugs.md "Honours", "Crowns", "Amurchik", "Bad input"; rulebook
``three-bugs/one-pack`` [Ruling]; issue 17's audit examples).

The property tests check both ways with real cards: a record the engine accepts has a
deal that gives it (the engine builds one, and :mod:`tests.rules.three_bugs_deals` reads
the record back off those cards), and the record of any shuffled pack is accepted.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.three_bugs.one_pack import PackQuestion, realise
from rules.three_bugs.pack_check import check_one_pack
from rules.three_bugs.records import AceClaim, Contract, Crown, HandPremiums, Strain, Suit
from tests.rules.three_bugs_deals import (
    SUITS,
    bunched_deal,
    choose_dealt,
    full_pack,
    read_record,
)
from tests.rules.three_bugs_support import PLAYERS, by_rule, contract, refusal, sheet

# --- the audit's examples, through the whole scorer ------------------------------------


def test_nt_honours_0_with_the_soloist_claiming_four_aces_is_refused() -> None:
    """Audit: 9NT, honours 0, soloist claims four aces: eight aces in one pack (it scored
    +800 to each defender and +2000 to the soloist)."""
    caught = refusal(contract("Vera", "9NT", 9, honours=0, aces=[{"player": "Vera", "count": 4}]))
    assert caught.deal == 1
    assert caught.field == "honours"
    assert str(caught) == (
        "deal 1: Vera claims 4 aces, but honours at 9NT are the soloist's aces and are 0: "
        "one of the two is wrong"
    )


def test_nt_honours_4_with_another_player_claiming_three_aces_is_refused() -> None:
    """Audit: honours 4 at NT give the soloist every ace; Gleb cannot hold three."""
    caught = refusal(
        contract(
            "Vera",
            "9NT",
            9,
            honours=4,
            aces=[{"player": "Vera", "count": 4}, {"player": "Gleb", "count": 3}],
        )
    )
    assert (caught.deal, caught.field) == (1, "aces")
    caught = refusal(contract("Vera", "9NT", 9, honours=4, aces=[{"player": "Gleb", "count": 3}]))
    assert (caught.deal, caught.field) == (1, "honours")
    assert "leave 0" in str(caught) and "need 3" in str(caught)


def test_nt_honours_4_with_a_defenders_crown_is_refused() -> None:
    """Audit: a crown starts with its ace, and honours 4 at NT put all four aces in the
    soloist's hand."""
    caught = refusal(
        contract("Vera", "9NT", 9, honours=4, crowns=[{"player": "Anna", "suit": "H", "length": 3}])
    )
    assert (caught.deal, caught.field) == (1, "honours")
    assert str(caught) == (
        "deal 1: honours 4 at 9NT give Vera 4 of the four aces and leave 0, but the crowns "
        "and aces recorded for the other players need 1 (a crown starts with its ace)"
    )
    # With Vera's four aces claimed as well, the crowns-and-aces count refuses it first.
    caught = refusal(
        contract(
            "Vera",
            "9NT",
            9,
            honours=4,
            aces=[{"player": "Vera", "count": 4}],
            crowns=[{"player": "Anna", "suit": "H", "length": 3}],
        )
    )
    assert (caught.deal, caught.field) == (1, "aces")
    assert "need 5 aces" in str(caught)


def test_nt_honours_3_without_an_aces_claim_is_refused_not_dropped() -> None:
    """Audit: honours 3 at NT mean three aces in the soloist's hand, worth +1000 that a
    record without the claim silently dropped. Refused, saying what to record."""
    caught = refusal(contract("Vera", "9NT", 9, honours=3))
    assert (caught.deal, caught.field) == (1, "aces")
    assert str(caught) == (
        "deal 1: honours 3 at 9NT mean Vera held 3 aces: record aces 3 for Vera as well (+1000)"
    )
    # With the claim the deal scores both: 3 × 200 honours and 1000 for the aces.
    rules = by_rule(
        sheet(contract("Vera", "9NT", 9, honours=3, aces=[{"player": "Vera", "count": 3}]))
    )
    assert rules[("Vera", "honours", "above")] == 600
    assert rules[("Vera", "aces", "above")] == 1000


def test_suit_honours_7_or_8_need_the_soloists_aces() -> None:
    """At a suit, 7 of the 8 honours leave at most one ace out: three or four aces."""
    for honours in (7, 8):
        caught = refusal(contract("Vera", "8H", 8, honours=honours))
        assert (caught.deal, caught.field) == (1, "aces")
    # 8 honours are A K Q J 10 of trumps too: a crown of five or more must be recorded.
    caught = refusal(contract("Vera", "8H", 8, honours=8, aces=[{"player": "Vera", "count": 4}]))
    assert caught.field == "honours"
    assert "one 52-card pack" in str(caught)
    sheet(
        contract(
            "Vera",
            "8H",
            8,
            honours=8,
            aces=[{"player": "Vera", "count": 4}],
            crowns=[{"player": "Vera", "suit": "H", "length": 6}],
        )
    )


def test_an_amurchik_soloist_holds_two_talon_pictures_at_most() -> None:
    """An amurchik is judged on the 11 cards dealt; the two talon cards may be aces, so
    honours 2 at NT stand and 3 cannot (rulebook ``three-bugs/one-pack``)."""
    sheet(contract("Vera", "9NT", 9, honours=2, amurchik=["Vera"]))
    caught = refusal(
        contract(
            "Vera", "9NT", 9, honours=3, aces=[{"player": "Vera", "count": 3}], amurchik=["Vera"]
        )
    )
    assert caught.field == "amurchik"
    caught = refusal(contract("Vera", "8S", 8, honours=4, amurchik=["Vera"]))
    assert (caught.field, caught.params["most"]) == ("amurchik", 3)


def test_four_amurchiks_need_more_low_cards_than_a_pack_has() -> None:
    """36 cards lie below the jack: three deals of 11 without a picture, not four."""
    caught = refusal(
        {
            "type": "all-pass",
            "dealer": "Anna",
            "tricks": {"Anna": 4, "Boris": 3, "Vera": 3, "Gleb": 3},
            "amurchik": PLAYERS,
        }
    )
    assert (caught.deal, caught.field, caught.params["count"]) == (1, "amurchik", 4)


def test_an_unrecorded_crown_at_a_suit_is_refused_in_an_all_pass() -> None:
    """Three aces claimed, crowns in every suit for others: the crowns need four aces."""
    caught = refusal(
        {
            "type": "all-pass",
            "dealer": "Anna",
            "tricks": {"Anna": 4, "Boris": 3, "Vera": 3, "Gleb": 3},
            "aces": [{"player": "Anna", "count": 3}],
            "crowns": [
                {"player": "Boris", "suit": "S", "length": 3},
                {"player": "Vera", "suit": "H", "length": 3},
            ],
        }
    )
    assert caught.deal == 1 and "aces" in str(caught)


# --- without any claim the quick checks agree with the search -------------------------


@pytest.mark.parametrize("seated", [3, 4])
@pytest.mark.parametrize("strain", list(Strain))
def test_quick_checks_agree_with_the_search_when_nothing_is_claimed(
    seated: int, strain: Strain
) -> None:
    """pack_check skips the search for a record with honours only; that is right only if
    its bounds (NT: 2 aces; a suit: 6 honours) are exactly the search's answer."""
    players = PLAYERS[:seated]
    trump = None if strain is Strain.NO_TRUMPS else Suit(strain.value)
    for honours in range(0, 5 if trump is None else 9):
        question = PackQuestion(seated, trump, 0, honours)
        try:
            check_one_pack(1, players, HandPremiums(), Contract(9, strain), players[0], honours)
            accepted = True
        except RuleViolation:
            accepted = False
        assert accepted == (realise(question) is not None), (strain, honours)


# --- both ways with real cards -----------------------------------------------------------


def _question_of(
    seated: int,
    trump: Suit | None,
    soloist: int | None,
    honours: int | None,
    crowns: frozenset[tuple[int, Suit, int]],
    aces: frozenset[tuple[int, int]],
    amurchik: frozenset[int],
) -> PackQuestion:
    return PackQuestion(
        seated, trump, soloist, honours, tuple(sorted(crowns)), tuple(sorted(aces)), amurchik
    )


def _engine_accepts(question: PackQuestion) -> bool:
    players = PLAYERS[: question.seated]
    premiums = HandPremiums(
        tuple(Crown(players[hand], suit, length) for hand, suit, length in question.crowns),
        tuple(AceClaim(players[hand], count) for hand, count in question.aces),
        tuple(players[hand] for hand in sorted(question.amurchik)),
    )
    try:
        if question.soloist is None:
            check_one_pack(1, players, premiums)
        else:
            strain = Strain.NO_TRUMPS if question.trump is None else Strain(question.trump.value)
            assert question.honours is not None
            check_one_pack(
                1,
                players,
                premiums,
                Contract(9, strain),
                players[question.soloist],
                question.honours,
            )
    except RuleViolation:
        return False
    return True


@st.composite
def real_deals(draw: Any) -> tuple[PackQuestion, list[frozenset[Any]]]:
    """A shuffled pack dealt 11 each plus two talon cards each, a contract or an all
    pass, and the record the table writes for it."""
    order = draw(st.permutations(range(52)))
    pack = full_pack()
    cards = [pack[index] for index in order]
    dealt = [frozenset(cards[11 * hand : 11 * hand + 11]) for hand in range(4)]
    talon = cards[44:]
    hands = [dealt[hand] | frozenset(talon[2 * hand : 2 * hand + 2]) for hand in range(4)]
    seated = draw(st.sampled_from([3, 4]))
    all_pass = draw(st.booleans())
    trump = None if all_pass else draw(st.sampled_from([None, *SUITS]))
    soloist = None if all_pass else draw(st.integers(0, seated - 1))
    record = read_record(hands, dealt, seated, trump, soloist)
    question = _question_of(
        seated, trump, soloist, record.honours, record.crowns, record.aces, record.amurchik
    )
    return question, hands


@st.composite
def skewed_deals(draw: Any) -> tuple[PackQuestion, list[frozenset[Any]]]:
    """Deals where the pictures bunch (crowns, aces, amurchiks common)."""
    hands, dealt = bunched_deal(draw(st.integers(0, 2**32 - 1)))
    seated = draw(st.sampled_from([3, 4]))
    all_pass = draw(st.booleans())
    trump = None if all_pass else draw(st.sampled_from([None, *SUITS]))
    soloist = None if all_pass else draw(st.integers(0, seated - 1))
    record = read_record(hands, dealt, seated, trump, soloist)
    question = _question_of(
        seated, trump, soloist, record.honours, record.crowns, record.aces, record.amurchik
    )
    return question, hands


@settings(max_examples=150, deadline=None)
@given(st.one_of(real_deals(), skewed_deals()))
def test_the_record_of_a_real_deal_is_accepted(deal: tuple[PackQuestion, Any]) -> None:
    """Any 52-card deal gives a record the engine accepts."""
    question, _ = deal
    assert _engine_accepts(question), question


@st.composite
def records(draw: Any) -> PackQuestion:
    """Any record within the fields' own ranges, consistent or not."""
    seated = draw(st.sampled_from([3, 4]))
    all_pass = draw(st.booleans())
    trump = None if all_pass else draw(st.sampled_from([None, *SUITS]))
    soloist = None if all_pass else draw(st.integers(0, seated - 1))
    honours = None
    if not all_pass:
        honours = draw(st.integers(0, 4 if trump is None else 8))
    suits = draw(st.lists(st.sampled_from(SUITS), unique=True, max_size=4))
    crowns = frozenset(
        (draw(st.integers(0, seated - 1)), suit, draw(st.integers(3, 7))) for suit in suits
    )
    aces: frozenset[tuple[int, int]] = frozenset()
    if draw(st.booleans()):
        aces = frozenset({(draw(st.integers(0, seated - 1)), draw(st.sampled_from([3, 4])))})
    holders = {hand for hand, _, _ in crowns} | {hand for hand, _ in aces}
    amurchik = frozenset(
        hand
        for hand in draw(st.sets(st.integers(0, seated - 1), max_size=3))
        if hand not in holders
    )
    return _question_of(seated, trump, soloist, honours, crowns, aces, amurchik)


@settings(max_examples=200, deadline=None)
@given(records())
def test_every_accepted_record_has_a_deal_that_gives_it(question: PackQuestion) -> None:
    """Accepted ⇒ the engine's deal is four real hands of 13 from one pack whose record,
    read off the cards, is exactly the one accepted; and a record some deal realises is
    never refused by the quick checks either."""
    witness = realise(question)
    accepted = _engine_accepts(question)
    if witness is None:
        assert not accepted, question
        return
    assert accepted, question
    hands = list(witness)
    assert sum(len(hand) for hand in hands) == 52
    dealt = choose_dealt(hands, question.amurchik)
    record = read_record(hands, dealt, question.seated, question.trump, question.soloist)
    assert record.honours == question.honours
    assert record.crowns == frozenset(question.crowns)
    assert record.aces == frozenset(question.aces)
    assert record.amurchik == question.amurchik


# --- the cards' own reading (rules/three_bugs/hands.py) agrees -----------------------

_RANK_NAMES = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([3, 4]), st.sampled_from(["7NT", "7S", "8H"]))
def test_what_the_cards_module_reads_off_a_deal_is_accepted_without_the_cards(
    seed: int, seated: int, contract_text: str
) -> None:
    """The record :func:`rules.three_bugs.hands.count_hands` writes for a real deal (the
    talon cards given, so amurchik is judged on the 11 dealt) passes the one-pack check
    when entered without its cards: the two readings of a deal agree."""
    from rules.cards import Card
    from rules.cards import Suit as CardSuit
    from rules.three_bugs.hands import DealtHands, count_hands
    from rules.three_bugs.parsing import parse_contract

    hands, dealt = bunched_deal(seed)
    names = [*PLAYERS[:seated], "dummy"][:4]

    def cards(part: frozenset[Any]) -> tuple[Card, ...]:
        return tuple(sorted(Card(_RANK_NAMES[rank], CardSuit(suit.value)) for suit, rank in part))

    by_name = {name: cards(hand) for name, hand in zip(names, hands, strict=True)}
    talon = {name: cards(hand - part) for name, hand, part in zip(names, hands, dealt, strict=True)}
    contract_value = parse_contract(contract_text, deal=1, field="contract", name="contract")
    counted = count_hands(
        DealtHands(by_name, talon, "dummy" if seated == 3 else None), contract_value, names[0]
    )
    deal = {
        "type": "contract",
        "dealer": names[0],
        "soloist": names[0],
        "contract": contract_text,
        "tricks": 7,
        **counted.to_json(),
    }
    players = PLAYERS[:seated]
    sheet(deal, players=players, **({"dummy": True} if seated == 3 else {}))
