"""The ``zapis`` command: the window with no arguments, headless subcommands otherwise.

Qt and SQLAlchemy are imported only by the subcommands that need them, so that
``zapis score`` starts fast and runs where there is no screen.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from desktop.version import __version__
from rules.errors import RuleViolation

EXIT_BAD_INPUT = 2
"""The exit status for input that is refused (the session-format spec's choice)."""


def build_parser() -> argparse.ArgumentParser:
    """The command line, with one subparser a subcommand."""
    parser = argparse.ArgumentParser(
        prog="zapis",
        description=(
            "Zapis (запись): the score sheet for Three Bugs, Stukolka, Gin and Rummy. "
            "With no command, opens the window."
        ),
    )
    parser.add_argument("--version", action="version", version=f"zapis {__version__}")
    parser.add_argument(
        "--database",
        metavar="URL",
        help=(
            "the database: a file path or an SQLAlchemy URL "
            "(default: $ZAPIS_DATABASE_URL, else a file in your data folder)"
        ),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    score = commands.add_parser(
        "score", help="score a session file and print the sheet as JSON (no window)"
    )
    score.add_argument("file", type=Path, metavar="FILE")

    imp = commands.add_parser("import", help="add session files to the database as new sittings")
    imp.add_argument("files", type=Path, nargs="+", metavar="FILE")

    exp = commands.add_parser("export", help="write a sitting to a session file")
    exp.add_argument("sitting", type=int, metavar="ID")
    exp.add_argument("file", type=Path, metavar="FILE")

    commands.add_parser("sessions", help="list the sittings in the database, one a line")

    opn = commands.add_parser("open", help="open the window on a sitting")
    opn.add_argument("sitting", type=int, metavar="ID")
    return parser


def run_score(path: Path) -> int:
    """``zapis score FILE``: JSON on stdout, or one line on stderr and exit 2."""
    from rules.session import read_session, score

    try:
        text = path.read_text(encoding="utf-8")
    except OSError as problem:
        print(f"{path}: cannot read the file: {problem.strerror}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except UnicodeDecodeError:
        print(f"{path}: line 1: the file is not UTF-8 text", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        scored = score(read_session(text))
    except RuleViolation as violation:
        print(violation.text(), file=sys.stderr)
        return EXIT_BAD_INPUT
    sys.stdout.write(json.dumps(scored.to_json(), ensure_ascii=False, indent=2) + "\n")
    return 0


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


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``zapis`` command."""
    args = build_parser().parse_args(argv)
    if args.command == "score":
        return run_score(args.file)
    if args.command in ("import", "export", "sessions"):
        from desktop import storage_cli

        return storage_cli.run(args)
    # Checked before Qt is even imported, so the one line is all the player sees.
    if has_no_display(os.environ, sys.platform):
        print(NO_DISPLAY, file=sys.stderr)
        return EXIT_BAD_INPUT
    from desktop.app import run_app

    return run_app(database=args.database, sitting=getattr(args, "sitting", None))


if __name__ == "__main__":
    sys.exit(main())
