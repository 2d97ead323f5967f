"""The notes a command's storage may leave on the way (an automatic backup skipped on a
full disk), held until the command has finished: said after a command that succeeded,
dropped after one that was refused, whose one line already says what went wrong (a full
disk refuses the deal too), so a refusal stays one line."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

NOTE_LOGGERS = ("zapis.backup",)
"""The loggers whose records are notes to the user (``db.backup_rotation.NOTES``)."""


class _Held(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@contextmanager
def notes_held() -> Iterator[Callable[[], None]]:
    """Hold the notes while the block runs; the function it yields says them (on stderr,
    one line each). A block ended by an exception, ``SystemExit`` with a failing status
    included, says none."""
    held = _Held()
    loggers = [logging.getLogger(name) for name in NOTE_LOGGERS]
    saved = [(logger.propagate, logger.level) for logger in loggers]
    for logger in loggers:
        logger.addHandler(held)
        logger.propagate = False
        logger.setLevel(logging.INFO)

    def say() -> None:
        for line in held.lines:
            sys.stderr.write(line + "\n")
        held.lines.clear()

    try:
        yield say
    except SystemExit as leaving:
        if leaving.code in (None, 0):
            say()
        raise
    finally:
        for logger, (propagate, level) in zip(loggers, saved, strict=True):
            logger.removeHandler(held)
            logger.propagate = propagate
            logger.setLevel(level)
