"""Properties of the Three Bugs engine over random valid sessions (hypothesis), and
random junk always refused with a RuleViolation."""

from __future__ import annotations

import contextlib
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.ledger import Column
from rules.session import (
    Session,
    read_deal,
    read_session,
    score,
    session_from_json,
    write_session,
)
from rules.three_bugs import RULE_IDS, RULE_ORDER, Reason
from tests.conftest import examples
from tests.helpers import session_dict
from tests.rules.three_bugs_strategies import JUNK, deals, junk_in_a_field, sessions
from tests.rules.three_bugs_support import PLAYERS

SETTINGS = settings(max_examples=examples(100), deadline=None)
DEAL_KEYS = (
    "type",
    "dealer",
    "soloist",
    "bid",
    "contract",
    "tricks",
    "honours",
    "crowns",
    "aces",
    "amurchik",
    "faults",
)
"""Every key a deal record may hold (session-format.md, "three-bugs"), stated here rather
than taken from the engine, so the tests check the engine against the format."""


@SETTINGS
@given(sessions())
def test_scoring_a_prefix_gives_the_same_deals(session: Session) -> None:
    """Design, "Scoring is a pure function of the records": scoring deals 1..k gives
    the same entries and facts for those deals as scoring the whole session."""
    whole = score(session)
    for count in range(len(session.deals) + 1):
        assert score(session.prefix(count)).deals == whole.deals[:count]


@SETTINGS
@given(sessions())
def test_every_entry_names_a_known_rule_and_reason_in_order(session: Session) -> None:
    """Brief: every entry's rule id is in RULE_IDS, its reason a known word, no entry is
    0, and a deal's entries come by seat, then rule, below before above."""
    players = list(session.players)
    reasons = {str(reason) for reason in Reason}
    rank = {str(rule): place for place, rule in enumerate(RULE_ORDER)}
    for deal in score(session).deals:
        keys = []
        for entry in deal.entries:
            assert entry.rule in RULE_IDS
            assert entry.reason in reasons
            assert entry.points != 0
            assert entry.column in (Column.ABOVE, Column.BELOW)
            keys.append(
                (players.index(entry.player), rank[entry.rule], entry.column is Column.ABOVE)
            )
        assert keys == sorted(keys)


@SETTINGS
@given(sessions())
def test_below_the_line_since_the_last_line_stays_under_one_thousand(session: Session) -> None:
    """Spec "Game": at 1000 or more the game ends and a line is drawn, so after every deal
    each player's below-the-line points since the last line are under 1000; the facts
    agree with a running sum of the below-the-line entries."""
    running = dict.fromkeys(session.players, 0)
    for deal in score(session).deals:
        for entry in deal.entries:
            if entry.column is Column.BELOW:
                running[entry.player] += entry.points
        if deal.facts.line:
            assert max(running.values()) >= 1000
            winners = [p for p, points in running.items() if points == max(running.values())]
            assert list(deal.facts.game_winners) == winners
            running = dict.fromkeys(session.players, 0)
        assert deal.facts.below == running
        assert all(points < 1000 for points in running.values())


@SETTINGS
@given(sessions())
def test_contract_columns_are_the_spec_arithmetic(session: Session) -> None:
    """Spec "Tricks, below the line": whatever faults split the entries, a contract
    deal's below-the-line sum is t·T(n) for the soloist and (13−t)·T(n) for each
    defender, t the adjusted tricks."""
    trick_values = session.options["trick_values"]
    for read, deal in zip(session.deals, score(session).deals, strict=True):
        record = read.to_json()
        if record["type"] != "contract":
            continue
        value = trick_values[record["contract"].rstrip("SCDHNT")]
        counted = deal.facts.tricks_counted
        below = dict.fromkeys(session.players, 0)
        for entry in deal.entries:
            if entry.column is Column.BELOW and entry.reason != Reason.GAME:
                below[entry.player] += entry.points
        for player in session.players:
            expected = counted if player == record["soloist"] else 13 - counted
            assert below[player] == expected * value


@SETTINGS
@given(sessions())
def test_totals_are_the_sum_of_the_entries(session: Session) -> None:
    """session-format.md: totals are each player's sum of all his entries."""
    scored = score(session)
    sums = dict.fromkeys(session.players, 0)
    for deal in scored.deals:
        for entry in deal.entries:
            sums[entry.player] += entry.points
    assert scored.totals == sums


@SETTINGS
@given(sessions())
def test_a_session_round_trips_through_its_file(session: Session) -> None:
    """session-format.md: a session written and read back is unchanged, and scores the
    same."""
    again = read_session(write_session(session))
    assert again == session
    assert score(again) == score(session)


@SETTINGS
@given(sessions(), st.data())
def test_editing_a_deal_and_entering_it_again_gives_the_same_sheet(
    session: Session, data: st.DataObject
) -> None:
    """Design: the sheet is recomputed from the records, so no edit leaves a trace: deal
    i replaced by another and then by the original gives the original sheet."""
    if not session.deals:
        return
    number = data.draw(st.integers(1, len(session.deals)))
    other = data.draw(deals(list(session.players)))
    edited = session.with_deal_replaced(number, read_deal(session, other, number))
    # The other deal may complete the partie early (refused); the edit is undone anyway.
    with contextlib.suppress(RuleViolation):
        score(edited)
    restored = edited.with_deal_replaced(number, session.deals[number - 1])
    assert score(restored) == score(session)


def score_with(deal: Any, players: list[str] | None = None) -> None:
    score(session_from_json(session_dict("three-bugs", players or PLAYERS, [deal])))


@SETTINGS
@given(junk_in_a_field())
def test_junk_in_any_field_is_refused_or_scored_never_crashes(deal: dict[str, Any]) -> None:
    """Brief: random junk in a field gives a RuleViolation, never another exception (junk
    that happens to be a valid value scores)."""
    try:
        score_with(deal)
    except RuleViolation as problem:
        assert problem.deal == 1
        assert problem.field


@SETTINGS
@given(deals(PLAYERS), st.text(min_size=1, max_size=8), JUNK)
def test_an_unknown_key_is_always_refused(deal: dict[str, Any], key: str, junk: Any) -> None:
    """Session format: unknown keys are refused."""
    if key in DEAL_KEYS:
        key = f"x-{key}"
    try:
        score_with({**deal, key: junk})
    except RuleViolation as problem:
        assert problem.deal == 1
    else:
        raise AssertionError("an unknown key was accepted")


@SETTINGS
@given(deals(PLAYERS), st.data())
def test_a_missing_required_field_is_always_refused(
    deal: dict[str, Any], data: st.DataObject
) -> None:
    """Session format: type, dealer (and for a contract soloist, contract, tricks,
    honours; for an all-pass tricks) are required."""
    required = {
        "misdeal": ["type", "dealer"],
        "contract": ["type", "dealer", "soloist", "contract", "tricks", "honours"],
        "all-pass": ["type", "dealer", "tricks"],
    }[deal["type"]]
    key = data.draw(st.sampled_from(required))
    try:
        score_with({k: v for k, v in deal.items() if k != key})
    except RuleViolation as problem:
        assert problem.deal == 1
    else:
        raise AssertionError(f"a deal without {key} was accepted")


@SETTINGS
@given(st.dictionaries(st.sampled_from(DEAL_KEYS), JUNK))
def test_a_random_record_is_refused_or_scored_never_crashes(record: dict[str, Any]) -> None:
    """Brief: whatever a record holds, the engine answers with a RuleViolation or a sheet."""
    try:
        score_with(record)
    except RuleViolation as problem:
        assert problem.deal == 1
