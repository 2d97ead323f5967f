"""The outcomes of a sitting's seats kept in the database (``db.models.SittingOutcomes``,
revision 0009): written as JSON after a sitting was counted, read back while its
revision has not moved, so that a regular's records are counted once, not at every look
and every start (issue 31).

A row is trusted only as far as it reads back into outcomes of the right shape: anything
else (another program's row, an older format) is taken as missing, and the sitting is
counted again and its row written over.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import Text, cast, insert, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection

from db.models import OUTCOMES_TABLE
from db.sitting_rows import CHUNK
from rules.ledger import JSON
from rules.player_records import OUTCOME_FORMAT, SittingOutcome

SeatOutcomes = Mapping[str, SittingOutcome]
"""Seat name → what that seat did at the sitting."""

_OUTCOMES = OUTCOMES_TABLE.c


def outcome_json(outcome: SittingOutcome) -> dict[str, JSON]:
    """An outcome as the JSON it is kept as."""
    return {
        "game": outcome.game,
        "result": outcome.result,
        "won": outcome.won,
        "deals": outcome.deals,
        "counts": dict(outcome.counts),
    }


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def outcome_from_json(data: object) -> SittingOutcome | None:
    """The outcome kept as ``data``; ``None`` for anything not of that shape."""
    if not isinstance(data, dict):
        return None
    game, result, won, deals, counts = (
        data.get(key) for key in ("game", "result", "won", "deals", "counts")
    )
    if not (isinstance(game, str) and _whole(result) and isinstance(won, bool)):
        return None
    if not (_whole(deals) and isinstance(counts, dict)):
        return None
    if not all(isinstance(key, str) and _whole(value) for key, value in counts.items()):
        return None
    assert isinstance(result, int) and isinstance(deals, int)
    return SittingOutcome(game, result, won, deals, dict(counts))


def _seat_outcome(text: str | None, seat: str) -> SittingOutcome | None:
    """The outcome of ``seat`` kept in ``text`` (every seat's); ``None`` if it cannot
    be read. Only his is checked: a look is about one player."""
    if text is None:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return outcome_from_json(data.get(seat)) if isinstance(data, dict) else None


def read_outcomes(
    connection: Connection, wanted: Mapping[int, tuple[int, str]]
) -> dict[int, SittingOutcome]:
    """The kept outcomes of the seats in ``wanted`` (sitting → the revision wanted and
    the seat's name), those kept at that revision and readable."""
    found: dict[int, SittingOutcome] = {}
    ids = list(wanted)
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        # As text, decoded here: a row that is not JSON is one missing row, not a refusal
        # of the whole look (the engine's decoder refuses what a session file may not hold).
        for sitting, revision, text in connection.execute(
            select(_OUTCOMES.sitting_id, _OUTCOMES.revision, cast(_OUTCOMES.outcomes, Text)).where(
                _OUTCOMES.sitting_id.in_(chunk), _OUTCOMES.format == OUTCOME_FORMAT
            )
        ):
            revision_wanted, seat = wanted[int(sitting)]
            if int(revision) != revision_wanted:
                continue
            outcome = _seat_outcome(text, seat)
            if outcome is not None:
                found[int(sitting)] = outcome
    return found


def write_outcomes(connection: Connection, counted: Mapping[int, tuple[int, SeatOutcomes]]) -> None:
    """Keep ``counted`` (sitting → its revision and its seats' outcomes), each row written
    over whatever was kept for the sitting."""
    rows: list[dict[str, Any]] = [
        {
            "sitting_id": sitting,
            "revision": revision,
            "format": OUTCOME_FORMAT,
            "outcomes": {seat: outcome_json(outcome) for seat, outcome in outcomes.items()},
        }
        for sitting, (revision, outcomes) in counted.items()
    ]
    if not rows:
        return
    dialect = connection.dialect.name
    columns = ("revision", "format", "outcomes")
    statement: Any
    if dialect == "postgresql":
        upsert = postgresql_insert(OUTCOMES_TABLE)
        statement = upsert.on_conflict_do_update(
            index_elements=[_OUTCOMES.sitting_id],
            set_={name: upsert.excluded[name] for name in columns},
        )
    elif dialect == "sqlite":
        upsert_sqlite = sqlite_insert(OUTCOMES_TABLE)
        statement = upsert_sqlite.on_conflict_do_update(
            index_elements=[_OUTCOMES.sitting_id],
            set_={name: upsert_sqlite.excluded[name] for name in columns},
        )
    else:
        connection.execute(
            OUTCOMES_TABLE.delete().where(
                _OUTCOMES.sitting_id.in_([row["sitting_id"] for row in rows])
            )
        )
        statement = insert(OUTCOMES_TABLE)
    for start in range(0, len(rows), CHUNK):
        connection.execute(statement, rows[start : start + CHUNK])
