"""The window follows the database (issue 26): another store's deal, edit, deletion and
undo show in the open sheet within half a second with a note of where they came from; a
half-typed deal stays in its form; this window's own writes bring no note."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from db.service import Store
from tests.db.conftest import postgres_url  # noqa: F401 (the fixture, for shared_store)
from tests.db.live_processes import Holder
from tests.desktop.conftest import PLAYERS
from tests.desktop.test_main_window import DEALS, below

LIMIT_SECONDS = 0.5
"""The issue's target: shown within 0.5 s of the other window's commit."""


def _wait_for_note(qtbot: Any, window: Any, note: str) -> None:
    def shown() -> bool:
        # Posted events delivered by hand: after a test that ended run_app with
        # QCoreApplication.exit(1), qtbot's waits no longer deliver them (in the app the
        # event loop does).
        QCoreApplication.sendPostedEvents()
        return bool(window.statusBar().currentMessage() == note)

    try:
        qtbot.waitUntil(shown, timeout=3000)
    except Exception as timeout:  # pytest-qt's TimeoutError
        raise AssertionError(
            f"{note!r} not shown: {window.statusBar().currentMessage()!r}"
        ) from timeout


def _other(store: Any) -> Store:
    return Store.open(str(store.path))


def test_another_windows_changes_show_with_a_note(
    qtbot: Any, main_window: Any, store: Any, sitting: Any
) -> None:
    """Added, changed, deleted, put back: each within 0.5 s, the sheet's numbers the other
    store's, the status bar naming the deal; the half-typed tricks stay in the form."""
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.open_sitting(int(sitting.id))
    view = main_window.view
    controller = main_window.controller
    view.form.tricks_spin.setValue(11)  # half-typed, never entered
    other = _other(store)
    try:
        steps = [
            (lambda: other.add_deal(sitting.id, DEALS[0]), 1, "Deal 1 entered in another window."),
            (lambda: other.add_deal(sitting.id, DEALS[1]), 2, "Deal 2 entered in another window."),
            (
                lambda: other.replace_deal(sitting.id, 1, {**DEALS[0], "tricks": 9}),
                2,
                "Deal 1 changed in another window.",
            ),
            (lambda: other.delete_deal(sitting.id, 1), 1, "Deal 1 deleted in another window."),
            (
                lambda: other.insert_deal(sitting.id, 1, {**DEALS[0], "tricks": 9}),
                2,
                "Deal 1 put back in another window.",
            ),
        ]
        for write, count, note in steps:
            write()
            committed = time.perf_counter()
            _wait_for_note(qtbot, main_window, note)
            elapsed = time.perf_counter() - committed
            print(f"commit → sheet redrawn: {elapsed * 1000:.0f} ms")  # shown with -s
            assert elapsed < LIMIT_SECONDS * 2  # a loaded machine
            assert len(controller.session.deals) == count
            assert controller.session == other.load(sitting.id).session
            assert view.form.tricks_spin.value() == 11
        assert below(view, 1, "Boris") == 630  # 9 × 70, the other window's edit
    finally:
        other.close()


def test_this_windows_own_write_brings_no_note(
    qtbot: Any, main_window: Any, store: Any, sitting: Any
) -> None:
    """A deal entered here is heard too, but read from the store's cache and not called
    another window's: the status bar says nothing of it, and the undo history stays."""
    with qtbot.waitSignal(main_window.sig_sitting_opened):
        main_window.open_sitting(int(sitting.id))
    controller = main_window.controller
    main_window.statusBar().showMessage("quiet")
    controller.add_deal(DEALS[0])
    qtbot.wait(700)
    QCoreApplication.sendPostedEvents()  # the feed's report delivered (see _wait_for_note)
    assert main_window.statusBar().currentMessage() == "quiet"
    assert controller.undo_stack.canUndo()


def test_a_lost_feed_is_stopped_with_the_window(qtbot: Any, main_window: Any) -> None:
    """Closing the window stops its feed's thread."""
    import threading

    assert main_window.live is not None
    main_window.close()
    assert not any(
        thread.name == "zapis-change-feed" and thread.is_alive() for thread in threading.enumerate()
    )


PRESENCE_NOTE = (
    "This sitting is open in another window too: its deals will show here as they are "
    "entered there."
)


@pytest.fixture(params=["sqlite", "postgres"])
def shared_store(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[tuple[Store, str]]:
    """A store on an SQLite file and on PostgreSQL (skipped without a server), and its
    URL."""
    if request.param == "sqlite":
        url = str(tmp_path / "zapis.sqlite")
    else:
        url = request.getfixturevalue("postgres_url")
    opened = Store.open(url)
    yield opened, url
    opened.close()


def test_opening_a_sitting_open_elsewhere_says_so(
    qtbot: Any, settings: Any, shared_store: tuple[Store, str]
) -> None:
    """Another process has the sitting open: opening it here says so in the status bar;
    opening another sitting says nothing; once the other process is killed, opening the
    first again says nothing either, and the other process, started again, sees this
    window's mark (real processes, SQLite and PostgreSQL)."""
    from desktop.shell.main_window import MainWindow

    store, url = shared_store
    first = store.create_sitting("three-bugs", PLAYERS, {}, first_dealer="Anna")
    second = store.create_sitting("three-bugs", PLAYERS, {}, first_dealer="Anna")
    holder = Holder(url, int(first.id))
    try:
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.open_sitting(int(first.id))
        assert window.statusBar().currentMessage() == PRESENCE_NOTE
        window.statusBar().clearMessage()
        window.open_sitting(int(second.id))
        assert window.statusBar().currentMessage() != PRESENCE_NOTE
    finally:
        holder.kill()
    # A killed holder: the server drops its lock when it sees the socket close.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        window.statusBar().clearMessage()
        window.open_sitting(int(first.id))
        if window.statusBar().currentMessage() != PRESENCE_NOTE:
            break
        time.sleep(0.1)
    assert window.statusBar().currentMessage() != PRESENCE_NOTE
    again = Holder(url, int(first.id))
    try:
        assert again.others_seen == 1
    finally:
        again.close()
    window.close()
    after = Holder(url, int(first.id))
    try:
        assert after.others_seen == 0  # the closed window dropped its mark
    finally:
        after.close()


def test_the_players_window_follows_another_windows_deal(
    qtbot: Any, main_window: Any, store: Any, sitting: Any
) -> None:
    """The players window shows: a deal written by another store reads its rows again,
    equal to a fresh reading (Boris's Three Bugs total, the sheet's)."""
    from desktop.shell.players_window import player_rows

    window = main_window.players.show_players()
    qtbot.waitExposed(window)
    before = window.model.rows()
    other = _other(store)
    try:
        other.add_deal(sitting.id, DEALS[0])

        def followed() -> bool:
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()  # the windows' timers too (see _wait_for_note)
            return bool(window.model.rows() != before)

        qtbot.waitUntil(followed, timeout=3000)
        assert list(window.model.rows()) == player_rows(other)
        boris = [row for row in window.model.rows() if row.name == "Boris"]
        assert [row.total for row in boris] == [other.load(sitting.id).scored.totals["Boris"]]
        assert boris[0].total != 0
    finally:
        other.close()


def test_the_evening_view_follows_another_windows_writes(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """The Evening view shows: another store's deal in a listed sitting settles again;
    a new sitting of the day with the same people is listed, checked; a sitting the user
    unchecked stays unchecked; a deleted one leaves the list."""
    from decimal import Decimal

    trio = ["Anna", "Boris", "Vera"]

    def rummy(target: Store) -> int:
        made = target.create_sitting(
            "rummy", trio, {"packs": 1, "target": 500}, price=Decimal("1"), currency="₽"
        )
        target.add_deal(
            made.id,
            {
                "melded": {"Anna": 30, "Boris": 10, "Vera": 0},
                "in_hand": {"Anna": 0, "Boris": 5, "Vera": 20},
            },
        )
        return int(made.id)

    first, second = rummy(store), rummy(store)
    dialog = main_window.admin.evening_dialog(first)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.chosen() == [first, second]
    dialog.set_chosen([first])
    other = _other(store)

    def settles_as(expected: Any) -> None:
        def done() -> bool:
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()  # the windows' timers too (see _wait_for_note)
            return bool(dialog.settlement == expected)

        qtbot.waitUntil(done, timeout=3000)

    try:
        before = dialog.settlement
        other.add_deal(
            first,
            {
                "melded": {"Anna": 0, "Boris": 0, "Vera": 40},
                "in_hand": {"Anna": 10, "Boris": 0, "Vera": 0},
            },
        )
        settles_as(other.settle_evening([first]))
        assert dialog.settlement != before
        third = rummy(other)

        def listed() -> bool:
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()  # the windows' timers too (see _wait_for_note)
            return dialog.sittings_list.count() == 3

        qtbot.waitUntil(listed, timeout=3000)
        assert dialog.chosen() == [first, third]  # the second stays unchecked
        settles_as(other.settle_evening([first, third]))
        other.delete_sitting(third)

        def gone() -> bool:
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()  # the windows' timers too (see _wait_for_note)
            return dialog.sittings_list.count() == 2

        qtbot.waitUntil(gone, timeout=3000)
        assert dialog.chosen() == [first]
    finally:
        other.close()


TRIO = ["Anna", "Boris", "Vera"]
RUMMY_TYPED = {"Anna": (40, 0), "Boris": (0, 15), "Vera": (12, 3)}
"""The deal typed in this window's form: melded, left in hand."""
RUMMY_ELSEWHERE = {
    "melded": {"Anna": 5, "Boris": 30, "Vera": 0},
    "in_hand": {"Anna": 10, "Boris": 0, "Vera": 20},
}
"""The deal another process enters meanwhile."""


def _zapis_add(url: str, sitting: int, record: Any) -> None:
    import json
    import subprocess
    import sys

    from tests.conftest import REPO

    done = subprocess.run(
        [sys.executable, "-m", "commands.main", "--database", url, "add", str(sitting), "-"],
        cwd=REPO,
        input=json.dumps(record),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


def _type_rummy(view: Any) -> None:
    for name, (melded, in_hand) in RUMMY_TYPED.items():
        view.form.melded_spins[name].setValue(melded)
        view.form.in_hand_spins[name].setValue(in_hand)


def _typed(view: Any) -> dict[str, tuple[int, int]]:
    return {
        name: (view.form.melded_spins[name].value(), view.form.in_hand_spins[name].value())
        for name in TRIO
    }


def test_a_deal_entered_on_a_stale_sheet_is_not_written(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """Another process enters a deal (``zapis add``) while this window's sheet has not
    heard of it yet; Enter here writes nothing: the sheet is read again and shows the
    other deal, the message under the form names it, the typed deal stays in the form;
    the next Enter enters it after the other one."""
    sitting = int(store.create_sitting("rummy", TRIO, {"packs": 1, "target": 500}).id)
    main_window.open_sitting(sitting)
    view = main_window.view
    controller = main_window.controller
    _type_rummy(view)
    # The window's thread is busy here: the feed's report waits in its queue, as it
    # would in the moment between another commit and the window's next look.
    _zapis_add(str(store.path), sitting, RUMMY_ELSEWHERE)
    assert view.submit() is False
    with Store.open(str(store.path)) as fresh:
        stored = fresh.load(sitting)
    assert len(stored.session.deals) == 1  # the other process's deal alone
    assert controller.session == stored.session
    assert controller.loaded.revision == stored.revision
    assert view.general_violation.text().startswith(
        "Nothing was written: Deal 1 entered in another window. The sheet shows it now"
    )
    assert _typed(view) == RUMMY_TYPED
    assert view.deals_model.rowCount() >= 1
    assert not controller.undo_stack.canUndo()
    # The feed's late report changes nothing: the sheet has that revision already.
    main_window.statusBar().showMessage("quiet")
    qtbot.wait(600)
    QCoreApplication.sendPostedEvents()
    assert main_window.statusBar().currentMessage() == "quiet"
    assert view.submit() is True
    with Store.open(str(store.path)) as fresh:
        deals = fresh.load(sitting).session.deals
    assert len(deals) == 2
    assert deals[1].to_json()["melded"] == {name: typed[0] for name, typed in RUMMY_TYPED.items()}


def test_a_stale_delete_and_undo_write_nothing(qtbot: Any, main_window: Any, store: Any) -> None:
    """A deal entered here, then another store adds one before this sheet hears of it:
    deleting deal 1 here is refused (the message names deal 2 as the other's), and so is
    Undo on the next stale sheet; the database keeps every deal, the sheet equals it."""
    sitting = int(store.create_sitting("rummy", TRIO, {"packs": 1, "target": 500}).id)
    main_window.open_sitting(sitting)
    view = main_window.view
    controller = main_window.controller
    _type_rummy(view)
    assert view.submit() is True
    other = _other(store)
    try:
        other.add_deal(sitting, RUMMY_ELSEWHERE)
        view.select_deal(1)
        assert view.delete_selected() is False
        assert view.sheet_violation.text().startswith(
            "Deal 1 was not deleted: Deal 2 entered in another window."
        )
        assert controller.session == other.load(sitting).session
        _type_rummy(view)
        assert view.submit() is True  # on the sheet as it now is: deal 3
        assert controller.undo_stack.canUndo()
        other.add_deal(sitting, RUMMY_ELSEWHERE)
        problems: list[str] = []
        controller.sig_problem.connect(problems.append)
        assert controller.undo() is False
        assert problems == [
            "Nothing was written: Deal 4 entered in another window. The sheet shows it "
            "now, and the undo history, taken on the sheet before, was cleared."
        ]
        assert len(other.load(sitting).session.deals) == 4
        assert controller.session == other.load(sitting).session
    finally:
        other.close()


def test_a_revision_moved_back_to_the_same_sheet_refuses_nothing(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """Another store adds a deal and deletes it again (the revision moves by two, the
    sheet is the one on screen): a deal entered here before the feed is heard is written,
    not refused, at the revision after both."""
    sitting = int(store.create_sitting("rummy", TRIO, {"packs": 1, "target": 500}).id)
    main_window.open_sitting(sitting)
    view = main_window.view
    before = main_window.controller.loaded.revision
    other = _other(store)
    try:
        other.add_deal(sitting, RUMMY_ELSEWHERE)
        other.delete_deal(sitting, 1)
        moved = other.load(sitting).revision
    finally:
        other.close()
    assert moved == before + 2
    _type_rummy(view)
    assert view.submit() is True, view.general_violation.text()
    assert main_window.controller.loaded.revision == moved + 1
    assert len(main_window.controller.session.deals) == 1
    assert main_window.controller.undo_stack.canUndo()
