"""The Preferans widgets: the painted pulka, the deal entry form, the settlement's
steps and the options page.

The app finds them through the game's entry in :data:`desktop.games.game_ui.GAME_UIS`
(the package's name): the package exports ``VIEW``, which makes the view of an open
sitting; ``OPTIONS_PAGE``, the game's page of the new-sitting dialog; ``PRINT_SECTIONS``,
its printed sheet (the pulka drawn, the deals, the settlement's steps); ``FACT_WORDS``,
its record facts in words; and ``OPTION_WORDS``, its options in words on the printed
sheet (the game contract's desktop hooks).
"""

from desktop.games.preferans.options_page import PreferansOptionsPage
from desktop.games.preferans.print_sheet import OPTION_WORDS, print_sections
from desktop.games.preferans.refusal_words import FIELD_NAMES, VALUE_WORDS
from desktop.games.preferans.sheet import PRICE_PER as PRICE_PER  # re-exported for game_ui
from desktop.games.preferans.view import make_view
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP
from rules.preferans.record_facts import Fact

VIEW = make_view
"""Makes the view of an open sitting: ``VIEW(controller, parent)``."""
OPTIONS_PAGE = PreferansOptionsPage
"""The game's page of the new-sitting dialog: ``OPTIONS_PAGE(parent)``."""
PRINT_SECTIONS = print_sections
"""The game's printed sheet: ``PRINT_SECTIONS(scored, session)``, its sections."""
FACT_WORDS: dict[str, str] = {
    Fact.POOLS_CLOSED: QT_TRANSLATE_NOOP("Lookback", "Pools closed"),
    Fact.GAMES_DECLARED: QT_TRANSLATE_NOOP("Lookback", "Games declared"),
    Fact.REMIZES: QT_TRANSLATE_NOOP("Lookback", "Remizes"),
    Fact.MISERES_MADE: QT_TRANSLATE_NOOP("Lookback", "Misères made"),
    Fact.RASPASY_WON: QT_TRANSLATE_NOOP("Lookback", "Raspasy won"),
}
"""The game's record facts in words (translated in the ``Lookback`` context)."""

REFUSAL_WORDS = (*FIELD_NAMES, *VALUE_WORDS)
"""The words of the game's refusals, marked for translation (the hooks list them)."""

__all__ = ["FACT_WORDS", "OPTIONS_PAGE", "OPTION_WORDS", "PRINT_SECTIONS", "REFUSAL_WORDS", "VIEW"]
