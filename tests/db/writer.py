"""A second program for the reliability tests: adds deals to one sitting in a loop and
prints each deal's number once its transaction has committed, until it is killed; or,
given COUNT, adds the first deal, prints ``ready``, waits for a line on stdin (so that two
writers, warmed up, start together), adds the other COUNT - 1 deals and stops.

    python tests/db/writer.py DATABASE SITTING [COUNT]
"""

from __future__ import annotations

import sys

from db import SittingId, Store

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")
"""The sitting's seats (a three-bugs table)."""


def record_for(number: int) -> dict[str, str]:
    """Deal ``number``'s record: a misdeal whose dealer goes round the table, so that a
    test can tell every stored deal is the one written at its place."""
    return {"type": "misdeal", "dealer": PLAYERS[number % len(PLAYERS)]}


def main() -> None:
    """Add deals until killed (or COUNT of them), printing each committed number."""
    store = Store.open(sys.argv[1])
    sitting = SittingId(int(sys.argv[2]))
    count = int(sys.argv[3]) if len(sys.argv) > 3 else None
    number = len(store.load(sitting).session.deals)
    waited = False
    while count is None or count > 0:
        number += 1
        change = store.add_deal(sitting, record_for(number))
        print(change.number, flush=True)
        if count is not None:
            count -= 1
            if not waited:
                print("ready", flush=True)
                sys.stdin.readline()
                waited = True
    store.close()


if __name__ == "__main__":
    main()
