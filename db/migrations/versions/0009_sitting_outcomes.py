"""What each seat did at each sitting, kept at the sitting's revision: a regular's records
without rescoring every sitting he played (issue 31; ``db.models.SittingOutcomes``).

A cache the store fills the first time it counts a sitting's outcomes; a row whose
revision is not its sitting's (or whose format is not the running code's) is ignored and
written again. The table starts empty: nothing is scored during the migration.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """The table."""
    op.create_table(
        "sitting_outcomes",
        sa.Column("sitting_id", sa.Integer(), nullable=False),
        sa.Column("revision", sa.BigInteger(), nullable=False),
        sa.Column("format", sa.Integer(), nullable=False),
        sa.Column("outcomes", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["sitting_id"],
            ["sitting.id"],
            name="fk_sitting_outcomes_sitting_id_sitting",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("sitting_id", name="pk_sitting_outcomes"),
    )


def downgrade() -> None:
    """Drop it."""
    op.drop_table("sitting_outcomes")
