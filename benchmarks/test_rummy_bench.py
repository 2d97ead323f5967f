"""Rescoring a 1,000-deal rummy sitting for six players (design.md, Practice 1).

A real game to 500 ends long before 1,000 deals, so this sitting sets a target of
1,000,000 that nobody reaches. Measured beside ``json.loads`` of the same file.
"""

from __future__ import annotations

import json
import random
from typing import Any

from rules.session import Session, read_session, score, write_session

DEALS = 1_000
PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Darya", "Egor"]


def _file() -> str:
    rng = random.Random(1996)
    deals = [
        {
            "melded": {p: rng.randint(0, 56) for p in PLAYERS},
            "in_hand": {p: rng.randint(0, 56) for p in PLAYERS},
        }
        for _ in range(DEALS)
    ]
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "rummy",
        "players": PLAYERS,
        "options": {"target": 1_000_000},
        "deals": deals,
    }
    return write_session(read_session(json.dumps(data)))


TEXT = _file()


def test_rescore_1000_deals(benchmark: Any) -> None:
    session: Session = read_session(TEXT)
    scored = benchmark(score, session)
    assert len(scored.deals) == DEALS and not scored.finished


def test_read_and_score_1000_deals(benchmark: Any) -> None:
    scored = benchmark(lambda: score(read_session(TEXT)))
    assert len(scored.deals) == DEALS


def test_json_loads_of_the_same_file(benchmark: Any) -> None:
    data = benchmark(json.loads, TEXT)
    assert len(data["deals"]) == DEALS
