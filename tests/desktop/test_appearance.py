"""Settings → Appearance (issue 25, item 16): as the system, light or dark, kept in the
settings, applied at start and at once when chosen; check boxes and radio buttons plainly
visible in the dark, a disabled spin box plainly disabled; the boards start in the same
look and T still cycles them. Measured on pixels of the real widgets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QRadioButton, QSpinBox, QStyleFactory

from desktop.appearance import DARK, LIGHT, SYSTEM, Look, board_theme, current_look, is_dark
from desktop.board.board_window import theme_after
from desktop.board.scoreboard import Scoreboard
from desktop.shell import settings as keys

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def look(qapp: QApplication) -> Iterator[Look]:
    """The app's look, taken away after the test (the application is shared)."""
    made = Look(qapp, SYSTEM)
    yield made
    made.remove()
    assert current_look() is None


@pytest.fixture(autouse=True)
def plain_app(qapp: QApplication) -> Iterator[None]:
    """Whatever a test chose through the menu, the next finds the plain application."""
    yield
    made = current_look()
    if made is not None:
        made.remove()


def grabbed(qtbot: Any, widget: Any) -> QImage:
    qtbot.addWidget(widget)
    widget.resize(widget.sizeHint())
    widget.show()
    qtbot.waitExposed(widget)
    return widget.grab().toImage()


def lightness_spread(image: QImage, width: int) -> int:
    """The largest lightness difference from the background inside the first ``width``
    pixels of ``image`` (a check box's or radio button's indicator), mid-height band."""
    background = image.pixelColor(image.width() - 1, 0).lightness()
    spread = 0
    for x in range(min(width, image.width())):
        for y in range(image.height()):
            spread = max(spread, abs(image.pixelColor(x, y).lightness() - background))
    return spread


def test_dark_is_dark_and_light_is_light(look: Look, qapp: QApplication) -> None:
    """Where the platform keeps its own palette (offscreen here, as X11 without a desktop
    theme) the choice still shows: Fusion's dark palette (window 50,50,50; text 240)."""
    look.choose(DARK)
    assert is_dark(qapp.palette())
    assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(50, 50, 50)
    look.choose(LIGHT)
    assert not is_dark(qapp.palette())
    look.choose(SYSTEM)
    assert not is_dark(qapp.palette())  # the offscreen platform's palette is light


def test_check_boxes_and_radio_buttons_are_visible_in_the_dark(
    qtbot: Any, look: Look, qapp: QApplication
) -> None:
    """Fusion's edge of an unchecked indicator in the dark is a shade off the window
    (about 15 levels of lightness): the drawn edge stands 100 levels and more apart."""
    look.choose(DARK)
    for widget in (QCheckBox("Спорная"), QRadioButton("Гин")):
        image = grabbed(qtbot, widget)
        indicator = widget.style().pixelMetric(
            widget.style().PixelMetric.PM_IndicatorWidth, None, widget
        )
        assert lightness_spread(image, indicator + 2) >= 100, type(widget).__name__
    # The same widgets under plain Fusion in the dark palette: all but invisible.
    plain = QStyleFactory.create("Fusion")
    box = QCheckBox("Спорная")
    box.setStyle(plain)
    image = grabbed(qtbot, box)
    assert lightness_spread(image, 15) < 40


def test_a_disabled_spin_box_looks_disabled_in_the_dark(
    qtbot: Any, look: Look, qapp: QApplication
) -> None:
    """The field of a disabled spin box is the window's own colour, its digits half-way
    to it: nothing like the dark field and bright digits of one that takes a value."""
    look.choose(DARK)
    on, off = QSpinBox(), QSpinBox()
    on.setValue(7)
    off.setValue(7)
    off.setEnabled(False)
    field_on = grabbed(qtbot, on).pixelColor(QPoint(4, on.height() // 2))
    field_off = grabbed(qtbot, off).pixelColor(QPoint(4, off.height() // 2))
    window = qapp.palette().color(QPalette.ColorRole.Window)
    assert field_off.lightness() == pytest.approx(window.lightness(), abs=6)
    assert abs(field_on.lightness() - field_off.lightness()) >= 12
    palette = off.palette()
    text_on = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text).lightness()
    text_off = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text).lightness()
    assert text_off < text_on - 80


def test_the_menu_changes_the_look_at_once_and_keeps_it(
    qtbot: Any, main_window: Any, settings: Any, qapp: QApplication
) -> None:
    actions = {action.data(): action for action in main_window.appearance.group.actions()}
    assert set(actions) == {SYSTEM, LIGHT, DARK}
    assert actions[SYSTEM].isChecked()
    actions[DARK].trigger()
    assert settings.get(keys.APPEARANCE) == DARK
    assert is_dark(qapp.palette())
    qtbot.waitUntil(lambda: is_dark(main_window.palette()))
    actions[SYSTEM].trigger()
    assert settings.get(keys.APPEARANCE) == SYSTEM
    assert not is_dark(qapp.palette())


def test_the_menu_in_russian(qtbot: Any, store: Any, settings: Any) -> None:
    from desktop.shell.main_window import MainWindow
    from tests.desktop.views_support import ui_in

    with ui_in("ru"):
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        titles = [action.text() for action in window.appearance.group.actions()]
    assert titles == ["&Как в системе", "&Светлое", "&Тёмное"]


def test_the_board_starts_in_the_look_and_t_still_cycles(
    qtbot: Any, look: Look, store: Any
) -> None:
    sitting = store.create_sitting("rummy", ["Anna", "Boris"], {"packs": 1, "target": 500})
    look.choose(DARK)
    assert board_theme() == "dark"
    board = Scoreboard(store, sitting.id)
    qtbot.addWidget(board)
    assert board.theme == "dark"
    board.next_theme()
    assert board.theme == theme_after("dark") == "contrast"
    board.next_theme()
    assert board.theme == "light"
    look.choose(LIGHT)
    assert board_theme() == "light"


REPORT = """
import json, sys
from PySide6.QtWidgets import QApplication
from desktop.appearance import is_dark

def report(self=None):
    app = QApplication.instance()
    print(json.dumps({
        "platform": app.platformName(),
        "style": app.style().name(),
        "reverse": app.isRightToLeft(),
        "dark": is_dark(app.palette()),
    }))
    return 0

QApplication.exec = report
from commands.main import main
sys.exit(main())
"""


def test_qt_options_reach_qt_and_the_setting_applies_at_start(tmp_path: Path) -> None:
    """``zapis -platform offscreen -style windows -reverse --database FILE`` with no
    display at all: Qt takes its options (Zapis's parser never sees them), and the dark
    appearance kept in the settings is the window's first look."""
    env = {name: value for name, value in os.environ.items()}
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    env["PYTHONPATH"] = str(REPO)
    settings_file = tmp_path / "settings.ini"
    settings_file.write_text("[ui]\nappearance=dark\n", encoding="utf-8")
    env["ZAPIS_SETTINGS_FILE"] = str(settings_file)
    argv = ["-platform", "offscreen", "-style", "windows", "-reverse"]
    argv += ["--database", str(tmp_path / "z.sqlite3")]
    done = subprocess.run(
        [sys.executable, "-c", REPORT, *argv],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown == {"platform": "offscreen", "style": "windows", "reverse": True, "dark": True}


def test_high_contrast_from_the_system(
    qtbot: Any, look: Look, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """This platform reports no contrast preference (``NoPreference``); a system that asks
    for high contrast gets black and white, full-strength edges, and the boards' own
    high-contrast theme. (The preference is stood in for: X11 without a desktop theme
    cannot be made to say it.)"""
    import desktop.appearance as appearance

    assert not appearance.high_contrast()
    monkeypatch.setattr(appearance, "high_contrast", lambda: True)
    look.choose(DARK)
    palette = qapp.palette()
    assert palette.color(QPalette.ColorRole.Window) == QColor(0, 0, 0)
    assert palette.color(QPalette.ColorRole.WindowText) == QColor(255, 255, 255)
    assert look.style.contrast
    assert board_theme() == "contrast"
    look.choose(LIGHT)
    assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(255, 255, 255)
    box = QCheckBox("Спорная")
    image = grabbed(qtbot, box)
    assert lightness_spread(image, 15) >= 200
