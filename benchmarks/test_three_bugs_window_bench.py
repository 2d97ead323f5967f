"""Three Bugs in the real main window (offscreen, in process), each beside its floor in the
same run (issue 31): Return → deal painted at 10, 100, 1,000 and 10,000 deals, and opening
a 1,000-deal sitting until painted.

The Enter is the Return key's own path on a misdeal (``SittingView.submit``, then the
events processed and the window repainted): the misdeal's dealer deals again, so one
record is entered round after round. The sitting is the mixed one of
``test_three_bugs_bench.py`` (contracts, all-pass deals and misdeals, the partie never
complete) for its first 1,000 deals, and misdeals after them: a partie ends after four
rubbers, so no sitting of 10,000 deals writes that many lines on the paper.

The floors are ``test_window_bench.py``'s, run beside these:
``pytest benchmarks/test_three_bugs_window_bench.py benchmarks/test_window_bench.py
--benchmark-group-by=group``.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from functools import cache
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from benchmarks.test_three_bugs_bench import CHUNK, _build
from benchmarks.window_paths import SIZES, stored_deals, time_enters, time_open
from db.service import SittingId, Store
from rules.session import Session, session_from_json


@cache
def _records(deals: int) -> tuple[dict[str, Any], ...]:
    mixed = _build(min(deals, 1_000), 0.5, CHUNK, seed=1901)
    misdeal = {"type": "misdeal", "dealer": _next_dealer(mixed)}
    return (*mixed, *(dict(misdeal) for _ in range(deals - len(mixed))))


def _next_dealer(records: list[dict[str, Any]]) -> str:
    from benchmarks.test_three_bugs_bench import PLAYERS

    last = records[-1]
    if last["type"] == "misdeal":
        return str(last["dealer"])
    return PLAYERS[(PLAYERS.index(last["dealer"]) + 1) % len(PLAYERS)]


def _session(records: list[dict[str, Any]] | tuple[dict[str, Any], ...]) -> Session:
    from benchmarks.test_three_bugs_bench import PLAYERS

    return session_from_json(
        {
            "format": "zapis-session",
            "version": 1,
            "game": "three-bugs",
            "players": PLAYERS,
            "deals": list(records),
        }
    )


def _sitting(store: Store, deals: int) -> SittingId:
    return store.import_sessions([_session(_records(deals))])[0]


@pytest.fixture
def window(window: Any) -> Any:
    """The shared main window (benchmarks/conftest.py), at 1280×900: the Three Bugs
    paper and its form side by side, as on a laptop's screen."""
    window.resize(1280, 900)
    QApplication.processEvents()
    return window


@pytest.mark.benchmark(group="Return → deal painted")
@pytest.mark.parametrize("deals", SIZES)
def test_three_bugs_return_to_painted(benchmark: Any, window: Any, deals: int) -> None:
    """Enter a misdeal through the form of a Three Bugs sitting ``deals`` long, paint."""
    stored = stored_deals(deals)
    misdeal = {"type": "misdeal", "dealer": _next_dealer(list(_records(stored)))}
    time_enters(benchmark, window, _sitting(window.store, stored), deals, lambda: misdeal)


@pytest.mark.benchmark(group="open a 1,000-deal sitting")
def test_three_bugs_open_long_sitting(benchmark: Any, window: Any) -> None:
    """From the history to the Three Bugs sheet of 1,000 deals painted."""
    time_open(benchmark, window, _sitting(window.store, 1_000))
