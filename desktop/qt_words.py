"""Words of Qt's own dialogs that Qt's Russian catalogue (``qtbase_ru.qm``, shipped with
PySide6 and loaded by :func:`desktop.translations.install_translations`) leaves in
English: the file dialog's "Look in:" and "Files of type:", the print and page set-up
dialogs' page options (issue 25, item 17).

Marked here in Qt's own translation contexts, so ``lupdate`` puts them in Zapis's
catalogue; Zapis's translator is installed after Qt's and is asked first, so Qt's dialogs
find them there. Nothing imports this module but the test that checks every word is
translated (``tests/desktop/test_qt_translations.py``).
"""

from __future__ import annotations

from desktop.widgets.qt_typed import QT_TRANSLATE_NOOP

MISSING_FROM_QTBASE_RU: tuple[tuple[str, str], ...] = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
    ("QPageSetupWidget", QT_TRANSLATE_NOOP("QPageSetupWidget", "Page &order:")),
    ("QPageSetupWidget", QT_TRANSLATE_NOOP("QPageSetupWidget", "Pages &per sheet:")),
    ("QPrintSettingsOutput", QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:")),
)
"""Each word with its Qt context, as Qt's dialogs ask for it."""
