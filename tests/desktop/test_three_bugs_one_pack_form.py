"""The entry form shows the one-pack refusal beside the field at fault, and records
nothing (design.md practice 2: one validation, the same words everywhere; issue 17)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.desktop.keyboard import press
from tests.desktop.test_three_bugs_keyboard import enter_contract


def test_honours_3_at_nt_without_the_aces_is_refused_beside_the_aces(qtbot: Any, view: Any) -> None:
    """9NT, honours 3, no aces claim: the form says to record the soloist's three aces
    (+1000) next to the aces field; no deal is recorded."""
    enter_contract(qtbot, view, "Vera", "9", "N", "9", "3")
    press(qtbot, Qt.Key.Key_Return)
    assert view.controller.session.deals == ()
    message = view.form.violations.text("aces")
    assert "Vera" in message and "3" in message and "1000" in message
