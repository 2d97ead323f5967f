"""Qt's own dialogs speak the interface language (issue 25, item 17): Qt's catalogue
``qtbase_ru`` from PySide6's translations folder is loaded with Zapis's own, and the few
words it lacks (the file dialog's "Look in:", "Files of type:") come from Zapis's
catalogue (:mod:`desktop.qt_words`); the bundle keeps both of Qt's catalogues."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QMessageBox, QPushButton

from desktop.qt_words import MISSING_FROM_QTBASE_RU
from tests.desktop.views_support import ui_in

LATIN_WORD = re.compile(r"[A-Za-z]{2}")


def labels(widget: Any) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel) if label.text()]


def test_qt_ships_its_catalogues_where_zapis_looks() -> None:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (folder / "qtbase_ru.qm").is_file() and (folder / "qtbase_en.qm").is_file()


@pytest.mark.parametrize(
    ("language", "look_in", "types", "cancel"),
    [
        ("ru", "&Перейти к:", "&Типы файлов:", "Отмена"),
        ("en", "&Look in:", "Files of &type:", "Cancel"),
    ],
)
def test_the_file_dialog_and_message_box_in_both_languages(
    qtbot: Any, language: str, look_in: str, types: str, cancel: str
) -> None:
    with ui_in(language):
        dialog = QFileDialog()
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        shown = labels(dialog)
        box = QMessageBox()
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        buttons = [button.text().replace("&", "") for button in box.findChildren(QPushButton)]
        button_box = dialog.findChild(QDialogButtonBox)
        assert button_box is not None
        dialog_buttons = [b.text().replace("&", "") for b in button_box.buttons()]
    assert look_in in shown and types in shown
    assert cancel in buttons and cancel in dialog_buttons
    if language == "ru":
        assert not [text for text in shown if LATIN_WORD.search(text)], shown


def test_every_missing_word_is_translated_and_the_print_dialog_is_russian(qtbot: Any) -> None:
    with ui_in("ru"):
        said = [
            QCoreApplication.translate(context, text) for context, text in MISSING_FROM_QTBASE_RU
        ]
        printer = QPrinter()
        dialog = QPrintDialog(printer)
        qtbot.addWidget(dialog)
        shown = labels(dialog)
    assert all(LATIN_WORD.search(text) is None for text in said), said
    assert not [text for text in shown if LATIN_WORD.search(text)], shown


def test_the_bundle_keeps_qts_catalogues() -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    try:
        import build_bundle
    finally:
        sys.path.pop(0)
    for name in ("qtbase_ru.qm", "qtbase_en.qm"):
        assert build_bundle.keep_data(f"PySide6/Qt/translations/{name}")
    assert not build_bundle.keep_data("PySide6/Qt/translations/qtwebengine_ru.qm")
