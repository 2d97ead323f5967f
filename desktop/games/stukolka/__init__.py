"""The Stukolka widgets: the money sheet, the entry form and the options page.

The app finds them through the game's entry in :data:`desktop.games.game_ui.GAME_UIS`
(the package's name): the package exports ``VIEW``, which makes the view of an open
sitting; ``OPTIONS_PAGE``, the game's page of the new-sitting dialog; ``PRINT_SECTIONS``,
its printed sheet; ``FACT_WORDS``, its record facts in words; ``BOARD_WORDS``, its lines
on the room's scoreboard; ``OPTION_WORDS``, its options in words on the printed sheet; and
``PRINTED_OPTIONS``, the options printed
(docs/architecture.md, "What a game supplies").
"""

from desktop.games.stukolka.options_page import StukolkaOptionsPage
from desktop.games.stukolka.print_sheet import OPTION_WORDS, print_sections, printed_options
from desktop.games.stukolka.sheet import PRICE_PER as PRICE_PER  # re-exported for game_ui
from desktop.games.stukolka.view import make_view
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.stukolka.hooks import Board, Fact

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = StukolkaOptionsPage
"""The game's page of the new-sitting dialog: ``OPTIONS_PAGE(parent)``."""

PRINT_SECTIONS = print_sections
"""The game's printed sheet: ``PRINT_SECTIONS(scored, session)``, its sections."""
PRINTED_OPTIONS = printed_options
"""The options named on the printed sheet: ``PRINTED_OPTIONS(options)``."""
FACT_WORDS: dict[str, str] = {
    Fact.KNOCKS: QT_TRANSLATE_NOOP("Lookback", "Knocks"),
    Fact.REMIZES_PAID: QT_TRANSLATE_NOOP("Lookback", "Remizes paid"),
    Fact.REMIZ_MONEY: QT_TRANSLATE_NOOP("Lookback", "Money paid in remizes"),
}
"""The game's record facts in words (translated in the ``Lookback`` context)."""

BOARD_WORDS: dict[str, str] = {
    Board.ON_TABLE: QT_TRANSLATE_NOOP("Scoreboard", "On the table: %1"),
    Board.NEXT_POT: QT_TRANSLATE_NOOP("Scoreboard", "Next deal's pot: %1"),
}
"""The game's lines on the room's scoreboard in words, ``%1`` the number (translated in
the ``Scoreboard`` context)."""

__all__ = [
    "BOARD_WORDS",
    "FACT_WORDS",
    "OPTIONS_PAGE",
    "OPTION_WORDS",
    "PRINTED_OPTIONS",
    "PRINT_SECTIONS",
    "VIEW",
]
