"""A player's records and results read from the database (issue 16, "Records") equal a
recount from the session files the sittings were imported from."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from db import Store, UnknownPlayer
from db.standing import leader_of
from rules.gin.hooks import Fact as GinFact
from rules.player_records import game_record, sitting_outcome, winner_of
from rules.session import Session, read_session, score
from rules.three_bugs.hooks import Fact as ThreeBugsFact
from tests.conftest import CASES

CASE_NAMES = [
    "three-bugs-10nt-down-two.json",
    "three-bugs-all-pass-and-misdeal.json",
    "stukolka-spec-example.json",
    "gin-source-example.json",
    "oklahoma-hollywood-source-example.json",
]


def _files() -> list[Session]:
    sessions = []
    for name in CASE_NAMES:
        case = json.loads((CASES / name).read_text(encoding="utf-8"))
        sessions.append(read_session(json.dumps(case["session"])))
    return sessions


def _recount(sessions: list[Session], player: str) -> dict[str, object]:
    """The records counted from the files alone, oldest first, as the import order."""
    outcomes = [sitting_outcome(s, score(s), player) for s in sessions if player in s.players]
    return {g: game_record(g, outcomes) for g in {o.game for o in outcomes}}


def test_records_equal_a_recount_from_the_files(store: Store) -> None:
    sessions = _files()
    # The gin example twice more, so A has a winning streak of 3 and several sittings.
    sessions += [sessions[3], sessions[3]]
    for session in sessions:
        store.import_session(session)
    for player in ("Anna", "Boris", "A", "B", "C", "D"):
        expected = _recount(sessions, player)
        got = {record.game: record for record in store.player_game_records(player)}
        assert got == expected, player
    gin = {r.game: r for r in store.player_game_records("a")}["gin"]
    assert (gin.sittings, gin.won, gin.longest_streak) == (4, 4, 4)
    assert gin.fact(GinFact.GINS) == 3 + 1  # the source game's one gin thrice, and Hollywood's


def test_the_winner_is_the_historys_leader(store: Store) -> None:
    """A sitting is won by whoever the history names its winner or leader."""
    for session in _files():
        scored = score(session)
        assert winner_of(scored) == leader_of(scored)


def test_results_over_time_are_the_seats_totals(store: Store) -> None:
    sessions = _files()
    ids = [store.import_session(session) for session in sessions]
    results = store.player_results("anna")
    assert [row.sitting for row in results] == ids[:2]
    assert [row.result for row in results] == [1750, 2000]
    assert [row.game for row in store.player_results("A", game="stukolka")] == ["stukolka"]
    outcomes = store.player_outcomes("A")
    assert [o.result for o in outcomes] == [r.result for r in store.player_results("A")]


def test_an_unknown_player_is_refused(store: Store) -> None:
    with pytest.raises(UnknownPlayer):
        store.player_game_records("nobody")
    with pytest.raises(UnknownPlayer):
        store.player_results("nobody")


def test_records_of_a_hundred_sittings_take_well_under_a_second(tmp_path: Path) -> None:
    """Measured: rescoring every sitting of a regular with 100 Three Bugs sittings of 40
    deals each is one grouped read and the engine's fold, not 100 round trips."""
    deal = {
        "type": "all-pass",
        "dealer": "Anna",
        "tricks": {"Anna": 2, "Boris": 3, "Vera": 4, "Gleb": 4},
    }
    data = {
        "format": "zapis-session",
        "version": 1,
        "game": "three-bugs",
        "players": ["Anna", "Boris", "Vera", "Gleb"],
        "deals": [deal] * 40,
    }
    session = read_session(json.dumps(data))
    with Store.open(str(tmp_path / "many.sqlite")) as store:
        store.import_sessions([session] * 100)
        started = time.perf_counter()
        records = store.player_game_records("Anna")
        elapsed = time.perf_counter() - started
    assert records[0].sittings == 100
    print(f"records of 100 sittings of 40 deals: {elapsed * 1000:.0f} ms")
    assert elapsed < 1.0, elapsed


def test_a_changed_or_renamed_sitting_is_counted_again(store: Store) -> None:
    """Records are kept between looks only while the sitting is unchanged: a deal added,
    replaced or deleted, or a player renamed, and the records follow."""
    from tests.db.samples import grand_slam

    sitting = store.create_sitting("three-bugs", ["Anna", "Boris", "Vera", "Gleb"], {})
    store.add_deal(sitting.id, grand_slam("Anna", "Boris"))
    first = store.player_game_records("Boris")[0]
    assert (first.fact(ThreeBugsFact.CONTRACTS_PLAYED), first.fact(ThreeBugsFact.BEETLES)) == (1, 1)
    assert store.player_game_records("Boris") == [first]  # kept, the same
    store.add_deal(sitting.id, grand_slam("Boris", "Boris"))
    second = store.player_game_records("Boris")[0]
    got = (second.fact(ThreeBugsFact.CONTRACTS_PLAYED), second.fact(ThreeBugsFact.BEETLES))
    assert got == (2, 2)
    store.delete_deal(sitting.id, 1)
    assert store.player_game_records("Boris")[0].fact(ThreeBugsFact.CONTRACTS_PLAYED) == 1
    store.rename_player("Boris", "Борис")
    renamed = store.player_game_records("борис")[0]
    assert renamed.fact(ThreeBugsFact.CONTRACTS_PLAYED) == 1
    assert renamed.total == score(store.load(sitting.id).session).totals["Борис"]
