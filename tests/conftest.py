"""Settings every test shares: Qt without a screen, the Hypothesis profiles, and where
the conformance cases lie (the project's own, and ../shared's when it is there)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

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
    return max(1, ci_count * settings.default.max_examples // CI_EXAMPLES)


def pytest_report_header() -> str:
    """Say which profile ran, so a quick local pass is not taken for CI's."""
    return f"hypothesis profile: {HYPOTHESIS_PROFILE} (HYPOTHESIS_PROFILE=ci|dev)"


def skip_unless_ci(reason: str) -> None:
    """Skip a test whose real part (a server, an X display) is missing here — but fail in
    CI, where `.ci/run` installs and starts it, so a broken set-up cannot pass as skips."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason} — CI must provide it", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(autouse=True)
def private_data_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The user's data folder is a temporary one in every test: a store on a server
    puts its automatic backups there (db.backup_rotation), and no test may write to the
    real one."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
