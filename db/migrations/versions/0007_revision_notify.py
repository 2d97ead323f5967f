"""A notification when a sitting's revision moves: the change feed's hint on PostgreSQL.

A trigger on the ``sitting`` table sends ``NOTIFY zapis_sittings`` with the payload
``"<schema> <sitting id> <revision>"`` (``-`` for the revision of a deleted sitting)
whenever a sitting is created, deleted or its revision moves; deferred to the commit, it
sends the revision the transaction ends with. PostgreSQL delivers a
notification only when the transaction that sent it commits, and never one of a
transaction rolled back, so a follower hears of committed revisions alone. The schema is
in the payload because the channel is the database's: two schemas of one database (the
tests' fresh schemas) hear each other's notifications and keep only their own.

The notification is a hint: a follower that was not listening (a lost connection, a
follower started later) catches up by reading every sitting's revision
(``db.change_feed``). SQLite has no notifications and needs nothing here: its follower
polls ``PRAGMA data_version``. Self-contained (no import of ``db``): the channel's name is
written out, as ``db.change_feed.CHANNEL`` is.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from __future__ import annotations

from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

POSTGRES_FUNCTION = """
CREATE FUNCTION sitting_revision_notifies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    sitting_id bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
    now_at bigint;
BEGIN
    -- Deferred to the commit, and the revision read again then: a write moves it several
    -- times (a trigger a deal row, then the store's own value), and PostgreSQL folds
    -- equal notifications of one transaction into one, so only the final value, sent
    -- however many times, arrives once and last.
    EXECUTE format('SELECT revision FROM %I.sitting WHERE id = $1', TG_TABLE_SCHEMA)
        INTO now_at USING sitting_id;
    PERFORM pg_notify(
        'zapis_sittings',
        TG_TABLE_SCHEMA || ' ' || sitting_id || ' ' || coalesce(now_at::text, '-')
    );
    RETURN NULL;
END
$$
"""
POSTGRES_TRIGGER = (
    "CREATE CONSTRAINT TRIGGER sitting_revision_notifies "
    "AFTER INSERT OR DELETE OR UPDATE OF revision ON sitting "
    "DEFERRABLE INITIALLY DEFERRED "
    "FOR EACH ROW EXECUTE FUNCTION sitting_revision_notifies()"
)


def upgrade() -> None:
    """The trigger and its function, on PostgreSQL; nothing on SQLite."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute(POSTGRES_FUNCTION)
        op.execute(POSTGRES_TRIGGER)


def downgrade() -> None:
    """Drop them."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS sitting_revision_notifies ON sitting")
        op.execute("DROP FUNCTION IF EXISTS sitting_revision_notifies()")
