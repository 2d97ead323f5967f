"""A sitting written before a limit existed opens everywhere the store reads it (issue 24,
"one reader of stored sittings"): a player name holding a tab, written by raw SQL into a
real SQLite file as an old Zapis could have written it, loads and scores in the window,
and the Players window's records and results read it too (they used to refuse it with
"a field name holds a control character", reading the records a second way)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from db import Store
from rules.errors import RuleViolation
from rules.names import check_name
from rules.rummy.hooks import Fact

OLD = "Anna\tK"
"""A name today's Zapis refuses (a control character), kept by an older one."""
NOW = "AnnaK"
"""The name the sitting is first written with, before the raw SQL makes it the old one."""


def _legacy_file(tmp_path: Path) -> tuple[Path, int]:
    """A real SQLite file holding one rummy sitting whose first player's name holds a tab
    (its seat, its player and the keys of its deal records)."""
    path = tmp_path / "legacy.sqlite3"
    with Store.open(str(path)) as store:
        sitting = store.create_sitting("rummy", [NOW, "Boris"], {"target": 100})
        store.add_deal(
            sitting.id, {"melded": {NOW: 40, "Boris": 10}, "in_hand": {NOW: 0, "Boris": 25}}
        )
        store.add_deal(
            sitting.id, {"melded": {NOW: 70, "Boris": 5}, "in_hand": {NOW: 0, "Boris": 30}}
        )
    connection = sqlite3.connect(path)
    with connection:
        connection.execute(
            "UPDATE player SET name = ?, folded = ? WHERE folded = ?",
            (OLD, OLD.casefold(), NOW.casefold()),
        )
        connection.execute("UPDATE seat SET name = ? WHERE name = ?", (OLD, NOW))
        # The JSON text escapes the tab, as json.dumps wrote it.
        connection.execute("UPDATE deal SET record = replace(record, ?, ?)", (NOW, "Anna\\tK"))
        connection.execute("UPDATE sitting SET revision = revision + 1")
    connection.close()
    return path, int(sitting.id)


def test_a_legacy_name_with_a_tab_is_refused_today() -> None:
    """The premise: today's Zapis would not let such a name in."""
    with pytest.raises(RuleViolation):
        check_name(OLD, field="name")


def test_a_legacy_sitting_opens_scores_and_has_records(tmp_path: Path) -> None:
    path, sitting = _legacy_file(tmp_path)
    with Store.open(str(path)) as store:
        loaded = store.load(sitting)  # type: ignore[arg-type]
        assert loaded.session.players == (OLD, "Boris")
        # 40 + 70 melded; Boris 10 − 25 + 5 − 30.
        assert loaded.scored.totals == {OLD: 110, "Boris": -40}
        assert store.known_players() == [OLD, "Boris"]
        [result] = store.player_results(OLD)
        assert (result.seat, result.result) == (OLD, 110)
        [record] = store.player_game_records(OLD)
        assert (record.game, record.sittings, record.won, record.total) == ("rummy", 1, 1, 110)
        assert record.deals == 2
        assert record.fact(Fact.AVERAGE_PER_DEAL) == 55  # 110 over 2 deals
        [boris] = store.player_game_records("boris")
        assert (boris.sittings, boris.won, boris.total) == (1, 0, -40)


def test_a_legacy_name_survives_the_upgrade(tmp_path: Path) -> None:
    """A database at revision 0001 holding such a sitting opens: revision 0004 scored
    every sitting to fill the seats' standings, and read this one the strict way
    (refused, so the whole database would not open); it reads stored sittings through the
    lenient reader now, and the standings are the sheet's: Anna 40 + 70, Boris −40."""
    from datetime import datetime

    from sqlalchemy import text

    from db import migrate
    from db.engine import create
    from db.location import resolve

    path = tmp_path / "old.sqlite3"
    target = resolve(str(path))
    engine = create(target)
    moment = datetime(2024, 12, 31, 20)
    try:
        migrate.upgrade(engine, target.display, target="0001")
        with engine.begin() as connection:
            rows = {
                "player": [{"id": 1, "name": OLD}, {"id": 2, "name": "Boris"}],
                "sitting": [
                    {
                        "id": 10,
                        "game": "rummy",
                        "options": '{"packs": 1, "target": 100}',
                        "leader": OLD,
                        "first_dealer": None,
                        "created": moment,
                        "updated": moment,
                        "finished": True,
                    }
                ],
                "seat": [
                    {"sitting_id": 10, "position": 0, "player_id": 1},
                    {"sitting_id": 10, "position": 1, "player_id": 2},
                ],
                "deal": [
                    {
                        "id": 100 + number,
                        "sitting_id": 10,
                        "position": number,
                        "record": record,
                        "created": moment,
                        "edited": None,
                    }
                    for number, record in (
                        (1, '{"melded": {"Anna\\tK": 40, "Boris": 10}, '
                            '"in_hand": {"Anna\\tK": 0, "Boris": 25}}'),
                        (2, '{"melded": {"Anna\\tK": 70, "Boris": 5}, '
                            '"in_hand": {"Anna\\tK": 0, "Boris": 30}}'),
                    )
                ],
            }  # fmt: skip
            for table, values in rows.items():
                for row in values:
                    columns = ", ".join(row)
                    marks = ", ".join(f":{key}" for key in row)
                    connection.execute(
                        text(f"INSERT INTO {table} ({columns}) VALUES ({marks})"), row
                    )
    finally:
        engine.dispose()
    with Store.open(str(path)) as store:
        loaded = store.load(10)  # type: ignore[arg-type]
        assert loaded.scored.totals == {OLD: 110, "Boris": -40}
        assert [(s.game, s.total, s.games_won) for s in store.player_stats(OLD).by_game] == [
            ("rummy", 110, 1)
        ]
        assert store.player_stats("boris").total == -40
        [record] = store.player_game_records(OLD)
        assert (record.sittings, record.won, record.total) == (1, 1, 110)
