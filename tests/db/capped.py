"""Run the ``zapis`` command on a database that cannot grow: a full disk, made with
SQLite's ``max_page_count`` on every connection (it runs everywhere, root or not).

    python tests/db/capped.py PAGES ZAPIS-ARGUMENTS...
"""

from __future__ import annotations

import sys
from typing import Any

from sqlalchemy import Engine, event

from commands.main import main


def cap(pages: int) -> None:
    """Every SQLite connection opened from now on refuses to grow past ``pages`` pages."""

    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    event.listen(Engine, "connect", on_connect)


if __name__ == "__main__":
    cap(int(sys.argv[1]))
    sys.exit(main(sys.argv[2:]))
