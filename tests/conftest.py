"""Settings every test shares: a home of the session's own (no test reads or writes the
user's settings or data), Qt without a screen, the Hypothesis profiles, and where the
conformance cases lie (the project's own, and ../shared's when it is there)."""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

# ---- a home of the session's own ------------------------------------------------------
# Set before anything imports platformdirs or Qt (both read these when asked, and every
# process a test starts inherits them): the default database (platformdirs' data folder),
# the settings (QSettings' config folder) and any cache land in a folder of this run's.
REAL_HOME = Path(os.path.expanduser("~")).absolute()
"""The user's home as the run found it: no test may write under it."""
SESSION_HOME = Path(tempfile.mkdtemp(prefix="zapis-tests-home-")).absolute()
"""The home every test and every process it starts sees (removed when the run ends)."""
_PIP_CONFIG = REAL_HOME / ".config" / "pip" / "pip.conf"
if _PIP_CONFIG.is_file() and "PIP_CONFIG_FILE" not in os.environ:
    # pip's own configuration (where its wheels come from), not Zapis's: the wheel test's
    # pip reads it as it would at home.
    os.environ["PIP_CONFIG_FILE"] = str(_PIP_CONFIG)
os.environ["HOME"] = str(SESSION_HOME)
for _variable, _folder in (
    ("XDG_DATA_HOME", ".local/share"),
    ("XDG_CONFIG_HOME", ".config"),
    ("XDG_CACHE_HOME", ".cache"),
    ("XDG_STATE_HOME", ".local/state"),
):
    os.environ[_variable] = str(SESSION_HOME / _folder)
os.environ.pop("ZAPIS_DATABASE_URL", None)
os.environ.pop("ZAPIS_SETTINGS_FILE", None)
atexit.register(shutil.rmtree, SESSION_HOME, ignore_errors=True)

_WRITES_AT_HOME: list[str] = []
"""Every path under :data:`REAL_HOME` this process opened to write, made, moved or
removed, or opened as a database (audited: see :func:`_audit`). Only this process's: the
real home's Zapis folders are not compared before and after the run, as the user's own
Zapis (or another run) may write there meanwhile; the processes a test starts see the
run's home."""
_HOME_PREFIX = str(REAL_HOME) + os.sep
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
_CHANGES = {"os.mkdir", "os.rename", "os.remove", "os.rmdir", "os.truncate", "shutil.rmtree"}


def _at_home(path: object) -> str | None:
    """``path`` made absolute if it lies under the real home, else ``None``."""
    if isinstance(path, int) or path is None:
        return None
    try:
        text = os.path.abspath(os.fsdecode(path))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None
    return text if text.startswith(_HOME_PREFIX) or text == str(REAL_HOME) else None


def _audit(event: str, args: tuple[object, ...]) -> None:
    """Note a write under the real home: ``open`` to write, ``sqlite3.connect`` (a
    database file), and making, moving or removing files and folders."""
    if event == "open":
        path, mode, flags = args
        writing = (
            any(letter in mode for letter in "wax+")
            if isinstance(mode, str)
            else isinstance(flags, int) and bool(flags & _WRITE_FLAGS)
        )
        if not writing:
            return
    elif event == "sqlite3.connect" or event in _CHANGES:
        path = args[0]
    else:
        return
    found = _at_home(path)
    if found is not None:
        _WRITES_AT_HOME.append(f"{event} {found}")


sys.addaudithook(_audit)

import pytest  # noqa: E402  (the home is set first)
from hypothesis import settings  # noqa: E402

# Without a display Qt aborts the whole run (status 134); offscreen needs none. A test
# that wants a real window (the Xvfb end-to-end test) sets its own platform.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[1]
"""The checkout's top folder."""
CASES = REPO / "tests" / "cases"
"""The project's own conformance cases, kept in the repository: a clone alone runs them."""
SHARED_NAMED = bool(os.environ.get("ZAPIS_SHARED"))
"""Whether ``ZAPIS_SHARED`` names the shared folder (then it must hold cases)."""
SHARED = Path(os.environ.get("ZAPIS_SHARED") or REPO.parent / "shared")
"""The project's shared folder (spec, seeds, conformance cases), beside the checkout by
default; it need not exist."""
SHARED_CASES = SHARED / "cases"
"""Cases dropped in the shared folder, also run when the folder is there."""


# Hypothesis profiles: `ci` runs each property as many examples as it asks for (the
# counts CI has always run); `dev` a tenth of them, for a quick loop at one's desk. Chosen
# by HYPOTHESIS_PROFILE, else `ci` where CI is set and `dev` elsewhere.
CI_EXAMPLES = 100
"""Hypothesis's own default count, which the ``ci`` profile keeps."""
settings.register_profile("ci", max_examples=CI_EXAMPLES, print_blob=True)
settings.register_profile("dev", max_examples=CI_EXAMPLES // 10)
HYPOTHESIS_PROFILE = os.environ.get("HYPOTHESIS_PROFILE") or (
    "ci" if os.environ.get("CI") else "dev"
)
"""The profile this run uses."""
settings.load_profile(HYPOTHESIS_PROFILE)


def examples(ci_count: int) -> int:
    """A property's example count: ``ci_count`` under the ``ci`` profile, scaled as the
    loaded profile scales Hypothesis's default (a tenth under ``dev``), at least one."""
    loaded = settings.default
    assert loaded is not None  # (a profile is loaded above)
    return max(1, ci_count * loaded.max_examples // CI_EXAMPLES)


def pytest_report_header() -> str:
    """Say which profile ran, so a quick local pass is not taken for CI's."""
    return f"hypothesis profile: {HYPOTHESIS_PROFILE} (HYPOTHESIS_PROFILE=ci|dev)"


def skip_unless_ci(reason: str) -> NoReturn:
    """Skip a test whose real part (a server, an X display) is missing here — but fail in
    CI, where `.ci/run` installs and starts it, so a broken set-up cannot pass as skips."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason} — CI must provide it", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(autouse=True)
def _settings_of_its_own(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Every test its own settings file (``ZAPIS_SETTINGS_FILE``, which ``Settings`` and
    the processes a test starts read): nothing one test sets is seen by another. In a
    folder of its own, so a test's ``tmp_path`` holds only what the test made."""
    path = tmp_path_factory.mktemp("settings") / "settings.ini"
    monkeypatch.setenv("ZAPIS_SETTINGS_FILE", str(path))
    return path


@pytest.fixture(autouse=True)
def _nothing_written_at_home() -> Iterator[None]:
    """Fail a test that wrote under the user's real home (its settings, its data)."""
    before = len(_WRITES_AT_HOME)
    yield
    written = _WRITES_AT_HOME[before:]
    if written:
        del _WRITES_AT_HOME[before:]
        pytest.fail(
            "the test wrote in the user's home, outside its own folders: " + "; ".join(written),
            pytrace=False,
        )


@pytest.fixture(autouse=True)
def private_data_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The user's data folder is a temporary one in every test: a store on a server
    puts its automatic backups there (db.backup_rotation), and no test may write to the
    real one."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
