"""Properties of every valid Stukolka sitting (stukolka.md), over random tables of 3–7
players, both variants, random antes, stakes and remiz limits (Hypothesis)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.session import read_session, score, session_to_json, write_session
from rules.stukolka.engine import RULE_IDS
from tests.conftest import examples
from tests.rules.stukolka_strategies import session_files

PROPERTY = settings(max_examples=examples(120), deadline=None)

REASON_OF_RULE = {
    "stukolka/ante": "ante",
    "stukolka/stake": "stake",
    "stukolka/trick": "trick",
    "stukolka/remiz": "remiz",
    "stukolka/fault-remiz": "fault-remiz",
}


@PROPERTY
@given(session_files())
def test_money_is_conserved_after_every_deal(data: dict[str, Any]) -> None:
    """stukolka.md: "the players' balances plus the money on the table always sum to
    zero" — checked on the scored prefix ending at every deal."""
    session = read_session(json.dumps(data))
    for count in range(len(session.deals) + 1):
        scored = score(session.prefix(count))
        assert sum(scored.totals.values()) + scored.summary.on_table == 0
        assert scored.finished is False


@PROPERTY
@given(session_files())
def test_every_pot_splits_into_whole_thirds(data: dict[str, Any]) -> None:
    """stukolka.md, "One deal" 3 (rules 15, 16): every pot is 3 × share, each trick entry
    is tricks × share, and a played pot is shared out in full."""
    scored = score(read_session(json.dumps(data)))
    for deal in scored.deals:
        facts = deal.facts
        assert facts.pot.total == 3 * facts.pot.share > 0
        trick_entries = {e.player: e.points for e in deal.entries if e.reason == "trick"}
        assert trick_entries == {
            player: taken * facts.pot.share for player, taken in facts.tricks.items() if taken
        }
        if facts.played:
            assert sum(trick_entries.values()) == facts.pot.total
        else:
            assert trick_entries == {}


@PROPERTY
@given(session_files())
def test_remizes_are_the_pot_capped_and_carried(data: dict[str, Any]) -> None:
    """stukolka.md, "One deal" 4–5: each remiz is P capped by the limit, at most one a
    player, and what lies on the table after a deal is carried into the next."""
    scored = score(read_session(json.dumps(data)))
    limit = data["options"].get("remiz_limit")
    carried = 0
    for deal in scored.deals:
        facts = deal.facts
        assert facts.pot.carried_in == carried
        expected = facts.pot.total if limit is None else min(limit, facts.pot.total)
        remiz_entries = [e for e in deal.entries if e.reason in ("remiz", "fault-remiz")]
        assert len({e.player for e in remiz_entries}) == len(remiz_entries)
        assert {e.player: -e.points for e in remiz_entries} == facts.remizes
        assert all(amount == expected for amount in facts.remizes.values())
        if facts.played:
            assert facts.on_table == sum(facts.remizes.values())
        else:
            assert facts.on_table == facts.pot.total
        carried = facts.on_table


@PROPERTY
@given(session_files(), st.data())
def test_a_prefix_scores_the_same_entries(data: dict[str, Any], draw: st.DataObject) -> None:
    """design.md practice 1: the sheet is a pure function of the records, so the first n
    deals score the same whether or not later deals follow."""
    session = read_session(json.dumps(data))
    whole = score(session)
    count = draw.draw(st.integers(0, len(session.deals)))
    prefix = score(session.prefix(count))
    assert prefix.deals == whole.deals[:count]


@PROPERTY
@given(session_files())
def test_every_entry_carries_a_known_rule_and_its_reason(data: dict[str, Any]) -> None:
    """design.md practice 3: every rule id is one the rulebook covers (RULE_IDS), with its
    stable reason word; every amount is money and never zero."""
    scored = score(read_session(json.dumps(data)))
    for deal in scored.deals:
        for entry in deal.entries:
            assert entry.rule in RULE_IDS
            assert entry.reason == REASON_OF_RULE[entry.rule]
            assert entry.column == "money"
            assert entry.points != 0


@PROPERTY
@given(session_files())
def test_the_session_file_round_trips_unchanged(data: dict[str, Any]) -> None:
    """session-format.md: export → import → export is identical, and scores the same."""
    session = read_session(json.dumps(data))
    text = write_session(session)
    again = read_session(text)
    assert again == session
    assert write_session(again) == text
    assert session_to_json(again)["options"] == {
        "variant": data["options"]["variant"],
        "ante": data["options"].get("ante", 3),
        "stake": data["options"].get("stake", 3),
        "remiz_limit": data["options"].get("remiz_limit"),
    }
    assert score(again) == score(session)


@PROPERTY
@given(session_files())
def test_each_pot_is_what_lay_on_the_table_plus_this_deals_ante_and_stakes(
    data: dict[str, Any],
) -> None:
    """stukolka.md, rule 18: a deal's pot is the money on the table before it, the
    dealer's ante and (obligatory) everyone's stake, the ante and stakes being the entries
    the deal wrote; the next deal's pot, which the view shows before it is entered, is
    made the same way from what lies on the table at the end."""
    session = read_session(json.dumps(data))
    scored = score(session)
    on_table = 0
    for deal in scored.deals:
        pot = deal.facts.pot
        paid_in = {e.reason: 0 for e in deal.entries}
        for entry in deal.entries:
            paid_in[entry.reason] -= entry.points
        assert (pot.carried_in, pot.ante, pot.stakes) == (
            on_table,
            paid_in.get("ante", 0),
            paid_in.get("stake", 0),
        )
        on_table = deal.facts.on_table
    next_pot = scored.summary.next_pot
    assert next_pot.carried_in == scored.summary.on_table == on_table
    assert next_pot.ante == session.options["ante"]
    obligatory = session.options["variant"] == "obligatory"
    assert next_pot.stakes == (session.options["stake"] * len(session.players) if obligatory else 0)
