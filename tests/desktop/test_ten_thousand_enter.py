"""An Enter at the longest sitting does the work it does in a short one, counted rather
than timed (issue 31): in every game, at 9,990 deals as at 100, an Enter compares no deal,
no record and no row of the sitting to find what it changed, copies no more than the
three arrays of the sitting's length its immutable values hold (the session's records,
the sheet's deals, the deals' sort keys: a pointer a deal each), inserts one row, and
repaints nothing above it. The same Enters made at 9,990 deals compared some 20,000 deals
and records and copied a dozen tuples of 10,000."""

from __future__ import annotations

import gc
import random
import tracemalloc
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import pytest

import benchmarks.test_three_bugs_window_bench as three_bugs_bench
import benchmarks.test_window_bench as rummy_bench
import desktop.widgets.kept_deals as kept_deals
import rules.score_memo as score_memo
from benchmarks.test_every_game_window_bench import _session, _stream
from desktop.games.game_ui import GAME_UIS
from desktop.sitting.controller import SittingController
from rules.session import Session, new_session, with_json_deals
from tests.desktop.views_support import RowsRebuilt

GAMES = ["rummy", "gin", "stukolka", "preferans", "three-bugs"]
LONG = 9_990
"""Deals stored before the Enters: the most a sitting holds (rules.limits.DEALS_LIMIT,
10,000) less the Enters made."""
SHORT = 100
ENTERS = 3


def _sitting(store: Any, game: str, stored: int) -> tuple[Any, Callable[[], Mapping[str, Any]]]:
    """A sitting of ``game`` with ``stored`` deals, and what gives the deals to enter."""
    if game == "rummy":
        rng = random.Random(stored)
        base = new_session("rummy", rummy_bench.PLAYERS, {"target": rummy_bench.TARGET})
        session = with_json_deals(base, [rummy_bench._deal(rng) for _ in range(stored)])
        return store.import_sessions([session])[0], lambda: rummy_bench._deal(rng)
    if game == "three-bugs":
        records = three_bugs_bench._records(stored)
        misdeal = {"type": "misdeal", "dealer": three_bugs_bench._next_dealer(list(records))}
        return three_bugs_bench._sitting(store, stored), lambda: dict(misdeal)
    stream = _stream(game, stored + 2 * ENTERS)
    coming = iter(stream[stored:])
    return store.import_sessions([_session(game, stream[:stored])])[0], lambda: next(coming)


class Work:
    """What the Enters compared: the items the identity scans looked at (however the
    code reaches them), the sessions compared whole, and the records the memo compared
    to find what a session shares with a kept one."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.scanned = 0
        self.sessions_compared = 0
        self.prefix_compared = 0
        scan = kept_deals.first_changed

        def counted_scan(old: Any, new: Any) -> int:
            self.scanned += min(len(old), len(new))
            return scan(old, new)

        # Its one home (the lists and layouts reach it through first_changed_deal).
        monkeypatch.setattr(kept_deals, "first_changed", counted_scan)
        equal = Session.__eq__

        def counted_equal(one: Session, other: object) -> bool:
            if isinstance(other, Session):
                self.sessions_compared += min(len(one.deals), len(other.deals))
            return equal(one, other)

        monkeypatch.setattr(Session, "__eq__", counted_equal)
        shared = score_memo._shared_prefix

        def counted_prefix(kept: Any, records: Any) -> int:
            self.prefix_compared += min(len(kept), len(records))
            return shared(kept, records)

        monkeypatch.setattr(score_memo, "_shared_prefix", counted_prefix)

    def total(self) -> int:
        return self.scanned + self.sessions_compared + self.prefix_compared


@contextmanager
def peak_bytes(peaks: list[int]) -> Iterator[None]:
    """Append the most Python memory held at once inside the block, beyond what was held
    as it began, to ``peaks``: a copy of an array of 10,000 pointers is 80 kB."""
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        yield
        peaks.append(tracemalloc.get_traced_memory()[1] - base)
    finally:
        tracemalloc.stop()


def _enter_and_count(
    qtbot: Any, store: Any, game: str, stored: int, monkeypatch: pytest.MonkeyPatch
) -> dict[str, Any]:
    sitting, coming = _sitting(store, game, stored)
    view = GAME_UIS[game].make_view(SittingController(store, sitting))
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    model = view.sheet.deals_model
    view.form.load(coming())
    assert view.submit()  # the first Enter after opening: the form settles
    view.repaint()
    changed: list[int] = []
    model.dataChanged.connect(lambda top, bottom, *_: changed.append(bottom.row() - top.row() + 1))
    rows = RowsRebuilt(model)
    # Read with a default: the counts came with the cut, and the work is counted
    # without them too (Work, the peak).
    compared = getattr(model, "rows_compared", 0)
    records = getattr(store.scoring, "records_compared", 0)
    peaks: list[int] = []
    with monkeypatch.context() as patched:
        work = Work(patched)
        for _ in range(ENTERS):
            view.form.load(coming())
            with peak_bytes(peaks):
                assert view.submit()
                view.repaint()
    assert len(view.controller.session.deals) == stored + 1 + ENTERS
    return {
        "compared": work.total() + getattr(model, "rows_compared", 0) - compared,
        "memo records compared": getattr(store.scoring, "records_compared", 0) - records,
        "signals": (rows.resets, rows.inserted, sum(changed)),
        "rows built": rows.built,
        "peak": min(peaks),
    }


@pytest.mark.parametrize("game", GAMES)
def test_an_enter_at_ten_thousand_deals_works_as_at_a_hundred(
    qtbot: Any, store: Any, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    short = _enter_and_count(qtbot, store, game, SHORT, monkeypatch)
    long = _enter_and_count(qtbot, store, game, LONG, monkeypatch)
    for counted in (short, long):
        # Nothing compared to find what changed: the scorer's deals say it in one look,
        # the builder of the rows tells the model how many are kept, the session's line
        # tells the memo what it shares with the kept one.
        assert counted["compared"] == 0, counted
        assert counted["memo records compared"] == 0, counted
        # One row inserted an Enter, no reset, no row above it told it changed.
        assert counted["signals"] == (0, ENTERS, 0), counted
        assert counted["rows built"] <= ENTERS
    # The memory an Enter holds at its peak grows with the sitting by the new session's
    # records, the new sheet's deals and the new sort keys (a pointer a deal each) and
    # nothing else: the old code held a dozen copies of the sitting's length at once.
    grown = long["peak"] - short["peak"]
    assert grown <= 3 * 8 * (LONG - SHORT) + 48_000, (short["peak"], long["peak"])
