"""Zapis on a freedesktop.org desktop (issue 28): its menu entry, icons, AppStream
metadata and session-file type, put under the user's XDG data folder for a pip or pipx
install by ``zapis install-desktop`` and taken away by ``zapis uninstall-desktop``; and
``zapis FILE.zapis.json``, the command the menu entry runs for a double-clicked file.

The files themselves are packaged data (``resources/desktop``, ``resources/icons``); the
PyInstaller bundle's archive carries the same files in the same layout
(``tools/build_bundle.py``). No Qt here: the commands need no display.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from commands.window import split_file_argument as split_file_argument
from desktop.app_identity import APP_ID, ICON_SIZES, icon_png, icon_svg

MIME_TYPE: Final = "application/x-zapis-session"
"""The type of a ``*.zapis.json`` session file."""
SESSION_SUFFIX: Final = ".zapis.json"
"""How a session file meant to be opened by a double click is named."""
RESOURCES: Final = Path(__file__).resolve().parents[1] / "resources"
DESKTOP_FILES: Final = RESOURCES / "desktop"
"""The .desktop entry, the AppStream metainfo and the shared-mime-info entry."""
INSTALL: Final = "install-desktop"
UNINSTALL: Final = "uninstall-desktop"
COMMANDS: Final = (INSTALL, UNINSTALL)


def data_home(environ: Mapping[str, str]) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or relative (the
    XDG Base Directory specification says a relative path is to be ignored)."""
    named = environ.get("XDG_DATA_HOME", "")
    if named and Path(named).is_absolute():
        return Path(named)
    home = environ.get("HOME") or str(Path.home())
    return Path(home) / ".local" / "share"


def zapis_command() -> str:
    """The program the menu entry runs: the bundle's own executable, else the ``zapis``
    script this process was started as, else ``zapis`` on the PATH. A full path, because
    a desktop session's PATH often lacks ``~/.local/bin`` where pipx puts the script."""
    if getattr(sys, "frozen", False):
        return str(Path(sys.executable).resolve())
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    # Not resolved: pipx's ~/.local/bin/zapis is a link that outlives a reinstall.
    if started is not None and started.name.startswith("zapis") and started.is_file():
        return str(started.absolute())
    found = shutil.which("zapis")
    return str(Path(found).absolute()) if found else "zapis"


def exec_quoted(program: str) -> str:
    """``program`` as the first word of a desktop entry's ``Exec`` value: quoted when it
    holds a reserved character, with ``"`` ``` ` ``` ``$`` ``\\`` escaped inside the
    quotes and ``%`` doubled (Desktop Entry specification, "The Exec key"). The key's
    value is then escaped once more as a string (a backslash written twice)."""
    program = program.replace("%", "%%")
    if not any(char in program for char in " \t\n\"'\\><~|&;$*?#()`"):
        return program
    inner = "".join("\\" + char if char in '"`$\\' else char for char in program)
    return '"' + inner.replace("\\", "\\\\") + '"'


def desktop_entry(program: str) -> str:
    """The packaged .desktop entry with ``Exec`` running ``program`` on the file given."""
    template = (DESKTOP_FILES / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    lines = [
        f"Exec={exec_quoted(program)} %f" if line.startswith("Exec=") else line
        for line in template.splitlines()
    ]
    return "\n".join(lines) + "\n"


def planned(data: Path, program: str) -> dict[Path, bytes]:
    """Every file ``install-desktop`` writes under ``data``, with its bytes."""
    files: dict[Path, bytes] = {
        data / "applications" / f"{APP_ID}.desktop": desktop_entry(program).encode("utf-8"),
        data / "metainfo" / f"{APP_ID}.metainfo.xml": (
            DESKTOP_FILES / f"{APP_ID}.metainfo.xml"
        ).read_bytes(),
        data / "mime" / "packages" / f"{APP_ID}.xml": (
            DESKTOP_FILES / f"{APP_ID}.mime.xml"
        ).read_bytes(),
        data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": (
            icon_svg()
        ).read_bytes(),
    }
    for size in ICON_SIZES:
        target = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        files[target] = icon_png(size).read_bytes()
    return files


def _refresh(data: Path) -> None:
    """Let the desktop see the change at once: the MIME database, the desktop entries'
    MIME cache and the icon cache, each with its tool where it is installed. A missing
    or failing tool only delays that until the next login."""
    for tool, args in (
        ("update-mime-database", [str(data / "mime")]),
        ("update-desktop-database", ["-q", str(data / "applications")]),
        ("gtk-update-icon-cache", ["-q", "-t", "-f", str(data / "icons" / "hicolor")]),
    ):
        found = shutil.which(tool)
        if found is None or not Path(args[-1]).is_dir():
            continue
        try:
            subprocess.run(
                [found, *args],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=60,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired):
            continue


def install(data: Path, program: str) -> list[Path]:
    """Write the entry, the metainfo, the MIME type and the icons under ``data``; the
    files written."""
    written: list[Path] = []
    for target, content in planned(data, program).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        written.append(target)
    _refresh(data)
    return written


def uninstall(data: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``data`` (and nothing else); the files
    removed."""
    removed: list[Path] = []
    for target in planned(data, "zapis"):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    _refresh(data)
    return removed


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    """Add ``install-desktop`` and ``uninstall-desktop`` to the ``zapis`` command line."""
    commands.add_parser(
        INSTALL,
        help="add Zapis to the desktop's menu, with its icon and session-file type "
        "(under $XDG_DATA_HOME, by default ~/.local/share)",
    )
    commands.add_parser(UNINSTALL, help="take away what install-desktop added")


def run(command: str, environ: Mapping[str, str] | None = None) -> int:
    """``zapis install-desktop`` or ``uninstall-desktop``: do it and say what was done."""
    data = data_home(os.environ if environ is None else environ)
    try:
        if command == INSTALL:
            program = zapis_command()
            done = install(data, program)
            print(f"zapis: added {len(done)} files under {data} (the menu entry runs {program})")
        else:
            done = uninstall(data)
            print(f"zapis: removed {len(done)} files from under {data}")
    except OSError as problem:
        print(f"zapis: cannot change {data}: {problem.strerror or problem}", file=sys.stderr)
        return 1
    return 0
