"""The lines sessions grow in (rules/session_line.py, issue 31): whatever is appended,
replaced, cut or checked again in whatever order, two sessions share at least as many
first records as their lines say, two of one line and one length are equal, and the
memo that trusts the lines gives the sheet scoring from scratch gives."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.test_every_game_window_bench import _session, _stream
from rules.errors import RuleViolation
from rules.scoring import Scoring
from rules.session import Session, read_entered_deal, score
from rules.session_line import shared_count
from tests.conftest import examples

SETTINGS = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
POOL = _stream("gin", 40)

steps = st.lists(
    st.tuples(
        st.sampled_from(["append", "append", "replace", "prefix", "again"]),
        st.integers(0, 10**6),
        st.integers(0, len(POOL) - 1),
    ),
    min_size=1,
    max_size=40,
)


def _shared(one: Session, other: Session) -> int:
    count = 0
    for mine, theirs in zip(one.deals, other.deals, strict=False):
        if mine != theirs:
            break
        count += 1
    return count


@SETTINGS
@given(steps)
def test_what_the_lines_say_two_sessions_share_they_share(plan: list[Any]) -> None:
    sessions: list[Session] = [_session("gin", POOL[:3])]
    scoring = Scoring()
    for kind, pick, record in plan:
        base = sessions[pick % len(sessions)]
        if kind in ("append", "again"):
            if kind == "again":
                base = sessions[-1]  # one session extended twice: the line forks
            grown = base.with_deal(read_entered_deal(base, POOL[record]))
        elif kind == "replace" and base.deals:
            number = pick % len(base.deals) + 1
            entered = read_entered_deal(base, POOL[record], number)
            grown = base.with_deal_replaced(number, entered)
        else:
            grown = base.prefix(pick % (len(base.deals) + 1))
        sessions.append(grown)
        try:
            scored = scoring.score(grown)
        except RuleViolation:
            continue
        assert scored == score(grown)
    for one in sessions:
        for other in sessions:
            known = shared_count(one.line, len(one.deals), other.line, len(other.deals))
            if known is None:
                continue
            assert known <= _shared(one, other)
            if one.line is other.line and len(one.deals) == len(other.deals):
                assert one == other


def test_a_deal_appended_beside_a_checked_one_steps_one_deal_and_keeps_the_rest() -> None:
    """A session that forked from the one a check extended (a caller appending the same
    deal itself) shares every record with the checked candidate: the next deal is stepped
    alone from its kept state, and every earlier deal is the candidate's own object (the
    views see by identity that nothing before it changed)."""
    session = _session("gin", POOL[:30])
    scoring = Scoring()
    scoring.score(session)
    record = read_entered_deal(session, POOL[30])
    checked = scoring.check_deal(session, record)
    beside = session.with_deal(record)  # the tip was the check's: a fork
    assert beside.line is not checked_line(scoring, session, record)
    grown = beside.with_deal(read_entered_deal(beside, POOL[31]))
    stepped, compared = scoring.deals_scored, scoring.records_compared
    scored = scoring.score(grown)
    assert scoring.deals_scored - stepped == 1
    assert scoring.records_compared - compared == 1  # the one record after the fork
    assert all(mine is kept for mine, kept in zip(scored.deals, checked.deals, strict=False))
    assert scored == score(grown)


def checked_line(scoring: Scoring, session: Session, record: Any) -> Any:
    """The line of the candidate the last check of ``record`` after ``session`` scored."""
    return scoring.appended(session, record).line
