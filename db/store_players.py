"""The store's calls on players: who the database knows, renaming one everywhere
(his seats and the records that name him), and what he won per game."""

from __future__ import annotations

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session as OrmSession

from db.errors import UnknownPlayer
from db.models import DEAL_TABLE, Deal, Player, Seat, Sitting
from db.rows import GameStats, PlayerStats
from db.sitting_rows import folded_name, read_sitting
from db.standing import leader_of
from db.store_base import StoreBase
from rules.deal_record import read_or_refuse
from rules.errors import RuleViolation
from rules.ledger import JSON
from rules.names import check_name
from rules.registry import find_game
from rules.registry import games as registered_games
from rules.session import Session, score


class Players(StoreBase):
    """Part of :class:`db.service.Store`: players, their names and their winnings."""

    def known_players(self) -> list[str]:
        """Every player's name, for autocomplete, in case-folded order."""
        with self._transaction(write=False) as orm:
            rows = orm.execute(select(Player.name, Player.folded)).all()
        return [name for name, _key in sorted(rows, key=lambda row: (row[1], row[0]))]

    def rename_player(self, old: str, new: str) -> None:
        """Rename a player everywhere: his name, the seats he took, and the deal records
        of those sittings.

        Raises :class:`UnknownPlayer` when no player folds to ``old``, and
        ``RuleViolation`` for a bad new name, one that folds like another player's, or a
        name the records use for something else too (so renaming it would change a sheet).
        """
        new = check_name(new, field="name")
        with self._transaction(write=True) as orm:
            player = orm.scalars(select(Player).where(Player.folded == folded_name(old))).first()
            if player is None:
                raise UnknownPlayer(f"no player named '{old}'")
            clash = orm.scalars(select(Player).where(Player.folded == new.casefold())).first()
            if clash is not None and clash.id != player.id:
                raise RuleViolation(
                    "player name '{name}' is already taken by another player",
                    field="name",
                    name=new,
                )
            seats = orm.scalars(
                select(Seat).where(Seat.player_id == player.id).order_by(Seat.sitting_id)
            ).all()
            for seat in seats:
                if seat.name != new:
                    rename_in_sitting(orm, seat, new)
            player.name = new
            player.folded = new.casefold()

    def player_stats(self, name: str) -> PlayerStats:
        """What the player (name compared case-folded) won over all his sittings, in
        all and per game. Raises :class:`UnknownPlayer`.

        One grouped query over the seats' stored standings (written with every deal
        change), not a rescoring of every sitting he played."""
        with self._transaction(write=False) as orm:
            player = orm.scalars(select(Player).where(Player.folded == folded_name(name))).first()
            if player is None:
                raise UnknownPlayer(f"no player named '{name}'")
            rows = orm.execute(
                select(
                    Sitting.game,
                    func.count(),
                    func.sum(Seat.games_won),
                    func.sum(Seat.rubbers_won),
                    func.sum(Seat.total),
                )
                .join(Sitting, Sitting.id == Seat.sitting_id)
                .where(Seat.player_id == player.id)
                .group_by(Sitting.game)
            ).all()
            known_as = player.name
        order = {entry.name: place for place, entry in enumerate(registered_games())}
        by_game = tuple(
            sorted(
                (
                    GameStats(str(game), int(count), int(games), int(rubbers), int(total))
                    for game, count, games, rubbers, total in rows
                ),
                key=lambda stats: (order.get(stats.game, len(order)), stats.game),
            )
        )
        return PlayerStats(
            known_as,
            sum(stats.sittings for stats in by_game),
            sum(stats.games_won for stats in by_game),
            sum(stats.rubbers_won for stats in by_game),
            sum(stats.total for stats in by_game),
            by_game,
        )


def renamed_in(value: JSON, old: str, new: str) -> JSON:
    """``value`` with every string and object key equal to ``old`` made ``new``."""
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [renamed_in(item, old, new) for item in value]
    if isinstance(value, dict):
        return {
            (new if key == old else key): renamed_in(item, old, new) for key, item in value.items()
        }
    return value


def rename_in_sitting(orm: OrmSession, seat: Seat, new: str) -> None:
    """Rewrite one sitting for a renamed player, proving the sheet is the same but for
    the name (the records name players by their names, in game-specific fields)."""
    old = seat.name
    row, session = read_sitting(orm, seat.sitting_id, lock=True)
    before = score(session)
    players = tuple(new if name == old else name for name in session.players)
    options = renamed_in(dict(session.options), old, new)
    reader = find_game(session.game).deal_reader(players, options)
    renamed = Session(
        game=session.game,
        players=players,
        options=options,
        deals=tuple(
            read_or_refuse(reader, renamed_in(deal.to_json(), old, new), number)
            for number, deal in enumerate(session.deals, start=1)
        ),
    )
    try:
        after = score(renamed)
        same = renamed_in(before.to_json(), old, new) == after.to_json()
    except RuleViolation:
        same = False
    if not same:
        raise RuleViolation(
            "player name '{name}' is also used for something else in the records of "
            "sitting {sitting}, so it cannot be renamed automatically",
            field="name",
            name=old,
            sitting=seat.sitting_id,
        )
    deal_ids = orm.scalars(
        select(Deal.id).where(Deal.sitting_id == row.id).order_by(Deal.position)
    ).all()
    for deal_id, original, record in zip(deal_ids, session.deals, renamed.deals, strict=True):
        written = record.to_json()
        if written != original.to_json():
            orm.execute(update(DEAL_TABLE).where(DEAL_TABLE.c.id == deal_id).values(record=written))
    if row.options != renamed.options:
        row.options = dict(renamed.options)
    if row.first_dealer == old:
        row.first_dealer = new
    row.leader = leader_of(after)
    # The seats' games, rubbers and totals stay: the sheet was just proved the same.
    seat.name = new
    # The session's names changed: a store that kept it reads it again.
    row.revision += 1
