"""What every subcommand shares: its exit statuses, its refusal line and writing to
standard output."""

from __future__ import annotations

import errno
import os
import sys

EXIT_BAD_INPUT = 2
"""The exit status for input that is refused, or a storage problem (the session-format
spec's choice)."""
EXIT_OUTPUT_FAILED = 1
"""The exit status when the output cannot be written (a full disk, a closed pipe)."""


def refused(problem: object) -> int:
    """Say ``problem`` (a storage problem, a refusal, what is missing) in one line on
    stderr, as ``zapis: …``; the exit status of a refusal."""
    print(f"zapis: {problem}", file=sys.stderr)
    return EXIT_BAD_INPUT


def no_sitting(sitting: int, where: str | None) -> int:
    """Say that there is no sitting ``sitting`` in the database ``where``; the status."""
    return refused(f"there is no sitting {sitting} in {where}")


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
