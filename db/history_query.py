"""The history that finds things (issue 16): sittings filtered by game, player, a name
search, start dates, place and state, sorted by any column — all in SQL, one page at a
time, so a history of 10,000 sittings answers as fast as one of ten.

Names are compared as Python folds them (``casefold``, and ``ё`` read as ``е``): the
player table keeps each name folded, and SQL's ``replace`` does the ``ё``. SQLite's own
``lower()`` and ``LIKE`` fold only ASCII, so they are not used.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, cast

from sqlalchemy import ColumnElement, Select, case, exists, func, select

from db.models import Deal, Player, Seat, Sitting
from db.service import SittingSummary, Store
from db.stored_values import readable_page
from db.summary_rows import sitting_summaries


class SortKey(StrEnum):
    """The history's columns, each of which it can be sorted by."""

    GAME = "game"
    """The game, in the order of ``HistoryQuery.game_order`` (e.g. by its title)."""
    PLAYERS = "players"
    """The first seat's name, folded."""
    STARTED = "started"
    UPDATED = "updated"
    DEALS = "deals"
    STATE = "state"
    """In play before finished."""
    LEADER = "leader"
    PLACE = "place"


@dataclass(frozen=True, slots=True)
class HistoryQuery:
    """What the history shows: every filter is optional (``None``: no filter)."""

    game: str | None = None
    """Only sittings of this game."""
    player: str | None = None
    """Only sittings where a player of exactly this name (folded) sat."""
    search: str | None = None
    """Only sittings with a player whose folded name contains this."""
    since: datetime | None = None
    """Only sittings started at or after this moment."""
    until: datetime | None = None
    """Only sittings started before this moment."""
    place: str | None = None
    """Only sittings played at exactly this place."""
    finished: bool | None = None
    """Only finished (``True``) or unfinished (``False``) sittings."""
    sort: SortKey = SortKey.UPDATED
    """The column sorted by."""
    descending: bool = True
    """Largest (latest, most) first."""
    game_order: tuple[str, ...] = ()
    """The games in the order ``SortKey.GAME`` sorts them; games not named sort last."""


def fold(text: str) -> str:
    """A name folded for searching: case (Cyrillic too) and ``ё`` as ``е``."""
    return text.casefold().replace("ё", "е")


def find_sittings(
    store: Store, query: HistoryQuery, *, offset: int = 0, limit: int = 500
) -> list[SittingSummary]:
    """One page of the sittings ``query`` finds, in its order."""
    # Plain columns, not ORM objects: a page of 500 rows costs a third of the time.
    columns = cast(Select[Any], select(*_COLUMNS))
    statement = _filtered(columns, query)
    order = [_sort_column(query), Sitting.id]
    statement = statement.order_by(
        *(column.desc() if query.descending else column.asc() for column in order)
    )
    statement = statement.offset(max(offset, 0)).limit(max(limit, 0))
    with store._transaction(write=False) as orm:  # the Store's own transaction helper
        # A sitting another program wrote a bad value into is left out and named in
        # store.set_aside, so that the rest of the history still shows (issue 32).
        return readable_page(
            lambda: sitting_summaries(orm, list(orm.execute(statement).all())),
            lambda: orm.scalars(statement.with_only_columns(Sitting.id)).all(),
            lambda sitting: sitting_summaries(
                orm, list(orm.execute(select(*_COLUMNS).where(Sitting.id == sitting)).all())
            ),
            store.set_aside,
        )


def count_sittings(store: Store, query: HistoryQuery | None = None) -> int:
    """How many sittings ``query`` finds (all of them for ``None``)."""
    statement = _filtered(select(func.count()).select_from(Sitting), query or HistoryQuery())
    with store._transaction(write=False) as orm:
        return int(orm.scalar(statement) or 0)


def known_places(store: Store) -> list[str]:
    """Every place a sitting was played at, sorted as Python folds them."""
    with store._transaction(write=False) as orm:
        places = orm.scalars(select(Sitting.place).where(Sitting.place.is_not(None)).distinct())
        return sorted((str(place) for place in places if place), key=fold)


def _filtered(statement: Select[Any], query: HistoryQuery) -> Select[Any]:
    if query.game is not None:
        statement = statement.where(Sitting.game == query.game)
    if query.player:
        statement = statement.where(
            exists().where(
                Seat.sitting_id == Sitting.id,
                Seat.player_id == Player.id,
                _folded_name() == fold(query.player.strip()),
            )
        )
    if query.search and query.search.strip():
        statement = statement.where(
            exists().where(
                Seat.sitting_id == Sitting.id,
                Seat.player_id == Player.id,
                _folded_name().contains(fold(query.search.strip()), autoescape=True),
            )
        )
    if query.since is not None:
        statement = statement.where(Sitting.created >= query.since)
    if query.until is not None:
        statement = statement.where(Sitting.created < query.until)
    if query.place is not None:
        statement = statement.where(Sitting.place == query.place)
    if query.finished is not None:
        statement = statement.where(Sitting.finished == query.finished)
    return statement


def _folded_name() -> ColumnElement[str]:
    """The player's folded name with ``ё`` read as ``е`` (``casefold`` keeps ``ё``)."""
    return func.replace(Player.folded, "ё", "е")


def _sort_column(query: HistoryQuery) -> Any:
    key = query.sort
    if key is SortKey.GAME:
        if not query.game_order:
            return Sitting.game
        return case(
            {game: place for place, game in enumerate(query.game_order)},
            value=Sitting.game,
            else_=len(query.game_order),
        )
    if key is SortKey.PLAYERS:
        return (
            select(Player.folded)
            .join(Seat, Seat.player_id == Player.id)
            .where(Seat.sitting_id == Sitting.id, Seat.position == 0)
            .scalar_subquery()
        )
    if key is SortKey.DEALS:
        return (
            select(func.count()).select_from(Deal).where(Deal.sitting_id == Sitting.id)
        ).scalar_subquery()
    columns = {
        SortKey.STARTED: Sitting.created,
        SortKey.UPDATED: Sitting.updated,
        SortKey.STATE: Sitting.finished,
        SortKey.LEADER: func.coalesce(Sitting.leader, ""),
        SortKey.PLACE: func.coalesce(Sitting.place, ""),
    }
    return columns[key]


_COLUMNS = (
    Sitting.id,
    Sitting.game,
    Sitting.created,
    Sitting.updated,
    Sitting.finished,
    Sitting.leader,
    Sitting.place,
    Sitting.note,
)
"""What a history row needs of the sitting itself."""
