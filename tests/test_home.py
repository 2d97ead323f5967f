"""No test touches the user's home (issue 24): the run has a home of its own, where the
default database and the settings land, and a write under the real home is noticed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests import conftest
from tests.conftest import REAL_HOME, SESSION_HOME


def test_the_default_folders_are_the_runs_own() -> None:
    from platformdirs import user_config_dir, user_data_dir

    assert Path(os.path.expanduser("~")) == SESSION_HOME != REAL_HOME
    # The data folder is even each test's own (``private_data_folder``), the config the run's.
    data = Path(user_data_dir("zapis"))
    assert not data.is_relative_to(REAL_HOME) and data.is_relative_to(os.environ["XDG_DATA_HOME"])
    assert Path(user_config_dir("Zapis")).is_relative_to(SESSION_HOME)
    assert "ZAPIS_DATABASE_URL" not in os.environ


def _fresh_settings() -> None:
    """A test's settings file is its own (outside the real home): nothing an earlier test
    wrote is in it. Asked by two tests, whichever order they run in."""
    from desktop.shell.settings import Settings

    path = os.environ["ZAPIS_SETTINGS_FILE"]
    assert not Path(path).is_relative_to(REAL_HOME)
    settings = Settings()._store
    assert settings.fileName() == path
    assert settings.value("issue-24-probe") is None
    settings.setValue("issue-24-probe", path)
    settings.sync()


def test_each_test_has_settings_of_its_own() -> None:
    _fresh_settings()


def test_each_test_has_settings_of_its_own_too() -> None:
    _fresh_settings()


def test_qt_settings_and_a_child_process_are_in_the_runs_home(qapp: object) -> None:
    """QSettings' default file (where Zapis's settings go without ZAPIS_SETTINGS_FILE),
    and the folders a process the tests start sees."""
    from PySide6.QtCore import QSettings

    path = Path(
        QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Zapis").fileName()
    )
    assert path.is_relative_to(SESSION_HOME)
    child = subprocess.run(
        [sys.executable, "-c", "import platformdirs; print(platformdirs.user_data_dir('zapis'))"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(child.stdout.strip()).is_relative_to(os.environ["XDG_DATA_HOME"])
    assert not Path(child.stdout.strip()).is_relative_to(REAL_HOME)


def test_a_write_under_the_real_home_is_noticed() -> None:
    """The audit hook's verdicts, asked directly (nothing is written): writing, making a
    folder and opening a database under the real home are noted; reading is not, nor is
    writing in the run's home."""
    seen = conftest._WRITES_AT_HOME
    before = len(seen)
    inside = str(REAL_HOME / ".local" / "share" / "zapis" / "zapis.sqlite3")
    try:
        conftest._audit("open", (inside, "r", os.O_RDONLY))
        conftest._audit("open", (str(SESSION_HOME / "x"), "w", os.O_WRONLY))
        assert len(seen) == before
        conftest._audit("open", (inside, "wb", os.O_WRONLY | os.O_CREAT))
        conftest._audit("open", (inside, None, os.O_RDWR))
        conftest._audit("os.mkdir", (str(REAL_HOME / ".config" / "Zapis"), 0o777, -1))
        conftest._audit("sqlite3.connect", (inside,))
        assert [line.split()[0] for line in seen[before:]] == [
            "open",
            "open",
            "os.mkdir",
            "sqlite3.connect",
        ]
    finally:
        del seen[before:]
