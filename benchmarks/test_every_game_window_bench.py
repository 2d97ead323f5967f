"""Stukolka, Gin and Preferans in the real main window (offscreen, in process), each beside
its floor in the same run (issue 31): Return → deal painted at 10, 100, 1,000 and 10,000
deals, and opening a 1,000-deal sitting until painted. Rummy's are in
``test_window_bench.py`` (with the floors), Three Bugs' in
``test_three_bugs_window_bench.py``; run the three together:
``pytest benchmarks/test_window_bench.py benchmarks/test_three_bugs_window_bench.py
benchmarks/test_every_game_window_bench.py --benchmark-group-by=group``.

Each sitting is a fixed pseudo-random stream of deals that never ends the game (a target
or a pool no deal reaches); the first ``deals`` of it are stored and the Enter enters the
next ones through the form (loaded with the record, then the Return key's own path:
``SittingView.submit``, the events processed, the window repainted).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest

from benchmarks.window_paths import SIZES, enter_rounds, stored_deals, time_enters, time_open
from db.service import SittingId, Store
from rules.session import Session, session_from_json


def _stukolka(count: int) -> list[dict[str, Any]]:
    rng = random.Random(5)
    players = ["Anna", "Boris", "Вера", "Gleb", "Дарья"]
    deals: list[dict[str, Any]] = []
    for number in range(count):
        chosen = rng.sample(players, rng.randint(1, 4))
        knockers = [p for p in players if p in chosen]
        tricks = dict.fromkeys(knockers, 0)
        for _ in range(3):
            tricks[rng.choice(knockers)] += 1
        deals.append(
            {
                "dealer": players[number % len(players)],
                "knocked": knockers,
                "tricks": {p: n for p, n in tricks.items() if n},
            }
        )
    return deals


def _gin(count: int) -> list[dict[str, Any]]:
    rng = random.Random(1996)
    deals: list[dict[str, Any]] = []
    for _ in range(count):
        kind = rng.choice(["knock", "knock", "knock", "gin", "dead"])
        record: dict[str, Any] = {"type": kind}
        if kind != "dead":
            record["player"] = rng.choice(["Anna", "Boris"])
            record["opponent_deadwood"] = rng.randint(11, 40)
        if kind == "knock":
            record["deadwood"] = rng.randint(0, 10)
        deals.append(record)
    return deals


def _preferans(count: int) -> list[dict[str, Any]]:
    rng = random.Random(29)
    players = ["Anna", "Boris", "Vera"]
    deals: list[dict[str, Any]] = []
    for number in range(count):
        dealer = players[number % 3]
        declarer = rng.choice(
            [p for p in players if p != dealer] if rng.random() < 0.5 else players
        )
        deals.append({"type": "concede", "dealer": dealer, "declarer": declarer, "contract": "6S"})
    return deals


GAMES: dict[str, tuple[list[str], dict[str, Any], Callable[[int], list[dict[str, Any]]]]] = {
    "stukolka": (
        ["Anna", "Boris", "Вера", "Gleb", "Дарья"],
        {"variant": "ordinary", "ante": 3, "stake": 3, "remiz_limit": 30},
        _stukolka,
    ),
    "gin": (["Anna", "Boris"], {"variant": "standard", "target": 10**9}, _gin),
    "preferans": (["Anna", "Boris", "Vera"], {"pool_target": 10**6}, _preferans),
}


def _session(game: str, records: Sequence[Mapping[str, Any]]) -> Session:
    players, options, _ = GAMES[game]
    data = {"format": "zapis-session", "version": 1, "game": game, "options": options}
    return session_from_json({**data, "players": players, "deals": list(records)})


def _stream(game: str, count: int) -> list[dict[str, Any]]:
    return GAMES[game][2](count)


def _sitting(store: Store, game: str, deals: int) -> SittingId:
    return store.import_sessions([_session(game, _stream(game, deals))])[0]


@pytest.mark.benchmark(group="Return → deal painted")
@pytest.mark.parametrize("deals", SIZES)
@pytest.mark.parametrize("game", list(GAMES))
def test_game_return_to_painted(benchmark: Any, window: Any, game: str, deals: int) -> None:
    """Enter the stream's next deal through the form of a sitting ``deals`` long, paint."""
    stored = stored_deals(deals)
    stream = _stream(game, stored + enter_rounds(deals) + 1)
    sitting = window.store.import_sessions([_session(game, stream[:stored])])[0]
    coming = iter(stream[stored:])
    time_enters(benchmark, window, sitting, deals, lambda: next(coming))


@pytest.mark.benchmark(group="open a 1,000-deal sitting")
@pytest.mark.parametrize("game", list(GAMES))
def test_game_open_long_sitting(benchmark: Any, window: Any, game: str) -> None:
    """From the history to the sheet of 1,000 deals painted."""
    time_open(benchmark, window, _sitting(window.store, game, 1_000))
