"""A sitting's price and currency (settlement.md, "The price").

The price is kept as the decimal text the players wrote ("2.50", "1"), not as a number
column: SQLite has no exact decimal type, and the text gives the session file back
exactly as it was imported.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the two optional columns: every sitting stored so far has no price."""
    with op.batch_alter_table("sitting") as batch:
        batch.add_column(sa.Column("price", sa.String(20), nullable=True))
        batch.add_column(sa.Column("currency", sa.String(8), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("sitting") as batch:
        batch.drop_column("currency")
        batch.drop_column("price")
