"""Measure how long Zapis takes to show its main window, beside a bare PySide6 window.

    python tools/startup_time.py                 # 7 runs each, QT_QPA_PLATFORM as set
    QT_QPA_PLATFORM=xcb DISPLAY=:97 python tools/startup_time.py --runs 11

Each run is a fresh interpreter: the clock starts in the parent just before the child is
spawned, so interpreter start-up, imports, the database and painting all count. For
Zapis three moments are taken: its window's first paint ("shown"); the history on
screen, filled from the database, which the player can act on ("usable": the window's
``sig_history_shown``, checked to hold the rows); and the store open (``sig_store_opened``:
SQLAlchemy and Alembic loaded, the schema checked; what needs the store waits for it).

The database is a new SQLite file: the first run creates and migrates it (reported as the
first start), then ``--sittings`` sittings are put in it, and the timed runs open it.
Bytecode is compiled once before the timed runs, as an installed Zapis's is.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

_SHOWN = "shown"

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("shown", flush=True)
            QTimer.singleShot(0, app.quit)
        return False

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1240, 760)
spy = Painted()
window.installEventFilter(spy)
window.show()
app.exec()
"""

ZAPIS = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
            self.seen = True
            print("shown", flush=True)
        return False

def usable(window):
    # The history on screen, filled from the database: painted, with its rows.
    window.repaint()
    rows = window.history.model.rowCount()
    assert rows == min(window.history.model.found(), 200), rows
    print("ready", flush=True)

def store_open():
    print("store", flush=True)
    QTimer.singleShot(0, QApplication.instance().quit)

def hook():
    # run_app builds the application and the window: watch for the window's first paint,
    # for the history shown from the database, and for the store being open.
    from desktop.shell import main_window
    original = main_window.MainWindow.show
    def show(self):
        self._startup_spy = Painted()
        self.installEventFilter(self._startup_spy)
        # (A Zapis from before the light start has no sig_history_shown: its history
        # was shown when the store opened.)
        shown = getattr(self, "sig_history_shown", self.sig_store_opened)
        shown.connect(lambda: usable(self))
        self.sig_store_opened.connect(store_open)
        original(self)
    main_window.MainWindow.show = show

hook()
from desktop.app import run_app
sys.exit(run_app(database=sys.argv[1]))
"""


def one_run(code: str, args: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from spawning ``python -c code`` to each line it prints ("shown", and for
    Zapis "ready" and "store")."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=REPO,
        text=True,
    )
    assert child.stdout is not None
    times: dict[str, float] = {}
    for line in child.stdout:
        times.setdefault(line.strip(), time.perf_counter() - start)
    child.wait(timeout=60)
    if _SHOWN not in times:
        raise SystemExit(f"the child never showed its window (exit {child.returncode})")
    if code is ZAPIS and not {"ready", "store"} <= times.keys():
        raise SystemExit(f"the window never showed its history (exit {child.returncode})")
    return times


def fill(database: str, sittings: int) -> None:
    """Put ``sittings`` sittings (Russian names, a few deals each) in the database, so
    that the history read at start has a full first page and more behind it."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from db.service import Store
    from rules.session import read_session

    sessions = []
    for number in range(sittings):
        players = ["Анна", "Борис"] if number % 2 else ["Юрий", "Zoya"]
        deal = {
            "melded": {players[0]: 10, players[1]: 0},
            "in_hand": {players[0]: 0, players[1]: 5},
        }
        data = {"format": "zapis-session", "version": 1, "game": "rummy",
                "players": players, "deals": [deal] * 3}  # fmt: skip
        sessions.append(read_session(json.dumps(data)))
    with Store.open(database) as store:
        store.import_sessions(sessions)


def report(name: str, times: list[float], bare: float | None = None) -> None:
    """One line: median, fastest and slowest, in milliseconds (and × the bare window)."""
    ms = sorted(t * 1000 for t in times)
    median = statistics.median(ms)
    ratio = f"   {median / bare:4.2f}× bare" if bare else ""
    print(f"{name:28} median {median:6.0f} ms   min {ms[0]:6.0f}   max {ms[-1]:6.0f}{ratio}")


def main() -> int:
    """Run both windows ``--runs`` times, interleaved, and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sittings", type=int, default=300, help="sittings in the database")
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        env["ZAPIS_SETTINGS_FILE"] = str(Path(folder) / "settings.ini")
        # Compiled once, as an installed Zapis is (pip compiles it): a source tree run
        # with PYTHONDONTWRITEBYTECODE would compile every module at every start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "bytecode")
        one_run(BARE, [], env)
        one_run(ZAPIS, [str(Path(folder) / "warm-up.sqlite")], env)
        database = str(Path(folder) / "zapis.sqlite")
        first = one_run(ZAPIS, [database], env)
        fill(database, args.sittings)
        bare: list[float] = []
        runs: list[dict[str, float]] = []
        for _ in range(args.runs):
            bare.append(one_run(BARE, [], env)[_SHOWN])
            runs.append(one_run(ZAPIS, [database], env))
    print(f"platform: {env['QT_QPA_PLATFORM']}, {args.runs} runs each, {args.sittings} sittings")
    floor = statistics.median(t * 1000 for t in bare)
    report("bare QMainWindow shown", bare)
    report("Zapis window shown", [run[_SHOWN] for run in runs], floor)
    report("Zapis history shown (usable)", [run["ready"] for run in runs], floor)
    report("Zapis store open", [run["store"] for run in runs], floor)
    print(
        f"{'first start (new database)':28} shown {first[_SHOWN] * 1000:4.0f} ms, "
        f"history shown {first['ready'] * 1000:4.0f} ms, store open "
        f"{first['store'] * 1000:4.0f} ms (creates and migrates the database)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
