"""Where Zapis keeps its database by default: a file in the user's data folder.

Apart from :mod:`db.location` (which re-exports it) so that the backups' folder
(:mod:`db.backup_rotation`) can name it without importing the file check back."""

from __future__ import annotations

from pathlib import Path

DEFAULT_FILE_NAME = "zapis.sqlite3"
"""The database file's name in the data folder."""


def default_path() -> Path:
    """The default database file, in the user's data folder (platformdirs)."""
    # Imported here: a start with --database or $ZAPIS_DATABASE_URL never needs it.
    from platformdirs import user_data_dir

    return Path(user_data_dir("zapis")) / DEFAULT_FILE_NAME
