"""Another program holding an SQLite database's write lock: it begins a write
transaction, adds deal number NUMBER to sitting SITTING, prints ``holding``, and commits
only when a line arrives on stdin (then prints ``committed``).

    python tests/db/holder.py DATABASE SITTING NUMBER
"""

from __future__ import annotations

import json
import sqlite3
import sys
from datetime import UTC, datetime

from db.deal_order import GAP
from tests.db.writer import record_for


def main() -> None:
    """Hold the lock until told, then commit."""
    path, sitting, number = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")
    # UTC without an offset, as SQLAlchemy writes the column.
    created = f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S.%f}"
    connection.execute(
        # After the last deal's sort key, as the store appends (db.deal_order).
        "INSERT INTO deal (sitting_id, position, record, created) VALUES "
        "(?, (SELECT COALESCE(MAX(position), 0) + ? FROM deal WHERE sitting_id = ?), ?, ?)",
        (sitting, GAP, sitting, json.dumps(record_for(number)), created),
    )
    print("holding", flush=True)
    sys.stdin.readline()
    connection.execute("COMMIT")
    connection.close()
    print("committed", flush=True)


if __name__ == "__main__":
    main()
