"""The Rummy view: the one sitting view built from the Rummy form and sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.games.rummy.form import RummyForm
from desktop.games.rummy.sheet import RummySheet
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open rummy sitting."""
    return SittingView(controller, RummyForm(controller), RummySheet(controller), parent)
