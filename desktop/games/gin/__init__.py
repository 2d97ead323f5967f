"""The Gin, Oklahoma and Hollywood widgets: the sheet, the entry form and the options page.

The app finds them through the game's entry in :data:`desktop.games.game_ui.GAME_UIS`
(the package's name): the package exports ``VIEW``, which makes the view of an open
sitting; ``OPTIONS_PAGE``, the game's page of the new-sitting dialog; ``PRINT_SECTIONS``,
its printed sheet; ``FACT_WORDS``, its record facts in words; ``BOARD_WORDS``, its lines
on the room's scoreboard; and ``OPTION_WORDS``, its options in words on the printed sheet
(docs/architecture.md, "What a game supplies").
"""

from desktop.games.gin.options_page import GinOptionsPage
from desktop.games.gin.print_sheet import OPTION_WORDS, print_sections
from desktop.games.gin.view import make_view
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.gin.hooks import Board, Fact

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = GinOptionsPage
"""The game's page of the new-sitting dialog: ``OPTIONS_PAGE(parent)``."""

PRINT_SECTIONS = print_sections
"""The game's printed sheet: ``PRINT_SECTIONS(scored, session)``, its sections."""
FACT_WORDS: dict[str, str] = {
    Fact.KNOCKS: QT_TRANSLATE_NOOP("Lookback", "Knocks"),
    Fact.GINS: QT_TRANSLATE_NOOP("Lookback", "Gins"),
    Fact.UNDERCUTS_SUFFERED: QT_TRANSLATE_NOOP("Lookback", "Undercuts suffered"),
}
"""The game's record facts in words (translated in the ``Lookback`` context)."""

BOARD_WORDS: dict[str, str] = {
    Board.COLUMN: QT_TRANSLATE_NOOP("Scoreboard", "column %2: %1"),
}
"""The game's lines on the room's scoreboard in words, ``%1`` the number, ``%2`` which
column (translated in the ``Scoreboard`` context)."""

__all__ = ["BOARD_WORDS", "FACT_WORDS", "OPTIONS_PAGE", "OPTION_WORDS", "PRINT_SECTIONS", "VIEW"]
