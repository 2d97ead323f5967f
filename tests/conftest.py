"""Settings every test shares: Qt without a screen, and where
the conformance cases lie (the project's own, and ../shared's when it is there)."""

from __future__ import annotations

import os
from pathlib import Path

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


def skip_unless_ci(reason: str) -> None:
    """Skip a test whose real part (a server, an X display) is missing here — but fail in
    CI, where `.ci/run` installs and starts it, so a broken set-up cannot pass as skips."""
    import pytest

    if os.environ.get("CI"):
        pytest.fail(f"{reason} — CI must provide it", pytrace=False)
    pytest.skip(reason)
