"""Fixtures the benchmarks share: the storage tests' databases, the main window over a
fresh database in the app's own look (the window benchmarks of every game time it), and
the plain Qt their floors are timed in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from db.service import Store
from tests.db.conftest import postgres_url, sqlite_url

__all__ = ["plain_qt", "postgres_url", "sqlite_url", "window"]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """After the run: each window path's median beside its group's floor, and the
    paint measure they were taken in (benchmarks/painting.py)."""
    from benchmarks.painting import measure
    from benchmarks.timing import floor_report

    lines = floor_report()
    if lines:
        terminalreporter.write_line(f"Medians beside their floor (paint measure {measure()!r}):")
        for line in lines:
            terminalreporter.write_line(line)


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The main window over a fresh database, shown, in the look ``desktop.app`` gives it
    (its style and palette for the settings' appearance: what a player's window paints),
    taken off again after the test so that a floor beside it times plain Qt."""
    from PySide6.QtWidgets import QApplication

    from desktop.appearance import Look
    from desktop.shell.main_window import MainWindow
    from desktop.shell.settings import APPEARANCE, Settings

    monkeypatch.setenv("ZAPIS_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    look = Look(app, Settings().get(APPEARANCE))
    store = Store.open(str(tmp_path / "zapis.sqlite"))
    main = MainWindow(store)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()
    store.close()
    look.remove()


@pytest.fixture
def plain_qt(qapp: Any) -> None:
    """A floor's Qt: the application's plain style and palette, no look of the app's
    left on it by a window benchmark before (a floor is bare Qt, not Zapis)."""
    from PySide6.QtWidgets import QProxyStyle

    from desktop.appearance import current_look

    assert current_look() is None
    assert not isinstance(qapp.style(), QProxyStyle), qapp.style()
