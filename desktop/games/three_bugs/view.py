"""The Three Bugs view of an open sitting: the one sitting view built from the Three Bugs
form (beside the sheet, above the breakdown) and the Three Bugs sheet (the painted paper
sheet over the deals list, the standings above)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.games.three_bugs.form import ThreeBugsForm
from desktop.games.three_bugs.sheet import ThreeBugsSheet
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open Three Bugs sitting."""
    view = SittingView(controller, ThreeBugsForm(controller), ThreeBugsSheet(controller), parent)
    view.setObjectName("threeBugsView")
    return view
