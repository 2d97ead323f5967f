"""``zapis`` and ``zapis open ID``: the window, the one subcommand that needs Qt.

The display is checked before Qt is even imported, and :mod:`desktop` only when the
window really opens, so every other subcommand stays headless.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from commands.output import EXIT_BAD_INPUT
from commands.qt_options import chooses_platform

NO_DISPLAY = (
    "zapis: there is no display to open the window on: set DISPLAY (a desktop session or "
    "ssh -X sets it), or QT_QPA_PLATFORM=offscreen for scripts; "
    "zapis score, import, export and sessions need no display"
)
"""The one line said instead of the window where there is no screen."""


def has_no_display(environ: Mapping[str, str], platform: str) -> bool:
    """True where Qt would find no screen: on Linux and the other X11/Wayland systems with
    neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` nor a chosen ``QT_QPA_PLATFORM``. Qt itself
    would abort there (status 134) blaming a missing xcb library, which misleads."""
    if platform.startswith(("win32", "darwin")):
        return False  # Windows and macOS always have their own screen plugin
    return not any(environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def split_file_argument(argv: Sequence[str]) -> tuple[list[str], Path | None]:
    """``zapis [--database URL] FILE.json``, as the menu entry runs it for a file: the
    arguments without the file, and the file (``None`` when the first word that is not an
    option is not a ``.json`` file's name: a command such as ``score``, or nothing)."""
    words = list(argv)
    position = 0
    while position < len(words):
        word = words[position]
        if word == "--database":
            position += 2
            continue
        if word.startswith("-"):
            position += 1
            continue
        if not word.casefold().endswith(".json"):
            return words, None
        return words[:position] + words[position + 1 :], Path(word)
    return words, None


def run(args: argparse.Namespace) -> int:
    """Open the window on ``args.database`` (on ``args.sitting`` for ``zapis open``)."""
    # Checked before Qt is even imported, so the one line is all the player sees.
    qt_options: list[str] = getattr(args, "qt_options", [])
    if has_no_display(os.environ, sys.platform) and not chooses_platform(qt_options):
        print(NO_DISPLAY, file=sys.stderr)
        return EXIT_BAD_INPUT
    from desktop.app import run_app

    sitting = getattr(args, "sitting", None)
    session_file = getattr(args, "session_file", None)
    return run_app(
        database=args.database, sitting=sitting, session_file=session_file, qt_options=qt_options
    )
