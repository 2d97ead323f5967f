"""What the history asks for (issue 16): sittings filtered by game, player, a name
search, start dates, place and state, sorted by any column — the query and the SQL it
becomes, all in SQL, one page at a time, so a history of 10,000 sittings answers as fast
as one of ten. The store runs these statements in its own transaction
(:meth:`db.service.Store.find_sittings`, ``count_sittings``, ``known_places``).

Names are compared by one rule, :func:`fold`: as the store keeps a player's name (NFC,
then Python's ``casefold``, design.md: SQLite's own ``lower()`` and ``LIKE`` fold only
ASCII), with ``ё`` read as ``е``. The player table keeps each name folded, and SQL's
``replace`` does the ``ё``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, cast

from sqlalchemy import ColumnElement, Select, case, exists, func, select

from db.models import Deal, Player, Seat, Sitting
from db.sitting_rows import folded_name


class SortKey(StrEnum):
    """The history's columns, each of which it can be sorted by."""

    GAME = "game"
    """The game, in the order of ``HistoryQuery.game_order`` (e.g. by its title)."""
    PLAYERS = "players"
    """The first seat's name, folded."""
    STARTED = "started"
    UPDATED = "updated"
    """The last change: a deal, or a detail such as the price (the default order)."""
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
    """A name folded for comparing: as the store keeps names (NFC, then ``casefold``:
    Cyrillic too, and a decomposed «ё» typed in a search still finds her), with ``ё``
    read as ``е``. The one rule every history filter uses."""
    return folded_name(text).replace("ё", "е")


def page_statement(query: HistoryQuery, offset: int, limit: int) -> Select[Any]:
    """The statement of one page of the sittings ``query`` finds, in its order (the
    columns :func:`db.summary_rows.sitting_summaries` reads)."""
    # Plain columns, not ORM objects: a page of 500 rows costs a third of the time.
    columns = cast(Select[Any], select(*_COLUMNS))
    statement = _filtered(columns, query)
    order = [_sort_column(query), Sitting.id]
    statement = statement.order_by(
        *(column.desc() if query.descending else column.asc() for column in order)
    )
    return statement.offset(max(offset, 0)).limit(max(limit, 0))


def count_statement(query: HistoryQuery) -> Select[Any]:
    """The statement counting the sittings ``query`` finds."""
    return _filtered(select(func.count()).select_from(Sitting), query)


PLACES = select(Sitting.place).where(Sitting.place.is_not(None)).distinct()
"""Every place a sitting was played at (unsorted: SQL cannot fold them)."""


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
