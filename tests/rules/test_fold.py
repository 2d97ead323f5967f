"""Scoring is a fold, and the memo resumes it (rules/fold.py, rules/score_memo.py; issue
15): whatever edits a sitting goes through — deals appended, replaced, deleted, put back
in — the sheet the memo gives is the one the engine gives scoring the records whole, and
appending a deal scores that deal alone."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.deal_record import DealRecord
from rules.errors import RuleViolation
from rules.fold import Folding, fold_records
from rules.ledger import Scored
from rules.registry import find_game
from rules.score_memo import EVERY, ScoreMemo, check_bounds
from rules.session import (
    Session,
    new_session,
    read_deal,
    read_session,
    session_to_json,
    with_json_deals,
)
from tests.rules import three_bugs_strategies
from tests.rules.gin_strategies import gin_files, rummy_files
from tests.rules.stukolka_strategies import session_files as stukolka_files

PROPERTY = settings(max_examples=120, deadline=None)

sittings = st.one_of(
    stukolka_files().map(lambda data: read_session(json.dumps(data))),
    gin_files().map(lambda data: read_session(json.dumps(data))),
    rummy_files().map(lambda data: read_session(json.dumps(data))),
    three_bugs_strategies.sessions().map(
        lambda session: read_session(json.dumps(session_to_json(session)))
    ),
)
"""A valid sitting of any built-in game."""


def _copy(session: Session, number: int) -> DealRecord:
    """Deal ``number`` read again from its JSON: an equal record in a new object."""
    return read_deal(session, session.deals[number - 1].to_json(), number)


def _whole(session: Session) -> Scored | str:
    """The sheet scored from the first deal with no memo, or the refusal's text."""
    try:
        scored = find_game(session.game).score(session)
        check_bounds(scored)
    except RuleViolation as refused:
        return f"deal {refused.deal}: {refused.detail()}"
    return scored


def _memo(memo: ScoreMemo, session: Session) -> Scored | str:
    try:
        return memo.score(session)
    except RuleViolation as refused:
        return f"deal {refused.deal}: {refused.detail()}"


edits = st.lists(
    st.tuples(st.sampled_from(["append", "replace", "delete", "insert", "undo"]), st.integers(0)),
    min_size=1,
    max_size=8,
)


@PROPERTY
@given(session=sittings, steps=edits)
def test_any_edits_give_the_sheet_scored_whole(
    session: Session, steps: list[tuple[str, int]]
) -> None:
    """Each edit reuses a record of the sitting (so most stay valid, some not): the memo's
    sheet, or its refusal, is always the whole scoring's."""
    memo = ScoreMemo()
    records = list(session.deals)
    history: list[Session] = [session]
    assert _memo(memo, session) == _whole(session)
    current = session
    for kind, pick in steps:
        deals = list(current.deals)
        if kind == "undo" and len(history) > 1:
            history.pop()
            current = history[-1]
        else:
            if kind == "append" and records:
                deals.append(records[pick % len(records)])
            elif kind == "replace" and deals and records:
                deals[pick % len(deals)] = records[(pick // 7) % len(records)]
            elif kind == "delete" and deals:
                del deals[pick % len(deals)]
            elif kind == "insert" and records:
                deals.insert(pick % (len(deals) + 1), records[(pick // 3) % len(records)])
            current = replace(current, deals=tuple(deals))
            history.append(current)
        assert _memo(memo, current) == _whole(current), kind


@PROPERTY
@given(session=sittings, data=st.data())
def test_editing_a_deal_and_entering_it_again_gives_the_same_sheet(
    session: Session, data: st.DataObject
) -> None:
    """Replace deal k by any other record of the sitting, then put the first back: the
    sheet is the one before, deal for deal (the standard's property)."""
    if not session.deals:
        return
    memo = ScoreMemo()
    before = memo.score(session)
    number = data.draw(st.integers(1, len(session.deals)))
    other = data.draw(st.sampled_from(session.deals))
    _memo(memo, session.with_deal_replaced(number, other))
    again = memo.score(session.with_deal_replaced(number, _copy(session, number)))
    assert again == before
    assert again.to_json() == before.to_json()


@PROPERTY
@given(session=sittings, cut=st.integers(0))
def test_a_copied_state_is_independent(session: Session, cut: int) -> None:
    """Stepping a copy of the state after deal k leaves the original's sheet as it was."""
    game = find_game(session.game)
    assert isinstance(game, Folding)
    scorer = game.scorer(session)
    count = cut % (len(session.deals) + 1)
    first = tuple(scorer.step(record, n) for n, record in enumerate(session.deals[:count], 1))
    sheet = scorer.sheet(first)
    twin = scorer.copy()
    rest = tuple(twin.step(record, n) for n, record in enumerate(session.deals[count:], count + 1))
    assert scorer.sheet(first) == sheet
    assert twin.sheet(first + rest) == fold_records(game.scorer(session), session.deals)


# ---- the work an edit costs -------------------------------------------------------------

PLAYERS = ("Анна", "Борис", "Вера", "Глеб")


def _rummy(deals: int) -> Session:
    rng = random.Random(deals)
    base = new_session("rummy", PLAYERS, {"target": 10**9})
    return with_json_deals(base, [_rummy_deal(rng) for _ in range(deals)])


def _rummy_deal(rng: random.Random) -> dict[str, Any]:
    return {
        "melded": {name: rng.randint(0, 50) for name in PLAYERS},
        "in_hand": {name: rng.randint(0, 30) for name in PLAYERS},
    }


def _stukolka(deals: int) -> Session:
    base = new_session("stukolka", PLAYERS[:3], {"variant": "ordinary", "remiz_limit": 30})
    names = PLAYERS[:3]
    records = tuple(
        {
            "dealer": names[n % 3],
            "knocked": [names[(n + 1) % 3], names[(n + 2) % 3]],
            "tricks": {names[(n + 1) % 3]: 2, names[(n + 2) % 3]: 1},
        }
        for n in range(deals)
    )
    return with_json_deals(base, records)


def _three_bugs(deals: int) -> Session:
    base = new_session("three-bugs", PLAYERS)
    return with_json_deals(
        base, [{"type": "misdeal", "dealer": PLAYERS[n % 4]} for n in range(deals)]
    )


LONG = {"rummy": _rummy, "stukolka": _stukolka, "three-bugs": _three_bugs}


@pytest.mark.parametrize("game", sorted(LONG))
def test_appending_scores_the_new_deal_alone_at_any_length(game: str) -> None:
    for length in (10, 2_000):
        memo = ScoreMemo()
        session = LONG[game](length + 1)
        start = replace(session, deals=session.deals[:length])
        memo.score(start)
        before = memo.deals_scored
        appended = memo.score(session)
        assert memo.deals_scored - before == 1
        # The deals already on the sheet are the same objects: the views see no change.
        assert all(a is b for a, b in zip(appended.deals, memo.score(start).deals, strict=False))
        assert appended == find_game(game).score(session)


@pytest.mark.parametrize("game", sorted(LONG))
def test_editing_deal_k_scores_from_k(game: str) -> None:
    """An edit of deal k steps the deals from the kept state nearest before k: at most
    EVERY − 1 again, then k..n."""
    memo = ScoreMemo()
    session = LONG[game](1_000)
    memo.score(session)
    for number in (1, 500, 990, 1_000):
        record = _copy(session, number)
        before = memo.deals_scored
        # An equal record in a new object: nothing to take from the kept sheet by identity.
        edited = memo.score(session.with_deal_replaced(number, record))
        assert memo.deals_scored - before <= (1_000 - number + 1) + EVERY - 1
        assert edited == find_game(game).score(session)
    before = memo.deals_scored
    memo.score(session.without_deal(1_000))
    assert memo.deals_scored - before <= EVERY


def test_a_refused_deal_leaves_the_kept_states_as_they_were() -> None:
    """A step that raises works on a copy: the next append scores as if it never came."""
    memo = ScoreMemo()
    session = _rummy(100)
    memo.score(session)
    too_much = {"melded": dict.fromkeys(PLAYERS, 200), "in_hand": dict.fromkeys(PLAYERS, 0)}
    with pytest.raises(RuleViolation):
        memo.score(session.with_deal(read_deal(session, too_much)))
    good = _rummy(101).deals[-1]
    assert memo.score(session.with_deal(good)) == find_game("rummy").score(session.with_deal(good))


def test_undoing_the_last_enters_steps_nothing() -> None:
    """The states after the last few deals are kept (RECENT): taking the last Enter back,
    and entering another deal instead, each step at most that one deal — even with a
    memo of one sheet, where only the states kept with it can serve."""
    memo = ScoreMemo(size=1)
    session = _rummy(1_001)
    for count in range(997, 1_002):  # entered one by one, as at the table
        memo.score(replace(session, deals=session.deals[:count]))
    for back in range(1, 4):
        before = memo.deals_scored
        shorter = replace(session, deals=session.deals[:-back])
        assert memo.score(shorter) == find_game("rummy").score(shorter)
        assert memo.deals_scored == before
    other = _rummy(7).deals[0]
    before = memo.deals_scored
    assert memo.score(shorter.with_deal(other)) == find_game("rummy").score(
        shorter.with_deal(other)
    )
    assert memo.deals_scored - before == 1
