"""A second program for the reliability tests: adds deals to one sitting in a loop and
prints each deal's number once its transaction has committed, until it is killed; or,
given COUNT, adds the first deal, prints ``ready``, waits for a line on stdin (so that two
writers, warmed up, start together), adds the other COUNT - 1 deals with a short pause
after each, and stops.

    python tests/db/writer.py DATABASE SITTING [COUNT]
"""

from __future__ import annotations

import sys
import time

from db import SittingId, Store

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")
"""The sitting's seats (a three-bugs table)."""


def record_for(number: int) -> dict[str, str]:
    """Deal ``number``'s record: a misdeal whose dealer goes round the table, so that a
    test can tell every stored deal is the one written at its place."""
    return {"type": "misdeal", "dealer": PLAYERS[number % len(PLAYERS)]}


def write_deals(database: str, sitting: int, count: int | None = None) -> None:
    """Add deals to ``sitting`` until killed (or ``count`` of them), printing each
    committed number; with ``count``, wait for a line on stdin after the first."""
    store = Store.open(database)
    number = len(store.load(SittingId(sitting)).session.deals)
    waited = False
    while count is None or count > 0:
        number += 1
        change = store.add_deal(SittingId(sitting), record_for(number))
        # One write, so that a kill cannot split the number from its newline.
        sys.stdout.write(f"{change.number}\n")
        sys.stdout.flush()
        if count is not None:
            count -= 1
            # A pause between deals, as at a table: without it one writer can take the
            # lock back the instant it commits, and the other, asleep in SQLite's busy
            # handler, never gets in until the first is done — no overlap to test.
            time.sleep(0.005)
            if not waited:
                print("ready", flush=True)
                sys.stdin.readline()
                waited = True
    store.close()


def main() -> None:
    """``writer.py DATABASE SITTING [COUNT]``."""
    count = int(sys.argv[3]) if len(sys.argv) > 3 else None
    write_deals(sys.argv[1], int(sys.argv[2]), count)


if __name__ == "__main__":
    main()
