"""The Three Bugs widgets: the painted paper sheet, the entry form, the sheet's models and
the options page.

The app finds them through the game's entry in :data:`desktop.games.game_ui.GAME_UIS`
(the package's name): the package exports ``VIEW``, which makes the view of an open
sitting; ``OPTIONS_PAGE``, the game's page of the new-sitting dialog; ``PRINT_SECTIONS``,
its printed sheet; ``FACT_WORDS``, its record facts in words; ``BOARD_WORDS``, its lines
on the room's scoreboard; and ``OPTION_WORDS``, its options in words on the printed sheet
(docs/architecture.md, "What a game supplies").
"""

from desktop.games.three_bugs.options_page import ThreeBugsOptionsPage
from desktop.games.three_bugs.print_sheet import OPTION_WORDS, print_sections
from desktop.games.three_bugs.view import make_view
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.three_bugs.hooks import Board, Fact

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = ThreeBugsOptionsPage
"""The game's page of the new-sitting dialog: ``OPTIONS_PAGE(parent)``."""

PRINT_SECTIONS = print_sections
"""The game's printed sheet: ``PRINT_SECTIONS(scored, session)``, its sections."""
FACT_WORDS: dict[str, str] = {
    Fact.CONTRACTS_PLAYED: QT_TRANSLATE_NOOP("Lookback", "Contracts played"),
    Fact.CONTRACTS_MADE: QT_TRANSLATE_NOOP("Lookback", "Contracts made"),
    Fact.BEETLES: QT_TRANSLATE_NOOP("Lookback", "Beetles"),
    Fact.AVERAGE_CONTRACT: QT_TRANSLATE_NOOP("Lookback", "Average contract"),
}
"""The game's record facts in words (translated in the ``Lookback`` context)."""

BOARD_WORDS: dict[str, str] = {
    Board.GAMES_IN_RUBBER: QT_TRANSLATE_NOOP("Scoreboard", "games this rubber: %1"),
    Board.RUBBERS_WON: QT_TRANSLATE_NOOP("Scoreboard", "rubbers: %1"),
}
"""The game's lines on the room's scoreboard in words, ``%1`` the number (translated in
the ``Scoreboard`` context)."""

__all__ = ["BOARD_WORDS", "FACT_WORDS", "OPTIONS_PAGE", "OPTION_WORDS", "PRINT_SECTIONS", "VIEW"]
