"""The standalone bundle (issue 28): ``tools/build_bundle.py`` builds it with PyInstaller
(slow: 1.5–2.5 minutes on a two-core machine), and its ``zapis`` executable, run with no
Python, venv or checkout in its environment, scores a session file, answers the other
commands, prints a PDF, and shows its window under Xvfb in Russian — Qt's own
``qtbase_ru`` included (the question's «&Да» answers Alt+Д). The rules of what the bundle
keeps are checked without building it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO, skip_unless_ci
from tests.desktop.test_end_to_end import display, window_titles

sys.path.insert(0, str(REPO / "tools"))
import build_bundle

sys.path.remove(str(REPO / "tools"))

APP_ID = "io.github.zapis.Zapis"
CASE = REPO / "tests" / "cases" / "gin-source-example.json"
__all__ = ["display"]  # the Xvfb fixture, shared with the end-to-end test


@pytest.mark.parametrize(
    ("destination", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", True),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/lib/libQt6Charts.so.6", True),
        ("libsqlite3.so.0", True),
    ],
)
def test_the_plugins_kept(destination: str, kept: bool) -> None:
    assert build_bundle.keep_binary(destination) is kept


def test_the_qt_translations_kept() -> None:
    assert build_bundle.keep_data("PySide6/Qt/translations/qtbase_ru.qm")
    assert not build_bundle.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not build_bundle.keep_data("PySide6/Qt/translations/qt_help_ru.qm")
    assert build_bundle.keep_data("resources/translations/zapis_ru.qm")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The bundle, built once for this module's tests: the output folder."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        skip_unless_ci("PyInstaller is not installed (pip install '.[bundle]'; CI installs it)")
    out = tmp_path_factory.mktemp("bundle")
    started = time.monotonic()
    ran = subprocess.run(
        [sys.executable, str(REPO / "tools" / "build_bundle.py"), "--out", str(out)],
        capture_output=True, text=True, timeout=1200, check=False,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr[-3000:]
    print(f"bundle built in {time.monotonic() - started:.0f} s: {ran.stdout.strip()}")
    yield out
    shutil.rmtree(out, ignore_errors=True)


def bare_env(home: Path, **more: str) -> dict[str, str]:
    """An environment with no Python of ours: no venv, no PYTHONPATH, no checkout."""
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "XDG_DATA_HOME": str(home / "share"),
        "ZAPIS_SETTINGS_FILE": str(home / "settings.ini"),
        **more,
    }


def run_bundled(built: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    home.mkdir(exist_ok=True)
    return subprocess.run(
        [str(built / "zapis" / "zapis"), *args],
        cwd=home, env=bare_env(home), capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.slow
def test_the_bundle_is_one_folder_within_250_mb_with_its_archive(built: Path) -> None:
    bundle = built / "zapis"
    executable = bundle / "zapis"
    assert executable.read_bytes()[:4] == b"\x7fELF"  # a program, not a script
    size = build_bundle.folder_size(bundle)
    assert size <= 250 * 1000 * 1000, size
    names = {path.name for path in bundle.rglob("*")}
    assert {"qtbase_ru.qm", "zapis_ru.qm", "libQt6Charts.so.6", "libQt6PrintSupport.so.6"} <= names
    assert {"libqxcb.so", "libqwayland.so", "libcupsprintersupport.so"} <= names
    assert not {n for n in names if n.startswith(("libQt6Qml", "libQt6Quick", "libQt6WebEngine"))}
    assert "libgtk-3.so.0" not in names
    (archive,) = built.glob("zapis-*-linux-*.tar.gz")
    with tarfile.open(archive) as packed:
        members = set(packed.getnames())
    assert "zapis/zapis" in members
    assert f"zapis/share/applications/{APP_ID}.desktop" in members
    assert f"zapis/share/metainfo/{APP_ID}.metainfo.xml" in members
    assert f"zapis/share/mime/packages/{APP_ID}.xml" in members
    assert f"zapis/share/icons/hicolor/512x512/apps/{APP_ID}.png" in members
    assert f"zapis/share/icons/hicolor/scalable/apps/{APP_ID}.svg" in members


@pytest.mark.slow
def test_the_bundled_commands_run_without_python(built: Path, tmp_path: Path) -> None:
    case = json.loads(CASE.read_text(encoding="utf-8"))
    session = tmp_path / "gin.json"
    session.write_text(json.dumps(case["session"]), encoding="utf-8")
    home = tmp_path / "home"
    scored = run_bundled(built, home, "score", str(session))
    assert scored.returncode == 0, scored.stderr
    assert json.loads(scored.stdout)["totals"] == case["expect"]["totals"]
    refused = run_bundled(built, home, "score", str(REPO / "tests/cases/bad-tricks-over-13.json"))
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    request = tmp_path / "hand.json"
    request.write_text(json.dumps({"game": "gin", "cards": "AS 2S 3S 4S 7H 7D 7C KH QH 2D"}))
    hand = run_bundled(built, home, "hand", str(request))
    assert hand.returncode == 0 and json.loads(hand.stdout)["deadwood"] == 22
    database = str(tmp_path / "bundle.sqlite3")
    imported = run_bundled(built, home, "--database", database, "import", str(session))
    assert imported.returncode == 0 and imported.stdout.strip() == "1", imported.stderr
    listed = run_bundled(built, home, "--database", database, "sessions")
    assert listed.returncode == 0 and "gin" in listed.stdout
    for name in ("sheet.pdf", "sheet.csv", "again.json"):
        exported = run_bundled(
            built, home, "--database", database, "export", "1", str(tmp_path / name)
        )
        assert exported.returncode == 0, exported.stderr
    assert (tmp_path / "sheet.pdf").read_bytes()[:5] == b"%PDF-"  # printing, offscreen
    installed = run_bundled(built, home, "install-desktop")
    assert installed.returncode == 0, installed.stderr
    entry = (home / "share" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={built / 'zapis' / 'zapis'} %f" in entry.splitlines()


def wait_for(display: str, title: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if title in window_titles(display):
            return
        if process.poll() is not None:
            pytest.fail(f"zapis exited with {process.returncode}: {process.communicate()}")
        time.sleep(0.2)  # another process's X windows; there is no signal to wait on
    pytest.fail(f"no window {title!r}:\n{window_titles(display)}")


@pytest.mark.slow
@pytest.mark.xvfb
def test_the_bundled_window_speaks_russian(built: Path, tmp_path: Path, display: str) -> None:
    """``zapis FILE.zapis.json`` in Russian: the question is Zapis's Russian, its Yes
    button Qt's («&Да», from qtbase_ru): Alt+Д imports the file and opens it."""
    if not shutil.which("xdotool") or not shutil.which("xprop"):
        skip_unless_ci("xdotool and xprop are needed (apt-get install xdotool x11-utils)")
    case = json.loads(CASE.read_text(encoding="utf-8"))
    session = tmp_path / "evening.zapis.json"
    session.write_text(json.dumps(case["session"]), encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.ini").write_text("[ui]\nlanguage=ru\n", encoding="utf-8")
    env = bare_env(home, DISPLAY=display)
    process = subprocess.Popen(
        [str(built / "zapis" / "zapis"), "--database", str(tmp_path / "w.sqlite3"), str(session)],
        cwd=home, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    try:
        wait_for(display, "Импортировать файл встречи?", process)
        tools = {**os.environ, "DISPLAY": display}
        found = subprocess.run(
            ["xdotool", "search", "--name", "Импортировать файл встречи"],
            env=tools, capture_output=True, text=True, check=True,
        )  # fmt: skip
        question = found.stdout.split()[0]
        wm_class = subprocess.run(
            ["xprop", "-id", question, "WM_CLASS"],
            env=tools, capture_output=True, text=True, check=True,
        )  # fmt: skip
        assert '"Zapis"' in wm_class.stdout  # the desktop entry's StartupWMClass
        subprocess.run(["xdotool", "windowfocus", "--sync", question], env=tools, check=True)
        subprocess.run(
            ["xdotool", "key", "--clearmodifiers", "alt+Cyrillic_de"], env=tools, check=True
        )
        wait_for(display, "Zapis — Джин, встреча 1", process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
