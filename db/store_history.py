"""The store's history queries: one page of sittings, filtered by game, player,
dates and state, and how many there are."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Select, exists, func, select

from db.models import Player, Seat, Sitting
from db.rows import SittingSummary
from db.sitting_rows import folded_name
from db.store_base import StoreBase
from db.stored_values import readable_page
from db.summary_rows import sitting_summaries


class HistoryQueries(StoreBase):
    """Part of :class:`db.service.Store`: the history of sittings."""

    def list_sittings(
        self,
        *,
        game: str | None = None,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
        offset: int = 0,
        limit: int = 50,
    ) -> list[SittingSummary]:
        """One page of the history, the most recently updated first.

        ``player`` matches any seated player whose name contains it, compared
        case-folded (Cyrillic too); ``since <= created < until``.
        """
        query = filtered(
            select(Sitting), game=game, player=player, since=since, until=until, finished=finished
        )
        query = query.order_by(Sitting.updated.desc(), Sitting.id.desc())
        query = query.offset(max(offset, 0)).limit(max(limit, 0))
        with self._transaction(write=False) as orm:
            return readable_page(
                lambda: sitting_summaries(orm, orm.scalars(query).all()),
                lambda: orm.scalars(query.with_only_columns(Sitting.id)).all(),
                lambda sitting: sitting_summaries(
                    orm, orm.scalars(select(Sitting).where(Sitting.id == sitting)).all()
                ),
                self.set_aside,
            )

    def count_sittings(
        self,
        *,
        game: str | None = None,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
    ) -> int:
        """How many sittings :meth:`list_sittings` would page through."""
        query = filtered(
            select(func.count()).select_from(Sitting),
            game=game,
            player=player,
            since=since,
            until=until,
            finished=finished,
        )
        with self._transaction(write=False) as orm:
            return int(orm.scalar(query) or 0)


def filtered(
    query: Select[Any],
    *,
    game: str | None,
    player: str | None,
    since: datetime | None,
    until: datetime | None,
    finished: bool | None,
) -> Select[Any]:
    """``query`` narrowed to the sittings of ``game``, with a player whose folded
    name contains ``player``, created in ``[since, until)``, finished or not."""
    if game is not None:
        query = query.where(Sitting.game == game)
    if player is not None and player.strip():
        # Names are compared as Python folds them: SQLite's LIKE folds only ASCII.
        folded = folded_name(player.strip())
        query = query.where(
            exists().where(
                Seat.sitting_id == Sitting.id,
                Seat.player_id == Player.id,
                Player.folded.contains(folded, autoescape=True),
            )
        )
    if since is not None:
        query = query.where(Sitting.created >= since)
    if until is not None:
        query = query.where(Sitting.created < until)
    if finished is not None:
        query = query.where(Sitting.finished == finished)
    return query
