"""Each game's sitting view keeps its own splitter layout between sittings and starts."""

from __future__ import annotations

from typing import Any

from desktop.shell import settings as keys


def _open(qtbot: Any, main_window: Any, store: Any, game: str, players: list[str]) -> Any:
    sitting = store.create_sitting(game, players)
    assert main_window.open_sitting(int(sitting.id))
    view = main_window.view
    assert view.isVisible()
    qtbot.waitUntil(lambda: sum(view.splitter.sizes()) > 500)
    return view


def test_every_game_keeps_its_own_layout(qtbot: Any, main_window: Any, store: Any,
                                         settings: Any) -> None:  # fmt: skip
    """A layout dragged in a rummy sitting comes back in the next rummy sitting, and is
    never forced on a Three Bugs or Stukolka sheet, whose shapes differ."""
    rummy = _open(qtbot, main_window, store, "rummy", ["Anna", "Boris", "Vera"])
    total = sum(rummy.splitter.sizes())
    rummy.splitter.setSizes([total - 300, 300])
    dragged = rummy.splitter.sizes()

    three_bugs = _open(qtbot, main_window, store, "three-bugs", ["Anna", "Boris", "Vera", "Gleb"])
    assert not settings.get(keys.view_splitter("rummy")).isEmpty()
    assert settings.get(keys.view_splitter("three-bugs")).isEmpty()
    assert three_bugs.splitter.sizes() != dragged

    stukolka = _open(qtbot, main_window, store, "stukolka", ["Anna", "Boris", "Vera"])
    assert not settings.get(keys.view_splitter("three-bugs")).isEmpty()
    assert settings.get(keys.view_splitter("stukolka")).isEmpty()
    assert stukolka.splitter.sizes() != dragged

    again = _open(qtbot, main_window, store, "rummy", ["Anna", "Boris", "Gleb"])
    qtbot.waitUntil(lambda: again.splitter.sizes() == dragged)
