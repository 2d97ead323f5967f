"""The ``zapis`` command: the window with no arguments, headless subcommands otherwise.

Qt and SQLAlchemy are imported only by the subcommands that need them, so that
``zapis score`` starts fast and runs where there is no screen.
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
from collections.abc import Mapping, Sequence
from contextlib import suppress
from pathlib import Path
from typing import NoReturn

from desktop import freedesktop
from desktop.version import __version__
from rules.errors import RuleViolation, printable

EXIT_BAD_INPUT = 2
"""The exit status for input that is refused (the session-format spec's choice)."""
EXIT_OUTPUT_FAILED = 1
"""The exit status when the output cannot be written (a full disk, a closed pipe)."""
SITTING_ID_LIMIT = 2**31 - 1
"""The largest sitting id: the ``id`` columns are 32-bit on PostgreSQL."""


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


def emit(text: str) -> OSError | None:
    """Write ``text`` to stdout and flush it; the error if the output cannot take it.

    After a failure stdout is pointed at the null device, so that Python's own flush at
    exit does not fail a second time and print a traceback of its own."""
    if sys.stdout is None:  # started with its standard output closed
        return OSError(errno.EBADF, "the standard output is closed")
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError as problem:
        _silence_stdout()
        return problem
    except (UnicodeEncodeError, ValueError) as problem:
        # An output encoding that cannot take the names (PYTHONIOENCODING=ascii), or a
        # stream closed under us: said as an output failure too, not a traceback.
        _silence_stdout()
        return OSError(errno.EIO, str(problem).splitlines()[0])
    return None


def _silence_stdout() -> None:
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        # A stdout with no descriptor (a test's capture) has nothing left to flush.
        pass


def output_failed(problem: OSError, what: str = "") -> int:
    """Say in one line on stderr that the output could not be written (not for a closed
    pipe: ``zapis sessions | head`` is not an error worth a line); the exit status."""
    if problem.errno != errno.EPIPE:
        reason = problem.strerror or str(problem)
        print(f"zapis: cannot write the output ({reason}){what}", file=sys.stderr)
    return EXIT_OUTPUT_FAILED


def build_parser() -> argparse.ArgumentParser:
    """The command line, with one subparser a subcommand."""
    parser = OneLineParser(
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
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)

    score = commands.add_parser(
        "score", help="score a session file and print the sheet as JSON (no window)"
    )
    score.add_argument("file", type=Path, metavar="FILE")

    hand = commands.add_parser(
        "hand",
        help="work out a deal from the cards (melds, lay-offs, honours, crowns) as JSON",
    )
    hand.add_argument("file", type=Path, metavar="FILE")

    imp = commands.add_parser("import", help="add session files to the database as new sittings")
    imp.add_argument("files", type=Path, nargs="+", metavar="FILE")

    exp = commands.add_parser(
        "export",
        help="write a sitting to a file: FILE.json a session file, FILE.csv the sheet for a "
        "spreadsheet, FILE.pdf the printed sheet",
    )
    exp.add_argument("sitting", type=sitting_id, metavar="ID")
    exp.add_argument("file", type=Path, metavar="FILE")
    exp.add_argument(
        "--page-size", choices=("A4", "Letter"), default="A4", help="the PDF's paper (A4)"
    )

    commands.add_parser("sessions", help="list the sittings in the database, one a line")

    settle = commands.add_parser(
        "settle",
        help="print who pays whom for sittings in the database, settled together as an evening",
    )
    settle.add_argument("sittings", type=sitting_id, nargs="+", metavar="ID")
    settle.add_argument(
        "--price",
        metavar="X",
        help='money for one point (or unit of the stake) for every sitting, e.g. "0.50" '
        "(default: each sitting's own price)",
    )
    settle.add_argument(
        "--currency", metavar="C", help="shown after amounts (default: the sittings' own)"
    )

    from desktop.backup_cli import add_commands

    add_commands(commands)

    opn = commands.add_parser("open", help="open the window on a sitting")
    opn.add_argument("sitting", type=sitting_id, metavar="ID")
    freedesktop.add_commands(commands)
    return parser


def run_score(path: Path) -> int:
    """``zapis score FILE``: JSON on stdout, or one line on stderr and exit 2."""
    from desktop.score_output import sheet_pieces
    from rules.score_memo import MEMO
    from rules.session import score
    from rules.session_file import read_session_file, refusal_line
    from rules.settlement import settle_sitting

    try:
        session = read_session_file(path)
        scored = score(session)
        # As rules.settlement.scored_json adds them; the deals are written one by one.
        money = settle_sitting(session, scored)
        extra = {"payments": money.to_json()} if money is not None else {}
    except RuleViolation as violation:
        print(refusal_line(violation, path, name_file=False), file=sys.stderr)
        return EXIT_BAD_INPUT
    del session  # the records are not needed while the sheet is written
    MEMO.clear()
    for piece in sheet_pieces(scored, extra):
        failed = emit(piece)
        if failed is not None:
            return output_failed(failed)
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
        words, session_file = freedesktop.split_file_argument(
            sys.argv[1:] if argv is None else argv
        )
        args = build_parser().parse_args(words)
        command = args.command
        return _run(args, session_file)
    except KeyboardInterrupt:
        said = INTERRUPTED.get(command or "", "nothing was written")
        with suppress(OSError, ValueError):
            print(f"zapis: interrupted (Ctrl-C); {said}", file=sys.stderr)
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
    if args.command in freedesktop.COMMANDS:
        return freedesktop.run(args.command)
    if args.command == "score":
        return run_score(args.file)
    if args.command == "hand":
        from desktop.hand_cli import run_hand

        return run_hand(args.file)
    if args.command in ("import", "export", "sessions", "settle"):
        from desktop import storage_cli

        return storage_cli.run(args)
    if args.command in ("backup", "restore", "backups"):
        from desktop import backup_cli

        return backup_cli.run(args)
    # Checked before Qt is even imported, so the one line is all the player sees.
    if has_no_display(os.environ, sys.platform):
        print(NO_DISPLAY, file=sys.stderr)
        return EXIT_BAD_INPUT
    from desktop.app import run_app

    sitting = getattr(args, "sitting", None)
    return run_app(database=args.database, sitting=sitting, session_file=session_file)


if __name__ == "__main__":
    sys.exit(main())
