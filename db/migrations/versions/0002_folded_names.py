"""Players are one person whatever the case of their name: player.folded, seat.name.

The first schema made names unique as written, so «Анна» and «анна» could be two players.
This revision keeps the name each sitting wrote in ``seat.name`` (the deal records use
it), adds ``player.folded`` (``str.casefold()``, which folds Cyrillic where SQLite's
``lower()`` does not) with a unique index, merges players whose names fold alike, and
drops the old case-sensitive constraint.

Revision ID: 0002
Revises: 0001
Create Date: 2025-02-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

_player = sa.table(
    "player",
    sa.column("id", sa.Integer),
    sa.column("name", sa.String),
    sa.column("folded", sa.String),
)
_seat = sa.table("seat", sa.column("player_id", sa.Integer), sa.column("name", sa.String))


def upgrade() -> None:
    """Add the columns, fill them in Python, merge look-alike players, then constrain."""
    with op.batch_alter_table("player") as batch:
        batch.add_column(sa.Column("folded", sa.String(200), nullable=True))
    with op.batch_alter_table("seat") as batch:
        batch.add_column(sa.Column("name", sa.String(200), nullable=True))

    bind = op.get_bind()
    players = bind.execute(sa.select(_player.c.id, _player.c.name).order_by(_player.c.id)).all()
    kept: dict[str, int] = {}
    for player_id, name in players:
        # Seats keep the spelling their sitting used before players are merged.
        bind.execute(_seat.update().where(_seat.c.player_id == player_id).values(name=name))
        folded = name.casefold()
        first = kept.setdefault(folded, player_id)
        if first == player_id:
            bind.execute(_player.update().where(_player.c.id == player_id).values(folded=folded))
        else:
            # The oldest player of the look-alikes keeps his name; a sitting never seated
            # both (the session reader refuses names that fold alike), so no seat clashes.
            bind.execute(
                _seat.update().where(_seat.c.player_id == player_id).values(player_id=first)
            )
            bind.execute(_player.delete().where(_player.c.id == player_id))

    with op.batch_alter_table("seat") as batch:
        batch.alter_column("name", existing_type=sa.String(200), nullable=False)
    with op.batch_alter_table("player") as batch:
        batch.alter_column("folded", existing_type=sa.String(200), nullable=False)
        batch.drop_constraint("uq_player_name", type_="unique")
        batch.create_index("ix_player_folded", ["folded"], unique=True)


def downgrade() -> None:
    """Back to names unique as written (merged players stay merged)."""
    with op.batch_alter_table("player") as batch:
        batch.drop_index("ix_player_folded")
        batch.create_unique_constraint("uq_player_name", ["name"])
        batch.drop_column("folded")
    with op.batch_alter_table("seat") as batch:
        batch.drop_column("name")
