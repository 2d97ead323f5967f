"""Rule ids in words: each rule's title as the rulebook writes it, in the UI language.

The rulebook is the one place the titles are written, in both languages, so every
breakdown names a rule exactly as the rulebook window opened on it does.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from desktop.rulebook import text as rulebook_text


def rulebook_language() -> str:
    """The UI language as a rulebook language: ``"ru"`` or ``"en"``.

    ``desktop.translations.install_translations`` makes the UI language the default
    locale when it loads the translations, so the locale says which language the window
    speaks."""
    return "ru" if QLocale().language() == QLocale.Language.Russian else "en"


def rule_title(rule: str) -> str:
    """A rule id's section title in the rulebook, in the UI language (``stukolka/ante``
    → "The ante" / "Плата за сдачу"); the id itself if the rulebook has no such section."""
    try:
        return rulebook_text.find_section(rulebook_language(), rule).title
    except (KeyError, ValueError, OSError):
        return rule
