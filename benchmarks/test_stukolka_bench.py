"""Rescoring a 1,000-deal Stukolka sitting (target: under 20 ms), beside ``json.loads``
of the same session file as the yardstick.

Run: ``python -m pytest benchmarks/test_stukolka_bench.py``.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rules.session import read_session, score, write_session

DEALS = 1000
NAMES = ["Anna", "Boris", "Вера", "Gleb", "Дарья", "Egor", "Zoya"]


def sitting(variant: str, seats: int, seed: int = 1) -> str:
    """A reproducible session file of ``DEALS`` deals: dealers in rotation, random
    knockers (ordinary: 0–4 of them), tricks and an occasional fault."""
    rnd = random.Random(seed)
    players = NAMES[:seats]
    deals: list[dict[str, Any]] = []
    for number in range(DEALS):
        record: dict[str, Any] = {"dealer": players[number % seats]}
        if variant == "obligatory":
            knockers = players
        else:
            knockers = [p for p in players if p in rnd.sample(players, rnd.randint(0, 4))]
            record["knocked"] = knockers
        if knockers:
            tricks = dict.fromkeys(knockers, 0)
            for _ in range(3):
                tricks[rnd.choice(knockers)] += 1
            record["tricks"] = {p: n for p, n in tricks.items() if n}
            if rnd.random() < 0.1:
                record["faults"] = [rnd.choice(knockers)]
        deals.append(record)
    session = {
        "format": "zapis-session",
        "version": 1,
        "game": "stukolka",
        "players": players,
        "options": {"variant": variant, "ante": 3, "stake": 3, "remiz_limit": 30},
        "deals": deals,
    }
    return write_session(read_session(json.dumps(session)))


CASES = [("ordinary", 5), ("obligatory", 7)]
IDS = [f"{variant}-{seats}" for variant, seats in CASES]


@pytest.mark.parametrize(("variant", "seats"), CASES, ids=IDS)
def test_rescore_1000_deals(benchmark: Any, variant: str, seats: int) -> None:
    session = read_session(sitting(variant, seats))
    scored = benchmark(score, session)
    assert len(scored.deals) == DEALS
    assert sum(scored.totals.values()) + scored.summary.on_table == 0


@pytest.mark.parametrize(("variant", "seats"), CASES, ids=IDS)
def test_json_loads_of_the_same_file(benchmark: Any, variant: str, seats: int) -> None:
    text = sitting(variant, seats)
    data = benchmark(json.loads, text)
    assert len(data["deals"]) == DEALS


@pytest.mark.parametrize(("variant", "seats"), CASES, ids=IDS)
def test_read_and_score_the_file(benchmark: Any, variant: str, seats: int) -> None:
    text = sitting(variant, seats)
    scored = benchmark(lambda: score(read_session(text)))
    assert len(scored.deals) == DEALS
