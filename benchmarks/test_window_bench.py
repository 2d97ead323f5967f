"""What the player waits for, timed in the real main window (offscreen, in process), each
beside a floor measured in the same run (issue 15).

- Return → deal painted, in a rummy sitting of 10, 100, 1,000 and 10,000 deals, beside
  the floor: a bare ``sqlite3`` INSERT + COMMIT, one row appended to a ``QStandardItemModel``
  and the table painted.
- Opening a 1,000-deal sitting until painted, beside a bare ``QTableView`` reset over
  1,000 rows and painted.
- The history of 10,000 sittings: shown at start (the window built over the open store
  and painted) and going back to "All sittings" from an open sitting.

Run: ``pytest benchmarks/test_window_bench.py --benchmark-group-by=group``. Start-up (a
fresh interpreter to the first paint) is ``tools/startup_time.py``. The targets are the
issue's; the pass/fail suite asserts complexity (tests/desktop/test_constant_enter.py),
these the times, loosely (a loaded 2-core machine).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

from benchmarks.painting import paint
from benchmarks.timing import keep
from benchmarks.window_paths import SIZES, stored_deals, time_enters, time_open
from db.service import SittingId, Store
from rules.session import new_session, with_json_deals

PLAYERS = ("Анна", "Борис", "Вера", "Глеб")
TARGET = 1_000_000
"""A target no sitting reaches: every deal is scored, none refused as after the end."""


def _deal(rng: random.Random) -> dict[str, Any]:
    return {
        "melded": {name: rng.randint(0, 50) for name in PLAYERS},
        "in_hand": {name: rng.randint(0, 30) for name in PLAYERS},
    }


def _sitting(store: Store, deals: int, rng: random.Random) -> SittingId:
    base = new_session("rummy", PLAYERS, {"target": TARGET})
    session = with_json_deals(base, [_deal(rng) for _ in range(deals)])
    return store.import_sessions([session])[0]


# ---- Return → painted ----------------------------------------------------------------


@pytest.mark.benchmark(group="Return → deal painted")
@pytest.mark.parametrize("deals", SIZES)
def test_return_to_painted(benchmark: Any, window: Any, deals: int) -> None:
    """Enter one deal through the form of a sitting already ``deals`` long and paint."""
    rng = random.Random(stored_deals(deals))
    sitting = _sitting(window.store, stored_deals(deals), rng)
    time_enters(benchmark, window, sitting, deals, lambda: _deal(rng))


@pytest.mark.benchmark(group="Return → deal painted")
def test_floor_insert_commit_append_paint(
    benchmark: Any, qtbot: Any, tmp_path: Path, plain_qt: None
) -> None:
    """The floor: one INSERT + COMMIT (sqlite3, WAL, synchronous FULL), one row appended
    to a plain model, the table painted."""
    connection = sqlite3.connect(tmp_path / "floor.sqlite", isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=FULL")
    connection.execute("CREATE TABLE deal (id INTEGER PRIMARY KEY, record TEXT)")
    model = QStandardItemModel(0, 5)
    for number in range(1_000):
        model.appendRow([QStandardItem(str(number + c)) for c in range(5)])
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    table.resize(1000, 600)
    table.show()
    qtbot.waitExposed(table)

    def enter() -> None:
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO deal (record) VALUES (?)", ('{"melded": {}}',))
        connection.execute("COMMIT")
        model.appendRow([QStandardItem(str(c)) for c in range(5)])
        table.scrollToBottom()
        paint(table)

    benchmark.pedantic(enter, rounds=15, iterations=1)
    keep(benchmark)
    connection.close()


# ---- opening a sitting -----------------------------------------------------------------


@pytest.mark.benchmark(group="open a 1,000-deal sitting")
def test_open_long_sitting(benchmark: Any, window: Any) -> None:
    """From the history to the sheet of 1,000 deals painted."""
    time_open(benchmark, window, _sitting(window.store, 1_000, random.Random(7)))


@pytest.mark.benchmark(group="open a 1,000-deal sitting")
def test_floor_table_reset_and_paint(benchmark: Any, qtbot: Any, plain_qt: None) -> None:
    """The floor: a bare QTableView over a plain model filled with 1,000 rows again and
    painted."""
    model = QStandardItemModel(0, 5)
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    table.resize(1000, 600)
    table.show()
    qtbot.waitExposed(table)

    def reset() -> None:
        model.clear()
        model.setColumnCount(5)
        for number in range(1_000):
            model.appendRow([QStandardItem(str(number + c)) for c in range(5)])
        table.scrollToBottom()
        paint(table)

    benchmark.pedantic(reset, rounds=7, iterations=1)
    keep(benchmark)


# ---- the history -----------------------------------------------------------------------

HISTORY = 10_000


@pytest.fixture(scope="module")
def history_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database of 10,000 small rummy sittings (three deals each), one a day."""
    path = tmp_path_factory.mktemp("history") / "history.sqlite3"
    rng = random.Random(2026)
    base = new_session("rummy", PLAYERS, {"target": TARGET})
    sessions = [with_json_deals(base, [_deal(rng) for _ in range(3)]) for _ in range(HISTORY)]
    start = datetime(2000, 1, 1, tzinfo=UTC)
    with Store.open(str(path)) as store:
        store.import_sessions(sessions, created=[start + timedelta(days=d) for d in range(HISTORY)])
    return path


@pytest.mark.benchmark(group="history of 10,000 sittings")
def test_history_at_start(
    benchmark: Any, qtbot: Any, history_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window built over the open store (the history read) and painted."""
    from desktop.shell.main_window import MainWindow

    monkeypatch.setenv("ZAPIS_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    store = Store.open(str(history_file))
    windows: list[Any] = []

    def start() -> None:
        main = MainWindow(store)
        windows.append(main)
        main.show()
        paint(main)

    benchmark.pedantic(start, rounds=5, iterations=1)
    label = windows[-1].history.count_label.text()
    assert str(HISTORY) in label.replace(",", "").replace("\u00a0", ""), label
    for main in windows:
        main.close()
        main.deleteLater()
    store.close()


@pytest.mark.benchmark(group="history of 10,000 sittings")
def test_history_going_back(
    benchmark: Any, qtbot: Any, history_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From an open sitting back to "All sittings", painted."""
    from desktop.shell.main_window import MainWindow

    monkeypatch.setenv("ZAPIS_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    store = Store.open(str(history_file))
    main = MainWindow(store)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    first = store.find_sittings(limit=1)[0].id

    def setup() -> tuple[tuple[()], dict[str, Any]]:
        assert main.open_sitting(first)
        paint(main)
        return (), {}

    def back() -> None:
        main.show_history()
        paint(main)

    benchmark.pedantic(back, setup=setup, rounds=7, iterations=1)
    main.close()
    store.close()
