"""The Preferans view of an open sitting: the one sitting view built from the Preferans
form (beside the sheet, above the breakdown) and the Preferans sheet (the painted pulka
over the deals list), with the settlement's steps on the Settle tab."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.games.preferans.entry_form import PreferansForm
from desktop.games.preferans.sheet import PreferansSheet
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open Preferans sitting."""
    view = SittingView(controller, PreferansForm(controller), PreferansSheet(controller), parent)
    view.setObjectName("preferansView")
    return view
