"""Random invalid Stukolka input is refused with a RuleViolation, never another exception
(stukolka.md, "Bad input"; design.md practice 2: one validation)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import RuleViolation
from rules.session import read_session, score
from tests.conftest import examples
from tests.rules.stukolka_strategies import NAMES, session_files

FUZZ = settings(max_examples=examples(150), deadline=None)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
"""Any value a JSON file can hold."""
not_whole_numbers = json_values.filter(lambda v: isinstance(v, bool) or not isinstance(v, int))
not_lists = json_values.filter(lambda v: not isinstance(v, list))
not_objects = json_values.filter(lambda v: not isinstance(v, dict))
not_positive_multiples_of_3 = st.integers().filter(lambda n: n <= 0 or n % 3 != 0)


def score_text(data: dict[str, Any]) -> None:
    """Read and score a session file's JSON object, as ``zapis score`` does."""
    score(read_session(json.dumps(data, ensure_ascii=False)))


def knockers_of(data: dict[str, Any], deal: dict[str, Any]) -> list[str]:
    if data["options"]["variant"] == "obligatory":
        return list(data["players"])
    return list(deal["knocked"])


def break_options(data: dict[str, Any], draw: st.DataObject) -> None:
    """An option that is not a positive multiple of 3, of a wrong type, or unknown."""
    keys = ["ante", "remiz_limit", "unknown"]
    if data["options"]["variant"] == "obligatory":
        keys.append("stake")
    key = draw.draw(st.sampled_from(keys))
    if key == "unknown":
        name = draw.draw(
            st.text(min_size=1, max_size=8).filter(
                lambda k: k not in ("variant", "ante", "stake", "remiz_limit")
            )
        )
        data["options"][name] = draw.draw(json_values)
    elif key == "remiz_limit":
        data["options"][key] = draw.draw(
            not_positive_multiples_of_3 | not_whole_numbers.filter(lambda v: v is not None)
        )
    else:
        data["options"][key] = draw.draw(not_positive_multiples_of_3 | not_whole_numbers)


def break_players(data: dict[str, Any], draw: st.DataObject) -> None:
    """A table of 0–2 or 8–10 players."""
    count = draw.draw(st.sampled_from([0, 1, 2, 8, 9, 10]))
    data["players"] = [f"P{n}" for n in range(count)]


def break_deal(data: dict[str, Any], draw: st.DataObject) -> None:
    """One deal broken in one of the ways the spec and the file format refuse."""
    position = draw.draw(st.integers(0, len(data["deals"]) - 1))
    deal = data["deals"][position]
    players = data["players"]
    knockers = knockers_of(data, deal)
    outsiders = [p for p in players if p not in knockers]
    ways = [
        "unknown key",
        "no dealer",
        "bad dealer",
        "knocked type",
        "tricks type",
        "faults type",
        "fault by a stranger",
        "not an object",
    ]
    if data["options"]["variant"] == "obligatory":
        ways.append("pass")
    else:
        ways.append("no knocked")
    if knockers:
        ways += ["negative tricks", "tricks not 3"]
    if outsiders:
        ways += ["tricks for an outsider", "fault by an outsider"]
    way = draw.draw(st.sampled_from(ways))
    if way == "unknown key":
        name = draw.draw(
            st.text(max_size=8).filter(lambda k: k not in ("dealer", "knocked", "tricks", "faults"))
        )
        deal[name] = draw.draw(json_values)
    elif way == "no dealer":
        del deal["dealer"]
    elif way == "bad dealer":
        deal["dealer"] = draw.draw(json_values.filter(lambda v: v not in players))
    elif way == "knocked type":
        deal["knocked"] = draw.draw(not_lists | st.just([players[0], players[0]]))
    elif way == "tricks type":
        deal["tricks"] = draw.draw(not_objects)
    elif way == "faults type":
        deal["faults"] = draw.draw(not_lists)
    elif way == "fault by a stranger":
        deal["faults"] = [draw.draw(json_values.filter(lambda v: v not in players))]
    elif way == "not an object":
        data["deals"][position] = draw.draw(not_objects)
    elif way == "pass":
        deal["knocked"] = draw.draw(
            st.lists(st.sampled_from(players), unique=True, max_size=len(players) - 1)
        )
    elif way == "no knocked":
        del deal["knocked"]
    elif way == "negative tricks":
        tricks = dict(deal.get("tricks", {}))
        tricks[draw.draw(st.sampled_from(knockers))] = draw.draw(st.integers(max_value=-1))
        deal["tricks"] = tricks
    elif way == "tricks not 3":
        counts = draw.draw(
            st.lists(st.integers(0, 3), min_size=len(knockers), max_size=len(knockers)).filter(
                lambda c: sum(c) != 3
            )
        )
        deal["tricks"] = dict(zip(knockers, counts, strict=True))
    elif way == "tricks for an outsider":
        tricks = dict(deal.get("tricks", {}))
        tricks[draw.draw(st.sampled_from(outsiders))] = draw.draw(st.integers(0, 3))
        deal["tricks"] = tricks
    else:  # a fault by an outsider
        deal["faults"] = [draw.draw(st.sampled_from(outsiders))]


@FUZZ
@given(session_files(max_deals=8), st.data())
def test_broken_input_is_refused_with_a_rule_violation(
    valid: dict[str, Any], draw: st.DataObject
) -> None:
    """stukolka.md, "Bad input": options not positive multiples of 3, 0–2 or 8–10 players,
    tricks for non-knockers, tricks not adding up to 3, negative tricks, a pass when
    obligatory, a fault by a player who did not play; and unknown keys and wrong types."""
    data = copy.deepcopy(valid)
    breakers = [break_options, break_players]
    if data["deals"]:
        breakers.append(break_deal)
    draw.draw(st.sampled_from(breakers))(data, draw)
    with pytest.raises(RuleViolation):
        score_text(data)


def replace_somewhere(value: Any, draw: st.DataObject) -> Any:
    """``value`` with one node at a random depth replaced by random JSON."""
    if isinstance(value, dict) and value and draw.draw(st.booleans()):
        key = draw.draw(st.sampled_from(sorted(value)))
        return {**value, key: replace_somewhere(value[key], draw)}
    if isinstance(value, list) and value and draw.draw(st.booleans()):
        position = draw.draw(st.integers(0, len(value) - 1))
        return [*value[:position], replace_somewhere(value[position], draw), *value[position + 1 :]]
    return draw.draw(json_values | st.sampled_from(NAMES))


@FUZZ
@given(session_files(max_deals=8), st.data())
def test_any_edit_is_scored_or_refused_never_crashes(
    valid: dict[str, Any], draw: st.DataObject
) -> None:
    """design.md practice 2: whatever one value of a session file is changed to, the
    scorer either scores it or raises RuleViolation — no other exception escapes."""
    edited = replace_somewhere(valid, draw)
    try:
        score_text(edited)
    except RuleViolation as problem:
        assert problem.detail()
