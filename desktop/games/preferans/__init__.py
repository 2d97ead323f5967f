"""The Preferans widgets: the painted pulka, the deal entry form, the settlement's
steps and the options page.

The app finds them through the game's entry in :data:`desktop.sitting.game_ui.GAME_UIS`
(the package's name): the package exports ``VIEW``, which makes the view of an open
sitting, and ``OPTIONS_PAGE``, the game's page of the new-sitting dialog.
"""

from desktop.games.preferans.options_page import PreferansOptionsPage
from desktop.games.preferans.view import make_view

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = PreferansOptionsPage
"""The game's page of the new-sitting dialog: ``OPTIONS_PAGE(parent)``."""

__all__ = ["OPTIONS_PAGE", "VIEW"]
