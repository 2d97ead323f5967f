"""Alembic migrations of the Zapis database, applied by :func:`db.migrate.upgrade`.

A package (not a bare folder) so that an installed wheel carries ``env.py`` and every
revision: Alembic finds them here through ``script_location``.
"""
