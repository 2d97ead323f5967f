"""Rescoring a 1,000-deal gin sitting (design.md, Practice 1: "microseconds per deal").

A real game ends long before 1,000 deals, so these sittings set a target of 1,000,000 that
no deal reaches: every deal is then scored and none is refused as coming after the end.
The deals are a fixed pseudo-random mix of knocks, undercuts, gins and dead hands. Each
rescoring is measured beside ``json.loads`` of the same file, the floor any reading of it
pays.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rules.gin.cards import RANKS, Suit, parse_card
from rules.session import Session, read_session, score, write_session

DEALS = 1_000
TARGET = 1_000_000
CARDS = [f"{rank}{suit.value}" for rank in RANKS for suit in Suit]


def _records(oklahoma: bool) -> list[dict[str, Any]]:
    rng = random.Random(1996)
    records: list[dict[str, Any]] = []
    for _ in range(DEALS):
        upcard = rng.choice(CARDS)
        card = parse_card(upcard)
        assert card is not None
        limit = card.knock_limit if oklahoma else 10
        kind = rng.choice(["knock", "knock", "knock", "gin", "dead"])
        record: dict[str, Any] = {"type": kind}
        if kind != "dead":
            record["player"] = rng.choice(["Anna", "Boris"])
            record["opponent_deadwood"] = rng.randint(0, 40)
        if kind == "knock":
            record["deadwood"] = rng.randint(0, limit)
        if oklahoma:
            record["upcard"] = upcard
        records.append(record)
    return records


def _file(oklahoma: bool, scoring: str) -> str:
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "gin",
        "players": ["Anna", "Boris"],
        "options": {
            "variant": "oklahoma" if oklahoma else "standard",
            "scoring": scoring,
            "target": TARGET,
        },
        "deals": _records(oklahoma),
    }
    return write_session(read_session(json.dumps(data)))


SITTINGS = {
    "standard-single": _file(oklahoma=False, scoring="single"),
    "oklahoma-hollywood": _file(oklahoma=True, scoring="hollywood"),
}


@pytest.fixture(params=list(SITTINGS))
def text(request: pytest.FixtureRequest) -> str:
    return SITTINGS[request.param]


def test_rescore_1000_deals(benchmark: Any, text: str) -> None:
    session: Session = read_session(text)
    scored = benchmark(score, session)
    assert len(scored.deals) == DEALS and not scored.finished


def test_read_and_score_1000_deals(benchmark: Any, text: str) -> None:
    scored = benchmark(lambda: score(read_session(text)))
    assert len(scored.deals) == DEALS


def test_json_loads_of_the_same_file(benchmark: Any, text: str) -> None:
    data = benchmark(json.loads, text)
    assert len(data["deals"]) == DEALS
