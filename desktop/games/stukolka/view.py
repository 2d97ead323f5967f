"""The Stukolka view: the one sitting view built from the Stukolka form and sheet."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QWidget,
)

from desktop.games.stukolka.form import StukolkaForm
from desktop.games.stukolka.sheet import StukolkaSheet
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open Stukolka sitting."""
    return SittingView(controller, StukolkaForm(controller), StukolkaSheet(controller), parent)
