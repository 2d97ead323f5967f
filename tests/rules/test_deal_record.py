"""Deal records typed at the edge (issue 24): read once where they enter, written back
exactly as entered, and refused in deal order as before they were typed."""

from __future__ import annotations

import json

import pytest

from rules.deal_record import DealRecord, RefusedDeal
from rules.errors import RuleViolation
from rules.gin.records import GinRecord
from rules.rummy.records import RummyRecord
from rules.session import (
    new_session,
    read_deal,
    read_entered_deal,
    read_session,
    score,
    with_json_deals,
    write_session,
)
from rules.stukolka.records import StukolkaRecord
from rules.three_bugs.records import ContractDeal, ThreeBugsRecord
from tests.helpers import session_dict

FOUR = ["Anna", "Boris", "Vera", "Gleb"]


def _refusal(session_text: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        score(read_session(session_text))
    return refused.value


def test_each_game_reads_its_own_typed_record() -> None:
    """A file's deals come out as each game's record type, their fields typed."""
    contract = {"type": "contract", "dealer": "Anna", "soloist": "Boris", "contract": "7H",
                "tricks": 8, "honours": 2}  # fmt: skip
    three_bugs = read_session(json.dumps(session_dict("three-bugs", FOUR, [contract])))
    record = three_bugs.deals[0]
    assert isinstance(record, ThreeBugsRecord) and isinstance(record.deal, ContractDeal)
    assert (record.dealer, record.deal.soloist, record.deal.contract.level) == ("Anna", "Boris", 7)
    stukolka = read_session(
        json.dumps(session_dict("stukolka", FOUR[:3], [{"dealer": "Vera", "knocked": []}]))
    )
    assert isinstance(stukolka.deals[0], StukolkaRecord) and stukolka.deals[0].dealer == "Vera"
    knock = {"type": "knock", "player": "Anna", "deadwood": 4, "opponent_deadwood": 20}
    gin = read_session(json.dumps(session_dict("gin", FOUR[:2], [knock])))
    hand = gin.deals[0]
    assert isinstance(hand, GinRecord) and (hand.player, hand.hand.points) == ("Anna", 16)
    counts = {"melded": {"Anna": 30, "Boris": 0}, "in_hand": {"Anna": 5, "Boris": 12}}
    rummy = read_session(json.dumps(session_dict("rummy", FOUR[:2], [counts])))
    assert isinstance(rummy.deals[0], RummyRecord) and rummy.deals[0].in_hand["Boris"] == 12
    assert all(isinstance(s.deals[0], DealRecord) for s in (three_bugs, stukolka, gin, rummy))


def test_a_record_is_written_back_exactly_as_entered() -> None:
    """Keys in an order of the file's own, a field the engine reads with a default: the
    export is the import, text for text."""
    odd = {"tricks": 6, "honours": 0, "contract": "6S", "soloist": "Boris", "dealer": "Anna",
           "type": "contract", "bid": "6S"}  # fmt: skip
    text = write_session(read_session(json.dumps(session_dict("three-bugs", FOUR, [odd]))))
    assert write_session(read_session(text)) == text
    assert json.loads(text)["deals"] == [odd]
    assert list(json.loads(text)["deals"][0]) == list(odd)


def test_a_refused_record_is_refused_in_deal_order() -> None:
    """Deal 2 breaks a rule that needs the deals before it (rummy: the game ended at
    deal 1), deal 3 cannot even be read: the refusal is deal 2's, as when the records
    were read only while scoring."""
    won = {"melded": {"Anna": 50, "Boris": 0}, "in_hand": {"Anna": 0, "Boris": 0}}
    junk = {"melded": {"Anna": "many"}}
    text = json.dumps(session_dict("rummy", FOUR[:2], [won, junk, junk], target=10))
    refused = _refusal(text)
    assert (refused.deal, refused.field) == (2, "deal")
    assert "the game ended at deal 1" in str(refused)


def test_an_unreadable_record_is_refused_at_its_deal_with_its_field() -> None:
    """The first unreadable deal is refused with the message its game's reading gives."""
    good = {"type": "misdeal", "dealer": "Anna"}
    text = json.dumps(session_dict("three-bugs", FOUR, [good, {"type": "bid"}, {"x": 1}]))
    session = read_session(text)
    assert isinstance(session.deals[1], RefusedDeal)
    assert session.deals[1].to_json() == {"type": "bid"}
    refused = _refusal(text)
    assert (refused.deal, refused.field) == (2, "type")
    assert str(refused).startswith("deal 2: ")


def test_a_refused_record_moved_by_an_edit_names_its_new_place() -> None:
    """Deal 3's refusal, put in as deal 1 by an edit, is deal 1's."""
    session = new_session("three-bugs", FOUR)
    bad = read_deal(session, {"type": "misdeal", "dealer": "Zoe"}, 3)
    assert isinstance(bad, RefusedDeal) and bad.violation.deal == 3
    with pytest.raises(RuleViolation) as refused:
        score(session.with_deal(bad))
    assert (refused.value.deal, refused.value.field) == (1, "dealer")


def test_what_a_form_hands_in_is_held_to_the_file_limits() -> None:
    """The form's edge: not an object, or a control character in a value, is refused
    naming the deal; a record already read goes through as it is."""
    session = new_session("rummy", FOUR[:2])
    with pytest.raises(RuleViolation) as not_object:
        read_entered_deal(session, [1, 2], 1)  # type: ignore[arg-type]
    assert str(not_object.value) == "deal 1: a deal must be a JSON object"
    counts = {"melded": {"Anna": 1, "Boris": 0}, "in_hand": {"Anna": 0, "Boris": 0}}
    read = read_entered_deal(session, counts)
    assert read_entered_deal(session, read) is read
    with pytest.raises(RuleViolation) as control:
        read_entered_deal(session, {**counts, "note": "a\nb"})
    assert (control.value.deal, control.value.field) == (1, "note")
    unknown = read_entered_deal(session, {**counts, "note": "ab"})
    assert isinstance(unknown, RefusedDeal) and unknown.violation.field == "note"


def test_deals_handed_in_as_json_are_read_by_the_game() -> None:
    """``with_json_deals``: the test and tool door to a session's deals as JSON."""
    base = new_session("stukolka", FOUR[:3])
    session = with_json_deals(base, [{"dealer": "Anna", "knocked": []}] * 3)
    assert [deal.dealer for deal in session.deals] == ["Anna"] * 3
    assert score(session).deals[-1].deal == 3
