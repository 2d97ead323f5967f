"""A deal form's Alt letters never open a menu instead (issue 25, typed at the table
under X11): in Russian «&Вид» and Three Bugs' «&Взятки» shared В, and Alt+В opened the
View menu, so the tricks typed after it went nowhere and Return chose the menu's item;
English "&Edit" and Preferans' "D&ealer", "&Settings" and "&Strain" the same. The form's
letters are moved off the menu bar's when the sitting is placed in the main window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from desktop.shell.main_window import MainWindow
from desktop.widgets.mnemonics import mnemonic_of
from tests.desktop.keyboard import focused
from tests.desktop.views_support import ui_in

PLAYERS = {
    "three-bugs": ["Аня", "Борис", "Вера", "Глеб"],
    "stukolka": ["Аня", "Борис", "Вера", "Глеб"],
    "gin": ["Аня", "Борис"],
    "rummy": ["Аня", "Борис", "Вера"],
    "preferans": ["Аня", "Борис", "Вера"],
}


def opened(qtbot: Any, store: Any, settings: Any, game: str) -> MainWindow:
    sitting = store.create_sitting(game, PLAYERS[game], {})
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_sitting(int(sitting.id))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def form_letters(window: MainWindow) -> dict[str, str]:
    """The letters the open sitting's labels (with a field) and buttons underline."""
    letters: dict[str, str] = {}
    assert window.view is not None
    for widget in window.view.widget().findChildren(QWidget):
        text = None
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            text = widget.text()
        letter = mnemonic_of(text) if text else None
        if letter is not None:
            letters[text] = letter
    return letters


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_no_form_letter_is_a_menus(
    qtbot: Any, store: Any, settings: Any, game: str, language: str
) -> None:
    with ui_in(language):
        window = opened(qtbot, store, settings, game)
        menus = {mnemonic_of(action.text()) for action in window.menuBar().actions()}
        shared = {text: letter for text, letter in form_letters(window).items() if letter in menus}
        assert shared == {}


def test_alt_and_the_tricks_letter_reaches_the_tricks_in_russian(
    qtbot: Any, store: Any, settings: Any
) -> None:
    """Three Bugs in Russian: Alt and the letter «Взятки» underlines put the keyboard on
    the tricks, and no menu opens; Alt+В still opens «Вид»."""
    with ui_in("ru"):
        window = opened(qtbot, store, settings, "three-bugs")
        assert window.view is not None
        form = window.view.form
        label = next(lb for lb in form.findChildren(QLabel) if lb.buddy() is form.tricks_spin)
        letter = mnemonic_of(label.text())
        assert letter is not None and letter != "в"
        qtbot.keyClick(focused(), Qt.Key(ord(letter.upper())), Qt.KeyboardModifier.AltModifier)
        assert focused() in (form.tricks_spin, form.tricks_spin.lineEdit())
        assert QApplication.activePopupWidget() is None
        qtbot.keyClick(focused(), Qt.Key(ord("В")), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
        QApplication.activePopupWidget().close()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_history_button_letter_is_a_menu_letter(
    qtbot: Any, store: Any, settings: Any, language: str
) -> None:
    """English "E&vening…" shared Alt+V with "&View" (seen at 1366×768): the history's
    buttons are given letters no menu of the bar underlines, each its own."""
    with ui_in(language):
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
    menus = {mnemonic_of(a.text()) for a in window.menuBar().actions()} - {None}
    letters = [
        mnemonic_of(button.text())
        for button in window.history.findChildren(QAbstractButton)
        if mnemonic_of(button.text()) is not None
    ]
    assert letters and not menus & set(letters)
    assert len(letters) == len(set(letters))
