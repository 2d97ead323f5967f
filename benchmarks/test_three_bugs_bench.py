"""Rescoring a 1,000-deal Three Bugs sitting (design.md, Practice 1: the desktop rescores
the whole sitting after every edit; the brief's budget is 20 ms for 1,000 deals).

A partie ends after four rubbers, and only contract deals write below the line, so no
sitting of 1,000 contract deals exists. The mixed sitting is built in chunks of 50 from
a fixed seed: each chunk is half contracts (levels 4..6, mostly made, with faults,
crowns, aces, amurchik), the rest all-pass deals and misdeals; a chunk that would
complete the partie is drawn again with half the share of contracts, so the sitting has
as many contracts as the partie allows and is never finished. A second sitting is
contracts only, as long as the partie lets it be, for the per-deal cost of the heaviest
kind. Each rescoring is measured beside ``json.loads`` of the same file, the floor any
reading of it pays.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rules.errors import RuleViolation
from rules.session import Session, read_session, score, session_from_json, write_session
from rules.three_bugs.results import ThreeBugsSummary

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
STRAINS = ["S", "C", "D", "H", "NT"]
CHUNK = 50


def _contract(rng: random.Random, dealer: str) -> dict[str, Any]:
    level = rng.randint(4, 6)
    strain = rng.choice(STRAINS)
    record: dict[str, Any] = {
        "type": "contract",
        "dealer": dealer,
        "soloist": rng.choice(PLAYERS),
        "bid": f"{level}{strain}",
        "contract": f"{level}{strain}",
        # Mostly made, as at a table; every fifth contract fails by one to three.
        "tricks": rng.randint(level, 13)
        if rng.random() < 0.8
        else rng.randint(level - 3, level - 1),
        # Honours and premiums that one pack can hold together (three-bugs.md, the
        # one-pack check): the soloist without an aces claim holds at most two aces,
        # and the premiums go to a defender, away from the trump suit.
        "honours": rng.randint(0, 2 if strain == "NT" else 4),
    }
    defender = rng.choice([player for player in PLAYERS if player != record["soloist"]])
    roll = rng.random()
    if roll < 0.2:
        suit = rng.choice([suit for suit in "SCDH" if suit != strain])
        record["crowns"] = [{"player": defender, "suit": suit, "length": 3}]
    elif roll < 0.3:
        record["aces"] = [{"player": defender, "count": 3}]
        record["honours"] = min(record["honours"], 1)
    elif roll < 0.35:
        record["amurchik"] = [defender]
    if rng.random() < 0.15:
        record["faults"] = [{"player": rng.choice(PLAYERS), "kind": "revoke"}]
    return record


def _all_pass(rng: random.Random, dealer: str) -> dict[str, Any]:
    cuts = sorted(rng.randint(0, 13) for _ in range(3))
    tricks = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]]
    record: dict[str, Any] = {
        "type": "all-pass",
        "dealer": dealer,
        "tricks": dict(zip(PLAYERS, tricks, strict=True)),
    }
    if rng.random() < 0.1:
        record["faults"] = [{"player": rng.choice(PLAYERS), "kind": "missed-turn"}]
    return record


def _chunk(
    rng: random.Random, count: int, share: float, dealer: int
) -> tuple[list[dict[str, Any]], int]:
    records = []
    for _ in range(count):
        roll = rng.random()
        name = PLAYERS[dealer]
        if roll < share:
            records.append(_contract(rng, name))
        elif roll < share + (1 - share) * 0.3:
            records.append({"type": "misdeal", "dealer": name})
            continue  # the same dealer deals again
        else:
            records.append(_all_pass(rng, name))
        dealer = (dealer + 1) % len(PLAYERS)
    return records, dealer


def _session(records: list[dict[str, Any]]) -> Session:
    return session_from_json(
        {
            "format": "zapis-session",
            "version": 1,
            "game": "three-bugs",
            "players": PLAYERS,
            "deals": records,
        }
    )


def _open(records: list[dict[str, Any]]) -> bool:
    """True when the records score and the partie is not complete after them."""
    try:
        return not score(_session(records)).finished
    except RuleViolation:
        return False


def _build(deals: int | None, share: float, chunk: int, seed: int) -> list[dict[str, Any]]:
    """Records as described in the module docstring; ``deals`` None: contracts only,
    until the next chunk would complete the partie."""
    rng = random.Random(seed)
    records: list[dict[str, Any]] = []
    dealer = 0
    while deals is None or len(records) < deals:
        size = chunk if deals is None else min(chunk, deals - len(records))
        tried = share
        while True:
            more, next_dealer = _chunk(rng, size, tried, dealer)
            if _open(records + more):
                break
            if deals is None:
                return records
            tried = tried / 2 if tried > 0.01 else 0.0
        records += more
        dealer = next_dealer
    return records


def _file(records: list[dict[str, Any]]) -> str:
    return write_session(_session(records))


SITTINGS = {
    # Seed 1901: once the records had to fit one pack, seed 1900 happened to give only 95
    # contracts, under the hundred the mixed sitting promises.
    "mixed-1000": _file(_build(1000, 0.5, CHUNK, seed=1901)),
    "contracts-only": _file(_build(None, 1.0, 10, seed=1900)),
}


@pytest.fixture(params=list(SITTINGS))
def text(request: pytest.FixtureRequest) -> str:
    return SITTINGS[request.param]


def test_rescore(benchmark: Any, text: str) -> None:
    """Rescoring the whole sitting from its records, as the desktop does after an edit."""
    session = read_session(text)
    scored = benchmark(score, session)
    kinds = [record.to_json()["type"] for record in session.deals]
    benchmark.extra_info.update(
        deals=len(kinds),
        contracts=kinds.count("contract"),
        all_pass=kinds.count("all-pass"),
        misdeals=kinds.count("misdeal"),
        games=len(scored.summary.games),
        rubbers=len(scored.summary.rubbers),
    )
    assert not scored.finished
    assert len(scored.deals) == len(kinds)


def test_json_loads(benchmark: Any, text: str) -> None:
    """json.loads of the same file text: the floor any reading of the sitting pays."""
    data = benchmark(json.loads, text)
    assert data["game"] == "three-bugs"


def test_the_mixed_sitting_has_a_thousand_deals_and_many_contracts() -> None:
    """The benchmark measures what it says: 1,000 deals, not finished, games played."""
    session = read_session(SITTINGS["mixed-1000"])
    scored = score(session)
    assert len(session.deals) == 1000
    assert not scored.finished
    assert isinstance(scored.summary, ThreeBugsSummary)
    assert len(scored.summary.rubbers) >= 2
    assert sum(record.to_json()["type"] == "contract" for record in session.deals) >= 100
