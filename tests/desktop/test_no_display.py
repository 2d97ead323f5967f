"""``zapis`` where there is no screen (issue 12): the window and ``zapis open`` exit with
status 2 and one line saying how to get a display, where Qt alone would abort with
status 134 blaming ``xcb-cursor0``; the headless commands work there as anywhere.

Run in real processes with the display variables taken out of the environment, as on a
server or in an ssh session without ``-X``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from commands.window import NO_DISPLAY, has_no_display
from tests.conftest import CASES, REPO
from tests.db.processes import one_line

DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def headless_environment(tmp_path: Path) -> dict[str, str]:
    """This environment without any display, with its own settings file."""
    env = {name: value for name, value in os.environ.items() if name not in DISPLAY_VARIABLES}
    env["PYTHONPATH"] = str(REPO)
    env["ZAPIS_SETTINGS_FILE"] = str(tmp_path / "settings.ini")
    return env


def run_headless(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``zapis ARGS`` in a new process on a machine with no display."""
    return subprocess.run(
        [sys.executable, "-m", "commands.main", "--database", str(tmp_path / "z.sqlite3"), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env=headless_environment(tmp_path),
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X11/Wayland check")
@pytest.mark.parametrize("args", [[], ["open", "1"]], ids=["window", "open"])
def test_the_window_without_a_display_is_one_line(tmp_path: Path, args: list[str]) -> None:
    """Exit 2 (not Qt's abort, 134), nothing on stdout, one line on stderr naming DISPLAY
    and QT_QPA_PLATFORM=offscreen; no database is made, as no window would use it."""
    line = one_line(run_headless(tmp_path, *args))
    assert line == NO_DISPLAY
    assert "DISPLAY" in line and "QT_QPA_PLATFORM=offscreen" in line
    assert not (tmp_path / "z.sqlite3").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X11/Wayland check")
def test_the_check_comes_before_qt_is_loaded(tmp_path: Path) -> None:
    """The refusal does not even import PySide6, so it is quick and Qt prints nothing."""
    code = (
        "import sys\nfrom commands.main import main\nstatus = main([])\n"
        "print(status, 'PySide6' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env=headless_environment(tmp_path),
    )
    assert done.stdout.split() == ["2", "False"]
    assert done.stderr.strip() == NO_DISPLAY


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X11/Wayland check")
def test_headless_commands_work_without_a_display(tmp_path: Path) -> None:
    """``score``, ``import``, ``sessions`` and ``export`` in the same environment: the
    conformance case's sheet, sitting 1, its line in the list, and its file back."""
    case = json.loads((CASES / "gin-source-example.json").read_text(encoding="utf-8"))
    session_file = tmp_path / "gin.json"
    session_file.write_text(json.dumps(case["session"], ensure_ascii=False), encoding="utf-8")

    scored = run_headless(tmp_path, "score", str(session_file))
    assert (scored.returncode, scored.stderr) == (0, "")
    assert json.loads(scored.stdout)["totals"] == case["expect"]["totals"]

    imported = run_headless(tmp_path, "import", str(session_file))
    assert (imported.returncode, imported.stderr, imported.stdout.split()) == (0, "", ["1"])

    listed = run_headless(tmp_path, "sessions")
    assert (listed.returncode, listed.stderr) == (0, "")
    assert len(listed.stdout.splitlines()) == 1 and "gin" in listed.stdout.lower()

    exported = run_headless(tmp_path, "export", "1", str(tmp_path / "back.json"))
    assert (exported.returncode, exported.stderr) == (0, "")
    back = json.loads((tmp_path / "back.json").read_text(encoding="utf-8"))
    assert back["deals"] == case["session"]["deals"]


@pytest.mark.parametrize(
    ("environ", "platform", "missing"),
    [
        ({}, "linux", True),
        ({"DISPLAY": "", "WAYLAND_DISPLAY": "", "QT_QPA_PLATFORM": ""}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({}, "freebsd14", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_what_counts_as_no_display(environ: dict[str, str], platform: str, missing: bool) -> None:
    """An empty variable is no display; Windows and macOS always have a screen plugin."""
    assert has_no_display(environ, platform) is missing
