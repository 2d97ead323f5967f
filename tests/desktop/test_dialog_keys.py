"""The history, the evening dialog and the new-sitting dialog from the keyboard (issue
25, item 9): Down from the history's search reaches the sittings it found (about eight
Tabs before); one Tab leaves the evening's date (three before); the game's options come
right after the Game box in Tab order (they came after Start and Cancel: nine Tabs from
Game to Gin's variant), each option label with an underlined letter of its own."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QWidget

from desktop.widgets.mnemonics import mnemonic_of
from tests.desktop.keyboard import focused, type_unicode
from tests.desktop.views_support import ui_in

ALT = Qt.KeyboardModifier.AltModifier


def letter_key(letter: str) -> Qt.Key:
    """The key of a letter, as a keyboard of its alphabet sends it (Qt names a letter's
    key by its capital's code point, Cyrillic too)."""
    return Qt.Key(ord(letter.upper()))


def test_down_from_the_search_reaches_the_sittings_found(qtbot: Any, store: Any) -> None:
    """«вера» finds two sittings; Down puts the keyboard on the first, Down again on the
    second, and Return opens it."""
    from desktop.shell.history import HistoryPanel

    store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {})
    store.create_sitting("three-bugs", ["Пётр", "Ёжик", "Вера", "Глеб"], {})
    store.create_sitting("gin", ["Дора", "Эмиль"], {})
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.reload(store)
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    panel.search_edit.setFocus()
    type_unicode(focused(), "вера")
    assert panel.proxy.rowCount() == 2
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    assert focused() is panel.table
    assert panel.table.currentIndex().row() == 0
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    assert panel.table.currentIndex().row() == 1
    with qtbot.waitSignal(panel.sig_open_requested) as opened:
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert opened.args == [panel.visible_ids()[1]]


def test_one_tab_leaves_the_evenings_date(qtbot: Any, store: Any) -> None:
    """From the date, Tab reaches the day's sittings and Shift+Tab comes back; Up still
    changes the part of the date the cursor is in."""
    from desktop.money.evening_view import EveningDialog

    sitting = store.create_sitting("gin", ["Дора", "Эмиль"], {})
    dialog = EveningDialog(store, int(sitting.id))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.date_edit.setFocus()
    assert focused() is dialog.date_edit
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is dialog.sittings_list
    qtbot.keyClick(focused(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert focused() is dialog.date_edit
    day = dialog.date_edit.date()
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    assert dialog.date_edit.date() != day


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Any:
    from desktop.shell.new_sitting import NewSittingDialog

    widget = NewSittingDialog(store)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def _choose(qtbot: Any, dialog: Any, game: str) -> None:
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    qtbot.wait(10)
    dialog.game_box.setFocus()
    assert focused() is dialog.game_box


def test_gins_variant_is_one_tab_after_the_game(qtbot: Any, dialog: Any) -> None:
    """Game, Tab: the variant; Tab: the scoring; and every option field is passed before
    the first seat, the seats before Start."""
    _choose(qtbot, dialog, "gin")
    page = dialog.pages.currentWidget()
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is page.variant_combo
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is page.scoring_combo
    reached: list[QWidget] = []
    for _ in range(40):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        reached.append(focused())
        if focused() is dialog.buttons.button(QDialogButtonBox.StandardButton.Ok):
            break
    first_seat = reached.index(dialog.seat_edits[0])
    assert all(page.isAncestorOf(widget) for widget in reached[:first_seat])
    assert not any(page.isAncestorOf(widget) for widget in reached[first_seat:])
    assert page.shutout_check in reached[:first_seat]


GAMES = ["three-bugs", "stukolka", "gin", "rummy", "preferans"]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_every_games_options_come_before_the_players(
    qtbot: Any, store: Any, game: str, language: str
) -> None:
    """For every game, in both languages: Tab from the Game box reaches an option of
    the game first, and the option labels' underlined letters are unique in the dialog
    (one letter a key: Alt+letter never picks between two fields)."""
    from desktop.shell.new_sitting import NewSittingDialog

    with ui_in(language):
        dialog = NewSittingDialog(store, game=game)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        _choose(qtbot, dialog, game)
        page = dialog.pages.currentWidget()
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        assert page.isAncestorOf(focused()), focused()
        letters = [
            mnemonic_of(label.text())
            for label in dialog.findChildren(QLabel)
            if label.isVisibleTo(dialog) and label.buddy() is not None
        ]
        buttons = [
            mnemonic_of(widget.text())
            for widget in dialog.findChildren(QWidget)
            if widget.isVisibleTo(dialog) and hasattr(widget, "animateClick")
        ]
        given = [letter for letter in letters + buttons if letter is not None]
        assert len(given) == len(set(given)), sorted(given)
        on_page = [
            label
            for label in page.findChildren(QLabel)
            if label.isVisibleTo(dialog) and label.buddy() is not None
        ]
        with_letter = [label for label in on_page if mnemonic_of(label.text())]
        # Preferans has more options than letters; every other game's are all given.
        assert len(with_letter) >= min(len(on_page), 15), [lb.text() for lb in on_page]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_alt_and_an_options_letter_reaches_its_field(qtbot: Any, store: Any, language: str) -> None:
    """Stukolka's remiz limit: Alt and the letter its label underlines put the keyboard
    on the limit's check box (the label reached the box around it, which takes none)."""
    from desktop.shell.new_sitting import NewSittingDialog

    with ui_in(language):
        dialog = NewSittingDialog(store, game="stukolka")
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        dialog.seat_edits[0].setFocus()
        page = dialog.pages.currentWidget()
        for label in page.findChildren(QLabel):
            if label.buddy() is page.ante_spin:
                letter = mnemonic_of(label.text())
                assert letter is not None
                qtbot.keyClick(focused(), letter_key(letter), ALT)
                assert focused() in (page.ante_spin, page.ante_spin.lineEdit())
                break
        else:
            pytest.fail("the ante's label reaches no field")
        limit_label = next(lb for lb in page.findChildren(QLabel) if lb.buddy() is page.limit_check)
        letter = mnemonic_of(limit_label.text())
        assert letter is not None
        qtbot.keyClick(focused(), letter_key(letter), ALT)
        assert focused() is page.limit_check


def test_a_letter_is_chosen_free_at_a_words_start_first() -> None:
    """The words of a label keep their literal ampersand; a taken letter is passed."""
    from desktop.widgets.mnemonics import with_mnemonic, without_mnemonic

    assert with_mnemonic("Gin bonus:", {"g"}) == "Gin &bonus:"
    assert with_mnemonic("Gin bonus:", {"g", "b"}) == "G&in bonus:"
    assert without_mnemonic("Rock && &Roll") == "Rock && Roll"
    assert mnemonic_of("Rock && &Roll") == "r"
    assert mnemonic_of("Rock && Roll") is None
    assert with_mnemonic("ab", {"a", "b"}) is None
