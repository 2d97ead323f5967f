"""The start without the store (issue 15): the window's frame paints, the history's first
page is read with ``sqlite3`` and shown exactly as the store would show it, the store
opens in a thread, and whatever the player asks meanwhile waits for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from db.history_light import read_first_page
from desktop.shell.history import PAGE_SIZE, HistoryModel, HistoryPanel
from rules.session import read_session
from tests.conftest import REPO
from tests.db.samples import grand_slam, rummy_deal

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.UserRole,
)


def _fill(store: Any, more: int = 0) -> None:
    """``more`` rummy sittings, then sittings of each game with Russian names, a place
    and a note, deals (the latest: on the first page)."""
    if more:
        data = {"format": "zapis-session", "version": 1, "game": "rummy",
                "players": ["Юрий", "Анна"], "deals": []}  # fmt: skip
        store.import_sessions([read_session(json.dumps(data))] * more)
    tb = store.create_sitting("three-bugs", ["Анна", "Борис", "Вера", "Глеб"], {}, place="Дача")
    store.add_deal(tb.id, grand_slam("Анна", "Борис"))
    store.set_details(tb.id, place="Дача", note="реванш у Пети")
    rummy = store.create_sitting("rummy", ["Пётр", "ЁЖИК"], {}, place="Город")
    store.add_deal(rummy.id, rummy_deal(Пётр=(30, 0), ЁЖИК=(0, 10)))
    store.create_sitting("stukolka", ["Вера", "Глеб", "Zoya"], {})
    store.create_sitting("gin", ["Глеб", "Zoya"], {})


def _cells(panel: HistoryPanel) -> list[list[object]]:
    """Every cell the table shows, in every role the history answers."""
    model = panel.proxy
    return [
        [
            model.data(model.index(row, column), role)
            for column in range(HistoryModel.PLACE + 1)
            for role in ROLES
        ]
        for row in range(model.rowCount())
    ]


def test_the_light_page_shows_what_the_store_shows(qtbot: Any, store: Any) -> None:
    """The same rows, columns, order and texts (tooltips, alignment and colour too) in a
    history shown from the light page and one read by the store; then the store is
    attached to the light one without a second read (no reset), and the rows after the
    first page come from the store as the table scrolls."""
    _fill(store, more=PAGE_SIZE)
    light, full = HistoryPanel(), HistoryPanel()
    qtbot.addWidget(light)
    qtbot.addWidget(full)
    page = read_first_page(str(store.path), PAGE_SIZE)
    assert page is not None
    light.show_light(page.rows, page.total)
    full.reload(store)
    assert light.model.rowCount() == full.model.rowCount() == PAGE_SIZE
    assert _cells(light) == _cells(full)
    assert light.count_label.text() == full.count_label.text()
    assert "реванш у Пети" in [str(cell) for row in _cells(light) for cell in row]
    assert not light.model.canFetchMore()  # no store yet: nothing more to read
    resets: list[bool] = []
    light.model.modelReset.connect(lambda: resets.append(True))
    assert light.attach(store) is True
    assert resets == []
    assert light.player_box.findData("Пётр") > 0 and light.place_box.findData("Дача") > 0
    while light.model.canFetchMore():
        light.model.fetchMore()
    while full.model.canFetchMore():
        full.model.fetchMore()
    assert light.visible_ids() == full.visible_ids()
    assert len(light.visible_ids()) == PAGE_SIZE + 4


def test_filters_changed_before_the_store_opens_are_read_then(qtbot: Any, store: Any) -> None:
    """A search typed while the store opens: the light page stays until the store is
    there, then the history is read for the search."""
    _fill(store)
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    page = read_first_page(str(store.path), PAGE_SIZE)
    assert page is not None
    panel.show_light(page.rows, page.total)
    panel.search_edit.setText("ёжик")
    assert panel.model.rowCount() == 4
    assert panel.attach(store) is False
    assert panel.model.rowCount() == 1
    assert panel.count_label.text() == "1 of 4 sittings shown"


def test_what_is_asked_before_the_store_waits_for_it(qtbot: Any, store: Any, settings: Any) -> None:
    """A light window whose store is coming: Open on a sitting of the light page shows
    the busy cursor and opens it once the store is set; a failed store drops it."""
    from desktop.shell.main_window import MainWindow

    _fill(store)
    window = MainWindow(None, settings, light=True)
    qtbot.addWidget(window)
    window.show()
    window.start.build_history()
    window.start.expect_store()
    page = read_first_page(str(store.path), PAGE_SIZE)
    assert page is not None
    with qtbot.waitSignal(window.sig_history_shown):
        window.start.show_light_history(page.rows, page.total)
    assert window.new_action.isEnabled() and window.history.new_button.isEnabled()
    window.history.table.selectRow(1)
    wanted = window.history.selected_sitting()
    window.history.open_button.click()
    assert window.controller is None
    cursor = QApplication.overrideCursor()
    assert cursor is not None and cursor.shape() == Qt.CursorShape.WaitCursor
    with qtbot.waitSignal(window.sig_sitting_opened) as opened:
        window.set_store(store)
    assert opened.args == [wanted]
    assert QApplication.overrideCursor() is None
    assert window.stack.currentWidget() is window.sitting_page

    other = MainWindow(None, settings, light=True)
    qtbot.addWidget(other)
    other.start.build_history()
    other.start.expect_store()
    other.history.sig_open_requested.emit(wanted)
    assert QApplication.overrideCursor() is not None
    other.start.store_failed()
    assert QApplication.overrideCursor() is None
    other.history.sig_open_requested.emit(wanted)  # no store coming: nothing waits
    assert QApplication.overrideCursor() is None and other.controller is None


CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

seen = {}

def hook():
    from desktop.shell import main_window
    original = main_window.MainWindow.show
    def show(self):
        def history():
            seen["store at history"] = self.store is not None
            seen["rows"] = self.history.model.rowCount()
            seen["loaded then"] = sorted(
                n for n in ("sqlalchemy", "alembic", "db.service") if n in sys.modules
            )
        def opened():
            seen["rows after"] = self.history.model.rowCount()
            QTimer.singleShot(0, QApplication.instance().quit)
        self.sig_history_shown.connect(history)
        self.sig_store_opened.connect(opened)
        original(self)
    main_window.MainWindow.show = show

hook()
from desktop.app import run_app
status = run_app(database=sys.argv[1])
print(seen)
sys.exit(status)
"""


def _run_child(database: Path, tmp_path: Path) -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               ZAPIS_SETTINGS_FILE=str(tmp_path / "settings.ini"))  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(database)],
        capture_output=True, text=True, env=env, cwd=REPO, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = eval(done.stdout.strip().splitlines()[-1])  # a dict's repr
    return result


def test_a_start_shows_the_history_before_sqlalchemy_is_imported(
    tmp_path: Path, store: Any
) -> None:
    """``run_app`` on a database with sittings: the history is on screen with its rows
    while the store is not open and SQLAlchemy not even imported; the store then opens
    (in its thread) and the rows stay."""
    _fill(store)
    store.close()
    seen = _run_child(Path(str(store.path)), tmp_path)
    assert seen == {
        "store at history": False,
        "rows": 4,
        "loaded then": [],
        "rows after": 4,
    }


def test_a_first_start_shows_the_empty_history_at_once(tmp_path: Path) -> None:
    """No database file yet: the empty history (with its hint to start a sitting) is
    shown before the store has created and migrated the file."""
    seen = _run_child(tmp_path / "new.sqlite3", tmp_path)
    assert seen == {"store at history": False, "rows": 0, "loaded then": [], "rows after": 0}
    assert (tmp_path / "new.sqlite3").stat().st_size > 0


def test_an_older_database_takes_the_full_path(tmp_path: Path) -> None:
    """A file at the first revision with two sittings: nothing is read without the
    store, which migrates it; the history is shown once the store is open."""
    from tests.db.test_migrations import _build_first_revision

    path = tmp_path / "old.sqlite3"
    _build_first_revision(str(path))
    assert read_first_page(str(path), PAGE_SIZE) is None
    seen = _run_child(path, tmp_path)
    assert seen["store at history"] is True and seen["rows"] == 2 == seen["rows after"]


def test_open_clicked_before_the_store_is_open_opens_once_it_is(
    qapp: Any, store: Any, settings_file: Path, monkeypatch: Any
) -> None:
    """``run_app`` on a database with sittings: the player selects the first sitting of
    the light page and clicks Open before the store is open (its thread has not even
    started); the sitting opens once the store is there, once."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from desktop.app import run_app
    from desktop.shell.main_window import MainWindow

    _fill(store)
    path = store.path
    store.close()
    seen: list[tuple[object, ...]] = []
    original = MainWindow.show

    def show(window: Any) -> None:
        def history() -> None:
            window.history.table.selectRow(0)
            seen.append(("clicked", window.store is None, window.history.selected_sitting()))
            window.history.open_button.click()

        def opened(sitting: int) -> None:
            seen.append(("opened", sitting, window.store is not None))
            QTimer.singleShot(0, QApplication.quit)

        window.sig_history_shown.connect(history)
        window.sig_sitting_opened.connect(opened)
        original(window)

    shown: list[Any] = []
    monkeypatch.setattr(MainWindow, "show", lambda window: (shown.append(window), show(window)))
    assert run_app(database=str(path)) == 0
    # The store is closed: the timer that watched its check stopped with the event loop
    # (it used to fire on, and a closed store's vouch raised where nothing caught it).
    [window] = shown
    timer = window.findChild(QTimer, "zapis-check-timer")
    assert timer is not None and not timer.isActive()
    # As in test_main_window: a short exec() of its own lowers the quit flag again.
    QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
    QApplication.exec()
    first = seen[0][2]
    assert seen == [("clicked", True, first), ("opened", first, True)]


def test_the_check_timer_stops_with_the_store(qtbot: Any, tmp_path: Path) -> None:
    """Issue 24: the 100 ms timer watching the file's background check outlived the store,
    and a closed store's vouch then raised a RuntimeError in a Qt slot (a flaky teardown
    error here). It stops with the store, whenever the store closes."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QWidget

    from db.service import Store
    from desktop.app import _StoreOpener

    path = tmp_path / "zapis.sqlite3"
    Store.open(str(path)).close()
    window = QWidget()
    qtbot.addWidget(window)
    opener = _StoreOpener(window, str(path), None, None)
    store = Store.open(str(path))  # a file Zapis made before: its check runs behind
    assert not store.closed
    store.close()
    assert store.closed
    opener._watch_check(store)  # its first look comes at once
    timer = window.findChild(QTimer, "zapis-check-timer")
    assert timer is not None and not timer.isActive()
    live = Store.open(str(path))
    opener._watch_check(live)
    live.close()
    qtbot.wait(250)  # two looks at least, each finding the store closed
    assert not window.findChildren(QTimer, "zapis-check-timer")[-1].isActive()


def test_a_store_that_fails_in_its_thread_is_said_and_nothing_waits(
    qapp: Any, store: Any, settings_file: Path, monkeypatch: Any
) -> None:
    """The store's thread fails with something other than a StorageError after the
    light page is shown and Open was clicked: one message box says it, the busy cursor
    goes, the window closes and the exit status is 1 (no window left waiting)."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QMessageBox

    from db.service import Store
    from desktop.app import run_app
    from desktop.shell.main_window import MainWindow

    _fill(store)
    path = store.path
    store.close()

    def broken(_url: object) -> None:
        raise RuntimeError("the disk went away")

    said: list[str] = []
    monkeypatch.setattr(Store, "open", staticmethod(broken))
    monkeypatch.setattr(
        QMessageBox, "critical", staticmethod(lambda _parent, _title, text: said.append(text))
    )
    original = MainWindow.show

    def show(window: Any) -> None:
        def history() -> None:
            window.history.table.selectRow(0)
            window.history.open_button.click()

        window.sig_history_shown.connect(history)
        original(window)

    monkeypatch.setattr(MainWindow, "show", show)
    assert run_app(database=str(path)) == 1
    # As in test_main_window: a short exec() of its own lowers the quit flag again.
    QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
    QApplication.exec()
    assert said == ["the disk went away"]
    assert QApplication.overrideCursor() is None
