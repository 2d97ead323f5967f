"""Fixtures for the desktop tests: a temporary database and settings file, and one
fixture per widget (each handed to ``qtbot.addWidget``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
"""The four players of the Three Bugs tests (distinct initials, for keyboard search)."""


@pytest.fixture
def settings_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A settings file of the test's own, so the user's settings are never touched."""
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("ZAPIS_SETTINGS_FILE", str(path))
    return path


@pytest.fixture
def settings(settings_file: Path) -> Any:
    """The typed settings over the test's file."""
    from desktop.shell.settings import Settings

    return Settings(settings_file)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Any]:
    """A fresh SQLite database."""
    from db.service import Store

    opened = Store.open(str(tmp_path / "zapis.sqlite"))
    yield opened
    opened.close()


@pytest.fixture
def sitting(store: Any) -> Any:
    """A new four-handed Three Bugs sitting with the default house rules."""
    return store.create_sitting("three-bugs", PLAYERS, {}, first_dealer="Anna")


@pytest.fixture
def controller(qapp: Any, store: Any, sitting: Any) -> Iterator[Any]:
    """The open sitting's controller."""
    from desktop.sitting.controller import SittingController

    yield SittingController(store, sitting.id)


@pytest.fixture
def view(qtbot: Any, controller: Any) -> Any:
    """The Three Bugs view of the sitting, shown and active."""
    from desktop.games.three_bugs.view import make_view

    widget = make_view(controller)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.focus_entry()
    return widget


@pytest.fixture
def main_window(qtbot: Any, store: Any, settings: Any) -> Any:
    """The main window on the test's database and settings."""
    from desktop.shell.main_window import MainWindow

    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window
