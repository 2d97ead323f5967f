"""Measure how long Zapis takes to show its main window, beside a bare PySide6 window.

    python tools/startup_time.py                 # 7 runs each, QT_QPA_PLATFORM as set
    QT_QPA_PLATFORM=xcb DISPLAY=:97 python tools/startup_time.py --runs 11

Each run is a fresh interpreter:
the clock starts in the parent just before the child is spawned and stops when the child
reports that its window was painted for the first time, so interpreter start-up, imports,
the database (a new SQLite file: created and migrated on the first run, opened after)
and the first paint all count. The median and the spread are printed for both.
"""

from __future__ import annotations

import argparse
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

def ready():
    print("ready", flush=True)
    QTimer.singleShot(0, QApplication.instance().quit)

def hook():
    # run_app builds the application and the window: watch for the window's first paint
    # and for the database being open with the history read.
    from desktop.shell import main_window
    original = main_window.MainWindow.show
    def show(self):
        self._startup_spy = Painted()
        self.installEventFilter(self._startup_spy)
        self.sig_store_opened.connect(ready)
        original(self)
    main_window.MainWindow.show = show

hook()
from desktop.app import run_app
sys.exit(run_app(database=sys.argv[1]))
"""


def one_run(code: str, args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning ``python -c code`` to its "shown" line and to its "ready"
    line (the same for a child that says only "shown")."""
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
        times[line.strip()] = time.perf_counter() - start
    child.wait(timeout=30)
    if _SHOWN not in times:
        raise SystemExit(f"the child never showed its window (exit {child.returncode})")
    return times[_SHOWN], times.get("ready", times[_SHOWN])


def report(name: str, times: list[float]) -> None:
    """One line: median, fastest and slowest, in milliseconds."""
    ms = sorted(t * 1000 for t in times)
    print(
        f"{name:28} median {statistics.median(ms):6.0f} ms   min {ms[0]:6.0f}   max {ms[-1]:6.0f}"
    )


def main() -> int:
    """Run both windows ``--runs`` times, interleaved, and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        env["ZAPIS_SETTINGS_FILE"] = str(Path(folder) / "settings.ini")
        database = str(Path(folder) / "zapis.sqlite")
        first = one_run(ZAPIS, [database], env)
        bare: list[float] = []
        shown: list[float] = []
        ready: list[float] = []
        for _ in range(args.runs):
            bare.append(one_run(BARE, [], env)[0])
            times = one_run(ZAPIS, [database], env)
            shown.append(times[0])
            ready.append(times[1])
    print(f"platform: {env['QT_QPA_PLATFORM']}, {args.runs} runs each")
    report("bare QMainWindow shown", bare)
    report("Zapis window shown", shown)
    report("Zapis history read", ready)
    print(
        f"{'first start (new database)':28} shown {first[0] * 1000:4.0f} ms, "
        f"history read {first[1] * 1000:4.0f} ms (creates and migrates the database)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
