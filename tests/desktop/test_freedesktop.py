"""Zapis on a freedesktop.org desktop (issue 28): the .desktop entry, the AppStream
metainfo and the MIME type pass their validators; the icons are the SVG's rendering at
every hicolor size; ``zapis install-desktop`` / ``uninstall-desktop`` write and take
away exactly those files under ``$XDG_DATA_HOME`` (a tmp folder here, never the real
one); ``zapis FILE.zapis.json`` asks, then imports and opens the file."""

from __future__ import annotations

import configparser
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest

from commands.main import main
from commands.version import __version__
from desktop import freedesktop
from desktop.app_identity import APP_ID, ICON_SIZES, WM_CLASS, icon_png
from tests.conftest import REPO, skip_unless_ci

ENTRY = freedesktop.DESKTOP_FILES / f"{APP_ID}.desktop"
METAINFO = freedesktop.DESKTOP_FILES / f"{APP_ID}.metainfo.xml"
MIME = freedesktop.DESKTOP_FILES / f"{APP_ID}.mime.xml"


def tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        skip_unless_ci(f"{name} is not installed (apt-get install {package}; CI installs it)")
    assert found is not None
    return found


def entry_keys(text: str) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_says_what_the_issue_asks() -> None:
    keys = entry_keys(ENTRY.read_text(encoding="utf-8"))
    assert keys["Name"] == "Zapis" and keys["Name[ru]"] == "Запись"
    assert keys["GenericName"] and keys["GenericName[ru]"] and keys["Comment[ru]"]
    assert keys["Exec"] == "zapis %f" and keys["Icon"] == APP_ID
    assert keys["Categories"] == "Game;CardGame;"
    assert "gin" in keys["Keywords"] and "стуколка" in keys["Keywords[ru]"]
    assert keys["MimeType"] == f"{freedesktop.MIME_TYPE};"
    # Qt's xcb plugin sets the window's WM_CLASS class to the application's name.
    assert keys["StartupWMClass"] == WM_CLASS
    app = (REPO / "desktop" / "app.py").read_text(encoding="utf-8")
    assert f'app.setApplicationName("{WM_CLASS}")' in app
    assert "QApplication.setDesktopFileName(APP_ID)" in app


@pytest.mark.parametrize(
    "program", ["/usr/bin/zapis", "/home/anna/My Apps/zapis", '/opt/odd"$`\\name/zapis']
)
def test_the_entry_install_desktop_writes_is_valid(tmp_path: Path, program: str) -> None:
    """``Exec`` with the full path of the program, quoted and escaped as the Desktop Entry
    specification asks when it holds a space or a reserved character."""
    validate = tool("desktop-file-validate", "desktop-file-utils")
    written = tmp_path / f"{APP_ID}.desktop"
    written.write_text(freedesktop.desktop_entry(program), encoding="utf-8")
    checked = subprocess.run([validate, str(written)], capture_output=True, text=True)
    assert checked.returncode == 0 and checked.stdout == "", checked.stdout
    line = next(x for x in written.read_text(encoding="utf-8").splitlines() if x[:5] == "Exec=")
    if " " in program or "$" in program:
        assert line.startswith('Exec="') and line.endswith('" %f')
    else:
        assert line == f"Exec={program} %f"


def test_the_exec_quoting_follows_the_specification() -> None:
    """Quoting escapes " ` $ \\ with a backslash, then the string escape doubles every
    backslash; % is doubled."""
    assert freedesktop.exec_quoted("/a/zapis") == "/a/zapis"
    assert freedesktop.exec_quoted("/a b/zapis") == '"/a b/zapis"'
    assert freedesktop.exec_quoted("/a$b/zapis") == '"/a\\\\$b/zapis"'
    assert freedesktop.exec_quoted("/50%/zapis") == "/50%%/zapis"


def test_the_metainfo_is_valid_and_current() -> None:
    validate = tool("appstreamcli", "appstream")
    checked = subprocess.run(
        [validate, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"  # type: ignore[union-attr]
    assert root.find("content_rating") is not None
    assert root.find("releases/release").get("version") == __version__  # type: ignore[union-attr]
    assert root.find("provides/mediatype").text == freedesktop.MIME_TYPE  # type: ignore[union-attr]
    shots = root.findall("screenshots/screenshot/image")
    assert len(shots) >= 3
    from PySide6.QtGui import QImage

    for image in shots:
        # Each is a real screenshot kept in the repository, at the size it is said to be.
        assert image.text is not None
        local = REPO / image.text.split("/main/", 1)[1]
        read = QImage(str(local))
        assert not read.isNull(), local
        assert (read.width(), read.height()) == (int(image.get("width")), int(image.get("height")))  # type: ignore[arg-type]


def test_the_mime_type_is_for_zapis_json_files() -> None:
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ElementTree.parse(MIME).getroot()
    kind = root.find("m:mime-type", namespace)
    assert kind is not None and kind.get("type") == freedesktop.MIME_TYPE
    assert kind.find("m:glob", namespace).get("pattern") == f"*{freedesktop.SESSION_SUFFIX}"  # type: ignore[union-attr]
    assert kind.find("m:sub-class-of", namespace).get("type") == "application/json"  # type: ignore[union-attr]


def test_the_icons_are_the_svgs_rendering_at_every_hicolor_size(qapp: Any) -> None:
    from PySide6.QtGui import QImage

    sys.path.insert(0, str(REPO / "tools"))
    try:
        import render_icons
    finally:
        sys.path.remove(str(REPO / "tools"))
    assert ICON_SIZES[0] == 16 and ICON_SIZES[-1] == 512
    for size in ICON_SIZES:
        kept = QImage(str(icon_png(size)))
        assert (kept.width(), kept.height()) == (size, size)
        fresh = render_icons.render(freedesktop.icon_svg(), size)
        assert kept.convertToFormat(fresh.format()) == fresh, size


def run_command(
    command: str, data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> str:
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    assert main([command]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def test_install_desktop_then_uninstall_desktop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "share"
    out = run_command("install-desktop", data, monkeypatch, capsys)
    expected = 4 + len(ICON_SIZES)
    assert f"added {expected} files under {data}" in out
    entry = data / "applications" / f"{APP_ID}.desktop"
    assert entry_keys(entry.read_text(encoding="utf-8"))["Icon"] == APP_ID
    exec_line = entry_keys(entry.read_text(encoding="utf-8"))["Exec"]
    assert exec_line.endswith(" %f") and "zapis" in exec_line
    for size in ICON_SIZES:
        png = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes() == icon_png(size).read_bytes()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    if shutil.which("update-mime-database"):
        # The MIME database was rebuilt: *.zapis.json is now a Zapis session file.
        globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
        assert f"60:{freedesktop.MIME_TYPE}:*.zapis.json" in globs
    someone_elses = data / "applications" / "other.desktop"
    someone_elses.write_text("[Desktop Entry]\n", encoding="utf-8")
    out = run_command("uninstall-desktop", data, monkeypatch, capsys)
    assert f"removed {expected} files" in out
    assert not entry.exists() and someone_elses.exists()
    assert not list((data / "icons").rglob(f"{APP_ID}.*"))
    # A second uninstall finds nothing to remove, and says so.
    assert "removed 0 files" in run_command("uninstall-desktop", data, monkeypatch, capsys)


def test_xdg_data_home_relative_or_unset_means_the_home_folder() -> None:
    assert freedesktop.data_home({"XDG_DATA_HOME": "/x/share", "HOME": "/h"}) == Path("/x/share")
    assert freedesktop.data_home({"XDG_DATA_HOME": "rel", "HOME": "/h"}) == Path("/h/.local/share")
    assert freedesktop.data_home({"HOME": "/h"}) == Path("/h/.local/share")


def test_an_unwritable_data_folder_is_one_line_and_status_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["install-desktop"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("zapis: cannot change") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "words", "file"),
    [
        (["game.zapis.json"], [], "game.zapis.json"),
        (["--database", "x.sqlite", "/a/b.JSON"], ["--database", "x.sqlite"], "/a/b.JSON"),
        (["score", "a.json"], ["score", "a.json"], None),
        (["--database", "a.json"], ["--database", "a.json"], None),
        ([], [], None),
        (["open", "3"], ["open", "3"], None),
    ],
)
def test_a_session_file_on_the_command_line(
    argv: list[str], words: list[str], file: str | None
) -> None:
    assert freedesktop.split_file_argument(argv) == (words, None if file is None else Path(file))


def session_file(tmp_path: Path) -> Path:
    path = tmp_path / "evening.zapis.json"
    session = json.loads((REPO / "tests" / "cases" / "gin-source-example.json").read_text())
    path.write_text(json.dumps(session["session"]), encoding="utf-8")
    return path


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_opening_a_file_asks_then_imports_and_opens_it(
    qtbot: Any, main_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from desktop.shell.open_file import ask_and_import

    asked: list[str] = []

    def reply(box: QMessageBox) -> int:
        asked.append(box.text())
        button = (
            QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No
        )
        return int(button.value)

    monkeypatch.setattr(QMessageBox, "exec", reply)
    path = session_file(tmp_path)
    got = ask_and_import(main_window, path)
    assert len(asked) == 1 and str(path) in asked[0]
    if answer == "no":
        assert got is None and main_window.controller is None
        return
    assert got is not None
    assert main_window.controller is not None
    assert main_window.store.load(got).session.deals[6].to_json()["opponent_deadwood"] == 6
    assert f"sitting {got}" in main_window.windowTitle()
