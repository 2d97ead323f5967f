"""Hearts, the fifth game's widgets: its options page and its view's two parts, exported
as every game's desktop package exports them."""

from tests.fifth_game.desktop.options_page import HeartsOptionsPage
from tests.fifth_game.desktop.view import make_view

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = HeartsOptionsPage
"""The game's page of the new-sitting dialog."""

__all__ = ["OPTIONS_PAGE", "VIEW"]
