"""The store's history: one page of the sittings a :class:`~db.history_query.HistoryQuery`
finds (filtered by game, player, a name search, dates, place and state, sorted by any
column), how many it finds, and the places sittings were played at."""

from __future__ import annotations

from dataclasses import replace

from db.errors import StorageError
from db.history_query import PLACES, HistoryQuery, count_statement, fold, page_statement
from db.models import Sitting
from db.rows import SittingSummary
from db.store_base import StoreBase
from db.stored_values import readable_page
from db.summary_rows import last_deals, sitting_summaries

EVERYTHING = HistoryQuery()
"""The history's default: every sitting, the most recently updated first."""


class HistoryQueries(StoreBase):
    """Part of :class:`db.service.Store`: the history of sittings."""

    def find_sittings(
        self, query: HistoryQuery = EVERYTHING, *, offset: int = 0, limit: int = 500
    ) -> list[SittingSummary]:
        """One page of the sittings ``query`` finds, in its order (by default every
        sitting, the most recently updated first; ties: the larger id first). Names are
        compared by :func:`db.history_query.fold` (case-folded, Cyrillic too)."""
        statement = page_statement(query, offset, limit)
        with self._transaction(write=False) as orm:
            page = readable_page(
                lambda: sitting_summaries(orm, list(orm.execute(statement).all())),
                lambda: orm.scalars(statement.with_only_columns(Sitting.id)).all(),
                lambda sitting: sitting_summaries(
                    orm,
                    list(
                        orm.execute(
                            statement.where(Sitting.id == sitting).offset(None).limit(None)
                        ).all()
                    ),
                ),
                self.set_aside,
            )
        # Apart: a deal page the database cannot read leaves the times out, and the rest
        # of the history still shows (the file's check then says what is damaged).
        if not page:
            return page
        try:
            with self._transaction(write=False) as orm:
                last = last_deals(orm, [int(row.id) for row in page])
        except StorageError:
            return page
        return [replace(row, last_deal=last.get(int(row.id))) for row in page]

    def count_sittings(self, query: HistoryQuery = EVERYTHING) -> int:
        """How many sittings ``query`` finds (by default all of them)."""
        with self._transaction(write=False) as orm:
            return int(orm.scalar(count_statement(query)) or 0)

    def known_places(self) -> list[str]:
        """Every place a sitting was played at, sorted as names are folded."""
        with self._transaction(write=False) as orm:
            places = orm.scalars(PLACES)
            return sorted((str(place) for place in places if place), key=fold)
