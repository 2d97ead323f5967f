"""The real ``zapis`` command under Xvfb: it starts on a temporary database, its main
window appears on the X server (found with ``xwininfo -root -tree``), and ``zapis open``
starts on a sitting."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO, skip_unless_ci

pytestmark = [pytest.mark.xvfb, pytest.mark.slow]

XVFB = "/usr/bin/Xvfb"


@pytest.fixture
def display() -> Iterator[str]:
    """A fresh Xvfb server; its display name."""
    if not (Path(XVFB).exists() or shutil.which("Xvfb")):
        skip_unless_ci("Xvfb is not installed (apt-get install xvfb; CI installs it)")
    if not shutil.which("xwininfo"):
        skip_unless_ci("xwininfo is not installed (apt-get install x11-utils)")
    read, write = os.pipe()
    # -displayfd: Xvfb picks a free display and writes its number when it is ready.
    server = subprocess.Popen(
        [shutil.which("Xvfb") or XVFB, "-displayfd", str(write), "-screen", "0", "1280x800x24",
         "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write)
    with os.fdopen(read) as ready:
        number = ready.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def window_titles(display: str) -> str:
    return subprocess.run(
        ["xwininfo", "-root", "-tree"],
        env={**os.environ, "DISPLAY": display},
        capture_output=True, text=True, check=False,
    ).stdout  # fmt: skip


def start_zapis(display: str, tmp_path: Path, *args: str) -> subprocess.Popen[bytes]:
    settings = tmp_path / "settings.ini"
    settings.write_text("[ui]\nlanguage=en\n", encoding="utf-8")
    env = {
        **os.environ,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "ZAPIS_SETTINGS_FILE": str(settings),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "commands.main", "--database", str(tmp_path / "e2e.sqlite"), *args],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip


def wait_for_window(display: str, process: subprocess.Popen[bytes], title: str) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        tree = window_titles(display)
        if title in tree:
            return tree
        if process.poll() is not None:
            _out, err = process.communicate()
            pytest.fail(f"zapis exited with {process.returncode}: {err.decode(errors='replace')}")
        time.sleep(0.2)  # polling another process's X windows; there is no Qt signal here
    pytest.fail(f"no window titled {title!r} appeared; windows:\n{window_titles(display)}")


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def test_zapis_starts_and_shows_its_window(display: str, tmp_path: Path) -> None:
    """`zapis --database <tmp>`: the main window is mapped under Xvfb, and the database
    (opened once the window has been painted) is created."""
    process = start_zapis(display, tmp_path)
    database = tmp_path / "e2e.sqlite"
    try:
        wait_for_window(display, process, "Zapis — the score sheet")
        deadline = time.monotonic() + 30
        while not database.exists() and time.monotonic() < deadline:
            assert process.poll() is None, process.communicate()[1].decode(errors="replace")
            time.sleep(0.1)  # another process's file; there is no signal to wait on
    finally:
        stop(process)
    assert database.exists()


def test_zapis_open_starts_on_the_sitting(display: str, tmp_path: Path) -> None:
    """`zapis open ID` shows that sitting's sheet (its id in the title)."""
    from db.service import Store

    store = Store.open(str(tmp_path / "e2e.sqlite"))
    sitting = store.create_sitting("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], {})
    store.close()
    process = start_zapis(display, tmp_path, "open", str(sitting.id))
    try:
        wait_for_window(display, process, f"Three Bugs, sitting {sitting.id}")
    finally:
        stop(process)
