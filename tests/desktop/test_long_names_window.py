"""The window with long names (issue 32, item 11): it made itself wider than a
1366×768 screen (6,521 px for eight long names), and names that differ only at their
ends read alike. Now the sheet scrolls inside a window that fits the screen, and every
shown name keeps its end, so that each player's column is told apart."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableView, QWidget

from desktop.widgets.name_widgets import NameCombo
from desktop.widgets.short_names import short_name
from rules.session import read_session
from tests.helpers import session_dict

START = "Александр Сергеевич Пушкин-Гончаров из Болдина номер "
SCREEN_WIDTH = 1366


def _players(count: int) -> list[str]:
    return [f"{START}{seat}" for seat in range(count - 1)] + ["Щ" * 200]


def _sitting(game: str) -> dict[str, Any]:
    if game == "rummy":
        players = _players(8)
        deal = {"melded": {n: 10 for n in players}, "in_hand": {n: 0 for n in players}}
        return session_dict("rummy", players, [deal])
    if game == "gin":
        return session_dict("gin", _players(2), [{"type": "dead", "upcard": "KS"}])
    if game == "preferans":
        players = _players(3)
        deal = {"type": "raspasy", "dealer": players[0], "tricks": dict.fromkeys(players, 0)}
        deal["tricks"][players[1]] = 4
        deal["tricks"][players[2]] = 6
        return session_dict("preferans", players, [deal])
    return session_dict(game, _players(4), [])


@pytest.mark.parametrize("game", ["rummy", "gin", "preferans", "three-bugs", "stukolka"])
def test_long_names_keep_the_window_on_the_screen(
    qtbot: Any, main_window: Any, store: Any, game: str
) -> None:
    data = _sitting(game)
    sitting = store.import_session(read_session(json.dumps(data)))
    main_window.resize(1200, 700)
    assert main_window.open_sitting(sitting)
    qtbot.wait(50)
    # Nothing widens the window past the screen (the form's name labels and choosers,
    # the standings and rummy's leading line did: 2,660 and 6,521 px), nor the form past
    # it (sideways scrolling through one name).
    assert main_window.minimumSizeHint().width() <= SCREEN_WIDTH
    assert main_window.view.form.minimumSizeHint().width() <= SCREEN_WIDTH
    players = list(data["players"])
    lines = _names_told_apart(main_window, players)
    # Three Bugs' standings, rummy's leaders (all eight tied).
    assert lines == (1 if game in ("three-bugs", "rummy") else 0)
    for view in main_window.findChildren(QTableView):
        model = view.model()
        if model is None:
            continue
        shown = [
            model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            for column in range(model.columnCount())
        ]
        names = [text for text in shown if isinstance(text, str) and START[:10] in text]
        assert len(set(names)) == len(names), names
        assert all(len(text) <= 30 for text in names), names


def _names_told_apart(main_window: Any, players: list[str]) -> int:
    """Every label, button and chooser showing a player shows him in 30 characters at
    most, differently from the others, with his whole name as its accessible name or
    tooltip; the standings and the leading line name each player differently (how many
    such lines there are)."""
    shown: dict[str, set[str]] = {}
    for widget in main_window.view.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton):
            whole = widget.accessibleName() or widget.toolTip()
            if whole in players:
                assert len(widget.text()) <= 30, widget.text()
                shown.setdefault(whole, set()).add(widget.text())
        elif isinstance(widget, NameCombo):
            assert widget.sizeHint().width() < 400
            names = [widget.itemText(i) for i in range(widget.count())]
            assert names == players
            tips = [widget.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(len(names))]
            assert tips == [name if len(name) > 24 else None for name in names]
    assert shown, "no player's name shown in a label"
    texts = [text for texts in shown.values() for text in texts]
    owners = {text: name for name, texts in shown.items() for text in texts}
    assert len(owners) == len(texts), shown
    lines = [
        label
        for label in main_window.view.findChildren(QLabel)
        if label.toolTip() and all(name in label.toolTip() for name in players)
    ]
    for label in lines:
        # A line naming every player (the standings, the leaders): each shortened, and
        # each of them there.
        for name in players:
            assert name not in label.text()
            assert short_name(name) in label.text()
    return len(lines)
