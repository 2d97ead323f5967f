"""The base schema: players, sittings, seats and deals.

Revision ID: 0001
Revises:
Create Date: 2025-01-10
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the four tables as the first Zapis wrote them."""
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_player"),
        sa.UniqueConstraint("name", name="uq_player_name"),
    )
    op.create_table(
        "sitting",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("first_dealer", sa.String(200), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("leader", sa.String(200), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_sitting"),
    )
    op.create_index("ix_sitting_updated", "sitting", ["updated", "id"])
    op.create_index("ix_sitting_created", "sitting", ["created"])
    op.create_table(
        "seat",
        sa.Column("sitting_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["sitting_id"], ["sitting.id"], name="fk_seat_sitting_id_sitting", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], name="fk_seat_player_id_player"),
        sa.PrimaryKeyConstraint("sitting_id", "position", name="pk_seat"),
    )
    op.create_index("ix_seat_player_id", "seat", ["player_id"])
    op.create_table(
        "deal",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sitting_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("edited", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["sitting_id"], ["sitting.id"], name="fk_deal_sitting_id_sitting", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_deal"),
    )
    op.create_index("ix_deal_sitting_position", "deal", ["sitting_id", "position"], unique=True)


def downgrade() -> None:
    """Drop everything."""
    op.drop_table("deal")
    op.drop_table("seat")
    op.drop_table("sitting")
    op.drop_table("player")
