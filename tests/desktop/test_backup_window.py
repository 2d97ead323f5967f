"""File → Back up…, Restore… and Automatic backups… in the real main window (issue 27),
and the damaged database's offer to restore its newest backup; the file dialogs are
answered by replacing them, as a test cannot type in a native dialog, and the message
boxes by clicking their buttons once they are shown."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from desktop.shell.backup_actions import (
    BackupRow,
    BackupsDialog,
    BackupsModel,
    offer_newest_backup,
)
from tests.desktop.conftest import PLAYERS


@pytest.fixture
def english(qapp: Any) -> Any:
    """The English translation installed, as a start in English does (its plurals)."""
    yield from _language(qapp, "en")


@pytest.fixture
def russian(qapp: Any) -> Any:
    """The Russian translation installed."""
    yield from _language(qapp, "ru")


def _language(qapp: Any, language: str) -> Any:
    from PySide6.QtCore import QLocale

    from desktop.translations import install_translations

    previous = QLocale()
    translators = install_translations(qapp, language)
    try:
        yield language
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(previous)


def _misdeal(dealer: str) -> dict[str, str]:
    return {"type": "misdeal", "dealer": dealer}


def _file_menu_texts(window: Any) -> list[str]:
    menu = window.menuBar().actions()[0].menu()
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_the_file_menu_has_the_backup_entries(main_window: Any) -> None:
    """Back up…, Restore… and Automatic backups… are in the File menu, enabled with the
    store."""
    texts = _file_menu_texts(main_window)
    assert {"&Back up…", "&Restore…", "Automatic bac&kups…"} <= set(texts)
    assert all(action.isEnabled() for action in main_window.backup.actions())


def _answer_save(monkeypatch: pytest.MonkeyPatch, path: Path, seen: dict[str, Any]) -> None:
    def answer(_parent: Any, _title: str, suggested: str, _filter: str) -> tuple[str, str]:
        seen["suggested"] = suggested
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)


def test_back_up_then_restore_from_the_menu(
    english: str,
    qtbot: Any,
    main_window: Any,
    store: Any,
    sitting: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Back up… suggests a name in the folder of backups and writes the backup there;
    after a deal more and a new sitting, Restore… asks first, naming the database, what
    it holds now, the backup's time and counts, and where the current content is backed
    up first; confirmed, the history shows the backup's one sitting and its one deal."""
    store.add_deal(sitting.id, _misdeal("Anna"))
    target = tmp_path / "backups" / "mine.zapis-backup"
    target.parent.mkdir()
    seen: dict[str, Any] = {}
    _answer_save(monkeypatch, target, seen)
    main_window.backup.back_up_action.trigger()
    assert Path(seen["suggested"]).parent == tmp_path / "backups"
    assert seen["suggested"].endswith("--manual.zapis-backup")
    assert target.exists()
    assert main_window.statusBar().currentMessage() == (f"Backed up 1 sitting (1 deal) to {target}")
    store.add_deal(sitting.id, _misdeal("Boris"))
    store.create_sitting("gin", ["X", "Y"])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(target), ""))
    asked: list[tuple[str, str]] = []

    def confirm(title: str, text: str) -> bool:
        asked.append((title, text))
        return True

    main_window.backup.confirm = confirm
    with qtbot.waitSignal(main_window.backup.sig_restore_ended) as ended:
        main_window.backup.restore_action.trigger()
    assert ended.args == [True]
    [(title, text)] = asked
    assert title == "Restore a backup"
    assert text.startswith(f"Everything in {store.location} (2 sittings now) will be replaced")
    assert "1 sitting, 1 deal." in text
    assert text.endswith(f"First, what it holds now is backed up into {tmp_path / 'backups'}.")
    assert main_window.history.model.rowCount() == 1
    assert len(store.load(sitting.id).session.deals) == 1
    assert main_window.statusBar().currentMessage().startswith("Restored 1 sitting (1 deal).")


def test_a_restore_not_confirmed_changes_nothing(
    main_window: Any, store: Any, sitting: Any, tmp_path: Path
) -> None:
    """Cancel in the question: the database keeps its content."""
    path, _ = store.back_up(tmp_path / "b.zapis-backup")
    store.add_deal(sitting.id, _misdeal("Anna"))
    main_window.backup.confirm = lambda _title, _text: False
    assert not main_window.backup.restore(path)
    assert len(store.load(sitting.id).session.deals) == 1


def test_a_damaged_backup_is_said_and_nothing_asked(
    qtbot: Any, main_window: Any, store: Any, sitting: Any, tmp_path: Path
) -> None:
    """A file that is no backup: one line in the problem box, no question, no change."""
    bad = tmp_path / "bad.zapis-backup"
    bad.write_bytes(b"\x1f\x8bnonsense")
    main_window.backup.confirm = lambda *_: pytest.fail("asked about a bad backup")
    assert not main_window.backup.restore(bad)
    box = main_window.problem_box
    assert box is not None and box.windowTitle() == "The backup cannot be restored"
    assert box.text().startswith(f"{bad} is not a Zapis backup that can be restored")


def test_the_list_of_backups_restores_the_selected(
    qtbot: Any, main_window: Any, store: Any, sitting: Any, tmp_path: Path
) -> None:
    """Automatic backups… lists the folder's backups newest first with why, sittings and
    deals; Restore the selected… restores it (asked first) and closes the list."""
    older, _ = store.back_up()
    store.add_deal(sitting.id, _misdeal("Anna"))
    newer, _ = store.back_up()
    store.add_deal(sitting.id, _misdeal("Boris"))
    main_window.backup.list_action.trigger()
    dialog = main_window.backup.dialog
    assert isinstance(dialog, BackupsDialog)
    qtbot.waitExposed(dialog)
    rows = dialog.model.rows
    assert [row.path for row in rows] == [newer, older]
    assert [(row.kind, row.sittings, row.deals) for row in rows] == [
        ("manual", 1, 1),
        ("manual", 1, 0),
    ]
    assert dialog.model.data(dialog.model.index(0, 1)) == "made by hand"
    assert str(tmp_path / "backups") in dialog.where.text()
    dialog.table.selectRow(1)
    main_window.backup.confirm = lambda _title, _text: True
    with qtbot.waitSignals([dialog.accepted, main_window.backup.sig_restore_ended]):
        dialog.restore_button.click()
    assert store.load(sitting.id).session.deals == ()


def _large_backup(tmp_path: Path) -> tuple[Path, Any]:
    """A backup of 60 sittings of 200 deals (Stukolka, Gin and Preferans: 12,000 deals,
    each scored again by the restore's check; about half a second here) and its source
    store, still open."""
    from benchmarks.test_every_game_window_bench import GAMES, _session, _stream
    from db.service import Store

    source = Store.open(str(tmp_path / "source.sqlite"))
    streams = {game: _stream(game, 200) for game in GAMES}
    source.import_sessions([_session(game, streams[game]) for game in GAMES for _ in range(20)])
    path, manifest = source.back_up(tmp_path / "large.zapis-backup")
    assert (manifest.sittings, manifest.deals) == (60, 12_000)
    return path, source


def _content(store: Any) -> list[tuple[Any, ...]]:
    """Every sitting of ``store``: its id, game, players, deal count, and its session."""
    return [
        (row.id, row.game, row.players, row.deal_count, store.export_session(row.id))
        for row in sorted(store.find_sittings(limit=1000), key=lambda row: row.id)
    ]


def test_a_restore_leaves_the_event_loop_turning(
    english: str,
    qtbot: Any,
    main_window: Any,
    store: Any,
    sitting: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A large backup restores in a thread of its own (the store's restore is called on
    another thread than the window's), and a 10 ms timer of the window's thread fires
    meanwhile; the window shows it is busy and refuses to open a sitting or make one;
    after it, the database holds exactly the source's sittings, deal for deal. (How long
    the timer's longest pause is, is printed, not asserted: it moves with the machine's
    load, and Python's garbage collection stops every thread.)"""
    import threading
    from time import perf_counter

    path, source = _large_backup(tmp_path)
    store.add_deal(sitting.id, _misdeal("Anna"))
    main_window.backup.confirm = lambda _title, _text: True
    restoring_threads: list[threading.Thread] = []
    restore = type(store).restore

    def restore_noting_its_thread(self: Any, *args: Any, **kwargs: Any) -> Any:
        restoring_threads.append(threading.current_thread())
        return restore(self, *args, **kwargs)

    monkeypatch.setattr(type(store), "restore", restore_noting_its_thread)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(perf_counter()))
    try:
        with qtbot.waitSignal(main_window.backup.sig_restore_ended, timeout=60_000) as ended:
            started = perf_counter()
            timer.start()
            assert main_window.backup.restore(path)
            assert main_window.backup.restoring
            assert main_window.backup.busy is not None and main_window.backup.busy.isVisible()
            assert not main_window.backup.restore_action.isEnabled()
            assert not main_window.open_sitting(int(sitting.id))
            assert main_window.statusBar().currentMessage() == (
                "A backup is being restored: wait until it is done."
            )
            assert not main_window.new_sitting()
            assert not main_window.backup.restore(path)  # one restore at a time
        took = perf_counter() - started
        timer.stop()
        assert ended.args == [True]
        gaps = [b - a for a, b in zip([started, *ticks], ticks, strict=False)]
        print(
            f"restore {took * 1000:.0f} ms, {len(ticks)} ticks, longest pause "
            f"{max(gaps) * 1000:.0f} ms"
        )  # shown with -s
        assert len(restoring_threads) == 1
        assert restoring_threads[0] is not threading.main_thread()
        # The window's loop turned during the restore (on its thread, not once).
        assert len(ticks) >= 2
        assert not main_window.backup.restoring and main_window.backup.busy is None
        assert main_window.backup.restore_action.isEnabled()
        message = main_window.statusBar().currentMessage()
        assert message.startswith("Restored 60 sittings (12000 deals). What it held before is in ")
        assert _content(store) == _content(source)
        assert main_window.history.model.rowCount() == 60
        assert main_window.open_sitting(int(_content(source)[0][0]))
    finally:
        timer.stop()
        source.close()


def test_a_restore_refused_in_its_thread_is_said_and_changes_nothing(
    english: str, qtbot: Any, main_window: Any, store: Any, sitting: Any, tmp_path: Path
) -> None:
    """The backup is spoilt after the question (its check, in the thread, refuses it):
    the problem box says why in one line, the window is usable again, nothing changed."""
    path, _ = store.back_up(tmp_path / "b.zapis-backup")
    store.add_deal(sitting.id, _misdeal("Anna"))

    def spoil(_title: str, _text: str) -> bool:
        path.write_bytes(path.read_bytes()[:-40])
        return True

    main_window.backup.confirm = spoil
    with qtbot.waitSignal(main_window.backup.sig_restore_ended) as ended:
        assert main_window.backup.restore(path)
    assert ended.args == [False]
    box = main_window.problem_box
    assert box is not None and box.windowTitle() == "The backup cannot be restored"
    assert "\n" not in box.text() and str(path) in box.text()
    assert not main_window.backup.restoring and main_window.backup.restore_action.isEnabled()
    assert len(store.load(sitting.id).session.deals) == 1
    assert main_window.open_sitting(int(sitting.id))


def test_the_backups_model_passes_the_model_tester(qtmodeltester: Any, tmp_path: Path) -> None:
    """The list's model is a well-behaved table."""
    from datetime import UTC, datetime

    rows = [
        BackupRow(tmp_path / "a", datetime(2026, 1, 1, tzinfo=UTC), "daily", 3, 40),
        BackupRow(tmp_path / "b", datetime(2026, 1, 2, tzinfo=UTC), "before-restore", None, None),
    ]
    model = BackupsModel(rows)
    qtmodeltester.check(model)
    assert model.data(model.index(1, 2)) == "cannot be read"


def _click_when_shown(text: str, clicked: list[str]) -> Callable[[], None]:
    """Click the button ``text`` of the message box being shown, once it is."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        clicked.append(box.text())
        for button in box.findChildren(QPushButton):
            if button.text() == text:
                button.click()
                return
        box.close()

    return look


def test_a_damaged_database_offers_its_newest_backup(
    english: str, qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The damaged file's message names its newest backup and the command, and its
    button restores that backup in place (the damaged file kept beside it)."""
    from db.service import StorageError, Store
    from tests.db.test_backup import _damage

    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        sitting = store.create_sitting("three-bugs", PLAYERS).id
        store.add_deal(sitting, _misdeal("Anna"))
        backup, _ = store.back_up()
    _damage(database)
    with pytest.raises(StorageError) as refused:
        Store.open(str(database)).vouch()
    shown: list[str] = []
    QTimer.singleShot(0, _click_when_shown("&Restore the newest backup", shown))
    # The second box says it is done.
    QTimer.singleShot(200, _click_when_shown("OK", shown))
    assert offer_newest_backup(None, refused.value, str(database))  # type: ignore[arg-type]
    assert (
        f"restore its newest backup with zapis --database {database} restore {backup}" in (shown[0])
    )
    assert shown[1].startswith("Restored 1 sitting (1 deal). The damaged file is kept as ")
    with Store.open(str(database)) as store:
        assert len(store.load(sitting).session.deals) == 1
    assert any(p.name.startswith("z.sqlite3.damaged-") for p in tmp_path.iterdir())


def test_the_question_and_the_menu_in_russian(
    russian: str, main_window: Any, store: Any, sitting: Any, tmp_path: Path
) -> None:
    """In Russian the menu says «Резервная копия…» and the question counts in Russian
    plurals (2 встречи, 1 сдача)."""
    store.add_deal(sitting.id, _misdeal("Anna"))
    _, manifest = store.back_up(tmp_path / "b.zapis-backup")
    store.create_sitting("gin", ["X", "Y"])
    from desktop.shell.backup_actions import BackupActions

    actions = BackupActions(main_window)
    assert actions.back_up_action.text() == "&Резервная копия…"
    text = actions.question(store, manifest)
    assert text.startswith(f"Всё содержимое {store.location} (сейчас: 2 встречи) будет заменено")
    assert text.endswith(
        f"1 встреча, 1 сдача. Сначала нынешнее содержимое будет сохранено в копию в папке "
        f"{tmp_path / 'backups'}."
    )


def test_a_skipped_daily_backup_is_said_in_the_status_bar(
    english: str, main_window: Any, store: Any, sitting: Any, tmp_path: Path
) -> None:
    """The folder of backups cannot be made: the day's first deal is entered all the
    same, and the status bar says the automatic backup was skipped and why."""
    from datetime import UTC, datetime

    store.add_deal(sitting.id, _misdeal("Anna"))
    (tmp_path / "backups").write_text("a file in the folder's place")
    store.daily_backup.clock = lambda: datetime(2031, 1, 1, tzinfo=UTC)
    change = store.add_deal(sitting.id, _misdeal("Boris"))
    assert change.number == 2
    message = main_window.statusBar().currentMessage()
    assert message.startswith("The automatic backup (first write of the day) was skipped: ")
    assert message.endswith(". The deal is written all the same.")


def test_a_damaged_database_is_restored_while_the_window_goes_on(
    english: str, qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The restore the damaged file's message offers runs off the window's thread, a
    busy dialog shown: the window's event loop goes on turning (it paints) all the while,
    and the restore is done in full before the box says so."""
    import threading
    import time

    import db.damaged_restore
    from db.service import StorageError, Store
    from tests.db.test_backup import _damage

    database = tmp_path / "z.sqlite3"
    with Store.open(str(database)) as store:
        sitting = store.create_sitting("three-bugs", PLAYERS).id
        store.add_deal(sitting, _misdeal("Anna"))
        store.back_up()
    _damage(database)
    with pytest.raises(StorageError) as refused:
        Store.open(str(database)).vouch()
    real = db.damaged_restore.restore_damaged
    threads: list[str] = []

    def slow(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread().name)
        time.sleep(0.5)  # a large backup's seconds
        return real(*args, **kwargs)

    monkeypatch.setattr(db.damaged_restore, "restore_damaged", slow)
    ticks: list[float] = []
    busy_seen: list[str] = []
    timer = QTimer()
    timer.setInterval(20)

    def tick() -> None:
        ticks.append(time.monotonic())
        dialog = QApplication.activeModalWidget()
        if threads and dialog is not None and not isinstance(dialog, QMessageBox):
            busy_seen.append(dialog.windowTitle())

    timer.timeout.connect(tick)
    timer.start()
    shown: list[str] = []
    QTimer.singleShot(0, _click_when_shown("&Restore the newest backup", shown))
    QTimer.singleShot(900, _click_when_shown("OK", shown))
    try:
        assert offer_newest_backup(None, refused.value, str(database))  # type: ignore[arg-type]
    finally:
        timer.stop()
    assert threads and threads[0] != threading.main_thread().name
    # The loop turned through the half second of the restore: some 25 ticks, not one.
    assert len(ticks) >= 10
    assert "Restore a backup" in busy_seen
    assert shown[1].startswith("Restored 1 sitting (1 deal).")
    with Store.open(str(database)) as store:
        assert len(store.load(sitting).session.deals) == 1
