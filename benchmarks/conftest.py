"""The storage tests' database fixtures, for the benchmarks that need a database."""

from tests.db.conftest import postgres_url, sqlite_url

__all__ = ["postgres_url", "sqlite_url"]
