"""The ``zapis`` command: the window with no arguments, headless subcommands otherwise.

The command line is built from :data:`SUBCOMMANDS`, one row a subcommand: its name, its
help, its arguments and the module that runs it. That module is imported only when its
subcommand runs, so that ``zapis score`` starts fast, and no subcommand but the window's
imports Qt. A new command group is one module with ``run(args) -> int`` and its rows here.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from commands.held_notes import notes_held
from commands.output import EXIT_BAD_INPUT
from commands.qt_options import split_qt_options
from commands.version import __version__
from commands.window import split_file_argument
from rules.errors import printable

SITTING_ID_LIMIT = 2**31 - 1
"""The largest sitting id: the ``id`` columns are 32-bit on PostgreSQL."""
WINDOW = "commands.window"
"""The module that opens the window: ``zapis`` with no subcommand runs it too."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a refused command line is one line (``zapis open: …``), exit 2."""

    def error(self, message: str) -> NoReturn:
        """Print one line naming the command and what is wrong, and exit with status 2."""
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {printable(message)}\n")


def sitting_id(text: str) -> int:
    """A sitting id from the command line: a whole number from 1 to
    :data:`SITTING_ID_LIMIT` (argparse turns the ValueError into one line)."""
    digits = text.strip()
    if digits.isascii() and digits.isdigit() and len(digits) <= len(str(SITTING_ID_LIMIT)):
        number = int(digits)
        if 1 <= number <= SITTING_ID_LIMIT:
            return number
    raise argparse.ArgumentTypeError(
        f"the sitting id must be a whole number from 1 to {SITTING_ID_LIMIT}, "
        f"not '{printable(text[:40])}'"
    )


@dataclass(frozen=True)
class Subcommand:
    """One subcommand of ``zapis``."""

    name: str
    """What is typed after ``zapis``."""
    help: str
    """Its line in ``zapis --help``."""
    arguments: Callable[[argparse.ArgumentParser], None]
    """Adds its arguments to its parser."""
    module: str
    """The module whose ``run(args: argparse.Namespace) -> int`` runs it (``args.command``
    names the subcommand), imported only when it runs."""


def _one_file(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE")


def _files(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE")


def _export(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sitting", type=sitting_id, metavar="ID")
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument(
        "--page-size", choices=("A4", "Letter"), default="A4", help="the PDF's paper (A4)"
    )


def _nothing(parser: argparse.ArgumentParser) -> None:
    pass


def _settle(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sittings", type=sitting_id, nargs="+", metavar="ID")
    parser.add_argument(
        "--price",
        metavar="X",
        help='money for one point (or unit of the stake) for every sitting, e.g. "0.50" '
        "(default: each sitting's own price)",
    )
    parser.add_argument(
        "--currency", metavar="C", help="shown after amounts (default: the sittings' own)"
    )


def _maybe_a_file(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, nargs="?", metavar="FILE")


def _one_sitting(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sitting", type=sitting_id, metavar="ID")


def _follow(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sitting", type=sitting_id, nargs="?", metavar="ID")
    parser.add_argument("--all", action="store_true", help="follow every sitting")


def _add(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sitting", type=sitting_id, metavar="ID")
    parser.add_argument("file", metavar="FILE")


def _board(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sitting", type=sitting_id, nargs="?", metavar="ID")
    parser.add_argument(
        "--evening", metavar="DATE", help="the day as YYYY-MM-DD (today: --evening today)"
    )


SUBCOMMANDS: tuple[Subcommand, ...] = (
    Subcommand(
        "score",
        "score a session file and print the sheet as JSON (no window)",
        _one_file,
        "commands.score",
    ),
    Subcommand(
        "hand",
        "work out a deal from the cards (melds, lay-offs, honours, crowns) as JSON",
        _one_file,
        "commands.hand",
    ),
    Subcommand(
        "import", "add session files to the database as new sittings", _files, "commands.storage"
    ),
    Subcommand(
        "export",
        "write a sitting to a file: FILE.json a session file, FILE.csv the sheet for a "
        "spreadsheet, FILE.pdf the printed sheet",
        _export,
        "commands.storage",
    ),
    Subcommand(
        "sessions", "list the sittings in the database, one a line", _nothing, "commands.storage"
    ),
    Subcommand(
        "settle",
        "print who pays whom for sittings in the database, settled together as an evening",
        _settle,
        "commands.storage",
    ),
    Subcommand(
        "backup",
        "write the whole database to one backup file (default: a new file in the "
        "folder of backups) and print its path",
        _maybe_a_file,
        "commands.backups",
    ),
    Subcommand(
        "restore",
        "replace the database's content by a backup's (the current content is backed up first)",
        _one_file,
        "commands.backups",
    ),
    Subcommand(
        "backups",
        "list the backups in the folder of backups: path, time, sittings, deals",
        _nothing,
        "commands.backups",
    ),
    Subcommand(
        "follow",
        "print one JSON line per change of sitting ID as it happens (--all: every sitting)",
        _follow,
        "commands.live",
    ),
    Subcommand(
        "add",
        "append the deal record(s) in FILE (one record or a list; - for stdin) to sitting "
        "ID and print the new deal numbers",
        _add,
        "commands.live",
    ),
    Subcommand(
        "board",
        "open the room's scoreboard of sitting ID, or with --evening DATE the club board of "
        "every table that day, following them live",
        _board,
        "commands.board",
    ),
    Subcommand("open", "open the window on a sitting", _one_sitting, WINDOW),
    Subcommand(
        "install-desktop",
        "add Zapis to the desktop's menu, with its icon and session-file type "
        "(under $XDG_DATA_HOME, by default ~/.local/share)",
        _nothing,
        "commands.desktop_menu",
    ),
    Subcommand(
        "uninstall-desktop",
        "take away what install-desktop added",
        _nothing,
        "commands.desktop_menu",
    ),
)
"""Every subcommand, in the order ``zapis --help`` lists them."""


def build_parser() -> argparse.ArgumentParser:
    """The command line, with one subparser a subcommand of :data:`SUBCOMMANDS`."""
    parser = OneLineParser(
        prog="zapis",
        description=(
            "Zapis (запись): the score sheet for Three Bugs, Stukolka, Gin, Rummy and Preferans. "
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
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for subcommand in SUBCOMMANDS:
        subcommand.arguments(commands.add_parser(subcommand.name, help=subcommand.help))
    return parser


EXIT_INTERRUPTED = 130
"""The exit status after Ctrl-C (128 + SIGINT, as a shell reports it)."""
INTERRUPTED = {
    "import": "every file whose sitting id was printed is in the database; the file being "
    "read or written when it came was not imported",
    "export": "the file was left as it was",
    "settle": "nothing was written",
}
"""What an interrupted command says was written (the default: nothing was)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``zapis`` command (``zapis FILE.zapis.json`` opens the window
    offering to import the file); Ctrl-C is one line saying what was written, and exit
    status 130."""
    command = None
    _quiet_driver_logs()
    try:
        words, qt_options = split_qt_options(sys.argv[1:] if argv is None else argv)
        words, session_file = split_file_argument(words)
        args = build_parser().parse_args(words)
        args.qt_options = qt_options
        command = args.command
        return _run(args, session_file)
    except KeyboardInterrupt:
        said = INTERRUPTED.get(command or "", "nothing was written")
        with suppress(OSError, ValueError):
            print(f"zapis: interrupted (Ctrl-C); {said}", file=sys.stderr)
        if argv is None:
            # The process itself (not a caller in Python): leave now with 130. Returning
            # let the interpreter's own exit, under load, end the process by SIGINT
            # instead (status -2, seen once in a few hundred runs of the Ctrl-C test).
            with suppress(OSError, ValueError):
                sys.stdout.flush()
                sys.stderr.flush()
            os._exit(EXIT_INTERRUPTED)
        return EXIT_INTERRUPTED


def _quiet_driver_logs() -> None:
    """Keep the database driver's own log lines off stderr: psycopg logs a warning when
    a rollback fails on a connection the server dropped, and Python's last-resort
    handler printed it as a second line beside Zapis's one (issue 32). Zapis says what
    failed itself."""
    import logging

    for name in ("psycopg", "sqlalchemy"):
        logger = logging.getLogger(name)
        logger.addHandler(logging.NullHandler())
        logger.propagate = False


def _run(args: argparse.Namespace, session_file: Path | None) -> int:
    args.session_file = session_file
    chosen = {subcommand.name: subcommand.module for subcommand in SUBCOMMANDS}
    module = chosen.get(args.command, WINDOW)
    if module == WINDOW:
        # The window shows the storage's notes in its status bar itself.
        window_status: int = importlib.import_module(module).run(args)
        return window_status
    with notes_held() as say_notes:
        status: int = importlib.import_module(module).run(args)
        if status == 0:
            say_notes()
    return status


if __name__ == "__main__":
    sys.exit(main())
