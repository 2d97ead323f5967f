"""Deals ordered by keys far apart, so that a deal inserted or deleted in the middle moves
no other row (issue 31; :mod:`db.deal_order`).

``deal.position`` was the deal's number (1..n), so an insertion or a deletion shifted the
position of every later deal. It becomes a sort key: 64-bit, the deals of each sitting
spread ``GAP`` apart in their old order (``position = number * GAP``); the number is the
deal's place in that order. Written out here (no import of ``db``): ``GAP`` is
``db.deal_order.GAP``.

The keys are written in place (``UPDATE``), not by copying the table, so the revision
triggers of 0006 stay. They are held off while the rows are rewritten (on SQLite dropped
and created again from their own stored text; on PostgreSQL disabled), which would
otherwise move a sitting's revision twice a deal (and queue as many notifications);
instead every sitting with deals has its revision moved once. In two steps through
negative keys: the unique (sitting, position) index is checked row by row, and every
stored position is positive.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

GAP = 2**40
"""``db.deal_order.GAP``: the distance between neighbouring deals' keys."""


def _renumber(step: int) -> None:
    """Every deal's position made ``step`` times its number in its sitting, order kept,
    the deal table's triggers held off meanwhile; each sitting's revision moved once."""
    bind = op.get_bind()
    if bind.dialect.name == "sqlite":
        triggers = bind.execute(
            sa.text(
                "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'deal'"
            )
        ).all()
        for name, _sql in triggers:
            op.execute(f'DROP TRIGGER "{name}"')
    else:
        op.execute("ALTER TABLE deal DISABLE TRIGGER USER")
    _rewrite(step)
    if bind.dialect.name == "sqlite":
        for _name, sql in triggers:
            op.execute(sql)
    else:
        op.execute("ALTER TABLE deal ENABLE TRIGGER USER")
    op.execute(
        "UPDATE sitting SET revision = revision + 1 "
        "WHERE id IN (SELECT DISTINCT sitting_id FROM deal)"
    )


def _rewrite(step: int) -> None:
    op.execute(
        "UPDATE deal SET position = -ranked.number * "
        f"{step} FROM (SELECT id, ROW_NUMBER() OVER "
        "(PARTITION BY sitting_id ORDER BY position, id) AS number FROM deal) AS ranked "
        "WHERE deal.id = ranked.id"
    )
    op.execute("UPDATE deal SET position = -position")


def upgrade() -> None:
    """64-bit positions (SQLite's integers are already), spread ``GAP`` apart."""
    if op.get_bind().dialect.name == "postgresql":
        op.alter_column("deal", "position", type_=sa.BigInteger(), existing_nullable=False)
    _renumber(GAP)


def downgrade() -> None:
    """Positions 1..n again, 32-bit on PostgreSQL."""
    _renumber(1)
    if op.get_bind().dialect.name == "postgresql":
        op.alter_column("deal", "position", type_=sa.Integer(), existing_nullable=False)
