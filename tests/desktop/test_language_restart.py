"""A language chosen in the Settings menu is kept and offers to restart at once; the
restart starts Zapis with the command line it was started with, after the window has
closed and saved its state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from desktop.shell import restart as restart_module
from desktop.shell import settings as keys


def test_choosing_a_language_restarts_now_when_asked(
    qtbot: Any, main_window: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[Sequence[str]] = []
    quits: list[bool] = []
    monkeypatch.setattr(restart_module, "start_detached", lambda argv: started.append(argv))
    monkeypatch.setattr(main_window, "confirm_restart", lambda: True)
    monkeypatch.setattr(
        restart_module.QApplication, "quit", staticmethod(lambda: quits.append(True))
    )
    main_window.show()
    english = next(a for a in main_window.language_group.actions() if a.data() == "en")
    english.trigger()
    assert settings.get(keys.LANGUAGE) == "en"
    assert not main_window.isVisible()
    assert quits == [True]
    assert started == [restart_module.command_line()]


def test_restart_starts_the_same_command_line_after_closing(qtbot: Any, main_window: Any) -> None:
    started: list[Sequence[str]] = []
    main_window.show()
    quit_calls: list[bool] = []
    app = restart_module.QApplication.instance()
    original = app.quit
    app.quit = lambda: quit_calls.append(True)  # type: ignore[method-assign]
    try:
        assert restart_module.restart(main_window, lambda argv: started.append(argv) or True)
    finally:
        app.quit = original  # type: ignore[method-assign]
    assert started == [restart_module.command_line()]
    assert not main_window.isVisible()
    assert quit_calls == [True]


def test_later_keeps_the_window(
    qtbot: Any, main_window: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(main_window, "confirm_restart", lambda: False)
    main_window.show()
    russian = next(a for a in main_window.language_group.actions() if a.data() == "ru")
    russian.trigger()
    assert settings.get(keys.LANGUAGE) == "ru"
    assert main_window.isVisible()
