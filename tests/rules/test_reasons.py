"""Every game exports its rule ids and reason words from one module,
``rules.<game>.reasons`` (issue 24: "each game exports its reason and rule enums"), as
``StrEnum``s whose values are the strings the engine writes: the score output, the CSV
and the database keep the very same words."""

from __future__ import annotations

import importlib
import json
from enum import StrEnum

import pytest

from rules.registry import find_game
from rules.session import read_session, score
from tests.conftest import CASES

BUILT_IN_PACKAGES = {
    "three-bugs": "rules.three_bugs",
    "stukolka": "rules.stukolka",
    "gin": "rules.gin",
    "rummy": "rules.rummy",
    "preferans": "rules.preferans",
}


@pytest.mark.parametrize("name", sorted(BUILT_IN_PACKAGES))
def test_each_game_exports_rule_and_reason_enums(name: str) -> None:
    reasons = importlib.import_module(f"{BUILT_IN_PACKAGES[name]}.reasons")
    assert issubclass(reasons.Rule, StrEnum)
    assert issubclass(reasons.Reason, StrEnum)
    # The rule ids are exactly what the engine tells the rulebook it can write.
    assert frozenset(reasons.RULE_IDS) == find_game(name).rule_ids
    assert {rule.value for rule in reasons.Rule} == reasons.RULE_IDS
    assert all(rule.value.startswith(f"{name}/") for rule in reasons.Rule)


def test_every_entry_of_every_case_carries_an_exported_rule_and_reason() -> None:
    """The conformance cases' sheets write only words the games export."""
    seen: set[str] = set()
    for path in sorted(CASES.rglob("*.json")):
        if path.name.startswith("bad-"):
            continue
        case = json.loads(path.read_text(encoding="utf-8"))
        session = read_session(json.dumps(case["session"]))
        reasons = importlib.import_module(f"{BUILT_IN_PACKAGES[session.game]}.reasons")
        for deal in score(session).deals:
            for entry in deal.entries:
                assert entry.rule in set(reasons.Rule), (path.name, entry)
                assert entry.reason in set(reasons.Reason), (path.name, entry)
        seen.add(session.game)
    # Rummy has no case in tests/cases; its property tests hold its entries to RULE_IDS.
    assert seen == {"three-bugs", "stukolka", "gin", "preferans"}
