"""The players window's records counted in a thread (issue 31: "shows a regular's
records … never blocking the window"): while a count runs the event loop keeps turning
and the panel says it is counting; the records fill in when it ends; players selected
meanwhile are counted one after another and only the last one is shown; a second look
rescores only the sittings whose revision moved (``Store.sittings_counted``)."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from desktop.games.game_ui import GAME_UIS
from rules.session import new_session, with_json_deals
from tests.db.samples import grand_slam
from tests.desktop.records_support import restore_event_loop, wait_for_records

PLAYERS = ("Anna", "Boris", "Vera", "Gleb")


@pytest.fixture(autouse=True)
def _turning_loop(qapp: Any) -> None:
    """These tests watch the event loop turn: make sure a test before did not stop it."""
    restore_event_loop()


def _sittings(store: Any, count: int) -> list[Any]:
    base = new_session("three-bugs", PLAYERS, {})
    return [
        store.import_session(with_json_deals(base, [grand_slam(PLAYERS[n % 4], PLAYERS[n % 4])]))
        for n in range(count)
    ]


def _players_window(qtbot: Any, main_window: Any) -> Any:
    main_window.players_action.trigger()
    window = main_window.players_window
    qtbot.waitExposed(window)
    wait_for_records(qtbot, window.records)
    return window


def test_the_window_turns_while_records_are_counted(
    qtbot: Any, main_window: Any, store: Any, monkeypatch: Any
) -> None:
    """A count held in its thread until released: meanwhile a timer of the window's
    event loop fires again and again, the title says "counting", Vera then Gleb are
    selected (and a rename typed); released, Gleb's records (the last asked for) are
    shown, each count having run in turn."""
    _sittings(store, 8)
    window = _players_window(qtbot, main_window)
    release = threading.Event()
    counted: list[str] = []
    real = store.player_game_records

    def held(name: str, order: Any = ()) -> Any:
        assert threading.current_thread() is not threading.main_thread()
        release.wait(10)
        counted.append(name)
        return real(name, order)

    monkeypatch.setattr(store, "player_game_records", held)
    ticks = [0]
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start(5)
    panel = window.records
    assert window.selected_player() == "Anna"  # the first row, counted already
    assert window.select_player("Boris")
    assert panel.counting and panel.title.text() == "Records of Boris: counting…"
    qtbot.waitUntil(lambda: ticks[0] >= 10)
    assert window.select_player("Vera") and window.select_player("Gleb")
    qtbot.keyClicks(window.rename_edit, "x")
    assert window.rename_edit.text() == "Glebx"
    assert ticks[0] >= 10 and panel.counting and counted == []
    assert panel.title.text() == "Records of Gleb: counting…"
    with qtbot.waitSignal(panel.sig_records_shown, timeout=10_000) as shown:
        release.set()
    timer.stop()
    assert shown.args == ["Gleb"]
    # Boris's count was running; Vera's was replaced by Gleb's before it started.
    assert counted == ["Boris", "Gleb"]
    assert panel.title.text() == "Records of Gleb"
    assert panel.records == real("Gleb", list(GAME_UIS))
    assert panel.records[0].sittings == 8 and not panel.counting


def test_a_second_look_rescores_only_the_sitting_that_moved(
    qtbot: Any, main_window: Any, store: Any
) -> None:
    """Twenty sittings: Anna's first look counts them all, a second none; a deal added to
    one of them, the next look counts that one, and the panel shows its new count."""
    ids = _sittings(store, 20)
    window = _players_window(qtbot, main_window)
    panel = window.records
    assert window.selected_player() == "Anna" and panel.records[0].sittings == 20
    before = store.sittings_counted
    assert before == 20
    panel.show_player("Anna")
    wait_for_records(qtbot, panel)
    assert store.sittings_counted == before
    store.add_deal(ids[0], grand_slam("Anna", "Anna"))
    panel.show_player("Anna")
    wait_for_records(qtbot, panel)
    assert store.sittings_counted == before + 1
    assert panel.records[0].deals == 21
