"""The Gin view (standard or Oklahoma, single or Hollywood scoring): the one sitting view
built from the gin form and the gin sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.games.gin.form import GinForm
from desktop.games.gin.sheet import GinSheet
from desktop.sitting.controller import SittingController
from desktop.sitting.sitting_view import SittingView


def make_view(controller: SittingController, parent: QWidget | None = None) -> SittingView:
    """The view of an open gin sitting."""
    return SittingView(controller, GinForm(controller), GinSheet(controller), parent)
