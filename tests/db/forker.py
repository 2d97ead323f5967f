"""A zygote for the kill tests: it imports Zapis once, then forks the programs to kill,
so that a kill lands in their work and not in Python's start-up (and 20 kills take
seconds, not half a minute).

A line on stdin that is a JSON list ``[COUNT, COMMAND, ARGUMENT...]`` forks COUNT
children, each running COMMAND, and prints ``pids P1 P2 ...``; the next line (any text)
waits for them all to end and prints ``done S1 S2 ...`` (exit statuses, negative for the
signal that killed the child). Children are reaped only then, so their pids cannot be
reused by another program while the test may still kill them. Empty lines mean nothing.
COMMAND is ``write DATABASE SITTING`` (add deals until killed) or ``zapis ARGUMENT...``
(the ``zapis`` command). The children print on the same stdout, a line at a time.

    python tests/db/forker.py
"""

from __future__ import annotations

import json
import os
import sys

import db.service  # noqa: F401  (imported once here, not in every child)
from commands.main import main as zapis
from tests.db.writer import write_deals


def _child(command: str, arguments: list[str]) -> int:
    if command == "write":
        write_deals(arguments[0], int(arguments[1]))
        return 0
    if command == "zapis":
        return zapis(arguments)
    raise ValueError(f"unknown command {command!r}")


def _say(*words: object) -> None:
    # A newline first: a child killed in the middle of a line (print writes the text
    # and the newline apart when Python is unbuffered) must not swallow this one.
    sys.stdout.write("\n" + " ".join(map(str, words)) + "\n")
    sys.stdout.flush()


def main() -> None:
    """Fork what each line asks for, until stdin ends."""
    while line := sys.stdin.readline():
        count, command, *arguments = json.loads(line)
        pids = []
        for _ in range(count):
            sys.stdout.flush()
            pid = os.fork()
            if pid == 0:
                status = 1
                try:
                    status = _child(command, arguments)
                finally:
                    sys.stdout.flush()
                    os._exit(status)
            pids.append(pid)
        _say("pids", *pids)
        sys.stdin.readline()
        statuses = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
        _say("done", *statuses)


if __name__ == "__main__":
    main()
