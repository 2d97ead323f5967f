"""Rummy's printed sheet, its desktop package's ``PRINT_SECTIONS``: each player's running
total deal by deal, the totals and the winner (the sheet any game can have,
:func:`~desktop.printing.running_sheet.running_sections`), and its options' words."""

from __future__ import annotations

from desktop.printing.running_sheet import running_sections
from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP

print_sections = running_sections
"""The running totals, the totals and the winner."""

OPTION_WORDS: dict[str, str] = {
    "packs": QT_TRANSLATE_NOOP("Printing", "packs"),
    "target": QT_TRANSLATE_NOOP("Printing", "target"),
}
"""The options' names (the session file's keys) and word values on the printed sheet,
in English (translated in the ``Printing`` context)."""
