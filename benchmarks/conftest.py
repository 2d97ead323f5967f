"""Fixtures the benchmarks share: the storage tests' databases, and the main window over
a fresh database (the window benchmarks of every game time it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from db.service import Store
from tests.db.conftest import postgres_url, sqlite_url

__all__ = ["postgres_url", "sqlite_url", "window"]


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
    """The main window over a fresh database, shown."""
    from desktop.shell.main_window import MainWindow

    monkeypatch.setenv("ZAPIS_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    store = Store.open(str(tmp_path / "zapis.sqlite"))
    main = MainWindow(store)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()
    store.close()
