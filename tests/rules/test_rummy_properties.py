"""Properties of the rummy engine over random sittings of 2–8 players (gin-family.md,
"Rummy for 2–8"; session-format.md)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.ledger import totals_of
from rules.rummy.engine import RULE_IDS
from rules.session import read_session, score, write_session
from tests.conftest import examples
from tests.rules.gin_strategies import JUNK, rummy_files

SETTINGS = settings(
    max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@SETTINGS
@given(rummy_files())
def test_scoring_a_prefix_gives_the_same_first_deals(data: dict[str, Any]) -> None:
    """design.md, Practice 1: the first n deals score the same whatever follows them."""
    session = read_session(json.dumps(data))
    whole = score(session)
    for count in range(len(session.deals) + 1):
        assert score(session.prefix(count)).deals == whole.deals[:count]


@SETTINGS
@given(rummy_files())
def test_totals_rules_and_the_winner(data: dict[str, Any]) -> None:
    """gin-family.md, Rummy: each deal scores melded − in hand; totals are the sums of the
    entries, every entry's rule is known; the game is over exactly when, after some deal
    at which someone had reached the target, one player leads alone — and he wins."""
    session = read_session(json.dumps(data))
    scored = score(session)
    assert scored.totals == totals_of(scored.players, scored.deals)
    running = dict.fromkeys(session.players, 0)
    reached = False
    for read, deal in zip(session.deals, scored.deals, strict=True):
        record = read.to_json()
        assert {e.rule for e in deal.entries} <= RULE_IDS
        for player in session.players:
            running[player] += record["melded"][player] - record["in_hand"][player]
        reached = reached or max(running.values()) >= session.options["target"]
    best = max(running.values())
    leaders = [p for p, total in running.items() if total == best]
    over = reached and len(leaders) == 1
    assert scored.finished == over
    assert scored.summary.to_json() == {"winner": leaders[0] if over else None}


@SETTINGS
@given(rummy_files())
def test_write_read_round_trip(data: dict[str, Any]) -> None:
    """session-format.md: export → import → export is identical, and scores the same."""
    session = read_session(json.dumps(data))
    text = write_session(session)
    assert read_session(text) == session
    assert write_session(read_session(text)) == text
    assert score(read_session(text)).to_json() == score(session).to_json()


@SETTINGS
@given(rummy_files(max_deals=6), st.data())
def test_bad_input_is_refused_with_a_rule_violation_only(
    data: dict[str, Any], draw: st.DataObject
) -> None:
    """design.md, Practice 2: any input is scored or refused with a RuleViolation."""
    filler = {p: 0 for p in data["players"]}
    deals = [dict(d) for d in data["deals"]] + [{"melded": filler, "in_hand": dict(filler)}]
    position = draw.draw(st.integers(0, len(deals) - 1))
    choice = draw.draw(st.integers(0, 2))
    if choice == 0:
        deals[position] = draw.draw(JUNK)
    else:
        key = draw.draw(st.sampled_from(["melded", "in_hand", "x"]))
        if choice == 1 or not isinstance(deals[position].get(key), dict):
            deals[position][key] = draw.draw(JUNK)
        else:
            inner = dict(deals[position][key])
            inner[draw.draw(st.sampled_from([*data["players"], "Nobody"]))] = draw.draw(JUNK)
            deals[position][key] = inner
    options = dict(data["options"])
    if draw.draw(st.booleans()):
        options[draw.draw(st.sampled_from(["packs", "target", "odd"]))] = draw.draw(JUNK)
    try:
        score(read_session(json.dumps({**data, "deals": deals, "options": options})))
    except RuleViolation as fault:
        assert fault.deal is None or 1 <= fault.deal <= len(deals)
        assert str(fault)
