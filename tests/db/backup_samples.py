"""A database with something of everything a backup must keep (issue 27): every game, a
place and a note, a price and a currency, an edited deal, a renamed player, Cyrillic
names, a deleted sitting (so that the ids have a gap); and a database's whole content
read back as plain rows, to compare two databases by."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from db import SittingId, Store
from db.backup_store import read_snapshot
from rules.session import read_session
from tests.conftest import CASES
from tests.db.samples import grand_slam, misdeal, rummy_deal

CASE_NAMES = (
    "gin-source-example",
    "oklahoma-hollywood-source-example",
    "stukolka-spec-example",
    "three-bugs-10nt-down-two",
    "three-bugs-all-pass-and-misdeal",
)
"""The conformance cases imported into the sample database (one of each game)."""


def case_session_text(name: str) -> str:
    """The session file of a conformance case."""
    case = json.loads((CASES / f"{name}.json").read_text(encoding="utf-8"))
    return json.dumps(case["session"], ensure_ascii=False)


def fill(store: Store) -> None:
    """Put the sample content into an empty store."""
    for name in CASE_NAMES:
        store.import_session(
            read_session(case_session_text(name)),
            created=datetime(2026, 3, 8, 19, 30, 15, 123456, tzinfo=UTC),
            place="клуб «Винт»",
            note="line one\nline two",
        )
    gone = store.create_sitting("rummy", ["Ира", "Костя"]).id
    three = store.create_sitting(
        "three-bugs",
        ["Анна", "Борис", "Вера", "Глеб"],
        first_dealer="Анна",
        price=Decimal("0.50"),
        currency="₽",
    ).id
    store.add_deal(three, misdeal("Анна"))
    store.add_deal(three, misdeal("Борис"))
    store.replace_deal(three, 2, grand_slam("Борис", "Вера"))
    store.set_details(three, place=None, note="the last one")
    rummy = store.create_sitting("rummy", ["Ира", "Лев", "Мила"]).id
    store.add_deal(rummy, rummy_deal(Ира=(30, 0), Лев=(10, 5), Мила=(0, 40)))
    store.delete_sitting(gone)
    store.rename_player("Лев", "Лёва")
    store.set_price(SittingId(rummy), Decimal("2"), "")


def content(url: str) -> dict[str, Any]:
    """Everything the database at ``url`` keeps, as plain rows (revisions left out: a
    restore gives each sitting a new one, on purpose)."""
    from sqlalchemy.engine import create_engine

    from db.location import resolve

    target = resolve(url)
    engine = create_engine(target.url)
    try:
        snapshot = read_snapshot(engine, target.display)
    finally:
        engine.dispose()
    sittings = [
        {key: value for key, value in row.items() if key != "revision"} for row in snapshot.sittings
    ]
    return {"schema": snapshot.schema, "players": list(snapshot.players), "sittings": sittings}


def file_bytes(path: Path) -> bytes:
    """A database file's bytes with its -wal's, to see that nothing at all changed."""
    wal = Path(f"{path}-wal")
    return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
