"""A sitting's place and note.

Revision ID: 0003
Revises: 0002
Create Date: 2025-02-20
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the two optional text columns."""
    with op.batch_alter_table("sitting") as batch:
        batch.add_column(sa.Column("place", sa.Text(), nullable=True))
        batch.add_column(sa.Column("note", sa.Text(), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("sitting") as batch:
        batch.drop_column("note")
        batch.drop_column("place")
