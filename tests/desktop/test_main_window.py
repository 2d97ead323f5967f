"""The main window: opening a sitting, editing a past deal, undo and redo, the last
sitting remembered, and a database that cannot be opened (the rulebook link is tested in
test_rules_from_the_sheet.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from desktop.shell import settings as keys
from tests.desktop.keyboard import focused, press, tab_to, type_text

DEALS = [
    {
        "type": "contract",
        "dealer": "Anna",
        "soloist": "Boris",
        "contract": "10NT",
        "tricks": 8,
        "honours": 0,
    },
    {
        "type": "contract",
        "dealer": "Boris",
        "soloist": "Vera",
        "contract": "6S",
        "tricks": 6,
        "honours": 4,
    },
]


def below(view: Any, deal: int, player: str) -> int | None:
    for cell in view.sheet.paper_sheet.cells():
        if (cell.section, cell.deal, cell.player) == ("below", deal, player):
            return cell.points
    return None


def test_edit_a_past_deal_then_undo_and_redo(qtbot: Any, main_window: Any, store: Any,
                                             sitting: Any) -> None:  # fmt: skip
    """Deal 1 (the seed's 10NT, 8 tricks: Boris 560 below) is edited to 9 tricks
    (9 × 70 = 630); Ctrl+Z brings back 560, Ctrl+Shift+Z 630 again."""
    for deal in DEALS:
        store.add_deal(sitting.id, deal)
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.open_sitting(int(sitting.id))
    view = main_window.view
    assert below(view, 1, "Boris") == 560

    # As in every game: a click selects the deal, Enter on it loads it into the form.
    view.deals_view.setFocus()
    view.select_deal(1)
    press(qtbot, Qt.Key.Key_Return)
    assert view.editing == 1
    assert view.form.tricks_spin.value() == 8
    tab_to(qtbot, view.form.tricks_spin)
    type_text(qtbot, "9")
    with qtbot.waitSignal(main_window.controller.sig_changed):
        press(qtbot, Qt.Key.Key_Return)
    assert main_window.controller.session.deals[0].to_json()["tricks"] == 9
    assert below(view, 1, "Boris") == 630
    assert view.editing is None

    assert main_window.undo_action.isEnabled()
    with qtbot.waitSignal(main_window.controller.sig_changed):
        qtbot.keyClick(main_window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert below(view, 1, "Boris") == 560
    assert store.load(sitting.id).session.deals[0].to_json()["tricks"] == 8
    with qtbot.waitSignal(main_window.controller.sig_changed):
        main_window.redo_action.trigger()
    assert below(view, 1, "Boris") == 630


def test_delete_a_deal_and_undo(qtbot: Any, main_window: Any, store: Any, sitting: Any) -> None:
    """Deleting deal 2 leaves one deal; undo puts it back in place."""
    for deal in DEALS:
        store.add_deal(sitting.id, deal)
    main_window.open_sitting(int(sitting.id))
    view = main_window.view
    view.select_deal(2)
    with qtbot.waitSignal(main_window.controller.sig_changed):
        main_window.delete_action.trigger()
    assert len(store.load(sitting.id).session.deals) == 1
    with qtbot.waitSignal(main_window.controller.sig_changed):
        main_window.undo_action.trigger()
    assert [d.to_json() for d in store.load(sitting.id).session.deals] == DEALS
    assert view.deals_model.rowCount() == 2


def test_undo_of_a_new_deal_and_escape(qtbot: Any, main_window: Any, sitting: Any) -> None:
    """A misdeal recorded from the keyboard is undone with Ctrl+Z; Esc leaves editing."""
    main_window.open_sitting(int(sitting.id))
    view = main_window.view
    assert focused() is view.form.kind_box
    type_text(qtbot, "m")
    with qtbot.waitSignal(view.sig_deal_entered):
        press(qtbot, Qt.Key.Key_Return)
    assert len(main_window.controller.session.deals) == 1
    with qtbot.waitSignal(main_window.controller.sig_changed):
        main_window.undo_action.trigger()
    assert main_window.controller.session.deals == ()
    main_window.redo_action.trigger()
    view.select_deal(1)
    view.edit_selected()
    assert view.editing == 1
    with qtbot.waitSignal(view.sig_edit_cancelled):
        qtbot.keyClick(view.form.kind_box, Qt.Key.Key_Escape)
    assert view.editing is None


def test_the_last_sitting_is_remembered(qtbot: Any, main_window: Any, settings: Any,
                                        sitting: Any) -> None:  # fmt: skip
    """Opening a sitting records it; going back to the history forgets it."""
    main_window.open_sitting(int(sitting.id))
    assert settings.get(keys.LAST_SITTING) == int(sitting.id)
    main_window.close()
    assert not settings.get(keys.MAIN_GEOMETRY).isEmpty()
    main_window.show_history()
    assert settings.get(keys.LAST_SITTING) == 0


def test_settings_are_typed(settings: Any) -> None:
    """A value of the wrong type is refused; a stored text reads back as its type."""
    import pytest

    settings.set(keys.LAST_SITTING, 7)
    assert settings.get(keys.LAST_SITTING) == 7
    with pytest.raises(TypeError):
        settings.set(keys.LAST_SITTING, "7")
    assert settings.get(keys.LANGUAGE) == ""


def test_a_setting_already_so_is_not_written_again(settings: Any, settings_file: Path) -> None:
    """Issue 31: opening a sitting saves four settings, mostly unchanged; the file is
    rewritten only when a value changes (each write took up to 12 ms on a loaded
    machine), and a changed value is still written at once."""
    import os

    settings.set(keys.LAST_SITTING, 7)
    written = os.stat(settings_file).st_mtime_ns
    os.utime(settings_file, ns=(written - 10**9, written - 10**9))
    settings.set(keys.LAST_SITTING, 7)
    assert os.stat(settings_file).st_mtime_ns == written - 10**9
    settings.set(keys.LAST_SITTING, 8)
    assert os.stat(settings_file).st_mtime_ns != written - 10**9
    assert "8" in settings_file.read_text()


def test_a_database_that_cannot_open_is_a_message_not_a_traceback(
    qapp: Any, tmp_path: Path, settings_file: Path, monkeypatch: Any
) -> None:
    """A database path that is a folder: run_app says so in a message box, exit 1."""
    from desktop.app import run_app

    said: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", staticmethod(lambda _parent, _title, text: said.append(text))
    )
    folder = tmp_path / "not-a-file"
    folder.mkdir()
    assert run_app(database=str(folder)) == 1
    assert len(said) == 1 and str(folder) in said[0]


def test_open_an_unknown_sitting_says_so(qtbot: Any, main_window: Any, monkeypatch: Any) -> None:
    """`zapis open 999` on a database without it: a warning, the history stays."""
    said: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _parent, _title, text: said.append(text))
    )
    assert main_window.open_sitting(999) is False
    assert said and "999" in said[0]
    assert main_window.stack.currentWidget() is main_window.history


def test_the_window_shows_before_the_database_opens(
    qapp: Any, tmp_path: Path, settings_file: Path, monkeypatch: Any
) -> None:
    """run_app paints the window first (on the full path — here a database named by a
    URL, which the light reader leaves alone — saying the database is being opened; a
    new sitting may be asked for already, and waits for the store), then opens the
    database and reads the history."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.app import run_app
    from desktop.shell import main_window as module

    seen: list[tuple[bool, str, bool]] = []
    original = module.MainWindow.set_store

    def set_store(window: Any, store: Any) -> None:
        seen.append(
            (window.isVisible(), window.history.empty_label.text(), window.new_action.isEnabled())
        )
        original(window, store)
        seen.append((window.history.is_empty(), window.store.url, window.new_action.isEnabled()))
        QTimer.singleShot(0, QApplication.quit)

    monkeypatch.setattr(module.MainWindow, "set_store", set_store)
    assert run_app(database=f"sqlite:///{tmp_path / 'later.sqlite'}") == 0
    # QApplication.quit ends exec() but leaves the thread's "quit now" flag raised,
    # which makes every later event loop (qtbot.wait, waitUntil) return at once and
    # later tests' timers never fire; a short exec() of its own lowers it again.
    QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
    QApplication.exec()
    assert seen[0][0] is True and "Opening the database" in seen[0][1] and seen[0][2] is True
    assert seen[1][0] is True and "later.sqlite" in seen[1][1] and seen[1][2] is True
