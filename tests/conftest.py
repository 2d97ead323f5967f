"""Settings every test shares: Qt without a screen, and where ../shared lies."""

from __future__ import annotations

import os
from pathlib import Path

# Without a display Qt aborts the whole run (status 134); offscreen needs none. A test
# that wants a real window (the Xvfb end-to-end test) sets its own platform.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[1]
"""The checkout's top folder."""
SHARED = Path(os.environ.get("ZAPIS_SHARED", REPO.parent / "shared"))
"""The project's shared folder (spec, seeds, conformance cases), beside the checkout."""
CASES = SHARED / "cases"
"""The conformance cases."""


def skip_unless_ci(reason: str) -> None:
    """Skip a test whose real part (a server, an X display) is missing here — but fail in
    CI, where `.ci/run` installs and starts it, so a broken set-up cannot pass as skips."""
    import pytest

    if os.environ.get("CI"):
        pytest.fail(f"{reason} — CI must provide it", pytrace=False)
    pytest.skip(reason)
