"""Stores for the storage tests: an SQLite file, and PostgreSQL when one can be reached.

``ZAPIS_TEST_POSTGRES_URL`` (set by ``.ci/run``) names a database the tests may use; each
test gets a fresh schema in it, dropped afterwards, so tests never see each other's rows.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from db import Store
from tests.conftest import skip_unless_ci
from tests.db.processes import Forker

POSTGRES_VARIABLE = "ZAPIS_TEST_POSTGRES_URL"


def _postgres_base() -> str:
    """The PostgreSQL URL, or skip (with the reason shown) when there is none to use."""
    url = os.environ.get(POSTGRES_VARIABLE)
    if not url:
        skip_unless_ci(f"PostgreSQL club mode not tested: {POSTGRES_VARIABLE} is not set")
    engine = create_engine(url, connect_args={"connect_timeout": 3})
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
    except Exception as problem:
        reason = f"cannot reach {POSTGRES_VARIABLE} ({problem})"
        skip_unless_ci(f"PostgreSQL club mode not tested: {reason}")
    finally:
        engine.dispose()
    return url


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A PostgreSQL URL whose search path is a new, empty schema of its own."""
    base = _postgres_base()
    schema = f"zapis_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A new SQLite file's path (the plain-path form of ``--database``)."""
    return str(tmp_path / "zapis.sqlite3")


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest) -> str:
    """Each service test runs on an SQLite file and on PostgreSQL."""
    name = "sqlite_url" if request.param == "sqlite" else "postgres_url"
    url: str = request.getfixturevalue(name)
    return url


@pytest.fixture
def store(database_url: str) -> Iterator[Store]:
    """An open store on a new, empty database."""
    opened = Store.open(database_url)
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def forker() -> Iterator[Forker]:
    """A zygote that forks the programs to kill (see forker.py)."""
    zygote = Forker()
    try:
        yield zygote
    finally:
        zygote.close()
