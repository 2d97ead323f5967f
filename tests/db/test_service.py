"""The storage service (db/service.py, the contract in the storage API), on an SQLite file
and on PostgreSQL. Numbers come from the session-format spec's record shapes and the
games' specs: rummy scores melded minus in hand (gin-family.md, "Rummy for 2-8");
three-bugs 13NT with 13 tricks writes 1300 below the line and wins a game
(three-bugs.md, "Game, rubber, partie")."""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest

from db import (
    ChangeKind,
    GameStats,
    HistoryQuery,
    SittingId,
    Store,
    UnknownPlayer,
    UnknownSitting,
)
from db.standing import winnings_of
from rules.deal_record import DealRecord
from rules.errors import RuleViolation
from rules.session import read_deal, read_session, score, write_session
from tests.conftest import CASES
from tests.db.samples import FOUR, grand_slam, misdeal, rummy_deal, stukolka_session


def _rummy(store: Store, players: list[str], target: int = 500) -> SittingId:
    return store.create_sitting("rummy", players, {"target": target}).id


def test_create_and_load_round_trip(store: Store) -> None:
    """A new sitting keeps its game, seats, completed options, first dealer, place and
    note; its sheet is the engine's (no deals: every total 0)."""
    created = store.create_sitting(
        "three-bugs", FOUR, {"dummy": False}, first_dealer="Vera", place="дача", note="у Веры"
    )
    loaded = store.load(created.id)
    assert loaded.session == created.session
    assert loaded.session.players == tuple(FOUR)
    assert set(loaded.session.options) == {
        "dummy",
        "trick_values",
        "undertrick_values",
        "honour_units",
    }
    assert loaded.scored.totals == dict.fromkeys(FOUR, 0)
    assert (loaded.first_dealer, loaded.place, loaded.note) == ("Vera", "дача", "у Веры")
    assert loaded.created.tzinfo is not None and loaded.created.utcoffset() == timedelta(0)
    assert abs(loaded.created - datetime.now(UTC)) < timedelta(minutes=1)


def test_bad_sitting_is_refused_and_nothing_written(store: Store) -> None:
    """Bad options (stukolka ante 4: not a multiple of 3, stukolka.md), names given twice
    after folding, or a first dealer who is not seated are refused; nothing is stored."""
    with pytest.raises(RuleViolation):
        store.create_sitting("stukolka", ["A", "B", "C"], {"ante": 4})
    with pytest.raises(RuleViolation):
        store.create_sitting("rummy", ["Анна", "АННА"])
    with pytest.raises(RuleViolation):
        store.create_sitting("rummy", ["Anna", "Boris"], first_dealer="Vera")
    assert store.count_sittings() == 0
    assert store.known_players() == []


def _json(record: DealRecord | None) -> dict[str, Any] | None:
    """A change's record as the JSON it was entered as."""
    return None if record is None else record.to_json()


def test_add_deal_returns_the_change_and_the_sheet(store: Store) -> None:
    """Rummy: melded 87 and 90 in hand is -3; melded 60 and 10 in hand is +50."""
    sitting = _rummy(store, ["Anna", "Boris"])
    record = rummy_deal(Anna=(87, 90), Boris=(60, 10))
    change = store.add_deal(sitting, record)
    assert change.kind is ChangeKind.ADDED
    assert (change.sitting, change.number, change.before) == (sitting, 1, None)
    assert change.after is not None and change.after.to_json() == record
    assert change.scored.totals == {"Anna": -3, "Boris": 50}
    assert [deal.to_json() for deal in store.load(sitting).session.deals] == [record]


def test_refused_deal_is_not_written(store: Store) -> None:
    """A rummy count above 340 (one pack, gin-family.md "Bad input") is refused with the
    engine's message naming the deal, and the sitting is left as it was."""
    sitting = _rummy(store, ["Anna", "Boris"])
    store.add_deal(sitting, rummy_deal(Anna=(10, 0), Boris=(0, 5)))
    before = store.load(sitting)
    with pytest.raises(RuleViolation) as refused:
        store.add_deal(sitting, rummy_deal(Anna=(341, 0), Boris=(0, 0)))
    assert refused.value.deal == 2
    after = store.load(sitting)
    assert after.session == before.session
    assert after.updated == before.updated
    assert store.find_sittings()[0].deal_count == 1


def test_replace_delete_insert_return_what_changed(store: Store) -> None:
    """Each mutation returns its kind, the 1-based number, the records before and after,
    and the sheet of the stored sitting after it."""
    sitting = _rummy(store, ["Anna", "Boris"])
    first, second, third = (
        rummy_deal(Anna=(10, 0), Boris=(0, 0)),
        rummy_deal(Anna=(20, 0), Boris=(0, 0)),
        rummy_deal(Anna=(30, 0), Boris=(5, 0)),
    )
    for record in (first, second, third):
        store.add_deal(sitting, record)
    edited = rummy_deal(Anna=(0, 0), Boris=(40, 0))

    replaced = store.replace_deal(sitting, 2, edited)
    assert (replaced.kind, replaced.number) == (ChangeKind.REPLACED, 2)
    assert (_json(replaced.before), _json(replaced.after)) == (second, edited)
    assert replaced.scored.totals == {"Anna": 40, "Boris": 45}
    assert replaced.scored == store.load(sitting).scored

    deleted = store.delete_deal(sitting, 2)
    assert (deleted.kind, deleted.number) == (ChangeKind.DELETED, 2)
    assert (_json(deleted.before), deleted.after) == (edited, None)
    assert deleted.scored.totals == {"Anna": 40, "Boris": 5}
    assert [deal.to_json() for deal in store.load(sitting).session.deals] == [first, third]

    inserted = store.insert_deal(sitting, 2, edited)
    assert (inserted.kind, inserted.number) == (ChangeKind.INSERTED, 2)
    assert (inserted.before, _json(inserted.after)) == (None, edited)
    assert [deal.to_json() for deal in store.load(sitting).session.deals] == [first, edited, third]
    assert inserted.scored == replaced.scored

    at_front = store.insert_deal(sitting, 1, second)
    assert [deal.to_json() for deal in store.load(sitting).session.deals] == [
        second,
        first,
        edited,
        third,
    ]
    assert at_front.scored.totals == {"Anna": 60, "Boris": 45}
    with pytest.raises(IndexError):
        store.insert_deal(sitting, 6, second)
    with pytest.raises(IndexError):
        store.delete_deal(sitting, 5)


def test_editing_and_reentering_a_deal_gives_the_same_sheet(store: Store) -> None:
    """Replacing deal 2 and putting the original back, or deleting it and inserting it
    again, leaves the same records and the same sheet."""
    sitting = store.create_sitting("three-bugs", FOUR).id
    for dealer in ("Anna", "Boris", "Vera"):
        store.add_deal(sitting, misdeal(dealer))
    original = store.load(sitting)
    store.replace_deal(sitting, 2, misdeal("Gleb"))
    assert store.load(sitting).scored != original.scored
    store.replace_deal(sitting, 2, misdeal("Boris"))
    assert store.load(sitting).scored == original.scored
    store.delete_deal(sitting, 2)
    store.insert_deal(sitting, 2, misdeal("Boris"))
    again = store.load(sitting)
    assert again.session == original.session
    assert again.scored == original.scored


def test_an_edit_that_breaks_a_later_deal_is_refused(store: Store) -> None:
    """Rummy to 100: +60 then +30 leaves the game open; editing deal 1 to +120 would end
    the game at deal 1, so deal 2 could not follow ("a deal after the game is over" is
    refused, gin-family.md). Nothing changes."""
    sitting = _rummy(store, ["Anna", "Boris"], target=100)
    store.add_deal(sitting, rummy_deal(Anna=(60, 0), Boris=(0, 0)))
    store.add_deal(sitting, rummy_deal(Anna=(30, 0), Boris=(0, 0)))
    before = store.load(sitting).session
    with pytest.raises(RuleViolation):
        store.replace_deal(sitting, 1, rummy_deal(Anna=(120, 0), Boris=(0, 0)))
    assert store.load(sitting).session == before


def test_finished_and_leader_follow_every_change(store: Store) -> None:
    """Rummy to 100: Boris +110 ends the game and wins; deleting that deal reopens it
    with Anna (+5) leading; a tie has no leader."""
    sitting = _rummy(store, ["Anna", "Boris"], target=100)
    assert store.find_sittings()[0].leader is None
    store.add_deal(sitting, rummy_deal(Anna=(5, 0), Boris=(0, 0)))
    row = store.find_sittings()[0]
    assert (row.finished, row.leader) == (False, "Anna")
    change = store.add_deal(sitting, rummy_deal(Anna=(0, 0), Boris=(110, 0)))
    assert change.scored.finished
    row = store.find_sittings()[0]
    assert (row.finished, row.leader, row.deal_count) == (True, "Boris", 2)
    store.delete_deal(sitting, 2)
    row = store.find_sittings()[0]
    assert (row.finished, row.leader) == (False, "Anna")
    store.add_deal(sitting, rummy_deal(Anna=(0, 0), Boris=(5, 0)))
    assert store.find_sittings()[0].leader is None


def test_filters(store: Store) -> None:
    """Game, player (case-folded, Cyrillic, substring, wildcards literal), date range and
    finished filters; count_sittings agrees with find_sittings."""
    anna = store.create_sitting("rummy", ["Анна", "Борис"], {"target": 100}).id
    store.add_deal(anna, rummy_deal(Анна=(100, 0), Борис=(0, 0)))
    tb = store.create_sitting("three-bugs", FOUR).id
    stuk = store.import_session(stukolka_session())
    percent = store.create_sitting("rummy", ["100%", "Boris"]).id

    def ids(**filters: object) -> set[int]:
        # ``player`` here is a part of a name: the query's ``search``.
        query = HistoryQuery(
            **{("search" if key == "player" else key): value for key, value in filters.items()}  # type: ignore[arg-type]
        )
        rows = store.find_sittings(query)
        assert store.count_sittings(query) == len(rows)
        return {row.id for row in rows}

    assert ids() == {anna, tb, stuk, percent}
    assert ids(game="rummy") == {anna, percent}
    assert ids(player="анна") == {anna}
    assert ids(player="АНН") == {anna}
    assert ids(player="anna") == {tb}
    assert ids(player="boris") == {tb, percent}
    assert ids(player="%") == {percent}
    assert ids(player="_") == set()
    assert ids(player="  ") == {anna, tb, stuk, percent}
    assert ids(finished=True) == {anna}
    assert ids(finished=False) == {tb, stuk, percent}
    assert ids(game="rummy", finished=False) == {percent}

    now = datetime.now(UTC)
    assert ids(since=now - timedelta(hours=1)) == {anna, tb, stuk, percent}
    assert ids(since=now + timedelta(hours=1)) == set()
    assert ids(until=now - timedelta(hours=1)) == set()
    old = store.import_session(stukolka_session(), created=datetime(2020, 5, 1, 12, tzinfo=UTC))
    assert ids(until=datetime(2021, 1, 1, tzinfo=UTC)) == {old}
    noon, next_day = datetime(2020, 5, 1, 12, tzinfo=UTC), datetime(2020, 5, 2, tzinfo=UTC)
    assert ids(since=noon, until=next_day) == {old}
    assert ids(since=noon + timedelta(microseconds=1), until=next_day) == set()
    moscow = timezone(timedelta(hours=3))
    assert ids(since=datetime(2020, 5, 1, 15, 0, 1, tzinfo=moscow)) == {anna, tb, stuk, percent}


def test_paging_newest_updated_first(store: Store) -> None:
    """Pages of 3 over 7 sittings: newest updated first, no row twice, none lost; a deal
    added to the oldest sitting brings it to the top."""
    created = [store.create_sitting("three-bugs", FOUR).id for _ in range(7)]
    pages = [store.find_sittings(offset=offset, limit=3) for offset in (0, 3, 6)]
    assert [len(page) for page in pages] == [3, 3, 1]
    assert [row.id for page in pages for row in page] == list(reversed(created))
    store.add_deal(created[0], misdeal("Anna"))
    first = store.find_sittings(limit=1)[0]
    assert (first.id, first.deal_count) == (created[0], 1)
    assert store.find_sittings(offset=7) == []


def test_player_stats(store: Store) -> None:
    """Boris's two 13NT grand slams win two games and the rubber (+4000, three-bugs.md);
    he wins a rummy game to 100; his total adds both sittings' totals."""
    tb = store.create_sitting("three-bugs", FOUR).id
    store.add_deal(tb, grand_slam("Anna", "Boris"))
    tb_change = store.add_deal(tb, grand_slam("Boris", "Boris"))
    rummy = store.create_sitting("rummy", ["boris", "Vera"], {"target": 100}).id
    rummy_change = store.add_deal(rummy, rummy_deal(boris=(120, 0), Vera=(0, 30)))
    stats = store.player_stats("BORIS")
    assert stats.name == "Boris"
    assert stats.sittings == 2
    assert stats.games_won == 2 + 1
    assert stats.rubbers_won == 1
    assert stats.total == tb_change.scored.totals["Boris"] + rummy_change.scored.totals["boris"]
    vera = store.player_stats("vera")
    assert (vera.sittings, vera.games_won, vera.rubbers_won) == (2, 0, 0)
    with pytest.raises(UnknownPlayer):
        store.player_stats("Nobody")


def _rescored(store: Store, name: str) -> dict[str, tuple[int, int, int, int]]:
    """The player's record per game the slow way: every sitting he sat at scored again
    (what player_stats did before the seats kept their standing)."""
    record: dict[str, tuple[int, int, int, int]] = {}
    offset = 0
    while page := store.find_sittings(HistoryQuery(search=name), offset=offset, limit=100):
        offset += len(page)
        for summary in page:
            seat = next(p for p in summary.players if p.casefold() == name.casefold())
            won = winnings_of(score(store.load(summary.id).session), seat)
            sittings, games, rubbers, total = record.get(summary.game, (0, 0, 0, 0))
            record[summary.game] = (
                sittings + 1,
                games + won.games,
                rubbers + won.rubbers,
                total + won.total,
            )
    return record


def _by_game(store: Store, name: str) -> dict[str, tuple[int, int, int, int]]:
    return {
        stats.game: (stats.sittings, stats.games_won, stats.rubbers_won, stats.total)
        for stats in store.player_stats(name).by_game
    }


def test_player_stats_by_game(store: Store) -> None:
    """B plays the Stukolka spec example (money, stukolka.md), a rummy game to 100 that he
    wins with 120 − 0 (gin-family.md, Rummy), and a gin hand Dasha wins with gin: his
    record is given per game, in the registry's order, with Stukolka's total marked as
    money; rubbers and games count only where the game has them."""
    stukolka = store.import_session(stukolka_session())
    rummy = store.create_sitting("rummy", ["B", "Vera"], {"target": 100}).id
    rummy_change = store.add_deal(rummy, rummy_deal(B=(120, 0), Vera=(0, 30)))
    gin = store.create_sitting("gin", ["Dasha", "b"], {}).id
    gin_change = store.add_deal(gin, {"type": "gin", "player": "Dasha", "opponent_deadwood": 7})
    money = store.load(stukolka).scored.totals["B"]

    stats = store.player_stats("b")
    assert [game.game for game in stats.by_game] == ["stukolka", "gin", "rummy"]
    stukolka_stats, gin_stats, rummy_stats = stats.by_game
    assert stukolka_stats == GameStats("stukolka", 1, 0, 0, money)
    assert stukolka_stats.money and not gin_stats.money and not rummy_stats.money
    assert rummy_stats == GameStats("rummy", 1, 1, 0, rummy_change.scored.totals["B"])
    assert rummy_stats.total == 120
    assert gin_stats.total == gin_change.scored.totals["b"] and gin_stats.total <= 0
    assert (stats.sittings, stats.games_won) == (3, gin_stats.games_won + 1)
    assert _by_game(store, "B") == _rescored(store, "B")


def test_stored_standings_follow_every_change(store: Store) -> None:
    """The seats' stored games, rubbers and totals are what rescoring every sitting
    gives, after each kind of change: deals added (two grand slams win Boris two games
    and the rubber, three-bugs.md), replaced, deleted, put back, a rename, an import."""
    tb = store.create_sitting("three-bugs", FOUR).id
    rummy = store.create_sitting("rummy", ["boris", "Vera"], {"target": 100}).id

    def check() -> None:
        for name in ("Борис" if "Борис" in store.known_players() else "Boris", "Vera", "Anna"):
            assert _by_game(store, name) == _rescored(store, name)

    check()
    store.add_deal(tb, grand_slam("Anna", "Boris"))
    store.add_deal(tb, grand_slam("Boris", "Boris"))
    assert _by_game(store, "Boris")["three-bugs"][1:3] == (2, 1)
    check()
    store.add_deal(rummy, rummy_deal(boris=(40, 0), Vera=(0, 30)))
    store.replace_deal(rummy, 1, rummy_deal(boris=(120, 0), Vera=(0, 30)))
    assert _by_game(store, "Boris")["rummy"] == (1, 1, 0, 120)
    check()
    removed = store.delete_deal(tb, 1)
    check()
    assert removed.before is not None
    store.insert_deal(tb, 1, removed.before)
    check()
    store.rename_player("Boris", "Борис")
    check()
    sittings, games, rubbers, total = _by_game(store, "Борис")["three-bugs"]
    store.import_session(store.export_session(tb))
    assert _by_game(store, "Борис")["three-bugs"] == (2 * sittings, 2 * games, 2 * rubbers,
                                                     2 * total)  # fmt: skip
    check()


def test_one_player_whatever_the_case(store: Store) -> None:
    """«Анна» and «анна» are one player; each sitting keeps the spelling it used."""
    first = store.create_sitting("rummy", ["Анна", "Boris"]).id
    second = store.create_sitting("rummy", ["анна", "Vera"]).id
    assert store.known_players() == ["Boris", "Vera", "Анна"]
    assert store.load(second).session.players == ("анна", "Vera")
    assert store.player_stats("АННА").sittings == 2
    assert {row.id for row in store.find_sittings(HistoryQuery(search="Анна"))} == {first, second}


def test_rename_player(store: Store) -> None:
    """Renaming rewrites the seats and the deal records that name him; the sheet is the
    same but for the name. A rename to a name that folds like another player's is
    refused and changes nothing; a change of case only is allowed."""
    sitting = store.create_sitting("three-bugs", FOUR, first_dealer="Anna").id
    store.add_deal(sitting, grand_slam("Anna", "Anna"))
    rummy = store.create_sitting("rummy", ["anna", "Vera"]).id
    store.add_deal(rummy, rummy_deal(anna=(40, 0), Vera=(0, 0)))
    before = store.load(sitting)

    store.rename_player("ANNA", "Аня")
    after = store.load(sitting)
    assert after.session.players == ("Аня", "Boris", "Vera", "Gleb")
    assert [deal.to_json() for deal in after.session.deals] == [grand_slam("Аня", "Аня")]
    assert after.first_dealer == "Аня"
    assert after.scored.totals["Аня"] == before.scored.totals["Anna"]
    assert after.scored.summary.to_json()["games"] == [{"deal": 1, "winners": ["Аня"]}]
    assert store.load(rummy).session.deals[0].to_json()["melded"] == {"Аня": 40, "Vera": 0}
    assert store.find_sittings(HistoryQuery(game="rummy"))[0].leader == "Аня"
    assert "Аня" in store.known_players() and "Anna" not in store.known_players()
    assert {row.id for row in store.find_sittings(HistoryQuery(search="аня"))} == {sitting, rummy}

    with pytest.raises(RuleViolation) as taken:
        store.rename_player("Аня", "BORIS")
    assert taken.value.field == "name"
    assert store.load(sitting).session.players[0] == "Аня"
    with pytest.raises(RuleViolation):
        store.rename_player("Аня", " Аня")
    with pytest.raises(UnknownPlayer):
        store.rename_player("Nobody", "Somebody")

    store.rename_player("аня", "АНЯ")
    assert store.load(rummy).session.players == ("АНЯ", "Vera")


def test_delete_sitting_and_details(store: Store) -> None:
    """Deleting a sitting removes its deals and the players only it knew; place and note
    can be set and cleared."""
    keep = store.create_sitting("rummy", ["Anna", "Boris"]).id
    gone = store.create_sitting("rummy", ["Anna", "Zoya"]).id
    store.add_deal(gone, rummy_deal(Anna=(1, 0), Zoya=(0, 0)))
    store.set_details(keep, place="клуб", note="вечер")
    loaded = store.load(keep)
    assert (loaded.place, loaded.note) == ("клуб", "вечер")
    store.set_details(keep, place=None, note="")
    loaded = store.load(keep)
    assert (loaded.place, loaded.note) == (None, None)

    store.delete_sitting(gone)
    with pytest.raises(UnknownSitting):
        store.load(gone)
    with pytest.raises(LookupError):
        store.delete_sitting(gone)
    assert store.known_players() == ["Anna", "Boris"]
    assert [row.id for row in store.find_sittings()] == [keep]
    for call in (
        lambda: store.add_deal(gone, rummy_deal(Anna=(1, 0), Zoya=(0, 0))),
        lambda: store.export_session(gone),
        lambda: store.set_details(gone, place="x", note=None),
    ):
        with pytest.raises(LookupError):
            call()


def _case_sessions() -> list[tuple[str, str]]:
    texts = []
    for path in sorted(CASES.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "expect" in case:
            texts.append((path.stem, json.dumps(case["session"], ensure_ascii=False)))
    return texts


def test_export_import_export_is_identical(store: Store) -> None:
    """Every valid conformance case: import, export, import again, export again; the two
    exports are byte-identical and the sheets equal ``zapis score``'s."""
    cases = _case_sessions()
    assert cases, "no conformance cases found"
    for _name, text in cases:
        session = read_session(text)
        first_id = store.import_session(session)
        first = write_session(store.export_session(first_id))
        second_id = store.import_session(read_session(first))
        second = write_session(store.export_session(second_id))
        assert first == second
        assert store.load(second_id).scored == score(session)
        assert read_session(first) == session


def test_refused_import_writes_nothing(store: Store) -> None:
    """A session whose deal 2 breaks a rule (rummy count 400 > 340) is not imported."""
    session = store.create_sitting("rummy", ["Anna", "Boris"]).session
    store.delete_sitting(store.find_sittings()[0].id)
    good = session.with_deal(read_deal(session, rummy_deal(Anna=(1, 0), Boris=(0, 0))))
    bad = good.with_deal(read_deal(good, rummy_deal(Anna=(400, 0), Boris=(0, 0))))
    with pytest.raises(RuleViolation) as refused:
        store.import_session(bad)
    assert refused.value.deal == 2
    assert store.count_sittings() == 0
    assert store.known_players() == []


def test_two_stores_on_one_database_lose_no_writes(database_url: str) -> None:
    """Two windows (two stores, two threads) each add 15 deals to one sitting at once:
    all 30 are there, numbered 1..30 without a gap."""
    first, second = Store.open(database_url), Store.open(database_url)
    try:
        sitting = first.create_sitting("three-bugs", FOUR).id
        problems: list[BaseException] = []

        def enter(store: Store, dealer: str) -> None:
            try:
                for _ in range(15):
                    store.add_deal(sitting, misdeal(dealer))
            except BaseException as problem:  # reported by the main thread
                problems.append(problem)

        threads = [
            threading.Thread(target=enter, args=(first, "Anna")),
            threading.Thread(target=enter, args=(second, "Boris")),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert problems == []
        deals = second.load(sitting).session.deals
        assert len(deals) == 30
        assert sorted(deal.dealer or "" for deal in deals) == ["Anna"] * 15 + ["Boris"] * 15
    finally:
        first.close()
        second.close()


def test_store_names_its_database(database_url: str) -> None:
    """``Store.url`` and ``Store.location`` name the database without its password."""
    with Store.open(database_url) as store:
        assert "zapis:zapis@" not in store.url
        if store.path is not None:
            assert store.location == str(store.path)
            assert store.path.exists()


def test_set_created_moves_the_sitting_in_time(store: Store) -> None:
    """A sitting's start is set as a moment in any zone and read back as the same
    moment in UTC; a moment with no zone is refused (it could mean any hour)."""
    from datetime import UTC, datetime, timedelta, timezone

    sitting = store.create_sitting("rummy", ["Anna", "Boris"], {}).id
    moscow = timezone(timedelta(hours=3))
    store.set_created(sitting, datetime(2026, 3, 8, 21, 30, tzinfo=moscow))
    assert store.load(sitting).created == datetime(2026, 3, 8, 18, 30, tzinfo=UTC)
    with pytest.raises(ValueError, match="timezone-aware"):
        store.set_created(sitting, datetime(2026, 3, 8, 21, 30))
