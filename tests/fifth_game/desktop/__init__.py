"""Hearts, the fifth game's widgets: its options page, its view's two parts, its printed
sheet and its record facts' words, exported as every game's desktop package exports them
(the desktop half of the game contract, :mod:`desktop.games.game_ui`)."""

from tests.fifth_game.desktop.options_page import HeartsOptionsPage
from tests.fifth_game.desktop.print_sheet import print_sections
from tests.fifth_game.desktop.view import make_view
from tests.fifth_game.rules.hooks import Fact

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = HeartsOptionsPage
"""The game's page of the new-sitting dialog."""

PRINT_SECTIONS = print_sections
"""The printed sheet: ``PRINT_SECTIONS(scored, session)``."""
FACT_WORDS: dict[str, str] = {
    Fact.PENALTIES_TAKEN: "Penalty points taken",
    Fact.CLEAN_DEALS: "Deals without a penalty",
}
"""The record facts in words (English only: a test game brings no translations)."""
OPTION_WORDS: dict[str, str] = {"target": "target (penalty points)"}
"""The options in words on the printed sheet."""

__all__ = ["FACT_WORDS", "OPTIONS_PAGE", "OPTION_WORDS", "PRINT_SECTIONS", "VIEW"]
