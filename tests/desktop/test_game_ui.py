"""The app's table of game widgets is derived from the rules registry: a game registered
from outside the source tree appears in it, in the new-sitting dialog and in the players
window's traits, with no list in desktop/ to edit."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from desktop.games.game_ui import GAME_UIS
from desktop.games.stukolka import OPTIONS_PAGE, VIEW
from desktop.games.stukolka.options_page import StukolkaOptionsPage
from desktop.games.stukolka.view import make_view
from rules.registry import GameEntry, games
from tests.rules.counting_game import COUNTING, registered


@pytest.fixture
def counting() -> Iterator[GameEntry]:
    """The counting game registered for one test, then forgotten (its widgets live in a
    package that does not exist: ``tests.nowhere``)."""
    with registered(COUNTING) as entry:
        yield entry


def test_the_ui_table_follows_the_registry(qapp: Any) -> None:
    """Every registered game in registry order, titled from its entry; the built-in
    packages export their widgets by the convention (VIEW, OPTIONS_PAGE)."""
    assert list(GAME_UIS) == [entry.name for entry in games()]
    assert [GAME_UIS[name].title() for name in GAME_UIS] == [e.title for e in games()]
    assert (make_view, StukolkaOptionsPage) == (VIEW, OPTIONS_PAGE)
    assert "poker" not in GAME_UIS and GAME_UIS.get("poker") is None
    with pytest.raises(KeyError):
        GAME_UIS["poker"]


def test_a_game_registered_later_is_offered_and_says_when_its_widgets_are_missing(
    qtbot: Any, store: Any, counting: GameEntry
) -> None:
    """One register() call puts the game in the dialog's list under its own title (no
    translation: shown as written); its widget package is missing here, so the dialog
    says the game is not part of this build instead of failing."""
    from desktop.shell.new_sitting import NewSittingDialog

    assert list(GAME_UIS)[-1] == "counting" and GAME_UIS["counting"].title() == "Counting"
    dialog = NewSittingDialog(store, game="counting")
    qtbot.addWidget(dialog)
    assert dialog.game() == "counting"
    assert dialog.game_box.currentText() == "Counting"
    assert dialog.page() is None
    shown = dialog.pages.currentWidget()
    assert isinstance(shown, QLabel) and "not part of this build" in shown.text()


def test_the_players_window_reads_a_games_traits_from_its_entry(
    qtbot: Any, store: Any, counting: GameEntry
) -> None:
    """A counting game won shows a game won and a dash for rubbers (has_games, no
    rubbers), in points, after the built-in games."""
    from desktop.shell.players_window import PlayersModel, player_rows

    sitting = store.create_sitting("counting", ["Anna", "Boris"]).id
    for _ in range(3):
        store.add_deal(sitting, {"counter": "Anna"})
    store.create_sitting("stukolka", ["Anna", "Boris", "Vera"])
    rows = [row for row in player_rows(store) if row.name == "Anna"]
    assert [(row.game, row.money) for row in rows] == [("stukolka", True), ("counting", False)]
    model = PlayersModel()
    model.set_rows(rows)
    texts = [model.text(rows[1], column) for column in range(model.column_count())]
    assert texts[PlayersModel.GAMES] == "1"
    assert texts[PlayersModel.RUBBERS] == "\u2014"
    stukolka = [model.text(rows[0], column) for column in range(model.column_count())]
    assert stukolka[PlayersModel.GAMES] == stukolka[PlayersModel.RUBBERS] == "\u2014"
