"""Every action that writes, when the store cannot write (the storage standard: a full
disk never loses a committed deal; bad input gets a clear error, never a traceback; the
form keeps what was typed).

The database is made full with SQLite's ``max_page_count`` (as tests/db/test_full_disk.py
does) or locked by another connection past a 0.2 s busy timeout (as
tests/db/test_locking.py does). Each action is done through the widgets: entering a deal
in a Three Bugs view and in a Rummy view, deleting, undo and redo. No exception may
escape a Qt slot (pytest-qt fails the test on one, its default), the message is shown,
the input stays, the undo stack still matches the database, and once the disk has room
(or the lock is released) the same action succeeds and the sheet is the engine's.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from db import StorageError, Store
from desktop.widgets.row_model import format_points
from rules.session import score
from tests.db.samples import rummy_deal
from tests.db.test_full_disk import UNCAPPED, PageCap, _page_count
from tests.desktop.views_support import shown, type_number
from tests.helpers import locked

FOUR = ["Anna", "Boris", "Vera", "Gleb"]
THREE = ["Anna", "Boris", "Vera"]
MISDEAL = {"type": "misdeal", "dealer": "Anna"}
"""A Three Bugs misdeal by Anna; she deals again after it (spec three-bugs.md), so the
form proposes this same record every time."""
COUNTS = {"Anna": (30, 0), "Boris": (20, 15), "Vera": (0, 40)}
"""A rummy deal (melded, in hand): Anna +30, Boris +5, Vera −40 (gin-family.md, Rummy)."""
RUMMY = rummy_deal(**COUNTS)


@pytest.fixture(autouse=True)
def exceptions_fail_the_test(request: pytest.FixtureRequest) -> None:
    """pytest-qt's capture of exceptions in Qt virtual methods and slots is on (an
    exception escaping ``submit`` or ``QUndoCommand.undo`` fails the test)."""
    assert not request.node.get_closest_marker("qt_no_exception_capture")
    assert not request.config.getini("qt_no_exception_capture")


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "zapis.sqlite3"


@pytest.fixture
def store(path: Path) -> Iterator[Store]:
    """A store whose busy timeout is 0.2 s, so a held lock fails a write quickly."""
    opened = Store.open(f"sqlite:///{path}?timeout=0.2")
    yield opened
    opened.close()


def fill_up(store: Store, path: Path, sitting: Any, record: Mapping[str, Any]) -> PageCap:
    """Cap the database at its size and add ``record`` until it no longer fits (the next
    identical record cannot fit either); the cap, to lift once space is "freed"."""
    cap = PageCap(store)
    cap.pages = _page_count(path)
    for _ in range(5_000):
        try:
            store.add_deal(sitting, record)
        except StorageError as problem:
            assert "the disk is full" in str(problem)
            return cap
    raise AssertionError("the database never became full")


def stored(store: Store, sitting: Any) -> tuple[Mapping[str, Any], ...]:
    return tuple(deal.to_json() for deal in store.load(sitting).session.deals)


def assert_in_step(controller: Any) -> None:
    """The sheet on show is the engine's scoring of what is stored, and the undo stack
    says what the database holds: undoing everything would leave no deal."""
    session = controller.store.load(controller.sitting_id).session
    assert controller.session == session
    assert controller.scored.to_json() == score(session).to_json()


# -- Three Bugs ---------------------------------------------------------------------------


@pytest.fixture
def three_bugs(qtbot: Any, main_window: Any, store: Store) -> Any:
    loaded = store.create_sitting("three-bugs", FOUR, {}, first_dealer="Anna")
    assert main_window.open_sitting(int(loaded.id))
    return main_window.view


def type_misdeal(view: Any) -> None:
    form = view.form
    form.kind_box.setCurrentIndex(form.kind_box.findData("misdeal"))
    assert form.record() == MISDEAL


def test_three_bugs_deal_on_a_full_disk_is_kept_in_the_form(
    qtbot: Any, three_bugs: Any, store: Store, path: Path
) -> None:
    """The database is full: Record (Enter) shows "The deal was not saved: … the disk is
    full … free some space" under the form, the form still holds the misdeal and no deal
    was added; once there is room, the same Record adds it and the sheet is the
    engine's (dealer Anna −3000, the others +1000 for each misdeal)."""
    view = three_bugs
    sitting = view.controller.sitting_id
    cap = fill_up(store, path, sitting, MISDEAL)
    view.controller.reload()
    before = stored(store, sitting)
    type_misdeal(view)

    assert view.submit() is False
    message = view.general_violation.text()
    assert message.startswith("The deal was not saved:") and "the disk is full" in message
    assert str(path) in message
    assert view.form.record() == MISDEAL
    assert stored(store, sitting) == before
    assert_in_step(view.controller)

    cap.pages = UNCAPPED
    with qtbot.waitSignal(view.sig_deal_entered):
        assert view.submit() is True
    assert stored(store, sitting) == (*before, MISDEAL)
    assert view.general_violation.text() == ""
    assert_in_step(view.controller)
    count = len(before) + 1
    assert view.controller.scored.totals == {
        "Anna": -3000 * count,
        "Boris": 1000 * count,
        "Vera": 1000 * count,
        "Gleb": 1000 * count,
    }
    assert view.deals_model.rowCount() == count


@pytest.fixture
def russian(qapp: object) -> Iterator[None]:
    """The Russian catalogue installed for one test."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from desktop.translations import install_translations

    locale = QLocale()
    translators = install_translations(QCoreApplication.instance(), "ru")
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


def test_three_bugs_deal_on_a_full_disk_is_said_in_russian(
    qtbot: Any, russian: None, three_bugs: Any, store: Store, path: Path
) -> None:
    """In Russian, Record on a full database says under the form «Сдача не записана: не
    удаётся записать в базу данных <file>: диск заполнен (<SQLite's words>); освободите
    место…»: the store's template translated, the file and SQLite's reason filled in as
    they are, no English sentence left; the form keeps the misdeal."""
    view = three_bugs
    sitting = view.controller.sitting_id
    fill_up(store, path, sitting, MISDEAL)
    view.controller.reload()
    before = stored(store, sitting)
    type_misdeal(view)

    assert view.submit() is False
    message = view.general_violation.text()
    assert message == (
        f"Сдача не записана: не удаётся записать в базу данных {path}: диск заполнен "
        "(database or disk is full); освободите место на этом диске и повторите попытку "
        "(всё, что было сохранено раньше, цело)"
    )
    assert view.form.record() == MISDEAL
    assert stored(store, sitting) == before


def test_three_bugs_delete_undo_and_redo_while_locked(
    qtbot: Any, three_bugs: Any, main_window: Any, store: Store, path: Path
) -> None:
    """Two misdeals entered; while another program holds the lock, Delete, Edit → Undo
    and Edit → Redo each say why in the line under the sheet, as in every game (no
    message box), and change nothing (the stack's index
    stays); after the lock is released each works, and the sheet is the engine's."""
    view = three_bugs
    controller = view.controller
    sitting = controller.sitting_id
    for _ in range(2):
        type_misdeal(view)
        assert view.submit() is True
    stack = controller.undo_stack
    assert stack.index() == 2

    view.select_deal(2)
    with locked(path):
        assert view.delete_selected() is False
    said = view.sheet_violation.text()
    assert said.startswith("Deal 2 was not deleted:")
    assert "busy" in said and str(path) in said
    assert len(stored(store, sitting)) == 2 and stack.index() == 2
    view.select_deal(2)
    assert view.delete_selected() is True
    assert len(stored(store, sitting)) == 1 and stack.index() == 3
    assert_in_step(controller)

    with locked(path):
        main_window.undo_action.trigger()
    assert view.sheet_violation.isVisibleTo(view)
    said = view.sheet_violation.text()
    assert said.startswith("Nothing was changed, the undo history is as it was:")
    assert len(stored(store, sitting)) == 1 and stack.index() == 3
    assert_in_step(controller)
    main_window.undo_action.trigger()  # the deletion is undone: deal 2 is back
    assert len(stored(store, sitting)) == 2 and stack.index() == 2
    assert_in_step(controller)

    assert view.sheet_violation.text() == ""  # the undo went through
    with locked(path):
        main_window.redo_action.trigger()
    assert "busy" in view.sheet_violation.text()
    assert len(stored(store, sitting)) == 2 and stack.index() == 2
    main_window.redo_action.trigger()  # deleted again
    assert len(stored(store, sitting)) == 1 and stack.index() == 3
    assert_in_step(controller)
    assert view.deals_model.rowCount() == 1
    assert controller.scored.totals == {"Anna": -3000, "Boris": 1000, "Vera": 1000, "Gleb": 1000}


# -- Rummy --------------------------------------------------------------------------------


@pytest.fixture
def rummy(qtbot: Any, store: Store) -> Any:
    from desktop.games.rummy.view import make_view as rummy_view
    from desktop.sitting.controller import SittingController

    loaded = store.create_sitting("rummy", THREE, {"packs": 1, "target": 1_000_000})
    return shown(qtbot, rummy_view(SittingController(store, loaded.id)))


def type_rummy(qtbot: Any, view: Any) -> None:
    for player, (melded, in_hand) in COUNTS.items():
        type_number(qtbot, view.form.melded_spins[player], melded)
        type_number(qtbot, view.form.in_hand_spins[player], in_hand)
    assert view.form.record() == RUMMY


def assert_rummy_sheet(view: Any) -> None:
    """Every running total and the totals row are the engine's."""
    scored = score(view.controller.session)
    assert view.deals_model.rowCount() == len(scored.deals)
    for row, deal in enumerate(scored.deals):
        for column, player in enumerate(THREE, start=1):
            assert view.deals_model.text(row, column) == format_points(deal.facts.running[player])
    for column, player in enumerate(THREE):
        assert view.sheet.totals_model.text(0, column) == format_points(scored.totals[player])


def test_rummy_deal_on_a_full_disk_is_kept_in_the_form(
    qtbot: Any, rummy: Any, store: Store, path: Path
) -> None:
    """The database is full: Enter shows the full-disk line under the form, the counts
    typed stay in the spin boxes, nothing is added or pushed on the undo stack; once there
    is room the same Enter adds the deal and every number shown is the engine's."""
    view = rummy
    sitting = view.controller.sitting_id
    cap = fill_up(store, path, sitting, RUMMY)
    view.controller.reload()
    before = stored(store, sitting)
    type_rummy(qtbot, view)

    qtbot.mouseClick(view.enter_button, Qt.MouseButton.LeftButton)
    message = view.general_violation.text()
    assert view.general_violation.isVisible()
    assert message.startswith("The deal was not saved:") and "the disk is full" in message
    assert view.form.record() == RUMMY
    assert stored(store, sitting) == before
    assert view.controller.undo_stack.count() == 0
    assert_in_step(view.controller)

    cap.pages = UNCAPPED
    assert view.submit() is True
    assert stored(store, sitting) == (*before, RUMMY)
    assert not view.general_violation.isVisible()
    assert view.form.record() != RUMMY  # the form is empty for the next deal
    assert view.controller.undo_stack.count() == 1
    assert_in_step(view.controller)
    assert_rummy_sheet(view)


def test_rummy_delete_undo_and_redo_while_locked(
    qtbot: Any, rummy: Any, store: Store, path: Path
) -> None:
    """Two deals entered; while the database is locked the Delete, Undo and Redo buttons
    each show a one-line reason under the sheet and change nothing; released, the same
    buttons work, the message goes, and the sheet is the engine's."""
    view = rummy
    controller = view.controller
    sitting = controller.sitting_id
    for _ in range(2):
        type_rummy(qtbot, view)
        assert view.submit() is True
    stack = controller.undo_stack

    view.select_deal(1)
    with locked(path):
        qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert view.sheet_violation.isVisible()
    assert view.sheet_violation.text().startswith("Deal 1 was not deleted:")
    assert "busy" in view.sheet_violation.text()
    assert len(stored(store, sitting)) == 2 and stack.index() == 2
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert not view.sheet_violation.isVisible()
    assert len(stored(store, sitting)) == 1 and stack.index() == 3
    assert_in_step(controller)

    for button, index_after in ((view.undo_button, 2), (view.redo_button, 3)):
        index = stack.index()
        with locked(path):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert view.sheet_violation.isVisible()
        assert "Nothing was changed" in view.sheet_violation.text()
        assert "busy" in view.sheet_violation.text()
        assert stack.index() == index
        assert_in_step(controller)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert stack.index() == index_after
        assert not view.sheet_violation.isVisible()
        assert_in_step(controller)
        assert_rummy_sheet(view)
    assert len(stored(store, sitting)) == 1


def test_a_stack_undone_directly_is_resynchronised(
    qtbot: Any, rummy: Any, store: Store, path: Path
) -> None:
    """``QUndoStack.undo()`` called directly (not through the controller) while the
    database is locked: no exception escapes the command; the stack has already moved,
    so the sitting is read again from the database, the undo history is cleared and the
    view says so; the sheet is what is stored (both deals)."""
    view = rummy
    controller = view.controller
    for _ in range(2):
        type_rummy(qtbot, view)
        assert view.submit() is True
    with locked(path):
        controller.undo_stack.undo()
    qtbot.waitUntil(lambda: controller.undo_stack.count() == 0)
    assert "read again" in view.sheet_violation.text()
    assert len(stored(store, controller.sitting_id)) == 2
    assert_in_step(controller)
    assert_rummy_sheet(view)


def test_a_rename_while_locked_says_why_and_keeps_the_name(
    qtbot: Any, store: Store, path: Path
) -> None:
    """The players window's rename while another program holds the lock: the reason is
    shown under the field, the new name typed stays, nobody is renamed; released, the
    same rename goes through."""
    from desktop.shell.players_window import PlayersWindow

    store.create_sitting("rummy", THREE, {"packs": 1})
    window = shown(qtbot, PlayersWindow(store))
    assert window.select_player("Boris")
    window.rename_edit.setText("Борис")
    with locked(path):
        assert window.rename_selected() is False
    assert window.problem().startswith("Nobody was renamed:") and "busy" in window.problem()
    assert window.rename_edit.text() == "Борис"
    assert "Boris" in store.known_players()
    assert window.rename_selected() is True
    assert "Борис" in store.known_players() and window.problem() == ""
