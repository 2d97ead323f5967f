"""The real ``zapis`` command under Xvfb: it starts on a temporary database, its main
window appears on the X server (found with ``xwininfo -root -tree``), and ``zapis open``
starts on a sitting."""

from __future__ import annotations

import json
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


def _window_id(tree: str, title: str) -> str:
    for line in tree.splitlines():
        if f'"{title}"' in line:
            return line.split()[0]
    raise AssertionError(f"no window {title!r} in:\n{tree}")


def _shot(display: str, window: str, path: Path) -> bytes:
    subprocess.run(
        ["import", "-window", window, f"rgb:{path}"],
        env={**os.environ, "DISPLAY": display},
        check=True, capture_output=True, timeout=30,
    )  # fmt: skip
    return path.read_bytes()


def test_a_real_board_follows_zapis_add(display: str, tmp_path: Path) -> None:
    """Issue 26: `zapis board ID` under Xvfb, then `zapis add` in another process: the
    window is painted anew (its pixels change) without a key pressed, and stay as they
    were while nothing is written (no blinking caret to mistake for a change)."""
    if not shutil.which("import"):
        skip_unless_ci("ImageMagick's import is not installed (apt-get install imagemagick)")
    from db.service import Store

    database = str(tmp_path / "e2e.sqlite")
    with Store.open(database) as store:
        sitting = store.create_sitting("rummy", ["Anna", "Boris", "Vera"]).id
    process = start_zapis(display, tmp_path, "board", str(sitting))
    try:
        tree = wait_for_window(display, process, "Zapis — scoreboard")
        window = _window_id(tree, "Zapis — scoreboard")
        time.sleep(0.5)  # the first paint of another process; no signal reaches here
        before = _shot(display, window, tmp_path / "before.rgb")
        assert _shot(display, window, tmp_path / "again.rgb") == before
        deal = json.dumps(
            {
                "melded": {"Anna": 10, "Boris": 0, "Vera": 5},
                "in_hand": {"Anna": 0, "Boris": 20, "Vera": 3},
            }
        )
        added = subprocess.run(
            [sys.executable, "-m", "commands.main", "--database", database, "add",
             str(sitting), "-"],
            cwd=REPO, input=deal, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert (added.returncode, added.stdout) == (0, "1\n"), added.stderr
        deadline = time.monotonic() + 5
        while _shot(display, window, tmp_path / "after.rgb") == before:
            assert time.monotonic() < deadline, "the board was not painted anew"
            time.sleep(0.1)  # another process's window: polled
    finally:
        stop(process)


def test_the_app_keeps_every_sittings_outcomes_in_the_background(
    display: str, tmp_path: Path
) -> None:
    """Issue 31: a database whose sittings' outcomes were never counted (as after the
    upgrade to revision 0009): a few seconds after `zapis` starts on it, every sitting's
    outcomes are kept (desktop/app.py starts db/outcome_keeper.py's walk), so that the
    first look at a player's records rescores none."""
    import sqlite3

    from db.service import Store
    from rules.session import new_session, with_json_deals

    database = tmp_path / "e2e.sqlite"
    base = new_session("rummy", ["Anna", "Boris", "Vera"], {"target": 10**6})
    deal = {
        "melded": {"Anna": 10, "Boris": 0, "Vera": 5},
        "in_hand": {"Anna": 0, "Boris": 20, "Vera": 3},
    }
    with Store.open(str(database)) as store:
        store.import_sessions([with_json_deals(base, [deal] * 3) for _ in range(12)])

    def kept() -> int:
        with sqlite3.connect(database) as connection:
            return int(connection.execute("SELECT count(*) FROM sitting_outcomes").fetchone()[0])

    assert kept() == 0
    process = start_zapis(display, tmp_path)
    try:
        wait_for_window(display, process, "Zapis — the score sheet")
        deadline = time.monotonic() + 30
        while kept() < 12:
            assert time.monotonic() < deadline, f"{kept()} of 12 sittings kept after 30 s"
            assert process.poll() is None, process.communicate()[1].decode(errors="replace")
            time.sleep(0.2)  # another process's writes: polled
    finally:
        stop(process)
    with Store.open(str(database)) as store:
        assert store.player_game_records("Anna")[0].sittings == 12
        assert store.sittings_counted == 0
