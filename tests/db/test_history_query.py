"""The history in SQL (issue 16, "The history finds things"): every filter and every sort
key, Cyrillic names folded as Python folds them, and a 10,000-sitting history answered a
page at a time."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from db import Store
from db.history_query import HistoryQuery, SortKey
from rules.session import read_session
from tests.db.samples import grand_slam, misdeal, rummy_deal

DAY = datetime(2026, 3, 1, 12, tzinfo=UTC)


def _fill(store: Store) -> dict[str, int]:
    """Four sittings on four days: a finished-looking Three Bugs game with Cyrillic names
    at the dacha, a rummy in town, a stukolka with no place, a gin at the dacha."""
    tb = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {}, place="Дача")
    store.add_deal(tb.id, grand_slam("Анна", "Борис"))
    store.add_deal(tb.id, misdeal("Борис"))
    rummy = store.create_sitting("rummy", ["Пётр", "ЁЖИК"], {}, place="Город")
    store.add_deal(rummy.id, rummy_deal(Пётр=(30, 0), ЁЖИК=(0, 10)))
    stukolka = store.create_sitting("stukolka", ["Вера", "Глеб", "Zoya"], {})
    gin = store.create_sitting("gin", ["Глеб", "Zoya"], {}, place="Дача")
    return {"tb": tb.id, "rummy": rummy.id, "stukolka": stukolka.id, "gin": gin.id}


def _ids(store: Store, **query: object) -> list[int]:
    return [int(row.id) for row in store.find_sittings(HistoryQuery(**query))]  # type: ignore[arg-type]


def test_filters(store: Store) -> None:
    ids = _fill(store)
    assert set(_ids(store)) == set(ids.values())
    assert _ids(store, game="rummy") == [ids["rummy"]]
    assert set(_ids(store, player="глеб")) == {ids["tb"], ids["stukolka"], ids["gin"]}
    assert _ids(store, player="Гле") == []  # the player filter is exact
    assert set(_ids(store, search="ГЛ")) == {ids["tb"], ids["stukolka"], ids["gin"]}
    assert _ids(store, search="еж") == [ids["rummy"]]  # ё read as е
    assert _ids(store, search="ёж") == [ids["rummy"]]
    assert _ids(store, search="%") == []  # no wildcard
    assert set(_ids(store, place="Дача")) == {ids["tb"], ids["gin"]}
    assert store.known_places() == ["Город", "Дача"]
    assert _ids(store, game="gin", place="Дача", player="Zoya") == [ids["gin"]]
    assert store.count_sittings(HistoryQuery(place="Дача")) == 2
    assert store.count_sittings() == 4


def test_one_folding_rule_for_every_filter(store: Store) -> None:
    """Issue 24: the history had two query APIs folding names two ways (one took NFC, the
    other read ``ё`` as ``е``). There is one now, and one rule (:func:`fold`): NFC, then
    ``casefold`` (Cyrillic case), ``ё`` read as ``е`` — the same for the exact player,
    the search and the places' order."""
    import unicodedata

    from db.history_query import fold

    assert fold("ЁЖИК") == "ежик"
    assert fold("Пётр") == fold("ПЕТР") == "петр"
    decomposed = unicodedata.normalize("NFD", "Алёна")
    assert len(decomposed) == 6 and fold(decomposed) == "алена"
    ids = _fill(store)
    alena = store.create_sitting("rummy", ["Алёна", "Boris"], {}).id
    # A decomposed «ё» typed finds the composed name, both as a part and as the player.
    assert _ids(store, search=unicodedata.normalize("NFD", "лён")) == [alena]
    assert _ids(store, player=decomposed.upper()) == [alena]
    assert _ids(store, player="АЛЕНА") == [alena]
    assert _ids(store, player="пЁтр") == [ids["rummy"]]
    assert store.count_sittings(HistoryQuery(search="ЁЖ")) == 1


def test_date_range(store: Store) -> None:
    sessions = [read_session(json.dumps({"format": "zapis-session", "version": 1,
                "game": "rummy", "players": ["A", "B"], "deals": []}))] * 3  # fmt: skip
    days = [DAY, DAY + timedelta(days=1), DAY + timedelta(days=2)]
    ids = store.import_sessions(sessions, created=days)
    found = _ids(store, since=DAY + timedelta(hours=1), until=DAY + timedelta(days=2))
    assert found == [ids[1]]
    assert _ids(store, since=DAY, sort=SortKey.STARTED, descending=False) == ids


def test_every_column_sorts(store: Store) -> None:
    ids = _fill(store)
    deals = _ids(store, sort=SortKey.DEALS)
    assert deals[:2] == [ids["tb"], ids["rummy"]]  # 2 deals, 1 deal, then none
    assert _ids(store, sort=SortKey.DEALS, descending=False)[-1] == ids["tb"]
    order = ("gin", "rummy", "stukolka", "three-bugs")
    by_game = _ids(store, sort=SortKey.GAME, descending=False, game_order=order)
    assert by_game == [ids["gin"], ids["rummy"], ids["stukolka"], ids["tb"]]
    by_players = _ids(store, sort=SortKey.PLAYERS, descending=False)
    # First seats folded: анна, вера, глеб, пётр.
    assert by_players == [ids["tb"], ids["stukolka"], ids["gin"], ids["rummy"]]
    by_place = _ids(store, sort=SortKey.PLACE, descending=False)
    assert by_place[0] == ids["stukolka"]  # no place sorts first
    for key in SortKey:
        assert sorted(_ids(store, sort=key)) == sorted(ids.values())
    started = _ids(store, sort=SortKey.STARTED, descending=False)
    assert started == [ids["tb"], ids["rummy"], ids["stukolka"], ids["gin"]]
    assert _ids(store, sort=SortKey.STATE) == _ids(store, sort=SortKey.STATE)
    assert _ids(store, sort=SortKey.LEADER, descending=False)[-1] in ids.values()


def test_ten_thousand_sittings_answer_a_page_at_a_time(tmp_path: Path) -> None:
    """Measured on 10,000 sittings: each query of the first page (any filter, any sort)
    stays well under half a second here, counting included."""
    players = [f"Игрок {n}" for n in range(40)]
    sessions = []
    for n in range(10_000):
        seats = [players[n % 40], players[(n + 7) % 40]]
        deal = rummy_deal(**{seats[0]: (n % 50, 0), seats[1]: (0, n % 30)})
        data = {"format": "zapis-session", "version": 1, "game": "rummy", "players": seats,
                "deals": [deal]}  # fmt: skip
        sessions.append(read_session(json.dumps(data, ensure_ascii=False)))
    with Store.open(str(tmp_path / "big.sqlite")) as store:
        store.import_sessions(sessions, created=[DAY + timedelta(minutes=n) for n in range(10_000)])
        slowest = 0.0
        for query in (
            HistoryQuery(),
            HistoryQuery(sort=SortKey.DEALS),
            HistoryQuery(sort=SortKey.PLAYERS, descending=False),
            HistoryQuery(search="игрок 3"),
            HistoryQuery(player="Игрок 7", sort=SortKey.LEADER),
            HistoryQuery(since=DAY + timedelta(days=3), until=DAY + timedelta(days=4)),
        ):
            started = time.perf_counter()
            page = store.find_sittings(query, limit=500)
            store.count_sittings(query)
            slowest = max(slowest, time.perf_counter() - started)
            assert page
        assert len(store.find_sittings(HistoryQuery(), offset=9_900, limit=500)) == 100
    print(f"slowest first page of 10,000 sittings: {slowest * 1000:.0f} ms")
    assert slowest < 0.5, slowest


# -- the SQL answers as a Python filter over every row would ----------------------------

_NAMES = ["Анна", "анна", "Борис", "Ёжик", "Ежевика", "Zoya", "zed", "Вера"]
_PLACES = [None, "Дача", "Город", "дача"]


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, list[Any]]]:
    """30 sittings of every game, varied players, places, days, deals and states, and
    every row as ``find_sittings`` gives it (the Python side of the comparison)."""
    import random

    rng = random.Random(16)
    store = Store.open(str(tmp_path_factory.mktemp("history") / "h.sqlite"))
    for n in range(30):
        game = rng.choice(["rummy", "gin", "stukolka"])
        count = {"rummy": rng.randint(2, 4), "gin": 2, "stukolka": 3}[game]
        names: list[str] = []
        for name in rng.sample(_NAMES, len(_NAMES)):
            if name.casefold() not in {taken.casefold() for taken in names}:
                names.append(name)
        players = names[:count]
        place = rng.choice(_PLACES)
        if game == "rummy":
            deals = [rummy_deal(**{p: (rng.randint(0, 80), rng.randint(0, 20)) for p in players})
                     for _ in range(rng.randint(0, 3))]  # fmt: skip
        elif game == "gin":
            deals = [{"type": "gin", "player": players[0], "opponent_deadwood": 10}] * (n % 3)
        else:
            deals = []
        data = {"format": "zapis-session", "version": 1, "game": game, "players": players,
                "deals": deals}  # fmt: skip
        store.import_sessions(
            [read_session(json.dumps(data, ensure_ascii=False))],
            created=DAY + timedelta(hours=7 * n),
            place=place,
        )
    rows = store.find_sittings(limit=1000)
    yield store, rows
    store.close()


def _python_answer(
    rows: list[Any], query: HistoryQuery, players: dict[int, list[str]]
) -> list[int]:
    from db.history_query import fold

    def keep(row: Any) -> bool:
        names = [fold(p) for p in row.players]
        return (
            (query.game is None or row.game == query.game)
            and (query.player is None or fold(query.player) in names)
            and (query.search is None or any(fold(query.search) in n for n in names))
            and (query.since is None or row.created >= query.since)
            and (query.until is None or row.created < query.until)
            and (query.place is None or row.place == query.place)
            and (query.finished is None or row.finished == query.finished)
        )

    def key(row: Any) -> Any:
        return {
            SortKey.GAME: row.game,
            SortKey.PLAYERS: players[int(row.id)][0].casefold(),
            SortKey.STARTED: row.created,
            SortKey.UPDATED: row.updated,
            SortKey.DEALS: row.deal_count,
            SortKey.STATE: row.finished,
            SortKey.LEADER: row.leader or "",
            SortKey.PLACE: row.place or "",
        }[query.sort]

    found = sorted(
        (row for row in rows if keep(row)),
        key=lambda row: (key(row), int(row.id)),
        reverse=query.descending,
    )
    return [int(row.id) for row in found]


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    game=st.none() | st.sampled_from(["rummy", "gin", "stukolka", "three-bugs"]),
    player=st.none() | st.sampled_from([*_NAMES, "АННА", "ёжик"]),
    search=st.none() | st.sampled_from(["ан", "ЁЖ", "еж", "z", "%", "_", "нет"]),
    since=st.none() | st.integers(0, 200),
    until=st.none() | st.integers(0, 200),
    place=st.sampled_from(_PLACES),
    finished=st.none() | st.booleans(),
    sort=st.sampled_from(list(SortKey)),
    descending=st.booleans(),
)
def test_sql_finds_what_python_would(
    filled: tuple[Store, list[Any]],
    game: str | None,
    player: str | None,
    search: str | None,
    since: int | None,
    until: int | None,
    place: str | None,
    finished: bool | None,
    sort: SortKey,
    descending: bool,
) -> None:
    store, rows = filled
    query = HistoryQuery(
        game=game,
        player=player,
        search=search,
        since=DAY + timedelta(hours=since) if since is not None else None,
        until=DAY + timedelta(hours=until) if until is not None else None,
        place=place,
        finished=finished,
        sort=sort,
        descending=descending,
    )
    players = {int(row.id): list(row.players) for row in rows}
    expected = _python_answer(rows, query, players)
    assert [int(row.id) for row in store.find_sittings(query, limit=1000)] == expected
    assert store.count_sittings(query) == len(expected)


def test_the_last_deal_is_when_a_deal_was_entered(store: Store) -> None:
    """Issue 25, item 19: the history's "Last deal" was the sitting's last change, so
    setting a price moved it. Now it is when the last deal was entered: a price set
    after it moves ``updated`` (the history's order) and leaves ``last_deal``; a second
    deal moves it to that deal's entry. A sitting with no deal has none."""
    played = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {})
    store.add_deal(played.id, misdeal("Борис"))
    time.sleep(0.02)
    later = store.create_sitting("rummy", ["Пётр", "Зоя"], {})
    store.add_deal(later.id, rummy_deal(Пётр=(30, 0), Зоя=(0, 10)))
    time.sleep(0.02)
    empty = store.create_sitting("gin", ["Глеб", "Zoya"], {})

    def row(sitting: int) -> Any:
        return next(r for r in store.find_sittings() if r.id == sitting)

    dealt = row(played.id).last_deal
    assert dealt is not None and row(later.id).last_deal is not None
    assert row(empty.id).last_deal is None
    time.sleep(0.02)
    store.set_price(played.id, Decimal("0.01"), "₽")
    priced = row(played.id)
    assert priced.last_deal == dealt
    assert priced.updated > dealt
    assert _ids(store)[0] == played.id  # the history's order: the last change first
    assert row(later.id).last_deal > dealt
    store.add_deal(played.id, misdeal("Вера"))
    assert row(played.id).last_deal > priced.updated
